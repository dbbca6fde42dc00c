"""Group-only greetings open a new party conversation (CCv3 ``group_only_greetings``)."""

# The party fixtures are imported by name, so pytest finds them; arguments reuse the names.
# ruff: noqa: F811

from __future__ import annotations

from pathlib import Path

from tests.engine.conftest import bodies
from tests.engine.party.party_support import (  # noqa: F401 (fixtures)
    make_party,
    party_factory,
    transcript,
)
from tests.support.model_server import text


def _greetings(folder: Path, member: str, *texts: str) -> None:
    group = folder / member / "greetings" / "group"
    group.mkdir(parents=True)
    for n, body in enumerate(texts, start=1):
        (group / f"{n:02d}.txt").write_text(body, encoding="utf-8")


async def test_members_with_group_greetings_open_the_conversation(
    make_party,
    party_factory,
    model_server,
):
    path = make_party()
    _greetings(path.parent, "ann", "Welcome, {{user}}! I am {{char}}.")
    _greetings(path.parent, "cy", "Cy waves.", "Cy nods.")
    player = party_factory(path)
    await player.new_conversation()
    entries = player.get_conversation()
    assert [(e["role"], e["speaker"]) for e in entries] == [
        ("assistant", "Ann"),
        ("assistant", "Cy"),
    ]
    assert entries[0]["content"] == "Welcome, User! I am Ann."  # macros expanded
    assert entries[1]["content"] in ("Cy waves.", "Cy nods.")
    assert all(e.get("greeting") for e in entries)
    conv_id = player.conversation_id
    # They are in the file, and every member hears them in its history.
    model_server.script(text("Bob here"))
    await player.send("Bob, hello")
    history = transcript(bodies(model_server)[0])
    assert history[:2] == [
        {"role": "user", "content": "Ann: Welcome, User! I am Ann."},
        {"role": "user", "content": f"Cy: {entries[1]['content']}"},
    ]
    model_server.script(text("Ann again"))
    await player.send("Ann?")
    assert transcript(bodies(model_server)[1])[0] == {
        "role": "assistant",
        "content": "Welcome, User! I am Ann.",
    }  # Ann's own greeting is her own message
    await player.load_conversation(conv_id)
    assert player.get_conversation()[:2] == entries


async def test_no_group_greetings_no_opening(make_party, party_factory):
    path = make_party()
    _greetings(path.parent, "bob", "   ")  # blank greetings do not count
    player = party_factory(path)
    await player.new_conversation()
    assert player.get_conversation() == []


async def test_a_party_of_li_bai_and_du_fu_plays_with_its_group_greetings(
    tmp_path,
    party_factory,
    model_server,
):
    # Issue 25 item 8: member names (and folders) in every script; before, both slugs
    # were "member" and the party was refused as two members with the same name.
    import json

    from studio.engine.party.format import member_slug

    assert member_slug("李白") == "李白" and member_slug("Jean-Luc Picard") == "jean-luc-picard"
    folder = tmp_path / "诗人"
    for name in ("李白", "杜甫"):
        root = folder / name
        root.mkdir(parents=True)
        config = {"name": name, "model": "test-model"}
        (root / "config.json").write_text(json.dumps(config, ensure_ascii=False), "utf-8")
        (root / "instructions.txt").write_text(f"你是{name}。", encoding="utf-8")
    _greetings(folder, "李白", "{{char}}举杯邀{{user}}。")
    party = folder / "诗人.party.json"
    spec = {"name": "诗人", "members": ["李白", "杜甫"]}
    party.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    player = party_factory(party)
    await player.new_conversation()
    entries = player.get_conversation()
    assert [(e["speaker"], e["content"]) for e in entries] == [("李白", "李白举杯邀User。")]
    model_server.script(text("好诗。"))
    replies = await player.send("杜甫，你好")
    assert replies[0]["speaker"] == "杜甫"
    heard = bodies(model_server)[0]["messages"][1:]  # 杜甫 hears 李白's greeting, named
    assert heard == [
        {"role": "user", "content": "李白: 李白举杯邀User。"},
        {"role": "user", "content": "User: 杜甫，你好"},
    ]

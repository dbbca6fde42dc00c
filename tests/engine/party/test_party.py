"""Party play through PartyPlayer: who speaks, what each member sees, tools and stores."""

# The party fixtures are imported by name, so pytest finds them; arguments reuse the names.
# ruff: noqa: F811

from __future__ import annotations

from pathlib import Path

import pytest

from studio.engine.party.format import load_party
from studio.errors import PackageError
from tests.engine.conftest import bodies
from tests.engine.party.party_support import (  # noqa: F401 (fixtures)
    asked,
    make_party,
    party_factory,
    tool_names,
    transcript,
)
from tests.support.model_server import text, tool_calls

ROOT = Path(__file__).resolve().parents[3]


def _speakers(replies: list[dict]) -> list[str]:
    return [r["speaker"] for r in replies]


async def test_round_robin_order_and_reply_shape(make_party, party_factory, model_server):
    player = party_factory(make_party(turnPolicy="round-robin"))
    model_server.script(text("a1"), text("b1"), text("c1"), text("a2"))
    order = []
    for n in range(4):
        order += _speakers(await player.send(f"hello {n}"))
    assert order == ["Ann", "Bob", "Cy", "Ann"]
    assert [asked(b) for b in bodies(model_server)] == order
    reply = (await player.list_conversations()) and player.get_conversation()[-1]
    assert reply["speaker"] == "Ann" and reply["content"] == "a2"


async def test_send_returns_replies_with_speakers(make_party, party_factory, model_server):
    player = party_factory(make_party())
    model_server.script(text("Hi from Bob"))
    replies = await player.send("bob, hello")
    assert replies == [
        {"role": "assistant", "speaker": "Bob", "content": "Hi from Bob", "stopped": False}
    ]


async def test_addressing_by_name_in_order_named_and_explicit(
    make_party, party_factory, model_server
):
    player = party_factory(make_party())
    model_server.script(text("c"), text("a"), text("b"), text("a again"), text("c again"))
    # Whole words, case-insensitive, in the order named ("Annie" is not Ann).
    assert _speakers(await player.send("CY first, then ann; not Annie")) == ["Cy", "Ann"]
    assert _speakers(await player.send("anyone?", to="bob")) == ["Bob"]
    assert _speakers(await player.send("Cy says hi", to=["Ann", "Cy"])) == ["Ann", "Cy"]
    with pytest.raises(ValueError, match="no member called"):
        await player.send("x", to="Dora")


async def test_natural_policy_least_recently_heard(make_party, party_factory, model_server):
    player = party_factory(make_party(turnPolicy="natural"))
    model_server.script(text("b"), text("a"), text("c"), text("b2"))
    assert _speakers(await player.send("Bob?")) == ["Bob"]
    assert _speakers(await player.send("anyone")) == ["Ann"]  # never heard, first in order
    assert _speakers(await player.send("anyone")) == ["Cy"]
    assert _speakers(await player.send("anyone")) == ["Bob"]


async def test_manual_policy_only_the_chosen(make_party, party_factory, model_server):
    player = party_factory(make_party(turnPolicy="manual"))
    model_server.script(text("c"))
    assert await player.send("anyone there?") == []
    assert _speakers(await player.send("hm", to="Cy")) == ["Cy"]
    assert len(bodies(model_server)) == 1
    assert player.get_conversation()[0] == {"role": "user", "content": "anyone there?"}


async def test_chatter_is_bounded_and_not_responding_to_human(
    make_party, party_factory, model_server
):
    player = party_factory(make_party(chatter=2))
    model_server.script(text("What do you say, Cy?"), text("I agree"), text("Me too"))
    replies = await player.send("Ann, start")
    assert _speakers(replies) == ["Ann", "Cy", "Bob"]  # named by Ann, then least recent
    assert len(bodies(model_server)) == 3
    events = [
        e
        for e in player.conversations.sessions.conversation.load_store("test.hooks")["events"]
        if e["e"] == "before"
    ]
    assert [e["human"] for e in events] == [True, False, False]
    assert all(e["userText"] == "Ann, start" for e in events)
    chatter = [e for e in player.get_conversation() if e.get("chatter")]
    assert [e["speaker"] for e in chatter] == ["Cy", "Bob"]
    # The second chatter member sees the first one's line labelled with its name.
    assert {"role": "user", "content": "Cy: I agree"} in bodies(model_server)[2]["messages"]


async def test_what_a_member_sees(make_party, party_factory, model_server):
    player = party_factory(make_party())
    model_server.script(text("Hello, I am Ann"), text("And I am Bob"))
    await player.send("Ann then Bob")
    messages = bodies(model_server)[1]["messages"]
    system = messages[0]["content"]
    assert system.startswith("System. You are Bob.")
    assert "group conversation with the user and Ann and Cy" in system
    history = transcript(bodies(model_server)[1])
    assert history == [
        {"role": "user", "content": "User: Ann then Bob"},
        {"role": "user", "content": "Ann: Hello, I am Ann"},
    ]
    model_server.script(text("Ann here"))
    await player.send("Ann?")
    history = transcript(bodies(model_server)[2])
    assert history[1] == {"role": "assistant", "content": "Hello, I am Ann"}
    assert history[2] == {"role": "user", "content": "Bob: And I am Bob"}


async def test_tool_isolation_between_members(make_party, party_factory, model_server):
    player = party_factory(make_party())
    model_server.script(
        tool_calls([("note", {"text": "x"}), ("bump", {"by": 2})]),
        text("done"),
        text("bob"),
        text("cy"),
    )
    await player.send("Ann, Bob and Cy")
    sent = bodies(model_server)
    assert tool_names(sent[0]) == {"bump", "tally"}
    assert tool_names(sent[2]) == {"recall", "tally"}
    assert tool_names(sent[3]) == {"note", "recall", "tally"}
    results = [e for e in player.get_conversation() if e["role"] == "tool"]
    assert results[0]["content"] == "Error: no agent provides the tool note"
    assert results[1]["content"].startswith("count=2 id=1")  # the failed call took no id
    assert all(e["speaker"] == "Ann" for e in results)


async def test_shared_store_once_member_stores_namespaced_one_counter(
    make_party, party_factory, model_server
):
    player = party_factory(make_party())
    model_server.script(
        tool_calls([("tally", {"n": 2}), ("bump", {"by": 1})]),
        text("a"),
        tool_calls([("tally", {"n": 3})]),
        text("c"),
    )
    await player.send("Ann")
    await player.send("Cy")
    stores = await player.stores()
    assert stores["party.tally"] == {"total": 5, "by": ["Ann", "Cy"]}
    assert stores["ann/test.counter"]["ids"] == [2]
    assert "bob/test.history" in stores and "cy/test.notes" in stores
    assert "test.counter" not in stores
    ids = [e["toolCallId"] for e in player.get_conversation() if e["role"] == "tool"]
    assert ids == [1, 2, 3]
    # The shared preload reaches every member: Cy's request shows Ann's tally.
    assert any("Tally is 2" in str(m["content"]) for m in bodies(model_server)[2]["messages"])
    player.conversations.sessions.conversation.checkpoint()  # the store files are written out
    folder = player.conversations.sessions.conversation.folder
    assert any(folder.glob("*.stores/ann/test.counter.json"))


def test_party_file_validation(make_party, tmp_path):
    path = make_party()
    party = load_party(path)
    assert [m.name for m in party.members] == ["Ann", "Bob", "Cy"]
    assert party.members[1].color == "#336699"
    assert [a.agent_id for a in party.shared.agents] == ["party.tally", "test.hooks"]
    bad = tmp_path / "bad.party.json"
    bad.write_text('{"name": "x", "members": ["party/ann"], "turnPolicy": "loud"}')
    with pytest.raises(PackageError, match="turnPolicy"):
        load_party(bad)
    bad.write_text('{"name": "x", "members": ["party/ann", "party/ann"]}')
    with pytest.raises(PackageError, match="already used"):
        load_party(bad)
    bad.write_text('{"name": "x", "members": ["party/ann"], "chatter": 99}')
    with pytest.raises(PackageError, match="chatter"):
        load_party(bad)


def test_sample_party_validates():
    party = load_party(ROOT / "characters" / "tea-party.party.json")
    assert [m.package.name for m in party.members] == ["Mara", "Quill", "Odile"]


async def test_events_carry_the_speaker_and_regenerate(make_party, party_factory, model_server):
    import studio

    player = party_factory(make_party())
    assert studio.PartyPlayer is type(player)
    messages: list[dict] = []
    seen: list[tuple[str, str | None]] = []
    player.on("message", messages.append)
    player.subscribe(lambda event, speaker: seen.append((event.type, speaker)))
    model_server.script(tool_calls([("bump", {"by": 1})]), text("a"), text("b"))
    await player.send("Ann and Bob")
    assert [(m["speaker"], m["content"]) for m in messages] == [("Ann", "a"), ("Bob", "b")]
    assert ("toolCall", "Ann") in seen and ("storeChanged", "Ann") in seen
    model_server.script(text("a3"), text("b3"))
    replies = await player.regenerate()
    assert [(r["speaker"], r["content"]) for r in replies] == [("Ann", "a3"), ("Bob", "b3")]
    events = player.conversations.sessions.conversation.load_store("test.hooks")["events"]
    assert [e["regenerate"] for e in events if e["e"] == "before"] == [False, False, True, True]
    assert [e for e in events if e["e"] == "edit"] == [{"e": "edit", "deleted": [1], "last": 0}]


async def test_a_long_party_chat_is_trimmed_per_member_and_never_refused(
    make_party, party_factory, tmp_path
):
    from tests.support.model_server import ModelServer

    line = "The keeper counted every wave in the green book, one line per wave. " * 2
    with ModelServer(context_limit=1024) as server:
        player = party_factory(
            make_party(turnPolicy="round-robin"),
            base_url=server.url,
            settings={"context_window": 1024, "max_tokens": 128},
        )
        for n in range(24):
            server.script(text(f"Reply {n}. {line}"))
            await player.send(f"Message {n}. {line}")
        assert server.rejected == 0
        last = bodies(server)[-1]
    assert last["max_tokens"] == 128
    assert "Message 23." in last["messages"][-1]["content"]
    assert not any("Message 0." in str(m.get("content")) for m in last["messages"])
    assert len([e for e in player.get_conversation() if e["role"] == "user"]) == 24

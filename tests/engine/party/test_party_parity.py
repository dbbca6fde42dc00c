"""PartyPlayer's CharacterPlayer shape: resubmit, conversation management, store edits,
``@debug`` logs and deleting one member's turn, through the scripted model server."""

# The party fixtures are imported by name, so pytest finds them; arguments reuse the names.
# ruff: noqa: F811

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio.engine.party.edits import delete_turn, turn_bounds
from tests.engine.conftest import bodies
from tests.engine.helpers_contract import DEBUG_JS
from tests.engine.party.party_support import (  # noqa: F401 (fixtures)
    asked,
    hook_events,
    make_party,
    party_factory,
)
from tests.support.model_server import text, tool_calls


def _edits(player, store_id: str) -> list[dict]:
    return [e for e in hook_events(player, store_id) if e["e"] == "edit"]


def _befores(player, store_id: str) -> list[dict]:
    return [e for e in hook_events(player, store_id) if e["e"] == "before"]


async def test_resubmit_same_text_answers_again_with_regenerate(
    make_party, party_factory, model_server
):
    player = party_factory(make_party())
    model_server.script(tool_calls([("bump", {"by": 1})]), text("a"), text("b"))
    await player.send("Ann and Bob")
    model_server.script(text("a2"), text("b2"))
    replies = await player.resubmit(0)
    assert [(r["speaker"], r["content"]) for r in replies] == [("Ann", "a2"), ("Bob", "b2")]
    assert [e["content"] for e in player.get_conversation()] == ["Ann and Bob", "a2", "b2"]
    assert [e["regenerate"] for e in _befores(player, "test.hooks")] == [False, False, True, True]
    # afterUserEdit per member: Ann's call 1 went; Cy never spoke; the shared set heard it.
    assert _edits(player, "ann/test.hooks") == [{"e": "edit", "deleted": [1], "last": 0}]
    assert _edits(player, "test.hooks") == [{"e": "edit", "deleted": [1], "last": 0}]
    assert all(not e["deleted"] for e in _edits(player, "cy/test.hooks"))


async def test_resubmit_edited_text_routes_by_the_new_names(
    make_party, party_factory, model_server
):
    player = party_factory(make_party(turnPolicy="manual"))
    model_server.script(text("a"), text("cy"))
    await player.send("Ann?")
    await player.send("second")  # manual: nobody answers an unaddressed message
    replies = await player.resubmit(0, "Cy, please")
    assert [r["speaker"] for r in replies] == ["Cy"]
    assert [e["content"] for e in player.get_conversation()] == ["Cy, please", "cy"]
    assert [asked(b) for b in bodies(model_server)] == ["Ann", "Cy"]
    assert _befores(player, "cy/test.hooks")[-1]["regenerate"] is False


async def test_resubmit_keeps_stored_addressee_and_privacy(make_party, party_factory, model_server):
    player = party_factory(make_party())
    model_server.script(text("bob 1"), text("bob 2"), text("cy secret"), text("cy secret 2"))
    await player.send("hello", to="Bob")
    replies = await player.resubmit(0, "hello Ann")  # the explicit `to` still wins
    assert [r["speaker"] for r in replies] == ["Bob"]
    assert player.get_conversation()[0]["to"] == ["Bob"]
    await player.send("psst", to="Cy", private=True)
    index = len(player.get_conversation()) - 2
    replies = await player.resubmit(index, "psst, Ann")
    assert [r["speaker"] for r in replies] == ["Cy"]
    kept = player.get_conversation()[index:]
    assert [(e["content"], e.get("private_to")) for e in kept] == [
        ("psst, Ann", "Cy"),
        ("cy secret 2", "Cy"),
    ]
    assert "psst" not in json.dumps(hook_events(player, "test.hooks"))


async def test_resubmit_refuses_a_reply_and_a_bad_index(make_party, party_factory, model_server):
    player = party_factory(make_party())
    model_server.script(text("a"))
    await player.send("Ann")
    with pytest.raises(ValueError, match="only a user message"):
        await player.resubmit(1)
    with pytest.raises(IndexError):
        await player.resubmit(7)


async def test_delete_and_rename_conversations(make_party, party_factory, model_server):
    player = party_factory(make_party())
    model_server.script(text("a"), text("b"))
    await player.send("Ann")
    first = player.conversation_id
    assert first is not None
    second = await player.new_conversation()
    await player.send("Bob")
    await player.rename_conversation(first, "The first")
    await player.rename_conversation(second, "The second")
    titles = {c["id"]: c["title"] for c in await player.list_conversations()}
    assert titles == {first: "The first", second: "The second"}
    await player.delete_conversation(first)
    assert [c["id"] for c in await player.list_conversations()] == [second]
    await player.delete_conversation(second)  # the open one: closed first
    assert player.conversation_id is None and player.get_conversation() == []
    assert await player.list_conversations() == []
    model_server.script(text("again"))
    assert [r["content"] for r in await player.send("Ann")] == ["again"]


async def test_set_store_for_members_and_shared(make_party, party_factory):
    player = party_factory(make_party())
    changed: list[tuple[str, str | None]] = []
    player.on("storeChanged", lambda p: changed.append((p["agentId"], p["speaker"])))
    await player.set_store("ann/test.counter", {"count": 41})
    await player.set_store("party.tally", {"total": 9})
    stores = await player.stores()
    assert stores["ann/test.counter"] == {"count": 41}
    assert stores["party.tally"] == {"total": 9}
    assert ("ann/test.counter", "Ann") in changed and ("party.tally", None) in changed
    with pytest.raises(KeyError):
        await player.set_store("test.counter", {})  # Ann's counter is namespaced
    with pytest.raises(TypeError):
        await player.set_store("party.tally", [])
    # The agents see the edited store on their next call.
    assert await player.command("@set 5", member="Ann") is None
    assert (await player.stores())["ann/test.counter"]["count"] == 5


def _with_debuggers(path: Path) -> Path:
    """Give Ann and the shared set a ``@debug true`` agent (test.debugger)."""
    folder = path.parent
    (folder / "ann" / "agents" / "test.debugger.js").write_text(DEBUG_JS, encoding="utf-8")
    (folder / "agents" / "test.debugger.js").write_text(DEBUG_JS, encoding="utf-8")
    for file, key in ((folder / "ann" / "config.json", "agents"), (path, "agents")):
        data = json.loads(file.read_text(encoding="utf-8"))
        data[key].append("test.debugger")
        file.write_text(json.dumps(data), encoding="utf-8")
    return path


async def test_read_agent_log_of_member_and_shared_debug_agents(make_party, party_factory):
    path = _with_debuggers(make_party())
    player = party_factory(path)
    assert player.debug_store_ids() == ["ann/test.debugger", "test.debugger"]
    assert await player.command("@dbg for ann", member="Ann") is None
    assert await player.command("@dbg shared") is None
    ann = await player.read_agent_log("ann/test.debugger")
    shared = await player.read_agent_log("test.debugger")
    assert [(r["kind"], r["name"]) for r in ann] == [("command", "@dbg")]
    assert [r["args"] for r in ann] == ["for ann"]
    assert [r["args"] for r in shared] == ["shared"]
    assert await player.read_agent_log("bob/test.history") == []


async def test_delete_one_members_turn_keeps_the_others(make_party, party_factory, model_server):
    player = party_factory(make_party())
    model_server.script(
        tool_calls([("bump", {"by": 1})]),
        text("ann says"),
        tool_calls([("recall", {"q": "x"})]),
        text("bob says"),
    )
    await player.send("Ann and Bob")
    entries = player.get_conversation()
    ann_reply = next(i for i, e in enumerate(entries) if e.get("content") == "ann says")
    await player.delete(ann_reply)
    left = player.get_conversation()
    assert {e.get("speaker") for e in left} == {None, "Bob"}
    bob_round = [e for e in left if e.get("tool_calls")]
    assert len(bob_round) == 1
    assert [e["role"] for e in left[-3:]] == ["assistant", "tool", "assistant"]
    assert _edits(player, "ann/test.hooks") == [{"e": "edit", "deleted": [1], "last": 0}]
    assert _edits(player, "test.hooks") == [{"e": "edit", "deleted": [1], "last": 2}]
    # Bob's next request is well formed: his own reply as assistant, nothing of Ann's.
    model_server.script(text("bob again"))
    await player.send("Bob?")
    body = json.dumps(bodies(model_server)[-1])
    assert "ann says" not in body and "bob says" in body


def test_turn_bounds_without_speaker_is_the_round():
    entries = [
        {"role": "user", "content": "u"},
        {"role": "assistant", "content": "a", "speaker": "Ann"},
        {"role": "assistant", "content": "b", "speaker": "Bob"},
        {"role": "assistant", "content": "old"},
        {"role": "user", "content": "v"},
    ]
    assert turn_bounds(entries, 2) == (2, 3)
    assert turn_bounds(entries, 3) == (1, 4)
    assert [e["content"] for e in delete_turn(entries, 1)] == ["u", "b", "old", "v"]
    assert [e["content"] for e in delete_turn(entries, 4)] == ["u", "a", "b", "old"]

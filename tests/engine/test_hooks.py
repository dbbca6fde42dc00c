"""Hook timing and payloads (reference "Hook events")."""

from __future__ import annotations

from tests.engine.agents_src import COUNTER_JS, FAILING_JS, HOOKS_JS
from tests.engine.conftest import bodies
from tests.support.model_server import text, tool_calls


def _events(player) -> list[dict]:
    return player.engine.session.conversation.load_store("test.hooks")["events"]


async def test_hook_sequence_and_payloads(make_character, player_factory, model_server):
    root = make_character(
        files={
            "agents/test.hooks.js": HOOKS_JS,
            "agents/test.counter.js": COUNTER_JS,
            "agents/test.failing.js": FAILING_JS,
        },
        agents=["test.hooks", "test.counter", "test.failing"],
    )
    player = player_factory(root)
    model_server.script(tool_calls([("bump", {"by": 4}), ("explode", {})]), text("Reply one"))
    await player.send("first")
    events = _events(player)
    kinds = [e["e"] for e in events]
    assert kinds == ["start", "before", "tool", "after"]
    assert events[0] == {"e": "start", "isNew": True, "by": "hook"}
    assert events[1] == {"e": "before", "userText": "first", "regenerate": False, "human": True}
    # afterToolCall: only for the successful call of another agent, never for the failure.
    assert events[2] == {
        "e": "tool",
        "agentId": "test.counter",
        "toolName": "bump",
        "result": "count=4 id=1 by=model",
        "toolCallId": 1,
    }
    after = events[3]
    assert after["responseText"] == "Reply one" and after["stopped"] is False
    assert after["toolsOffered"] is True
    assert after["toolCalls"] == [
        {"name": "bump", "args": {"by": 4}, "result": "count=4 id=1 by=model", "toolCallId": 1}
    ]
    # beforeResponse ran, so the preload block of the first request already shows it.
    assert any(
        "Last user text: first" in str(m.get("content"))
        for m in bodies(model_server)[0]["messages"]
    )


async def test_conversation_start_once_and_new_conversation_flag(
    make_character, player_factory, model_server
):
    root = make_character(files={"agents/test.hooks.js": HOOKS_JS}, agents=["test.hooks"])
    player = player_factory(root)
    model_server.script(text("a"), text("b"))
    await player.send("one")
    await player.send("two")
    events = _events(player)
    starts = [e for e in events if e["e"] == "start"]
    assert len(starts) == 1
    assert starts[0]["isNew"] is True


async def test_after_user_edit_regenerate_reject_fork(make_character, player_factory, model_server):
    root = make_character(
        files={"agents/test.hooks.js": HOOKS_JS, "agents/test.counter.js": COUNTER_JS},
        agents=["test.hooks", "test.counter"],
    )
    player = player_factory(root)
    model_server.script(
        tool_calls([("bump", {"by": 1})]),
        text("r1"),
        tool_calls([("bump", {"by": 1}), ("bump", {"by": 1})]),
        text("r2"),
        text("r2 again"),
    )
    await player.send("u1")
    await player.send("u2")
    reply = await player.regenerate()
    assert reply["content"] == "r2 again"
    edits = [e for e in _events(player) if e["e"] == "edit"]
    assert edits == [{"e": "edit", "deleted": [2, 3], "last": 1}]
    befores = [e for e in _events(player) if e["e"] == "before"]
    assert befores[-1]["regenerate"] is True
    # Reject the first response: its id 1 is removed; deleting it later reports nothing new.
    conv = player.get_conversation()
    first_reply = next(i for i, e in enumerate(conv) if e.get("content") == "r1")
    await player.reject(first_reply)
    edits = [e for e in _events(player) if e["e"] == "edit"]
    assert edits[-1] == {"e": "edit", "deleted": [1], "last": 0}
    await player.delete(first_reply)
    assert len([e for e in _events(player) if e["e"] == "edit"]) == 2
    # The counter never hands an id out twice.
    model_server.script(tool_calls([("bump", {"by": 1})]), text("r3"))
    await player.send("u3")
    ids = [e.get("toolCallId") for e in player.get_conversation() if e["role"] == "tool"]
    assert ids == [4]


async def test_fork_fires_after_user_edit_in_new_conversation(
    make_character, player_factory, model_server
):
    root = make_character(
        files={"agents/test.hooks.js": HOOKS_JS, "agents/test.counter.js": COUNTER_JS},
        agents=["test.hooks", "test.counter"],
    )
    player = player_factory(root)
    model_server.script(text("r1"), tool_calls([("bump", {"by": 1})]), text("r2"))
    await player.send("u1")
    await player.send("u2")
    source = player.conversation_id
    new_id = await player.fork(1)
    assert new_id != source
    assert [e["content"] for e in player.get_conversation()] == ["u1", "r1"]
    edits = [e for e in _events(player) if e["e"] == "edit"]
    assert edits == [{"e": "edit", "deleted": [1], "last": 0}]
    model_server.script(tool_calls([("bump", {"by": 1})]), text("r3"))
    await player.send("u3")
    ids = [e.get("toolCallId") for e in player.get_conversation() if e["role"] == "tool"]
    assert ids == [2]  # the fork continues the source's numbering

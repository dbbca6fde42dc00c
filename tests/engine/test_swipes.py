"""Swipes through ``CharacterPlayer``: regenerate keeps alternatives, select_alternative
shows one, the shown one is what the model sees, tool rounds and afterUserEdit follow."""

from __future__ import annotations

import json

import pytest

from studio.engine.swipes import ALTERNATIVES
from tests.engine.agents_src import COUNTER_JS, HOOKS_JS
from tests.engine.conftest import bodies
from tests.support.model_server import text, tool_calls


def _edits(player) -> list[dict]:
    events = player.engine.session.conversation.load_store("test.hooks")["events"]
    return [e for e in events if e["e"] == "edit"]


def _shown(player) -> list[str]:
    return [e.get("content", "") for e in player.get_conversation() if e["role"] != "tool"]


async def test_regenerate_keeps_the_earlier_reply(make_character, player_factory, model_server):
    player = player_factory(make_character())
    model_server.script(text("first"), text("second"), text("third"))
    await player.send("hi")
    await player.regenerate()
    await player.regenerate()
    assert _shown(player) == ["hi", "third"]
    assert player.alternatives(1) == (2, 3)
    assert player.alternatives(0) == (2, 3)  # the user message names the same response
    await player.select_alternative(1, 0)
    assert _shown(player) == ["hi", "first"]
    assert player.alternatives(1) == (0, 3)
    await player.select_alternative(1, 1)
    assert _shown(player) == ["hi", "second"]
    # The shown alternative is what the model is sent next.
    model_server.script(text("next"))
    await player.send("go on")
    history = [m["content"] for m in bodies(model_server)[-1]["messages"] if m["role"] != "system"]
    assert history[-3:] == ["hi", "second", "go on"]
    assert "first" not in json.dumps(bodies(model_server)[-1]["messages"])


async def test_nothing_is_lost_across_reload(make_character, player_factory, model_server):
    root = make_character()
    player = player_factory(root)
    model_server.script(text("a"), text("b"))
    await player.send("hi")
    await player.regenerate()
    conv_id = player.conversation_id
    other = player_factory(root)
    await other.load_conversation(conv_id)
    assert other.alternatives(1) == (1, 2)
    await other.select_alternative(1, 0)
    assert _shown(other) == ["hi", "a"]
    header = json.loads(
        other.engine.session.conversation.path.read_bytes().split(b"\n")[0]
    )
    assert header["schema_version"] == 2


async def test_alternatives_keep_their_own_tool_rounds_and_fire_after_user_edit(
    make_character, player_factory, model_server
):
    root = make_character(
        files={"agents/test.hooks.js": HOOKS_JS, "agents/test.counter.js": COUNTER_JS},
        agents=["test.hooks", "test.counter"],
    )
    player = player_factory(root)
    model_server.script(
        tool_calls([("bump", {"by": 1}), ("bump", {"by": 1})]),
        text("with tools"),
        text("plain"),
    )
    await player.send("u1")
    await player.regenerate()  # the tool round (ids 1, 2) leaves the history
    assert _edits(player) == [{"e": "edit", "deleted": [1, 2], "last": 0}]
    assert [e["role"] for e in player.get_conversation()] == ["user", "assistant"]
    await player.select_alternative(1, 0)  # the tool round is back, in its own block
    conv = player.get_conversation()
    roles = [e["role"] for e in conv if e["role"] != "log"]  # studio.log lines of the bumps
    assert roles == ["user", "assistant", "tool", "tool", "assistant"]
    assert [e.get("toolCallId") for e in conv if e["role"] == "tool"] == [1, 2]
    assert conv[-1]["content"] == "with tools"
    assert len(_edits(player)) == 1  # coming back is not an edit that removes anything
    await player.select_alternative(len(conv) - 1, 1)  # leaving it again: its ids leave again
    assert _edits(player)[-1] == {"e": "edit", "deleted": [1, 2], "last": 0}
    assert _shown(player) == ["u1", "plain"]


async def test_select_alternative_rejects_bad_indexes(make_character, player_factory, model_server):
    player = player_factory(make_character())
    model_server.script(text("a"))
    await player.send("hi")
    with pytest.raises(IndexError, match="no alternative 1"):
        await player.select_alternative(1, 1)
    with pytest.raises(IndexError):
        await player.select_alternative(5, 0)
    await player.select_alternative(1, 0)  # the shown one: nothing changes
    assert _shown(player) == ["hi", "a"]


async def test_delete_removes_only_the_shown_alternative(
    make_character, player_factory, model_server
):
    player = player_factory(make_character())
    model_server.script(text("a"), text("b"), text("c"))
    await player.send("hi")
    await player.regenerate()
    await player.regenerate()
    await player.select_alternative(1, 1)
    await player.delete(1)
    assert _shown(player) == ["hi", "c"] and player.alternatives(1) == (1, 2)
    await player.delete(1)
    await player.delete(1)  # the last one: the block goes as before
    assert _shown(player) == ["hi"]
    assert ALTERNATIVES not in player.get_conversation()[0]


async def test_resubmit_at_the_last_message_keeps_the_reply(
    make_character, player_factory, model_server
):
    player = player_factory(make_character())
    model_server.script(text("a"), text("b"), text("c"))
    await player.send("one")
    await player.send("two")
    await player.resubmit(2, "two, edited")
    assert _shown(player) == ["one", "a", "two, edited", "c"]
    assert player.alternatives(3) == (1, 2)
    await player.select_alternative(3, 0)
    assert _shown(player) == ["one", "a", "two, edited", "b"]
    # Further back, resubmit truncates as before.
    model_server.script(text("d"))
    await player.resubmit(0)
    assert _shown(player) == ["one", "d"]


async def test_search_across_the_characters_conversations(
    make_character, player_factory, model_server
):
    player = player_factory(make_character())
    model_server.script(text("a dragon appears"), text("nothing here"))
    await player.send("hello")
    first = player.conversation_id
    await player.new_conversation()
    await player.send("another Dragon?")
    hits = player.search("dragon")
    assert [(h["conversation_id"], h["index"], h["role"]) for h in hits] == [
        (player.conversation_id, 0, "user"),
        (first, 1, "assistant"),
    ]


async def test_restore_entries_undoes_a_delete(make_character, player_factory, model_server):
    player = player_factory(make_character())
    model_server.script(text("a"), text("b"))
    await player.send("one")
    await player.send("two")
    before = player.get_conversation()
    await player.delete(1)
    assert _shown(player) == ["one", "two", "b"]
    await player.restore_entries(before)
    assert player.get_conversation() == before
    with pytest.raises(TypeError):
        await player.restore_entries([1, 2])  # type: ignore[list-item]

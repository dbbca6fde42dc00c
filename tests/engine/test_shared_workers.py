"""Agents of one character share workers by language, through CharacterPlayer."""

from __future__ import annotations

from tests.engine.agents_src import COUNTER_JS, DICE_TS, HISTORY_PY, NOTES_LUA
from tests.support.model_server import text, tool_calls

SPINNER_JS = """/**
 * @agent test.spinner
 * @tool spin
 * @tool-description Never returns.
 */
export function onToolCall() { for (;;) {} }
"""


def _supervisors(player):
    return {r.agent_id: r.sandbox._supervisor for r in player.engine.runtimes}


async def test_js_and_ts_share_a_worker_lua_has_one_python_its_own(
    make_character, player_factory, model_server
) -> None:
    root = make_character(
        files={
            "agents/test.counter.js": COUNTER_JS,
            "agents/test.dice.ts": DICE_TS,
            "agents/test.history.py": HISTORY_PY,
            "agents/test.notes.lua": NOTES_LUA,
        },
        agents=["test.counter", "test.dice", "test.history", "test.notes"],
    )
    player = player_factory(root)
    model_server.script(
        tool_calls([("bump", {"by": 2}), ("roll", {"sides": 2}), ("note", {"text": "n"})]),
        text("Done."),
    )
    await player.send("go")
    results = [e["content"] for e in player.get_conversation() if e["role"] == "tool"]
    assert not any(r.startswith("Error") for r in results), results
    await player.engine.by_id["test.history"].sandbox.start()
    supervisors = _supervisors(player)
    assert supervisors["test.counter"] is supervisors["test.dice"]
    assert supervisors["test.counter"].pid is not None
    pids = {agent: s.pid for agent, s in supervisors.items()}
    assert None not in pids.values()
    assert len({pids["test.counter"], pids["test.history"], pids["test.notes"]}) == 3
    await player.close()
    assert not any(s.alive for s in supervisors.values())


async def test_a_timeout_in_one_agent_keeps_the_others_stores_and_tools(
    make_character, player_factory, model_server
) -> None:
    root = make_character(
        files={"agents/test.counter.js": COUNTER_JS, "agents/test.spinner.js": SPINNER_JS},
        agents=["test.counter", "test.spinner"],
    )
    player = player_factory(root)
    for runtime in player.engine.runtimes:
        if runtime.agent_id == "test.spinner":
            object.__setattr__(runtime.sandbox.spec, "timeout", 0.5)
    model_server.script(
        tool_calls([("bump", {"by": 2})]),
        text("Bumped."),
        tool_calls([("spin", {}), ("bump", {"by": 3})]),
        text("After the spin."),
    )
    await player.send("bump")
    await player.send("spin then bump")
    tools = [e["content"] for e in player.get_conversation() if e["role"] == "tool"]
    assert "took longer than" in tools[1]
    # The counter was reloaded in a fresh worker; its store (on the host) went on.
    assert player.engine.session.peek_store("test.counter")["count"] == 5
    assert not tools[2].startswith("Error"), tools[2]

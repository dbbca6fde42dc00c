"""``@debug true``: the per-conversation activity log and ``debugLog`` events."""

from __future__ import annotations

import json

from tests.engine.helpers_contract import COUNTER_JS, DEBUG_JS, conv_file
from tests.support.model_server import text, tool_calls

KEYS = {"timestamp", "kind", "name", "args", "result", "duration_ms"}


async def test_debug_agent_logs_tool_calls_and_commands(
    make_character, player_factory, model_server
):
    root = make_character(
        files={"agents/test.debugger.js": DEBUG_JS, "agents/test.counter.js": COUNTER_JS},
        agents=["test.debugger", "test.counter"],
    )
    player = player_factory(root)
    events: list[dict] = []
    player.on("debugLog", events.append)
    model_server.script(
        tool_calls([("echo", {"x": "hi"}), ("bump", {"by": 1}), ("echo", {"x": "there"})]),
        text("done"),
    )
    await player.send("go")
    assert await player.command("@dbg remember this") is None
    assert await player.command("@dbg bad") == "Usage: @dbg <anything but bad>"
    assert await player.command("@set 4") is None  # the non-debug agent's command

    path = conv_file(player, ".agent-log") / "test.debugger.jsonl"
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert [(r["kind"], r["name"]) for r in records] == [
        ("tool", "echo"),
        ("tool", "echo"),
        ("command", "@dbg"),
        ("command", "@dbg"),
    ]
    for record in records:
        assert KEYS <= set(record)
        assert isinstance(record["duration_ms"], (int, float)) and record["duration_ms"] >= 0
        assert isinstance(record["timestamp"], str) and record["timestamp"][:2] == "20"
    assert records[0]["args"] == {"x": "hi"} and records[0]["result"] == "echo hi"
    assert records[1]["args"] == {"x": "there"} and records[1]["result"] == "echo there"
    assert records[2]["args"] == "remember this" and records[2]["result"] is None
    assert records[3]["args"] == "bad" and records[3]["result"] == "Usage: @dbg <anything but bad>"
    # The same records were delivered as events, in order.
    assert [e["agentId"] for e in events] == ["test.debugger"] * 4
    assert [e["record"] for e in events] == records
    # A non-debug agent writes nothing.
    assert not (conv_file(player, ".agent-log") / "test.counter.jsonl").exists()
    assert sorted(p.name for p in conv_file(player, ".agent-log").iterdir()) == [
        "test.debugger.jsonl"
    ]

"""What the player adds to an MCP tool call (issue 29: ≤ 5 ms over the server's own time).

One real stdio MCP server (``tests/engine/mcp_servers/notes.py``, the official SDK
on both sides), started once and warmed. Interleaved, ``rounds`` times each:

* **server**: ``client.call_tool("add", ...)`` on the SDK client the player holds:
  the server's own time plus the SDK's transport, the floor;
* **player**: what the broker does for an MCP call, minus the model: the
  arguments checked against the tool's schema (``prepare_call``), the approval
  policy (``always``), :meth:`McpServer.call` (the call raced against the
  server's task, its result turned into the model's text).

Prints medians, the 90th percentiles, the player's added time per call and the
ratio. Run: ``.venv/bin/python benchmarks/bench_mcp.py [rounds]`` (default 400).
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studio.engine.approval import ApprovalRequest, ToolApprovals  # noqa: E402
from studio.engine.mcp_client import McpServer, McpServerConfig  # noqa: E402
from studio.engine.tools import prepare_call  # noqa: E402


async def main(rounds: int) -> None:
    config = McpServerConfig(
        name="notes",
        command=sys.executable,
        args=("-m", "tests.engine.mcp_servers.notes"),
        cwd=str(ROOT),
    )
    server = McpServer(config, start_timeout=120)
    started = time.perf_counter()
    await server.start()
    took = time.perf_counter() - started
    print(f"server started and listed {len(server.tools)} tools in {took:.2f} s")
    tool = next(t for t in server.tools if t.name == "add")
    approvals = ToolApprovals(policies={"mcp:notes/add": "always"})
    arguments = json.dumps({"a": 2, "b": 3})

    async def raw() -> None:
        await server._client.call_tool("add", {"a": 2, "b": 3})

    async def player() -> None:
        check = prepare_call("add", arguments, tool.parameters)
        assert check.args is not None
        request = ApprovalRequest(
            tool="add", arguments=check.args, offered_by="the MCP server notes",
            source="mcp", key="mcp:notes/add", conversation_id="01",
        )  # fmt: skip
        assert await approvals.check(request) is None
        assert await server.call("add", check.args) == "5.0"

    for _ in range(30):  # Warm both paths.
        await raw()
        await player()
    times: dict[str, list[float]] = {"server": [], "player": []}
    for i in range(rounds):
        order = (("server", raw), ("player", player)) if i % 2 == 0 else (
            ("player", player), ("server", raw))  # fmt: skip
        for name, fn in order:
            t = time.perf_counter()
            await fn()
            times[name].append((time.perf_counter() - t) * 1000)
    await server.close()
    for name, values in times.items():
        values.sort()
        p90 = values[int(len(values) * 0.9)]
        print(f"{name:>7}: median {statistics.median(values):.3f} ms, p90 {p90:.3f} ms")
    server_ms = statistics.median(times["server"])
    player_ms = statistics.median(times["player"])
    print(f"added by the player: {player_ms - server_ms:+.3f} ms per call (median); "
          f"player/server ratio {player_ms / server_ms:.2f} (budget: +5 ms)")


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 400))

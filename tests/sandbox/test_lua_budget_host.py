"""Through the real worker, a looping Lua agent is stopped by its instruction budget
(long before the 8 s wall clock), and the same worker answers the next call."""

from __future__ import annotations

import time

from studio.errors import SandboxError
from studio.sandbox import AgentSandbox, AgentSpec

from .helpers_sandbox import RecordingBridge

LOOPER = """--[[
@agent test.looper
@tool spin
]]
function on_tool_call(name, args, store)
  if args.spin then
    local ok = pcall(function() while true do end end)
    while true do end
  end
  return "fine"
end
"""


async def test_instruction_budget_stops_a_loop_behind_pcall() -> None:
    spec = AgentSpec(
        agent_id="test.looper",
        language="lua",
        source=LOOPER,
        filename="test.looper.lua",
        instruction_budget=5_000_000,
    )
    sandbox = AgentSandbox(spec, RecordingBridge())
    try:
        started = time.perf_counter()
        try:
            await sandbox.call("on_tool_call", ["spin", {"spin": True}], {}, {})
        except SandboxError as err:
            assert "instruction budget exceeded" in err.message
            assert err.kind == "error"
        else:
            raise AssertionError("the loop was not stopped")
        assert time.perf_counter() - started < 4.0
        result = await sandbox.call("on_tool_call", ["spin", {"spin": False}], {}, {})
        assert result.value == "fine"
    finally:
        await sandbox.close()

"""Endless JavaScript and Lua through the real worker: killed by the wall clock (JS) or
stopped by the instruction budget (Lua), with an error naming the agent, and the next
call answered by a fresh (or the same, still healthy) worker."""

from __future__ import annotations

import time

import pytest

from studio.errors import SandboxError
from studio.sandbox import AgentSandbox, AgentSpec

from .helpers_sandbox import RecordingBridge

JS = """/**
 * @agent test.spinner
 */
export function plain() { while (true) {} }
export async function inPromiseJob() {
  await Promise.resolve();
  for (;;) {}
}
export function inThen() { Promise.resolve().then(() => { while (true) {} }); return "late" }
export function ok() { return "fine" }
"""

LUA = """--[[
@agent test.spinner
]]
function in_coroutine()
  local co = coroutine.create(function() while true do end end)
  coroutine.resume(co)
  return "escaped"
end
function in_wrap() return coroutine.wrap(function() while true do end end)() end
function ok() return "fine" end
"""


@pytest.mark.parametrize("export", ["plain", "inPromiseJob", "inThen"])
async def test_endless_javascript_is_killed_and_the_next_call_works(export: str) -> None:
    spec = AgentSpec(
        agent_id="test.spinner",
        language="javascript",
        source=JS,
        filename="test.spinner.js",
        timeout=1.0,
    )
    sandbox = AgentSandbox(spec, RecordingBridge())
    try:
        started = time.perf_counter()
        with pytest.raises(SandboxError) as caught:
            await sandbox.call(export, [], {}, {})
        assert caught.value.kind == "timeout"
        assert caught.value.agent_id == "test.spinner"
        assert time.perf_counter() - started < 5
        assert (await sandbox.call("ok", [], {}, {})).value == "fine"
    finally:
        await sandbox.close()


@pytest.mark.parametrize("export", ["in_coroutine", "in_wrap"])
async def test_endless_lua_coroutines_are_stopped_by_the_budget(export: str) -> None:
    spec = AgentSpec(
        agent_id="test.spinner",
        language="lua",
        source=LUA,
        filename="test.spinner.lua",
        instruction_budget=2_000_000,
    )
    sandbox = AgentSandbox(spec, RecordingBridge())
    try:
        with pytest.raises(SandboxError) as caught:
            await sandbox.call(export, [], {}, {})
        assert "instruction budget exceeded" in caught.value.message
        assert (await sandbox.call("ok", [], {}, {})).value == "fine"
    finally:
        await sandbox.close()

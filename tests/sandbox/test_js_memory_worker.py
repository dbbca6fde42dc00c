"""JavaScript memory bombs, through the real worker.

QuickJS (2021) usually reports an allocation failure past its memory cap as
"out of memory", but now and then it throws ``null`` or even crashes the
process. In-process that would take the host down, which is why agents run in
workers: whatever QuickJS does, the call fails with a SandboxError naming the
agent, and the next call gets a working runtime (a fresh worker if needed).
"""

from __future__ import annotations

from studio.errors import SandboxError
from studio.sandbox import AgentSandbox, AgentSpec

from .helpers_sandbox import RecordingBridge

BOMB = """/**
 * @agent test.bomb
 */
export function bomb() { const a = []; while (true) a.push('x'.repeat(1024) + a.length) }
export function grow() { let s = 'x'; try { while (true) s += s } catch (e) { return s.length } }
export function ok() { return 1 }
"""


async def test_memory_bombs_are_contained_and_the_next_call_works() -> None:
    spec = AgentSpec(
        agent_id="test.bomb",
        language="javascript",
        source=BOMB,
        filename="test.bomb.js",
        memory_bytes=32 * 1024 * 1024,
    )
    sandbox = AgentSandbox(spec, RecordingBridge())
    try:
        for _ in range(2):
            try:
                await sandbox.call("bomb", [], {}, {})
            except SandboxError as err:
                assert err.agent_id == "test.bomb"
                assert err.kind in ("error", "crash")
            else:
                raise AssertionError("the memory bomb returned")
            assert (await sandbox.call("ok", [], {}, {})).value == 1
        # An agent that catches the failure itself still stayed under the cap.
        try:
            grown = (await sandbox.call("grow", [], {}, {})).value
        except SandboxError as err:
            assert err.kind in ("error", "crash")
        else:
            assert grown <= 32 * 1024 * 1024
        assert (await sandbox.call("ok", [], {}, {})).value == 1
    finally:
        await sandbox.close()

"""The preload block: every ``@preload`` agent's ``onLoad`` result, before each request.

A character's JavaScript and Lua agents share a worker (:mod:`studio.sandbox.group`),
so an ``onLoad`` that hangs until its time limit gets the worker killed, and
with it every other agent's ``onLoad`` in flight. Those bystanders are asked once
more, in the fresh worker, so their preload is still in the request; the agent
that hung is reported to the user (an ``error`` entry and event, and a toast)
and, on later requests, called only after the others have answered, alone, so
a hang again costs only its own preload.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from studio.engine.events import AgentToastEvent
from studio.errors import SandboxError

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.session import Session
    from studio.engine.state import ResponseState

Outcome = str | None | SandboxError


async def build_preload_parts(
    engine: Engine, session: Session, response: ResponseState | None
) -> list[tuple[str, str]]:
    """``(agentId, text)`` of every ``@preload`` agent's ``onLoad`` result, in load order.

    Stores are created (and ``conversationStart`` fired) one at a time in load
    order first; then the ``onLoad`` calls run concurrently, each in its own
    worker or slot touching only its own store, and the results keep load order.
    """
    runtimes = [r for r in session.runtimes if r.preload]
    for runtime in runtimes:
        await session.ensure_store(runtime)
    hung = session.preload_hung
    outcomes: dict[int, Outcome] = {}
    first = [r for r in runtimes if r.store_id not in hung]
    await _call_all(session, first, outcomes)
    # Killed with a shared worker another agent's call brought down: once more, fresh.
    again = [r for r in first if _bystander(r, outcomes[id(r)])]
    blamed = [r for r in first if _timed_out_shared(r, outcomes[id(r)])]
    if not blamed:
        await _call_all(session, again, outcomes)
    else:
        # The calls of a batch wait in one worker, one behind the other, and on a
        # loaded computer their limits can end in the same moment: the call the
        # timeout named may only have waited behind the one that hung. So each
        # suspect once more alone, and the named ones again if another hung alone.
        for runtime in again:
            outcomes[id(runtime)] = await _call_one(session, runtime, False)
        if len(blamed) > 1 or any(_timed_out_shared(r, outcomes[id(r)]) for r in again):
            for runtime in blamed:
                outcomes[id(runtime)] = await _call_one(session, runtime, False)
    for runtime in (r for r in runtimes if r.store_id in hung):
        outcomes[id(runtime)] = await _call_one(session, runtime, False)  # Alone, last.
    parts: list[tuple[str, str]] = []
    for runtime in runtimes:
        outcome = outcomes[id(runtime)]
        if isinstance(outcome, SandboxError):
            _report(engine, session, runtime, outcome)
        elif outcome:
            parts.append((runtime.agent_id, outcome))
    return parts


async def _call_all(session: Session, runtimes: list[Any], outcomes: dict[int, Outcome]) -> None:
    batch = len(runtimes) > 1  # Sent together, awaited together: one reply write.
    results = await asyncio.gather(*(_call_one(session, r, batch) for r in runtimes))
    outcomes.update((id(r), result) for r, result in zip(runtimes, results, strict=True))


async def _call_one(session: Session, runtime: Any, batch: bool) -> Outcome:
    try:
        if not await runtime.has_export("onLoad"):
            return None
        result = await session.call_agent(
            runtime, "onLoad", [], invoked_by="preload", batch=batch
        )
    except SandboxError as err:
        return err
    return result.value if isinstance(result.value, str) and result.value else None


def _bystander(runtime: Any, outcome: Outcome) -> bool:
    return isinstance(outcome, SandboxError) and outcome.kind == "crash" and runtime.sandbox.shared


def _timed_out_shared(runtime: Any, outcome: Outcome) -> bool:
    return isinstance(outcome, SandboxError) and outcome.kind == "timeout" and (
        runtime.sandbox.shared
    )


def _report(engine: Engine, session: Session, runtime: Any, err: SandboxError) -> None:
    agent = runtime.agent_id
    if err.kind == "timeout":
        session.preload_hung.add(runtime.store_id)
        where = " (its shared worker was restarted for the other agents)" if (
            runtime.sandbox.shared
        ) else ""
        message = (
            f"{agent}'s onLoad did not finish in time{where}: its preload context is "
            f"left out of this request ({err.message})"
        )
        engine.emit(AgentToastEvent(agent_id=agent, message=message))
    else:
        message = f"{agent} could not prepare its preload context: {err.message}"
    engine.report(message, kind="agent", agent_id=agent)

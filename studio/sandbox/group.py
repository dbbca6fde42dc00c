"""Several agents in one shared worker process: :class:`WorkerGroup` (host side).

A character's JavaScript/TypeScript agents share one worker, and its Lua agents
another; Python agents always get a worker each (CPython has no isolates). In a
shared worker every agent has its own language runtime — a QuickJS runtime or a
Lua state, with its own memory limit — so agents cannot see each other's
globals, and stores still travel with each call. What the group changes is the
cost: one process to start, to keep in memory and, above all, to wake up.
Waking ten idle worker processes for ten ``onLoad`` calls before a model
request costs about 1.6 ms on two CPUs; one process answering ten calls sent at
once costs about 0.3 ms (``benchmarks/bench_engine.py``).

The rules of :mod:`.host` hold per agent: frames carry the agent's *slot*, the
group routes bridge requests to that agent's :class:`~.host.AgentSandbox`, which
applies its ``@api`` gates and accepts bridge requests only while that agent has
a call in flight. The price of sharing is the blast radius of a kill: when one
agent times out, breaks the protocol or crashes the runtime, the worker is
killed and the other agents' calls in flight fail with that reason; every
agent is loaded again, with fresh module state, on its next call. Stores, which
live on the host, are untouched.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from typing import TYPE_CHECKING, Any

from studio.sandbox.dispatcher import Dispatcher
from studio.sandbox.framing import ProtocolError
from studio.sandbox.supervision import Supervisor

if TYPE_CHECKING:
    from studio.sandbox.host import AgentSandbox
    from studio.sandbox.spares import SpareWorkers

_log = logging.getLogger(__name__)

# The whole process's address-space cap (each agent's runtime has its own
# memory limit inside it, 256 MB by default).
GROUP_MEMORY = 1024 * 1024 * 1024
SHARED_LANGUAGES = frozenset({"javascript", "lua"})


class _GroupDispatcher(Dispatcher):
    """Routes a shared worker's requests to the agent named by their slot."""

    def __init__(self, group: WorkerGroup) -> None:
        super().__init__()
        self._group = group

    def _member(self, slot: str | None) -> AgentSandbox:
        member = self._group.members.get(slot or "")
        if member is None:
            raise ProtocolError(f"frame from unknown slot {slot!r}")
        return member

    async def handle_request(self, method: str, params: list[Any], slot: str | None = None) -> Any:
        return await self._member(slot).dispatcher.handle_request(method, params)

    async def handle_notification(
        self, method: str, params: list[Any], slot: str | None = None
    ) -> None:
        await self._member(slot).dispatcher.handle_notification(method, params)


class WorkerGroup:
    """One worker process holding the agents of one language (see the module docstring).

    Args:
        language: The worker language, ``"javascript"`` (also TypeScript agents,
            compiled on the host) or ``"lua"``.
        memory_bytes: The process's address-space cap.
        spares: The player's spare workers: a new worker is the spare of this
            language when one is ready (:mod:`.spares`).
    """

    def __init__(
        self,
        language: str,
        *,
        memory_bytes: int = GROUP_MEMORY,
        spares: SpareWorkers | None = None,
    ) -> None:
        if language not in SHARED_LANGUAGES:
            raise ValueError(f"agents in {language!r} do not share workers")
        self.language = language
        self.memory_bytes = memory_bytes
        self.members: dict[str, AgentSandbox] = {}
        self._slots = itertools.count(1)
        self.supervisor = Supervisor(f"shared {language} worker", _GroupDispatcher(self), spares)
        self._spawning = asyncio.Lock()
        self.generation = 0

    def join(self, member: AgentSandbox) -> str:
        """Register an agent; returns its slot name."""
        slot = f"s{next(self._slots)}"
        self.members[slot] = member
        return slot

    async def leave(self, slot: str) -> None:
        """Forget an agent; the last one to leave stops the worker.

        An agent that leaves while others stay keeps its runtime in the worker
        until the worker stops (agents leave when their engine closes, which
        stops the whole group anyway); no request is sent, so leaving never
        waits behind another agent's call.
        """
        if self.members.pop(slot, None) is not None and not self.members:
            await self.supervisor.discard(gracefully=True)

    async def ensure_worker(self) -> int:
        """Start the worker if none is running; returns its generation."""
        if not self.supervisor.alive:
            async with self._spawning:
                if not self.supervisor.alive:
                    await self.supervisor.spawn(self.language, self.memory_bytes, self._stderr)
                    self.generation += 1
        return self.generation

    async def request(
        self, method: str, params: dict[str, Any], limit: float, what: str, agent_id: str
    ) -> Any:
        """One request for one agent (``params`` carries its slot)."""
        return await self.supervisor.request(method, params, limit, what, agent_id)

    def _stderr(self, text: str) -> None:
        # Output written past the protocol (C code) cannot name its agent: it goes
        # to every agent with a call in flight, or to the log when none has.
        busy = [m for m in self.members.values() if m.busy]
        for member in busy:
            member.stderr_line(text)
        if not busy:
            _log.info("shared %s worker: %s", self.language, text)

    async def close(self) -> None:
        """Stop the worker (the members should have left already)."""
        await self.supervisor.discard(gracefully=True)

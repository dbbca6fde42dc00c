"""Keeps one agent's worker alive, and kills it whenever it misbehaves (host side).

:class:`Supervisor` turns every way a request can end into either a result or
a :class:`~studio.errors.SandboxError` naming the agent:

=====================  ===========  ==========================================
what happened          ``kind``     what the supervisor does
=====================  ===========  ==========================================
the agent threw        ``error``    nothing: the worker stays and is reused
wall-clock limit hit   ``timeout``  kills the worker (process group / job)
malformed / forged     ``protocol`` kills the worker
worker died / EOF      ``crash``    reaps it, reports the exit code + stderr
=====================  ===========  ==========================================

A protocol violation noticed while no request is pending (a stray frame after
a call) kills the worker at once, via a callback on the endpoint's serve task.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from studio.errors import SandboxError
from studio.sandbox.dispatcher import Dispatcher
from studio.sandbox.endpoint import ChannelClosed, RemoteError
from studio.sandbox.framing import ProtocolError
from studio.sandbox.spawn import WorkerProcess

if TYPE_CHECKING:
    from studio.sandbox.spares import SpareWorkers

EOF_GRACE = 0.5  # Seconds a worker whose channel closed gets to exit with its own status.


class Supervisor:
    """Owns at most one :class:`WorkerProcess`, for one agent or a group of them."""

    def __init__(
        self, agent_id: str, dispatcher: Dispatcher, spares: SpareWorkers | None = None
    ) -> None:
        self.agent_id = agent_id
        self.lock = asyncio.Lock()  # Serialises loads and calls into this agent.
        self._dispatcher = dispatcher
        self._spares = spares  # Where new workers come from (a spare, if one is there).
        self._worker: WorkerProcess | None = None
        self.spawn_count = 0

    @property
    def alive(self) -> bool:
        """Whether a usable worker is running."""
        return self._worker is not None and self._worker.alive

    @property
    def host_layers(self) -> list[str]:
        """Isolation layers the host applied to the current worker."""
        return list(self._worker.host_layers) if self._worker else []

    @property
    def pid(self) -> int | None:
        """The current worker's process id (tests and diagnostics)."""
        return self._worker.process.pid if self._worker else None

    def _error(self, message: str, kind: str, agent_id: str | None = None) -> SandboxError:
        return SandboxError(message, agent_id=agent_id or self.agent_id, kind=kind)

    async def spawn(
        self, language: str, memory_bytes: int, on_stderr: Callable[[str], None]
    ) -> None:
        """Replace any old worker with a new one that has run no agent code (a spare
        from :mod:`.spares` when there is one, else a freshly started one)."""
        await self.discard()
        if self._spares is not None:
            worker = await self._spares.worker(
                language, self._dispatcher, memory_bytes=memory_bytes, on_stderr=on_stderr
            )
        else:
            worker = await WorkerProcess.spawn(
                language, self._dispatcher, memory_bytes=memory_bytes, on_stderr=on_stderr
            )
        worker.serve_task.add_done_callback(lambda _task: self._on_serve_done(worker))
        self._worker = worker
        self.spawn_count += 1

    def _on_serve_done(self, worker: WorkerProcess) -> None:
        if isinstance(worker.endpoint.failure, ProtocolError):
            worker.kill()

    async def request(
        self, method: str, params: Any, limit: float, what: str, agent_id: str | None = None
    ) -> Any:
        """Send one request to the worker and map every failure to a SandboxError.

        Several requests may be in flight at once (a shared worker): each failure
        only touches the worker the request went to, never a newer one.

        Args:
            method: ``"load"`` or ``"call"``.
            params: The request's params object.
            limit: Wall-clock seconds before the worker is killed.
            what: How the message names this request ("the call", "loading").
            agent_id: The agent the request is for (errors name it); default: the
                supervisor's own.
        """
        worker = self._worker
        if worker is None:
            raise self._error("no worker is running", "crash", agent_id)
        try:
            # asyncio.timeout, not wait_for: on Python 3.11 wait_for wraps the request
            # in one more task, which is a measurable share of a warm preload call.
            async with asyncio.timeout(limit):
                return await worker.endpoint.request(method, params)
        except TimeoutError:
            if worker.stop_reason is not None:
                # Another call in this shared worker ran out of time first (in a
                # loaded moment, several limits end together): this one only waited.
                await self._discard_worker(worker)
                stopped = worker.stop_reason
                message = f"the shared worker was stopped while this call ran ({stopped})"
                raise self._error(message, "crash", agent_id) from None
            message = f"{what} took longer than the {limit:g} s limit; the worker was killed"
            self._stopping(worker, f"{agent_id or self.agent_id}: {message}")
            await self._discard_worker(worker)
            raise self._error(message, "timeout", agent_id) from None
        except RemoteError as exc:
            kind = "unloaded" if exc.kind == "unloaded" else "error"
            raise self._error(exc.message, kind, agent_id) from None
        except ProtocolError as exc:
            message = f"protocol violation, worker killed: {exc}"
            self._stopping(worker, f"{agent_id or self.agent_id}: {message}")
            await self._discard_worker(worker)
            raise self._error(message, "protocol", agent_id) from None
        except ChannelClosed:
            reason = worker.stop_reason
            # The process the host started is the PID namespace's parent: it exits
            # just after the worker (child) did, with its status. Give it a moment.
            await worker.exited(EOF_GRACE)
            worker.kill()
            code = await worker.wait_dead()
            if self._worker is worker:
                self._worker = None
            if reason is not None:
                message = f"the shared worker was stopped while this call ran ({reason})"
                raise self._error(message, "crash", agent_id) from None
            tail = " | ".join(list(worker.stderr_tail)[-5:])
            detail = f"; last output: {tail}" if tail else ""
            raise self._error(
                f"the worker died (exit code {code}){detail}", "crash", agent_id
            ) from None
        except asyncio.CancelledError:
            # The worker is still running the abandoned request: its state is unknown.
            await asyncio.shield(self._discard_worker(worker))
            raise

    @staticmethod
    def _stopping(worker: WorkerProcess, reason: str) -> None:
        # Other calls in flight in the same (shared) worker report this reason.
        if worker.stop_reason is None:
            worker.stop_reason = reason

    async def _discard_worker(self, worker: WorkerProcess) -> None:
        """Kill ``worker``; forget it if it is still the current one."""
        if self._worker is worker:
            self._worker = None
        worker.kill()
        await worker.wait_dead()

    async def discard(self, *, gracefully: bool = False) -> None:
        """Stop the current worker, if any (gracefully: close stdin and wait a moment)."""
        worker, self._worker = self._worker, None
        if worker is None:
            return
        if gracefully:
            await worker.close()
        else:
            worker.kill()
            await worker.wait_dead()

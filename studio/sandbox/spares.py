"""Spare workers: one pre-started worker per language, for one player (host side).

A worker's cold start is mostly the interpreter and its language runtime
(about 20 ms, ``benchmarks/bench_workers.py``); a worker that has already
started and prepared (:meth:`studio.sandbox.worker.Worker.prepare`: network
namespace, runtime imports, kernel layers) answers its first load in a few
milliseconds. :class:`SpareWorkers` keeps one such worker per language ready
for the next :class:`~.supervision.Supervisor` that needs a worker of that
language — an agent's own (Python) or a :class:`~.group.WorkerGroup`'s
(JavaScript/TypeScript, Lua) — and starts its replacement afterwards.

The rules that keep this as safe as starting a worker fresh:

* **Nothing of an agent has been in a spare.** A spare has received no frame
  at all: it is handed over before its first ``load``, to exactly one
  supervisor, and never comes back; a worker a supervisor discards is killed as
  before. Two agents share a spare's process only where they would have shared
  a fresh one (a group's agents).
* **The same isolation.** A spare is started by the same
  :meth:`~.spawn.WorkerProcess.spawn`, with the same command, environment and
  launcher; its first load applies the same limits and audit hook, and the
  layers reported are the same.
* **A spare that speaks first is broken.** Until it is taken, any request or
  notification from it is a protocol violation: it is killed (and not
  replaced until a worker of its language is needed again).
* **Owned by the player.** asyncio subprocesses belong to their event loop, so
  there is no module-global pool: the :class:`~studio.engine.core.Engine`
  (a party: the :class:`~studio.engine.party.player.PartyPlayer`) makes one,
  says which languages its agents use (:meth:`SpareWorkers.keep`), and closes
  it with its agents. :meth:`SpareWorkers.close` also waits for spares still
  starting, so none outlives the player.

Replacements, and the first spares when the player was made outside a running
event loop, start only once every worker the pool handed out has been heard
from (its start-up is over): a character's first turn starts several workers
at once on what may be two cores, and a spare started beside them would slow
them down. On Windows the Job Object's memory cap is set when a worker starts,
from its agent's limits, which a spare cannot know: workers start fresh there.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
from collections.abc import Callable, Iterable
from typing import Any

from studio.sandbox.dispatcher import Dispatcher
from studio.sandbox.framing import ProtocolError
from studio.sandbox.spawn import WorkerProcess

_log = logging.getLogger(__name__)

SUPPORTED = sys.platform != "win32"
# How long replacements wait for the workers handed out to be heard from, at most
# (a worker that never answers would otherwise keep its language without a spare).
QUIET_LIMIT = 5.0


class _Handover(Dispatcher):
    """A spare's dispatcher: refuses every frame until the spare is taken, then
    forwards to its supervisor's dispatcher."""

    def __init__(self) -> None:
        super().__init__()
        self.target: Dispatcher | None = None

    def _to(self, method: str) -> Dispatcher:
        if self.target is None:
            raise ProtocolError(f"a spare worker sent {method!r} before it held an agent")
        return self.target

    async def handle_request(self, method: str, params: list[Any], slot: str | None = None) -> Any:
        return await self._to(method).handle_request(method, params, slot)

    async def handle_notification(
        self, method: str, params: list[Any], slot: str | None = None
    ) -> None:
        await self._to(method).handle_notification(method, params, slot)


class SpareWorkers:
    """One player's spare workers (see the module docstring).

    Args:
        enabled: False makes every worker start fresh (the default on Windows).
    """

    def __init__(self, *, enabled: bool = SUPPORTED) -> None:
        self.enabled = enabled
        self._wanted: set[str] = set()
        self._ready: dict[str, tuple[WorkerProcess, _Handover]] = {}
        self._starting: dict[str, asyncio.Task[None]] = {}
        self._unheard: set[WorkerProcess] = set()  # Handed out, start-up not over yet.
        self._reaping: set[asyncio.Task[Any]] = set()  # Spares lost before they were taken.
        self._refill: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closed = False
        self.started = 0  # Spares started so far (tests and diagnostics).
        self.taken = 0  # Spares handed out so far.

    @property
    def languages(self) -> frozenset[str]:
        """The worker languages a spare is kept of."""
        return frozenset(self._wanted)

    def ready(self, language: str) -> WorkerProcess | None:
        """The spare of ``language`` waiting to be taken, if any (tests and diagnostics)."""
        spare = self._ready.get(language)
        return spare[0] if spare is not None else None

    def keep(self, languages: Iterable[str]) -> None:
        """Keep a spare of each of these worker languages from now on.

        Called from the event loop, the spares start now, in the background;
        otherwise with the first worker this pool hands out.
        """
        if not self.enabled or self._closed:
            return
        self._wanted.update(languages)
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return
        if self._wanted and self._on_our_loop():
            self._schedule_refill(wait=False)

    async def worker(
        self,
        language: str,
        dispatcher: Dispatcher,
        *,
        memory_bytes: int,
        on_stderr: Callable[[str], None],
    ) -> WorkerProcess:
        """A worker for one supervisor: the spare of ``language`` (also one still
        starting), or a freshly started one when there is none."""
        worker = await self._take(language, dispatcher, on_stderr)
        if worker is None:
            worker = await WorkerProcess.spawn(
                language, dispatcher, memory_bytes=memory_bytes, on_stderr=on_stderr
            )
        if self.enabled and not self._closed and self._on_our_loop():
            self._unheard.add(worker)
            self._schedule_refill(wait=True)
        return worker

    async def settled(self) -> None:
        """Wait until the spares being started (and a pending refill) have been spawned
        (tests, and the benchmarks before they wait for the kernel layers).

        A spawned spare may still be finishing its ``exec`` (``/proc/<pid>/cmdline``
        reads empty until then) and its preparation: it sends nothing before it is
        taken, so its first reply is the first sign that it is up.
        """
        while True:
            pending = [t for t in (self._refill, *self._starting.values()) if t and not t.done()]
            if not pending:
                return
            await asyncio.wait(pending)

    async def close(self) -> None:
        """Kill every spare, also those still starting; later workers start fresh."""
        self._closed = True
        ours = self._on_our_loop()
        refill, self._refill = self._refill, None
        if refill is not None and ours:
            refill.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await refill
        starting = list(self._starting.values())
        if ours:
            for task in starting:  # Each kills what it started once it sees _closed.
                with contextlib.suppress(Exception):
                    await task
        ready = [worker for worker, _handover in self._ready.values()]
        self._ready.clear()
        self._unheard.clear()
        for worker in ready:
            worker.kill()
            if ours:
                await worker.wait_dead()
        if ours and self._reaping:
            await asyncio.gather(*self._reaping, return_exceptions=True)

    # -- internals ------------------------------------------------------------

    def _on_our_loop(self) -> bool:
        loop = asyncio.get_running_loop()
        if self._loop is None:
            self._loop = loop
        return self._loop is loop

    async def _take(
        self, language: str, dispatcher: Dispatcher, on_stderr: Callable[[str], None]
    ) -> WorkerProcess | None:
        if not self.enabled or self._closed or not self._on_our_loop():
            return None
        starting = self._starting.get(language)
        if starting is not None:  # Started moments ago: still sooner than a new one.
            with contextlib.suppress(Exception):
                await asyncio.shield(starting)
        spare = self._ready.pop(language, None)
        if spare is None:
            return None
        worker, handover = spare
        if not worker.alive:
            worker.kill()
            await worker.wait_dead()
            return None
        handover.target = dispatcher
        worker.redirect_stderr(on_stderr)
        self.taken += 1
        return worker

    def _schedule_refill(self, *, wait: bool) -> None:
        if self._refill is None or self._refill.done():
            self._refill = asyncio.get_running_loop().create_task(self._refill_spares(wait))

    async def _refill_spares(self, wait: bool) -> None:
        if wait:
            await self._quiet()
        for language in sorted(self._wanted):
            if self._closed:
                return
            if language not in self._ready and language not in self._starting:
                self._starting[language] = asyncio.create_task(self._start(language))

    async def _quiet(self) -> None:
        """Until every worker handed out has been heard from (or QUIET_LIMIT passed)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + QUIET_LIMIT
        while True:
            self._unheard = {w for w in self._unheard if not w.endpoint.heard.is_set()}
            left = deadline - loop.time()
            if not self._unheard or left <= 0:
                return
            waits = [asyncio.ensure_future(w.endpoint.heard.wait()) for w in self._unheard]
            try:
                await asyncio.wait(waits, timeout=left)
            finally:
                for each in waits:
                    each.cancel()

    async def _start(self, language: str) -> None:
        handover = _Handover()
        try:
            if self._closed:
                return
            worker = await WorkerProcess.spawn(
                language, handover, memory_bytes=0, on_stderr=self._stderr(language)
            )
        except Exception as exc:  # A spare is an optimisation: log, and start fresh later.
            _log.warning("could not start a spare %s worker: %s", language, exc)
            return
        finally:
            self._starting.pop(language, None)
        if self._closed:
            worker.kill()
            await worker.wait_dead()
            return
        worker.serve_task.add_done_callback(lambda _task: self._lost(language, worker))
        self._ready[language] = (worker, handover)
        self.started += 1

    def _lost(self, language: str, worker: WorkerProcess) -> None:
        """A spare's channel stopped before it was taken (it died, or it spoke)."""
        spare = self._ready.get(language)
        if spare is None or spare[0] is not worker:
            return  # Taken: its supervisor watches it now.
        del self._ready[language]
        worker.kill()
        reaping = asyncio.get_running_loop().create_task(worker.wait_dead())
        self._reaping.add(reaping)
        reaping.add_done_callback(self._reaping.discard)
        _log.warning("a spare %s worker stopped before it was used: %s",
                     language, worker.endpoint.failure)  # fmt: skip

    @staticmethod
    def _stderr(language: str) -> Callable[[str], None]:
        def log_line(text: str) -> None:
            _log.info("spare %s worker: %s", language, text)

        return log_line

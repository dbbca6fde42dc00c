"""The host side of one agent's sandbox: :class:`AgentSandbox`.

Everything arriving from a worker is untrusted. The host validates every
message (pydantic, in :mod:`.endpoint`), accepts bridge requests only while
that agent has a call in flight, enforces the ``@api`` gates *before* the
:data:`BridgeHandler` sees a request, and kills the worker on any protocol
violation, crash or timeout. The next call then gets a fresh worker.

Calls into one agent are serialised with an :class:`asyncio.Lock`. An agent
either has a worker of its own or, given a :class:`~.group.WorkerGroup`, a slot
in a worker it shares with the character's other agents of its language (see
:mod:`.group`; the engine shares JavaScript/TypeScript and Lua workers).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from studio.errors import BridgeRejected, SandboxError
from studio.sandbox import hostguard
from studio.sandbox.dispatcher import Dispatcher
from studio.sandbox.executor import BRIDGE_METHODS, NOTIFY_METHODS, AgentError
from studio.sandbox.framing import ProtocolError
from studio.sandbox.group import WorkerGroup
from studio.sandbox.spares import SpareWorkers
from studio.sandbox.spec import (
    AgentSpec,
    BridgeHandler,
    CallReply,
    CallResult,
    LoadReply,
    gate_message,
    prepare_source,
    worker_language,
)
from studio.sandbox.supervision import Supervisor

_log = logging.getLogger(__name__)


class AgentSandbox:
    """One agent in a (lazily started, reused, respawned) worker subprocess: its own,
    or a slot in ``group``'s shared worker. With ``spares`` (and no group), a new
    worker is the player's spare of its language when one is ready (:mod:`.spares`)."""

    def __init__(
        self,
        spec: AgentSpec,
        bridge: BridgeHandler,
        *,
        on_console: Callable[[str, str], None] | None = None,
        group: WorkerGroup | None = None,
        spares: SpareWorkers | None = None,
    ) -> None:
        self.spec = spec
        self._bridge = bridge
        self._on_console = on_console
        self._exports: frozenset[str] | None = None
        self._isolation: list[str] = []
        self._prepared: tuple[str, str] | None = None
        self._load_error: SandboxError | None = None
        self._call_meta: Any = None
        self._calling = False
        self._console: list[str] | None = None  # Not None while a load or call is in flight.
        self.dispatcher = self._make_dispatcher()
        self._group = group
        if group is None:
            self._supervisor = Supervisor(spec.agent_id, self.dispatcher, spares)
            self._lock = self._supervisor.lock
        else:
            if worker_language(spec.language) != group.language:
                raise ValueError(f"a {spec.language} agent cannot join a {group.language} worker")
            self._supervisor = group.supervisor
            self._lock = asyncio.Lock()
            self._slot = group.join(self)
            self._generation = 0  # The group worker generation this agent is loaded in.

    @property
    def busy(self) -> bool:
        """Whether a load or call of this agent is in flight."""
        return self._console is not None

    @property
    def exports(self) -> frozenset[str]:
        """The agent's callable exports (empty before :meth:`start`)."""
        return self._exports or frozenset()

    @property
    def isolation(self) -> list[str]:
        """The isolation layers that applied to the current worker."""
        return list(self._isolation)

    async def has_export(self, name: str) -> bool:
        """Whether the agent exports ``name`` (starts the worker if needed)."""
        if self._exports is None:
            await self.start()
        return name in self.exports

    async def start(self) -> list[str]:
        """Spawn the worker and load the agent; return its exports.

        Raises:
            SandboxError: ``kind="load"`` with the agent's error (file:line), or
                ``"timeout"``/``"crash"``/``"protocol"`` if loading went wrong that way.
        """
        async with self._lock:
            await self._ensure_worker()
        return sorted(self.exports)

    @property
    def shared(self) -> bool:
        """Whether this agent lives in a shared worker (a :class:`WorkerGroup`'s)."""
        return self._group is not None

    async def call(
        self,
        export: str,
        args: list[Any],
        store: dict[str, Any],
        context: dict[str, Any],
        *,
        meta: Any = None,
        timeout: float | None = None,  # noqa: ASYNC109 (the agreed API; enforced inside)
        batch: bool = False,
    ) -> CallResult:
        """Call ``export(*args, store, studio, context)`` in the worker.

        ``batch``: this call is one of several sent at once and awaited together
        (the preload calls), so a shared worker may send their replies together.

        Raises:
            SandboxError: ``kind`` is ``"error"`` (the agent threw or returned
                non-JSON), ``"timeout"``, ``"crash"``, ``"protocol"`` or ``"load"``.
        """
        limit = timeout if timeout is not None else self.spec.call_timeout
        async with self._lock:
            await self._ensure_worker()
            started = time.perf_counter()
            self._console, self._call_meta, self._calling = [], meta, True
            try:
                params: dict[str, Any] = {
                    "export": export, "args": args, "store": store, "context": context
                }
                if batch:
                    params["batch"] = True
                raw = await self._request("call", params, limit, "the call")
                if (
                    type(raw) is dict
                    and len(raw) == 2
                    and "value" in raw
                    and type(raw.get("store")) is dict
                ):
                    # The usual reply, checked exactly as CallReply would (only the
                    # keys "value" and "store", the store an object; JSON object
                    # keys are always strings) without building a model.
                    value, new_store = raw["value"], raw["store"]
                else:
                    reply = CallReply.model_validate(raw)
                    value, new_store = reply.value, reply.store
            except ValidationError as exc:
                await self._supervisor.discard()  # A shared worker too: it is broken.
                raise self._error(
                    f"protocol violation: malformed call reply: {exc}", "protocol"
                ) from None
            finally:
                console, self._console, self._calling = self._console or [], None, False
            duration = (time.perf_counter() - started) * 1000
            return CallResult(
                value=value, store=new_store, duration_ms=duration,
                console=console, isolation=list(self._isolation),
            )  # fmt: skip

    async def close(self) -> None:
        """Stop the worker: close its stdin, wait briefly, then kill it (in a shared
        worker: leave it; the last agent to leave stops the worker)."""
        if self._group is not None:
            await self._group.leave(self._slot)
        else:
            await self._supervisor.discard(gracefully=True)

    async def _request(self, method: str, params: dict[str, Any], limit: float, what: str) -> Any:
        if self._group is None:
            return await self._supervisor.request(method, params, limit, what)
        params["slot"] = self._slot
        try:
            return await self._group.request(method, params, limit, what, self.spec.agent_id)
        except SandboxError as exc:
            if exc.kind != "unloaded" or method != "call":
                raise
        # The shared worker was restarted between loading this agent and calling
        # it (another agent's failure): load it again and retry once.
        self._generation = 0
        await self._ensure_worker()
        return await self._group.request(method, params, limit, what, self.spec.agent_id)

    def _error(self, message: str, kind: str) -> SandboxError:
        return SandboxError(message, agent_id=self.spec.agent_id, kind=kind)

    async def _ensure_worker(self) -> None:
        group = self._group
        if group is None:
            if self._supervisor.alive:
                return
        elif self._generation == group.generation and self._supervisor.alive:
            return
        if self._load_error is not None:
            raise self._load_error
        try:
            if self._prepared is None:
                if self.spec.language in ("javascript", "typescript"):
                    # Preparing JS/TS may load the transpiler (~35 ms the first time);
                    # do it off the event loop.
                    self._prepared = await asyncio.to_thread(prepare_source, self.spec)
                else:
                    self._prepared = prepare_source(self.spec)  # The source as it is.
        except AgentError as exc:
            self._load_error = self._error(str(exc), "load")
            raise self._load_error from None
        language, source = self._prepared
        limits = {
            "memory_bytes": self.spec.memory_bytes,
            "instruction_budget": self.spec.instruction_budget,
        }
        generation = 0
        if group is None:
            await self._supervisor.spawn(language, self.spec.memory_bytes, self._stderr_line)
        else:
            generation = await group.ensure_worker()
            limits["process_memory_bytes"] = group.memory_bytes
        outer_console = self._console  # A reload in the middle of a call keeps its console.
        self._console = [] if outer_console is None else outer_console
        params = {
            "language": language, "source": source, "filename": self.spec.filename,
            "libs": [list(lib) for lib in self.spec.libs], "limits": limits,
            "audit_hook": self.spec.audit_hook,
        }  # fmt: skip
        try:
            raw = await self._request("load", params, self.spec.call_timeout, "loading")
            reply = LoadReply.model_validate(raw)
        except SandboxError as exc:
            if group is None:
                await self._supervisor.discard()
            if exc.kind == "error":
                self._load_error = self._error(exc.message, "load")
                raise self._load_error from None
            raise
        except ValidationError as exc:
            await self._supervisor.discard()
            raise self._error(
                f"protocol violation: malformed load reply: {exc}", "protocol"
            ) from None
        finally:
            self._console = outer_console
        self._exports = frozenset(reply.exports)
        self._isolation = self._supervisor.host_layers + list(reply.isolation)
        hostguard.log_missing_layers_once(self._isolation)
        if group is not None:
            self._generation = generation

    def _make_dispatcher(self) -> Dispatcher:
        dispatcher = Dispatcher()
        for method in BRIDGE_METHODS:
            if method in NOTIFY_METHODS:
                dispatcher.on_notification(method, self._on_notify)
            else:
                dispatcher.on_request(method, self._on_bridge_request)
        dispatcher.on_notification("debug", self._on_debug)
        return dispatcher

    async def _on_bridge_request(self, method: str, params: list[Any]) -> Any:
        if not self._calling:
            raise ProtocolError(f"bridge request {method!r} while no call is in flight")
        namespace = BRIDGE_METHODS[method]
        if namespace is not None and namespace not in self.spec.apis:
            raise BridgeRejected(gate_message(method, namespace), agent_id=self.spec.agent_id)
        return await self._bridge(self.spec.agent_id, method, params, self._call_meta)

    async def _on_notify(self, method: str, params: list[Any]) -> None:
        if not self._calling:
            raise ProtocolError(f"notification {method!r} while no call is in flight")
        try:
            await self._bridge(self.spec.agent_id, method, params, self._call_meta)
        except Exception:  # Fire-and-forget for the agent; a failing log is ours to report.
            _log.exception("bridge handler failed for %s from %s", method, self.spec.agent_id)

    async def _on_debug(self, method: str, params: list[Any]) -> None:
        if self._console is None:
            raise ProtocolError("console output while no load or call is in flight")
        text = " ".join(p if isinstance(p, str) else repr(p) for p in params)
        self._console.append(text)
        if self._on_console is not None:
            self._on_console(self.spec.agent_id, text)

    def stderr_line(self, text: str) -> None:
        """A line the worker wrote to stderr while this agent ran."""
        self._stderr_line(text)

    def _stderr_line(self, text: str) -> None:
        # Output written past sys.stdout (os.write(1, ...), C code) lands on stderr.
        if self._console is not None:
            self._console.append(text)
        if self._on_console is not None:
            self._on_console(self.spec.agent_id, text)

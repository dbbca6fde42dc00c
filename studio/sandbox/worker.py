"""The worker subprocess: one agent, one language runtime, one JSON-lines channel.

Started by the host (see :mod:`studio.sandbox.spawn`) as ``python -I -S -B
launch.py`` (no site-packages; JavaScript and Lua workers are told where their
runtime's package lives with ``--path``). At start-up it enters a PID namespace
(:func:`.isolation.enter_pid_namespace`); at module level this file imports the
standard library only.

Lifecycle: read ``load`` (apply isolation, import the executor, lock down with
the kernel layers of :mod:`.kernel`, install the audit hook, evaluate the
agent), then any number of ``call`` requests, until stdin closes. While an
agent function runs, its bridge requests are written to the host and the
worker blocks for the matching reply (see :mod:`.executor`).

A *shared* worker (JavaScript/TypeScript or Lua, see :mod:`.group`) holds several
agents, each in its own language runtime (a QuickJS runtime, a Lua state) under
a *slot* name: ``load`` and ``call`` carry ``"slot"``, and every frame an
agent sends carries it back so the host can apply that agent's ``@api`` gates.
While one agent waits for a bridge reply, a request for another slot may arrive
(a sub-agent's granted tool call runs while the sub-agent waits for its model
call; preload calls are sent all at once): it is served right there, nested,
and replies that arrive meanwhile for an outer wait are kept until it resumes.
A worker started for one agent (no ``slot``) holds exactly one agent, as before.

Output hygiene: at start-up the protocol pipes move to private descriptors; fd 0
becomes ``/dev/null`` and fd 1 points at fd 2 (the host drains it into the
debug log), so nothing an agent prints, even from C, can corrupt the protocol.
``sys.stdout``/``sys.stderr`` become :class:`DebugStream`s sending ``debug``
notifications.
"""

from __future__ import annotations

import os
import sys

# Not ``from typing import ...``: importing typing costs a worker ~10 ms of its cold
# start; mypy reads the names through the TYPE_CHECKING branch.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


MAX_DEBUG_LINE = 16_000  # Longer console lines are cut: the debug log is for people.


def _bootstrap_package() -> None:
    """Make ``studio.sandbox.*`` importable when run by path under ``-I -S``.

    Registers bare ``studio`` and ``studio.sandbox`` package objects so their
    ``__init__`` modules (which import pydantic and friends) never run here.
    """
    if __package__:
        return
    import types

    sandbox_dir = os.path.dirname(os.path.abspath(__file__))
    for name, path in (("studio", os.path.dirname(sandbox_dir)), ("studio.sandbox", sandbox_dir)):
        if name not in sys.modules:
            module = types.ModuleType(name)
            module.__path__ = [path]
            sys.modules[name] = module


class DebugStream:
    """A text stream that turns every written line into a ``debug`` notification."""

    def __init__(self, send: Any) -> None:
        self._send = send
        self._pending = ""

    def write(self, text: str) -> int:
        self._pending += str(text)
        while "\n" in self._pending:
            line, self._pending = self._pending.split("\n", 1)
            self._send(line[:MAX_DEBUG_LINE])
        return len(text)

    def flush(self) -> None:
        if self._pending:
            line, self._pending = self._pending, ""
            self._send(line[:MAX_DEBUG_LINE])

    def isatty(self) -> bool:
        return False


class WorkerBridge:
    """:class:`studio.sandbox.executor.Bridge` for one agent over the worker's channel."""

    def __init__(self, worker: Worker, slot: str | None, bridge_error: type[Exception]) -> None:
        self._worker = worker
        self._slot = slot
        self._bridge_error = bridge_error

    def _frame(self, message: dict[str, Any]) -> dict[str, Any]:
        if self._slot is not None:
            message["slot"] = self._slot
        return message

    def request(self, method: str, params: list[Any]) -> Any:
        worker = self._worker
        request_id = worker.next_request_id()
        worker.writer.write(self._frame({"id": request_id, "method": method, "params": params}))
        reply = worker.await_reply(request_id)
        if "error" in reply:
            error = reply["error"]
            message = error.get("message") if isinstance(error, dict) else None
            raise self._bridge_error(str(message or "rejected by the host"))
        return reply.get("result")

    def notify(self, method: str, params: list[Any]) -> None:
        self._worker.writer.write(self._frame({"method": method, "params": params}))

    def debug(self, text: str) -> None:
        message = {"method": "debug", "params": [str(text)[:MAX_DEBUG_LINE]]}
        self._worker.writer.write(self._frame(message))


def _fatal(message: str) -> None:
    os.write(2, f"studio worker: {message}\n".encode("utf-8", "replace"))
    os._exit(3)


def _make_executor(language: str, bridge: Any, limits: dict[str, Any]) -> Any:
    # Executors are imported lazily so a Python worker never touches quickjs or lupa.
    if language == "python":
        from studio.sandbox.python import PythonExecutor

        return PythonExecutor(bridge, limits)
    if language == "javascript":
        from studio.sandbox.js import JavaScriptExecutor

        return JavaScriptExecutor(bridge, limits)
    if language == "lua":
        from studio.sandbox.lua import LuaExecutor

        return LuaExecutor(bridge, limits)
    raise ValueError(f"unsupported agent language {language!r}")


class Worker:
    """The main loop: owns the channel, the bridges and the executors (one per slot)."""

    def __init__(self, proto_in: int, proto_out: int) -> None:
        from studio.sandbox.executor import AgentError, BridgeError
        from studio.sandbox.framing import SyncFrameReader, SyncFrameWriter

        self._agent_error = AgentError
        self._bridge_error = BridgeError
        self.reader = SyncFrameReader(proto_in)
        self.writer = SyncFrameWriter(proto_out)
        self.executors: dict[str | None, Any] = {}
        self.layers: list[str] | None = None  # Set by the first load that isolates.
        self.early_layers: list[str] = []  # Applied at start-up (the PID namespace).
        self._next_id = 0
        self._waiting: set[int] = set()  # Bridge request ids awaiting a reply.
        self._early: dict[int, dict[str, Any]] = {}  # Replies for an outer wait.
        self._running: list[str | None] = []  # Slots whose code is on the stack.
        self.streams = (DebugStream(self._print), DebugStream(self._print))

    def _print(self, text: str) -> None:
        # print()/sys.stderr output belongs to the innermost agent running.
        slot = self._running[-1] if self._running else None
        message: dict[str, Any] = {"method": "debug", "params": [str(text)[:MAX_DEBUG_LINE]]}
        if slot is not None:
            message["slot"] = slot
        self.writer.write(message)

    def next_request_id(self) -> int:
        self._next_id += 1
        return self._next_id

    def await_reply(self, request_id: int) -> dict[str, Any]:
        """Block until the host answers bridge request ``request_id``.

        Host requests arriving meanwhile are served here (nested); replies to
        other waits further out on the stack are kept for them.
        """
        self._waiting.add(request_id)
        try:
            while True:
                early = self._early.pop(request_id, None)
                if early is not None:
                    return early
                if not self.reader.buffered():
                    self.writer.flush()  # About to block: everything held must leave.
                message = self.reader.read()
                if message is None:
                    os._exit(0)  # The host went away: nothing left to answer to.
                if "method" in message:
                    self.serve(message)
                    continue
                reply_id = message.get("id")
                if reply_id == request_id:
                    return message
                if type(reply_id) is int and reply_id in self._waiting:
                    self._early[reply_id] = message
                    continue
                _fatal(f"expected the reply to bridge request {request_id}, got {message!r:.200}")
        finally:
            self._waiting.discard(request_id)

    def run(self) -> int:
        sys.stdout, sys.stderr = self.streams
        while True:
            if not self.reader.buffered():
                self.writer.flush()  # About to block: everything held must leave.
            message = self.reader.read()
            if message is None:
                return 0
            self.serve(message)

    def serve(self, message: dict[str, Any]) -> None:
        """Answer one request from the host."""
        request_id, method = message.get("id"), message.get("method")
        params = message.get("params")
        if not isinstance(request_id, int) or not isinstance(params, dict):
            _fatal(f"malformed request from the host: {message!r:.200}")
            return
        slot = params.get("slot")
        if slot is not None and not isinstance(slot, str):
            _fatal(f"malformed slot from the host: {slot!r:.200}")
        kind = "load" if method == "load" else "error"
        # A call of a batch (preload: the host sent them together and awaits them
        # together) may hold its reply for the rest of the batch; anything else
        # first sends what is held, so it never waits behind this request.
        batch = params.get("batch") is True
        if not batch:
            self.writer.flush()
        self._running.append(slot)
        try:
            if method == "load":
                result: Any = self._load(slot, params)
            elif method == "call":
                result = self._call(slot, params)
            else:
                raise ValueError(f"unknown method {method!r}")
            reply: dict[str, Any] = {"id": request_id, "result": result}
        except _NotLoaded as exc:
            reply = {"id": request_id, "error": {"message": str(exc), "kind": "unloaded"}}
        except self._agent_error as exc:
            reply = {"id": request_id, "error": {"message": str(exc), "kind": kind}}
        except Exception as exc:
            text = f"worker error: {type(exc).__name__}: {exc}"
            reply = {"id": request_id, "error": {"message": text, "kind": kind}}
        finally:
            self._running.pop()
        for stream in self.streams:
            stream.flush()
        # While the rest of the batch is in the buffer, the reply waits to leave
        # with theirs: the host then wakes up once for the whole batch.
        hold = batch and self.reader.buffered()
        try:
            self.writer.write(reply, hold=hold)
        except (TypeError, ValueError) as exc:  # An executor returned non-JSON.
            text = f"worker error: the reply is not JSON: {exc}"
            error = {"message": text, "kind": kind}
            self.writer.write({"id": request_id, "error": error}, hold=hold)

    def _load(self, slot: str | None, params: dict[str, Any]) -> dict[str, Any]:
        if slot is None and None in self.executors:
            raise ValueError("this worker already holds an agent")
        limits = dict(params.get("limits") or {})
        first = self.layers is None
        isolate = bool(params.get("isolate", True))
        if first:
            layers: list[str] = list(self.early_layers)
            if isolate:
                from studio.sandbox.isolation import isolate as apply_isolation

                process_memory = limits.get("process_memory_bytes", limits.get("memory_bytes"))
                layers += apply_isolation(int(process_memory or 0), network=True)
            self.layers = layers
        bridge = WorkerBridge(self, slot, self._bridge_error)
        # A load for a slot already held replaces it (the host reloads after a race).
        self.executors.pop(slot, None)
        executor = _make_executor(str(params["language"]), bridge, limits)
        if first:
            self._lock_down(slot, isolate, params.get("audit_hook", True) is not False)
        libs = [(str(name), str(src)) for name, src in params.get("libs") or []]
        exports = executor.load(str(params["source"]), str(params["filename"]), libs)
        self.executors[slot] = executor
        return {"exports": list(exports), "isolation": list(self.layers or [])}

    def _lock_down(self, slot: str | None, isolate: bool, audit_hook: bool) -> None:
        """After the runtime's imports (they read files), before any agent code runs:
        the kernel layers, then the process limit, then the audit hook."""
        assert self.layers is not None
        if isolate:
            from studio.sandbox import kernel

            self.layers += kernel.lock_down(os.path.dirname(os.path.abspath(__file__)))
            if sys.platform == "win32":
                from studio.sandbox import wintoken

                self.layers += wintoken.lower_token()
        if isolate:
            from studio.sandbox import isolation

            self.layers += isolation.limit_processes()
            if audit_hook:  # Off only in the hostile tests, to prove the kernel holds alone.
                from studio.sandbox import audit

                self.layers.append(audit.install())

    def _call(self, slot: str | None, params: dict[str, Any]) -> dict[str, Any]:
        executor = self.executors.get(slot)
        if executor is None:
            if slot is None:
                raise ValueError("call before load")
            raise _NotLoaded(f"no agent is loaded in slot {slot!r}")
        value, store = executor.call(
            str(params["export"]), list(params["args"]), dict(params["store"]),
            dict(params["context"]),
        )  # fmt: skip
        return {"value": value, "store": store}


class _NotLoaded(Exception):
    """A call for a slot this worker does not hold (it was restarted meanwhile)."""


def main() -> int:
    """Entry point: enter the PID namespace, move the protocol off fds 0/1, then serve.

    Arguments (from :func:`studio.sandbox.spawn.worker_command`): ``--path DIR``
    adds a directory to the end of ``sys.path`` (where a JavaScript or Lua worker
    finds quickjs/lupa, which ``-I -S`` leaves out); ``--no-pidns`` skips the PID
    namespace (the host's tests of a bare worker).
    """
    args = sys.argv[1:]
    _bootstrap_package()
    early: list[str] = []
    if "--no-pidns" not in args:
        from studio.sandbox.isolation import enter_pid_namespace

        layer = enter_pid_namespace()  # Forks: from here on this is the child.
        if layer:
            early.append(layer)
    for index, arg in enumerate(args):
        if arg == "--path" and index + 1 < len(args):
            sys.path.append(args[index + 1])
    # The standard json, not orjson, even where orjson sits next to quickjs/lupa:
    # importing orjson takes ~30 ms (uuid, dataclasses, datetime, inspect), more
    # than it ever saves on a worker's small frames.
    sys.modules["orjson"] = None  # type: ignore[assignment]
    proto_in, proto_out = os.dup(0), os.dup(1)
    sink = os.open(os.devnull, os.O_RDWR)
    os.dup2(sink, 0)
    os.dup2(2, 1)
    os.close(sink)
    worker = Worker(proto_in, proto_out)
    worker.early_layers = early
    return worker.run()


if __name__ == "__main__":
    sys.exit(main())

"""The worker subprocess: one agent, one language runtime, one JSON-lines channel.

Started by the host (see :mod:`studio.sandbox.spawn`) as ``python -I -S -B
launch.py`` (no site-packages; JavaScript and Lua workers are told where their
runtime's package lives with ``--path``). At start-up it enters a PID namespace
(:func:`.isolation.enter_pid_namespace`); at module level this file imports the
standard library only.

Lifecycle: at start-up, before the host says anything, prepare for the language
named on the command line (:meth:`Worker.prepare`: network namespace, the
runtime's imports, the kernel layers of :mod:`.kernel`); then read ``load``
(resource limits, the audit hook, evaluate the agent), then any number of
``call`` requests, until stdin closes. A spare worker (:mod:`.spares`) is one
that prepared and waits for its first ``load``. While an
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

import gc
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
    sandbox_dir = os.path.dirname(os.path.abspath(__file__))
    for name, path in (("studio", os.path.dirname(sandbox_dir)), ("studio.sandbox", sandbox_dir)):
        if name not in sys.modules:
            module = type(sys)(name)  # types.ModuleType, without importing types.
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


def _executor_type(language: str) -> Any:
    """The executor class for ``language``, importing its runtime (quickjs, lupa) only."""
    if language == "python":
        from studio.sandbox.python import PythonExecutor

        return PythonExecutor
    if language == "javascript":
        from studio.sandbox.js import JavaScriptExecutor

        return JavaScriptExecutor
    if language == "lua":
        from studio.sandbox.lua_import import lua_executor

        return lua_executor()
    raise ValueError(f"unsupported agent language {language!r}")


class Worker:
    """The main loop: owns the channel, the bridges and the executors (one per slot)."""

    def __init__(
        self, proto_in: int, proto_out: int, early_layers: list[str] | None = None
    ) -> None:
        from studio.sandbox.executor import AgentError, BridgeError
        from studio.sandbox.framing import SyncFrameReader, SyncFrameWriter

        self._agent_error = AgentError
        self._bridge_error = BridgeError
        self.reader = SyncFrameReader(proto_in)
        self.writer = SyncFrameWriter(proto_out)
        self.executors: dict[str | None, Any] = {}
        # The layers that applied so far: the PID namespace at start-up, then
        # prepare()'s, then the first load's.
        self.layers: list[str] = list(early_layers or [])
        self.language: str | None = None  # Set by prepare().
        self._executor_type: Any = None
        self._prepare_error: Exception | None = None
        self._limited = False  # Whether the first load's resource limits applied.
        self._loaded = False  # Whether the first load's executor and audit hook are in place.
        self._next_id = 0
        self._waiting: set[int] = set()  # Bridge request ids awaiting a reply.
        self._early: dict[int, dict[str, Any]] = {}  # Replies for an outer wait.
        self._running: list[str | None] = []  # Slots whose code is on the stack.
        self.streams = (DebugStream(self._print), DebugStream(self._print))

    def prepare(self, language: str) -> None:
        """Everything that does not depend on an agent, before the first frame is read:
        the network namespace, the language runtime's imports, then the kernel layers.

        A spare worker (:mod:`.spares`) has done this while it waited, so taking it
        leaves only the load's part (limits, audit hook, the agent). A failure is
        kept and becomes the reply to the first load; the kernel layers apply anyway.
        """
        self.language = language
        from studio.sandbox import isolation

        namespaces = isolation.enter_namespaces()  # Before seccomp, which refuses unshare.
        self.layers += [name for name in namespaces if name != "mountns"]
        try:
            self._executor_type = _executor_type(language)  # Imports read files: before Landlock.
        except Exception as exc:
            self._prepare_error = exc
        from studio.sandbox import kernel

        here = os.path.dirname(os.path.abspath(__file__))
        self.layers += kernel.lock_down(here, own_mounts="mountns" in namespaces)
        if sys.platform == "win32":
            from studio.sandbox import wintoken

            self.layers += wintoken.lower_token()

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
        language = str(params["language"])
        if self.language is None:  # Not named at start-up: prepare now.
            self.prepare(language)
        elif language != self.language:
            raise ValueError(f"this worker runs {self.language} agents, not {language}")
        if self._prepare_error is not None:
            raise self._prepare_error
        if slot is None and None in self.executors:
            raise ValueError("this worker already holds an agent")
        limits = dict(params.get("limits") or {})
        bridge = WorkerBridge(self, slot, self._bridge_error)
        # A load for a slot already held replaces it (the host reloads after a race).
        self.executors.pop(slot, None)
        if self._loaded:
            executor = self._executor_type(bridge, limits)
        else:
            executor = self._first_load(limits, bridge, params.get("audit_hook") is not False)
        libs = [(str(name), str(src)) for name, src in params.get("libs") or []]
        exports = executor.load(str(params["source"]), str(params["filename"]), libs)
        self.executors[slot] = executor
        return {"exports": list(exports), "isolation": list(self.layers)}

    def _first_load(self, limits: dict[str, Any], bridge: Any, hook: bool) -> Any:
        """The layers that depend on the first load, then its executor: the resource
        limits (their memory is the load's), no more processes, the collector back on,
        and the audit hook just before the agent's code runs. A load that fails on the
        way leaves the rest to the next."""
        if not self._limited:
            from studio.sandbox import isolation

            process_memory = limits.get("process_memory_bytes", limits.get("memory_bytes"))
            self.layers += isolation.apply_rlimits(int(process_memory or 0))
            self.layers += isolation.limit_processes()
            self._limited = True
        gc.enable()  # Off since launch.py: start-up makes no garbage worth collecting.
        executor = self._executor_type(bridge, limits)
        if hook:  # Off only in the hostile tests, to prove the kernel holds alone.
            from studio.sandbox import audit

            self.layers.append(audit.install())
        self._loaded = True
        return executor

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
    """Entry point: enter the PID namespace, move the protocol off fds 0/1, prepare, serve.

    Arguments (from :func:`studio.sandbox.spawn.worker_command`): ``--language L``
    (or the frozen app's ``--sandbox-worker L``) names the agents' language, so the
    worker prepares (:meth:`Worker.prepare`) before the host says anything;
    ``--path DIR`` adds a directory to the end of ``sys.path`` (where a JavaScript
    or Lua worker finds quickjs/lupa, which ``-I -S`` leaves out); ``--no-pidns``
    skips the PID namespace (the host's tests of a bare worker).
    """
    gc.disable()  # As launch.py does (the frozen app comes here directly); see _first_load.
    args = sys.argv[1:]
    _bootstrap_package()
    early: list[str] = []
    if sys.platform.startswith("linux") and os.getpid() == 1:
        # Started by the host's launcher (spawn.pid_namespace_launcher) as pid 1 of a
        # new PID namespace: the host is outside it (it is our ancestor, and pid 1 has
        # none inside), so there is nothing to fork for.
        early.append("pidns")
    elif "--no-pidns" not in args:
        from studio.sandbox.isolation import enter_pid_namespace

        layer = enter_pid_namespace()  # Forks: from here on this is the child.
        if layer:
            early.append(layer)
    language = None
    for index, arg in enumerate(args[:-1]):
        if arg == "--path":
            sys.path.append(args[index + 1])
        elif arg in ("--language", "--sandbox-worker"):
            language = args[index + 1]
    # The standard json, not orjson, even where orjson sits next to quickjs/lupa:
    # importing orjson takes ~30 ms (uuid, dataclasses, datetime, inspect), more
    # than it ever saves on a worker's small frames.
    sys.modules["orjson"] = None  # type: ignore[assignment]
    proto_in, proto_out = os.dup(0), os.dup(1)
    sink = os.open(os.devnull, os.O_RDWR)
    os.dup2(sink, 0)
    os.dup2(2, 1)
    os.close(sink)
    worker = Worker(proto_in, proto_out, early)
    if language is not None:
        worker.prepare(language)
    return worker.run()


if __name__ == "__main__":
    sys.exit(main())

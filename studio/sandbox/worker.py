"""The worker subprocess: one agent, one language runtime, one JSON-lines channel.

Started by the host (see :mod:`studio.sandbox.spawn`) either as
``python -I -S path/to/worker.py`` (Python agents: standard library only) or
``python -m studio.sandbox.worker`` (JavaScript and Lua, whose runtimes live in
site-packages). At module level this file imports the standard library only.

Lifecycle: read ``load`` (apply isolation, import the executor, install the audit
hook, evaluate the agent), then any number of ``call`` requests, until stdin
closes. While an agent function runs, its bridge requests are written to the
host and the worker blocks for the matching reply (see :mod:`.executor`).

Output hygiene: at start-up the protocol pipes move to private descriptors; fd 0
becomes ``/dev/null`` and fd 1 points at fd 2 (the host drains it into the
debug log), so nothing an agent prints, even from C, can corrupt the protocol.
``sys.stdout``/``sys.stderr`` become :class:`DebugStream`s sending ``debug``
notifications.
"""

from __future__ import annotations

import os
import sys
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
    """:class:`studio.sandbox.executor.Bridge` over the worker's channel."""

    def __init__(self, reader: Any, writer: Any, bridge_error: type[Exception]) -> None:
        self._reader = reader
        self._writer = writer
        self._bridge_error = bridge_error
        self._next_id = 0

    def request(self, method: str, params: list[Any]) -> Any:
        self._next_id += 1
        request_id = self._next_id
        self._writer.write({"id": request_id, "method": method, "params": params})
        reply = self._reader.read()
        if reply is None:
            os._exit(0)  # The host went away: nothing left to answer to.
        if reply.get("id") != request_id or "method" in reply:
            _fatal(f"expected the reply to bridge request {request_id}, got {reply!r:.200}")
        if "error" in reply:
            error = reply["error"]
            message = error.get("message") if isinstance(error, dict) else None
            raise self._bridge_error(str(message or "rejected by the host"))
        return reply.get("result")

    def notify(self, method: str, params: list[Any]) -> None:
        self._writer.write({"method": method, "params": params})

    def debug(self, text: str) -> None:
        self._writer.write({"method": "debug", "params": [str(text)[:MAX_DEBUG_LINE]]})


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
    """The main loop: owns the channel, the bridge and the one executor."""

    def __init__(self, proto_in: int, proto_out: int) -> None:
        from studio.sandbox.executor import AgentError, BridgeError
        from studio.sandbox.framing import SyncFrameReader, SyncFrameWriter

        self._agent_error = AgentError
        self.reader = SyncFrameReader(proto_in)
        self.writer = SyncFrameWriter(proto_out)
        self.bridge = WorkerBridge(self.reader, self.writer, BridgeError)
        self.executor: Any = None
        self.streams = (DebugStream(self.bridge.debug), DebugStream(self.bridge.debug))

    def run(self) -> int:
        sys.stdout, sys.stderr = self.streams
        while True:
            message = self.reader.read()
            if message is None:
                return 0
            request_id, method = message.get("id"), message.get("method")
            params = message.get("params")
            if not isinstance(request_id, int) or not isinstance(params, dict):
                _fatal(f"malformed request from the host: {message!r:.200}")
                return 3
            kind = "load" if method == "load" else "error"
            try:
                if method == "load":
                    result: Any = self._load(params)
                elif method == "call":
                    result = self._call(params)
                else:
                    raise ValueError(f"unknown method {method!r}")
                reply: dict[str, Any] = {"id": request_id, "result": result}
            except self._agent_error as exc:
                reply = {"id": request_id, "error": {"message": str(exc), "kind": kind}}
            except Exception as exc:
                text = f"worker error: {type(exc).__name__}: {exc}"
                reply = {"id": request_id, "error": {"message": text, "kind": kind}}
            for stream in self.streams:
                stream.flush()
            try:
                self.writer.write(reply)
            except (TypeError, ValueError) as exc:  # An executor returned non-JSON.
                text = f"worker error: the reply is not JSON: {exc}"
                self.writer.write({"id": request_id, "error": {"message": text, "kind": kind}})

    def _load(self, params: dict[str, Any]) -> dict[str, Any]:
        if self.executor is not None:
            raise ValueError("this worker already holds an agent")
        limits = dict(params.get("limits") or {})
        layers: list[str] = []
        if params.get("isolate", True):
            from studio.sandbox.isolation import isolate

            layers = isolate(int(limits.get("memory_bytes", 0)), network=True)
        self.executor = _make_executor(str(params["language"]), self.bridge, limits)
        if params.get("isolate", True):
            from studio.sandbox import audit

            layers.append(audit.install())
        libs = [(str(name), str(src)) for name, src in params.get("libs") or []]
        exports = self.executor.load(str(params["source"]), str(params["filename"]), libs)
        return {"exports": list(exports), "isolation": layers}

    def _call(self, params: dict[str, Any]) -> dict[str, Any]:
        if self.executor is None:
            raise ValueError("call before load")
        value, store = self.executor.call(
            str(params["export"]), list(params["args"]), dict(params["store"]),
            dict(params["context"]),
        )  # fmt: skip
        return {"value": value, "store": store}


def main() -> int:
    """Entry point: move the protocol off fds 0/1, then serve the host."""
    proto_in, proto_out = os.dup(0), os.dup(1)
    sink = os.open(os.devnull, os.O_RDWR)
    os.dup2(sink, 0)
    os.dup2(2, 1)
    os.close(sink)
    _bootstrap_package()
    return Worker(proto_in, proto_out).run()


if __name__ == "__main__":
    sys.exit(main())

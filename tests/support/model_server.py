"""A real local HTTP server speaking the OpenAI chat-completions format, scripted per test.

It runs in a background thread on ``127.0.0.1`` with an ephemeral port, so sync
tests, async tests and subprocesses can all reach it at ``server.url``. Each
request takes the next scripted :class:`~tests.support.replies.Reply`; an empty
script answers 500 "no scripted reply" so a test that forgot one fails loudly.
Every request is recorded (``server.requests``) with its headers and JSON body.

Example::

    with ModelServer() as server:
        server.script(text("Hello"), tool_calls([("roll", {"sides": 6})]))
        ...  # point a ModelClient at server.url
        assert server.requests[0].body["stream"] is True
"""

from __future__ import annotations

import base64
import json
import socket
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

from tests.support.replies import (
    Reply,
    UsageSpec,
    cut_after,
    http_error,
    malformed_json,
    raw_chunks,
    stall,
    stream_error,
    text,
    tool_calls,
    usage,
)

__all__ = [
    "ModelServer",
    "RecordedRequest",
    "Reply",
    "cut_after",
    "http_error",
    "malformed_json",
    "raw_chunks",
    "stall",
    "stream_error",
    "text",
    "tool_calls",
    "usage",
]

_HOLD_LIMIT = 30.0  # A held reply never outlives a forgotten release by much.


@dataclass(frozen=True)
class RecordedRequest:
    """One request as the server received it (header names lower-cased)."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any


class ModelServer:
    """The scripted OpenAI-compatible server. Use as a context manager or start/close."""

    def __init__(
        self,
        *,
        models: list[str] | None = None,
        context_limit: int | None = None,
        counter: Callable[[str], int] | None = None,
        props: bool = False,
        context_lengths: dict[str, int] | None = None,
        n_ctx: int | None = None,
        responder: Callable[[dict[str, Any]], Reply] | None = None,
        window_shape: str | None = None,
    ) -> None:
        """Args:
            models: The ids ``GET /models`` lists.
            context_limit: Answer 400 (llama.cpp's words) to a prompt over this many
                tokens, counted by :meth:`prompt_tokens`, which also becomes the
                reported ``prompt_tokens``.
            counter: Tokens of one text (default: UTF-8 bytes / 4, rounded up).
            props: Serve llama.cpp's ``GET /props`` (``n_ctx`` = ``context_limit``)
                and ``POST /tokenize``.
            context_lengths: ``context_length`` per model id in ``GET /models``.
            n_ctx: What ``/props`` claims (default ``context_limit``): a server that lies.
            responder: Answers a chat request when the script is empty (long
                scripted runs whose replies depend on what was sent).
            window_shape: Say the window (``n_ctx``, else ``context_limit``) the way
                one local server kind does: ``"koboldcpp"`` (``GET
                /api/extra/true_max_context_length``), ``"lmstudio"`` (``GET
                /api/v0/models``) or ``"ollama"`` (``POST /api/show``). Requests to
                these endpoints (and to ``/props`` when ``props`` is off) are kept in
                :attr:`probes`, not :attr:`requests`, and never take a scripted reply.
        """
        self.models = list(models or ["test-model", "test-worker"])
        self.context_limit = context_limit
        self.counter = counter or (lambda text: -(-len(text.encode("utf-8")) // 4))
        self.props = props
        self.context_lengths = dict(context_lengths or {})
        self.n_ctx = n_ctx
        self.responder = responder
        self.window_shape = window_shape
        self.probes: list[RecordedRequest] = []  # Window questions (see window_shape).
        self.rejected = 0  # Prompts refused as too long.
        self.requests: list[RecordedRequest] = []
        self.holding = threading.Event()  # Set while a reply waits at its hold point.
        self._replies: deque[Reply] = deque()
        self._lock = threading.Condition()
        self._gate = threading.Event()
        self._sockets: set[socket.socket] = set()
        self._httpd = _QuietServer(("127.0.0.1", 0), _make_handler(self))
        self._httpd.daemon_threads = True
        # A short poll interval keeps close() (and so every test teardown) fast.
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        )
        self._started = False

    @property
    def url(self) -> str:
        """The base URL to give a client (ends in ``/v1``)."""
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def start(self) -> Self:
        """Start serving in a background thread."""
        if not self._started:
            self._thread.start()
            self._started = True
        return self

    def close(self) -> None:
        """Stop serving, release held replies, and drop open connections."""
        self._gate.set()
        if self._started:
            self._httpd.shutdown()
            self._thread.join()
        with self._lock:
            for sock in list(self._sockets):
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
        self._httpd.server_close()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def script(self, *items: Reply | UsageSpec) -> Self:
        """Queue replies; a ``usage(...)`` item attaches to the reply before it."""
        with self._lock:
            for item in items:
                if isinstance(item, UsageSpec):
                    if not self._replies:
                        raise ValueError("usage(...) must follow the reply it belongs to")
                    self._replies.append(self._replies.pop().but(usage=item))
                else:
                    self._replies.append(item)
        return self

    @property
    def pending(self) -> int:
        """Replies not yet used."""
        with self._lock:
            return len(self._replies)

    def release(self) -> None:
        """Let every held reply (``hold_after``, ``stall``) continue."""
        self._gate.set()

    def wait_for_requests(self, count: int, timeout: float = 10) -> None:
        """Block until ``count`` requests have arrived (for sync and thread-based tests)."""
        with self._lock:
            if not self._lock.wait_for(lambda: len(self.requests) >= count, timeout):
                raise TimeoutError(f"expected {count} requests, got {len(self.requests)}")

    def prompt_tokens(self, body: dict[str, Any]) -> int:
        """The prompt's tokens as this server counts them: each message's text (and
        tool calls as compact JSON) plus 4 per message, 3 for the reply header, and
        the tool definitions as compact JSON plus 4 (the client's own convention)."""
        total = 3
        for message in body.get("messages") or []:
            content = message.get("content")
            text = content if isinstance(content, str) else ""
            if isinstance(content, list):  # Content parts: the text parts count.
                text = "".join(p.get("text", "") for p in content if p.get("type") == "text")
            if message.get("tool_calls"):
                text += json.dumps(
                    message["tool_calls"], ensure_ascii=False, separators=(",", ":")
                )
            total += self.counter(text) + 4
        if body.get("tools"):
            tools = json.dumps(body["tools"], ensure_ascii=False, separators=(",", ":"))
            total += self.counter(tools) + 4
        return total

    def image_parts(self) -> list[tuple[int, str, bytes]]:
        """Every ``image_url`` part received: ``(request number, mime, image bytes)``
        for ``data:`` URLs (the bytes are empty for any other URL)."""
        found: list[tuple[int, str, bytes]] = []
        with self._lock:
            requests = list(self.requests)
        for number, request in enumerate(requests):
            body = request.body if isinstance(request.body, dict) else {}
            for message in body.get("messages") or []:
                content = message.get("content")
                for part in content if isinstance(content, list) else []:
                    if part.get("type") != "image_url":
                        continue
                    url = str(part["image_url"]["url"])
                    head, _, data = url.partition(";base64,")
                    mime = head.removeprefix("data:") if url.startswith("data:") else ""
                    found.append((number, mime, base64.b64decode(data) if mime else b""))
        return found

    # -- called from handler threads ------------------------------------------------------

    def window_answer(self, method: str, path: str, body: Any) -> tuple[int, Any] | None:
        """``(status, JSON)`` for a window question, or None for any other request."""
        path = path.rstrip("/")
        shapes = {
            ("GET", "/api/extra/true_max_context_length"): "koboldcpp",
            ("GET", "/api/v0/models"): "lmstudio",
            ("POST", "/api/show"): "ollama",
        }
        shape = shapes.get((method, path))
        if shape is None and not (path == "/props" and not self.props):
            return None
        with self._lock:
            self.probes.append(RecordedRequest(method, path, {}, body))
        if shape is None or shape != self.window_shape:
            return 404, {"error": {"message": f"no route {path}"}}
        size = self.n_ctx or self.context_limit or 4096
        if shape == "koboldcpp":
            return 200, {"value": size}
        if shape == "lmstudio":
            items = [
                {"id": m, "state": "loaded", "loaded_context_length": size,
                 "max_context_length": 131072}
                for m in self.models
            ]
            return 200, {"object": "list", "data": items}
        return 200, {"parameters": f"num_ctx {size}\n", "model_info": {}}

    def _take(self, request: RecordedRequest) -> Reply | None:
        with self._lock:
            self.requests.append(request)
            self._lock.notify_all()
            return self._replies.popleft() if self._replies else None

    def _record(self, request: RecordedRequest) -> None:
        """Record a request that takes no scripted reply."""
        with self._lock:
            self.requests.append(request)
            self._lock.notify_all()

    def _untake(self, reply: Reply) -> None:
        """Put a reply back at the front (the request it was taken for was refused)."""
        with self._lock:
            self._replies.appendleft(reply)

    def _track(self, sock: socket.socket, add: bool) -> None:
        with self._lock:
            (self._sockets.add if add else self._sockets.discard)(sock)

    def _hold(self) -> None:
        self.holding.set()
        self._gate.wait(_HOLD_LIMIT)


class _QuietServer(ThreadingHTTPServer):
    """Clients hanging up mid-reply is what many tests do on purpose: no tracebacks."""

    def handle_error(self, request: object, client_address: object) -> None:
        """Ignore connection errors; anything else is a bug in the test server."""
        import sys

        if not isinstance(sys.exc_info()[1], OSError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


def _make_handler(server: ModelServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def setup(self) -> None:
            super().setup()
            # Streaming servers flush every event; without TCP_NODELAY, Nagle's
            # algorithm meets the client's delayed ACK and adds 40 ms stalls.
            self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            server._track(self.connection, True)

        def finish(self) -> None:
            server._track(self.connection, False)
            try:
                super().finish()
            except OSError:
                pass

        def log_message(self, format: str, *args: Any) -> None:
            """Keep test output clean."""

        def do_GET(self) -> None:
            answer = server.window_answer("GET", self.path, None)
            if answer is not None:
                self._send_json(*answer)
                return
            server._record(self._recorded(None))  # Scripted replies are for chat completions.
            if self.path.rstrip("/").endswith("/models"):
                items = []
                for m in server.models:
                    item: dict[str, Any] = {"id": m, "object": "model"}
                    if m in server.context_lengths:
                        item["context_length"] = server.context_lengths[m]
                    items.append(item)
                self._send_json(200, {"object": "list", "data": items})
            elif server.props and self.path.rstrip("/") == "/props":
                settings = {"n_ctx": server.n_ctx or server.context_limit or 4096}
                self._send_json(200, {"default_generation_settings": settings})
            else:
                self._send_json(404, {"error": {"message": f"no route {self.path}"}})

        def do_POST(self) -> None:
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            try:
                body = json.loads(raw) if raw else None
            except ValueError:
                body = raw.decode("utf-8", "replace")
            answer = server.window_answer("POST", self.path, body)
            if answer is not None:
                self._send_json(*answer)
                return
            if not self.path.rstrip("/").endswith("/chat/completions"):
                # Recorded, but scripted replies are for chat completions only: a
                # client's POST /tokenize to a server without it must not eat one.
                server._record(self._recorded(body))
                if server.props and self.path.rstrip("/") == "/tokenize":
                    content = body.get("content", "") if isinstance(body, dict) else ""
                    tokens = list(range(server.counter(str(content))))
                    self._send_json(200, {"tokens": tokens})
                else:
                    self._send_json(404, {"error": {"message": f"no route {self.path}"}})
                return
            reply = server._take(self._recorded(body))
            scripted = reply is not None
            if reply is None and server.responder is not None and isinstance(body, dict):
                reply = server.responder(body)
            if reply is None:
                message = "no scripted reply: the test's script is empty"
                self._send_json(500, {"error": {"message": message, "type": "test_script"}})
                return
            if reply.delay:
                time.sleep(reply.delay)
            request = body if isinstance(body, dict) else {}
            prompt = server.prompt_tokens(request) if server.context_limit else None
            if prompt is not None and server.context_limit and prompt > server.context_limit:
                if scripted and reply is not None:
                    server._untake(reply)
                server.rejected += 1
                message = (
                    f"request ({prompt} tokens) exceeds the available context size "
                    f"({server.context_limit} tokens), try increasing it"
                )
                self._send_json(400, {"error": {"message": message, "code": 400}})
                return
            try:
                if reply.kind == "http_error":
                    headers = {"Retry-After": reply.retry_after} if reply.retry_after else {}
                    error = {"error": {"message": reply.message, "code": reply.status}}
                    self._send_json(reply.status, error, headers)
                elif request.get("stream"):
                    self._stream(reply, request, prompt)
                elif reply.kind == "malformed":
                    self._send_raw(200, b'{"choices": [', "application/json")
                else:
                    self._send_json(200, reply.completion_json(request))
            except (BrokenPipeError, ConnectionResetError):
                self.close_connection = True

        def _recorded(self, body: Any) -> RecordedRequest:
            headers = {k.lower(): v for k, v in self.headers.items()}
            return RecordedRequest(self.command, self.path, headers, body)

        def _send_json(self, status: int, data: Any, headers: dict[str, str] | None = None) -> None:
            self._send_raw(status, json.dumps(data).encode(), "application/json", headers)

        def _send_raw(
            self, status: int, payload: bytes, kind: str, headers: dict[str, str] | None = None
        ) -> None:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(payload)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(payload)

        def _stream(self, reply: Reply, request: dict[str, Any], prompt: int | None) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            self.wfile.flush()
            pause = 1 / reply.tokens_per_second if reply.tokens_per_second else 0.0
            for sent, event in enumerate(reply.sse_events(request, prompt)):
                if sent == reply.hold_after:
                    server._hold()
                if sent == reply.cut_after:
                    if reply.clean_cut:
                        break
                    self.close_connection = True
                    self.connection.shutdown(socket.SHUT_RDWR)
                    return
                if pause:
                    time.sleep(pause)
                if reply.keepalive:
                    event = b": keep-alive\n\n" + event
                self._chunk(event)
            self._chunk(b"")

        def _chunk(self, data: bytes) -> None:
            self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))

    return Handler

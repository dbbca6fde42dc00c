"""Shared pieces for the ``studio.web.fetch`` tests: a real loopback server and a router.

Loopback is exactly what the fetcher refuses, so the positive tests reach the
server through two injected seams, leaving the blocking logic untouched:

* a fake resolver maps invented names (``public.test``) to :data:`PUBLIC_IP`, a
  public unicast address that passes the address check;
* :class:`RouteToLoopback`, the transport, receives the pinned request (URL host =
  the checked IP) and redirects connections for :data:`PUBLIC_IP` to 127.0.0.1.
  It records every request, so tests can see what the fetcher really sent.

The hostile tests use the fetcher's own default transport: if a check failed,
the request would reach the loopback server and show up in ``server.hits``.

This module holds no tests; it is named ``test_web_*`` only because that is the
file pattern this feature owns.
"""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest

from studio.web.fetch import WebFetcher

# Public unicast (example.com's long-standing address). It is never dialled: the
# router below sends its traffic to loopback, and conftest fails any real connect.
PUBLIC_IP = "93.184.216.34"

Handler = Callable[[BaseHTTPRequestHandler], None]


@dataclass
class Hit:
    """One request the loopback server received."""

    path: str
    headers: dict[str, str]


def respond(
    status: int = 200,
    body: bytes | str = b"",
    content_type: str | None = "text/html; charset=utf-8",
    headers: dict[str, str] | None = None,
) -> Handler:
    """A handler that sends one complete response."""
    data = body.encode("utf-8") if isinstance(body, str) else body

    def handle(request: BaseHTTPRequestHandler) -> None:
        request.send_response(status)
        if content_type is not None:
            request.send_header("Content-Type", content_type)
        for name, value in (headers or {}).items():
            request.send_header(name, value)
        request.send_header("Content-Length", str(len(data)))
        request.end_headers()
        request.wfile.write(data)

    return handle


def redirect(status: int, location: str) -> Handler:
    """A handler that redirects to ``location``."""
    return respond(status, b"", "text/plain", {"Location": location})


@dataclass
class LoopbackServer:
    """A threaded HTTP server on 127.0.0.1 with per-path handlers and a hit log."""

    routes: dict[str, Handler] = field(default_factory=dict)
    hits: list[Hit] = field(default_factory=list)
    # Set at teardown so handlers that stall on purpose return and the threads end.
    release: threading.Event = field(default_factory=threading.Event)
    port: int = 0

    def url(self, path: str = "/", host: str = "127.0.0.1") -> str:
        return f"http://{host}:{self.port}{path}"

    def paths(self) -> list[str]:
        return [hit.path for hit in self.hits]


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Client disconnects (the fetcher stopping at its size cap) are expected."""


def _handler_class(state: LoopbackServer) -> type[BaseHTTPRequestHandler]:
    class _Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            state.hits.append(Hit(self.path, {k.lower(): v for k, v in self.headers.items()}))
            handler = state.routes.get(self.path.split("?", 1)[0])
            if handler is None:
                respond(404, "no such route", "text/plain")(self)
                return
            try:
                handler(self)
            except (BrokenPipeError, ConnectionResetError):
                pass  # The fetcher hung up early, which is what the cap tests want.

        def log_message(self, format: str, *args: Any) -> None:
            """Keep test output quiet."""

    return _Handler


@pytest.fixture
def web_server() -> Iterator[LoopbackServer]:
    """A running :class:`LoopbackServer`, shut down (stalled handlers released) afterwards."""
    state = LoopbackServer()
    server = _Server(("127.0.0.1", 0), _handler_class(state))
    state.port = server.server_address[1]
    # A short poll interval keeps shutdown() (which waits one poll) fast per test.
    thread = threading.Thread(target=server.serve_forever, args=(0.02,), daemon=True)
    thread.start()
    try:
        yield state
    finally:
        state.release.set()
        server.shutdown()
        server.server_close()
        thread.join()


class RouteToLoopback(httpx.AsyncBaseTransport):
    """Delivers requests for :data:`PUBLIC_IP` to 127.0.0.1 and records every request.

    HTTPS requests are answered here without a connection (the loopback server speaks
    plain HTTP); they are recorded so tests can check the SNI name the fetcher asked for.
    """

    def __init__(self) -> None:
        self.inner = httpx.AsyncHTTPTransport()
        self.sent: list[httpx.Request] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.sent.append(request)
        if request.url.scheme == "https":
            return httpx.Response(200, headers={"Content-Type": "text/plain"}, text="tls")
        if request.url.host == PUBLIC_IP:
            request = httpx.Request(
                request.method,
                request.url.copy_with(host="127.0.0.1"),
                headers=request.headers,
                extensions=request.extensions,
            )
        return await self.inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self.inner.aclose()


class FakeResolver:
    """A resolver over a fixed table; names not in it fail like a real lookup would."""

    def __init__(self, table: dict[str, list[str] | Callable[[], list[str]]]) -> None:
        self.table = table
        self.calls: list[str] = []

    async def __call__(self, host: str, port: int) -> list[str]:
        self.calls.append(host)
        entry = self.table.get(host)
        if entry is None:
            raise OSError(f"[fake resolver] unknown host {host}")
        return entry() if callable(entry) else list(entry)


DEFAULT_NAMES: dict[str, list[str] | Callable[[], list[str]]] = {
    "public.test": [PUBLIC_IP],
    "private.test": ["10.0.0.7"],
    "loop.test": ["127.0.0.1"],
    "metadata.test": ["169.254.169.254"],
    "mixed.test": [PUBLIC_IP, "127.0.0.1"],
    "mixed-v6.test": [PUBLIC_IP, "::1"],
    "mapped.test": ["::ffff:127.0.0.1"],
    "shared.test": ["100.64.1.1"],
}


@dataclass
class Made:
    """A fetcher with the seams it was built with."""

    fetcher: WebFetcher
    resolver: FakeResolver
    transport: RouteToLoopback | None

    async def fetch(self, url: Any, options: Any = None) -> dict[str, Any]:
        return await self.fetcher.fetch(url, options)


MakeFetcher = Callable[..., Made]


@pytest.fixture
async def make_fetcher() -> AsyncIterator[MakeFetcher]:
    """Build fetchers; ``routed=True`` (default) uses :class:`RouteToLoopback`.

    With ``routed=False`` the fetcher keeps its own default transport, which is what
    the hostile tests want: nothing but the address check stands between the URL and
    the loopback server.
    """
    made: list[Made] = []

    def make(
        *,
        routed: bool = True,
        names: dict[str, list[str] | Callable[[], list[str]]] | None = None,
        **kwargs: Any,
    ) -> Made:
        resolver = FakeResolver({**DEFAULT_NAMES, **(names or {})})
        transport = RouteToLoopback() if routed else None
        fetcher = WebFetcher(transport=transport, resolver=resolver, **kwargs)
        made.append(Made(fetcher, resolver, transport))
        return made[-1]

    yield make
    for item in made:
        await item.fetcher.aclose()


async def never_resolves(host: str, port: int) -> list[str]:
    """A resolver for tests that must not resolve anything."""
    raise AssertionError(f"resolver called for {host}")


Resolver = Callable[[str, int], Awaitable[list[str]]]

"""A real ``character-studio serve`` application on a loopback socket, for tests.

uvicorn runs the application in a background thread with its own event loop (the
players run there, as in production); tests talk to it over real HTTP with httpx
or a browser. :class:`RunningServer` waits on uvicorn's own start-up, never on a
sleep.
"""

from __future__ import annotations

import asyncio
import socket
import threading
from typing import Any, Self

import httpx
import uvicorn

CSRF = {"X-Character-Studio": "1"}


class _Server(uvicorn.Server):
    def __init__(self, config: uvicorn.Config) -> None:
        super().__init__(config)
        self.ready = threading.Event()

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        self.ready.set()


class RunningServer:
    """The application served on ``127.0.0.1:<ephemeral>``; a context manager."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._sock.bind(("127.0.0.1", 0))
        self.port = self._sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(
            app, log_level="warning", ws="none", lifespan="on", timeout_graceful_shutdown=5,
            proxy_headers=False,
        )
        self._server = _Server(config)
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        asyncio.run(self._server.serve(sockets=[self._sock]))

    def __enter__(self) -> Self:
        self._thread.start()
        if not self._server.ready.wait(30):
            raise RuntimeError("the server did not start")
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.should_exit = True
        self._thread.join(30)
        self._sock.close()

    def client(self, **kwargs: Any) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=30, **kwargs)


def sse_events(response: httpx.Response) -> list[tuple[str, Any]]:
    """The (event, data) pairs of a finished SSE response, data parsed as JSON."""
    import json

    events: list[tuple[str, Any]] = []
    name, data = "message", []
    for line in response.iter_lines():
        if line.startswith("event: "):
            name = line[7:]
        elif line.startswith("data: "):
            data.append(line[6:])
        elif line == "" and data:
            events.append((name, json.loads("\n".join(data))))
            name, data = "message", []
    return events

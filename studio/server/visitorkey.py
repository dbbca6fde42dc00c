"""Visitors bring their key: each request carries the visitor's model key, used for
that request's model calls only and never stored, logged or echoed.

The page keeps the key in the browser's ``sessionStorage`` and the JS client sends it
as ``X-Model-Key`` with every API request. :func:`studio.server.identity.current_user`
puts it in :data:`VISITOR_KEY` (a context variable, so it reaches the reply's task and
the agents' ``callModel`` calls made inside it, and no other request), and the players'
model clients send through :class:`VisitorKeyTransport`, which writes it into the
``Authorization`` header of each outgoing request. An error body from the provider
that quotes the key has it replaced before anything reads it, so it cannot reach an
error event, the conversation file or the request journal.

The visitor's folder is named by a salted hash of the key (:func:`visitor_user`): the
same key finds its conversations again; the key itself is nowhere on disk.
"""

from __future__ import annotations

import hashlib
from contextvars import ContextVar

import httpx

from studio.errors import ProviderError

__all__ = ["KEY_HEADER", "VISITOR_KEY", "VisitorKeyTransport", "visitor_user"]

KEY_HEADER = "x-model-key"
VISITOR_KEY: ContextVar[str | None] = ContextVar("visitor_key", default=None)
_SALT = b"character-studio visitor folder v1:"
_HIDDEN = b"[your key]"


def visitor_user(key: str) -> str:
    """The folder name of the visitor with this key (a salted hash, not the key)."""
    return "k-" + hashlib.sha256(_SALT + key.encode("utf-8")).hexdigest()[:40]


class VisitorKeyTransport(httpx.AsyncBaseTransport):
    """Sends each model request with the current visitor's key (see the module doc)."""

    def __init__(self, inner: httpx.AsyncBaseTransport | None = None) -> None:
        self._inner = inner or httpx.AsyncHTTPTransport(retries=0)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        key = VISITOR_KEY.get()
        if not key:
            raise ProviderError("no API key came with this request: enter your key and retry")
        request.headers["Authorization"] = f"Bearer {key}"
        response = await self._inner.handle_async_request(request)
        if response.status_code < 400:
            return response
        try:
            body = await response.aread()
        finally:
            await response.aclose()
        secret = key.encode("utf-8")
        headers = [
            (name, value)
            for name, value in response.headers.raw
            if name.lower() not in (b"content-length", b"content-encoding", b"transfer-encoding")
        ]
        return httpx.Response(
            response.status_code,
            headers=headers,
            content=body.replace(secret, _HIDDEN),
            request=request,
            extensions={k: v for k, v in response.extensions.items() if k != "network_stream"},
        )

    async def aclose(self) -> None:
        await self._inner.aclose()

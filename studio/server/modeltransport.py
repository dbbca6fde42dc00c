"""The one connection pool every player's model client sends through.

Each conversation has its own :class:`~studio.engine.CharacterPlayer` and so its
own model client; without a shared transport every new player would build its own
TLS context and open its own connections to the endpoint (hundreds of
milliseconds on a busy host, before the first token). :class:`SharedTransport`
is handed to them all: a player's ``close`` leaves it open, the pool closes it
with :meth:`SharedTransport.close_shared`.

It also forwards who the request is for, when the operator asks for it
(``--forward-user-header X-User``): the signed-in user's id (the JWT's ``sub``, the
proxy's header) of the request being served, taken from :data:`USER_ID` (a
context variable set per request, so it reaches the reply's task and its agents'
``callModel`` calls and no other request). A model request made outside any
user's request carries no such header, never a stale or another user's value.

And it meters tokens for the tokens-per-day quota: the ``usage`` the endpoint
reports in a response (the streamed chunk that carries it, or a JSON body) is
handed to :data:`TOKEN_METER` of the request being served, as it arrives.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextvars import ContextVar
from typing import Any

import httpx
import orjson

__all__ = ["TOKEN_METER", "USER_ID", "SharedTransport"]

USER_ID: ContextVar[str | None] = ContextVar("user_id", default=None)
#: Charges the tokens a model response reports to the user being served.
TOKEN_METER: ContextVar[Callable[[int], None] | None] = ContextVar("token_meter", default=None)
_MAX_SCANNED = 4_000_000  # A JSON body longer than this is not searched for usage.


def _tokens(usage: Any) -> int:
    if not isinstance(usage, dict):
        return 0
    total = usage.get("total_tokens")
    if isinstance(total, int) and total > 0:
        return total
    parts = (usage.get("prompt_tokens"), usage.get("completion_tokens"))
    return sum(p for p in parts if isinstance(p, int) and p > 0)


class _Metered(httpx.AsyncByteStream):
    """A response body passed on unchanged, its reported usage charged on the way."""

    def __init__(
        self, inner: httpx.AsyncByteStream, charge: Callable[[int], None], sse: bool
    ) -> None:
        self._inner = inner
        self._charge = charge
        self._sse = sse

    def _scan(self, data: bytes) -> None:
        if b'"usage"' not in data:
            return
        text = data[5:] if data.startswith(b"data:") else data
        try:
            found = orjson.loads(text)
        except orjson.JSONDecodeError:
            return
        if isinstance(found, dict) and (n := _tokens(found.get("usage"))):
            self._charge(n)

    async def __aiter__(self) -> AsyncIterator[bytes]:
        held = b""
        async for chunk in self._inner:
            yield chunk
            if len(held) + len(chunk) > _MAX_SCANNED:
                held = b""  # Too long to be a usage line or a JSON body worth reading.
                continue
            held += chunk
            if self._sse:
                *lines, held = held.split(b"\n")
                for line in lines:
                    self._scan(line.strip())
        self._scan(held.strip())

    async def aclose(self) -> None:
        await self._inner.aclose()


class SharedTransport(httpx.AsyncBaseTransport):
    """Args:
    inner: The real transport (default: httpx's, without retries).
    identity_header: The header naming the user to the operator's endpoint.
    """

    def __init__(
        self, inner: httpx.AsyncBaseTransport | None = None, identity_header: str | None = None
    ) -> None:
        self._inner = inner or httpx.AsyncHTTPTransport(retries=0)
        self._header = identity_header

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self._header:
            user = USER_ID.get()
            if user:
                request.headers[self._header] = user
            elif self._header in request.headers:
                del request.headers[self._header]
        response = await self._inner.handle_async_request(request)
        charge = TOKEN_METER.get()
        if charge is None or response.status_code >= 400:
            return response
        stream = response.stream
        if not isinstance(stream, httpx.AsyncByteStream):
            return response
        sse = response.headers.get("content-type", "").startswith("text/event-stream")
        return httpx.Response(
            response.status_code,
            headers=response.headers,
            stream=_Metered(stream, charge, sse),
            request=request,
            extensions=response.extensions,
        )

    async def aclose(self) -> None:
        """A player closing: the pool stays open for the others."""

    async def close_shared(self) -> None:
        await self._inner.aclose()

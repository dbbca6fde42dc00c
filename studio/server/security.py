"""Request guards for every route: host check, CSRF header, body cap, page headers.

Pure ASGI middleware (no buffering), in the order :func:`install` adds them:

- **Host**: personal mode answers only requests addressed to a loopback name
  (``127.0.0.1``, ``localhost``, ``[::1]``), which defeats DNS rebinding.
- **CSRF**: a request that changes anything (any method but GET, HEAD, OPTIONS)
  must carry ``X-Character-Studio: 1``. Browsers do not let a cross-site form or
  a simple ``fetch`` add such a header without a CORS preflight, which this
  server never grants, so another site cannot post in the user's name.
- **Body cap**: a declared ``Content-Length`` over the cap is answered 413 before
  the body is read; a chunked body is cut off at the cap with 413.
- **Headers**: a strict Content-Security-Policy (scripts, styles and connections
  from this origin only, no inline script, no framing, no plugins), no MIME
  sniffing, no referrer.
"""

from __future__ import annotations

from typing import Any

import orjson

__all__ = ["CSP", "CSRF_HEADER", "install"]

CSRF_HEADER = "x-character-studio"
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'; object-src 'none'"
)
_SAFE = frozenset({"GET", "HEAD", "OPTIONS"})
_LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "[::1]"})
_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
]

Scope = dict[str, Any]


async def _refuse(send: Any, status: int, message: str) -> None:
    body = orjson.dumps({"error": message})
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"application/json"), *_HEADERS],
        }
    )
    await send({"type": "http.response.body", "body": body})


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key == name:
            return str(value.decode("latin-1"))
    return None


class Guard:
    """The four guards above as one ASGI middleware."""

    def __init__(self, app: Any, *, max_body: int, loopback_only: bool = True) -> None:
        self.app = app
        self.max_body = max_body
        self.loopback_only = loopback_only

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if self.loopback_only:
            host = (_header(scope, b"host") or "").lower()
            name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
            if name not in _LOOPBACK_HOSTS:
                await _refuse(send, 421, "this personal server answers only on loopback")
                return
        if scope["method"] not in _SAFE and _header(scope, CSRF_HEADER.encode()) != "1":
            await _refuse(
                send, 403, f"a request that changes anything needs the {CSRF_HEADER} header"
            )
            return
        declared = _header(scope, b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_body):
            await _refuse(send, 413, f"the request body is over {self.max_body:,} bytes")
            return
        seen = {"bytes": 0, "started": False, "over": False}

        async def counted_receive() -> Any:
            if seen["over"]:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen["bytes"] += len(message.get("body", b""))
                if seen["bytes"] > self.max_body:
                    # A body without Content-Length (chunked) went past the cap: the
                    # 413 is the answer now, and the application sees the client gone,
                    # so it stops reading and whatever it answers is not sent.
                    seen["over"] = True
                    if not seen["started"]:
                        seen["started"] = True
                        await _refuse(
                            send, 413, f"the request body is over {self.max_body:,} bytes"
                        )
                    return {"type": "http.disconnect"}
            return message

        async def secured_send(message: Any) -> None:
            if seen["over"]:
                return
            if message["type"] == "http.response.start":
                seen["started"] = True
                message = {**message, "headers": [*message.get("headers", []), *_HEADERS]}
            await send(message)

        try:
            await self.app(scope, counted_receive, secured_send)
        except Exception:
            if not seen["over"]:
                raise  # Only the application's reaction to the cut-off body is swallowed.


def install(app: Any, *, max_body: int, loopback_only: bool = True) -> Any:
    """Wrap ``app`` in the guards; returns the wrapped ASGI application."""
    return Guard(app, max_body=max_body, loopback_only=loopback_only)

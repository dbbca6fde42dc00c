"""``studio.web.fetch``: the web client agents reach through the bridge (docs/WEB_ACCESS.md).

What lives here: :mod:`.guard` (URL parsing and the address policy that refuses
private, loopback, link-local and other non-public targets), :mod:`.fetch` (the
fetcher: resolve, check, pin, follow redirects by hand, cap size and time) and
:mod:`.text` (charset decoding and HTML-to-readable-text extraction). What it may
import: httpx, the standard library, its HTML parser and :mod:`studio.errors`;
never :mod:`studio.engine` (the engine imports it and passes it to the bridge).
"""

from __future__ import annotations

from studio.web.fetch import NOT_IMPLEMENTED, WebFetcher, WebPage, disabled_fetch
from studio.web.guard import WebFetchError, blocked_reason

__all__ = [
    "NOT_IMPLEMENTED",
    "WebFetchError",
    "WebFetcher",
    "WebPage",
    "blocked_reason",
    "disabled_fetch",
]

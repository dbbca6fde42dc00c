"""Turning HTTP failures into ProviderErrors a user can act on, and retry timing.

Every message built here passes through a :class:`Scrubber` so an API key echoed
back by a server (some echo the Authorization header in error bodies) never
reaches an exception, a log line, or the requests journal.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from email.utils import parsedate_to_datetime
from urllib.parse import urlsplit, urlunsplit

from studio.errors import ProviderError
from studio.providers.types import ToolCall

__all__ = [
    "Scrubber",
    "StreamCutOff",
    "backoff_delay",
    "http_error",
    "public_url",
    "retry_after_seconds",
]


class StreamCutOff(ProviderError):
    """A streamed reply ended early (connection closed, or no data for too long).

    Attributes:
        partial_content: The reply text that did arrive, so the engine can keep it.
        partial_tool_calls: Tool calls accumulated so far (their arguments may be
            incomplete JSON).
    """

    def __init__(
        self, message: str, *, partial_content: str, partial_tool_calls: list[ToolCall]
    ) -> None:
        super().__init__(message, retryable=True)
        self.partial_content = partial_content
        self.partial_tool_calls = partial_tool_calls


class Scrubber:
    """Replaces every occurrence of the API key in text with ``***``."""

    __slots__ = ("_key",)

    def __init__(self, key: str | None) -> None:
        self._key = key or None

    def __call__(self, text: str) -> str:
        """Return ``text`` without the key."""
        if self._key and self._key in text:
            return text.replace(self._key, "***")
        return text

    def __bool__(self) -> bool:
        return self._key is not None

    def exception(self, exc: BaseException) -> BaseException:
        """Scrub ``exc``'s message in place (its type and attributes stay); returns it."""
        if self._key and exc.args and isinstance(exc.args[0], str):
            exc.args = (self(exc.args[0]), *exc.args[1:])
        partial = getattr(exc, "partial_content", None)
        if self._key and isinstance(partial, str):
            exc.partial_content = self(partial)  # type: ignore[attr-defined]
        return exc

    def stream(self, sink: Callable[[str], object]) -> Callable[[str], None]:
        """Wrap a text callback so the key never reaches it, even split across fragments.

        Text that could be the start of the key is held back until the next fragment
        shows it is not (or :meth:`flush_stream` is called at the end of the stream).
        """
        key = self._key
        if key is None:
            return sink  # type: ignore[return-value]
        first = key[0]
        reach = len(key) - 1
        held = [""]

        def feed(text: str) -> None:
            buffer = held[0] + text if held[0] else text
            if key in buffer:
                buffer = buffer.replace(key, "***")
            # Hold back the longest tail of the buffer that is a prefix of the key.
            cut = len(buffer)
            start = max(0, len(buffer) - reach)
            at = buffer.rfind(first, start)
            while at != -1:
                if key.startswith(buffer[at:]):
                    cut = at
                at = buffer.rfind(first, start, at)
            held[0] = buffer[cut:]
            if cut:
                sink(buffer[:cut])

        def flush() -> None:
            if held[0]:
                rest, held[0] = held[0], ""
                sink(rest)

        feed.flush = flush  # type: ignore[attr-defined]
        return feed

    def __repr__(self) -> str:
        return "Scrubber(<hidden>)"


def public_url(url: str) -> str:
    """The URL without query, fragment or user info (where keys sometimes hide)."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def retry_after_seconds(value: str | None, *, now: float | None = None) -> float | None:
    """Parse a ``Retry-After`` header: delta seconds or an HTTP date; None if absent/bad."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    current = time.time() if now is None else now
    return max(0.0, when.timestamp() - current)


def backoff_delay(
    attempt: int, *, base: float, cap: float, rng: Callable[[], float] = random.random
) -> float:
    """Exponential backoff with jitter for retry number ``attempt`` (0-based).

    The jitter keeps half the exponential delay fixed and randomises the rest,
    so many clients rate-limited together do not retry in lockstep.
    """
    ceiling = min(cap, base * (2**attempt))
    return ceiling * (0.5 + 0.5 * rng())


def _server_message(body: str) -> str:
    """Extract the human message from an OpenAI-style error body, else the raw text."""
    try:
        data = json.loads(body)
    except ValueError:
        return body.strip()[:300]
    if isinstance(data, dict):
        error = data.get("error", data)
        if isinstance(error, dict):
            message = error.get("message") or error.get("detail")
            if isinstance(message, str):
                return message[:300]
        elif isinstance(error, str):
            return error[:300]
    return body.strip()[:300]


def http_error(status: int, body: str, *, url: str, scrub: Scrubber) -> ProviderError:
    """The ProviderError for an HTTP error response.

    Args:
        status: The HTTP status code (400 or above).
        body: The response body text.
        url: The public URL requested (no secrets).
        scrub: Removes the API key from anything quoted from the body.
    """
    message = scrub(_server_message(body)) or "(no message)"
    if status in (401, 403):
        text = (
            f"the model endpoint refused the request (HTTP {status}: {message}). "
            "Check the API key in Settings for this provider."
        )
    elif status == 404:
        text = (
            f"the model endpoint answered 404 at {url} ({message}). "
            "Check the base URL and the model name."
        )
    elif status == 429:
        text = (
            f"the model endpoint is rate limiting requests (HTTP 429: {message}). Try again later."
        )
    elif status >= 500:
        text = f"the model endpoint failed (HTTP {status}: {message}). Try again later."
    else:
        text = f"the model endpoint rejected the request (HTTP {status}: {message})"
    return ProviderError(text, status=status, retryable=status == 429 or status >= 500)

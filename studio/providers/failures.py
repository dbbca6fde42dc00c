"""Turning HTTP failures into ProviderErrors a user can act on, and retry timing.

Every message built here passes through a :class:`Scrubber` so an API key echoed
back by a server (some echo the Authorization header in error bodies) never
reaches an exception, a log line, or the requests journal.
"""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Callable
from email.utils import parsedate_to_datetime
from urllib.parse import urlsplit, urlunsplit

from studio.errors import ProviderError
from studio.providers.types import ToolCall

__all__ = [
    "ContextLengthError",
    "RoleAlternationError",
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


class RoleAlternationError(ProviderError):
    """The server's chat template refused the message order.

    Attributes:
        option: The per-provider setting that fixes it: ``"merge_roles"``
            (consecutive same-role messages) or ``"system_as_user"`` (no system role).
    """

    def __init__(self, message: str, *, status: int | None, option: str) -> None:
        super().__init__(message, status=status, retryable=False)
        self.option = option


class ContextLengthError(ProviderError):
    """The server refused a prompt longer than its context.

    Attributes:
        window: The context size the server named in its answer, when it did.
    """

    def __init__(self, message: str, *, status: int | None, window: int | None) -> None:
        super().__init__(message, status=status, retryable=False)
        self.window = window


# A server's reason is shown whole (users need it to act); this only stops a
# megabyte HTML error page from flooding the chat.
_MESSAGE_CAP = 20_000
_ALTERNATION = re.compile(r"roles must alternate|must alternate|alternating|alternate user", re.I)
_NO_SYSTEM = re.compile(r"system role (is )?not supported|does not support (a )?system", re.I)
_MALFORMED = re.compile(
    r"failed to parse|parse tool call|invalid json|malformed|not valid json|json parse|"
    r"unexpected token|jinja|template",
    re.I,
)
_OVERFLOW = re.compile(
    r"exceeds? the (available )?context|context (length|size|window)|maximum context|"
    r"too many tokens|prompt is too long",
    re.I,
)
_WINDOW = re.compile(
    r"context size \((\d+) tokens\)|maximum context length is (\d+)|context length of (\d+)|"
    r"n_ctx[^0-9]{0,8}(\d+)",
    re.I,
)


MIN_SCRUBBED_KEY = 8


class Scrubber:
    """Replaces every occurrence of the API key in text with ``***``."""

    __slots__ = ("_key",)

    def __init__(self, key: str | None) -> None:
        # A "key" of a few characters (a local server's placeholder such as "x") is no
        # secret, and replacing every occurrence would garble ordinary replies.
        self._key = key if key and len(key) >= MIN_SCRUBBED_KEY else None

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
        thought = getattr(exc, "partial_reasoning", None)
        if self._key and isinstance(thought, str):
            exc.partial_reasoning = self(thought)  # type: ignore[attr-defined]
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
        return body.strip()[:_MESSAGE_CAP]
    if isinstance(data, dict):
        error = data.get("error", data)
        if isinstance(error, dict):
            message = error.get("message") or error.get("detail")
            if isinstance(message, str):
                return message[:_MESSAGE_CAP]
        elif isinstance(error, str):
            return error[:_MESSAGE_CAP]
    return body.strip()[:_MESSAGE_CAP]


def _named_window(message: str) -> int | None:
    match = _WINDOW.search(message)
    if match is None:
        return None
    return int(next(g for g in match.groups() if g))


def http_error(status: int, body: str, *, url: str, scrub: Scrubber) -> ProviderError:
    """The ProviderError for an HTTP error response.

    Args:
        status: The HTTP status code (400 or above).
        body: The response body text.
        url: The public URL requested (no secrets).
        scrub: Removes the API key from anything quoted from the body.
    """
    message = scrub(_server_message(body)) or "(no message)"
    if status in (400, 422, 500) and _NO_SYSTEM.search(message):
        return RoleAlternationError(
            f"the model's chat template refuses a system message (HTTP {status}: {message}). "
            "Turn on 'Send the system prompt as user text' for this provider in Settings.",
            status=status,
            option="system_as_user",
        )
    if status in (400, 422, 500) and _ALTERNATION.search(message):
        return RoleAlternationError(
            f"the model's chat template wants user and assistant messages to alternate "
            f"(HTTP {status}: {message}). Turn on 'Merge consecutive messages of one role' "
            "for this provider in Settings.",
            status=status,
            option="merge_roles",
        )
    if status in (400, 413, 422) and _OVERFLOW.search(message):
        return ContextLengthError(
            f"the prompt is longer than the model's context (HTTP {status}: {message}). "
            "Set this model's context size in Settings.",
            status=status,
            window=_named_window(message),
        )
    if status in (401, 403):
        text = (
            f"the model endpoint refused the request (HTTP {status}: {message}). "
            "Check the API key for this provider."
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
    elif status >= 500 and _MALFORMED.search(message):
        # A server that cannot parse what it was sent will not parse it on a retry.
        text = (
            f"the model endpoint could not process the request (HTTP {status}: {message}). "
            "This is not a temporary failure; the request was not retried."
        )
        return ProviderError(text, status=status, retryable=False)
    elif status >= 500:
        text = f"the model endpoint failed (HTTP {status}: {message}). Try again later."
    else:
        text = f"the model endpoint rejected the request (HTTP {status}: {message})"
    return ProviderError(text, status=status, retryable=status == 429 or status >= 500)

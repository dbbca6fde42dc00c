"""Server-sent events decoding and chat-completion stream accumulation.

This is the hot path of every turn, so it works on bytes, splits on ``\\n`` once
per network chunk, and does no per-line decoding: JSON payloads are parsed
as bytes. Comments (``: keep-alive``) and fields other than
``data`` are ignored; a multi-line ``data`` event is joined with newlines as the
SSE specification says. Payloads are parsed with orjson (about five times faster
than ``json`` on these small chunks).
"""

from __future__ import annotations

import json
from typing import Any

import orjson

from studio.errors import ProviderError
from studio.providers.types import TextDelta, ToolCall, ToolCallDelta, Usage

__all__ = ["SSEDecoder", "StreamState"]


class SSEDecoder:
    """Turns a byte stream into SSE ``data`` payloads, one per event."""

    __slots__ = ("_buffer", "_data")

    def __init__(self) -> None:
        self._buffer = b""
        self._data: list[bytes] = []

    def feed(self, chunk: bytes) -> list[bytes]:
        """Consume a network chunk and return the payloads of the events it completed."""
        if (
            not self._buffer
            and not self._data
            and chunk[-2:] == b"\n\n"
            and chunk[:5] == b"data:"
            and chunk.count(b"\n") == 2
            and chunk[-3:-2] != b"\r"
        ):
            # The usual case: a chunk holding exactly one single-line ``data`` event.
            # Same result as the general path below, without splitting into lines.
            return [chunk[6:-2] if chunk[5:6] == b" " else chunk[5:-2]]
        buffer = self._buffer + chunk if self._buffer else chunk
        lines = buffer.split(b"\n")
        self._buffer = lines.pop()
        out: list[bytes] = []
        data = self._data
        for line in lines:
            if line.endswith(b"\r"):
                line = line[:-1]
            if not line:
                if data:
                    out.append(data[0] if len(data) == 1 else b"\n".join(data))
                    data.clear()
            elif line.startswith(b"data:"):
                value = line[5:]
                data.append(value[1:] if value.startswith(b" ") else value)
        return out

    def flush(self) -> list[bytes]:
        """End of stream: dispatch an event that was not followed by a blank line."""
        out = self.feed(b"\n\n") if self._buffer or self._data else []
        return out


class StreamState:
    """Accumulates one streamed reply: text, tool calls by index, finish reason, usage."""

    __slots__ = ("_calls", "finish_reason", "parts", "usage")

    def __init__(self) -> None:
        self.parts: list[str] = []
        # index -> [id, name, argument fragments]; id and name usually arrive only in
        # the first fragment of a call, and indices of parallel calls may interleave.
        self._calls: dict[int, list[Any]] = {}
        self.finish_reason: str | None = None
        self.usage: Usage | None = None

    @property
    def content(self) -> str:
        """All text received so far."""
        return "".join(self.parts)

    def tool_calls(self) -> list[ToolCall]:
        """The complete tool calls, ordered by stream index."""
        calls = []
        for index in sorted(self._calls):
            call_id, name, fragments = self._calls[index]
            calls.append(ToolCall(call_id or f"call_{index}", name or "", "".join(fragments)))
        return calls

    def apply(self, payload: bytes) -> list[TextDelta | ToolCallDelta]:
        """Apply one ``data`` payload (not ``[DONE]``) and return the events it carries.

        Raises:
            ProviderError: The payload is not JSON, or is an ``error`` object.
        """
        try:
            chunk = orjson.loads(payload)
        except ValueError:  # orjson.JSONDecodeError is a ValueError
            raise ProviderError(
                "the model endpoint sent a malformed stream chunk (not valid JSON): "
                f"{payload[:200].decode('utf-8', 'replace')!r}"
            ) from None
        if not isinstance(chunk, dict):
            raise ProviderError(f"the model endpoint sent an unexpected stream chunk: {chunk!r}")
        if "error" in chunk:
            raise stream_error(chunk["error"])
        usage = chunk.get("usage")
        if usage:
            self.usage = Usage.from_json(usage)
        choices = chunk.get("choices")
        if not choices:
            return []
        choice = choices[0]
        events: list[TextDelta | ToolCallDelta] = []
        delta = choice.get("delta") or {}
        text = delta.get("content")
        if text:
            self.parts.append(text)
            events.append(TextDelta(text))
        fragments = delta.get("tool_calls")
        if fragments:
            for fragment in fragments:
                events.append(self._apply_tool_fragment(fragment))
        reason = choice.get("finish_reason")
        if reason:
            self.finish_reason = reason
        return events

    def absorb(self, payload: bytes) -> str | None:
        """Like :meth:`apply`, but builds no events: returns the text delta, if any.

        The callback stream path (:func:`~studio.providers.streaming.consume_stream`)
        uses it; tool-call fragments are accumulated exactly as :meth:`apply` does.
        """
        try:
            chunk = orjson.loads(payload)
        except ValueError:
            raise ProviderError(
                "the model endpoint sent a malformed stream chunk (not valid JSON): "
                f"{payload[:200].decode('utf-8', 'replace')!r}"
            ) from None
        if type(chunk) is not dict:
            raise ProviderError(f"the model endpoint sent an unexpected stream chunk: {chunk!r}")
        if "error" in chunk:
            raise stream_error(chunk["error"])
        usage = chunk.get("usage")
        if usage:
            self.usage = Usage.from_json(usage)
        choices = chunk.get("choices")
        if not choices:
            return None
        choice = choices[0]
        delta = choice.get("delta") or {}
        text = delta.get("content")
        if text:
            self.parts.append(text)
        fragments = delta.get("tool_calls")
        if fragments:
            for fragment in fragments:
                self._apply_tool_fragment(fragment)
        reason = choice.get("finish_reason")
        if reason:
            self.finish_reason = reason
        return text or None

    def _apply_tool_fragment(self, fragment: dict[str, Any]) -> ToolCallDelta:
        index = fragment.get("index")
        if not isinstance(index, int):
            # Some servers omit the index for a single call; appending is all we can do.
            index = max(self._calls, default=-1) + (0 if fragment.get("id") is None else 1)
            index = max(index, 0)
        function = fragment.get("function") or {}
        name = function.get("name")
        arguments = function.get("arguments") or ""
        call = self._calls.get(index)
        if call is None:
            call = self._calls[index] = [None, None, []]
        if fragment.get("id") and not call[0]:
            call[0] = fragment["id"]
        if name and not call[1]:
            call[1] = name
        if arguments:
            call[2].append(arguments)
        return ToolCallDelta(index, name, arguments)


def stream_error(error: object) -> ProviderError:
    """A ProviderError for an ``error`` object sent inside a stream or a body."""
    if isinstance(error, dict):
        message = error.get("message") or json.dumps(error)
        code = error.get("code")
        status = code if isinstance(code, int) and 100 <= code < 600 else None
    else:
        message, status = str(error), None
    return ProviderError(
        f"the model endpoint reported an error: {message}",
        status=status,
        retryable=status is not None and (status == 429 or status >= 500),
    )

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
import re
from typing import Any

import orjson

from studio.errors import ProviderError
from studio.providers.types import TextDelta, ToolCall, ToolCallDelta, Usage

__all__ = ["MAX_REASONING_CHARS", "ReasoningRunaway", "SSEDecoder", "StreamState"]

# A backslash and the character it escapes, to find the quotes that are not escaped.
_ESCAPES = re.compile(rb"\\.", re.DOTALL)
# How many chunks per stream may be tried as the text-chunk template (StreamState.absorb).
_LESSONS = 4
# A model that reasons this long without answering is stopped: some local servers
# ignore max_tokens for reasoning, and a reasoning loop would otherwise never end.
MAX_REASONING_CHARS = 64_000


class ReasoningRunaway(ProviderError):
    """The model streamed more reasoning than :data:`MAX_REASONING_CHARS`.

    Attributes:
        partial_content: The reply text that did arrive (usually none).
        partial_reasoning: The reasoning that arrived.
    """

    def __init__(self, content: str, reasoning: str) -> None:
        super().__init__(
            f"the model reasoned for more than {MAX_REASONING_CHARS:,} characters without "
            "finishing its reply, so it was stopped. Lower the reply length (max_tokens) or "
            "turn the model's reasoning off on the server, then send again.",
            retryable=False,
        )
        self.partial_content = content
        self.partial_reasoning = reasoning


class SSEDecoder:
    """Turns a byte stream into SSE ``data`` payloads, one per event."""

    __slots__ = ("_buffer", "_data")

    def __init__(self) -> None:
        self._buffer = b""
        self._data: list[bytes] = []

    def feed(self, chunk: bytes) -> list[bytes]:
        """Consume a network chunk and return the payloads of the events it completed."""
        end = len(chunk) - 2
        if (
            chunk.find(b"\n") == end
            and chunk.startswith(b"data:")
            and chunk[-1] == 10  # b"\n"
            and chunk[end - 1] != 13  # b"\r"
            and not self._buffer
            and not self._data
        ):
            # The usual case: a chunk holding exactly one single-line ``data`` event
            # (its only newlines are the last two). Same result as the general path
            # below, without splitting into lines. consume_stream inlines this test:
            # change both together.
            return [chunk[6:end] if chunk[5] == 32 else chunk[5:end]]  # 32: b" "
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

    @property
    def idle(self) -> bool:
        """True when no partial line or event is buffered (the next chunk starts afresh)."""
        return not self._buffer and not self._data

    def flush(self) -> list[bytes]:
        """End of stream: dispatch an event that was not followed by a blank line."""
        out = self.feed(b"\n\n") if self._buffer or self._data else []
        return out


class StreamState:
    """Accumulates one streamed reply: text, tool calls by index, finish reason, usage."""

    __slots__ = (
        "_calls", "_head", "_lessons", "_reasoned", "_tail", "finish_reason", "parts",
        "reasoning_parts", "timings", "usage",
    )  # fmt: skip

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.reasoning_parts: list[str] = []
        self._reasoned = 0
        # index -> [id, name, argument fragments]; id and name usually arrive only in
        # the first fragment of a call, and indices of parallel calls may interleave.
        self._calls: dict[int, list[Any]] = {}
        self.finish_reason: str | None = None
        self.usage: Usage | None = None
        # llama.cpp's per-request ``timings`` (prompt_n, cache_n, prompt_ms, ...).
        self.timings: dict[str, float] | None = None
        # The text-chunk template of :meth:`absorb`: the bytes before and after the
        # content string of the last plain text chunk (see _learn).
        self._head: bytes | None = None
        self._tail = b""
        self._lessons = _LESSONS

    def _timings(self, data: object) -> None:
        if isinstance(data, dict):
            self.timings = {
                k: v
                for k, v in data.items()
                if isinstance(k, str) and isinstance(v, int | float) and not isinstance(v, bool)
            }

    def has_output(self) -> bool:
        """Whether any reply text, reasoning or tool call has arrived."""
        return bool(self.parts or self.reasoning_parts or self._calls)

    def final_usage(self) -> Usage | None:
        """The usage, with llama.cpp's ``timings.cache_n`` as the cached prompt
        tokens when the usage object did not say."""
        usage, timings = self.usage, self.timings
        if usage is None or usage.cached_tokens is not None or not timings:
            return usage
        cached = timings.get("cache_n")
        if not isinstance(cached, int) or cached < 0:
            return usage
        return Usage(usage.prompt_tokens, usage.completion_tokens, usage.total_tokens, cached)

    @property
    def content(self) -> str:
        """All text received so far."""
        return "".join(self.parts)

    @property
    def reasoning(self) -> str:
        """All reasoning received so far (``reasoning_content`` / ``reasoning`` deltas)."""
        return "".join(self.reasoning_parts)

    def _reason(self, delta: dict[str, Any]) -> None:
        # DeepSeek and llama.cpp say reasoning_content, OpenRouter says reasoning.
        piece = delta.get("reasoning_content") or delta.get("reasoning")
        if not isinstance(piece, str) or not piece:
            return
        self.reasoning_parts.append(piece)
        self._reasoned += len(piece)
        if self._reasoned > MAX_REASONING_CHARS:
            raise ReasoningRunaway(self.content, self.reasoning)

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
        if "timings" in chunk:
            self._timings(chunk["timings"])
        choices = chunk.get("choices")
        if not choices:
            return []
        delta, choice = _delta(choices)
        events: list[TextDelta | ToolCallDelta] = []
        if len(delta) > 1 or "content" not in delta:
            self._reason(delta)
        text = delta.get("content")
        if text is not None and type(text) is not str:
            raise _malformed("delta.content", text)
        if text:
            self.parts.append(text)
            events.append(TextDelta(text))
        fragments = delta.get("tool_calls")
        if fragments:
            if type(fragments) is not list:
                raise _malformed("delta.tool_calls", fragments)
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

        A provider sends its text chunks in one shape that differs only in the
        content string (same id, model, created, ...). Once a plain text chunk has
        been parsed, its bytes around that string are the template (see
        :meth:`_learn`); a payload that is the template around a single JSON string
        has exactly the template's meaning with that string as its text, so only
        the string is parsed (about half the cost of the whole chunk). Anything
        else is parsed whole, so results and errors are those of :meth:`apply`.
        """
        head = self._head
        if head is not None and payload.startswith(head) and payload.endswith(self._tail):
            token = payload[len(head) : len(payload) - len(self._tail)]
            if len(token) > 1 and token[0] == 34 and token[-1] == 34:  # 34: b'"'
                try:
                    text = orjson.loads(token)
                except ValueError:
                    text = None  # Not one string: parse the whole payload below.
                if type(text) is str:
                    if text:
                        self.parts.append(text)
                        return text
                    return None
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
        if "timings" in chunk:
            self._timings(chunk["timings"])
        choices = chunk.get("choices")
        if not choices:
            return None
        delta, choice = _delta(choices)
        if len(delta) > 1 or "content" not in delta:
            self._reason(delta)
        text = delta.get("content")
        if text is not None and type(text) is not str:
            raise _malformed("delta.content", text)
        if text:
            self.parts.append(text)
        fragments = delta.get("tool_calls")
        if fragments:
            if type(fragments) is not list:
                raise _malformed("delta.tool_calls", fragments)
            for fragment in fragments:
                self._apply_tool_fragment(fragment)
        reason = choice.get("finish_reason")
        if reason:
            self.finish_reason = reason
        elif (
            self._lessons
            and type(text) is str
            and text
            and not fragments
            and not usage
            and not delta.get("reasoning_content")
            and not delta.get("reasoning")
        ):
            self._learn(payload, text)
        return text or None

    def _learn(self, payload: bytes, text: str) -> None:
        """Take ``payload``, a plain text chunk whose content is ``text``, as the template.

        It is taken only when provably right: the content's canonical JSON form
        occurs in the payload after an even number of unescaped quotes (so it is
        one whole string token, not part of another string), and putting an empty
        string in its place yields a chunk whose content is empty (so that token
        is the content, not a key or another field). Then, JSON being context
        free, any single string token in its place means the same chunk with that
        string as its content. A few attempts per stream at most, so a provider
        whose chunks all differ (a per-chunk id or padding) costs almost nothing.
        """
        self._lessons -= 1
        try:
            literal = orjson.dumps(text)
            at = payload.find(literal)
            if at < 0:
                return  # The server escapes differently (e.g. \u00e9): no template.
            head, tail = payload[:at], payload[at + len(literal) :]
            if _ESCAPES.sub(b"", head).count(b'"') % 2:
                return  # It starts inside another string.
            probe = orjson.loads(head + b'""' + tail)
            if probe["choices"][0]["delta"]["content"] != "":
                return
        except (ValueError, LookupError, TypeError):
            return
        self._head, self._tail = head, tail

    def _apply_tool_fragment(self, fragment: dict[str, Any]) -> ToolCallDelta:
        if type(fragment) is not dict:
            raise _malformed("delta.tool_calls[]", fragment)
        index = fragment.get("index")
        if not isinstance(index, int):
            # Some servers omit the index for a single call; appending is all we can do.
            index = max(self._calls, default=-1) + (0 if fragment.get("id") is None else 1)
            index = max(index, 0)
        function = fragment.get("function") or {}
        if type(function) is not dict:
            raise _malformed("tool_calls[].function", function)
        name = function.get("name")
        arguments = function.get("arguments") or ""
        if not isinstance(name, str | None) or type(arguments) is not str:
            raise _malformed("tool_calls[].function", function)
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


def _delta(choices: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """The first choice of a chunk and its ``delta``, checked for shape."""
    if type(choices) is not list:
        raise _malformed("choices", choices)
    choice = choices[0]
    if type(choice) is not dict:
        raise _malformed("choices[0]", choice)
    delta = choice.get("delta") or {}
    if type(delta) is not dict:
        raise _malformed("choices[0].delta", delta)
    return delta, choice


def _malformed(field: str, value: object) -> ProviderError:
    shown = repr(value)
    if len(shown) > 120:
        shown = shown[:117] + "..."
    return ProviderError(
        f"the model endpoint sent a malformed stream chunk: {field} is "
        f"{type(value).__name__} {shown}; is this an OpenAI-compatible server?"
    )


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

"""Scripted replies for the test model server, and how each one is rendered.

Build replies with the small functions below and hand them to
``ModelServer.script``; each reply answers one request, in order::

    server.script(
        text("Hello", chunk_size=3),
        tool_calls([("memory_save", {"key": "a", "value": "b"})], split_args=True),
        usage(prompt=10, completion=5),          # attaches to the reply before it
        http_error(429, retry_after=0),
        cut_after(2, content="partial reply"),
        malformed_json(),
        stream_error("model overloaded"),
        stall(),                                 # headers, then silence
    )

A reply answers a streamed request with SSE chunks and a plain request with one
JSON body, so the same script drives ``stream_chat`` and ``complete``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

__all__ = [
    "Reply",
    "UsageSpec",
    "cut_after",
    "http_error",
    "malformed_json",
    "stall",
    "stream_error",
    "text",
    "tool_calls",
    "usage",
]


@dataclass(frozen=True)
class UsageSpec:
    """Token usage to report; standalone in a script it attaches to the previous reply."""

    prompt: int
    completion: int


@dataclass(frozen=True, kw_only=True)
class Reply:
    """One scripted answer. Prefer the builder functions to constructing this directly.

    Attributes:
        kind: ``ok``, ``http_error``, ``malformed`` or ``stream_error``.
        content: Reply text.
        calls: Tool calls as (name, arguments) where arguments is a dict or raw text.
        chunk_size: Characters per streamed text or argument fragment.
        split_args: Stream tool-call arguments in ``chunk_size`` fragments.
        interleave: Alternate the fragments of parallel tool calls.
        finish_reason: Sent on the last chunk; None sends none.
        usage: Reported usage; None computes a plausible one when asked for.
        status: HTTP status for ``http_error``.
        retry_after: ``Retry-After`` header value for ``http_error``.
        message: Error message for ``http_error``/``stream_error``.
        delay: Seconds to wait before sending the response headers.
        tokens_per_second: Pace of streamed chunks (None: as fast as possible).
        hold_after: After this many chunks, wait until ``ModelServer.release()``.
        cut_after: After this many chunks, drop the connection mid-body.
        clean_cut: With ``cut_after``, end the body properly but without ``[DONE]``.
        keepalive: Send ``: keep-alive`` comment lines between chunks.
    """

    kind: str = "ok"
    content: str = ""
    calls: tuple[tuple[str, Any], ...] = ()
    chunk_size: int = 4
    split_args: bool = False
    interleave: bool = False
    finish_reason: str | None = "stop"
    usage: UsageSpec | None = None
    status: int = 200
    retry_after: str | None = None
    message: str = ""
    delay: float = 0.0
    tokens_per_second: float | None = None
    hold_after: int | None = None
    cut_after: int | None = None
    clean_cut: bool = False
    keepalive: bool = False
    reasoning: str = ""
    reasoning_key: str = "reasoning_content"
    extra: dict[str, Any] = field(default_factory=dict)

    def but(self, **changes: Any) -> Reply:
        """A copy with some fields changed: ``text("hi").but(delay=0.5)``."""
        return replace(self, **changes)

    # -- rendering --------------------------------------------------------------------

    def tool_call_json(self) -> list[dict[str, Any]]:
        """The calls as OpenAI ``tool_calls`` entries."""
        return [
            {
                "id": f"call_{i}",
                "type": "function",
                "function": {"name": name, "arguments": _args_text(args)},
            }
            for i, (name, args) in enumerate(self.calls)
        ]

    def usage_json(self, body: dict[str, Any], prompt: int | None = None) -> dict[str, int]:
        """Reported usage: the scripted one, else the server's count (``prompt``), else
        an estimate from the request."""
        spec = self.usage or UsageSpec(
            prompt if prompt is not None else len(json.dumps(body.get("messages", []))) // 4 + 1,
            len(self.content) // 4 + 1,
        )
        return {
            "prompt_tokens": spec.prompt,
            "completion_tokens": spec.completion,
            "total_tokens": spec.prompt + spec.completion,
        }

    def completion_json(self, body: dict[str, Any]) -> dict[str, Any]:
        """The whole non-streamed reply."""
        message: dict[str, Any] = {"role": "assistant", "content": self.content or None}
        if self.calls:
            message["tool_calls"] = self.tool_call_json()
        return {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": 0,
            "model": body.get("model", "test-model"),
            "choices": [{"index": 0, "message": message, "finish_reason": self.finish_reason}],
            "usage": self.usage_json(body),
        }

    def sse_events(self, body: dict[str, Any], prompt: int | None = None) -> Iterator[bytes]:
        """The SSE events of a streamed reply, each a complete ``data:`` block."""
        model = body.get("model", "test-model")

        def chunk(delta: dict[str, Any], finish: str | None = None) -> bytes:
            data = {
                "id": "chatcmpl-test",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            }
            return b"data: " + json.dumps(data).encode() + b"\n\n"

        if self.kind == "malformed":
            yield chunk({"role": "assistant", "content": self.content})
            yield b'data: {"choices": [{"delta": {"content": "oops"\n\n'
            return
        if self.kind == "raw":
            for item in self.extra["chunks"]:
                yield b"data: " + json.dumps(item).encode() + b"\n\n"
            yield b"data: [DONE]\n\n"
            return
        if self.kind == "stream_error":
            yield chunk({"role": "assistant", "content": self.content})
            error = {"error": {"message": self.message, "type": "server_error", "code": 500}}
            yield b"data: " + json.dumps(error).encode() + b"\n\n"
            return
        size = max(1, self.chunk_size)
        for i in range(0, len(self.reasoning), size):
            yield chunk({self.reasoning_key: self.reasoning[i : i + size]})
        for i in range(0, len(self.content), size):
            delta: dict[str, Any] = {"content": self.content[i : i + size]}
            if i == 0:
                delta["role"] = "assistant"
            yield chunk(delta)
        yield from (chunk({"tool_calls": [f]}) for f in self._tool_fragments(size))
        yield chunk({}, self.finish_reason)
        wants_usage = (body.get("stream_options") or {}).get("include_usage")
        if wants_usage or self.usage is not None:
            data = {
                "id": "chatcmpl-test",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": model,
                "choices": [],
                "usage": self.usage_json(body, prompt),
            }
            yield b"data: " + json.dumps(data).encode() + b"\n\n"
        yield b"data: [DONE]\n\n"

    def _tool_fragments(self, size: int) -> Iterator[dict[str, Any]]:
        per_call: list[list[dict[str, Any]]] = []
        for i, (name, args) in enumerate(self.calls):
            raw = _args_text(args)
            pieces = (
                [raw[j : j + size] for j in range(0, len(raw), size)] if self.split_args else [raw]
            )
            head = {
                "index": i,
                "id": f"call_{i}",
                "type": "function",
                "function": {"name": name, "arguments": ""},
            }
            per_call.append([head] + [{"index": i, "function": {"arguments": p}} for p in pieces])
        if self.interleave:
            longest = max((len(c) for c in per_call), default=0)
            for k in range(longest):
                yield from (c[k] for c in per_call if k < len(c))
        else:
            for fragments in per_call:
                yield from fragments


def _args_text(args: Any) -> str:
    return args if isinstance(args, str) else json.dumps(args)


def text(content: str, *, chunk_size: int = 4, **options: Any) -> Reply:
    """A plain text reply streamed ``chunk_size`` characters at a time."""
    return Reply(content=content, chunk_size=chunk_size, **options)


def tool_calls(
    calls: list[tuple[str, Any]], *, split_args: bool = False, content: str = "", **options: Any
) -> Reply:
    """A reply calling tools; ``split_args`` streams arguments in small fragments."""
    options.setdefault("finish_reason", "tool_calls")
    return Reply(content=content, calls=tuple(calls), split_args=split_args, **options)


def usage(prompt: int, completion: int) -> UsageSpec:
    """Usage to report with the previous reply in the script."""
    return UsageSpec(prompt, completion)


def http_error(
    status: int, message: str | None = None, *, retry_after: float | str | None = None
) -> Reply:
    """An HTTP error with an OpenAI-style error body (and ``Retry-After`` if given)."""
    return Reply(
        kind="http_error",
        status=status,
        message=message or f"scripted HTTP {status}",
        retry_after=None if retry_after is None else str(retry_after),
    )


def cut_after(chunks: int, content: str = "partial reply that never ends", **options: Any) -> Reply:
    """A stream that drops the connection after ``chunks`` text chunks."""
    return Reply(content=content, cut_after=chunks, **options)


def malformed_json(content: str = "") -> Reply:
    """A stream (or body) whose JSON is broken."""
    return Reply(kind="malformed", content=content)


def stream_error(message: str = "scripted stream error", content: str = "") -> Reply:
    """A stream that carries an ``error`` object after optional text."""
    return Reply(kind="stream_error", message=message, content=content)


def stall(content: str = "never sent") -> Reply:
    """Response headers, then silence until the server is released or closed."""
    return Reply(content=content, hold_after=0)


def raw_chunks(*chunks: Any) -> Reply:
    """A stream of exactly these JSON chunks (any shape, well-formed or not), then [DONE]."""
    return Reply(kind="raw", extra={"chunks": list(chunks)})

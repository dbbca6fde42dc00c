"""The callback stream path (``ModelClient.stream_text``) and the SSE fast paths.

``stream_text`` must give the same result as ``stream_chat`` (text, tool calls,
usage, journal record, cut-off errors) and keep its cancellation rules.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import random
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from studio.providers import (
    ModelClient,
    StreamCutOff,
    StreamDone,
    TextDelta,
)
from studio.providers.client import _encode_body
from studio.providers.sse import SSEDecoder, StreamState
from tests.providers.helpers_providers import REQUEST, client
from tests.support.model_server import (
    ModelServer,
    cut_after,
    stream_error,
    text,
    tool_calls,
    usage,
)


async def test_stream_text_matches_stream_chat(model_server: ModelServer) -> None:
    model_server.script(
        text("Hello there", chunk_size=3, keepalive=True),
        text("Hello there", chunk_size=3, keepalive=True),
        tool_calls([("memory_save", {"key": "a", "value": "b"})], split_args=True),
        usage(prompt=10, completion=5),
    )
    records: list[dict[str, Any]] = []
    pieces: list[str] = []
    async with client(model_server, on_exchange=records.append) as c:
        chat = [e async for e in c.stream_chat(REQUEST)][-1]
        done = await c.stream_text(REQUEST, pieces.append)
        calls = await c.stream_text(REQUEST)
    assert pieces == ["Hel", "lo ", "the", "re"]
    assert done == chat
    assert calls.finish_reason == "tool_calls"
    assert json.loads(calls.tool_calls[0].arguments) == {"key": "a", "value": "b"}
    assert calls.usage is not None and calls.usage.prompt_tokens == 10
    assert [r["response"]["content"] for r in records] == ["Hello there"] * 2 + [""]
    assert records[1]["first_token_ms"] is not None and records[1]["status"] == 200


async def test_stream_text_cut_off_and_stream_error(model_server: ModelServer) -> None:
    model_server.script(cut_after(2, "Hello world", chunk_size=4), stream_error("overloaded"))
    async with client(model_server, max_retries=0) as c:
        with pytest.raises(StreamCutOff) as cut:
            await c.stream_text(REQUEST)
        with pytest.raises(Exception, match="overloaded"):
            await c.stream_text(REQUEST)
    assert cut.value.partial_content == "Hello wo"


async def test_stream_text_cancel_while_waiting(model_server: ModelServer) -> None:
    model_server.script(text("Hello world and more", chunk_size=5, hold_after=1), text("next"))
    cancel = asyncio.Event()
    seen: list[str] = []

    def on_text(piece: str) -> None:
        seen.append(piece)
        asyncio.get_running_loop().call_soon(cancel.set)

    async with client(model_server) as c:
        done = await c.stream_text(REQUEST, on_text, cancel=cancel)
        model_server.release()
        after = await c.stream_text(REQUEST)
    assert seen == ["Hello"] and done.stopped and done.content == "Hello"
    assert after.content == "next"


async def test_stream_text_cancel_between_events(model_server: ModelServer) -> None:
    model_server.script(text("abcdefgh", chunk_size=1))
    cancel = asyncio.Event()
    seen: list[str] = []

    def on_text(piece: str) -> None:
        seen.append(piece)
        cancel.set()

    async with client(model_server) as c:
        done = await c.stream_text(REQUEST, on_text, cancel=cancel)
    assert seen == ["a"] and done.stopped and done.content == "a"


async def test_stream_text_already_cancelled_sends_nothing(model_server: ModelServer) -> None:
    cancel = asyncio.Event()
    cancel.set()
    async with client(model_server) as c:
        done = await c.stream_text(REQUEST, cancel=cancel)
    assert done == StreamDone("", [], None, None, True)
    assert model_server.requests == []


def _sse(*texts: str) -> bytes:
    events = [
        b"data: " + json.dumps({"choices": [{"delta": {"content": t}}]}).encode() + b"\n\n"
        for t in texts
    ]
    end = json.dumps({"choices": [{"delta": {}, "finish_reason": "stop"}]}).encode()
    return b"".join(events) + b"data: " + end + b"\n\ndata: [DONE]\n\n"


@pytest.mark.parametrize("encoded", [False, True])
async def test_encoded_and_read_bodies_still_stream(encoded: bool) -> None:
    """A gzip body goes through the decoding iterator; a mock's read body too."""
    body = _sse("one ", "two")

    def handler(request: httpx.Request) -> httpx.Response:
        if encoded:
            return httpx.Response(
                200, content=gzip.compress(body), headers={"Content-Encoding": "gzip"}
            )
        return httpx.Response(200, content=body)

    c = ModelClient(
        base_url="http://model.test/v1", api_key="k", transport=httpx.MockTransport(handler)
    )
    async with c:
        pieces: list[str] = []
        done = await c.stream_text(REQUEST, pieces.append)
        chat = [e async for e in c.stream_chat(REQUEST)][-1]
    assert pieces == ["one ", "two"] and done.content == "one two" == chat.content


def test_decoder_fast_path_agrees_with_general_path() -> None:
    chunks = [
        b'data: {"a":1}\n\n',
        b'data:{"a":2}\n\n',
        b'data: {"a":3}\r\n\r\n',
        b'data: {"a":4}\n\ndata: {"a":5}\n\n',
        b"data: x\r\n\n",
        b": keep-alive\n\n",
        b"data: [DONE]\n\n",
    ]
    fast = SSEDecoder()
    got = [p for c in chunks for p in fast.feed(c)]
    slow = SSEDecoder()
    # One byte at a time never takes the fast path.
    want = [p for c in chunks for i in range(len(c)) for p in slow.feed(c[i : i + 1])]
    assert got == want
    assert got[:3] == [b'{"a":1}', b'{"a":2}', b'{"a":3}'] and b"x" in got


class _Chunks(httpx.AsyncByteStream):
    """A streamed (not pre-read) body delivered in exactly the given chunks."""

    def __init__(self, chunks: list[bytes]) -> None:
        self.chunks = chunks

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for chunk in self.chunks:
            yield chunk


def _events() -> list[bytes]:
    def event(delta: dict[str, Any], finish: str | None = None, form: str = "data: ") -> bytes:
        choice = {"index": 0, "delta": delta, "finish_reason": finish}
        return form.encode() + json.dumps({"choices": [choice]}).encode() + b"\n\n"

    call = {"index": 0, "id": "c1", "function": {"name": "roll", "arguments": '{"s": '}}
    return [
        event({"role": "assistant", "content": "Hel"}),
        b": keep-alive\n\n",
        event({"content": "lo"}, form="data:"),
        event({"content": " wor"}).replace(b"\n\n", b"\r\n\r\n"),
        b'data: {"choices": [{"delta":\ndata: {"content": "ld"}}]}\n\n',  # two data lines
        event({"content": "[DONE]"}),
        event({"content": "!"}).replace(b"\n\n", b"\r\n\n"),
        event({"tool_calls": [call]}),
        event({"tool_calls": [{"index": 0, "function": {"arguments": "6}"}}]}),
        event({}, "tool_calls"),
        b'data: {"choices": [], "usage": {"prompt_tokens": 2, "completion_tokens": 3}}\n\n',
        b"data: [DONE]\r\n\n",  # Not '[DONE]\r': the CR ends the line.
        event({"content": "after done"}),
    ]


@pytest.mark.parametrize("seed", range(40))
async def test_stream_text_agrees_with_the_general_decoder_however_chunked(seed: int) -> None:
    """consume_stream inlines SSEDecoder's fast path; any chunking gives the same reply."""
    events = _events()
    body = b"".join(events)
    rng = random.Random(seed)
    chunks: list[bytes] = []
    for item in events:  # Whole events (the fast path), merged or split at random.
        if chunks and rng.random() < 0.25:
            chunks[-1] += item
        elif rng.random() < 0.25:
            cut = rng.randint(1, len(item) - 1)
            chunks += [item[:cut], item[cut:]]
        else:
            chunks.append(item)
    assert b"".join(chunks) == body
    decoder, want = SSEDecoder(), StreamState()
    texts = []
    for payload in [p for i in range(len(body)) for p in decoder.feed(body[i : i + 1])]:
        if payload == b"[DONE]":
            break
        texts += [e.text for e in want.apply(payload) if isinstance(e, TextDelta)]

    transport = httpx.MockTransport(lambda _: httpx.Response(200, stream=_Chunks(chunks)))
    pieces: list[str] = []
    async with ModelClient(base_url="http://model.test/v1", api_key="k", transport=transport) as c:
        done = await c.stream_text(REQUEST, pieces.append, cancel=asyncio.Event())
    assert pieces == texts == ["Hel", "lo", " wor", "ld", "[DONE]", "!"]
    assert (done.content, done.tool_calls, done.finish_reason, done.usage) == (
        want.content,
        want.tool_calls(),
        want.finish_reason,
        want.usage,
    )
    assert done.tool_calls[0].arguments == '{"s": 6}' and not done.stopped


def test_absorb_matches_apply() -> None:
    payloads = [
        b'{"choices":[{"delta":{"role":"assistant","content":"Hi"}}]}',
        b'{"choices":[{"delta":{"tool_calls":[{"index":0,"id":"c1","function":'
        b'{"name":"roll","arguments":"{\\"s\\""}}]}}]}',
        b'{"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"arguments":":6}"}}]}}]}',
        b'{"choices":[{"delta":{},"finish_reason":"tool_calls"}]}',
        b'{"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":4,"total_tokens":7}}',
    ]
    a, b = StreamState(), StreamState()
    texts = [b.absorb(p) for p in payloads]
    for p in payloads:
        a.apply(p)
    assert texts == ["Hi", None, None, None, None]
    assert (a.content, a.tool_calls(), a.finish_reason, a.usage) == (
        b.content,
        b.tool_calls(),
        b.finish_reason,
        b.usage,
    )
    with pytest.raises(Exception, match="not valid JSON"):
        StreamState().absorb(b"{oops")
    with pytest.raises(Exception, match="unexpected stream chunk"):
        StreamState().absorb(b"[1]")


def _outcome(state: StreamState, payload: bytes, *, fast: bool) -> Any:
    """What one payload does: the text it yields, or the error it raises."""
    try:
        if fast:
            return state.absorb(payload)
        texts = [e.text for e in state.apply(payload) if isinstance(e, TextDelta)]
        return texts[0] if texts else None
    except Exception as exc:  # Compared by type and message.
        return (type(exc).__name__, str(exc))


def _agree(payloads: list[bytes]) -> StreamState:
    fast, slow = StreamState(), StreamState()
    for payload in payloads:
        assert _outcome(fast, payload, fast=True) == _outcome(slow, payload, fast=False), payload
    # Parts, not content: a non-string "content" is kept as it came, by both.
    assert (fast.parts, fast.tool_calls(), fast.finish_reason, fast.usage) == (
        slow.parts,
        slow.tool_calls(),
        slow.finish_reason,
        slow.usage,
    )
    return fast


def _chunk(content: Any, *, shape: int = 0, model: str = "m", ascii_only: bool = False) -> bytes:
    delta: dict[str, Any] = {"content": content}
    choice: dict[str, Any] = {"index": 0, "delta": delta, "finish_reason": None}
    chunk: dict[str, Any] = {"id": "c-1", "model": model, "choices": [choice]}
    if shape == 1:
        chunk = {"choices": [{"delta": delta, "logprobs": None}], "usage": None, "model": model}
    elif shape == 2:
        delta["role"] = "assistant"
    separators = (",", ":") if shape == 1 else (", ", ": ")
    return json.dumps(chunk, ensure_ascii=ascii_only, separators=separators).encode()


# Texts to build chunk contents from: plain, and everything JSON must escape.
_TEXTS = ["w1 ", "ok", '"', "\\", "\\\\", 'a"b', "x\\y", "é", "\n", "\x01", "}", '", "x": "', "m"]


@pytest.mark.parametrize("seed", range(30))
def test_absorb_text_template_agrees_with_apply(seed: int) -> None:
    """absorb's template fast path: same texts, errors and end state as apply."""
    rng = random.Random(seed)
    shape, ascii_only = rng.randrange(3), rng.random() < 0.3
    payloads = []
    for _ in range(30):
        content = "".join(rng.choice(_TEXTS) for _ in range(rng.randint(0, 3)))
        payload = _chunk(content, shape=shape, ascii_only=ascii_only)
        roll = rng.random()
        if roll < 0.15:  # The template around something that is not one string.
            head, _, tail = payload.partition(json.dumps(content).encode())
            middle = rng.choice(
                [b"1", b"null", b'"a" ', b'"a\\"', b'"a", "x": "b"', b'"\\ud800"', b'"\xff"']
            )
            payload = head + middle + tail
        elif roll < 0.2:
            payload = _chunk(rng.choice([["x"], {"x": 1}, 7, None]), shape=shape)
        payloads.append(payload)
    payloads.append(b'{"choices": [{"delta": {}, "finish_reason": "stop"}]}')
    _agree(payloads)


def test_absorb_template_is_the_content_never_another_field() -> None:
    # The first text equals the model name, which comes first in the chunk: the
    # model's string must not be taken for the content.
    state = _agree(
        [
            _chunk("m", model="m"),
            _chunk("m", model="zz"),
            _chunk("content"),
            _chunk("content", model="content"),
            # The text's form first occurs inside another string, then as a duplicate
            # key's overridden value: neither may become the template.
            b'{"choices": [{"delta": {"x": "","content": ","}}]}',
            b'{"choices": [{"delta": {"x": ""zz"content": ","}}]}',
            b'{"choices": [{"delta": {"content": "d", "content": "d"}}]}',
            b'{"choices": [{"delta": {"content": "n", "content": "d"}}]}',
            _chunk("w1 "),
            _chunk('a"b\\'),
            _chunk("é", ascii_only=True),
        ]
    )
    assert state.content == "mmcontentcontent,ddw1 " + 'a"b\\' + "é"
    assert state._head is not None  # The template was learnt and used.


def test_request_body_encoding_falls_back_to_json() -> None:
    assert json.loads(_encode_body({"a": "é", "n": [1, 2.5]})) == {"a": "é", "n": [1, 2.5]}
    big = {"n": 2**70}  # orjson refuses integers beyond 64 bits; json does not
    assert json.loads(_encode_body(big)) == big

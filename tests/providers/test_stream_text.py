"""The callback stream path (``ModelClient.stream_text``) and the SSE fast paths.

``stream_text`` must give the same result as ``stream_chat`` (text, tool calls,
usage, journal record, cut-off errors) and keep its cancellation rules.
"""

from __future__ import annotations

import asyncio
import gzip
import json
from typing import Any

import httpx
import pytest

from studio.providers import PRESETS, ChatRequest, ModelClient, StreamCutOff, StreamDone
from studio.providers.client import _encode_body
from studio.providers.sse import SSEDecoder, StreamState
from tests.support.model_server import (
    ModelServer,
    cut_after,
    stream_error,
    text,
    tool_calls,
    usage,
)

REQUEST = ChatRequest(model="test-model", messages=[{"role": "user", "content": "hi"}])


def client(server: ModelServer, **kw: Any) -> ModelClient:
    kw.setdefault("preset", PRESETS["openai"])
    kw.setdefault("backoff_base", 0.001)
    return ModelClient(base_url=server.url, api_key="sk-local", **kw)


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


def test_request_body_encoding_falls_back_to_json() -> None:
    assert json.loads(_encode_body({"a": "é", "n": [1, 2.5]})) == {"a": "é", "n": [1, 2.5]}
    big = {"n": 2**70}  # orjson refuses integers beyond 64 bits; json does not
    assert json.loads(_encode_body(big)) == big

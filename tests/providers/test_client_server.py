"""ModelClient against the real scripted local server (tests.support.model_server)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from studio.errors import ProviderError
from studio.providers import (
    ChatRequest,
    ModelClient,
    StreamCutOff,
    StreamDone,
    TextDelta,
)
from tests.providers.helpers_providers import REQUEST, client
from tests.support.model_server import (
    ModelServer,
    cut_after,
    http_error,
    malformed_json,
    stall,
    stream_error,
    text,
    tool_calls,
    usage,
)


async def events(c: ModelClient, request: ChatRequest = REQUEST) -> list[Any]:
    return [e async for e in c.stream_chat(request)]


async def test_stream_text_tools_and_usage(model_server: ModelServer) -> None:
    model_server.script(
        text("Hello there", chunk_size=3, keepalive=True),
        tool_calls([("memory_save", {"key": "a", "value": "b"})], split_args=True),
        usage(prompt=10, completion=5),
    )
    async with client(model_server) as c:
        first = await events(c)
        second = await events(c)
    assert "".join(e.text for e in first if isinstance(e, TextDelta)) == "Hello there"
    assert first[-1].finish_reason == "stop" and first[-1].usage is not None
    done = second[-1]
    assert isinstance(done, StreamDone) and done.finish_reason == "tool_calls"
    assert json.loads(done.tool_calls[0].arguments) == {"key": "a", "value": "b"}
    assert (done.usage.prompt_tokens, done.usage.completion_tokens) == (10, 5)
    sent = model_server.requests[0]
    assert sent.body["stream"] is True and sent.body["stream_options"] == {"include_usage": True}
    assert sent.headers["authorization"] == "Bearer sk-local"


async def test_complete_and_list_models(model_server: ModelServer) -> None:
    model_server.script(text("whole reply"))
    async with client(model_server) as c:
        done = await c.complete(REQUEST)
        models = await c.list_models()
    assert done.content == "whole reply" and done.usage is not None
    assert models == ["test-model", "test-worker"]
    assert model_server.requests[0].body["stream"] is False


async def test_cut_stream_keeps_partial_content(model_server: ModelServer) -> None:
    model_server.script(cut_after(2, content="abcdefghijkl"), cut_after(1, clean_cut=True))
    async with client(model_server) as c:
        with pytest.raises(StreamCutOff, match="cut off") as info:
            await events(c)
        assert info.value.partial_content == "abcdefgh"
        with pytest.raises(StreamCutOff):
            await events(c)


async def test_malformed_json_and_stream_error(model_server: ModelServer) -> None:
    model_server.script(malformed_json(), malformed_json(), stream_error("overloaded"))
    async with client(model_server) as c:
        with pytest.raises(ProviderError, match="not valid JSON"):
            await events(c)
        with pytest.raises(ProviderError, match="not valid JSON"):
            await c.complete(REQUEST)
        with pytest.raises(ProviderError, match="overloaded"):
            await events(c)


async def test_http_error_retried_then_served(model_server: ModelServer) -> None:
    model_server.script(http_error(429, retry_after=0), http_error(502), text("finally"))
    async with client(model_server) as c:
        assert (await events(c))[-1].content == "finally"
    assert len(model_server.requests) == 3


async def test_empty_script_fails_loudly(model_server: ModelServer) -> None:
    async with client(model_server, max_retries=0) as c:
        with pytest.raises(ProviderError, match="no scripted reply"):
            await events(c)


async def test_cancel_while_waiting_stops_at_once_and_ignores_late_data(
    model_server: ModelServer,
) -> None:
    model_server.script(text("Hello world and more", chunk_size=5, hold_after=1), text("next"))
    cancel = asyncio.Event()
    seen: list[Any] = []
    async with client(model_server) as c:
        async for event in c.stream_chat(REQUEST, cancel=cancel):
            seen.append(event)
            if isinstance(event, TextDelta):
                # The server is now holding; the client is about to block in a read.
                asyncio.get_running_loop().call_soon(cancel.set)
        model_server.release()
        after = await events(c)  # The connection pool still works afterwards.
    assert [type(e) for e in seen] == [TextDelta, StreamDone]
    assert seen[-1].stopped and seen[-1].content == "Hello"
    assert after[-1].content == "next"


async def test_cancel_between_events_drops_buffered_data(model_server: ModelServer) -> None:
    model_server.script(text("abcdefgh", chunk_size=1))
    cancel = asyncio.Event()
    async with client(model_server) as c:
        seen = []
        async for event in c.stream_chat(REQUEST, cancel=cancel):
            seen.append(event)
            cancel.set()
    assert len(seen) == 2 and seen[-1].stopped and seen[-1].content == "a"


async def test_idle_timeout(model_server: ModelServer) -> None:
    model_server.script(stall())
    async with client(model_server, idle_timeout=0.2) as c:
        with pytest.raises(StreamCutOff, match=r"sent nothing for 0\.2 s"):
            await events(c)
    model_server.release()


async def test_exchange_records_for_stream(model_server: ModelServer) -> None:
    model_server.script(text("recorded"))
    records: list[dict[str, Any]] = []
    async with client(model_server, on_exchange=records.append) as c:
        await events(c)
    (record,) = records
    assert record["status"] == 200 and record["response"]["content"] == "recorded"
    assert record["first_token_ms"] is not None and record["error"] is None
    assert "sk-local" not in json.dumps(records)


def test_server_usable_from_sync_code(model_server: ModelServer) -> None:
    import httpx

    model_server.script(text("sync"))
    body = {"model": "m", "messages": [], "stream": False}
    reply = httpx.post(f"{model_server.url}/chat/completions", json=body)
    assert reply.json()["choices"][0]["message"]["content"] == "sync"
    model_server.wait_for_requests(1)

"""What the server says of its prompt cache, and the first-token time to the first text
(issue 24)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from studio.providers import PRESETS, ChatRequest, ModelClient
from tests.support.model_server import ModelServer, raw_chunks

REQUEST = ChatRequest(model="m", messages=[{"role": "user", "content": "hi"}])


def _chunk(delta: dict[str, Any], finish: str | None = None, **extra: Any) -> dict[str, Any]:
    return {"choices": [{"index": 0, "delta": delta, "finish_reason": finish}], **extra}


async def test_llamacpp_timings_and_cache_use_reach_the_journal(model_server: ModelServer) -> None:
    timings = {"cache_n": 900, "prompt_n": 40, "prompt_ms": 310.5, "predicted_n": 2}
    model_server.script(
        raw_chunks(
            _chunk({"role": "assistant", "content": "Hi"}),
            _chunk({}, "stop", timings=timings),
            {"choices": [], "usage": {"prompt_tokens": 940, "completion_tokens": 2,
                                      "total_tokens": 942}, "timings": timings},
        )
    )
    records: list[dict[str, Any]] = []
    async with ModelClient(
        base_url=model_server.url, api_key=None, preset=PRESETS["llamacpp"],
        on_exchange=records.append,
    ) as client:
        done = await client.stream_text(REQUEST)
    assert done.usage is not None and done.usage.cached_tokens == 900
    assert records[-1]["timings"] == timings
    assert records[-1]["usage"] == {
        "prompt_tokens": 940, "completion_tokens": 2, "total_tokens": 942, "cached_tokens": 900
    }
    assert model_server.requests[-1].body["cache_prompt"] is True


async def test_openai_cached_tokens_are_kept(model_server: ModelServer) -> None:
    usage = {"prompt_tokens": 2000, "completion_tokens": 1, "total_tokens": 2001,
             "prompt_tokens_details": {"cached_tokens": 1920}}
    model_server.script(
        raw_chunks(_chunk({"content": "A"}, "stop"), {"choices": [], "usage": usage})
    )
    async with ModelClient(
        base_url=model_server.url, api_key=None, preset=PRESETS["custom"]
    ) as client:
        done = await client.stream_text(REQUEST)
        assert done.usage is not None and done.usage.cached_tokens == 1920
        model_server.script(raw_chunks(_chunk({"content": "B"}, "stop")))
        assert (await client.stream_text(REQUEST)).usage is None
    assert "cache_prompt" not in model_server.requests[-1].body  # not llama.cpp's field


@pytest.mark.parametrize("form", ["stream_text", "stream_chat"])
async def test_first_token_time_is_the_first_texts_not_the_first_bytes(
    model_server: ModelServer, form: str
) -> None:
    # llama.cpp-style: a chunk with the role and no text comes first; the text only
    # after the server is released, a measured gap later.
    model_server.script(
        raw_chunks(
            _chunk({"role": "assistant", "content": None}),
            _chunk({"content": "Hello"}),
            _chunk({}, "stop"),
        ).but(hold_after=1)
    )
    gap = 0.3
    records: list[dict[str, Any]] = []
    async with ModelClient(
        base_url=model_server.url, api_key=None, on_exchange=records.append
    ) as client:

        async def chat() -> None:
            async for _event in client.stream_chat(REQUEST):
                pass

        task = asyncio.ensure_future(
            client.stream_text(REQUEST) if form == "stream_text" else chat()
        )
        assert await asyncio.to_thread(model_server.holding.wait, 10)
        await asyncio.sleep(gap)  # the gap being measured, not a wait for a condition
        model_server.release()
        await task
    first = records[-1]["first_token_ms"]
    # The text came after the release, at least the gap after the first bytes.
    assert first is not None and first >= gap * 1000
    assert first <= records[-1]["duration_ms"]

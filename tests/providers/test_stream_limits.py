"""Timeouts as documented, and runaway replies ended cleanly with what arrived kept."""

from __future__ import annotations

from typing import Any

import pytest

from studio.engine.settings import PlayerSettings
from studio.providers import ModelClient
from tests.providers.helpers_providers import REQUEST
from tests.support.model_server import ModelServer, text


def limited(server: ModelServer, records: list[dict[str, Any]], **kw: Any) -> ModelClient:
    return ModelClient(base_url=server.url, api_key=None, on_exchange=records.append, **kw)


async def test_headers_may_take_the_request_timeout_not_the_idle_timeout(
    model_server: ModelServer,
) -> None:
    # Headers after 0.6 s: longer than the idle limit, within the request limit.
    model_server.script(text("late but fine").but(delay=0.6))
    async with limited(model_server, [], request_timeout=5, idle_timeout=0.2) as c:
        done = await c.stream_text(REQUEST)
    assert done.content == "late but fine"


async def test_silence_inside_the_body_is_still_bounded_by_the_idle_timeout(
    model_server: ModelServer,
) -> None:
    from studio.providers.failures import StreamCutOff

    model_server.script(text("abcdefgh", chunk_size=2).but(hold_after=2))
    try:
        async with limited(model_server, [], request_timeout=5, idle_timeout=0.3) as c:
            with pytest.raises(StreamCutOff, match=r"sent nothing for 0\.3 s") as info:
                await c.stream_text(REQUEST)
    finally:
        model_server.release()
    assert info.value.partial_content == "abcd"


async def test_a_drip_past_the_reply_deadline_ends_as_cut_at_a_limit(
    model_server: ModelServer,
) -> None:
    records: list[dict[str, Any]] = []
    model_server.script(text("x" * 400, chunk_size=1, tokens_per_second=40))
    async with limited(model_server, records, reply_deadline=0.5) as c:
        got: list[str] = []
        done = await c.stream_text(REQUEST, got.append)
    assert done.finish_reason == "length"
    assert 0 < len(done.content) < 400
    assert "".join(got) == done.content
    assert "longer than 0.5 s" in records[-1]["capped"]


@pytest.mark.parametrize("path", ["text", "events"])
async def test_a_reply_past_the_size_cap_ends_with_what_arrived(
    model_server: ModelServer, path: str
) -> None:
    records: list[dict[str, Any]] = []
    model_server.script(text("y" * 20_000, chunk_size=10))
    async with limited(model_server, records, reply_max_bytes=16_384) as c:
        if path == "text":
            done = await c.stream_text(REQUEST)
        else:
            done = [e async for e in c.stream_chat(REQUEST)][-1]
    assert done.finish_reason == "length"
    assert 0 < len(done.content) < 20_000
    assert "passed" in records[-1]["capped"]


def test_the_caps_are_user_settings_with_generous_defaults() -> None:
    settings = PlayerSettings()
    assert settings.reply_deadline_seconds == 600
    assert settings.reply_max_bytes == 64 << 20
    assert PlayerSettings.coerce({"reply_max_bytes": 1000}).reply_max_bytes == 1000
    with pytest.raises(TypeError, match="reply_deadline_seconds"):
        PlayerSettings.coerce({"reply_deadline_seconds": 0})
    with pytest.raises(TypeError, match="reply_max_bytes"):
        PlayerSettings.coerce({"reply_max_bytes": True})

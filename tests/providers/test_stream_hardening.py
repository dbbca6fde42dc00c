"""Malformed stream chunks are ProviderErrors; the key never leaves through a stream."""

from __future__ import annotations

from typing import Any

import pytest

from studio.errors import ProviderError
from studio.providers import ChatRequest, ModelClient
from studio.providers.failures import Scrubber
from tests.providers.helpers_providers import REQUEST, client
from tests.support.model_server import ModelServer, raw_chunks, stream_error, text

KEY = "sk-live-STREAMSECRET-1234567890"


def chunk(delta: Any = None, **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"id": "c", "object": "chat.completion.chunk", "created": 0}
    body["choices"] = [{"index": 0, "delta": delta, "finish_reason": None}]
    body.update(fields)
    return body


MALFORMED = [
    pytest.param(chunk(choices="not a list"), "choices is str", id="choices-string"),
    pytest.param(chunk(choices=["x"]), "choices[0] is str", id="choice-string"),
    pytest.param(chunk("oops"), "delta is str", id="delta-string"),
    pytest.param(chunk({"content": 42}), "delta.content is int", id="numeric-content"),
    pytest.param(chunk({"content": ["a"]}), "delta.content is list", id="list-content"),
    pytest.param(chunk({"tool_calls": "x"}), "delta.tool_calls is str", id="calls-string"),
    pytest.param(chunk({"tool_calls": [7]}), "tool_calls[] is int", id="call-number"),
    pytest.param(
        chunk({"tool_calls": [{"index": 0, "function": "f"}]}), "function is str", id="fn-str"
    ),
    pytest.param(
        chunk({"tool_calls": [{"index": 0, "function": {"name": "f", "arguments": 3}}]}),
        "function is dict",
        id="args-number",
    ),
]


@pytest.mark.parametrize(("bad", "says"), MALFORMED)
async def test_a_malformed_chunk_is_a_provider_error_on_both_paths(
    model_server: ModelServer, bad: dict[str, Any], says: str
) -> None:
    good = chunk({"content": "fine "})
    model_server.script(raw_chunks(good, bad), raw_chunks(good, bad))
    async with client(model_server) as c:
        with pytest.raises(ProviderError, match="malformed stream chunk") as first:
            await c.stream_text(REQUEST, lambda _t: None)
        assert says in str(first.value)
        with pytest.raises(ProviderError, match="malformed stream chunk"):
            _ = [e async for e in c.stream_chat(REQUEST)]


def keyed(server: ModelServer) -> ModelClient:
    return ModelClient(base_url=server.url, api_key=KEY, backoff_base=0.001)


async def test_an_in_stream_error_quoting_the_key_is_scrubbed(model_server: ModelServer) -> None:
    records: list[dict[str, Any]] = []
    model_server.script(stream_error(f"invalid key {KEY} (Bearer {KEY})", content="Hel"))
    async with ModelClient(
        base_url=model_server.url, api_key=KEY, on_exchange=records.append
    ) as c:
        with pytest.raises(ProviderError) as info:
            await c.stream_text(REQUEST, lambda _t: None)
    assert KEY not in str(info.value) and "***" in str(info.value)
    assert KEY not in repr(records)


@pytest.mark.parametrize("size", [1, 3, 7, 64])
async def test_content_echoing_the_key_never_reaches_tokens_or_the_result(
    model_server: ModelServer, size: int
) -> None:
    said = f"Your key is {KEY}, and again: {KEY[:10]}... then {KEY}!"
    model_server.script(text(said, chunk_size=size), text(said, chunk_size=size))
    records: list[dict[str, Any]] = []
    async with ModelClient(
        base_url=model_server.url, api_key=KEY, on_exchange=records.append
    ) as c:
        tokens: list[str] = []
        done = await c.stream_text(REQUEST, tokens.append)
        deltas = [e async for e in c.stream_chat(REQUEST)]
    expected = said.replace(KEY, "***")
    assert "".join(tokens) == expected == done.content
    streamed = "".join(getattr(e, "text", "") for e in deltas[:-1])
    assert streamed == expected == deltas[-1].content
    assert KEY not in repr(records)
    # A prefix of the key that turns out not to be the key is released, not lost.
    assert f"{KEY[:10]}..." in "".join(tokens)


def test_the_stream_scrubber_holds_only_what_could_be_the_key() -> None:
    out: list[str] = []
    feed = Scrubber("abcdefgh").stream(out.append)
    for piece in ["xx a", "bc", "de", "fgh yy ab", "cz", " a"]:
        feed(piece)
    feed.flush()  # type: ignore[attr-defined]
    assert "".join(out) == "xx *** yy abcz a"
    assert out[0] == "xx "  # "a" held back: it could start the key


async def test_a_tool_call_echoing_the_key_is_scrubbed(model_server: ModelServer) -> None:
    calls = chunk({"tool_calls": [{"index": 0, "id": "c1", "function": {
        "name": "save", "arguments": '{"note": "' + KEY + '"}'}}]})
    end = chunk(choices=[{"delta": {}, "finish_reason": "tool_calls"}])
    model_server.script(raw_chunks(calls, end))
    request = ChatRequest(model="m", messages=[{"role": "user", "content": "x"}])
    async with keyed(model_server) as c:
        done = await c.stream_text(request)
    assert done.tool_calls[0].arguments == '{"note": "***"}'


def test_a_placeholder_key_of_a_few_characters_is_not_scrubbed() -> None:
    # A local server's "x" is no secret; scrubbing it would garble every reply.
    assert Scrubber("k")("keep walking") == "keep walking"
    assert Scrubber("sk-12345")("key sk-12345") == "key ***"

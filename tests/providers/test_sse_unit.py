"""SSE parsing, fragment accumulation, isFile and usage with httpx.MockTransport."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from studio.errors import ProviderError
from studio.providers import (
    PRESETS,
    ChatRequest,
    ModelClient,
    StreamDone,
    TextDelta,
    ToolCallDelta,
    preset_for,
)
from studio.providers.sse import SSEDecoder

REQUEST = ChatRequest(model="m", messages=[{"role": "user", "content": "hi"}])


def sse(*chunks: Any) -> bytes:
    """Encode dict chunks (or raw strings) as an SSE body ending in [DONE]."""
    parts = [c if isinstance(c, str) else f"data: {json.dumps(c)}\n\n" for c in chunks]
    return ("".join(parts) + "data: [DONE]\n\n").encode()


def delta(finish: str | None = None, **d: Any) -> dict[str, Any]:
    return {"choices": [{"index": 0, "delta": d, "finish_reason": finish}]}


def client_for(body: bytes | Callable[[httpx.Request], httpx.Response], **kw: Any) -> ModelClient:
    def handler(request: httpx.Request) -> httpx.Response:
        if callable(body):
            return body(request)
        return httpx.Response(200, content=body, headers={"content-type": "text/event-stream"})

    kw.setdefault("api_key", "sk-test")
    return ModelClient(base_url="http://x.test/v1", transport=httpx.MockTransport(handler), **kw)


async def collect(client: ModelClient, request: ChatRequest = REQUEST) -> list[Any]:
    async with client:
        return [e async for e in client.stream_chat(request)]


def test_decoder_handles_split_lines_comments_crlf_and_multiline_data() -> None:
    decoder = SSEDecoder()
    out = decoder.feed(b': keep-alive\r\n\r\ndata: {"a":\r\n')
    out += decoder.feed(b"data: 1}\r\n\r\nevent: x\nid: 3\nda")
    out += decoder.feed(b"ta:[DONE]\n\n")
    assert out == [b'{"a":\n1}', b"[DONE]"]
    assert decoder.feed(b"data: tail") == []
    assert decoder.flush() == [b"tail"]


async def test_text_deltas_and_done() -> None:
    body = sse(
        delta(role="assistant", content="Hel"), ": ping\n\n", delta(content="lo"), delta("stop")
    )
    events = await collect(client_for(body))
    assert [e.text for e in events if isinstance(e, TextDelta)] == ["Hel", "lo"]
    done = events[-1]
    assert isinstance(done, StreamDone) and done.type == "done"
    assert (done.content, done.finish_reason, done.stopped, done.usage) == (
        "Hello",
        "stop",
        False,
        None,
    )
    assert sum(isinstance(e, StreamDone) for e in events) == 1


async def test_tool_call_fragments_accumulate_by_interleaved_index() -> None:
    def frag(i: int, args: str, name: str | None = None) -> dict[str, Any]:
        f: dict[str, Any] = {"index": i, "function": {"arguments": args}}
        if name:
            f.update(id=f"id{i}", type="function")
            f["function"]["name"] = name
        return delta(tool_calls=[f])

    body = sse(
        frag(1, "", "second"),
        frag(0, '{"k"', "first"),
        frag(1, '{"n": '),
        frag(0, ': "v"}'),
        frag(1, "2}"),
        delta("tool_calls"),
    )
    events = await collect(client_for(body))
    progress = [e for e in events if isinstance(e, ToolCallDelta)]
    assert progress[0].index == 1 and progress[0].name == "second"
    done = events[-1]
    assert [(c.id, c.name, json.loads(c.arguments)) for c in done.tool_calls] == [
        ("id0", "first", {"k": "v"}),
        ("id1", "second", {"n": 2}),
    ]
    assert done.finish_reason == "tool_calls"


async def test_usage_chunk_with_empty_choices() -> None:
    usage = {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
    body = sse(delta(content="x"), delta("stop"), {"choices": [], "usage": usage})
    done = (await collect(client_for(body)))[-1]
    assert (done.usage.prompt_tokens, done.usage.completion_tokens, done.usage.total_tokens) == (
        10,
        5,
        15,
    )


async def test_error_object_inside_stream() -> None:
    body = sse(delta(content="x"), {"error": {"message": "overloaded", "code": 503}})
    with pytest.raises(ProviderError, match="overloaded") as info:
        await collect(client_for(body))
    assert info.value.status == 503


async def test_malformed_json_names_the_problem() -> None:
    body = sse(delta(content="x"), "data: {nope\n\n")
    with pytest.raises(ProviderError, match="not valid JSON"):
        await collect(client_for(body))


async def test_end_without_done_or_finish_is_cut_off() -> None:
    body = f"data: {json.dumps(delta(content='partial'))}\n\n".encode()
    with pytest.raises(ProviderError, match="cut off") as info:
        await collect(client_for(body))
    assert info.value.partial_content == "partial"  # type: ignore[attr-defined]


async def test_finish_reason_without_done_is_accepted() -> None:
    body = f"data: {json.dumps(delta('stop', content='ok'))}\n\n".encode()
    assert (await collect(client_for(body)))[-1].content == "ok"


@pytest.mark.parametrize(
    ("preset", "kept"), [("venice", True), ("openai", False), ("custom", False)]
)
async def test_is_file_kept_only_where_accepted(preset: str, kept: bool) -> None:
    sent: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(json.loads(request.content))
        return httpx.Response(200, content=sse(delta("stop", content="ok")))

    messages = [
        {"role": "user", "content": "ctx", "isFile": True},
        {"role": "user", "content": "q"},
    ]
    request = ChatRequest(model="m", messages=messages)
    await collect(client_for(handler, preset=PRESETS[preset]), request)
    assert ("isFile" in sent[0]["messages"][0]) is kept
    assert messages[0]["isFile"] is True  # The caller's dict is untouched.
    usage_asked = "stream_options" in sent[0]
    assert usage_asked is PRESETS[preset].stream_usage


def test_preset_guessing() -> None:
    assert preset_for("https://api.openai.com/v1").key == "openai"
    assert preset_for("https://openrouter.ai/api/v1").key == "openrouter"
    assert preset_for("api.venice.ai/api/v1").key == "venice"
    assert preset_for("https://api.deepseek.com/v1").key == "deepseek"
    assert preset_for("http://localhost:11434/v1").key == "ollama"
    assert preset_for("http://127.0.0.1:1234/v1").key == "lmstudio"
    assert preset_for("http://127.0.0.1:8080/v1").key == "llamacpp"
    assert preset_for("http://example.com:9999/v1").key == "custom"
    assert preset_for("::not a url::").key == "custom"
    assert set(PRESETS) == {
        "openai",
        "openrouter",
        "venice",
        "deepseek",
        "ollama",
        "lmstudio",
        "llamacpp",
        "koboldcpp",
        "groq",
        "mistral",
        "anthropic",
        "builtin",
        "custom",
    }

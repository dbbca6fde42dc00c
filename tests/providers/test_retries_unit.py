"""Retries, Retry-After, backoff bounds, HTTP error messages and key scrubbing."""

from __future__ import annotations

import json
from email.utils import formatdate
from typing import Any

import httpx
import pytest

from studio.errors import ProviderError
from studio.providers import ChatRequest, ModelClient
from studio.providers.failures import backoff_delay, retry_after_seconds

KEY = "sk-live-0123456789abcdef"
REQUEST = ChatRequest(model="m", messages=[{"role": "user", "content": "hi"}])
OK = b'data: {"choices":[{"delta":{"content":"ok"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n'


def scripted(*responses: httpx.Response | Exception) -> tuple[httpx.MockTransport, list[int]]:
    queue = list(responses)
    seen: list[int] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(1)
        item = queue.pop(0)
        if isinstance(item, Exception):
            raise item
        return item

    return httpx.MockTransport(handler), seen


def make(transport: httpx.MockTransport, records: list[dict[str, Any]], **kw: Any) -> ModelClient:
    kw.setdefault("backoff_base", 0.001)
    kw.setdefault("max_backoff", 0.01)
    return ModelClient(
        base_url="http://x.test/v1?key=" + KEY,
        api_key=KEY,
        transport=transport,
        on_exchange=records.append,
        **kw,
    )


async def text_of(client: ModelClient) -> str:
    async with client:
        events = [e async for e in client.stream_chat(REQUEST)]
    return events[-1].content


async def test_retries_429_and_5xx_then_succeeds() -> None:
    transport, seen = scripted(
        httpx.Response(429, headers={"Retry-After": "0"}, json={"error": {"message": "slow"}}),
        httpx.Response(503, text="down"),
        httpx.ConnectError("refused"),
        httpx.Response(200, content=OK),
    )
    records: list[dict[str, Any]] = []
    assert await text_of(make(transport, records)) == "ok"
    assert len(seen) == 4
    assert [r["attempt"] for r in records] == [0, 1, 2, 3]
    assert [r["status"] for r in records] == [429, 503, None, 200]


async def test_gives_up_after_max_retries() -> None:
    transport, seen = scripted(*[httpx.Response(500, text="boom")] * 3)
    with pytest.raises(ProviderError, match="HTTP 500") as info:
        await text_of(make(transport, [], max_retries=2))
    assert len(seen) == 3 and info.value.retryable


async def test_retry_after_longer_than_max_backoff_is_not_waited_for() -> None:
    transport, seen = scripted(httpx.Response(429, headers={"Retry-After": "3600"}, text="{}"))
    with pytest.raises(ProviderError, match="rate limiting"):
        await text_of(make(transport, []))
    assert len(seen) == 1


async def test_no_retry_once_tokens_were_delivered() -> None:
    body = b'data: {"choices":[{"delta":{"content":"par"}}]}\n\n'
    transport, seen = scripted(httpx.Response(200, content=body), httpx.Response(200, content=OK))
    with pytest.raises(ProviderError, match="cut off"):
        await text_of(make(transport, []))
    assert len(seen) == 1


def test_retry_after_parsing() -> None:
    assert retry_after_seconds("2.5") == 2.5
    assert retry_after_seconds(None) is None
    assert retry_after_seconds("soon") is None
    assert retry_after_seconds(formatdate(1000.0 + 30, usegmt=True), now=1000.0) == 30
    assert retry_after_seconds(formatdate(0, usegmt=True)) == 0


def test_backoff_is_exponential_jittered_and_capped() -> None:
    assert backoff_delay(0, base=1, cap=20, rng=lambda: 1.0) == 1
    assert backoff_delay(3, base=1, cap=20, rng=lambda: 1.0) == 8
    assert backoff_delay(3, base=1, cap=20, rng=lambda: 0.0) == 4
    assert backoff_delay(10, base=1, cap=20, rng=lambda: 1.0) == 20


@pytest.mark.parametrize(
    ("status", "phrase"),
    [(401, "Check the API key"), (403, "Check the API key"), (404, "base URL"), (400, "HTTP 400")],
)
async def test_4xx_messages_without_retry(status: int, phrase: str) -> None:
    body = {"error": {"message": f"bad thing, you sent Bearer {KEY}"}}
    transport, seen = scripted(httpx.Response(status, json=body))
    records: list[dict[str, Any]] = []
    with pytest.raises(ProviderError, match=phrase) as info:
        await text_of(make(transport, records))
    assert len(seen) == 1 and info.value.status == status and not info.value.retryable
    assert "bad thing" in str(info.value)
    assert_no_key(info.value, records)


async def test_key_never_leaks_into_errors_records_or_repr() -> None:
    transport, _ = scripted(httpx.ConnectError(f"cannot connect {KEY}"))
    records: list[dict[str, Any]] = []
    client = make(transport, records, max_retries=0)
    assert KEY not in repr(client)
    with pytest.raises(ProviderError) as info:
        await text_of(client)
    assert_no_key(info.value, records)
    assert records and "key=" not in records[0]["url"]


async def test_complete_and_record_shape() -> None:
    reply = {
        "choices": [
            {
                "message": {
                    "content": "hi",
                    "tool_calls": [
                        {
                            "id": "c1",
                            "type": "function",
                            "function": {"name": "f", "arguments": "{}"},
                        }
                    ],
                },
                "finish_reason": "tool_calls",
            }
        ],
        "usage": {"prompt_tokens": 3, "completion_tokens": 2, "total_tokens": 5},
    }
    transport, _ = scripted(httpx.Response(200, json=reply))
    records: list[dict[str, Any]] = []
    async with make(transport, records) as client:
        done = await client.complete(REQUEST)
    assert (done.content, done.tool_calls[0].name, done.usage.total_tokens) == ("hi", "f", 5)
    (record,) = records
    assert set(record) == {
        "time",
        "url",
        "request",
        "status",
        "response",
        "usage",
        "duration_ms",
        "first_token_ms",
        "error",
        "attempt",
    }
    assert record["request"]["stream"] is False and record["response"]["content"] == "hi"
    assert_no_key(None, records)


def assert_no_key(error: BaseException | None, records: list[dict[str, Any]]) -> None:
    chain: list[BaseException] = []
    while error is not None:
        chain.append(error)
        error = error.__cause__ or error.__context__
    for exc in chain:
        assert KEY not in str(exc) and KEY not in repr(exc)
    assert KEY not in json.dumps(records, default=str)

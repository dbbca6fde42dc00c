"""The streamed-reply loop: bytes in, events out, with cancellation and cut detection.

Cancellation has to stop a read that is blocked waiting for the network, and it
must cost nothing per chunk. So a single waiter task watches the cancel event;
if it fires while this generator is parked in a read, it cancels the consuming
task, and the read's ``CancelledError`` is caught here and ``uncancel``-ed (the
same technique ``asyncio.timeout`` uses). If the event fires at any other time,
the flag is checked before every read and every yield, so data that arrives
after cancellation is never delivered.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncGenerator, AsyncIterator, Callable
from typing import TYPE_CHECKING, Any, Literal

import httpx

from studio.errors import ProviderError
from studio.providers.failures import StreamCutOff
from studio.providers.sse import SSEDecoder, StreamState
from studio.providers.types import ChatRequest, StreamDone, StreamEvent

if TYPE_CHECKING:
    from studio.providers.client import ModelClient

__all__ = ["consume_stream", "run_stream"]


class _Canceller:
    """Watches a cancel event and interrupts the reader only while it is reading."""

    __slots__ = ("_task", "_waiter", "fired", "reading")

    def __init__(self, cancel: asyncio.Event) -> None:
        self.reading = False
        self.fired = False
        self._task = asyncio.current_task()
        self._waiter = asyncio.ensure_future(cancel.wait())
        self._waiter.add_done_callback(self._on_cancel)

    def _on_cancel(self, waiter: asyncio.Future[Literal[True]]) -> None:
        if waiter.cancelled() or not self.reading or self._task is None:
            return
        self.fired = True
        self._task.cancel()

    def absorb(self) -> bool:
        """After a CancelledError: True if it was ours (and it is now undone)."""
        if not self.fired or self._task is None:
            return False
        self.fired = False
        return self._task.uncancel() == 0

    def close(self) -> None:
        self._waiter.cancel()


async def run_stream(
    client: ModelClient, request: ChatRequest, cancel: asyncio.Event | None
) -> AsyncIterator[StreamEvent]:
    """Open a streamed chat completion and yield its events (see ``ModelClient.stream_chat``)."""
    body = client.build_body(request, stream=True)
    if cancel is not None and cancel.is_set():
        yield StreamDone("", [], None, None, True)
        return
    response, attempt, started = await client._open(
        "POST", "chat/completions", body, client._stream_timeout
    )
    record = client._record(str(response.url), body, attempt, started)
    record["status"] = response.status_code
    state = StreamState()
    decoder = SSEDecoder()
    watcher = _Canceller(cancel) if cancel is not None else None
    stopped = finished = False
    first_token: float | None = None
    error: ProviderError | None = None
    chunks = _byte_chunks(response)
    try:
        while not stopped:
            if cancel is not None and cancel.is_set():
                stopped = True
                break
            if watcher is not None:
                watcher.reading = True
            try:
                chunk = await anext(chunks)
            except StopAsyncIteration:
                break
            except asyncio.CancelledError:
                if watcher is not None and watcher.absorb():
                    stopped = True
                    break
                raise
            finally:
                if watcher is not None:
                    watcher.reading = False
            if first_token is None:
                first_token = time.perf_counter()
            payloads = decoder.feed(chunk)
            if finished or not payloads:
                continue  # After [DONE], keep reading only to reuse the connection.
            for payload in payloads:
                if payload == b"[DONE]":
                    finished = True
                    break
                for event in state.apply(payload):
                    if cancel is not None and cancel.is_set():
                        stopped = True
                        break
                    yield event
                if stopped:
                    break
        if not stopped and not finished:
            for payload in decoder.flush():
                if payload == b"[DONE]":
                    finished = True
                else:
                    state.apply(payload)
            if state.finish_reason is None and not finished:
                error = _cut_off(state, "the connection closed before the reply ended")
    except httpx.ReadTimeout:
        error = _cut_off(state, f"the model sent nothing for {client._stream_timeout.read:g} s")
    except (httpx.RemoteProtocolError, httpx.ReadError) as exc:
        error = _cut_off(state, f"the connection broke ({type(exc).__name__})")
    except ProviderError as exc:
        error = exc
    finally:
        if watcher is not None:
            watcher.close()
        await chunks.aclose()
        await response.aclose()
        _emit_record(client, record, state, started, first_token, stopped, error)
    if error is not None:
        raise error
    yield StreamDone(state.content, state.tool_calls(), state.finish_reason, state.usage, stopped)


async def consume_stream(
    client: ModelClient,
    request: ChatRequest,
    on_text: Callable[[str], Any] | None,
    cancel: asyncio.Event | None,
) -> StreamDone:
    """The callback form of :func:`run_stream` (see ``ModelClient.stream_text``).

    Same request, retries, record, cut-off detection and cancellation rules as
    the generator; the difference is that text is handed to ``on_text`` (in
    order, never after ``cancel`` is seen set) instead of being yielded, so a
    streamed event costs a function call instead of an async-generator round
    trip per layer and a ``TextDelta`` object. Tool-call fragments are only
    accumulated (no caller of this path watches them live).
    """
    body = client.build_body(request, stream=True)
    if cancel is not None and cancel.is_set():
        return StreamDone("", [], None, None, True)
    response, attempt, started = await client._open(
        "POST", "chat/completions", body, client._stream_timeout
    )
    record = client._record(str(response.url), body, attempt, started)
    record["status"] = response.status_code
    state = StreamState()
    decoder = SSEDecoder()
    feed = decoder.feed
    absorb = state.absorb
    watcher = _Canceller(cancel) if cancel is not None else None
    stopped = finished = False
    first_token: float | None = None
    error: ProviderError | None = None
    chunks = _byte_chunks(response)
    next_chunk = chunks.__anext__
    try:
        while True:
            if cancel is not None and cancel.is_set():
                stopped = True
                break
            if watcher is not None:
                watcher.reading = True
            try:
                chunk = await next_chunk()
            except StopAsyncIteration:
                break
            except asyncio.CancelledError:
                if watcher is not None and watcher.absorb():
                    stopped = True
                    break
                raise
            finally:
                if watcher is not None:
                    watcher.reading = False
            if first_token is None:
                first_token = time.perf_counter()
            payloads = feed(chunk)
            if finished or not payloads:
                continue  # After [DONE], keep reading only to reuse the connection.
            for payload in payloads:
                if payload == b"[DONE]":
                    finished = True
                    break
                text = absorb(payload)
                if text is not None and on_text is not None:
                    if cancel is not None and cancel.is_set():
                        stopped = True
                        break
                    on_text(text)
            if stopped:
                break
        if not stopped and not finished:
            for payload in decoder.flush():
                if payload == b"[DONE]":
                    finished = True
                else:
                    state.apply(payload)
            if state.finish_reason is None and not finished:
                error = _cut_off(state, "the connection closed before the reply ended")
    except httpx.ReadTimeout:
        error = _cut_off(state, f"the model sent nothing for {client._stream_timeout.read:g} s")
    except (httpx.RemoteProtocolError, httpx.ReadError) as exc:
        error = _cut_off(state, f"the connection broke ({type(exc).__name__})")
    except ProviderError as exc:
        error = exc
    finally:
        if watcher is not None:
            watcher.close()
        await chunks.aclose()
        await response.aclose()
        _emit_record(client, record, state, started, first_token, stopped, error)
    if error is not None:
        raise error
    return StreamDone(state.content, state.tool_calls(), state.finish_reason, state.usage, stopped)


def _emit_record(
    client: ModelClient,
    record: dict[str, Any],
    state: StreamState,
    started: float,
    first_token: float | None,
    stopped: bool,
    error: ProviderError | None,
) -> None:
    record["duration_ms"] = round((time.perf_counter() - started) * 1000, 1)
    if first_token is not None:
        record["first_token_ms"] = round((first_token - started) * 1000, 1)
    record["response"] = {
        "content": state.content,
        "tool_calls": [c.to_json() for c in state.tool_calls()],
        "finish_reason": state.finish_reason,
        "stopped": stopped,
    }
    record["usage"] = None if state.usage is None else state.usage.__dict__.copy()
    if error is not None:
        record["error"] = client._scrub(str(error))
    client._emit(record)


def _byte_chunks(response: httpx.Response) -> AsyncGenerator[bytes, None]:
    """The body's bytes as they arrive.

    ``aiter_raw`` when the body is not content-encoded (the usual case for SSE):
    the same bytes as ``aiter_bytes`` with one async-generator layer and a
    decoder/chunker pass less per network chunk, which is measurable at one
    chunk per token. An encoded body (gzip, ...), or one already read (mock
    transports), goes through ``aiter_bytes``.
    """
    encoding = response.headers.get("content-encoding", "").strip().lower()
    if encoding in ("", "identity") and not response.is_stream_consumed:
        return response.aiter_raw()  # type: ignore[return-value]
    return response.aiter_bytes()  # type: ignore[return-value]


def _cut_off(state: StreamState, why: str) -> StreamCutOff:
    return StreamCutOff(
        f"the model's reply was cut off: {why}. The partial reply was kept; try again.",
        partial_content=state.content,
        partial_tool_calls=state.tool_calls(),
    )

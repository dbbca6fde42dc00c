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
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Literal

import httpx

from studio.errors import ProviderError
from studio.providers.failures import StreamCutOff
from studio.providers.repeats import LOOP_ENDED, LoopGuard
from studio.providers.sse import SSEDecoder, StreamState
from studio.providers.types import ChatRequest, StreamDone, StreamEvent, TextDelta

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


class _StreamRun:
    """One streamed request: what both stream forms share.

    :meth:`open` sends the request (with the client's retries); :meth:`chunk`
    returns the next network chunk, or None once the body ended or the caller's
    cancel event stopped it (``stopped``); :meth:`finish` checks the ending for a
    cut-off; :meth:`close` releases the response and hands the journal record to
    the client. The two loops below only differ in what they do per payload.
    """

    __slots__ = (
        "_chunks", "_next", "cancel", "capped", "client", "deadline", "decoder", "ended",
        "error", "finished", "first_token", "guard", "received", "record", "response",
        "started", "state", "stopped", "watcher",
    )  # fmt: skip

    def __init__(self, client: ModelClient, cancel: asyncio.Event | None) -> None:
        self.client = client
        self.cancel = cancel
        self.state = StreamState()
        self.decoder = SSEDecoder()
        self.stopped = self.finished = False
        self.first_token: float | None = None
        self.error: ProviderError | None = None
        self.capped: str | None = None
        # Local models loop verbatim; the guard ends such a reply (``ended`` says why).
        self.guard = LoopGuard() if client.loop_guard else None
        self.ended: str | None = None
        self.received = 0
        self.deadline = 0.0

    async def open(self, request: ChatRequest) -> None:
        client = self.client
        body = client.build_body(request, stream=True)
        self.response, attempt, self.started = await client._open(
            "POST", "chat/completions", body, client._stream_timeout
        )
        self.record = client._record("chat/completions", body, attempt, self.started)
        self.record["status"] = self.response.status_code
        self.deadline = self.started + client.reply_deadline
        self.watcher = _Canceller(self.cancel) if self.cancel is not None else None
        self._chunks = _byte_chunks(self.response)
        self._next = self._chunks.__anext__

    def cancelled(self) -> bool:
        """True (and ``stopped`` set) once the caller asked to stop."""
        if self.cancel is not None and self.cancel.is_set():
            self.stopped = True
        return self.stopped

    async def chunk(self) -> bytes | None:
        if self.cancelled():
            return None
        watcher = self.watcher
        if watcher is not None:
            watcher.reading = True
        try:
            chunk: bytes = await self._next()
        except StopAsyncIteration:
            return None
        except asyncio.CancelledError:
            if watcher is not None and watcher.absorb():
                self.stopped = True
                return None
            raise
        finally:
            if watcher is not None:
                watcher.reading = False
        self.received += len(chunk)
        if self.over_cap():
            return None
        return chunk

    def over_cap(self) -> bool:
        """True (and the reply ended as cut at a limit) once a runaway cap is passed."""
        client = self.client
        if self.received > client.reply_max_bytes:
            size = client.reply_max_bytes
            shown = f"{size >> 20} MB" if size >= 1 << 20 else f"{size >> 10} KB"
            why = f"the reply passed {shown}"
        elif time.perf_counter() > self.deadline:
            why = f"the reply took longer than {client.reply_deadline:g} s"
        else:
            return False
        # Ended like a reply cut at max_tokens: what arrived is kept and can be continued.
        self.capped = why
        self.state.finish_reason = "length"
        self.finished = True
        return True

    def looped(self, text: str) -> bool:
        """Feed the guard; True (and the reply cut before its repeats) once it loops."""
        guard = self.guard
        if guard is None:
            return False
        keep = guard.feed(text)
        if keep is None:
            return False
        state = self.state
        state.parts = [state.content[:keep]]
        state.finish_reason = "stop"
        self.ended = LOOP_ENDED
        self.finished = True
        return True

    def finish(self) -> None:
        """After the body ended: flush the decoder and detect a reply cut short."""
        if self.stopped or self.finished:
            return
        for payload in self.decoder.flush():
            if payload == b"[DONE]":
                self.finished = True
            else:
                self.state.apply(payload)
        if self.state.finish_reason is None and not self.finished:
            self.error = _cut_off(self.state, "the connection closed before the reply ended")

    def failed(self, exc: BaseException) -> bool:
        """Turn a transport failure into ``error``; False for anything else."""
        if isinstance(exc, httpx.ReadTimeout):
            self.error = _cut_off(
                self.state, f"the model sent nothing for {self.client._idle_timeout:g} s"
            )
        elif isinstance(exc, (httpx.RemoteProtocolError, httpx.ReadError)):
            self.error = _cut_off(self.state, f"the connection broke ({type(exc).__name__})")
        elif isinstance(exc, ProviderError):
            self.error = exc
        else:
            return False
        # An in-stream error message may quote the key (some servers echo headers).
        self.client._scrub.exception(self.error)
        return True

    async def close(self) -> None:
        if self.watcher is not None:
            self.watcher.close()
        await self._chunks.aclose()
        await self.response.aclose()
        if self.capped:
            self.record["capped"] = self.capped
        if self.ended:
            self.record["ended"] = self.ended
        _emit_record(
            self.client, self.record, self.state, self.started, self.first_token,
            self.stopped, self.error,
        )  # fmt: skip

    def done(self) -> StreamDone:
        if self.error is not None:
            raise self.error
        state = self.state
        content, calls, reasoning = state.content, state.tool_calls(), state.reasoning
        scrub = self.client._scrub
        if scrub:
            # A model can echo the key (a prompt-injected page, a pasted config): it never
            # reaches the conversation, an agent or an event.
            content = scrub(content)
            reasoning = scrub(reasoning)
            calls = [replace(c, arguments=scrub(c.arguments)) for c in calls]
        return StreamDone(
            content, calls, state.finish_reason, state.final_usage(), self.stopped, reasoning,
            ended=self.ended,
        )  # fmt: skip


async def run_stream(
    client: ModelClient, request: ChatRequest, cancel: asyncio.Event | None
) -> AsyncIterator[StreamEvent]:
    """Open a streamed chat completion and yield its events (see ``ModelClient.stream_chat``)."""
    if cancel is not None and cancel.is_set():
        yield StreamDone("", [], None, None, True)
        return
    run = _StreamRun(client, cancel)
    await run.open(request)
    safe: list[str] = []
    scrub_text = client._scrub.stream(safe.append) if client._scrub else None
    try:
        while (chunk := await run.chunk()) is not None:
            payloads = run.decoder.feed(chunk)
            if run.finished or not payloads:
                continue  # After [DONE], keep reading only to reuse the connection.
            for payload in payloads:
                if payload == b"[DONE]":
                    run.finished = True
                    break
                for event in run.state.apply(payload):
                    if run.first_token is None and run.state.has_output():
                        run.first_token = time.perf_counter()
                    if run.cancelled():
                        break
                    if isinstance(event, TextDelta) and run.looped(event.text):
                        break
                    if scrub_text is not None and isinstance(event, TextDelta):
                        scrub_text(event.text)
                        for text in safe:
                            yield TextDelta(text)
                        safe.clear()
                        continue
                    yield event
                if run.stopped or run.ended:
                    break
            if run.ended:
                break
        run.finish()
        if scrub_text is not None and not run.stopped:
            scrub_text.flush()  # type: ignore[attr-defined]
            for text in safe:
                yield TextDelta(text)
    except Exception as exc:
        if not run.failed(exc):
            raise
    finally:
        await run.close()
    yield run.done()


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
    if cancel is not None and cancel.is_set():
        return StreamDone("", [], None, None, True)
    run = _StreamRun(client, cancel)
    await run.open(request)
    if on_text is not None and client._scrub:
        on_text = client._scrub.stream(on_text)  # The key never reaches a token event.
    decoder = run.decoder
    feed = decoder.feed
    idle = True  # Whether the decoder holds no partial event (then the fast path applies).
    absorb = run.state.absorb
    has_output = run.state.has_output
    watcher = run.watcher
    next_chunk = run._next
    is_set = cancel.is_set if cancel is not None else None
    perf_counter = time.perf_counter
    first_token: float | None = None
    finished = False  # Mirrors run.finished (a local is cheaper per chunk).
    max_bytes, deadline = client.reply_max_bytes, run.deadline
    guard = run.guard
    try:
        # _StreamRun.chunk inlined: one coroutine layer less per network chunk.
        while True:
            if is_set is not None and is_set():
                run.stopped = True
                break
            if watcher is not None:
                watcher.reading = True
            try:
                chunk: bytes = await next_chunk()
            except StopAsyncIteration:
                break
            except asyncio.CancelledError:
                if watcher is not None and watcher.absorb():
                    run.stopped = True
                    break
                raise
            finally:
                if watcher is not None:
                    watcher.reading = False
            run.received += len(chunk)
            if run.received > max_bytes or perf_counter() > deadline:
                run.over_cap()
                break
            end = len(chunk) - 2
            if (
                idle
                and chunk.find(b"\n") == end
                and chunk.startswith(b"data:")
                and chunk[-1] == 10
                and chunk[end - 1] != 13
            ):
                # SSEDecoder.feed's fast path, inlined (the same test and payload;
                # tests/providers/test_stream_text.py checks that any chunking gives
                # what the decoder gives): a chunk that is exactly one single-line
                # data event, which is nearly every chunk. It saves a call and a list
                # per event.
                if finished:
                    continue  # After [DONE], keep reading only to reuse the connection.
                payload = chunk[6:end] if chunk[5] == 32 else chunk[5:end]
                if payload == b"[DONE]":
                    finished = run.finished = True
                    continue
                text = absorb(payload)
                if first_token is None and (text is not None or has_output()):
                    first_token = run.first_token = perf_counter()
                if text is not None and guard is not None and run.looped(text):
                    break
                if text is not None and on_text is not None:
                    if is_set is not None and is_set():
                        run.stopped = True
                        break
                    on_text(text)
                continue
            payloads = feed(chunk)
            idle = decoder.idle
            if finished or not payloads:
                continue  # After [DONE], keep reading only to reuse the connection.
            for payload in payloads:
                if payload == b"[DONE]":
                    finished = run.finished = True
                    break
                text = absorb(payload)
                if first_token is None and (text is not None or has_output()):
                    first_token = run.first_token = perf_counter()
                if text is not None and guard is not None and run.looped(text):
                    break
                if text is not None and on_text is not None:
                    if is_set is not None and is_set():
                        run.stopped = True
                        break
                    on_text(text)
            else:
                continue
            if run.stopped or run.ended:
                break
        run.finish()
        if on_text is not None and not run.stopped and hasattr(on_text, "flush"):
            on_text.flush()
    except Exception as exc:
        if not run.failed(exc):
            raise
    finally:
        await run.close()
    return run.done()


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
    scrub = client._scrub
    record["response"] = {
        "content": scrub(state.content),
        "tool_calls": [
            replace(c, arguments=scrub(c.arguments)).to_json() for c in state.tool_calls()
        ],
        "finish_reason": state.finish_reason,
        "stopped": stopped,
    }
    if state.reasoning_parts:
        record["response"]["reasoning"] = scrub(state.reasoning)
    usage = state.final_usage()
    record["usage"] = None if usage is None else usage.to_json()
    if state.timings:
        record["timings"] = state.timings
    if error is not None:
        record["error"] = client._scrub(str(error))
    client._emit(record)


def _byte_chunks(response: httpx.Response) -> AsyncGenerator[bytes, None]:
    """The body's bytes as they arrive.

    When the body is not content-encoded (the usual case for SSE), the chunks
    come straight from the response's byte stream (``response.stream``): the
    same bytes ``aiter_raw`` yields, minus its async-generator layer, its
    chunker pass and its byte count, which is measurable at one chunk per token.
    Like ``aiter_raw`` it marks the body consumed; errors are httpx's own (the
    transport maps httpcore's), and ``_StreamRun.close`` closes the response.
    An encoded body (gzip, ...), one already read (mock transports) or a stream
    that is not an async generator goes through ``aiter_bytes``/``aiter_raw``.
    """
    encoding = response.headers.get("content-encoding", "").strip().lower()
    if encoding in ("", "identity") and not response.is_stream_consumed:
        stream = response.stream
        if isinstance(stream, httpx.AsyncByteStream):
            chunks = stream.__aiter__()
            if isinstance(chunks, AsyncGenerator):
                response.is_stream_consumed = True
                return chunks
        return response.aiter_raw()  # type: ignore[return-value]
    return response.aiter_bytes()  # type: ignore[return-value]


def _cut_off(state: StreamState, why: str) -> StreamCutOff:
    return StreamCutOff(
        f"the model's reply was cut off: {why}. The partial reply was kept; try again.",
        partial_content=state.content,
        partial_tool_calls=state.tool_calls(),
    )

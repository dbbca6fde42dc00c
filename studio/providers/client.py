"""ModelClient: one OpenAI-compatible endpoint over httpx, streamed or not.

Retry policy: connection failures, 429 and 5xx are retried with exponential
backoff and jitter, honouring ``Retry-After``, but only before the first byte of
a reply: once tokens have reached the user, a retry would show them twice.
The API key lives only in the Authorization header of the pooled httpx client;
every message and journal record passes through a scrubber as well.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import replace
from typing import Any, Self

import httpx
import orjson

from studio.errors import ProviderError
from studio.providers.failures import (
    Scrubber,
    backoff_delay,
    http_error,
    public_url,
    retry_after_seconds,
)
from studio.providers.presets import ProviderPreset, check_local_samplers, preset_for
from studio.providers.sse import stream_error
from studio.providers.streaming import consume_stream, run_stream
from studio.providers.toolids import short_tool_call_ids
from studio.providers.types import (
    SAMPLER_FIELDS,
    ChatRequest,
    Completion,
    StreamDone,
    StreamEvent,
    ToolCall,
    Usage,
)
from studio.providers.wire import WireOptions, adapt_messages

__all__ = ["ModelClient"]

Record = dict[str, Any]


class ModelClient:
    """Talks to one OpenAI-compatible endpoint. See the module docstring for policy.

    Args:
        base_url: The endpoint root, e.g. ``https://api.openai.com/v1``.
        api_key: Sent as ``Authorization: Bearer``; never printed or recorded.
        preset: Provider quirks; guessed from ``base_url`` when None.
        transport: An httpx transport (tests pass ``httpx.MockTransport``).
        connect_timeout: Seconds to establish a connection.
        request_timeout: Seconds to wait for response headers, or for a whole
            non-streamed reply.
        idle_timeout: Seconds a stream may go without sending a byte.
        max_retries: Retries after the first attempt for retryable failures.
        backoff_base: First backoff delay in seconds; doubles per retry.
        max_backoff: Upper bound for one delay; a longer ``Retry-After`` is not waited
            for, the error is raised instead so the user is not left hanging.
        on_exchange: Called once per HTTP exchange with a journal record.
        headers: Extra headers for every request (e.g. OpenRouter's ``X-Title``).
        merge_roles: Merge consecutive same-role messages (strict chat templates);
            None for the preset's default.
        system_as_user: Send the system prompt inside the first user message.
        reply_deadline: Seconds one streamed reply may take in all (a server that
            drips a byte at a time is otherwise never idle long enough to time out).
        reply_max_bytes: Bytes one streamed reply may send. Past either cap the
            client stops reading and ends the reply as cut at a length limit
            (``finish_reason == "length"``), keeping what arrived.
        local_samplers: The player's local-server samplers (``repeat_penalty``,
            ``min_p``, DRY, XTC...: :data:`~studio.providers.presets.LOCAL_SAMPLERS`),
            sent on every request to a server whose preset takes them and to no other.
        loop_guard: End a streamed reply once it repeats a sentence a third time,
            keeping what came before the repeats (``StreamDone.ended`` says so and
            the journal record has ``ended``). None: on for local servers
            (``preset.local``), off for hosted ones.

    Raises:
        ValueError: ``local_samplers`` names an unknown sampler or a value that is
            not a number.
    """

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str | None,
        preset: ProviderPreset | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        connect_timeout: float = 10,
        request_timeout: float = 120,
        idle_timeout: float = 60,
        max_retries: int = 3,
        backoff_base: float = 0.5,
        max_backoff: float = 20,
        on_exchange: Callable[[Record], None] | None = None,
        headers: dict[str, str] | None = None,
        merge_roles: bool | None = None,
        system_as_user: bool = False,
        reply_deadline: float = 600,
        reply_max_bytes: int = 64 << 20,
        local_samplers: Mapping[str, float | int] | None = None,
        loop_guard: bool | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.preset = preset or preset_for(base_url)
        dropped = self.preset.drop_message_fields
        if not self.preset.accepts_is_file:
            dropped = (*dropped, "isFile")
        self.wire = WireOptions(
            drop_fields=dropped,
            merge_roles=self.preset.merge_roles if merge_roles is None else merge_roles,
            system_as_user=system_as_user,
        )
        # End a reply that repeats a sentence 3 times (local models loop verbatim).
        self.loop_guard = self.preset.local if loop_guard is None else loop_guard
        self.local_samplers: dict[str, float | int] = {}
        self.set_local_samplers(local_samplers or {})
        # Dropped for good the first time a server refuses the field.
        self.ask_usage = self.preset.stream_usage
        self._scrub = Scrubber(api_key)
        self._request_timeout = request_timeout
        self._idle_timeout = idle_timeout
        self.reply_deadline = reply_deadline
        self.reply_max_bytes = reply_max_bytes
        self._max_retries = max(0, max_retries)
        self._backoff_base = backoff_base
        self._max_backoff = max_backoff
        self._on_exchange = on_exchange
        all_headers = {"Accept": "application/json, text/event-stream", **(headers or {})}
        if api_key:
            all_headers["Authorization"] = f"Bearer {api_key}"
        # Reads wait up to request_timeout for the headers; _open lowers the read limit
        # to idle_timeout for the body once they have arrived (docs/PROVIDERS.md).
        self._stream_timeout = httpx.Timeout(
            connect=connect_timeout,
            read=request_timeout,
            write=request_timeout,
            pool=connect_timeout,
        )
        self._whole_timeout = httpx.Timeout(
            connect=connect_timeout,
            read=request_timeout,
            write=request_timeout,
            pool=connect_timeout,
        )
        self._http = httpx.AsyncClient(transport=transport, headers=all_headers)
        # path -> (URL text, parsed URL, public form for records): parsing a URL
        # costs httpx ~11 us, and every request of a session goes to the same one.
        self._endpoints: dict[str, tuple[str, httpx.URL, str]] = {}

    def __repr__(self) -> str:
        return f"ModelClient(base_url={public_url(self.base_url)!r}, preset={self.preset.key!r})"

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._http.aclose()

    def set_wire(
        self, *, merge_roles: bool | None = None, system_as_user: bool | None = None
    ) -> None:
        """Change how messages are shaped from the next request on (the settings,
        or the user accepting the offer after an alternation error)."""
        wire = self.wire
        self.wire = WireOptions(
            drop_fields=wire.drop_fields,
            merge_roles=wire.merge_roles if merge_roles is None else merge_roles,
            system_as_user=wire.system_as_user if system_as_user is None else system_as_user,
        )

    def set_local_samplers(self, values: Mapping[str, float | int]) -> None:
        """Use these local-server samplers from the next request on (the settings
        changed); an empty mapping sends none.

        Raises:
            ValueError: An unknown sampler name, or a value that is not a number.
        """
        self.local_samplers = check_local_samplers(values)

    @property
    def server_root(self) -> str:
        """The base URL without its trailing ``/v1`` (where llama.cpp, Ollama and LM
        Studio keep their own endpoints)."""
        root = self.base_url
        return root[: -len("/v1")] if root.endswith("/v1") else root

    def build_body(self, request: ChatRequest, *, stream: bool) -> dict[str, Any]:
        """The JSON body for ``request``, adapted to the preset (never mutates inputs)."""
        messages = adapt_messages(request.messages, self.wire)
        if self.preset.short_tool_call_ids:
            messages = short_tool_call_ids(messages)
        body: dict[str, Any] = {"model": request.model, "messages": messages, "stream": stream}
        if request.tools:
            body["tools"] = request.tools
        for name in SAMPLER_FIELDS:
            value = getattr(request, name)
            if value is not None:
                body[name] = value
        # The player's local-server samplers, then the preset's defaults for whatever
        # neither the request nor the player set: what the player chose always wins.
        preset = self.preset
        if self.local_samplers and preset.sampler_names:
            body.update(preset.local_samplers(self.local_samplers))
        for name, default in preset.default_samplers:
            body.setdefault(name, default)
        if preset.cache_prompt:
            # llama.cpp's default too, but servers started with other defaults (and
            # older builds) differ; the engine keeps the prefix stable for it (§19).
            body["cache_prompt"] = True
        if stream and self.ask_usage:
            body["stream_options"] = {"include_usage": True}
        return body

    # -- exchange plumbing ------------------------------------------------------------

    def _emit(self, record: Record) -> None:
        if self._on_exchange is not None:
            self._on_exchange(record)

    def _endpoint(self, path: str) -> tuple[str, httpx.URL, str]:
        known = self._endpoints.get(path)
        if known is None:
            text = f"{self.base_url}/{path}"
            url = httpx.URL(text)
            known = self._endpoints[path] = (text, url, public_url(str(url)))
        return known

    def _record(self, path: str, body: Any, attempt: int, started: float) -> Record:
        return {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            "url": self._endpoint(path)[2],
            "request": body,
            "status": None,
            "response": None,
            "usage": None,
            "duration_ms": round((time.perf_counter() - started) * 1000, 1),
            "first_token_ms": None,
            "error": None,
            "attempt": attempt,
        }

    async def _open(
        self, method: str, path: str, body: Any, limits: httpx.Timeout
    ) -> tuple[httpx.Response, int, float]:
        """Send with retries; return the open response, its attempt number and start time.

        Raises:
            ProviderError: Not retryable, retries exhausted, or Retry-After too long.
        """
        url, parsed, _ = self._endpoint(path)
        content = _encode_body(body) if body is not None else None
        headers = {"Content-Type": "application/json"} if content is not None else None
        attempt = 0
        while True:
            started = time.perf_counter()
            retry_after: float | None = None
            raw_body: str | None = None
            try:
                request = self._http.build_request(
                    method, parsed, content=content, headers=headers, timeout=limits
                )
                async with asyncio.timeout(self._request_timeout):
                    response = await self._http.send(request, stream=True)
                if response.status_code < 400:
                    if limits is self._stream_timeout:
                        # httpcore reads each body chunk with the request's "read" limit,
                        # looked up per read: from now on silence is bounded by idle_timeout.
                        request.extensions["timeout"]["read"] = self._idle_timeout
                    return response, attempt, started
                try:
                    raw_body = self._scrub((await response.aread()).decode("utf-8", "replace"))
                finally:
                    await response.aclose()
                error = http_error(
                    response.status_code, raw_body, url=public_url(url), scrub=self._scrub
                )
                retry_after = retry_after_seconds(response.headers.get("retry-after"))
            except TimeoutError:
                error = ProviderError(
                    f"the model endpoint at {public_url(url)} did not answer within "
                    f"{self._request_timeout:g} s. Try again, or raise the request timeout.",
                    retryable=True,
                )
            except httpx.TimeoutException as exc:
                error = ProviderError(
                    f"timed out talking to the model endpoint at {public_url(url)} "
                    f"({type(exc).__name__}). Check that the server is running.",
                    retryable=isinstance(exc, httpx.ConnectTimeout),
                )
            except httpx.TransportError as exc:
                error = ProviderError(
                    f"could not reach the model endpoint at {public_url(url)}: "
                    f"{self._scrub(str(exc)) or type(exc).__name__}. "
                    "Check the base URL and your connection.",
                    retryable=True,
                )
            record = self._record(path, body, attempt, started)
            record.update(status=error.status, response=raw_body, error=str(error))
            self._emit(record)
            if self._refuses_usage_ask(error, body):
                # The server does not know stream_options: ask the same again without it.
                body.pop("stream_options")
                self.ask_usage = False
                content = _encode_body(body)
                continue
            if not error.retryable or attempt >= self._max_retries:
                raise error
            if retry_after is not None and retry_after > self._max_backoff:
                raise error
            delay = (
                retry_after
                if retry_after is not None
                else backoff_delay(attempt, base=self._backoff_base, cap=self._max_backoff)
            )
            await asyncio.sleep(delay)
            attempt += 1

    @staticmethod
    def _refuses_usage_ask(error: ProviderError, body: Any) -> bool:
        return (
            error.status in (400, 422)
            and isinstance(body, dict)
            and "stream_options" in body
            and "stream_options" in str(error).lower()
        )

    async def get_json(self, url: str, *, limit: float = 5.0) -> Any:
        """GET ``url`` (on this server) and parse JSON; for side endpoints such as
        ``/props``. No retries, no journal record.

        Raises:
            ProviderError: The server did not answer 2xx with JSON in time.
        """
        return await self._side_request("GET", url, None, limit)

    async def post_json(self, url: str, body: Any, *, limit: float = 5.0) -> Any:
        """POST JSON to a side endpoint (``/tokenize``, ``/api/show``); see :meth:`get_json`."""
        return await self._side_request("POST", url, body, limit)

    async def _side_request(self, method: str, url: str, body: Any, limit: float) -> Any:
        try:
            response = await self._http.request(
                method, url, json=body, timeout=httpx.Timeout(limit)
            )
        except httpx.HTTPError as exc:
            raise ProviderError(
                f"{public_url(url)} did not answer ({type(exc).__name__})", retryable=True
            ) from None
        if response.status_code >= 400:
            raise http_error(
                response.status_code,
                self._scrub(response.text),
                url=public_url(url),
                scrub=self._scrub,
            )
        try:
            return response.json()
        except ValueError:
            raise ProviderError(f"{public_url(url)} did not answer with JSON") from None

    # -- public calls -------------------------------------------------------------------

    def stream_chat(
        self, request: ChatRequest, *, cancel: asyncio.Event | None = None
    ) -> AsyncIterator[StreamEvent]:
        """Stream one reply as events; use it with ``async for``.

        The stream always ends with exactly one :class:`StreamDone` unless it raises.
        When ``cancel`` is set the client stops reading at once, closes the
        response, ignores anything that arrives later, and ends with
        ``StreamDone(stopped=True)`` holding what had arrived.

        Raises:
            ProviderError: The request failed; :class:`StreamCutOff` (a subclass)
                when the reply broke off, carrying ``partial_content``.
        """
        # A plain function returning the generator keeps the per-event path one
        # generator deep, which is what the streaming benchmark measures.
        return run_stream(self, request, cancel)

    async def stream_text(
        self,
        request: ChatRequest,
        on_text: Callable[[str], Any] | None = None,
        *,
        cancel: asyncio.Event | None = None,
    ) -> StreamDone:
        """Stream one reply, handing each text fragment to ``on_text``; returns its end.

        The callback form of :meth:`stream_chat` for the engine's hot path: same
        retries, journal record, cut-off errors and cancellation (``on_text`` is
        never called once ``cancel`` is seen set; the result is then
        ``StreamDone(stopped=True)`` holding what had arrived), but no event
        objects and no generator round trip per fragment. Tool calls come only
        in the returned :class:`StreamDone`.

        Raises:
            ProviderError: As :meth:`stream_chat`.
        """
        return await consume_stream(self, request, on_text, cancel)

    async def complete(self, request: ChatRequest) -> Completion:
        """One whole reply without streaming (what agents' ``callModel`` uses)."""
        body = self.build_body(request, stream=False)
        response, attempt, started = await self._open(
            "POST", "chat/completions", body, self._whole_timeout
        )
        record = self._record("chat/completions", body, attempt, started)
        record["status"] = response.status_code
        try:
            data = await self._read_json(response, record)
            completion = _completion(data)
        except ProviderError as exc:
            self._scrub.exception(exc)
            record["error"] = str(exc)
            self._emit(record)
            raise
        if self._scrub:
            completion = replace(
                completion,
                content=self._scrub(completion.content),
                tool_calls=[
                    replace(c, arguments=self._scrub(c.arguments)) for c in completion.tool_calls
                ],
            )
        record["response"] = {
            "content": completion.content,
            "tool_calls": [c.to_json() for c in completion.tool_calls],
            "finish_reason": completion.finish_reason,
        }
        record["usage"] = _usage_json(completion.usage)
        record["duration_ms"] = round((time.perf_counter() - started) * 1000, 1)
        self._emit(record)
        return completion

    async def list_models(self) -> list[str]:
        """The model ids the endpoint offers (``GET {base}/models``), sorted."""
        response, attempt, started = await self._open("GET", "models", None, self._whole_timeout)
        record = self._record("models", None, attempt, started)
        record["status"] = response.status_code
        data = await self._read_json(response, record)
        self._emit(record)
        items = data.get("data", []) if isinstance(data, dict) else data
        if not isinstance(items, list):
            raise ProviderError("the model endpoint's model list has an unexpected shape")
        return sorted({str(m["id"]) for m in items if isinstance(m, dict) and "id" in m})

    async def _read_json(self, response: httpx.Response, record: Record) -> Any:
        try:
            async with asyncio.timeout(self._request_timeout):
                raw = await response.aread()
        except (TimeoutError, httpx.TimeoutException):
            raise ProviderError(
                f"the model endpoint did not finish its reply within {self._request_timeout:g} s",
                retryable=True,
            ) from None
        except httpx.TransportError as exc:
            raise ProviderError(
                f"the connection to the model endpoint broke: {type(exc).__name__}",
                retryable=True,
            ) from None
        finally:
            await response.aclose()
        try:
            data = json.loads(raw)
        except ValueError:
            record["response"] = self._scrub(raw[:2000].decode("utf-8", "replace"))
            raise ProviderError(
                "the model endpoint sent a reply that is not valid JSON: "
                f"{self._scrub(raw[:200].decode('utf-8', 'replace'))!r}"
            ) from None
        if isinstance(data, dict) and data.get("error"):
            record["response"] = json.loads(self._scrub(json.dumps(data)))
            raise stream_error(data["error"])
        return data


def _encode_body(body: Any) -> bytes:
    """A request body as UTF-8 JSON: orjson (the hot path), ``json`` for what it refuses."""
    try:
        return orjson.dumps(body)
    except TypeError:  # orjson.JSONEncodeError: lone surrogates, non-str keys, big ints
        return json.dumps(body, ensure_ascii=False).encode()


def _usage_json(usage: Usage | None) -> dict[str, int] | None:
    return None if usage is None else usage.to_json()


def _completion(data: Any) -> Completion:
    try:
        choice = data["choices"][0]
        message = choice.get("message") or {}
    except (KeyError, IndexError, TypeError, AttributeError):
        raise ProviderError(
            "the model endpoint's reply has no choices; is this an OpenAI-compatible server?"
        ) from None
    content = message.get("content") if isinstance(message, dict) else None
    if not isinstance(message, dict) or not isinstance(content, str | None):
        raise ProviderError(
            "the model endpoint's reply is malformed (its message or content is not text); "
            "is this an OpenAI-compatible server?"
        )
    calls = [
        ToolCall(
            str(c.get("id") or f"call_{i}"),
            str((c.get("function") or {}).get("name") or ""),
            str((c.get("function") or {}).get("arguments") or ""),
        )
        for i, c in enumerate(message.get("tool_calls") or [])
        if isinstance(c, dict)
    ]
    reasoning = message.get("reasoning_content") or message.get("reasoning") or ""
    return Completion(
        content=content or "",
        tool_calls=calls,
        finish_reason=choice.get("finish_reason"),
        usage=Usage.from_json(data.get("usage")),
        reasoning=reasoning if isinstance(reasoning, str) else "",
    )

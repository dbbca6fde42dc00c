"""Request ids to futures: the middle layer of the sandbox protocol (host side).

Messages from the worker are untrusted and validated with pydantic before
anything acts on them (the usual result reply is checked by hand against
exactly the :class:`ResultReply` rules, without building a model). Three shapes are accepted::

    {"id": 7, "result": <json>}                     reply to our request 7
    {"id": 7, "error": {"message": "...", "kind": "..."}}
    {"id": 3, "method": "history.search", "params": [...]}   a request to us
    {"method": "debug", "params": ["text"]}                  a notification

Requests and notifications from a shared worker (several agents, see
:mod:`.group`) also carry ``"slot"``, the agent that sent them; the dispatcher
routes on it.

Anything else, a reply to an id we never sent (or already settled), or a
request reusing an id that is still in flight is a :class:`ProtocolError`: the
endpoint stops, every pending request fails with that error, and the owner
kills the worker.
"""

from __future__ import annotations

import asyncio
import itertools
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from studio.errors import BridgeRejected
from studio.sandbox.dispatcher import Dispatcher
from studio.sandbox.framing import AsyncFrameReader, AsyncFrameWriter, ProtocolError


class ChannelClosed(Exception):
    """The peer closed its end of the channel (usually: the worker died)."""


class RemoteError(Exception):
    """The peer answered our request with an error reply."""

    def __init__(self, message: str, kind: str = "error") -> None:
        self.message = message
        self.kind = kind
        super().__init__(message)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ErrorBody(_Strict):
    message: StrictStr = Field(max_length=64_000)
    kind: StrictStr = "error"


class ResultReply(_Strict):
    id: StrictInt = Field(ge=1)
    result: Any


class ErrorReply(_Strict):
    id: StrictInt = Field(ge=1)
    error: ErrorBody


class IncomingRequest(_Strict):
    id: StrictInt = Field(ge=1)
    method: StrictStr
    params: list[Any]
    slot: StrictStr | None = None  # Which agent of a shared worker sent it.


class IncomingNotification(_Strict):
    method: StrictStr
    params: list[Any]
    slot: StrictStr | None = None


Incoming = ResultReply | ErrorReply | IncomingRequest | IncomingNotification


def parse_incoming(raw: dict[str, Any]) -> Incoming:
    """Validate one decoded frame from the worker.

    Raises:
        ProtocolError: The frame has none of the accepted shapes.
    """
    if "method" in raw:
        model: type[_Strict] = IncomingRequest if "id" in raw else IncomingNotification
    elif "error" in raw:
        model = ErrorReply
    elif "result" in raw:
        model = ResultReply
    else:
        raise ProtocolError("frame is neither a reply, a request nor a notification")
    try:
        return model.model_validate(raw)  # type: ignore[return-value]
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(map(str, e['loc'])) or '<frame>'}: {e['msg']}" for e in exc.errors()
        )
        raise ProtocolError(f"invalid {model.__name__}: {problems}") from None


class Endpoint:
    """One side of a JSON-lines channel: our requests, their requests, notifications."""

    def __init__(
        self, reader: AsyncFrameReader, writer: AsyncFrameWriter, dispatcher: Dispatcher
    ) -> None:
        self._reader = reader
        self._writer = writer
        self._dispatcher = dispatcher
        self._ids = itertools.count(1)
        self._pending: dict[int, asyncio.Future[Any]] = {}
        self._incoming: dict[int, asyncio.Task[None]] = {}
        self.failure: BaseException | None = None
        self._serve_task: asyncio.Task[None] | None = None
        # Set by the peer's first frame, or when the channel stops: a new worker is
        # past its start-up (:mod:`.spares` waits for that before starting others).
        self.heard = asyncio.Event()

    @property
    def closed(self) -> bool:
        """Whether the channel has stopped (EOF or protocol error)."""
        return self.failure is not None

    async def request(self, method: str, params: Any) -> Any:
        """Send a request and wait for its reply.

        Raises:
            RemoteError: The peer replied with an error.
            ProtocolError: The channel broke with a protocol violation meanwhile.
            ChannelClosed: The peer went away before replying.
        """
        if self.failure is not None:
            raise self.failure
        request_id = next(self._ids)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending[request_id] = future
        try:
            await self._writer.write({"id": request_id, "method": method, "params": params})
            return await future
        except (ConnectionError, OSError) as exc:
            raise ChannelClosed(f"could not write to the worker: {exc}") from None
        finally:
            # A cancelled or finished request forgets its id, so a late reply to it
            # counts as unsolicited.
            self._pending.pop(request_id, None)

    async def notify(self, method: str, params: Any) -> None:
        """Send a notification (no reply expected)."""
        await self._writer.write({"method": method, "params": params})

    async def serve(self) -> None:
        """Read frames until EOF or a protocol error, then fail everything pending.

        Never raises for channel problems: the reason is left in :attr:`failure`.
        """
        self._serve_task = asyncio.current_task()
        try:
            while True:
                raw = await self._reader.read()
                self.heard.set()
                if raw is None:
                    self._fail(ChannelClosed("the worker closed the channel"))
                    return
                if len(raw) == 2 and "result" in raw:
                    # The usual frame, a result reply: checked here exactly as
                    # ResultReply would (only the keys "id" and "result", the id a
                    # strict int >= 1) without building a model. Anything else,
                    # valid or not, goes through parse_incoming and its messages.
                    request_id = raw.get("id")
                    if type(request_id) is int and request_id >= 1:
                        self._settle(request_id, raw["result"])
                        continue
                await self._handle(parse_incoming(raw))
        except ProtocolError as exc:
            self._fail(exc)
        except (ConnectionError, OSError) as exc:
            self._fail(ChannelClosed(f"channel broke: {exc}"))
        except asyncio.CancelledError:
            if self.failure is None:
                raise
            # _fail() stopped us (a violation found while answering a request): not an error.

    async def _handle(self, message: Incoming) -> None:
        if isinstance(message, ResultReply):
            self._settle(message.id, message.result)
        elif isinstance(message, ErrorReply):
            future = self._pending.pop(message.id, None)
            if future is None or future.done():
                raise ProtocolError(f"reply to unknown or settled request id {message.id}")
            future.set_exception(RemoteError(message.error.message, message.error.kind))
        elif isinstance(message, IncomingRequest):
            if message.id in self._incoming:
                raise ProtocolError(f"duplicate request id {message.id} while still in flight")
            task = asyncio.create_task(self._answer(message))
            self._incoming[message.id] = task
        else:
            await self._dispatcher.handle_notification(message.method, message.params, message.slot)

    def _settle(self, request_id: int, result: Any) -> None:
        future = self._pending.pop(request_id, None)
        if future is None or future.done():
            raise ProtocolError(f"reply to unknown or settled request id {request_id}")
        future.set_result(result)

    async def _answer(self, message: IncomingRequest) -> None:
        reply: dict[str, Any]
        try:
            result = await self._dispatcher.handle_request(
                message.method, message.params, message.slot
            )
            reply = {"id": message.id, "result": result}
        except BridgeRejected as exc:
            reply = {"id": message.id, "error": {"message": exc.message, "kind": "rejected"}}
        except ProtocolError as exc:
            self._fail(exc)
            return
        except Exception as exc:  # A bug in a bridge handler must not kill the channel.
            text = f"host error: {type(exc).__name__}: {exc}"
            reply = {"id": message.id, "error": {"message": text, "kind": "rejected"}}
        finally:
            self._incoming.pop(message.id, None)
        if self.failure is None:
            try:
                await self._writer.write(reply)
            except (ConnectionError, OSError, ValueError, TypeError) as exc:
                self._fail(ChannelClosed(f"could not answer the worker: {exc}"))

    def _fail(self, exc: BaseException) -> None:
        if self.failure is None:
            self.failure = exc
        self.heard.set()
        for future in self._pending.values():
            if not future.done():
                future.set_exception(self.failure)
        self._pending.clear()
        current = asyncio.current_task()
        for task in self._incoming.values():
            if task is not current:
                task.cancel()
        self._incoming.clear()
        serve = self._serve_task
        if serve is not None and serve is not current and not serve.done():
            serve.cancel()

    def close(self, reason: BaseException | None = None) -> None:
        """Stop: fail pending requests and cancel handlers (the owner closes the pipes)."""
        self._fail(reason or ChannelClosed("the channel was closed"))

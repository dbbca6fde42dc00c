"""The endpoint and dispatcher over in-memory streams (no processes)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from studio.errors import BridgeRejected
from studio.sandbox.dispatcher import Dispatcher
from studio.sandbox.endpoint import ChannelClosed, Endpoint, RemoteError
from studio.sandbox.framing import AsyncFrameReader, AsyncFrameWriter, ProtocolError, decode, encode


class _Sink:
    """Collects written frames and lets a test wait for the next one."""

    def __init__(self) -> None:
        self.frames: asyncio.Queue[dict[str, Any]] = asyncio.Queue()

    def write(self, data: bytes) -> None:
        for line in data.splitlines():
            self.frames.put_nowait(decode(line))

    async def drain(self) -> None:
        return None


class Peer:
    """The fake worker: feed frames in, read what the endpoint wrote."""

    def __init__(self, dispatcher: Dispatcher | None = None) -> None:
        self.incoming = asyncio.StreamReader()
        self.sink = _Sink()
        self.endpoint = Endpoint(
            AsyncFrameReader(self.incoming), AsyncFrameWriter(self.sink), dispatcher or Dispatcher()
        )
        self.serving = asyncio.create_task(self.endpoint.serve())

    def send(self, message: dict[str, Any] | bytes) -> None:
        self.incoming.feed_data(message if isinstance(message, bytes) else encode(message))

    async def written(self) -> dict[str, Any]:
        return await asyncio.wait_for(self.sink.frames.get(), 5)


async def test_request_resolves_with_the_matching_reply() -> None:
    peer = Peer()
    pending = asyncio.create_task(peer.endpoint.request("call", {"x": 1}))
    frame = await peer.written()
    assert frame == {"id": 1, "method": "call", "params": {"x": 1}}
    peer.send({"id": 1, "result": {"value": 42}})
    assert await pending == {"value": 42}


async def test_error_reply_raises_remote_error() -> None:
    peer = Peer()
    pending = asyncio.create_task(peer.endpoint.request("call", {}))
    await peer.written()
    peer.send({"id": 1, "error": {"message": "TypeError: x (a.py:3)", "kind": "error"}})
    with pytest.raises(RemoteError, match=r"a\.py:3"):
        await pending


@pytest.mark.parametrize(
    "frame",
    [
        {"id": 99, "result": 1},  # unknown id
        {"id": 1, "result": 1, "extra": True},  # extra field
        {"id": "1", "result": 1},  # id not an int
        {"id": 1, "error": {"msg": "x"}},  # malformed error body
        {"method": 5, "params": []},  # method not a string
        {"method": "debug", "params": "x"},  # params not a list
        {"hello": "world"},  # no shape at all
        b"garbage\n",
    ],
)
async def test_malformed_or_unsolicited_frames_fail_pending_requests(frame: Any) -> None:
    peer = Peer()
    pending = asyncio.create_task(peer.endpoint.request("call", {}))
    await peer.written()
    peer.send(frame)
    with pytest.raises(ProtocolError):
        await pending
    await peer.serving
    assert isinstance(peer.endpoint.failure, ProtocolError)


async def test_second_reply_to_a_settled_request_is_a_protocol_error() -> None:
    peer = Peer()
    pending = asyncio.create_task(peer.endpoint.request("call", {}))
    await peer.written()
    peer.send({"id": 1, "result": 1})
    assert await pending == 1
    peer.send({"id": 1, "result": 2})
    await peer.serving
    assert isinstance(peer.endpoint.failure, ProtocolError)


async def test_incoming_request_is_dispatched_and_answered() -> None:
    dispatcher = Dispatcher()

    async def search(method: str, params: list[Any]) -> Any:
        return [{"method": method, "q": params[0]}]

    dispatcher.on_request("history.search", search)
    peer = Peer(dispatcher)
    peer.send({"id": 7, "method": "history.search", "params": ["x"]})
    assert await peer.written() == {"id": 7, "result": [{"method": "history.search", "q": "x"}]}


async def test_rejection_becomes_an_error_reply() -> None:
    dispatcher = Dispatcher()

    async def reject(method: str, params: list[Any]) -> Any:
        raise BridgeRejected("budget exhausted for this response")

    dispatcher.on_request("callModel", reject)
    peer = Peer(dispatcher)
    peer.send({"id": 1, "method": "callModel", "params": []})
    reply = await peer.written()
    assert reply["error"]["message"] == "budget exhausted for this response"
    assert not peer.endpoint.closed


async def test_unknown_method_is_a_protocol_error() -> None:
    peer = Peer()
    peer.send({"id": 1, "method": "os.system", "params": ["rm -rf /"]})
    await peer.serving
    assert isinstance(peer.endpoint.failure, ProtocolError)


async def test_duplicate_in_flight_request_id_is_a_protocol_error() -> None:
    dispatcher = Dispatcher()
    release = asyncio.Event()

    async def slow(method: str, params: list[Any]) -> Any:
        await release.wait()
        return None

    dispatcher.on_request("history.range", slow)
    peer = Peer(dispatcher)
    peer.send({"id": 3, "method": "history.range", "params": [0, 1]})
    peer.send({"id": 3, "method": "history.range", "params": [0, 1]})
    await peer.serving
    assert "duplicate" in str(peer.endpoint.failure)


async def test_notifications_reach_their_handler_in_order() -> None:
    dispatcher = Dispatcher()
    seen: list[str] = []

    async def debug(method: str, params: list[Any]) -> None:
        seen.append(params[0])

    dispatcher.on_notification("debug", debug)
    peer = Peer(dispatcher)
    for text in ("a", "b", "c"):
        peer.send({"method": "debug", "params": [text]})
    peer.incoming.feed_eof()
    await peer.serving
    assert seen == ["a", "b", "c"]
    assert isinstance(peer.endpoint.failure, ChannelClosed)


async def test_eof_fails_pending_requests_with_channel_closed() -> None:
    peer = Peer()
    pending = asyncio.create_task(peer.endpoint.request("call", {}))
    await peer.written()
    peer.incoming.feed_eof()
    with pytest.raises(ChannelClosed):
        await pending
    with pytest.raises(ChannelClosed):
        await peer.endpoint.request("call", {})

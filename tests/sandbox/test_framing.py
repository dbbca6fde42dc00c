"""The framing layer over in-memory streams and real pipes."""

from __future__ import annotations

import asyncio
import os

import pytest

from studio.sandbox.framing import (
    AsyncFrameReader,
    AsyncFrameWriter,
    ProtocolError,
    SyncFrameReader,
    SyncFrameWriter,
    decode,
    encode,
)


def test_encode_is_one_line_even_with_newlines_inside() -> None:
    data = encode({"text": "a\nb\u2028c"})
    assert data.endswith(b"\n") and data.count(b"\n") == 1
    assert decode(data) == {"text": "a\nb\u2028c"}


@pytest.mark.parametrize(
    "line", [b"[1, 2]", b"not json", b'{"a": NaN}', b'{"a": Infinity}', b"\xff\xfe", b'"str"']
)
def test_decode_rejects_non_objects_and_non_json(line: bytes) -> None:
    with pytest.raises(ProtocolError):
        decode(line)


def test_encode_refuses_nan() -> None:
    with pytest.raises(ValueError):
        encode({"a": float("nan")})


async def test_async_reader_reads_frames_and_clean_eof() -> None:
    stream = asyncio.StreamReader()
    stream.feed_data(encode({"a": 1}) + encode({"b": 2}))
    stream.feed_eof()
    reader = AsyncFrameReader(stream)
    assert await reader.read() == {"a": 1}
    assert await reader.read() == {"b": 2}
    assert await reader.read() is None


async def test_async_reader_eof_mid_frame_is_protocol_error() -> None:
    stream = asyncio.StreamReader()
    stream.feed_data(b'{"a": 1')
    stream.feed_eof()
    with pytest.raises(ProtocolError, match="middle of a frame"):
        await AsyncFrameReader(stream).read()


async def test_async_reader_oversized_frame_is_protocol_error() -> None:
    stream = asyncio.StreamReader(limit=64)
    stream.feed_data(b'{"a": "' + b"x" * 200 + b'"}\n')
    with pytest.raises(ProtocolError, match="longer than"):
        await AsyncFrameReader(stream, max_line=64).read()


class _Sink:
    def __init__(self) -> None:
        self.data = bytearray()
        self.drains = 0
        self.writes = 0

    def write(self, data: bytes) -> None:
        # Write in two halves to give a broken writer the chance to interleave.
        self.writes += 1
        self.data += data[: len(data) // 2]
        self.data += data[len(data) // 2 :]

    async def drain(self) -> None:
        self.drains += 1
        await asyncio.sleep(0)


async def test_async_writer_never_interleaves_frames() -> None:
    sink = _Sink()
    writer = AsyncFrameWriter(sink)
    await asyncio.gather(*(writer.write({"n": n, "pad": "x" * n}) for n in range(50)))
    lines = bytes(sink.data).splitlines()
    assert sorted(decode(line)["n"] for line in lines) == list(range(50))


async def test_async_writer_sends_frames_written_together_in_one_write() -> None:
    sink = _Sink()
    writer = AsyncFrameWriter(sink)
    await asyncio.gather(*(writer.write({"n": n}) for n in range(10)))
    assert sink.writes == 1 and sink.drains == 1
    assert [decode(line)["n"] for line in bytes(sink.data).splitlines()] == list(range(10))
    # Written one after another, each goes out on its own.
    for n in range(3):
        await writer.write({"n": n})
    assert sink.writes == 4


async def test_async_writer_batch_leaves_even_when_its_first_writer_is_cancelled() -> None:
    sink = _Sink()
    writer = AsyncFrameWriter(sink)
    first = asyncio.ensure_future(writer.write({"n": 0}))
    await asyncio.sleep(0)  # The first writer now waits for its batch-mates.
    await writer.write({"n": 1})
    first.cancel()
    with pytest.raises(asyncio.CancelledError):
        await first
    assert [decode(line)["n"] for line in bytes(sink.data).splitlines()] == [0, 1]


def test_sync_writer_holds_frames_until_an_unheld_one_or_a_flush_in_order() -> None:
    read_fd, write_fd = os.pipe()
    try:
        os.set_blocking(read_fd, False)
        writer = SyncFrameWriter(write_fd)
        writer.write({"n": 0})
        assert os.read(read_fd, 1000) == b'{"n":0}\n'
        writer.write({"n": 1}, hold=True)
        writer.write({"n": 2}, hold=True)
        with pytest.raises(BlockingIOError):
            os.read(read_fd, 1000)  # Held.
        writer.write({"n": 3})  # An unheld frame takes the held ones along, in order.
        assert os.read(read_fd, 1000) == b'{"n":1}\n{"n":2}\n{"n":3}\n'
        writer.write({"n": 4}, hold=True)
        writer.flush()
        assert os.read(read_fd, 1000) == b'{"n":4}\n'
        writer.flush()  # Nothing held: nothing written.
        with pytest.raises(BlockingIOError):
            os.read(read_fd, 1000)
    finally:
        os.close(read_fd)
        os.close(write_fd)


def test_sync_reader_and_writer_over_a_pipe() -> None:
    read_fd, write_fd = os.pipe()
    try:
        writer = SyncFrameWriter(write_fd)
        writer.write({"id": 1, "result": "é" * 10})
        writer.write({"method": "debug", "params": ["x"]})
        os.close(write_fd)
        reader = SyncFrameReader(read_fd)
        assert reader.read() == {"id": 1, "result": "é" * 10}
        assert reader.read() == {"method": "debug", "params": ["x"]}
        assert reader.read() is None
    finally:
        os.close(read_fd)


def test_sync_reader_rejects_oversized_frames() -> None:
    read_fd, write_fd = os.pipe()
    try:
        os.write(write_fd, b"x" * 300)
        with pytest.raises(ProtocolError, match="longer than"):
            SyncFrameReader(read_fd, max_line=100).read()
    finally:
        os.close(read_fd)
        os.close(write_fd)


def test_decode_accepts_what_json_accepts_beyond_orjson() -> None:
    """orjson is only a fast path: lone surrogates and big integers still decode,
    NaN/Infinity and non-objects are still refused."""
    from studio.sandbox.framing import ProtocolError, decode

    assert decode(b'{"s": "\\ud800", "n": 123456789012345678901234567890}\n') == {
        "s": "\ud800",
        "n": 123456789012345678901234567890,
    }
    assert decode(b'{"a": [1, 2.5, null, "\xc3\xa9"]}') == {"a": [1, 2.5, None, "é"]}
    for bad in (b'{"a": NaN}', b'{"a": -Infinity}', b"[1]", b'"x"', b"{oops", b"\xff"):
        with pytest.raises(ProtocolError):
            decode(bad)

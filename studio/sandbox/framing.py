"""JSON-lines framing: the lowest layer of the sandbox protocol.

One message is one JSON object on one line (``\\n``-terminated, UTF-8). JSON
escapes every newline inside strings, so a frame boundary can never appear in
the middle of a message. Anything that is not a JSON object, contains ``NaN`` or
``Infinity``, or is longer than :data:`MAX_LINE` bytes is a :class:`ProtocolError`.

Two flavours share the encoding:

* :class:`SyncFrameReader` / :class:`SyncFrameWriter` over raw file descriptors,
  used inside the worker (single-threaded, blocking).
* :class:`AsyncFrameReader` / :class:`AsyncFrameWriter` over asyncio streams,
  used by the host. The writer holds a lock so concurrent writers (a reply to a
  bridge request and a new call) never interleave bytes.

Both writers batch: frames written back to back — the host sending ten preload
calls at once, a worker answering requests that were already waiting in its
buffer — leave in one ``write``, so the peer wakes up once for all of them
instead of once per frame (on two CPUs the wake-ups were most of the cost).

This module is imported inside the worker, so it uses the standard library only.
"""

from __future__ import annotations

import os

from studio.sandbox import wirejson

# Not ``from typing import ...``: importing typing costs a worker ~10 ms of its cold
# start; mypy reads the names through the TYPE_CHECKING branch.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Protocol
else:
    Protocol = object

_orjson: Any
try:  # The host and JavaScript/Lua workers have it; a Python-agent worker (-I -S) does not.
    import orjson as _orjson
except ImportError:  # pragma: no cover - exercised by Python-agent workers
    _orjson = None

if TYPE_CHECKING:
    # Only the host needs asyncio; the Python-agent worker must not pay ~50 ms importing it.
    import asyncio

_ENCODE_OPTIONS = (
    0
    if _orjson is None
    else _orjson.OPT_APPEND_NEWLINE
    | _orjson.OPT_PASSTHROUGH_DATACLASS
    | _orjson.OPT_PASSTHROUGH_DATETIME
    | _orjson.OPT_PASSTHROUGH_SUBCLASS
)
MAX_LINE = 16 * 1024 * 1024  # Bigger frames are a protocol error: no agent needs 16 MB at once.
_CHUNK = 65536


class ProtocolError(Exception):
    """The peer sent something that is not a valid frame or message."""


def _reject_constant(name: str) -> Any:
    raise ProtocolError(f"non-JSON number {name} in frame")


def encode(message: dict[str, Any]) -> bytes:
    """Serialise one message to a frame, newline included.

    Raises:
        ValueError: The message holds NaN/Infinity. TypeError: it is not JSON.
    """
    if _orjson is not None:
        # orjson is several times faster, but writes NaN/Infinity as null where json
        # refuses them: output without any "null" cannot have come from one, so it
        # is used as is; anything else (nulls, or what orjson refuses: non-string
        # keys, lone surrogates, huge integers, and with the passthrough options
        # dataclasses, datetimes and subclasses of builtins) goes through json below.
        try:
            data: bytes = _orjson.dumps(message, option=_ENCODE_OPTIONS)
        except TypeError:
            pass
        else:
            if b"null" not in data:
                return data
    return wirejson.dumps(message).encode("utf-8") + b"\n"


def decode(line: bytes) -> dict[str, Any]:
    """Parse one frame (without or with its newline) into a message object.

    Raises:
        ProtocolError: Not UTF-8, not JSON, or not a JSON object.
    """
    if len(line) > MAX_LINE + 1:
        raise ProtocolError(f"frame longer than {MAX_LINE} bytes")
    if _orjson is not None:
        # orjson is strict (UTF-8, no NaN/Infinity) and several times faster. What it
        # refuses (also lone surrogates, integers beyond 64 bits, deep nesting) goes
        # through json below, so the accepted language is unchanged.
        try:
            value = _orjson.loads(line)
        except ValueError:
            pass
        else:
            if type(value) is not dict:
                raise ProtocolError(f"frame is a JSON {type(value).__name__}, not an object")
            return value
    try:
        value = wirejson.loads(line.decode("utf-8"), _reject_constant)
    except ProtocolError:
        raise
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ProtocolError(f"malformed frame: {type(exc).__name__}: {exc}") from None
    if not isinstance(value, dict):
        raise ProtocolError(f"frame is a JSON {type(value).__name__}, not an object")
    return value


class SyncFrameReader:
    """Blocking frame reader over a file descriptor (worker side)."""

    def __init__(self, fd: int, max_line: int = MAX_LINE) -> None:
        self._fd = fd
        self._max = max_line
        self._buffer = bytearray()

    def buffered(self) -> bool:
        """Whether a complete frame is already waiting (reading it will not block)."""
        return b"\n" in self._buffer

    def read(self) -> dict[str, Any] | None:
        """Return the next message, or None at a clean end of stream.

        Raises:
            ProtocolError: A malformed or oversized frame, or EOF mid-frame.
        """
        while True:
            newline = self._buffer.find(b"\n")
            if newline >= 0:
                line = bytes(self._buffer[:newline])
                del self._buffer[: newline + 1]
                return decode(line)
            if len(self._buffer) > self._max:
                raise ProtocolError(f"frame longer than {self._max} bytes")
            chunk = os.read(self._fd, _CHUNK)
            if not chunk:
                if self._buffer:
                    raise ProtocolError("stream ended in the middle of a frame")
                return None
            self._buffer += chunk


class SyncFrameWriter:
    """Blocking frame writer over a file descriptor.

    A frame written with ``hold=True`` stays back until the next frame written
    without it, or :meth:`flush`: the worker holds the replies of a batch the host
    sent together (and awaits together) while the rest of the batch is still in
    its buffer, so they leave in one ``write`` and the host wakes up once. The
    worker flushes before it blocks and before it serves anything outside the
    batch, so a held reply never waits for more than the batch's own calls.
    """

    def __init__(self, fd: int) -> None:
        self._fd = fd
        self._held: list[bytes] = []

    def write(self, message: dict[str, Any], *, hold: bool = False) -> None:
        """Write one message completely (``os.write`` may write partially), after
        any held frames; with ``hold``, keep it back until the next unheld write."""
        self._held.append(encode(message))
        if not hold:
            self._write_held()

    def flush(self) -> None:
        """Write the frames held back so far."""
        self._write_held()

    def _write_held(self) -> None:
        if not self._held:
            return
        view = memoryview(self._held[0] if len(self._held) == 1 else b"".join(self._held))
        self._held.clear()
        while view:
            view = view[os.write(self._fd, view) :]


class ByteSink(Protocol):
    """What :class:`AsyncFrameWriter` needs from an ``asyncio.StreamWriter``."""

    def write(self, data: bytes) -> None: ...

    async def drain(self) -> None: ...


class AsyncFrameReader:
    """Frame reader over an ``asyncio.StreamReader`` (host side)."""

    def __init__(self, reader: asyncio.StreamReader, max_line: int = MAX_LINE) -> None:
        self._reader = reader
        self._max = max_line

    async def read(self) -> dict[str, Any] | None:
        """Return the next message, or None at a clean end of stream.

        Raises:
            ProtocolError: A malformed or oversized frame, or EOF mid-frame.
        """
        import asyncio

        try:
            line = await self._reader.readuntil(b"\n")
        except asyncio.IncompleteReadError as exc:
            if exc.partial:
                raise ProtocolError("stream ended in the middle of a frame") from None
            return None
        except asyncio.LimitOverrunError:
            raise ProtocolError(f"frame longer than {self._max} bytes") from None
        if len(line) > self._max + 1:
            raise ProtocolError(f"frame longer than {self._max} bytes")
        return decode(line)


class AsyncFrameWriter:
    """Frame writer over an asyncio byte sink, with one lock for all writers."""

    def __init__(self, sink: ByteSink) -> None:
        import asyncio

        self._sink = sink
        self._lock = asyncio.Lock()
        self._pending: list[bytes] = []

    async def write(self, message: dict[str, Any]) -> None:
        """Write one message and wait until the transport accepted it.

        The first writer of a loop iteration yields once before writing, so that
        the tasks scheduled alongside it (``asyncio.gather`` of calls) add their
        frames and all of them go out in one write. The others return at once:
        their frames leave with the first writer's batch, and a failure to write
        them surfaces on the reading side (the peer's end of stream).
        """
        import asyncio

        self._pending.append(encode(message))
        if len(self._pending) > 1:
            return
        try:
            await asyncio.sleep(0)
        finally:  # Even when cancelled: the other writers' frames must leave.
            async with self._lock:
                pending, self._pending = self._pending, []
                if pending:
                    self._sink.write(pending[0] if len(pending) == 1 else b"".join(pending))
                    await self._sink.drain()

"""Crash-safe file writes and JSON reads.

Every file Character Studio rewrites goes through :func:`atomic_write_bytes`: the
new content is written to a temporary file in the same folder, flushed and
fsynced, then moved over the old name with :func:`os.replace`, and finally the
folder itself is fsynced (POSIX) so the rename survives a power cut. A crash at
any instant leaves either the old file or the new one, never a torn mix.

Temporary files are named ``.<name>.<random>.tmp`` so globbing for ``*.json``
never picks them up, and they are removed again if the write fails.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson

from studio.errors import StorageError

__all__ = [
    "atomic_write_bytes",
    "atomic_write_json",
    "atomic_write_text",
    "dumps_compact",
    "fsync_dir",
    "has_long_number",
    "loads_exact",
    "read_json",
]


def fsync_dir(folder: Path) -> None:
    """Flush a folder's entries (renames, new files) to disk.

    Windows cannot open a directory for fsync and its ``MoveFileEx`` is already
    durable enough for our purposes, so this is a no-op there.
    """
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # Some filesystems (e.g. certain network mounts) refuse; nothing more to do.
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_bytes(
    path: Path, data: bytes, *, before_replace: Callable[[os.stat_result], None] | None = None
) -> None:
    """Replace ``path`` with ``data`` so a crash leaves the old or the new file.

    The file is created with owner-only permissions (``0600``), which is what
    :func:`tempfile.mkstemp` gives; Character Studio's files are private user data.

    Args:
        path: The file to write. Its folder is created if missing.
        data: The complete new content.
        before_replace: Called with the finished (fsynced) temp file's ``fstat``
            just before it replaces ``path`` (the conversation records the new
            journal's inode in its state journal first).

    Raises:
        StorageError: The file could not be written (the old content is intact).
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as exc:
        raise StorageError(f"cannot write: {exc.strerror or exc}", path=path) from None
    try:
        try:
            view = memoryview(data)
            while view:
                # os.write may write less than asked (large buffers, signals): loop.
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
            if before_replace is not None:
                before_replace(os.fstat(fd))
        finally:
            os.close(fd)
        os.replace(tmp_name, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        if isinstance(exc, OSError):
            raise StorageError(f"cannot write: {exc.strerror or exc}", path=path) from None
        raise
    fsync_dir(path.parent)


def atomic_write_text(path: Path, text: str) -> None:
    """Atomically write ``text`` as UTF-8 (see :func:`atomic_write_bytes`)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_json(path: Path, value: Any, *, indent: int | None = 2) -> None:
    """Atomically write ``value`` as JSON (UTF-8, keys in insertion order, newline at end).

    Raises:
        StorageError: ``value`` is not JSON-serializable (NaN and infinities
            included, since other JSON readers reject them) or the write failed.
    """
    try:
        text = json.dumps(value, indent=indent, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise StorageError(f"value is not valid JSON: {exc}", path=path) from None
    try:
        data = (text + "\n").encode("utf-8")
    except UnicodeEncodeError:
        # Lone surrogates cannot be UTF-8 encoded; \u escapes keep them losslessly.
        data = (json.dumps(value, indent=indent, allow_nan=False) + "\n").encode("ascii")
    atomic_write_bytes(path, data)


def dumps_compact(value: Any) -> bytes:
    """One value as a single compact JSON line without the newline, UTF-8 encoded.

    JSON escapes newlines inside strings, so the result never contains ``\\n``.

    Raises:
        StorageError: ``value`` is not JSON-serializable.
    """
    try:
        # The fast path (every journal line goes through here); orjson refuses what
        # it cannot write faithfully (lone surrogates, non-string keys, huge ints)
        # and the json module below then decides.
        return orjson.dumps(value)
    except (orjson.JSONEncodeError, TypeError):
        pass
    try:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise StorageError(f"value is not valid JSON: {exc}") from None
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(value, separators=(",", ":"), allow_nan=False).encode("ascii")


def read_json(path: Path) -> Any:
    """Read and parse a JSON file.

    Raises:
        StorageError: The file is missing, unreadable, or not valid JSON; the
            message names the file and, for bad JSON, the line and column.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise StorageError("file not found", path=path) from None
    except OSError as exc:
        raise StorageError(f"cannot read: {exc.strerror or exc}", path=path) from None
    try:
        return json.loads(data)
    except UnicodeDecodeError as exc:
        raise StorageError(f"not UTF-8 text ({exc.reason})", path=path) from None
    except json.JSONDecodeError as exc:
        raise StorageError(
            f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}", path=path
        ) from None


def write_failure(
    exc: OSError, path: Path | str, what: str = "could not be written"
) -> StorageError:
    """A :class:`StorageError` for a failed write, naming the file and what to do.

    Disk full, file too large, a read-only or unwritable folder: each gets a
    sentence the user can act on, with the folder named.
    """
    import errno

    folder = Path(path).parent
    reason = exc.strerror or str(exc)
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        hint = f"the disk holding {folder} is full; free some space and try again"
    elif exc.errno == errno.EFBIG:
        hint = f"a file in {folder} reached the size limit; free space or raise the limit"
    elif exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        hint = f"{folder} is not writable; choose a writable data folder (--data-dir)"
    else:
        hint = f"check the folder {folder}"
    return StorageError(f"{what} ({reason}): {hint}", path=path)


_LONG_NUMBER = re.compile(rb"\d{19}")


def has_long_number(data: bytes) -> bool:
    """Whether the text holds a run of 19 digits, which orjson may read as a float."""
    return _LONG_NUMBER.search(data) is not None


def loads_exact(data: bytes) -> Any:
    """orjson, or the json module for what orjson refuses (lone surrogates) or reads
    wrong: an integer beyond 64 bits comes back from orjson as a float, silently
    (18446744073709551617 -> 1.8446744073709552e+19), so text with a run of 19 digits
    is read by the json module (a string holding such a run only costs speed)."""
    if _LONG_NUMBER.search(data) is None:
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError:
            pass
    return json.loads(data)

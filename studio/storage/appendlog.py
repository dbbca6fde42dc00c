"""Append-only JSON-lines diagnostics files (requests journal, agent logs).

An :class:`AppendLog` keeps its descriptor open between appends, so a record
costs one ``stat`` and one ``write`` instead of a ``mkdir``, ``open``, ``fstat``,
``lseek``, ``read``, ``write`` and ``close``. What the reopen-per-record
version guaranteed still holds:

* **A torn last line** (a writer killed mid-append, in this process or another)
  never swallows the next record: before writing, the file's size is compared
  with where our own last write ended; when they differ, or nothing is known
  yet, the last byte is read and a record that would continue a torn line
  starts with a newline instead. Readers skip the torn fragment.
* **A file removed or replaced** by someone else (a deleted conversation, a new
  one with the same id) is followed: when the path no longer names the open
  file, it is closed and the path is opened (created) again.

The caller serialises appends to one file (the conversation's lock, which other
processes take too), so nobody writes between the size check and the write.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from studio.errors import StorageError
from studio.storage.atomic import write_failure

__all__ = ["AppendLog", "read_lines"]

_FLAGS = os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)


class AppendLog:
    """One append-only file, opened on the first append and kept open until :meth:`close`.

    Args:
        path: The file; it and its folder are created on the first append.
    """

    __slots__ = ("_end", "_fd", "_id", "generation", "path")

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        self._id = (0, 0)  # (st_dev, st_ino) of the open file
        # Where our last complete write ended; None when unknown (just opened, or a
        # write failed), which makes the next append check the last byte.
        self._end: int | None = None
        # Incremented whenever the file is (re)opened: offsets into an earlier
        # file (the requests journal's bases) mean nothing in the new one.
        self.generation = 0

    def refresh(self) -> None:
        """Follow the path now if the file was removed or replaced (bumps :attr:`generation`)."""
        self._current()

    def _current(self) -> tuple[int, int]:
        """The descriptor of the file the path names now, and that file's size."""
        fd = self._fd
        size = -1
        if fd is not None:
            try:
                st = os.stat(self.path)
            except FileNotFoundError:
                st = None
            if st is not None and (st.st_dev, st.st_ino) == self._id:
                size = st.st_size
            else:
                self.close()  # Removed or replaced behind our back: follow the path.
                fd = None
        if fd is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, _FLAGS, 0o600)
            try:
                st = os.fstat(fd)
            except BaseException:
                os.close(fd)
                raise
            self._fd, self._id, self._end = fd, (st.st_dev, st.st_ino), None
            self.generation += 1
            size = st.st_size
        return fd, size

    def append(self, data: bytes, *, sync: bool = False) -> int:
        """Append ``data`` (see :meth:`_append`); a failed write is a StorageError.

        Raises:
            StorageError: The file could not be opened or written (disk full, a
                read-only folder, ...). The next append reopens it and checks its
                last byte again.
        """
        try:
            return self._append(data, sync=sync)
        except OSError as exc:
            self._end = None
            raise write_failure(exc, self.path) from None

    def _append(self, data: bytes, *, sync: bool = False) -> int:
        """Append ``data`` (one or more complete lines); fsync when ``sync``.

        Returns:
            The byte offset in the file where ``data`` starts.

        Raises:
            OSError: The file could not be opened or written. The next append
                reopens it and checks its last byte again.
        """
        fd, size = self._current()
        if size and size != self._end and _last_byte(fd, size) != b"\n":
            # An earlier append was torn by a crash: start on a fresh line so this
            # record stays readable (the torn fragment is skipped on read).
            data = b"\n" + data
            start = size + 1
        else:
            start = size
        self._end = None
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        self._end = size + len(data)
        if sync:
            os.fsync(fd)
        return start

    def close(self) -> None:
        """Release the descriptor (a later append opens the file again)."""
        fd, self._fd, self._end = self._fd, None, None
        if fd is not None:
            os.close(fd)


def _last_byte(fd: int, size: int) -> bytes:
    os.lseek(fd, size - 1, os.SEEK_SET)
    return os.read(fd, 1)


def read_lines(path: Path) -> list[dict[str, Any]]:
    """Every JSON object line of ``path``; blank, torn or damaged lines are skipped."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise StorageError(f"cannot read: {exc.strerror or exc}", path=path) from None
    records: list[dict[str, Any]] = []
    for line in data.split(b"\n"):
        try:
            value = json.loads(line)
        except (json.JSONDecodeError, UnicodeDecodeError):
            continue  # Blank, torn or damaged diagnostic line: skip it.
        if isinstance(value, dict):
            records.append(value)
    return records

"""One conversation on disk: the append-only journal plus its sidecars.

Saving a turn appends one line per entry with a single ``os.write`` on an
``O_APPEND`` descriptor, so it costs the same in a 10-entry and a 100,000-entry
conversation. Durability comes from the group commit
(:mod:`studio.storage.commit`): the state journal receives a copy of those
bytes and is fsynced once per turn, together with the token totals, the
toolCallId counter and the stores the turn changed. Edits (``replace_entries``,
``update_entry``, ``set_title``, ``clear``) rewrite the whole journal
atomically (temp file + ``os.replace``).

Concurrency: every write and the initial load run under the conversation's
:class:`~studio.storage.locking.FileLock` (``conversation_NN.lock``), which
serialises threads and processes. Before writing, the conversation checks that
the file on disk is still the one it loaded (same inode, same size); if another
process changed it, the write is refused with :class:`StorageError` and the
caller should open the conversation again, rather than index entries wrongly.
"""

from __future__ import annotations

import os
from pathlib import Path
from types import TracebackType
from typing import Any

from studio.errors import StorageError
from studio.storage.appendlog import AppendLog
from studio.storage.atomic import atomic_write_bytes
from studio.storage.commit import CommitMixin
from studio.storage.journal import encode_entry, encode_journal, parse_header_line, parse_journal
from studio.storage.locking import FileLock
from studio.storage.sidecars import SidecarsMixin

__all__ = ["Conversation", "journal_path", "read_header"]

_APPEND_FLAGS = os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0)


def journal_path(folder: Path, conv_id: str) -> Path:
    """The journal file of conversation ``conv_id`` in ``folder``."""
    return Path(folder) / f"conversation_{conv_id}.jsonl"


def read_header(folder: Path, conv_id: str) -> dict[str, Any]:
    """The header of conversation ``conv_id`` in ``folder``: its first line only, so
    it costs the same for any length (listing reads headers this way too).

    Raises:
        StorageError: The file cannot be read or its header is not valid.
    """
    path = journal_path(folder, conv_id)
    try:
        with path.open("rb") as handle:
            line = handle.readline().rstrip(b"\n")
    except OSError as exc:
        raise StorageError(f"cannot read: {exc.strerror or exc}", path=path) from None
    return parse_header_line(line, path, refuse_newer=False)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        # A short write is possible (signals, huge buffers); O_APPEND keeps later
        # pieces at the end, and we hold the lock, so nobody else writes between.
        written = os.write(fd, view)
        view = view[written:]


class Conversation(SidecarsMixin, CommitMixin):
    """A conversation loaded from ``folder``; use ``ConversationStore.open``/``create``.

    Attributes:
        id: The conversation id (``"01"``, ``"02"``, ... ``"100"``).
        folder: The folder holding ``conversation_<id>.*``.
        header: The journal header (``schema_version``, ``id``, ``title``,
            ``created``, ``forked_from``, plus any unknown fields kept as-is).
        entries: Every entry in order; the list index is the history index (§4).
        warnings: Problems recovered from while loading (e.g. a torn last line).
    """

    def __init__(self, folder: Path, conv_id: str) -> None:
        self.id = conv_id
        self.folder = Path(folder)
        self.path = journal_path(self.folder, conv_id)
        self.header: dict[str, Any] = {}
        self.entries: list[dict[str, Any]] = []
        self.warnings: list[str] = []
        self._fd: int | None = None
        self._size = 0
        self._ino = 0
        self._logs: dict[str, AppendLog] = {}
        self._init_state()
        self._init_requests()
        self._lock = FileLock(self._sidecar(".lock"))
        try:
            with self._lock:
                self._load()
        except BaseException:
            self._close_state_fd()
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None
            self._lock.close()
            raise

    # -- loading -----------------------------------------------------------------

    def _load(self) -> None:
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            raise StorageError(f"conversation {self.id} does not exist", path=self.path) from None
        except OSError as exc:
            raise StorageError(f"cannot read: {exc.strerror or exc}", path=self.path) from None
        first_end = data.find(b"\n")
        if first_end >= 0:
            # A newer schema is refused before anything (even a repair) is written.
            parse_header_line(data[:first_end], self.path)
        state_dirty, _ = self._load_state()
        data = self._recover(data)
        parsed = parse_journal(data, self.path)
        if parsed.header.get("id") != self.id:
            raise StorageError(
                f"the header says id {parsed.header.get('id')!r}, the file name says {self.id!r}",
                path=self.path,
            )
        if parsed.good_size < len(data):
            # Cut the torn tail off now, so the next append starts on a fresh line.
            # We hold the lock, so no live writer can be mid-append.
            try:
                os.truncate(self.path, parsed.good_size)
            except OSError as exc:
                raise StorageError(
                    f"cannot repair a torn last line: {exc.strerror or exc}", path=self.path
                ) from None
        self.header = parsed.header
        self.entries = parsed.entries
        self.warnings = parsed.warnings + self.warnings
        self._reopen(sync=parsed.good_size < len(data))
        self._after_load(data, parsed.good_size, state_dirty)

    def _reopen(self, *, sync: bool = False) -> None:
        """(Re)open the append descriptor on the current journal inode."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        try:
            self._fd = os.open(self.path, _APPEND_FLAGS)
            if sync:
                os.fsync(self._fd)  # Make a truncation repair durable.
            st = os.fstat(self._fd)
        except OSError as exc:
            raise StorageError(f"cannot open: {exc.strerror or exc}", path=self.path) from None
        self._size, self._ino = st.st_size, st.st_ino

    def _check_fresh(self) -> int:
        """The append fd, after making sure nobody else changed the file since we loaded."""
        if self._fd is None:
            raise StorageError(f"conversation {self.id} is closed", path=self.path)
        try:
            on_disk = os.stat(self.path)
            mine = os.fstat(self._fd)
        except OSError as exc:
            raise StorageError(f"cannot check: {exc.strerror or exc}", path=self.path) from None
        if on_disk.st_ino != self._ino or mine.st_size != self._size:
            raise StorageError(
                f"conversation {self.id} was changed by another window or program since "
                "it was opened; open it again to continue",
                path=self.path,
            )
        return self._fd

    # -- header --------------------------------------------------------------------

    @property
    def title(self) -> str:
        """The conversation's title."""
        return str(self.header.get("title", ""))

    def set_header_field(self, key: str, value: Any) -> None:
        """Set (or, with None, remove) one non-standard header field, atomically."""
        if key in ("schema_version", "id", "created", "forked_from"):
            raise ValueError(f"the header field {key!r} cannot be changed")
        header = {k: v for k, v in self.header.items() if k != key}
        if value is not None:
            header[key] = value
        self._rewrite(header, self.entries)

    def set_title(self, title: str) -> None:
        """Change the title (an atomic rewrite of the journal)."""
        self._rewrite({**self.header, "title": str(title)}, self.entries)

    # -- entries -------------------------------------------------------------------

    def append(self, entry: dict[str, Any], *, sync: bool = True) -> int:
        """Append one entry; returns its index. Cost does not grow with length.

        Args:
            entry: The entry.
            sync: Durable before returning (the default: one fsync of the state
                journal, or none inside :meth:`group_commit`, whose end covers
                it). With False the line is written (a ``kill -9`` cannot lose
                it) but made durable only by the next commit.
        """
        line = encode_entry(entry)
        with self._lock:
            fd = self._check_fresh()
            self._append_bytes(fd, line, sync=sync)
            self.entries.append(entry)
            return len(self.entries) - 1

    def append_many(self, entries: list[dict[str, Any]]) -> None:
        """Append several entries with one write and one fsync."""
        if not entries:
            return
        data = b"".join(encode_entry(entry) for entry in entries)
        with self._lock:
            fd = self._check_fresh()
            self._append_bytes(fd, data)
            self.entries.extend(entries)

    def _append_bytes(self, fd: int, data: bytes, *, sync: bool = True) -> None:
        try:
            _write_all(fd, data)
        except OSError as exc:
            # A partial line may be on disk; the next load drops it as torn. Our
            # recorded size no longer matches, so further appends are refused.
            raise StorageError(f"cannot save: {exc.strerror or exc}", path=self.path) from None
        self._size += len(data)
        self._committed_append_locked(data, sync=sync)

    def replace_entries(self, entries: list[dict[str, Any]]) -> None:
        """Replace every entry (edits); an atomic rewrite."""
        self._rewrite(self.header, list(entries))

    def update_entry(self, index: int, entry: dict[str, Any]) -> None:
        """Replace the entry at ``index``; an atomic rewrite."""
        if not 0 <= index < len(self.entries):
            raise StorageError(
                f"no entry {index} in conversation {self.id} ({len(self.entries)} entries)"
            )
        entries = list(self.entries)
        entries[index] = entry
        self._rewrite(self.header, entries)

    def clear(self) -> None:
        """Remove every entry and every agent store.

        Kept: the tool-call counter (ids are never reused, even after a clear),
        the token totals (tokens already spent stay spent against the
        conversation cap), the agent log and the requests journal (audit records).
        """
        with self._lock:
            self._state_check()
            self._rewrite_locked(self.header, [])
            self._remove_stores_locked()
            if self._group == 0:
                self._fsync_state_locked()

    def _rewrite(self, header: dict[str, Any], entries: list[dict[str, Any]]) -> None:
        with self._lock:
            self._state_check()
            self._rewrite_locked(header, entries)
            if self._group == 0:
                self._fsync_state_locked()

    def _rewrite_locked(self, header: dict[str, Any], entries: list[dict[str, Any]]) -> None:
        fd = self._check_fresh()
        data = encode_journal(header, entries)  # Validates before anything is written.
        # Windows cannot replace a file that is open, so let go of it first.
        os.close(fd)
        self._fd = None
        try:
            atomic_write_bytes(self.path, data, before_replace=self._before_rewrite_locked)
            self.header, self.entries, self.warnings = dict(header), entries, []
        finally:
            self._reopen()
        self._tail = []  # The new journal is durable as a whole.

    # -- lifetime ------------------------------------------------------------------

    def close(self) -> None:
        """Write the sidecars if anything changed, release the file descriptors.

        The object must not be used afterwards.
        """
        try:
            self._close_logs()
            self._close_state()
        finally:
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None
            self._lock.close()

    def __enter__(self) -> Conversation:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Conversation(id={self.id!r}, entries={len(self.entries)}, folder={self.folder!s})"

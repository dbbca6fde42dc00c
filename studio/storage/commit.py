"""The group commit of a conversation, as a mixin of :class:`Conversation`.

Everything a turn changes besides the journal (token totals, the toolCallId
counter, agent stores) is appended to ``conversation_NN.state.jsonl`` at once,
unsynced; :meth:`CommitMixin.sync` appends a commit record carrying the journal
bytes written since the last commit and fsyncs that one file. See
:mod:`studio.storage.statelog` for the records and the recovery rules.

The documented sidecars are written by :meth:`CommitMixin._checkpoint_locked`:
on a clean close, right after a load that replayed anything, and when the state
journal grows past :data:`~studio.storage.statelog.CHECKPOINT_BYTES`.
"""

from __future__ import annotations

import contextlib
import copy
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from studio.errors import StorageError
from studio.storage.atomic import atomic_write_bytes, atomic_write_json, dumps_compact, read_json
from studio.storage.atomic import loads_exact as loads_fallback
from studio.storage.locking import FileLock
from studio.storage.statelog import (
    CHECKPOINT_BYTES,
    STATE_VERSION,
    JournalState,
    parse_state_lines,
    restore_journal,
    tool_call_ids_in,
)

__all__ = ["CommitMixin", "loads_fallback"]

_STATE_FLAGS = os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)


def _read_all(fd: int, size: int) -> bytes:
    parts: list[bytes] = []
    while size > 0:
        chunk = os.read(fd, size)
        if not chunk:
            break
        parts.append(chunk)
        size -= len(chunk)
    return b"".join(parts)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


class CommitMixin:
    """The state journal and the group commit; needs the host's journal fields."""

    id: str
    path: Path
    _lock: FileLock
    _fd: int | None
    _size: int
    _ino: int
    warnings: list[str]
    entries: list[dict[str, Any]]

    if TYPE_CHECKING:  # Provided by SidecarsMixin.

        def _sidecar(self, suffix: str) -> Path: ...

    def _init_state(self) -> None:
        self._state_path = self._sidecar(".state.jsonl")  # a Path join costs ~10 us
        self._state = JournalState()
        self._state_fd: int | None = None
        self._state_ino = 0
        self._state_end = 0
        self._state_unsynced = False  # records written since the last fsync
        self._since_checkpoint = False  # records written since the sidecars were
        self._tail: list[bytes] = []  # journal bytes not yet in a commit record
        self._group = 0
        self._changes = 0  # counts records and journal appends (for lazy groups)
        self._disk_tokens: dict[str, Any] = {}
        self._disk_last = 0

    # -- loading -----------------------------------------------------------------

    def _read_sidecar_state(self) -> JournalState:
        """The counters as the sidecar files hold them (what the last checkpoint wrote)."""
        state = JournalState()
        tokens_path = self._sidecar(".tokens.json")
        raw = _read_object(tokens_path)
        model = raw.get("model_tokens") or {}
        if not isinstance(model, dict):
            raise StorageError("model_tokens must be an object", path=tokens_path)
        state.tokens = {
            "agent_tokens": _count(raw.get("agent_tokens"), tokens_path, "agent_tokens"),
            "model_tokens": {
                "prompt": _count(model.get("prompt"), tokens_path, "prompt"),
                "completion": _count(model.get("completion"), tokens_path, "completion"),
            },
        }
        counter_path = self._sidecar(".tool-call-ids.json")
        state.last = _count(_read_object(counter_path).get("last"), counter_path, "last")
        self._disk_tokens = copy.deepcopy(state.tokens)
        self._disk_last = state.last
        return state

    def _load_state(self) -> tuple[bool, int]:
        """Replay the sidecars and the state journal into ``self._state``.

        Returns:
            ``(needs_checkpoint, good_size)``: whether the state journal held
            changes (or was missing or torn) and its good length.
        """
        state = self._read_sidecar_state()
        path = self._state_path
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            self._state = state
            return True, 0
        except OSError as exc:
            raise StorageError(f"cannot read: {exc.strerror or exc}", path=path) from None
        good, warnings = parse_state_lines(data, state, path)
        self.warnings.extend(warnings)
        self._state = state
        return bool(state.changes) or good < len(data), good

    def _recover(self, data: bytes) -> bytes:
        """Write back committed journal lines a power cut lost; returns the journal bytes."""
        try:
            ino = os.stat(self.path).st_ino
        except OSError as exc:
            raise StorageError(f"cannot read: {exc.strerror or exc}", path=self.path) from None
        coverage = self._state.coverage.get(ino)
        if coverage is None:
            return data
        repaired = restore_journal(data, coverage, self.path)
        if repaired is None:
            return data
        try:
            with open(self.path, "r+b") as handle:
                handle.seek(coverage.start)
                handle.write(repaired[coverage.start :])
                handle.truncate(len(repaired))
                handle.flush()
                os.fsync(handle.fileno())
        except OSError as exc:
            raise StorageError(
                f"cannot restore lost lines: {exc.strerror or exc}", path=self.path
            ) from None
        self.warnings.append(
            f"{self.path.name}: restored {len(repaired) - len(data):+d} bytes of saved lines "
            f"from {self._state_path.name} (lost in a crash or power cut)"
        )
        return repaired

    def _after_load(self, data: bytes, good_size: int, state_dirty: bool) -> None:
        """Note what is not committed yet, lift the counter over ids it used, checkpoint."""
        coverage = self._state.coverage.get(self._ino)
        committed = good_size if coverage is None else min(coverage.end, good_size)
        if committed < good_size:
            # Lines written after the last commit survived (a kill -9 keeps them),
            # but the counter record before them may not have (a power cut):
            # never hand out an id those lines already use.
            count = data.count(b"\n", committed, good_size)
            if count:
                used = tool_call_ids_in(self.entries[-count:])
                if used > self._state.last:
                    self._state.last = used
                    state_dirty = True
            self._tail = [data[committed:good_size]]
        if state_dirty or coverage is None:
            self._checkpoint_locked()
        else:
            self._open_state_fd()

    def _open_state_fd(self) -> None:
        self._close_state_fd()
        try:
            fd = os.open(self._state_path, _STATE_FLAGS, 0o600)
            st = os.fstat(fd)
        except OSError as exc:
            raise StorageError(
                f"cannot open: {exc.strerror or exc}", path=self._state_path
            ) from None
        self._state_fd, self._state_ino, self._state_end = fd, st.st_ino, st.st_size

    def _close_state_fd(self) -> None:
        fd, self._state_fd = self._state_fd, None
        if fd is not None:
            os.close(fd)

    # -- keeping up with other writers --------------------------------------------

    def _state_check(self) -> None:
        """Under the lock: take in what other windows or processes recorded."""
        if self._state_fd is None:
            raise StorageError(f"conversation {self.id} is closed", path=self.path)
        try:
            st = os.stat(self._state_path)
        except FileNotFoundError:
            st = None
        except OSError as exc:
            raise StorageError(
                f"cannot check: {exc.strerror or exc}", path=self._state_path
            ) from None
        if st is None or st.st_ino != self._state_ino:
            if not self._journal_is_mine():
                raise StorageError(
                    f"conversation {self.id} was deleted or replaced by another window or "
                    "program since it was opened; open it again to continue",
                    path=self.path,
                )
            if st is None:
                # Removed by hand: what we hold is the newest state; write it out.
                self._checkpoint_locked()
                return
            # Someone checkpointed: start again from disk (their checkpoint replayed
            # everything we recorded). Counters only grow, whatever the files say.
            mine = self._state
            _, good = self._load_state()
            self._state.merge_tokens(mine.tokens)
            self._state.last = max(self._state.last, mine.last)
            self._tail = []
            self._open_state_fd()
            if good < self._state_end:
                os.ftruncate(self._state_fd, good)
                self._state_end = good
            return
        if st.st_size == self._state_end:
            return
        # lseek + read rather than os.pread, which Windows lacks; appends ignore the offset.
        os.lseek(self._state_fd, self._state_end, os.SEEK_SET)
        data = _read_all(self._state_fd, st.st_size - self._state_end)
        good, warnings = parse_state_lines(data, self._state, self._state_path)
        self.warnings.extend(warnings)
        if good < len(data):
            # A writer died mid-line (we hold the lock, so nobody is writing now).
            os.ftruncate(self._state_fd, self._state_end + good)
        self._state_end += good

    # -- writing -----------------------------------------------------------------

    def _state_write(self, record: bytes, *, defer: bool = False) -> None:
        """Under the lock: append one record; fsync now unless deferred or in a group commit."""
        fd = self._state_fd
        if fd is None:
            raise StorageError(f"conversation {self.id} is closed", path=self.path)
        try:
            _write_all(fd, record + b"\n")
            deferred = defer or self._group > 0
            if not deferred:
                os.fsync(fd)
        except OSError as exc:
            self._state_ino = -1  # Unknown now: the next check reloads it from disk.
            raise StorageError(
                f"cannot save: {exc.strerror or exc}", path=self._state_path
            ) from None
        self._state_end += len(record) + 1
        self._changes += 1
        self._state_unsynced = self._state_unsynced or deferred
        if not deferred:
            self._state_unsynced = False
        self._since_checkpoint = True

    def _commit_record_locked(self) -> None:
        """Under the lock: record the journal bytes written since the last commit."""
        if not self._tail:
            return
        tail = b"".join(self._tail)
        self._tail = []
        record = {"commit": {"ino": self._ino, "end": self._size, "tail": tail.decode("utf-8")}}
        self._state_write(orjson.dumps(record), defer=True)  # The caller fsyncs.

    @contextlib.contextmanager
    def group_commit(self, *, lazy: bool = False) -> Iterator[None]:
        """Defer fsyncs of every change made inside to one :meth:`sync` at the end.

        The engine wraps a turn in this: the user line, the reply, token totals,
        toolCallIds and stores then cost one fsync together. Nested groups
        commit when the outermost one ends (also after an exception).

        Args:
            lazy: Commit only if something was recorded inside the block (opening
                a conversation: a brand-new one's header waits for its first
                turn's commit instead of costing an fsync of its own).
        """
        before = self._changes
        self._group += 1
        try:
            yield
        finally:
            self._group -= 1
            if self._group == 0 and (not lazy or self._changes != before):
                self.sync()

    def sync(self) -> None:
        """The group commit: make every line and change so far durable with one fsync.

        Safe to call from a worker thread: the fsync runs on a duplicate of the
        descriptor, outside the lock. Costs nothing when nothing changed.
        """
        with self._lock:
            if self._state_fd is None:
                return
            self._state_check()
            self._commit_record_locked()
            if not self._state_unsynced:
                return
            self._state_unsynced = False
            fd = os.dup(self._state_fd)
            big = self._state_end > CHECKPOINT_BYTES
        try:
            os.fsync(fd)
        except OSError as exc:
            raise StorageError(
                f"cannot save: {exc.strerror or exc}", path=self._state_path
            ) from None
        finally:
            os.close(fd)
        if big and self._group == 0:
            with self._lock:
                self._checkpoint_locked()

    def _committed_append_locked(self, data: bytes, *, sync: bool) -> None:
        """Under the lock, after ``data`` reached the journal: note it; commit if ``sync``."""
        self._state_check()  # Before noting: a checkpoint by someone else resets the tail.
        self._tail.append(data)
        self._changes += 1
        if sync and self._group == 0:
            self._commit_record_locked()
            self._fsync_state_locked()

    def _fsync_state_locked(self) -> None:
        """Under the lock: fsync the state journal if it has unsynced records."""
        if self._state_fd is None or not self._state_unsynced:
            return
        try:
            os.fsync(self._state_fd)
        except OSError as exc:
            raise StorageError(
                f"cannot save: {exc.strerror or exc}", path=self._state_path
            ) from None
        self._state_unsynced = False

    def _before_rewrite_locked(self, new_file: os.stat_result) -> None:
        """Under the lock, before an atomic rewrite's rename: record the new inode.

        A base record (durable, fsynced now) says the file with that inode is
        whole up to its size. It must precede the rename: inode numbers are
        reused, and commits recorded for an earlier file with the same number
        must never be replayed into this one.
        """
        record = {"v": STATE_VERSION, "ino": new_file.st_ino, "end": new_file.st_size}
        self._state_write(orjson.dumps(record), defer=True)
        self._fsync_state_locked()

    # -- checkpoint ------------------------------------------------------------------

    def _checkpoint_locked(self) -> None:
        """Write the documented sidecars from the state, then restart the state journal."""
        if not self._journal_is_mine():
            return  # Deleted or replaced behind our back: write nothing for it.
        if self._fd is not None:
            try:
                os.fsync(self._fd)
            except OSError as exc:
                raise StorageError(f"cannot save: {exc.strerror or exc}", path=self.path) from None
        state = self._state
        stores = self._sidecar(".stores")
        if state.stores_cleared:
            shutil.rmtree(stores, ignore_errors=True)
        for agent_id, data in state.stores.items():
            atomic_write_json(stores / f"{agent_id}.json", loads_fallback(data))
        if state.tokens != self._disk_tokens:
            atomic_write_json(self._sidecar(".tokens.json"), state.tokens)
            self._disk_tokens = copy.deepcopy(state.tokens)
        if state.last != self._disk_last:
            atomic_write_json(self._sidecar(".tool-call-ids.json"), {"last": state.last})
            self._disk_last = state.last
        base = {"v": STATE_VERSION, "ino": self._ino, "end": self._size}
        self._close_state_fd()
        atomic_write_bytes(self._state_path, orjson.dumps(base) + b"\n")
        self._open_state_fd()
        state.stores.clear()
        state.stores_cleared = False
        state.changes = 0
        state.coverage.clear()
        self._tail = []
        self._state_unsynced = self._since_checkpoint = False

    def checkpoint(self) -> None:
        """Write the documented sidecar files now (``tokens.json``,
        ``tool-call-ids.json``, ``stores/``) and restart the state journal.

        A clean close does this by itself; call it before reading those files
        while the conversation is open (a backup, an external tool, a test).
        """
        with self._lock:
            if self._state_fd is None:
                raise StorageError(f"conversation {self.id} is closed", path=self.path)
            self._state_check()
            self._commit_record_locked()
            self._checkpoint_locked()

    def _journal_is_mine(self) -> bool:
        try:
            return os.stat(self.path).st_ino == self._ino
        except OSError:
            return False

    def _close_state(self) -> None:
        """On close: checkpoint when anything changed, then release the descriptor."""
        try:
            if (
                self._state_fd is not None
                and (self._since_checkpoint or self._tail)
                and self._journal_is_mine()
            ):
                with self._lock:
                    self._state_check()
                    self._checkpoint_locked()
        finally:
            self._close_state_fd()

    # -- values --------------------------------------------------------------------

    def _record_value(self, key: str, value: Any) -> bytes:
        return b'{"' + key.encode() + b'":' + dumps_compact(value) + b"}"


def _read_object(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    value = read_json(path)
    if not isinstance(value, dict):
        raise StorageError("expected a JSON object", path=path)
    return value


def _count(value: object, path: Path, name: str) -> int:
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise StorageError(f"{name} must be a non-negative integer, not {value!r}", path=path)
    return value

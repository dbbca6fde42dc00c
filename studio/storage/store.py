"""A folder of conversations: list, create, open, delete, fork.

``list()`` stays cheap for long conversations: it reads only the header line
and counts newlines in the journal (a C-speed ``bytes.count`` over the file,
no JSON parsing), so ``message_count`` is the number of complete lines after
the header. A torn last line is not counted; a damaged line in the middle is
(``open`` reports it).

New ids are one more than the highest existing id, never a reused gap, and the
journal is created with ``os.link`` from a finished temp file, so two processes
creating at once get different ids and nobody sees a half-written header.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

import orjson

from studio.errors import StorageError
from studio.storage.atomic import atomic_write_json, dumps_compact, fsync_dir
from studio.storage.conversation import Conversation, journal_path
from studio.storage.journal import SCHEMA_VERSION, parse_header_line
from studio.storage.statelog import STATE_VERSION

__all__ = ["ConversationInfo", "ConversationStore", "utc_now"]

_JOURNAL = re.compile(r"conversation_(\d{2,})\.jsonl")
_ID = re.compile(r"\d{2,}")


_STANDARD = frozenset({"schema_version", "id", "title", "created", "forked_from"})


def utc_now() -> str:
    """The current time as ISO 8601 UTC with a ``Z`` (second precision)."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


@dataclass(frozen=True, kw_only=True)
class ConversationInfo:
    """A conversation as listed, without loading its entries."""

    id: str
    title: str
    created: str
    message_count: int
    forked_from: str | None
    updated: str
    forked_at: int | None = None


def _new_header(
    conv_id: str, *, created: str, title: str | None, extra: dict[str, Any] | None
) -> dict[str, Any]:
    """The header of a new conversation: the standard fields (title by default
    ``"Conversation NN"``), then ``extra``'s other fields."""
    return {
        "schema_version": SCHEMA_VERSION,
        "id": conv_id,
        "title": title if title is not None else f"Conversation {conv_id}",
        "created": created,
        "forked_from": None,
        **{k: v for k, v in (extra or {}).items() if k not in _STANDARD},
    }


def _forked_at(header: dict[str, Any]) -> int | None:
    """The source entry a fork was made after (headers of older forks have none)."""
    value = header.get("forked_at")
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _count_lines(path: Path) -> int:
    count = 0
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            count += chunk.count(b"\n")
    return count


class ConversationStore:
    """The conversations kept in one folder (a project's or a package's).

    Attributes:
        folder: The folder; created on the first write.
        warnings: Files ``list()`` skipped because their header was unreadable.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.warnings: list[str] = []

    def _check_id(self, conv_id: str) -> str:
        if not isinstance(conv_id, str) or not _ID.fullmatch(conv_id):
            raise StorageError(f"invalid conversation id {conv_id!r} (expected digits like '01')")
        return conv_id

    def _ids(self) -> list[str]:
        if not self.folder.is_dir():
            return []
        ids = [m.group(1) for p in self.folder.iterdir() if (m := _JOURNAL.fullmatch(p.name))]
        return sorted(ids, key=lambda i: (int(i), i))

    def list(self) -> list[ConversationInfo]:
        """Every conversation, sorted by id, without parsing entries."""
        self.warnings = []
        infos: list[ConversationInfo] = []
        for conv_id in self._ids():
            path = journal_path(self.folder, conv_id)
            try:
                with path.open("rb") as handle:
                    header = parse_header_line(
                        handle.readline().rstrip(b"\n"), path, refuse_newer=False
                    )
                count = max(0, _count_lines(path) - 1)
                mtime = os.stat(path).st_mtime
            except (StorageError, OSError) as exc:
                self.warnings.append(f"skipped conversation {conv_id}: {exc}")
                continue
            infos.append(
                ConversationInfo(
                    id=conv_id,
                    title=str(header.get("title", "")),
                    created=str(header.get("created", "")),
                    message_count=count,
                    forked_from=header.get("forked_from"),
                    forked_at=_forked_at(header),
                    updated=datetime.fromtimestamp(mtime, UTC)
                    .replace(microsecond=0)
                    .isoformat()
                    .replace("+00:00", "Z"),
                )
            )
        return infos

    def _create_journal(
        self, header_for: Any, entries_bytes: bytes = b"", *, durable: bool = False
    ) -> str:
        """Claim the next free id and write its journal; returns the id.

        Raises:
            StorageError: The folder cannot be made or written (read-only, full,
                not a folder); nothing of the new conversation is left behind.
        """
        try:
            return self._write_new_journal(header_for, entries_bytes, durable=durable)
        except OSError as exc:
            raise StorageError(
                f"a new conversation cannot be saved here ({exc.strerror or exc}); "
                "check that the folder is writable and the disk is not full, or choose "
                "another data folder",
                path=self.folder,
            ) from None

    def _write_new_journal(
        self, header_for: Any, entries_bytes: bytes, *, durable: bool
    ) -> str:
        """:meth:`_create_journal` without the error translation.

        With ``durable=False`` (a new, empty conversation) the header is not
        fsynced on its own: the state journal is started with a base record
        saying nothing of the journal is durable yet, so the first turn's group
        commit covers the header too (creation costs one fsync, of the folder).
        """
        self.folder.mkdir(parents=True, exist_ok=True)
        while True:
            ids = self._ids()
            conv_id = f"{(int(ids[-1]) + 1) if ids else 1:02d}"
            data = dumps_compact(header_for(conv_id)) + b"\n" + entries_bytes
            fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".new.", suffix=".tmp")
            target = journal_path(self.folder, conv_id)
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(data)
                    handle.flush()
                    if durable:
                        os.fsync(handle.fileno())
                try:
                    # link() fails if the name exists: the id claim is atomic.
                    os.link(tmp, target)
                except FileExistsError:
                    continue  # Another process took this id; try the next one.
                except OSError:
                    # Filesystems without hard links: check-then-replace is the best we can do.
                    if target.exists():
                        continue
                    os.replace(tmp, target)
            finally:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
            base = {
                "v": STATE_VERSION,
                "ino": os.stat(target).st_ino,
                "end": len(data) if durable else 0,
            }
            state = self.folder / f"conversation_{conv_id}.state.jsonl"
            state_fd = os.open(state, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            try:
                os.write(state_fd, orjson.dumps(base) + b"\n")
                if durable:
                    os.fsync(state_fd)
            finally:
                os.close(state_fd)
            fsync_dir(self.folder)
            return conv_id

    def create(
        self, *, title: str | None = None, extra: dict[str, Any] | None = None
    ) -> Conversation:
        """A new, empty conversation with the next id (``01``, ``02``, ... ``100``).

        The default title is ``"Conversation NN"``. ``extra`` adds header fields
        (the chosen ``greeting``, a ``persona``); it cannot replace the standard ones.
        """
        header = partial(_new_header, created=utc_now(), title=title, extra=extra)

        return Conversation(self.folder, self._create_journal(header))

    def create_with_entries(
        self,
        entries: Sequence[dict[str, Any]],
        *,
        title: str | None = None,
        extra: dict[str, Any] | None = None,
    ) -> Conversation:
        """A new conversation that starts with ``entries`` (an imported chat), written
        in one durable step: a crash leaves the whole conversation or none of it."""
        body = b"".join(dumps_compact(e) + b"\n" for e in entries)
        header = partial(_new_header, created=utc_now(), title=title, extra=extra)

        return Conversation(self.folder, self._create_journal(header, body, durable=True))

    def open(self, conv_id: str) -> Conversation:
        """Load a conversation; see :class:`Conversation` for recovery and refusals."""
        return Conversation(self.folder, self._check_id(conv_id))

    def delete(self, conv_id: str) -> None:
        """Remove the journal and every sidecar file and folder of ``conv_id``."""
        self._check_id(conv_id)
        if not journal_path(self.folder, conv_id).exists():
            raise StorageError(f"conversation {conv_id} does not exist", path=self.folder)
        prefix = f"conversation_{conv_id}."
        # The journal goes first so a crash halfway never leaves sidecars looking alive.
        victims = sorted(
            (p for p in self.folder.iterdir() if p.name.startswith(prefix)),
            key=lambda p: (p.suffix != ".jsonl" or ".requests" in p.name, p.name),
        )
        for path in victims:
            try:
                if path.is_dir() and not path.is_symlink():
                    shutil.rmtree(path)
                else:
                    path.unlink()
            except FileNotFoundError:
                continue
            except OSError as exc:
                raise StorageError(f"cannot delete: {exc.strerror or exc}", path=path) from None
        fsync_dir(self.folder)

    def fork(self, conv_id: str, at_index: int) -> Conversation:
        """A new conversation holding ``entries[0..at_index]`` (inclusive) of ``conv_id``.

        Copied: those entries, every agent store as it is now, the toolCallId
        counter (a fork continues the source's numbering). Not copied: the token
        totals (the fork starts fresh), the agent log and the requests journal.
        The title is the source's with `` (fork)`` appended; ``forked_from`` is
        the source id and ``forked_at`` the last source entry the fork holds.
        """
        with self.open(conv_id) as source:
            if not 0 <= at_index < len(source.entries):
                raise StorageError(
                    f"cannot fork conversation {conv_id} at entry {at_index}: "
                    f"it has {len(source.entries)} entries"
                )
            entries = source.entries[: at_index + 1]
            last_id = source.last_tool_call_id
            stores = source.list_stores()  # Files plus what only the state journal has yet.
            skip = ("id", "forked_from", "forked_at")
            base = {k: v for k, v in source.header.items() if k not in skip}
        body = b"".join(dumps_compact(e) + b"\n" for e in entries)

        def header(new_id: str) -> dict[str, Any]:
            return {
                **base,
                "id": new_id,
                "title": f"{base.get('title', '')} (fork)".strip(),
                "created": utc_now(),
                "forked_from": conv_id,
                "forked_at": at_index,  # the branch tree shows where it left its source
            }

        new_id = self._create_journal(header, body, durable=True)
        target = self.folder / f"conversation_{new_id}"
        for agent_id, store in stores.items():
            atomic_write_json(Path(f"{target}.stores") / f"{agent_id}.json", store)
        if last_id:
            atomic_write_json(Path(f"{target}.tool-call-ids.json"), {"last": last_id})
        return Conversation(self.folder, new_id)

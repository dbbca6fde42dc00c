"""The conversation journal format: a header line, then one JSON entry per line.

``conversation_NN.jsonl``::

    {"schema_version": 1, "id": "NN", "title": ..., "created": ..., "forked_from": ...}
    {"role": "user", "content": "Hello"}
    {"role": "assistant", "content": "Hi!"}

This module parses and encodes that format; it does no locking and keeps no
state (``Conversation`` does). Rules:

* The last line may be torn (a crash in the middle of an append): no trailing
  newline, or a line that is not a JSON object. It is dropped with a warning
  and :func:`parse_journal` reports how many bytes are good, so the caller can
  truncate the tail before the next append glues onto it.
* Any other bad line is corruption, never silently dropped: :class:`StorageError`
  naming the file and the 1-based line.
* A ``schema_version`` newer than :data:`SCHEMA_VERSION` is refused; older
  ones are brought up to date in memory by :mod:`studio.storage.schema`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
from pydantic import BaseModel, ConfigDict, ValidationError

from studio.errors import StorageError
from studio.storage.atomic import dumps_compact, has_long_number, loads_exact
from studio.storage.schema import SCHEMA_VERSION, migrate

__all__ = [
    "ROLES",
    "SCHEMA_VERSION",
    "JournalHeader",
    "ParsedJournal",
    "encode_entry",
    "encode_journal",
    "parse_header_line",
    "parse_journal",
]

ROLES = frozenset({"user", "assistant", "tool", "log", "error"})


class JournalHeader(BaseModel):
    """The first line of a journal. Unknown fields are kept (a newer minor writer)."""

    model_config = ConfigDict(extra="allow")

    schema_version: int
    id: str
    title: str = ""
    created: str = ""
    forked_from: str | None = None


@dataclass(kw_only=True)
class ParsedJournal:
    """What :func:`parse_journal` found.

    Attributes:
        header: The validated header as a plain dict.
        entries: Every entry, in order.
        good_size: Bytes of the file up to and including the last good line.
        warnings: Human-readable notes (a dropped torn line).
    """

    header: dict[str, Any]
    entries: list[dict[str, Any]]
    good_size: int
    warnings: list[str] = field(default_factory=list)


def parse_header_line(line: bytes, path: Path, *, refuse_newer: bool = True) -> dict[str, Any]:
    """Validate a header line; refuse a schema newer than this program understands.

    ``refuse_newer=False`` is for listing: a newer conversation is still shown,
    and opening it gives the clear refusal.
    """
    try:
        raw = json.loads(line)
        header = JournalHeader.model_validate(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise StorageError(f"line 1: the header is not valid JSON ({exc})", path=path) from None
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or 'header'}: {err['msg']}"
            for err in exc.errors()
        )
        raise StorageError(f"line 1: invalid header ({problems})", path=path) from None
    if refuse_newer and header.schema_version > SCHEMA_VERSION:
        raise StorageError(
            f"written by a newer Character Studio (schema_version {header.schema_version}; "
            f"this version understands up to {SCHEMA_VERSION}). Update Character Studio to "
            "open it; the file has not been changed.",
            path=path,
        )
    if header.schema_version < 1:
        raise StorageError(f"line 1: invalid schema_version {header.schema_version}", path=path)
    return header.model_dump()


def check_entry(entry: object) -> dict[str, Any]:
    """Minimal entry validation: a JSON object whose ``role`` is a known string."""
    if not isinstance(entry, dict):
        raise StorageError(f"an entry must be a JSON object, not {type(entry).__name__}")
    role = entry.get("role")
    if not isinstance(role, str) or role not in ROLES:
        raise StorageError(
            f"an entry's role must be one of {', '.join(sorted(ROLES))}, not {role!r}"
        )
    return entry


def encode_entry(entry: dict[str, Any]) -> bytes:
    """One validated entry as a complete journal line (with its newline)."""
    return dumps_compact(check_entry(entry)) + b"\n"


def encode_journal(header: dict[str, Any], entries: list[dict[str, Any]]) -> bytes:
    """A whole journal file: header line plus one line per entry (current schema)."""
    parts = [dumps_compact({**header, "schema_version": SCHEMA_VERSION}) + b"\n"]
    parts.extend(encode_entry(entry) for entry in entries)
    return b"".join(parts)


def _parse_line(line: bytes) -> dict[str, Any] | None:
    """An entry, or None when the line is not a valid entry (the slow, exact path)."""
    try:
        # orjson where it is exact; the json module for lone surrogates (\ud800
        # escapes, which the journal writes for such strings) and huge integers.
        value = loads_exact(line)
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None
    try:
        return check_entry(value)
    except StorageError:
        return None


def _parse_all(lines: list[bytes]) -> list[dict[str, Any]] | None:
    """Every line parsed with ``orjson.loads`` and checked in the same loop, or None.

    This is the floor the issue measured (read + orjson per line): the check of
    each entry is a type test and a set lookup on the value just parsed, not a
    second pass over the data. Any doubt (a line orjson refuses, a value that
    is not an entry) returns None and the line-by-line path decides, naming the
    bad line.
    """
    loads = orjson.loads
    roles = ROLES
    entries: list[dict[str, Any]] = []
    append = entries.append
    try:
        for line in lines:
            value = loads(line)
            if value.__class__ is not dict or value.get("role") not in roles:
                return None
            append(value)
    except (orjson.JSONDecodeError, TypeError):
        return None
    return entries


def parse_journal(data: bytes, path: Path) -> ParsedJournal:
    """Parse a whole journal file's bytes, migrated to the current schema in memory.

    Raises:
        StorageError: Empty file, bad header, newer schema, or a bad line that is
            not the last one.
    """
    first_end = data.find(b"\n")
    if first_end < 0:
        raise StorageError("the conversation file has no complete header line", path=path)
    header = parse_header_line(data[:first_end], path)
    lines = data[first_end + 1 :].split(b"\n")
    # After split, the final element is b"" when the file ends in a newline, otherwise
    # it is a torn fragment of an append that never completed.
    tail = lines.pop()
    good_size = len(data) - len(tail)
    warnings: list[str] = []
    if tail:
        warnings.append(
            f"{path.name}: dropped an incomplete last line ({len(tail)} bytes), "
            "probably from a crash while saving"
        )
    # orjson reads an integer beyond 64 bits as a float: such a file takes the slow path.
    fast = None if has_long_number(data) else _parse_all(lines)
    if fast is not None:
        header, fast = migrate(header, fast)
        return ParsedJournal(header=header, entries=fast, good_size=good_size, warnings=warnings)
    entries: list[dict[str, Any]] = []
    append = entries.append
    last = len(lines) - 1
    for number, line in enumerate(lines):
        entry = _parse_line(line)
        if entry is not None:
            append(entry)
            continue
        if number == last and not tail:
            # A complete but unreadable last line (e.g. zero bytes a crash left behind).
            good_size -= len(line) + 1
            warnings.append(
                f"{path.name}: dropped an unreadable last line (line {number + 2}), "
                "probably from a crash while saving"
            )
            continue
        raise StorageError(
            f"line {number + 2} is not a valid entry; the file is damaged. Restore it "
            "from a backup, or delete that line by hand to load the rest.",
            path=path,
        )
    header, entries = migrate(header, entries)
    return ParsedJournal(header=header, entries=entries, good_size=good_size, warnings=warnings)

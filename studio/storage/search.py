"""Find text in conversations: the open one (entries in memory) or every one in a folder.

Matching is case-insensitive (``str.lower``) over the ``content`` of user and
assistant entries with text, the same entries ``studio.history`` returns
(decisions §4); the shown response only, never the alternatives a user
message keeps (those are not in the history).

Searching a folder is a generator, most recently changed conversation first,
so a caller shows the first results while the rest are still being read. Each
journal is read once and searched as text before anything is parsed: only
lines that contain the query are decoded as JSON, so a 2,000-message
conversation without a match costs one ``bytes.decode`` and one ``str.find``.
That shortcut is exact because our writers store text as raw UTF-8; a query
that JSON would escape (a quote, a backslash, a control character) or a file
holding ``\\u`` escapes is parsed line by line instead.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from studio.errors import StorageError
from studio.storage.journal import parse_header_line

__all__ = ["Match", "SearchHit", "find_in_entries", "search_conversations"]

SNIPPET_CHARS = 60  # characters of context on each side of a match in a snippet
_JOURNAL = re.compile(r"conversation_(\d{2,})\.jsonl")
_ROLES = ("user", "assistant")
_NEEDS_ESCAPE = re.compile(r'["\\\x00-\x1f]')


@dataclass(frozen=True, kw_only=True)
class Match:
    """Where the query occurs in one entry of the open conversation.

    Attributes:
        index: The entry index (the history index).
        start: Character offset of the match in the entry's content.
        length: Length of the match.
    """

    index: int
    start: int
    length: int


@dataclass(frozen=True, kw_only=True)
class SearchHit:
    """A message that contains the query, in some conversation of the folder.

    Attributes:
        conversation_id: The conversation (``"01"``...).
        title: Its title.
        index: The entry index in that conversation.
        role: ``user`` or ``assistant``.
        start: Offset of the first match in the content.
        snippet: The content around the first match (one line, trimmed).
    """

    conversation_id: str
    title: str
    index: int
    role: str
    start: int
    snippet: str


def _starts(content: str, needle: str) -> Iterator[int]:
    low = content.lower()
    at = low.find(needle)
    while at >= 0:
        yield at
        at = low.find(needle, at + max(1, len(needle)))


def find_in_entries(entries: Sequence[dict[str, Any]], query: str) -> list[Match]:
    """Every match of ``query`` in the user and assistant texts, in order."""
    needle = query.lower()
    if not needle:
        return []
    out: list[Match] = []
    for index, entry in enumerate(entries):
        content = entry.get("content")
        if entry.get("role") in _ROLES and isinstance(content, str) and content:
            out.extend(
                Match(index=index, start=s, length=len(query)) for s in _starts(content, needle)
            )
    return out


def snippet(content: str, start: int, length: int) -> str:
    """The match with :data:`SNIPPET_CHARS` of context each side, on one line."""
    lo = max(0, start - SNIPPET_CHARS)
    hi = min(len(content), start + length + SNIPPET_CHARS)
    text = " ".join(content[lo:hi].split())
    return ("…" if lo > 0 else "") + text + ("…" if hi < len(content) else "")


def _hit(conv_id: str, title: str, index: int, entry: Any, needle: str) -> SearchHit | None:
    if not isinstance(entry, dict) or entry.get("role") not in _ROLES:
        return None
    content = entry.get("content")
    if not isinstance(content, str):
        return None
    start = content.lower().find(needle)
    if start < 0:
        return None
    return SearchHit(
        conversation_id=conv_id,
        title=title,
        index=index,
        role=str(entry["role"]),
        start=start,
        snippet=snippet(content, start, len(needle)),
    )


def _search_text(conv_id: str, title: str, body: str, needle: str) -> Iterator[SearchHit]:
    """Hits in a journal body (everything after the header line) by text search first."""
    low = body.lower()
    if len(low) != len(body):  # lower() changed lengths: offsets would not line up
        yield from _search_lines(conv_id, title, body, needle)
        return
    line = 0  # the entry index of the line starting at ``counted_to``
    counted_to = 0
    at = low.find(needle)
    while at >= 0:
        line += body.count("\n", counted_to, at)
        begin = body.rfind("\n", 0, at) + 1
        end = body.find("\n", at)
        if end < 0:
            return  # a torn last line is not an entry
        try:
            entry = json.loads(body[begin:end])
        except ValueError:
            entry = None
        hit = _hit(conv_id, title, line, entry, needle)
        if hit is not None:
            yield hit
        # On to the next line: one search per line, however often it matches.
        counted_to, line = end + 1, line + 1
        at = low.find(needle, counted_to)


def _search_lines(conv_id: str, title: str, body: str, needle: str) -> Iterator[SearchHit]:
    lines = body.split("\n")
    lines.pop()  # "" after the last newline, or a torn fragment
    for index, line in enumerate(lines):
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        hit = _hit(conv_id, title, index, entry, needle)
        if hit is not None:
            yield hit


def _journals(folder: Path) -> list[tuple[float, str, Path]]:
    if not folder.is_dir():
        return []
    found: list[tuple[float, str, Path]] = []
    for path in folder.iterdir():
        m = _JOURNAL.fullmatch(path.name)
        if m is None:
            continue
        try:
            found.append((path.stat().st_mtime, m.group(1), path))
        except OSError:
            continue  # deleted while listing
    found.sort(key=lambda t: (-t[0], -int(t[1])))
    return found


def search_conversations(
    folder: Path, query: str, *, first: str | None = None, limit: int = 500
) -> Iterator[SearchHit]:
    """Every message containing ``query`` in the conversations of ``folder``.

    Args:
        folder: A conversations folder (a project's or a package's).
        query: The text to find (case-insensitive); empty finds nothing.
        first: A conversation id to search before the others (the open one).
        limit: Stop after this many hits.

    Yields:
        :class:`SearchHit`, conversation by conversation (``first``, then the
        most recently changed), in entry order within one. Unreadable files
        and files of a newer schema are skipped.
    """
    needle = query.lower()
    if not needle or limit <= 0:
        return
    journals = _journals(Path(folder))
    if first is not None:
        journals.sort(key=lambda t: t[1] != first)  # stable: the rest keep their order
    escaped = bool(_NEEDS_ESCAPE.search(needle))
    count = 0
    for _mtime, conv_id, path in journals:
        try:
            data = path.read_bytes()
            head_end = data.index(b"\n")
            header = parse_header_line(data[:head_end], path)
            body = data[head_end + 1 :].decode("utf-8")
        except (OSError, ValueError, StorageError):
            continue
        title = str(header.get("title", ""))
        plain = not escaped and "\\u" not in body
        hits = (_search_text if plain else _search_lines)(conv_id, title, body, needle)
        for hit in hits:
            yield hit
            count += 1
            if count >= limit:
                return

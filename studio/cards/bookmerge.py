"""An edited lorebook back into the card's own ``character_book``, changing only what changed.

The project holds the book normalized (:mod:`studio.cards.lorebook`): every entry
has ``case_sensitive``, ``use_regex``, ``extensions`` and the rest, whether the
card wrote them or not. Writing that shape back would rewrite every entry of a
card after one edit (``case_sensitive: null`` is not even a valid CCv3 value).
So export compares the project's book with the card's book as normalized, and
builds the result from the card's book itself:

* an entry whose normalized form is unchanged comes back exactly as the card
  had it (same keys, same order, same values);
* a changed entry keeps the card's keys and values where the normalized values
  agree, and takes the project's value where they differ;
* a new entry is the project's entry without a ``case_sensitive`` of null;
* book-level fields follow the same rule as an entry's.

Entries are matched first by identical content (so moving entries around keeps
them verbatim), then by position.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["clean_entry", "merge_book"]


def clean_entry(entry: dict[str, Any]) -> dict[str, Any]:
    """A new entry as a card carries it: no ``case_sensitive`` of null (CCv3: a boolean)."""
    return {k: v for k, v in entry.items() if not (k == "case_sensitive" and v is None)}


def _merge_fields(
    raw: dict[str, Any], before: dict[str, Any], after: dict[str, Any]
) -> dict[str, Any]:
    """``raw``'s keys and values where ``before`` and ``after`` agree; ``after``'s elsewhere."""
    out: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in after:
            continue  # removed in the project
        out[key] = value if before.get(key) == after[key] else after[key]
    for key, value in after.items():
        if key in out or key in raw:
            continue
        if key in before and before[key] == value:
            continue  # a default the normalization added; the card never had it
        if key == "case_sensitive" and value is None:
            continue
        out[key] = value
    return out


def _key(entry: Any) -> str:
    return json.dumps(entry, sort_keys=True, ensure_ascii=False, default=str)


def merge_book(
    raw: dict[str, Any], before: dict[str, Any], after: dict[str, Any]
) -> dict[str, Any]:
    """The card's ``character_book`` with the project's changes applied.

    Args:
        raw: The card's ``character_book`` as read.
        before: ``raw`` normalized (a ``lorebook_v3`` object).
        after: The project's book (a ``lorebook_v3`` object).
    """
    b_data, a_data = before["data"], after["data"]
    found = raw.get("entries")
    raw_entries: list[Any] = found if isinstance(found, list) else []
    b_entries = list(b_data.get("entries") or [])
    a_entries = list(a_data.get("entries") or [])
    free: dict[str, list[int]] = {}
    for index, entry in enumerate(b_entries):
        free.setdefault(_key(entry), []).append(index)
    used: set[int] = set()
    matched: list[int | None] = []
    for entry in a_entries:
        slots = free.get(_key(entry))
        if slots:
            index = slots.pop(0)
            used.add(index)
            matched.append(index)
        else:
            matched.append(None)
    entries: list[Any] = []
    for position, (entry, match) in enumerate(zip(a_entries, matched, strict=True)):
        if match is not None and match < len(raw_entries):
            entries.append(raw_entries[match])
            continue
        if position < len(b_entries) and position not in used and position < len(raw_entries):
            used.add(position)
            old = raw_entries[position]
            if isinstance(old, dict) and isinstance(entry, dict):
                entries.append(_merge_fields(old, b_entries[position], entry))
                continue
        entries.append(clean_entry(entry) if isinstance(entry, dict) else entry)
    a_book = {k: v for k, v in a_data.items() if k != "entries"}
    b_book = {k: v for k, v in b_data.items() if k != "entries"}
    r_book = {k: v for k, v in raw.items() if k != "entries"}
    out = _merge_fields(r_book, b_book, a_book)
    # The entries go where the card had them.
    ordered: dict[str, Any] = {}
    for key in raw:
        if key == "entries":
            ordered["entries"] = entries
        elif key in out:
            ordered[key] = out[key]
    for key, value in out.items():
        ordered.setdefault(key, value)
    ordered.setdefault("entries", entries)
    return ordered

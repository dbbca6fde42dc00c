"""SillyTavern's top-level V1 mirror of a V2/V3 card.

SillyTavern writes every card with the V1 fields at the top level beside
``spec`` and ``data`` (``name``, ``description``, ``first_mes``, ``creatorcomment``,
``talkativeness``, ``fav``, ``create_date``...), so a reader that knows only V1
still finds the character. A card keeps the top-level fields it came with; an
exported JSON card and a PNG's ``chara`` chunk also gain the ones it lacks.
After an edit the mirror follows ``data``; an unedited field keeps the card's
top-level value verbatim (it may differ from ``data`` in the card as written).
"""

from __future__ import annotations

import time
from typing import Any

__all__ = ["MIRROR", "update_mirror", "with_v1_mirror"]

# Top-level key -> path in ``data``.
MIRROR: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("name", ("name",)),
    ("description", ("description",)),
    ("personality", ("personality",)),
    ("scenario", ("scenario",)),
    ("first_mes", ("first_mes",)),
    ("mes_example", ("mes_example",)),
    ("creatorcomment", ("creator_notes",)),
    ("tags", ("tags",)),
    ("talkativeness", ("extensions", "talkativeness")),
    ("fav", ("extensions", "fav")),
)
_MISSING = object()
_TEXT = ("name", "description", "personality", "scenario", "first_mes", "mes_example")


def _get(data: Any, path: tuple[str, ...]) -> Any:
    for part in path:
        if not isinstance(data, dict) or part not in data:
            return _MISSING
        data = data[part]
    return data


def update_mirror(card: dict[str, Any], before: dict[str, Any]) -> None:
    """Bring the card's existing top-level fields up to date where ``data`` changed."""
    data = card.get("data")
    for key, path in MIRROR:
        if key not in card:
            continue
        value = _get(data, path)
        if value is not _MISSING and value != _get(before, path):
            card[key] = value


def _humanized(seconds: Any) -> str | None:
    """SillyTavern's date format (``2025-5-21 @07h 13m 16s 391ms``) for a Unix time."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        return None
    try:
        t = time.gmtime(seconds)
    except (OverflowError, OSError, ValueError):
        return None
    day = f"{t.tm_year}-{t.tm_mon}-{t.tm_mday}"
    return f"{day} @{t.tm_hour:02d}h {t.tm_min:02d}m {t.tm_sec:02d}s 0ms"


def with_v1_mirror(card: dict[str, Any]) -> dict[str, Any]:
    """``card`` with its top-level V1 fields set from ``data`` (a new object; ``data``
    shared): what SillyTavern writes on every save, so a V1 reader sees the card as it
    is, even where the card came with a stale mirror."""
    found = card.get("data")
    data: dict[str, Any] = found if isinstance(found, dict) else {}
    card = dict(card)
    missing: dict[str, Any] = {}
    for key, path in MIRROR:
        value = _get(data, path)
        if key in card:
            if value is not _MISSING:
                card[key] = "" if value is None and key != "fav" else value
            continue
        if value is _MISSING:
            if key in _TEXT:
                missing[key] = ""
            continue
        missing[key] = "" if value is None and key != "fav" else value
    if "create_date" not in card:
        stamp = _humanized(data.get("creation_date"))
        if stamp:
            missing["create_date"] = stamp
    return {**missing, **card}

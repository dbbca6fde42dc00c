"""Lorebooks: CCv3 ``lorebook_v3``, V2 ``character_book`` and SillyTavern World Info.

Every lorebook is normalized to one shape, written into a project as
``context/.lorebook.json`` and read by the ``studio.lorebook`` agent::

    {"spec": "lorebook_v3", "data": {name, description, scan_depth, token_budget,
     recursive_scanning, extensions, entries: [{keys, content, extensions, enabled,
     insertion_order, case_sensitive, use_regex, constant, name, priority, id,
     comment, selective, secondary_keys, position}]}}

Field names are CCv3's. Book-level optional fields that are absent stay absent
(an absent ``scan_depth`` means the agent's default, 2). A SillyTavern World
Info entry is converted the way SillyTavern itself converts World Info into a
``character_book``: its own fields go into the entry's ``extensions`` under the
snake_case names SillyTavern uses there (``selectiveLogic``, ``probability``,
``useProbability``, ``depth``, ``group``, ``sticky``, ``cooldown``, ``delay``,
``match_whole_words``, ``scan_depth``, ``position``...). World Info keys are
plain text unless written as ``/pattern/flags``, so ``use_regex`` is false.
"""

from __future__ import annotations

from typing import Any

from studio.cards.bookmerge import clean_entry
from studio.errors import PackageError

__all__ = [
    "LOREBOOK_FILE",
    "MAX_ENTRIES",
    "is_world_info",
    "normalize_book",
    "normalize_world_info",
    "to_character_book",
]

LOREBOOK_FILE = ".lorebook.json"
MAX_ENTRIES = 20_000
_BOOK_OPTIONAL = ("name", "description", "scan_depth", "token_budget", "recursive_scanning")
_ENTRY_OPTIONAL = ("name", "priority", "id", "comment", "selective", "secondary_keys", "position")

# World Info field -> (character_book extensions key, default when absent), as
# SillyTavern's own World Info -> character_book conversion names them.
_WI_EXTENSIONS: tuple[tuple[str, str, Any], ...] = (
    ("position", "position", 0),
    ("excludeRecursion", "exclude_recursion", False),
    ("displayIndex", "display_index", None),
    ("probability", "probability", None),
    ("useProbability", "useProbability", False),
    ("depth", "depth", 4),
    ("selectiveLogic", "selectiveLogic", 0),
    ("outletName", "outlet_name", ""),
    ("group", "group", ""),
    ("groupOverride", "group_override", False),
    ("groupWeight", "group_weight", None),
    ("preventRecursion", "prevent_recursion", False),
    ("delayUntilRecursion", "delay_until_recursion", False),
    ("scanDepth", "scan_depth", None),
    ("matchWholeWords", "match_whole_words", None),
    ("useGroupScoring", "use_group_scoring", False),
    ("caseSensitive", "case_sensitive", None),
    ("automationId", "automation_id", ""),
    ("role", "role", 0),
    ("vectorized", "vectorized", False),
    ("sticky", "sticky", None),
    ("cooldown", "cooldown", None),
    ("delay", "delay", None),
    ("matchPersonaDescription", "match_persona_description", False),
    ("matchCharacterDescription", "match_character_description", False),
    ("matchCharacterPersonality", "match_character_personality", False),
    ("matchCharacterDepthPrompt", "match_character_depth_prompt", False),
    ("matchScenario", "match_scenario", False),
    ("matchCreatorNotes", "match_creator_notes", False),
    ("triggers", "triggers", []),
    ("ignoreBudget", "ignore_budget", False),
)
# World Info fields that become top-level entry fields (handled explicitly).
_WI_TOP = frozenset(
    {
        "uid",
        "key",
        "keysecondary",
        "comment",
        "content",
        "constant",
        "selective",
        "order",
        "disable",
        "extensions",
    }
)


def _fail(file: str, field: str, message: str) -> PackageError:
    return PackageError(message, path=file, field=field)


def _strings(value: Any, file: str, field: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):  # some editors write one comma-separated string
        return [part.strip() for part in value.split(",") if part.strip()]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _fail(file, field, "must be a list of strings")
    return list(value)


def _check_count(entries: Any, file: str, field: str) -> None:
    if len(entries) > MAX_ENTRIES:
        raise _fail(
            file,
            field,
            f"has {len(entries)} entries; at most {MAX_ENTRIES} are supported. "
            "Split the lorebook into smaller books",
        )


def _entry(raw: Any, index: int, file: str, where: str) -> dict[str, Any]:
    field = f"{where}.entries.{index}"
    if not isinstance(raw, dict):
        raise _fail(file, field, "must be an object")
    content = raw.get("content", "")
    if not isinstance(content, str):
        raise _fail(file, f"{field}.content", "must be text")
    extensions = raw.get("extensions", {})
    if not isinstance(extensions, dict):
        raise _fail(file, f"{field}.extensions", "must be an object")
    order = raw.get("insertion_order", 100)
    if isinstance(order, bool) or not isinstance(order, int | float):
        raise _fail(file, f"{field}.insertion_order", "must be a number")
    out: dict[str, Any] = {
        "keys": _strings(raw.get("keys"), file, f"{field}.keys"),
        "content": content,
        "extensions": dict(extensions),
        "enabled": bool(raw.get("enabled", True)),
        "insertion_order": order,
        "case_sensitive": raw.get("case_sensitive"),
        "use_regex": bool(raw.get("use_regex", False)),
        "constant": bool(raw.get("constant", False)),
    }
    for key in _ENTRY_OPTIONAL:
        if key in raw:
            out[key] = raw[key]
    if "secondary_keys" in out:
        out["secondary_keys"] = _strings(out["secondary_keys"], file, f"{field}.secondary_keys")
    # Fields a newer spec (or another tool) added are kept, so nothing is lost.
    for key, value in raw.items():
        if key not in out:
            out[key] = value
    return out


def normalize_book(book: Any, file: str, where: str = "data.character_book") -> dict[str, Any]:
    """A V2/V3 Lorebook object in the normalized ``lorebook_v3`` shape.

    Args:
        book: The Lorebook object (``character_book`` or a ``lorebook_v3``'s ``data``).
        file: The file it came from (for errors).
        where: Its dotted place in that file (for errors).

    Raises:
        PackageError: Not a Lorebook (naming the file and the field), or too many entries.
    """
    if not isinstance(book, dict):
        raise _fail(file, where, "must be a lorebook object")
    entries = book.get("entries")
    if not isinstance(entries, list):
        raise _fail(file, f"{where}.entries", "must be a list of lorebook entries")
    _check_count(entries, file, f"{where}.entries")
    extensions = book.get("extensions", {})
    if not isinstance(extensions, dict):
        raise _fail(file, f"{where}.extensions", "must be an object")
    data: dict[str, Any] = {k: book[k] for k in _BOOK_OPTIONAL if k in book}
    data["extensions"] = dict(extensions)
    data["entries"] = [_entry(e, i, file, where) for i, e in enumerate(entries)]
    for key, value in book.items():
        if key not in data:
            data[key] = value
    return {"spec": "lorebook_v3", "data": data}


def is_world_info(raw: Any) -> bool:
    """Whether a JSON value is a SillyTavern World Info file (``entries`` is an object)."""
    return isinstance(raw, dict) and isinstance(raw.get("entries"), dict) and "spec" not in raw


def _wi_entry(raw: Any, uid: str, file: str) -> dict[str, Any]:
    field = f"entries.{uid}"
    if not isinstance(raw, dict):
        raise _fail(file, field, "must be an object")
    content = raw.get("content", "")
    if not isinstance(content, str):
        raise _fail(file, f"{field}.content", "must be text")
    own = raw.get("extensions", {})
    extensions: dict[str, Any] = dict(own) if isinstance(own, dict) else {}
    for wi_key, ext_key, default in _WI_EXTENSIONS:
        value = raw.get(wi_key, default)
        extensions[ext_key] = default if value is None and default is not None else value
    known = {wi for wi, _e, _d in _WI_EXTENSIONS} | _WI_TOP
    for key, value in raw.items():  # fields of newer SillyTavern versions: kept verbatim
        if key not in known:
            extensions.setdefault(key, value)
    order = raw.get("order", 100)
    ident = raw.get("uid", uid)
    return {
        "keys": _strings(raw.get("key"), file, f"{field}.key"),
        "content": content,
        "extensions": extensions,
        "enabled": not bool(raw.get("disable", False)),
        "insertion_order": order if isinstance(order, int | float) else 100,
        "case_sensitive": raw.get("caseSensitive"),
        "use_regex": False,
        "constant": bool(raw.get("constant", False)),
        "id": ident,
        "comment": raw.get("comment", ""),
        "selective": bool(raw.get("selective", False)),
        "secondary_keys": _strings(raw.get("keysecondary"), file, f"{field}.keysecondary"),
        "position": "before_char" if raw.get("position", 0) == 0 else "after_char",
    }


def normalize_world_info(raw: dict[str, Any], file: str, name: str) -> dict[str, Any]:
    """A SillyTavern World Info file in the normalized shape.

    Args:
        raw: The parsed file (``{"entries": {"0": {...}, ...}, ...}``).
        file: Its name (for errors).
        name: The book name to use (World Info files carry none; the file stem).
    """
    entries = raw["entries"]
    _check_count(entries, file, "entries")
    data: dict[str, Any] = {"name": raw.get("name", name), "extensions": {}}
    data["entries"] = [_wi_entry(entry, str(uid), file) for uid, entry in entries.items()]
    return {"spec": "lorebook_v3", "data": data}


def to_character_book(normalized: dict[str, Any]) -> dict[str, Any]:
    """The normalized book as a card's ``character_book`` (copied; an entry's
    ``case_sensitive`` of null, the agent's default, is left out: CCv3 wants a boolean)."""
    data = normalized.get("data")
    if not isinstance(data, dict):
        raise PackageError("is not a lorebook_v3 object", path=LOREBOOK_FILE, field="data")
    entries = [clean_entry(e) if isinstance(e, dict) else e for e in data.get("entries", [])]
    return {**data, "entries": entries}

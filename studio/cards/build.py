"""The V3 card of a project: the card sidecar plus every mapped field from the files.

The card starts from the card sidecar (``.card.json``, the card as imported)
and takes every mapped field from the project's files; a file whose text is
what the card's own field renders to keeps the card's value verbatim, so an
unedited card comes back exactly as it went in. A project that never was a
card starts from an empty V3 card. The table is in docs/CARDS.md.
"""

from __future__ import annotations

import copy
import json
import time
from typing import Any

from studio.cards import mapping
from studio.cards.bookmerge import merge_book
from studio.cards.lorebook import LOREBOOK_FILE, normalize_book, to_character_book
from studio.cards.mirror import update_mirror, with_v1_mirror
from studio.cards.project import SIDECAR_FILE
from studio.cards.read import BACKFILL_NOTE, v3_data
from studio.errors import PackageError
from studio.package import CharacterPackage

__all__ = ["build_card", "lorebook_file", "v2_backfill"]

_V2_FIELDS = (
    "name",
    "description",
    "personality",
    "scenario",
    "first_mes",
    "mes_example",
    "creator_notes",
    "system_prompt",
    "post_history_instructions",
    "alternate_greetings",
    "character_book",
    "tags",
    "creator",
    "character_version",
    "extensions",
)


def _sidecar(package: CharacterPackage) -> dict[str, Any] | None:
    path = package.root / SIDECAR_FILE
    if not path.is_file():
        return None
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise PackageError(f"cannot be read: {exc}", path=SIDECAR_FILE) from None
    if not isinstance(raw, dict) or not isinstance(raw.get("card"), dict):
        raise PackageError("is not a card sidecar (no 'card' object)", path=SIDECAR_FILE)
    return raw


def _base_card(sidecar: dict[str, Any] | None) -> dict[str, Any]:
    card = copy.deepcopy(sidecar["card"]) if sidecar else None
    if card is None or card.get("spec") == "lorebook_v3":
        now = int(time.time())
        return {
            "spec": "chara_card_v3",
            "spec_version": "3.0",
            "data": {
                **v3_data({"name": "", "description": ""}),
                "creation_date": now,
                "modification_date": now,
            },
        }
    if card.get("spec") == "chara_card_v3":
        return card
    # V2 (or V1) upgraded to V3; its top-level fields (SillyTavern's V1 mirror:
    # name, first_mes, create_date, talkativeness...) stay where they were.
    upgraded = {"spec": "chara_card_v3", "spec_version": "3.0", "data": v3_data(card)}
    if card.get("spec") is None:  # V1: the fields themselves are the mirror
        return {**card, **upgraded}
    return {key: upgraded.get(key, value) for key, value in card.items()}


def lorebook_file(package: CharacterPackage) -> str | None:
    for entry in package.config.agents:
        if isinstance(entry, dict) and entry.get("implementation") == "studio.lorebook":
            return str(entry.get("contextFile") or LOREBOOK_FILE)
    return None


def _nl(value: Any) -> Any:
    """Text with its line endings as a project file read back has them (``\n``)."""
    if isinstance(value, str):
        return value.replace("\r\n", "\n").replace("\r", "\n")
    if isinstance(value, list):
        return [_nl(v) for v in value]
    return value


def _like(old: Any, new: Any) -> Any:
    """``new`` with the card's ``\r\n`` line endings where the card used them."""
    if isinstance(old, str) and isinstance(new, str) and "\r\n" in old and "\r" not in new:
        return new.replace("\n", "\r\n")
    if isinstance(old, list) and isinstance(new, list):
        return [_like(o, n) for o, n in zip(old, new, strict=False)] + new[len(old) :]
    return new


def _set(data: dict[str, Any], key: str, value: Any) -> None:
    # An absent (or null) field and an empty one mean the same; it stays as it was.
    old = data.get(key)
    if old is None and value in ("", [], None):
        return
    # A file read back has "\n" line endings (an editor may have rewritten them too):
    # text that differs from the card's only in those is the card's text.
    if old == value or _nl(old) == _nl(value):
        return
    if isinstance(old, list) and isinstance(value, list) and len(old) == len(value):
        value = [o if _nl(o) == _nl(v) else _like(o, v) for o, v in zip(old, value, strict=True)]
    data[key] = _like(old, value)


def _text(data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    return value if isinstance(value, str) else ""


def _fields(package: CharacterPackage, data: dict[str, Any]) -> None:
    """Take every mapped field from the project (unchanged files keep the card's text)."""
    _set(data, "name", package.name)
    if package.config.nickname is not None or "nickname" in data:
        _set(data, "nickname", package.config.nickname or "")
    creator = (package.config.model_extra or {}).get("creator")
    if isinstance(creator, str):
        _set(data, "creator", creator)
    old = (_text(data, "description"), _text(data, "personality"), _text(data, "scenario"))
    rendered = mapping.render_instructions(*old)
    if _nl(package.instructions) != _nl(rendered):
        # Only the sections the author changed are taken; an untouched section keeps
        # the card's text byte for byte (parsing would trim its whitespace).
        before = mapping.parse_instructions(_nl(rendered))
        for key, value in mapping.parse_instructions(package.instructions).items():
            if value != before[key]:
                _set(data, key, value)
    sp = _text(data, "system_prompt")
    if _nl(package.system_prompt) != _nl(mapping.render_system_prompt(sp)):
        _set(data, "system_prompt", mapping.parse_system_prompt(package.system_prompt))
    _set(data, "first_mes", package.intro)
    notes = mapping.creator_notes_text(
        _text(data, "creator_notes"), data.get("creator_notes_multilingual")
    )
    if _nl(package.description) != _nl(notes):
        _set(data, "creator_notes", package.description)
    if package.post_history or data.get("post_history_instructions"):
        _set(data, "post_history_instructions", package.post_history)
    _character_note(package, data)
    _set(data, "alternate_greetings", list(package.greetings))
    _set(data, "group_only_greetings", list(package.group_greetings))
    examples = package.read_context_file(mapping.EXAMPLES_FILE) or ""
    rendered = _nl(mapping.render_examples(_text(data, "mes_example")))
    if _nl(examples) != rendered and mapping.parse_examples(
        _nl(examples)
    ) != mapping.parse_examples(rendered):
        _set(data, "mes_example", mapping.parse_examples(examples))
    book_file = lorebook_file(package)
    text = package.read_context_file(book_file) if book_file else None
    if text is None:
        if data.get("character_book") is not None:  # the book was removed from the project
            del data["character_book"]
        return
    try:
        current = json.loads(text)
    except ValueError:
        raise PackageError("is not valid JSON", path=f"context/{book_file}") from None
    original = data.get("character_book")
    if original is None:
        data["character_book"] = to_character_book(current)
        return
    before = normalize_book(original, SIDECAR_FILE)
    if before != current:
        data["character_book"] = merge_book(original, before, current)


def _character_note(package: CharacterPackage, data: dict[str, Any]) -> None:
    """``character-note.txt`` + ``characterNote`` back to ``extensions.depth_prompt``
    (the import's mapping, studio.cards.project): only what the author changed; the
    card's other keys in ``depth_prompt`` and ``extensions`` stay as they were."""
    text = package.character_note if isinstance(package.character_note, str) else ""
    found = (package.config.model_extra or {}).get("characterNote")
    spec: dict[str, Any] = found if isinstance(found, dict) else {}
    ext = data.get("extensions")
    old = ext.get("depth_prompt") if isinstance(ext, dict) else None
    if not isinstance(old, dict):
        if not text.strip():
            return
        depth = spec.get("depth")
        role = spec.get("role")
        note = {
            "prompt": text,
            "depth": depth if isinstance(depth, int) and not isinstance(depth, bool) else 4,
            "role": role if role in ("system", "user", "assistant") else "system",
        }
        if not isinstance(ext, dict):
            data["extensions"] = ext = {}
        ext["depth_prompt"] = note
        return
    assert isinstance(ext, dict)
    new = dict(old)
    found_prompt = old.get("prompt")
    prompt = found_prompt if isinstance(found_prompt, str) else ""
    if _nl(prompt) != _nl(text) and (prompt.strip() or text.strip()):
        new["prompt"] = _like(prompt, text)
    depth = spec.get("depth")
    if isinstance(depth, int) and not isinstance(depth, bool) and depth != old.get("depth"):
        new["depth"] = depth
    if spec.get("role") in ("system", "user", "assistant") and spec["role"] != old.get("role"):
        new["role"] = spec["role"]
    if new != old:
        ext["depth_prompt"] = new


def build_card(package: CharacterPackage) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The V3 card of a loaded project, and its sidecar (None for a project never imported)."""
    sidecar = _sidecar(package)
    card = _base_card(sidecar)
    before = copy.deepcopy(card["data"])
    _fields(package, card["data"])
    if card["data"] != before and "modification_date" in card["data"]:
        card["data"]["modification_date"] = int(time.time())
    update_mirror(card, before)
    return card, sidecar


def v2_backfill(card: dict[str, Any]) -> dict[str, Any]:
    """The V2 card carried in a PNG's ``chara`` chunk beside ``ccv3`` (with the V3 note)."""
    data = {k: copy.deepcopy(card["data"][k]) for k in _V2_FIELDS if k in card["data"]}
    notes = data.get("creator_notes") or ""
    data["creator_notes"] = f"{BACKFILL_NOTE}\n\n{notes}" if notes else BACKFILL_NOTE
    # SillyTavern's top-level V1 fields come along, so a V1-only reader finds the character.
    skip = ("spec", "spec_version", "data")
    top = {k: v for k, v in with_v1_mirror(card).items() if k not in skip}
    return {**top, "spec": "chara_card_v2", "spec_version": "2.0", "data": data}

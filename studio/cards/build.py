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
from studio.cards.lorebook import LOREBOOK_FILE, normalize_book, to_character_book
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
    return {"spec": "chara_card_v3", "spec_version": "3.0", "data": v3_data(card)}


def lorebook_file(package: CharacterPackage) -> str | None:
    for entry in package.config.agents:
        if isinstance(entry, dict) and entry.get("implementation") == "studio.lorebook":
            return str(entry.get("contextFile") or LOREBOOK_FILE)
    return None


def _set(data: dict[str, Any], key: str, value: Any) -> None:
    # An absent (or null) field and an empty one mean the same; it stays as it was.
    if data.get(key) is None and value in ("", [], None):
        return
    if data.get(key) != value:
        data[key] = value


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
    if package.instructions != mapping.render_instructions(*old):
        for key, value in mapping.parse_instructions(package.instructions).items():
            _set(data, key, value)
    sp = _text(data, "system_prompt")
    if package.system_prompt != mapping.render_system_prompt(sp):
        _set(data, "system_prompt", mapping.parse_system_prompt(package.system_prompt))
    _set(data, "first_mes", package.intro)
    notes = mapping.creator_notes_text(
        _text(data, "creator_notes"), data.get("creator_notes_multilingual")
    )
    if package.description != notes:
        _set(data, "creator_notes", package.description)
    if package.post_history or data.get("post_history_instructions"):
        _set(data, "post_history_instructions", package.post_history)
    _set(data, "alternate_greetings", list(package.greetings))
    _set(data, "group_only_greetings", list(package.group_greetings))
    examples = package.read_context_file(mapping.EXAMPLES_FILE) or ""
    if examples != mapping.render_examples(_text(data, "mes_example")):
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
    if original is None or normalize_book(original, SIDECAR_FILE) != current:
        data["character_book"] = to_character_book(current)


def build_card(package: CharacterPackage) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The V3 card of a loaded project, and its sidecar (None for a project never imported)."""
    sidecar = _sidecar(package)
    card = _base_card(sidecar)
    before = copy.deepcopy(card["data"])
    _fields(package, card["data"])
    if card["data"] != before and "modification_date" in card["data"]:
        card["data"]["modification_date"] = int(time.time())
    return card, sidecar


def v2_backfill(card: dict[str, Any]) -> dict[str, Any]:
    """The V2 card carried in a PNG's ``chara`` chunk beside ``ccv3`` (with the V3 note)."""
    data = {k: copy.deepcopy(card["data"][k]) for k in _V2_FIELDS if k in card["data"]}
    notes = data.get("creator_notes") or ""
    data["creator_notes"] = f"{BACKFILL_NOTE}\n\n{notes}" if notes else BACKFILL_NOTE
    return {"spec": "chara_card_v2", "spec_version": "2.0", "data": data}

"""Reading a card or lorebook file: JSON, PNG/APNG, CHARX, into one :class:`CardFile`.

Detection is by content, not by extension: a PNG signature, a zip signature
(CHARX), else JSON. Inside JSON: ``spec`` ``chara_card_v3`` / ``chara_card_v2``
/ ``lorebook_v3``, a SillyTavern World Info file (``entries`` is an object), a
bare ``character_book`` (``entries`` is a list), or a V1 card (a top-level
``name`` and the V1 text fields). Anything else is "not a card".

A ``spec_version`` newer than 3.0 is imported with a warning (CCv3 asks for
exactly that). Every error names the file and the field.
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from studio.cards.charx import read_charx
from studio.cards.lorebook import is_world_info, normalize_book, normalize_world_info
from studio.cards.png import is_png, read_card_chunks, strip_card_chunks
from studio.errors import PackageError

__all__ = [
    "BACKFILL_NOTE",
    "MAX_CARD_BYTES",
    "TEXT_FIELDS",
    "CardFile",
    "parse_card_json",
    "read_card",
    "v3_data",
]

MAX_CARD_BYTES = 64 * 1024 * 1024
KNOWN_V3 = 3.0
# The note CCv3 asks a V2 backfill to carry; trimmed again on import.
BACKFILL_NOTE = (
    "This character card is Character Card V3, but it is loaded as a Character Card V2. "
    "Please use a Character Card V3 compatible application to use this character card properly."
)
TEXT_FIELDS = (
    "name",
    "description",
    "personality",
    "scenario",
    "first_mes",
    "mes_example",
    "creator_notes",
    "system_prompt",
    "post_history_instructions",
    "creator",
    "character_version",
    "nickname",
)
_LIST_FIELDS = ("alternate_greetings", "group_only_greetings", "tags", "source")
# Pygmalion/old-Tavern V1 spellings.
_V1_ALIASES = {
    "char_name": "name",
    "char_persona": "personality",
    "world_scenario": "scenario",
    "char_greeting": "first_mes",
    "example_dialogue": "mes_example",
}


@dataclass
class CardFile:
    """One card or lorebook file, read and checked.

    Attributes:
        file: The file name (for messages).
        kind: ``"json"``, ``"png"``, ``"charx"`` or ``"lorebook"``.
        card: The card JSON object exactly as read (V1 flat, V2 or V3 wrapper);
            None for a lorebook.
        data: The card's fields as a V3 ``data`` object (V1/V2 upgraded).
        image: The card image without its card chunks (PNG), or None.
        assets: CHARX entries other than ``card.json``, by zip path.
        lorebook: The lorebook, normalized (see :mod:`studio.cards.lorebook`): a
            standalone book (``kind == "lorebook"``) or the card's ``character_book``.
        package_zip: A Character Studio package carried inside a CHARX, or None.
        warnings: Things the user should know (newer spec version, backfill trimmed).
    """

    file: str
    kind: str
    card: dict[str, Any] | None = None
    data: dict[str, Any] = field(default_factory=dict)
    image: bytes | None = None
    assets: dict[str, bytes] = field(default_factory=dict)
    lorebook: dict[str, Any] | None = None
    package_zip: bytes | None = None
    warnings: list[str] = field(default_factory=list)


def _check_fields(data: dict[str, Any], file: str, where: str) -> None:
    for key in TEXT_FIELDS:
        if key in data and data[key] is not None and not isinstance(data[key], str):
            raise PackageError("must be text", path=file, field=f"{where}.{key}")
    for key in _LIST_FIELDS:
        value = data.get(key)
        if value is not None and (
            not isinstance(value, list) or not all(isinstance(v, str) for v in value)
        ):
            raise PackageError("must be a list of strings", path=file, field=f"{where}.{key}")
    if data.get("extensions") is not None and not isinstance(data["extensions"], dict):
        raise PackageError("must be an object", path=file, field=f"{where}.extensions")
    if not isinstance(data.get("name"), str) or not data["name"].strip():
        raise PackageError(
            "is missing or empty; a card needs a character name", path=file, field=f"{where}.name"
        )
    notes = data.get("creator_notes_multilingual")
    if notes is not None and not (
        isinstance(notes, dict) and all(isinstance(v, str) for v in notes.values())
    ):
        raise PackageError(
            "must map language codes to text",
            path=file,
            field=f"{where}.creator_notes_multilingual",
        )
    assets = data.get("assets")
    if assets is not None and not (
        isinstance(assets, list) and all(isinstance(a, dict) for a in assets)
    ):
        raise PackageError("must be a list of asset objects", path=file, field=f"{where}.assets")


def v3_data(card: dict[str, Any]) -> dict[str, Any]:
    """A card's fields as a V3 ``data`` object (a V1 card or V2 ``data`` upgraded)."""
    if card.get("spec") in ("chara_card_v2", "chara_card_v3"):
        data = dict(card["data"])
    else:  # V1: the fields sit at the top level
        data = {_V1_ALIASES.get(k, k): v for k, v in card.items()}
    for key in TEXT_FIELDS[:8]:
        if data.get(key) is None:  # absent, or null as some editors write it
            data[key] = ""
    data.setdefault("alternate_greetings", [])
    data.setdefault("group_only_greetings", [])
    data.setdefault("tags", [])
    data.setdefault("extensions", {})
    return data


def _spec_version(card: dict[str, Any], file: str, warnings: list[str]) -> None:
    raw = card.get("spec_version")
    try:
        version = float(raw) if raw is not None else KNOWN_V3
    except (TypeError, ValueError):
        warnings.append(f"{file}: spec_version {raw!r} is not a number; read as 3.0")
        return
    if card.get("spec") == "chara_card_v3" and version > KNOWN_V3:
        warnings.append(
            f"{file}: spec_version {raw} is newer than this program knows (3.0); "
            "the card was imported, but features of the newer version may be missing"
        )


def parse_card_json(raw: Any, file: str, *, kind: str = "json") -> CardFile:
    """Classify and check a parsed JSON value.

    Raises:
        PackageError: Not a card or lorebook, or a field of the wrong type.
    """
    if not isinstance(raw, dict):
        raise PackageError("is JSON, but not a character card (expected an object)", path=file)
    spec = raw.get("spec")
    out = CardFile(file=file, kind=kind)
    if spec == "lorebook_v3":
        out.kind = "lorebook"
        out.lorebook = normalize_book(raw.get("data"), file, "data")
        return out
    if is_world_info(raw):
        out.kind = "lorebook"
        out.lorebook = normalize_world_info(raw, file, Path(file).stem)
        return out
    if spec in ("chara_card_v2", "chara_card_v3"):
        if not isinstance(raw.get("data"), dict):
            raise PackageError("must be an object holding the card", path=file, field="data")
        _check_fields(raw["data"], file, "data")
        _spec_version(raw, file, out.warnings)
    elif spec is not None:
        raise PackageError(
            f"is not a card this program reads (spec {spec!r}; known: chara_card_v2, "
            "chara_card_v3, lorebook_v3)",
            path=file,
            field="spec",
        )
    elif isinstance(raw.get("entries"), list) and "first_mes" not in raw:
        out.kind = "lorebook"
        out.lorebook = normalize_book(raw, file, "(top level)")
        return out
    elif isinstance(raw.get("name") or raw.get("char_name"), str) and any(
        k in raw for k in ("description", "first_mes", "personality", *_V1_ALIASES)
    ):
        _check_fields(v3_data(raw), file, "(top level)")
    else:
        raise PackageError(
            "is JSON, but not a character card or lorebook (no 'spec', and no V1 card "
            "fields such as 'name' and 'first_mes')",
            path=file,
        )
    out.card = raw
    out.data = v3_data(raw)
    book = out.data.get("character_book")
    if book is not None:  # checked now (a bad book refuses the card before anything is written)
        out.lorebook = normalize_book(book, file, "data.character_book")
    return out


def _json_text(data: bytes, file: str, where: str) -> Any:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PackageError(
            f"is not UTF-8 text (byte {exc.start})", path=file, field=where or None
        ) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise PackageError(
            f"is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})",
            path=file,
            field=where or None,
        ) from None
    except RecursionError:
        raise PackageError("is nested too deeply", path=file, field=where or None) from None


def _decode_chunk(text: str, file: str, keyword: str) -> Any:
    where = f"tEXt {keyword}"
    try:
        payload = base64.b64decode("".join(text.split()), validate=True)
    except (binascii.Error, ValueError):
        raise PackageError(
            "is not valid base64; the card text inside the image is damaged",
            path=file,
            field=where,
        ) from None
    return _json_text(payload, file, where)


def _from_png(data: bytes, file: str) -> CardFile:
    chunks = read_card_chunks(data, file)
    if chunks.ccv3 is not None:
        out = parse_card_json(_decode_chunk(chunks.ccv3, file, "ccv3"), file, kind="png")
    elif chunks.chara is not None:
        out = parse_card_json(_decode_chunk(chunks.chara, file, "chara"), file, kind="png")
        notes = out.data.get("creator_notes", "")
        if isinstance(notes, str) and BACKFILL_NOTE in notes:
            out.data["creator_notes"] = notes.replace(BACKFILL_NOTE, "").strip()
            out.warnings.append(f"{file}: the V2 backfill note was removed from creator_notes")
    else:
        raise PackageError(
            "is an ordinary image: it has no 'chara' or 'ccv3' card chunk. "
            "Export the card from its app as a character card PNG",
            path=file,
        )
    if out.card is None:
        raise PackageError("holds a lorebook, not a character card", path=file)
    out.image = strip_card_chunks(data, file)
    for path, text in chunks.assets.items():
        try:
            out.assets[f"__asset/{path}"] = base64.b64decode(text)
        except (binascii.Error, ValueError):
            out.warnings.append(f"{file}: embedded asset {path!r} is not base64; skipped")
    return out


def read_card(path: Path) -> CardFile:
    """Read a card or lorebook file of any supported kind.

    Raises:
        PackageError: Unreadable, too large, damaged, or not a card (naming the file
            and, where there is one, the field).
    """
    path = Path(path)
    file = path.name
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise PackageError(f"cannot be read: {exc.strerror or exc}", path=file) from None
    if size > MAX_CARD_BYTES:
        raise PackageError(
            f"is {size // (1024 * 1024)} MB; cards larger than "
            f"{MAX_CARD_BYTES // (1024 * 1024)} MB are refused",
            path=file,
        )
    try:
        with path.open("rb") as fh:
            head = fh.read(8)
    except OSError as exc:
        raise PackageError(f"cannot be read: {exc.strerror or exc}", path=file) from None
    if head[:4] == b"PK\x03\x04":
        return read_charx(path, parse_card_json, _json_text)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise PackageError(f"cannot be read: {exc.strerror or exc}", path=file) from None
    if is_png(data):
        return _from_png(data, file)
    if data[:3] in (b"\xff\xd8\xff", b"GIF") or data[:4] == b"RIFF":
        raise PackageError(
            "is an image but not a PNG; character cards are PNG, JSON or CHARX files", path=file
        )
    return parse_card_json(_json_text(data, file, ""), file)

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
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from studio.cards.charx import read_charx
from studio.cards.lorebook import MAX_ENTRIES, is_world_info, normalize_book, normalize_world_info
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
MAX_OBJECTS = 200_000  # JSON objects in one file: ten per entry of the largest lorebook
# Lorebook entries in one file: twice a book's cap (a card may carry its book twice, once in
# character_book and once in an exporter's extensions); each book is checked for its own.
MAX_ENTRY_OBJECTS = 2 * MAX_ENTRIES
MAX_GREETINGS = 1_000  # alternate (and group-only) greetings: each becomes a file
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
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
    for key in ("alternate_greetings", "group_only_greetings"):
        value = data.get(key)
        if isinstance(value, list) and len(value) > MAX_GREETINGS:
            raise PackageError(
                f"has {len(value):,} greetings; at most {MAX_GREETINGS:,} are imported "
                "(each becomes a file). Keep the ones you use and import again",
                path=file,
                field=f"{where}.{key}",
            )
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


# The fields SillyTavern takes from a V2/V3 card's top level when ``data`` lacks them
# (its readFromV2), plus the V2 fields some exporters write only there.
_TOP_LEVEL_FALLBACK = (
    ("name", "name"),
    ("description", "description"),
    ("personality", "personality"),
    ("scenario", "scenario"),
    ("first_mes", "first_mes"),
    ("mes_example", "mes_example"),
    ("tags", "tags"),
    ("creatorcomment", "creator_notes"),
    ("system_prompt", "system_prompt"),
    ("post_history_instructions", "post_history_instructions"),
    ("alternate_greetings", "alternate_greetings"),
    ("creator", "creator"),
    ("character_version", "character_version"),
)


def _fill_from_top_level(raw: dict[str, Any], file: str, warnings: list[str]) -> dict[str, Any]:
    """A V2/V3 card whose ``data`` lacks fields that its top level has, read as
    SillyTavern reads it: those fields taken from the top level (``data`` then holds
    them, so the card sidecar and every export carry the character).
    """
    data = raw["data"]
    filled: dict[str, Any] = {}
    for top, key in _TOP_LEVEL_FALLBACK:
        if key in data or key in filled or top not in raw:
            continue
        value = raw[top]
        wanted = list if key in _LIST_FIELDS else str
        if isinstance(value, wanted) and value:  # an empty top-level field adds nothing
            filled[key] = value
    if not filled:
        return raw
    warnings.append(
        f"{file}: the card's data had no {', '.join(sorted(filled))}; read from its "
        "top-level (V1) fields, as SillyTavern reads them"
    )
    return {**raw, "data": {**data, **filled}}


def _name_from_file(raw: dict[str, Any], file: str, warnings: list[str]) -> dict[str, Any]:
    """A card whose name is empty everywhere is named after its file (with a warning)."""
    data = raw["data"]
    name = data.get("name")
    if (isinstance(name, str) and name.strip()) or (name is not None and not isinstance(name, str)):
        return raw
    stem = Path(file).stem.strip() or "Unnamed"
    warnings.append(
        f"{file}: the card has no character name; it was named {stem!r} after its file "
        "(rename it in config.json)"
    )
    return {**raw, "data": {**data, "name": stem}}


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
        raw = _name_from_file(_fill_from_top_level(raw, file, out.warnings), file, out.warnings)
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


class _TooManyObjects(Exception):
    """Raised inside the JSON parser to stop it at :data:`MAX_OBJECTS`."""


def _loads(text: str) -> Any:
    """``json.loads``, stopped early for a file with more than :data:`MAX_OBJECTS` objects
    or more than :data:`MAX_ENTRY_OBJECTS` lorebook entries.

    A ``{`` count is an upper bound on the objects; under the cap (every real card)
    the plain parser runs. Over it, a hook counts objects as the parser makes them
    and stops at either cap. Entries (objects with ``content`` and ``key``/``keys``)
    are counted on their own: a 1,000,000-entry World Info is refused after 1/25 of
    the parse (it took a fifth, 1.36 s, when only objects were counted).
    """
    if text.count("{") <= MAX_OBJECTS:
        return json.loads(text)
    made = entries = 0

    def count(obj: dict[str, Any]) -> dict[str, Any]:
        nonlocal made, entries
        made += 1
        if made > MAX_OBJECTS:
            raise _TooManyObjects
        if "content" in obj and ("keys" in obj or "key" in obj):
            entries += 1
            if entries > MAX_ENTRY_OBJECTS:
                raise _TooManyObjects
        return obj

    return json.loads(text, object_hook=count)


def _json_text(data: bytes, file: str, where: str) -> Any:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PackageError(
            f"is not UTF-8 text (byte {exc.start})", path=file, field=where or None
        ) from None
    try:
        value = _loads(text)
    except json.JSONDecodeError as exc:
        raise PackageError(
            f"is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})",
            path=file,
            field=where or None,
        ) from None
    except _TooManyObjects:
        raise PackageError(
            f"holds more than {MAX_OBJECTS:,} JSON objects or {MAX_ENTRY_OBJECTS:,} lorebook "
            f"entries; a card or lorebook this large is refused (lorebooks may have at most "
            f"{MAX_ENTRIES:,} entries: split the book)",
            path=file,
            field=where or None,
        ) from None
    except ValueError as exc:  # Python refuses integers of more than 4,300 digits
        raise PackageError(
            f"holds a number too long to read ({str(exc).split(':')[0]}); fix the file in "
            "the app that made it",
            path=file,
            field=where or None,
        ) from None
    except RecursionError:
        raise PackageError("is nested too deeply", path=file, field=where or None) from None
    if _SURROGATE_ESCAPE.search(text):
        _refuse_surrogates(value, file, where)
    return value


def _surrogate_at(value: Any, path: str) -> str | None:
    """The dotted path of the first string (key or value) holding a lone surrogate."""
    if isinstance(value, str):
        return path if _LONE_SURROGATE.search(value) else None
    if isinstance(value, dict):
        for key, item in value.items():
            here = f"{path}.{key}" if path else str(key)
            if _LONE_SURROGATE.search(str(key)):
                return here
            found = _surrogate_at(item, here)
            if found:
                return found
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found = _surrogate_at(item, f"{path}.{index}" if path else str(index))
            if found:
                return found
    return None


def _refuse_surrogates(value: Any, file: str, where: str) -> None:
    """Refuse text holding a lone surrogate (``"\\ud800"``), naming the field.

    JSON lets an escape spell half of a UTF-16 pair; such a string is not text, no
    file can hold it as UTF-8, and writing it would fail half-way through an import.
    """
    found = _surrogate_at(value, "")
    if found is None:
        return
    raise PackageError(
        "holds a lone UTF-16 surrogate (an escape such as \\ud800 without its pair), "
        "which is not text; fix that field in the app that made the card",
        path=file,
        field=f"{where} {found}" if where else found,
    )


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

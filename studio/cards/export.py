"""A project becomes a card again: V3 JSON, PNG (``ccv3`` + ``chara`` backfill), or CHARX.

The card starts from the card sidecar (``.card.json``, the card as imported)
and takes every mapped field from the project's files; a file whose text is
what the card's own field renders to keeps the card's value verbatim, so an
unedited card comes back exactly as it went in. A project that never was a
card starts from an empty V3 card.

What a plain card cannot carry (agents other than the lorebook, context files
other than the example dialogue and the lorebook) is listed in
:attr:`CardExport.omitted` for PNG and JSON; a CHARX carries the whole package
as an ``x_character_studio_package`` asset instead.
"""

from __future__ import annotations

import base64
import copy
import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from studio.cards import mapping
from studio.cards.avatar import avatar_file, name_colour
from studio.cards.charx import PACKAGE_ASSET, package_asset, write_charx
from studio.cards.lorebook import LOREBOOK_FILE, normalize_book, to_character_book
from studio.cards.png import is_png, minimal_png, write_card_chunks
from studio.cards.project import ASSETS_DIR, SIDECAR_FILE
from studio.cards.read import BACKFILL_NOTE, v3_data
from studio.errors import PackageError
from studio.package import CharacterPackage, load_with_problems

__all__ = ["FORMATS", "CardExport", "build_card", "export_card", "v2_backfill"]

FORMATS = ("png", "json", "charx")
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


@dataclass
class CardExport:
    """What a card export wrote.

    Attributes:
        path: The file written.
        card: The V3 card object written.
        omitted: What the card format cannot carry, one line each, for the user.
    """

    path: Path
    card: dict[str, Any]
    omitted: list[str] = field(default_factory=list)


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


def _lorebook_file(package: CharacterPackage) -> str | None:
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
    book_file = _lorebook_file(package)
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


def _omitted(package: CharacterPackage, fmt: str) -> list[str]:
    out: list[str] = []
    if fmt == "json" and avatar_file(package) is not None:
        out.append(f"avatar {package.config.avatar} (a JSON card has no image)")
    book = _lorebook_file(package)
    for entry in package.config.agents:
        if isinstance(entry, dict) and entry.get("implementation") == "studio.lorebook":
            continue
        name = entry if isinstance(entry, str) else entry.get("id", "?")
        out.append(f"agent {name}")
    for ctx in package.context_files:
        if ctx.name != mapping.EXAMPLES_FILE:
            out.append(f"context file {ctx.name}")
    for name in package.context_dir.names() if package.context_dir else []:
        if name.startswith(".") and name != book:
            out.append(f"context file {name}")
    avatar = package.config.avatar
    assets = package.root / ASSETS_DIR
    if assets.is_dir():
        for path in sorted(p for p in assets.rglob("*") if p.is_file()):
            rel = path.relative_to(package.root).as_posix()
            if rel != avatar or fmt == "json":
                out.append(f"asset {rel}")
    return out


def _needs_package(package: CharacterPackage) -> bool:
    """Whether a CHARX must carry the package: it has agents or context a card lacks."""
    return any(item.startswith(("agent ", "context file ")) for item in _omitted(package, "charx"))


def _b64(card: dict[str, Any]) -> str:
    raw = json.dumps(card, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return base64.b64encode(raw).decode("ascii")


def _png_image(package: CharacterPackage) -> bytes:
    path = avatar_file(package)
    if path is not None:
        data = path.read_bytes()
        if is_png(data):
            return data
    colour = name_colour(package.name)
    rgb = (int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16))
    return minimal_png(256, 256, rgb)


def _charx_files(
    package: CharacterPackage,
    card: dict[str, Any],
    sidecar: dict[str, Any] | None,
    carry: bytes | None,
) -> dict[str, bytes]:
    files: dict[str, bytes] = {}
    placed: dict[str, str] = (sidecar or {}).get("assets") or {}
    for zip_path, rel in placed.items():
        path = package.root / rel
        if path.is_file():
            files[zip_path] = path.read_bytes()
    data = card["data"]
    icon = avatar_file(package)
    icons = [a for a in data.get("assets") or [] if a.get("type") == "icon"]
    main = next((a for a in icons if a.get("name") == "main"), icons[0] if icons else None)
    uri = str(main.get("uri", "")) if main else ""
    embedded = uri.startswith("embeded://") and uri[len("embeded://") :] in files
    if icon is not None and not embedded:
        # A PNG card's ``ccdefault:`` icon is the PNG itself; a CHARX has no such
        # file, so the avatar goes in as the main icon.
        ext = icon.suffix.lower().lstrip(".")
        zip_path = f"assets/icon/images/main.{ext}"
        files[zip_path] = icon.read_bytes()
        if main is None:
            main = {"type": "icon", "name": "main"}
            data.setdefault("assets", []).append(main)
        main.update({"uri": f"embeded://{zip_path}", "ext": ext})
    if carry is not None:
        files[PACKAGE_ASSET] = carry
        data.setdefault("assets", []).append(package_asset())
    return files


def _package_zip(project: Path) -> bytes:
    from studio.package.export import export_package

    fd, name = tempfile.mkstemp(suffix=".zip")
    os.close(fd)
    try:
        export_package(project, Path(name))
        return Path(name).read_bytes()
    finally:
        os.unlink(name)


def _atomic(out: Path, write: Any) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    os.close(fd)
    try:
        write(Path(tmp))
        os.chmod(tmp, 0o644)
        os.replace(tmp, out)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def export_card(project: Path, out: Path, fmt: str) -> CardExport:
    """Write ``project`` as a card file.

    Args:
        project: The project folder.
        out: The file to write (replaced atomically).
        fmt: ``"png"``, ``"json"`` or ``"charx"``.

    Raises:
        PackageError: The project has errors, or an unknown format.
    """
    if fmt not in FORMATS:
        raise PackageError(f"unknown card format {fmt!r}; use png, json or charx", path=str(out))
    package, problems = load_with_problems(Path(project))
    if package is None or problems.errors:
        lines = "\n".join(p.format() for p in problems.errors)
        raise PackageError(
            f"cannot be exported until its errors are fixed:\n{lines}",
            path=str(project),
            problems=list(problems.errors),
        )
    card, sidecar = build_card(package)
    omitted = _omitted(package, fmt)
    if fmt == "json":
        text = json.dumps(card, ensure_ascii=False, indent=2) + "\n"
        _atomic(out, lambda tmp: tmp.write_text(text, encoding="utf-8"))
        return CardExport(path=out, card=card, omitted=omitted)
    if fmt == "png":
        image = write_card_chunks(
            _png_image(package),
            [("chara", _b64(v2_backfill(card))), ("ccv3", _b64(card))],
            str(out),
        )
        _atomic(out, lambda tmp: tmp.write_bytes(image))
        return CardExport(path=out, card=card, omitted=omitted)
    carry = _package_zip(package.root) if _needs_package(package) else None
    files = _charx_files(package, card, sidecar, carry)
    card_json = (json.dumps(card, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
    _atomic(out, lambda tmp: write_charx(tmp, card_json, files))
    return CardExport(path=out, card=card, omitted=[])

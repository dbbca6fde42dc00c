"""A card becomes a project folder (and a lorebook joins one).

The folder is written in full into a hidden temporary folder beside its final
place and renamed into place only when complete, so a failed import never
leaves half a project. The card JSON as read is kept verbatim in ``.card.json``
(the card sidecar), so every field, extension and asset reference survives to
the next export, whatever this program understands of it.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import tempfile
import uuid
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

import orjson

from studio.cards import mapping
from studio.cards.lorebook import LOREBOOK_FILE, normalize_book
from studio.cards.read import CardFile, read_card
from studio.errors import PackageError
from studio.package.config import CONFIG_FILE, parse_config
from studio.package.importer import _claim, import_package, project_slug
from studio.package.resolver import check_relative
from studio.package.template import slugify
from studio.package.zipload import check_entry_count

__all__ = [
    "ASSETS_DIR",
    "SIDECAR_FILE",
    "ImportResult",
    "image_format",
    "import_any",
    "import_card",
    "import_url",
    "is_url",
    "json_bytes",
    "lorebook_entry",
    "write_project",
]

SIDECAR_FILE = ".card.json"
ASSETS_DIR = "card-assets"
SIDECAR_SCHEMA = 1
_IMAGE_EXT = {b"\x89PNG": "png", b"\xff\xd8\xff": "jpg", b"GIF8": "gif", b"RIFF": "webp"}


@dataclass
class ImportResult:
    """What an import made.

    Attributes:
        folder: The new (or changed) project folder.
        kind: ``"png"``, ``"json"``, ``"charx"``, ``"lorebook"`` or ``"package"``.
        warnings: Things the user should be told (newer spec version, skipped assets).
    """

    folder: Path
    kind: str
    warnings: list[str] = field(default_factory=list)


def lorebook_entry(slug: str, context_file: str = LOREBOOK_FILE) -> dict[str, str]:
    """The composed agent entry that plays a lorebook."""
    return {
        "id": f"{slug}.lorebook",
        "implementation": "studio.lorebook",
        "contextFile": context_file,
    }


def _write(root: Path, rel: str, data: bytes | str) -> None:
    target = root.joinpath(*PurePosixPath(rel).parts)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)


def json_bytes(value: Any) -> bytes:
    """``value`` as pretty UTF-8 JSON with a final newline.

    orjson does it about 20 times faster than ``json`` with ``indent`` (which
    falls back to the pure-Python encoder): a 500-entry lorebook takes ~4 ms, not
    ~75. Integers beyond 64 bits, which orjson refuses, go through ``json``.
    """
    try:
        return orjson.dumps(value, option=orjson.OPT_INDENT_2) + b"\n"
    except TypeError:
        return (json.dumps(value, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def image_format(data: bytes) -> str | None:
    """``png``, ``jpg``, ``gif`` or ``webp`` by the first bytes, else None."""
    return next((ext for magic, ext in _IMAGE_EXT.items() if data.startswith(magic)), None)


def _main_icon(card: CardFile) -> str | None:
    """The CHARX path of the ``icon`` asset named ``main`` (else the first icon)."""
    assets = [a for a in card.data.get("assets") or [] if a.get("type") == "icon"]
    main = next((a for a in assets if a.get("name") == "main"), assets[0] if assets else None)
    uri = str(main.get("uri", "")) if main else ""
    return uri[len("embeded://") :] if uri.startswith("embeded://") else None


def _assets(card: CardFile, root: Path, warnings: list[str]) -> dict[str, str]:
    """Write CHARX entries under card-assets/; returns zip path -> project path."""
    placed: dict[str, str] = {}
    for name, data in sorted(card.assets.items()):
        why = check_relative(name)
        if why:  # read_charx already refused these; a legacy PNG asset name could be odd
            warnings.append(f"{card.file}: asset {name!r} {why}; skipped")
            continue
        rel = f"{ASSETS_DIR}/{name}"
        _write(root, rel, data)
        placed[name] = rel
    return placed


def _avatar(card: CardFile, root: Path, placed: dict[str, str]) -> str | None:
    if card.image is not None:
        _write(root, "avatar.png", card.image)
        return "avatar.png"
    icon = _main_icon(card)
    if icon and icon in placed and image_format(card.assets[icon]):
        return placed[icon]
    uri = next(
        (
            str(a.get("uri", ""))
            for a in card.data.get("assets") or []
            if a.get("type") == "icon" and str(a.get("uri", "")).startswith("data:image/")
        ),
        "",
    )
    if uri:
        header, _sep, payload = uri.partition(",")
        try:
            data = base64.b64decode(payload) if header.endswith(";base64") else b""
        except ValueError:
            data = b""
        ext = image_format(data)
        if ext:
            _write(root, f"avatar.{ext}", data)
            return f"avatar.{ext}"
    return None


def _identity(name: str, creator: str) -> str:
    # Stable across re-imports of the same card, so a newer version of the card
    # finds the conversations of the older one (decisions §3).
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"character-card:{name}\x00{creator}"))


def _character_note(
    data: dict[str, Any], root: Path, config: dict[str, Any], warnings: list[str]
) -> None:
    """``extensions.depth_prompt`` -> ``character-note.txt`` + ``characterNote`` (decisions
    §20); the card's regex scripts named in the import summary (they apply in play)."""
    found = data.get("extensions")
    ext: dict[str, Any] = found if isinstance(found, dict) else {}
    note = ext.get("depth_prompt")
    if isinstance(note, dict) and isinstance(note.get("prompt"), str) and note["prompt"].strip():
        _write(root, "character-note.txt", note["prompt"])
        spec: dict[str, Any] = {}
        depth = note.get("depth")
        if isinstance(depth, int) and not isinstance(depth, bool) and depth >= 0:
            spec["depth"] = depth
        if note.get("role") in ("system", "user", "assistant"):
            spec["role"] = note["role"]
        config["characterNote"] = spec
    scripts = ext.get("regex_scripts")
    if isinstance(scripts, list) and scripts:
        names = [
            str(s.get("scriptName") or f"#{i + 1}") + (" (disabled)" if s.get("disabled") else "")
            for i, s in enumerate(scripts)
            if isinstance(s, dict)
        ]
        shown = ", ".join(names[:8]) + (f" and {len(names) - 8} more" if len(names) > 8 else "")
        warnings.append(
            f"the card brings {len(names)} regex script{'s' if len(names) != 1 else ''}, "
            f"applied when it plays: {shown}"
        )


def write_project(card: CardFile, root: Path) -> list[str]:
    """Write every project file of ``card`` into the empty folder ``root``.

    Returns:
        Warnings for the user.
    """
    data = card.data
    warnings = list(card.warnings)
    name = data["name"].strip()
    slug = project_slug(name)
    placed = _assets(card, root, warnings)
    config: dict[str, Any] = {"name": name, "id": _identity(name, data.get("creator") or "")}
    if data.get("nickname"):
        config["nickname"] = data["nickname"]
    if data.get("creator"):
        config["creator"] = data["creator"]
    avatar = _avatar(card, root, placed)
    if avatar:
        config["avatar"] = avatar
    agents: list[Any] = []
    book = data.get("character_book")
    if book is not None:
        normalized = card.lorebook or normalize_book(book, card.file, "data.character_book")
        _write(root, f"context/{LOREBOOK_FILE}", json_bytes(normalized))
        agents.append(lorebook_entry(slug))
    config["agents"] = agents
    _character_note(data, root, config, warnings)
    _write(root, CONFIG_FILE, json_bytes(config))
    _write(
        root,
        "instructions.txt",
        mapping.render_instructions(data["description"], data["personality"], data["scenario"]),
    )
    _write(root, "system-prompt.txt", mapping.render_system_prompt(data.get("system_prompt") or ""))
    notes = mapping.creator_notes_text(
        data.get("creator_notes") or "", data.get("creator_notes_multilingual")
    )
    _write(root, "description.txt", notes)
    _write(root, "intro.txt", data["first_mes"])
    if data.get("post_history_instructions"):
        _write(root, "post-history-instructions.txt", data["post_history_instructions"])
    for folder, key in (
        ("greetings", "alternate_greetings"),
        ("greetings/group", "group_only_greetings"),
    ):
        texts = data.get(key) or []
        for fname, text in zip(mapping.greeting_names(len(texts)), texts, strict=True):
            _write(root, f"{folder}/{fname}", text)
    examples = mapping.render_examples(data["mes_example"])
    if examples:
        _write(root, f"context/{mapping.EXAMPLES_FILE}", examples)
    (root / "context").mkdir(exist_ok=True)
    sidecar = {
        "schema_version": SIDECAR_SCHEMA,
        "format": card.kind,
        "source_file": card.file,
        "card": card.card,
        "assets": placed,
    }
    _write(root, SIDECAR_FILE, json_bytes(sidecar))
    parse_config((root / CONFIG_FILE).read_bytes())  # what we wrote must load
    return warnings


def _import_card(card: CardFile, dest_parent: Path) -> ImportResult:
    dest_parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".import-", dir=dest_parent))
    try:
        warnings = write_project(card, tmp)
        os.chmod(tmp, 0o755)
        # The folder keeps letters of every script ("セラ" -> セラ); agent ids stay ASCII.
        folder = _claim(tmp, dest_parent, slugify(card.data["name"]))
    except OSError as exc:
        raise PackageError(f"could not be imported: {exc}", path=card.file) from None
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return ImportResult(folder=folder, kind=card.kind, warnings=warnings)


def _lorebook_project(card: CardFile, dest_parent: Path) -> ImportResult:
    """A standalone lorebook as a narrator project that plays the world."""
    assert card.lorebook is not None
    book = card.lorebook["data"]
    name = str(book.get("name") or Path(card.file).stem).strip() or "World"
    as_card = CardFile(
        file=card.file,
        kind="lorebook",
        card={"spec": "lorebook_v3", "data": book},
        data={
            "name": name,
            "description": f"The narrator of {name}, telling the story of its world.",
            "personality": "",
            "scenario": "",
            "first_mes": "",
            "mes_example": "",
            "creator_notes": str(book.get("description") or ""),
            "character_book": book,
        },
        warnings=card.warnings,
    )
    return _import_card(as_card, dest_parent)


def import_card(path: Path, dest_parent: Path) -> ImportResult:
    """Import a card or a standalone lorebook as a new project under ``dest_parent``.

    Raises:
        PackageError: Not a card, damaged, unsafe, or too large; nothing is left
            behind in ``dest_parent`` then.
    """
    card = read_card(Path(path))
    if card.package_zip is not None:
        return _carried_package(card, Path(dest_parent))
    if card.kind == "lorebook":
        return _lorebook_project(card, Path(dest_parent))
    return _import_card(card, Path(dest_parent))


def _carried_package(card: CardFile, dest_parent: Path) -> ImportResult:
    """A CHARX written by Character Studio: its package is the project."""
    assert card.package_zip is not None
    fd, name = tempfile.mkstemp(suffix=".zip")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(card.package_zip)
        folder = import_package(Path(name), dest_parent)
    finally:
        os.unlink(name)
    return ImportResult(folder=folder, kind="charx", warnings=card.warnings)


def is_url(text: str | Path) -> bool:
    """Whether an import source is a web address rather than a file."""
    return isinstance(text, str) and text.lower().startswith(("https://", "http://"))


async def import_url(
    url: str,
    dest_parent: Path,
    *,
    progress: Any = None,
    fetcher: Any = None,
    max_bytes: int | None = None,
) -> ImportResult:
    """Download a card, lorebook or package zip (https only, through the web guard of
    :mod:`studio.web.download`) and import it like a file.

    Raises:
        WebFetchError: The download was refused or failed (nothing is left behind).
        PackageError: What was downloaded is not a card, lorebook or package.
    """
    import asyncio

    from studio.web.download import MAX_DOWNLOAD_BYTES, download

    with tempfile.TemporaryDirectory(prefix="character-studio-download-") as tmp:
        path = await download(
            url,
            Path(tmp),
            fetcher=fetcher,
            progress=progress,
            max_bytes=max_bytes or MAX_DOWNLOAD_BYTES,
        )
        return await asyncio.to_thread(import_any, path, dest_parent)


def import_any(path: Path, dest_parent: Path) -> ImportResult:
    """A package zip or any card/lorebook file, told apart by content."""
    import zipfile

    path = Path(path)
    if path.is_file() and zipfile.is_zipfile(path):
        check_entry_count(path, path.name, "a package or CHARX")
        try:
            with zipfile.ZipFile(path) as zf:
                names = {n.replace("\\", "/") for n in zf.namelist()}
        except (zipfile.BadZipFile, OSError):
            names = set()
        if "card.json" not in names:
            return ImportResult(folder=import_package(path, dest_parent), kind="package")
    return import_card(path, dest_parent)

"""A project becomes a card again: V3 JSON, PNG (``ccv3`` + ``chara`` backfill), or CHARX.

:mod:`studio.cards.build` makes the card; this module writes it, atomically.

What a plain card cannot carry (agents other than the lorebook, context files
other than the example dialogue and the lorebook) is listed in
:attr:`CardExport.omitted` for PNG and JSON; a CHARX carries the whole package
as an ``x_character_studio_package`` asset instead.
"""

from __future__ import annotations

import base64
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from studio.cards import mapping
from studio.cards.avatar import avatar_file, name_colour
from studio.cards.build import build_card, lorebook_file, v2_backfill
from studio.cards.charx import PACKAGE_ASSET, package_asset, write_charx
from studio.cards.expressions import folder_expressions
from studio.cards.members import asset_files
from studio.cards.mirror import with_v1_mirror
from studio.cards.png import is_png, minimal_png, write_card_chunks
from studio.cards.project import ASSETS_DIR, json_bytes
from studio.errors import PackageError
from studio.package import CharacterPackage, load_with_problems
from studio.package.card_assets import sidecar_asset_paths

__all__ = ["FORMATS", "CardExport", "build_card", "export_card", "v2_backfill"]

FORMATS = ("png", "json", "charx")


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


def _omitted(package: CharacterPackage, fmt: str) -> list[str]:
    out: list[str] = []
    if fmt == "json" and avatar_file(package) is not None:
        out.append(f"avatar {package.config.avatar} (a JSON card has no image)")
    book = lorebook_file(package)
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
    faces = folder_expressions(package)
    if faces and fmt != "charx":  # a CHARX carries them as its ``emotion`` assets
        out.append(f"expression pictures ({', '.join(sorted(faces))})")
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
    # Only the project's own files, at checked member names (studio.cards.members).
    files = asset_files(package, (sidecar or {}).get("assets"))
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
    # The package's expression pictures, as the CCv3 ``emotion`` assets other apps read.
    listed = [a for a in data.get("assets") or [] if a.get("type") == "emotion"]
    have = {str(a.get("name", "")).lower() for a in listed}
    for label, path in folder_expressions(package).items():
        member = f"assets/emotion/images/{label}{path.suffix.lower()}"
        if label in have or member in files:
            continue
        files[member] = path.read_bytes()
        data.setdefault("assets", []).append({
            "type": "emotion", "uri": f"embeded://{member}", "name": label,
            "ext": path.suffix.lower().lstrip("."),
        })  # fmt: skip
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
    # Every format refuses a sidecar naming files outside the project (members.py).
    sidecar_asset_paths(package)
    card, sidecar = build_card(package)
    omitted = _omitted(package, fmt)
    if fmt == "json":
        card = with_v1_mirror(card)
        data = json_bytes(card)
        _atomic(out, lambda tmp: tmp.write_bytes(data))
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
    card_json = json_bytes(card)
    _atomic(out, lambda tmp: write_charx(tmp, card_json, files))
    return CardExport(path=out, card=card, omitted=[])

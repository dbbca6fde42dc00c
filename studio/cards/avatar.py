"""The character's avatar: the image ``config.json`` declares, or a generated placeholder.

The placeholder is an SVG (initials on a colour derived from the name), made
without Qt so the terminal, the API and exports can use it too. The GUI calls
:func:`avatar_image` and hands the bytes to Qt.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from studio.errors import PackageError

if TYPE_CHECKING:
    from studio.package import CharacterPackage

__all__ = ["Avatar", "avatar_file", "avatar_image", "initials", "name_colour", "placeholder_svg"]

_FORMATS = {
    ".png": "png",
    ".jpg": "jpg",
    ".jpeg": "jpg",
    ".webp": "webp",
    ".gif": "gif",
    ".svg": "svg",
}
MAX_AVATAR_BYTES = 32 * 1024 * 1024


@dataclass(frozen=True)
class Avatar:
    """Image bytes and their format (``png``, ``jpg``, ``webp``, ``gif``, ``svg``).

    Attributes:
        placeholder: True when generated (the package declares no usable image).
    """

    data: bytes
    format: str
    placeholder: bool


def initials(name: str) -> str:
    """Up to two initials of a name (``"Aria Vale"`` -> ``"AV"``); ``"?"`` for none."""
    words = [w for w in name.replace("-", " ").split() if w[:1].isalnum()]
    letters = "".join(w[0] for w in words[:2]).upper()
    return letters or "?"


def name_colour(name: str) -> str:
    """A stable, mid-dark colour for a name (``#rrggbb``), readable under white text."""
    digest = hashlib.sha256(name.encode("utf-8")).digest()
    r, g, b = (64 + digest[i] % 128 for i in range(3))
    return f"#{r:02x}{g:02x}{b:02x}"


def placeholder_svg(name: str, size: int = 256, *, square: bool = False) -> str:
    """An SVG avatar: the initials of ``name`` on a circle of its colour (``square``:
    the whole square, for card art that is cropped to a portrait frame)."""
    half = size // 2
    colour = name_colour(name)
    shape = (
        f'<rect width="{size}" height="{size}" fill="{colour}"/>'
        if square
        else f'<circle cx="{half}" cy="{half}" r="{half}" fill="{colour}"/>'
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {size} {size}">'
        f"{shape}"
        # Absolute coordinates: Qt's SVG renderer ignores percentages and "em" offsets.
        f'<text x="{half}" y="{half + size * 7 // 50}" text-anchor="middle" fill="#ffffff" '
        f'font-family="sans-serif" font-size="{size * 2 // 5}">{escape(initials(name))}</text>'
        "</svg>"
    )


def avatar_file(package: CharacterPackage) -> Path | None:
    """The declared avatar file, when it exists inside the package."""
    rel = package.config.avatar
    if not rel:
        return None
    try:
        path = package.resolver.safe_path(rel)
    except PackageError:
        return None
    return path if path.is_file() and path.suffix.lower() in _FORMATS else None


def avatar_image(package: CharacterPackage) -> Avatar:
    """The avatar to show for a character: its image, else a placeholder."""
    path = avatar_file(package)
    if path is not None:
        try:
            if path.stat().st_size <= MAX_AVATAR_BYTES:
                return Avatar(path.read_bytes(), _FORMATS[path.suffix.lower()], False)
        except OSError:
            pass
    return Avatar(placeholder_svg(package.name).encode("utf-8"), "svg", True)

"""The background image a card brings (a CCv3 asset of type ``background``).

CCv3 lists a card's images in ``data.assets``; one of type ``background`` is the
scene the chat is shown over (RisuAI and SillyTavern's asset extension use it).
An imported card's assets are written under ``card-assets/`` and its sidecar
(``.card.json``) maps each zip path to its file there; this module finds the
background's file. Nothing here needs Qt.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.cards.project import SIDECAR_FILE, image_format

if TYPE_CHECKING:
    from studio.package import CharacterPackage

__all__ = ["card_background", "zip_path"]


def zip_path(uri: str) -> str | None:
    """The asset's path among the card's files: ``embeded://x`` (CHARX, the spec's
    spelling) or ``__asset:x`` (a PNG card's ``chara-ext-asset_`` chunks)."""
    if uri.startswith("embeded://"):
        return uri[len("embeded://") :]
    if uri.startswith("__asset:"):
        return "__asset/" + uri[len("__asset:") :]
    return None


def card_background(package: CharacterPackage) -> Path | None:
    """The file of the card's background image (``main`` first), or None.

    None for a package made here, a card without one, or a sidecar that cannot be
    read (the chat is then shown as usual; the card's check reports a bad sidecar).
    """
    try:
        sidecar: Any = json.loads((package.root / SIDECAR_FILE).read_bytes())
    except (OSError, ValueError):
        return None
    card = sidecar.get("card") if isinstance(sidecar, dict) else None
    data = card.get("data") if isinstance(card, dict) else None
    assets = data.get("assets") if isinstance(data, dict) else None
    placed = sidecar.get("assets")
    if not isinstance(assets, list) or not isinstance(placed, dict):
        return None
    found = [a for a in assets if isinstance(a, dict) and a.get("type") == "background"]
    found.sort(key=lambda a: a.get("name") != "main")
    root = package.root.resolve()
    for asset in found:
        name = zip_path(str(asset.get("uri", "")))
        rel = placed.get(name) if name else None
        if not isinstance(rel, str):
            continue
        path = (root / rel).resolve()
        if not path.is_relative_to(root):
            continue
        try:
            with path.open("rb") as file:
                head = file.read(16)
        except OSError:
            continue
        if image_format(head) is not None:  # a PNG card's asset files have no suffix
            return path
    return None

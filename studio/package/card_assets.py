"""The rule every export applies to a card sidecar's ``assets`` map.

A card import writes ``.card.json`` beside the project (docs/CARDS.md); its
``assets`` map (zip member name -> project file) comes from whoever made the
card or package, so it is untrusted: an entry such as
``{"../../x.txt": "/home/me/.ssh/id_rsa"}`` would copy a private file into the
card the user shares, under a name that escapes the folder it is unpacked in.
A package zip ships the sidecar and a PNG or JSON card is made from the same
project, so every export (package zip, PNG, JSON, CHARX) checks it first:

* every member name is normalised (``\\`` to ``/``, ``./`` and empty parts dropped)
  and refused when it is absolute, has a drive letter, ``..``, a NUL or a control
  character, or collides with another member after normalising;
* every source path is resolved through :meth:`PathResolver.safe_path`: inside the
  project, no ``..``, no absolute path, no symlink that leads out.

A refusal is a :class:`PackageError` naming ``.card.json`` and the entry; it is
raised before the export writes anything. :mod:`studio.cards.members` reads the
checked files for a CHARX.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.errors import PackageError
from studio.package.resolver import check_relative

if TYPE_CHECKING:
    from studio.package.model import CharacterPackage

__all__ = ["CARD_SIDECAR", "card_asset_paths", "member_name", "sidecar_asset_paths"]

CARD_SIDECAR = ".card.json"


def member_name(name: Any, where: str = CARD_SIDECAR) -> str:
    """A zip member name, normalised, or a :class:`PackageError` saying why not."""
    if not isinstance(name, str):
        raise PackageError("must map zip member names (text) to files", path=where, field="assets")
    parts = [p for p in name.replace("\\", "/").split("/") if p not in ("", ".")]
    clean = "/".join(parts)
    why = check_relative(name.replace("\\", "/")) or check_relative(clean)
    if why is None and any(ord(c) < 0x20 for c in clean):
        why = "contains a control character"
    if why:
        raise PackageError(
            f"names the zip member {name[:200]!r}, which {why}; an export writes members "
            "only at plain relative names. Remove the entry from the card sidecar",
            path=where,
            field="assets",
        )
    return clean


def card_asset_paths(package: CharacterPackage, placed: Any) -> dict[str, Path]:
    """Checked card assets: normalised member name -> a file inside the project.

    ``placed`` is the sidecar's ``assets`` value (None for none). A source that
    does not exist is left out (the card simply lacks it); one outside the
    project is refused.

    Raises:
        PackageError: A member name that is not safe, or a source outside the project.
    """
    if placed is None:
        return {}
    if not isinstance(placed, dict):
        raise PackageError("must be an object", path=CARD_SIDECAR, field="assets")
    files: dict[str, Path] = {}
    seen: set[str] = set()
    for zip_path, rel in placed.items():
        name = member_name(zip_path)
        if name in seen:
            raise PackageError(
                f"names the zip member {name!r} twice; remove one of the entries",
                path=CARD_SIDECAR,
                field="assets",
            )
        seen.add(name)
        if not isinstance(rel, str):
            raise PackageError("must be a project path", path=CARD_SIDECAR, field=f"assets.{name}")
        try:
            path = package.resolver.safe_path(rel)
        except PackageError as err:
            raise PackageError(
                f"points the asset {name!r} at {rel[:200]!r}, which is not a file of the "
                f"project ({err.message}); an export "
                "carries only what the project holds. Put the file under card-assets/ and "
                "name it relative to the project",
                path=CARD_SIDECAR,
                field=f"assets.{name}",
            ) from None
        if path.is_file():
            files[name] = path
    return files


def sidecar_asset_paths(package: CharacterPackage) -> dict[str, Path]:
    """:func:`card_asset_paths` for the project's own ``.card.json`` (none: ``{}``).

    A sidecar that is not a JSON object names no assets (a card import always
    writes one; a hand-edited one that no longer parses carries nothing).

    Raises:
        PackageError: As :func:`card_asset_paths`; also when ``.card.json`` is
            itself a link out of the project.
    """
    try:
        path = package.resolver.safe_path(CARD_SIDECAR)
    except PackageError as err:
        raise PackageError(
            f"{err.message}; an export carries only what the project holds",
            path=CARD_SIDECAR,
        ) from None
    if not path.is_file():
        return {}
    try:
        sidecar = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(sidecar, dict):
        return {}
    return card_asset_paths(package, sidecar.get("assets"))

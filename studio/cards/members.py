"""What a CHARX export may put into a card file: only the project's own files, at safe names.

The rule (member names normalised and checked, sources resolved inside the
project, refusal naming ``.card.json`` and the entry before anything is written)
lives in :mod:`studio.package.card_assets`, because the package zip export,
which sits below the cards layer, applies it too. This module reads the bytes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from studio.package.card_assets import card_asset_paths, member_name

if TYPE_CHECKING:
    from studio.package import CharacterPackage

__all__ = ["asset_files", "member_name"]


def asset_files(package: CharacterPackage, placed: Any) -> dict[str, bytes]:
    """The card assets a CHARX export carries: member name -> bytes of a project file.

    Raises:
        PackageError: A member name that is not safe, or a source outside the project.
    """
    return {name: path.read_bytes() for name, path in card_asset_paths(package, placed).items()}

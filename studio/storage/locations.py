"""Where conversations of a project or a package live (decisions §3)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from studio import paths
from studio.errors import StorageError

if TYPE_CHECKING:
    from studio.package import CharacterPackage

__all__ = [
    "conversations_dir_for",
    "package_conversations_dir",
    "project_conversations_dir",
    "safe_name",
]

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
_HEX = re.compile(r"[0-9a-fA-F]{8,}")


def safe_name(name: str, *, fallback: str = "character", limit: int = 64) -> str:
    """``name`` reduced to a portable folder name (letters, digits, ``. _ -``).

    Runs of other characters become one ``-``; leading dots and dashes go (no
    hidden folders, no ``..``); the result is at most ``limit`` characters.
    """
    cleaned = _UNSAFE.sub("-", name).lstrip(".-").rstrip(".-")[:limit].rstrip(".-")
    return cleaned or fallback


def project_conversations_dir(project_root: Path) -> Path:
    """``<project>/conversations``: play-test data kept inside the project."""
    return Path(project_root) / "conversations"


def package_conversations_dir(config_name: str, sha256: str, data_dir: Path | None = None) -> Path:
    """``<data dir>/characters/<safe name>-<8 hex>/conversations`` for a played package.

    Args:
        config_name: The package's ``config.json`` name (made filesystem-safe).
        sha256: The package's sha256 in hex; its first 8 digits tell apart two
            packages with the same name, and a new version of a package.
        data_dir: Overrides the user data dir (``--data-dir``, tests).
    """
    if not isinstance(sha256, str) or not _HEX.fullmatch(sha256):
        raise StorageError(f"invalid package sha256 {sha256!r}")
    root = Path(data_dir) if data_dir is not None else paths.user_data_dir()
    folder = f"{safe_name(config_name)}-{sha256[:8].lower()}"
    return root / "characters" / folder / "conversations"


def conversations_dir_for(
    package: CharacterPackage, data_dir: str | Path | None = None, *, project: bool | None = None
) -> Path:
    """Where a loaded package's conversations live, as the players use it.

    A project (a folder, unless ``project`` says otherwise) keeps them inside
    itself unless ``data_dir`` is given; a package keeps them in the data dir.
    ``character-studio export-chat`` reads them from here without a model.
    """
    is_project = (not package.is_zip) if project is None else project
    if is_project and data_dir is None:
        return project_conversations_dir(package.root)
    return package_conversations_dir(
        package.name, package.sha256, Path(data_dir) if data_dir else None
    )

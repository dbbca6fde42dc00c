"""Where conversations of a project or a package live (decisions §3).

A played package's folder is ``characters/<safe name>-<8 hex of its identity>``
(:func:`open_package_folder`), with an ``identity.json`` marker holding the full
identity. Folders written before (named by 8 hex of the package's *content*) are
migrated when the package is next opened; see :mod:`studio.storage.migrate`.
"""

from __future__ import annotations

import re
from pathlib import Path

from studio import paths
from studio.errors import StorageError

__all__ = [
    "package_conversations_dir",
    "package_folder",
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


def package_folder(config_name: str, key: str, data_dir: Path | None = None) -> Path:
    """``<data dir>/characters/<safe name>-<8 hex of key>`` (no side effects).

    Args:
        config_name: The package's ``config.json`` name (made filesystem-safe).
        key: A hex digest: the package's identity (or, for folders of the old
            scheme, its content sha256); its first 8 digits tell apart two
            characters with the same name.
        data_dir: Overrides the user data dir (``--data-dir``, tests).
    """
    if not isinstance(key, str) or not _HEX.fullmatch(key):
        raise StorageError(f"invalid package key {key!r}")
    root = Path(data_dir) if data_dir is not None else paths.user_data_dir()
    return root / "characters" / f"{safe_name(config_name)}-{key[:8].lower()}"


def package_conversations_dir(config_name: str, key: str, data_dir: Path | None = None) -> Path:
    """``<package folder>/conversations`` for a played package (see :func:`package_folder`)."""
    return package_folder(config_name, key, data_dir) / "conversations"

"""The fileMappings path resolver: every read of package content goes through here.

Paths in ``fileMappings`` are relative to the package root. A path that contains
``..``, starts with ``/`` or ``\\``, carries a drive letter, or resolves (through
a symlink) outside the package is refused.
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

from studio.errors import PackageError
from studio.package.config import CONFIG_FILE, decode_text

__all__ = ["DEFAULT_PATHS", "PathResolver", "check_relative"]

DEFAULT_PATHS: dict[str, str] = {
    "Instructions": "instructions.txt",
    "System Prompt": "system-prompt.txt",
    "Description": "description.txt",
    "Introduction": "intro.txt",
    "ContextDirectory": "context",
    # Ours (decisions §16, docs/CARDS.md); a player that does not know them loses nothing.
    "Post-History Instructions": "post-history-instructions.txt",
    "Greetings": "greetings",
    # The character's note at a depth (decisions §20; a card's extensions.depth_prompt).
    "Character Note": "character-note.txt",
}

_DRIVE_RE = re.compile(r"^[A-Za-z]:")


def check_relative(rel: str) -> str | None:
    """Why ``rel`` is not an acceptable package-relative path, or None if it is."""
    if not rel or not rel.strip():
        return "is empty"
    if "\x00" in rel:
        return "contains a NUL character"
    if rel.startswith(("/", "\\")) or _DRIVE_RE.match(rel):
        return "is absolute; use a path relative to the package folder"
    parts = rel.replace("\\", "/").split("/")
    if ".." in parts:
        return "contains '..'; paths may not leave the package folder"
    return None


class PathResolver:
    """Maps the reference's content keys to files inside one package root.

    Args:
        root: The package folder (the one holding ``config.json``).
        file_mappings: The ``fileMappings`` object from ``config.json``.

    Attributes:
        problems: Errors and warnings about the mappings themselves; a bad
            mapping falls back to the default so the rest can still be checked,
            but its error keeps the package from loading.
    """

    def __init__(self, root: Path, file_mappings: dict[str, str] | None = None) -> None:
        self.root = root
        self._real_root = root.resolve()
        self.mappings: dict[str, str] = dict(DEFAULT_PATHS)
        self.problems: list[PackageError] = []
        self.unknown_keys: list[str] = []
        for key, value in (file_mappings or {}).items():
            if key not in DEFAULT_PATHS:
                self.unknown_keys.append(key)
                continue
            why = check_relative(value) if isinstance(value, str) else "must be text"
            if why:
                self.problems.append(
                    PackageError(f"{value!r} {why}", path=CONFIG_FILE, field=f"fileMappings.{key}")
                )
                continue
            self.mappings[key] = value.replace("\\", "/").rstrip("/") or DEFAULT_PATHS[key]

    def relative(self, key: str) -> str:
        """The package-relative POSIX path for a content key (``"Instructions"``...)."""
        return self.mappings[key]

    def path(self, key: str) -> Path:
        """The file (or directory) a content key points to."""
        return self.safe_path(self.relative(key))

    def safe_path(self, rel: str) -> Path:
        """Join ``rel`` onto the root, refusing anything that escapes it.

        Raises:
            PackageError: ``rel`` is absolute, contains ``..``, or resolves
                through a symlink to somewhere outside the package.
        """
        why = check_relative(rel)
        if why:
            raise PackageError(f"path {rel!r} {why}", path=rel)
        candidate = self.root.joinpath(*PurePosixPath(rel.replace("\\", "/")).parts)
        try:
            real = candidate.resolve()
        except (OSError, RuntimeError) as exc:  # symlink loops
            raise PackageError(f"cannot be resolved: {exc}", path=rel) from None
        if real != self._real_root and not real.is_relative_to(self._real_root):
            raise PackageError(
                "is a link that points outside the package; copy the file in instead", path=rel
            )
        return candidate

    def read_rel(self, rel: str) -> str | None:
        """Read a package-relative text file; None when it does not exist.

        Raises:
            PackageError: Escaping path, a folder where a file belongs, binary
                or non-UTF-8 content, or an OS read error.
        """
        path = self.safe_path(rel)
        if not path.exists():
            return None
        if not path.is_file():
            raise PackageError("is a folder, but a text file is expected here", path=rel)
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise PackageError(f"cannot be read: {exc.strerror or exc}", path=rel) from None
        return decode_text(data, rel)

    def read_text(self, key: str) -> str:
        """Read a content file by key; a missing optional file reads as ``""``."""
        text = self.read_rel(self.relative(key))
        return "" if text is None else text

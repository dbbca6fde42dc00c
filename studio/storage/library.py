"""The player's character library: every character they opened or imported.

``library.json`` in the user data dir lists packages (zips and folders) and imported
cards with what the library shows without opening them again: name, a short
description, the avatar file, when it was added and last played. The file is
untrusted input (hand edits, newer versions): it is read through pydantic, a newer
``schema_version`` is refused, an entry whose file is gone is kept but marked
missing (a USB stick may come back), and every write is atomic.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from studio import paths
from studio.errors import StorageError
from studio.storage.atomic import atomic_write_json, read_json

__all__ = ["LIBRARY_SCHEMA_VERSION", "Library", "LibraryItem", "library_path"]

LIBRARY_SCHEMA_VERSION = 1
_DESCRIPTION_CHARS = 300


class LibraryItem(BaseModel):
    """One character in the library.

    Attributes:
        path: The package zip, package folder or imported project folder.
        name: The character's name (``config.json``).
        description: The first few hundred characters of its description.
        avatar: The avatar image file, when the character has one.
        kind: ``"package"`` (a zip or folder played as it is) or ``"card"`` (an
            imported character card, now a project folder).
        added: When it entered the library (seconds since the epoch).
        last_played: When a conversation with it last ran, or None.
        tags: The card's tags ("fantasy", "female", ...), as the gallery filters by them.
    """

    model_config = ConfigDict(extra="allow")

    path: str
    name: str
    description: str = ""
    avatar: str | None = None
    kind: str = "package"
    added: float = Field(default_factory=time.time)
    last_played: float | None = None
    tags: list[str] = Field(default_factory=list)

    @property
    def exists(self) -> bool:
        """Whether the file or folder is still there."""
        return Path(self.path).exists()

    def matches(self, query: str) -> bool:
        """Case-insensitive match of every word of ``query`` in name, description or tags."""
        text = f"{self.name}\n{self.description}\n{' '.join(self.tags)}".casefold()
        return all(word in text for word in query.casefold().split())


class _LibraryFile(BaseModel):
    model_config = ConfigDict(extra="allow")

    schema_version: int = LIBRARY_SCHEMA_VERSION
    items: list[LibraryItem] = Field(default_factory=list)


def library_path(data_dir: Path | None = None) -> Path:
    """Where ``library.json`` lives (``data_dir`` overrides the user data dir)."""
    return (data_dir or paths.user_data_dir()) / "library.json"


class Library:
    """The library file, loaded once; every change is saved at once.

    Args:
        path: The ``library.json`` to use (see :func:`library_path`).

    Raises:
        StorageError: The file is unreadable, malformed, or from a newer version.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file = self._load()

    def _load(self) -> _LibraryFile:
        if not self.path.exists():
            return _LibraryFile()
        try:
            raw = read_json(self.path)
        except StorageError as exc:
            raise StorageError(
                f"the character library cannot be read ({exc}); move the file away to "
                "start a new library",
                path=self.path,
            ) from None
        if isinstance(raw, dict) and isinstance(raw.get("schema_version"), int):
            if raw["schema_version"] > LIBRARY_SCHEMA_VERSION:
                raise StorageError(
                    f"the character library was written by a newer Character Studio "
                    f"(schema {raw['schema_version']}); update the app to open it",
                    path=self.path,
                )
        try:
            return _LibraryFile.model_validate(raw)
        except ValidationError as exc:
            where = ".".join(str(p) for p in exc.errors()[0]["loc"]) or "(top level)"
            raise StorageError(
                f"the character library is malformed at {where}; move the file away to "
                "start a new library",
                path=self.path,
            ) from None

    def _save(self) -> None:
        try:
            atomic_write_json(self.path, self._file.model_dump(mode="json"))
        except OSError as exc:
            raise StorageError(
                f"the character library cannot be saved: {exc.strerror or exc}", path=self.path
            ) from None

    @property
    def items(self) -> list[LibraryItem]:
        """Every character, most recently played (or added) first."""
        return sorted(
            self._file.items, key=lambda i: max(i.last_played or 0.0, i.added), reverse=True
        )

    def search(self, query: str) -> list[LibraryItem]:
        """The characters whose name or description holds every word of ``query``."""
        return [item for item in self.items if item.matches(query)]

    def get(self, path: Path | str) -> LibraryItem | None:
        """The item for ``path``, or None."""
        key = _key(path)
        return next((i for i in self._file.items if _key(i.path) == key), None)

    def add(
        self,
        path: Path | str,
        *,
        name: str,
        description: str = "",
        avatar: Path | str | None = None,
        kind: str = "package",
        tags: Iterable[str] = (),
    ) -> LibraryItem:
        """Add a character, or refresh what is shown for one already there."""
        short = " ".join(description.split())
        if len(short) > _DESCRIPTION_CHARS:
            short = short[: _DESCRIPTION_CHARS - 1] + "…"
        existing = self.get(path)
        fields: dict[str, Any] = {
            "name": name,
            "description": short,
            "avatar": str(avatar) if avatar else None,
            "kind": kind,
            "tags": [t for t in dict.fromkeys(" ".join(str(t).split()) for t in tags) if t][:30],
        }
        if existing is not None:
            item = existing.model_copy(update=fields)
            self._replace(existing, item)
        else:
            item = LibraryItem(path=str(Path(path).resolve()), **fields)
            self._file.items.append(item)
        self._save()
        return item

    def touch(self, path: Path | str, when: float | None = None) -> None:
        """Record that ``path`` was just played (no-op for a character not in the library)."""
        existing = self.get(path)
        if existing is not None:
            played = existing.model_copy(update={"last_played": when or time.time()})
            self._replace(existing, played)
            self._save()

    def remove(self, paths_: Iterable[Path | str]) -> int:
        """Take characters out of the library (their files are not touched); how many."""
        keys = {_key(p) for p in paths_}
        before = len(self._file.items)
        self._file.items = [i for i in self._file.items if _key(i.path) not in keys]
        removed = before - len(self._file.items)
        if removed:
            self._save()
        return removed

    def _replace(self, old: LibraryItem, new: LibraryItem) -> None:
        self._file.items = [new if i is old else i for i in self._file.items]


def _key(path: Path | str) -> str:
    return str(Path(path).resolve())

"""The characters a server offers: packages named at start-up and ones loaded by URL.

A character's id is the first 16 hex digits of its package's sha256, so the same
content has the same id everywhere. ``?loadCharacter=<URL>`` downloads through the
web guard (:meth:`studio.web.fetch.WebFetcher.fetch_bytes`: https only, no private
addresses on any hop, a size and a time cap) and keeps the file under
``characters/<sha256 of the bytes>/``; a second load of the same bytes reuses
what was unpacked there (cached by content hash).
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from studio.cards import import_card
from studio.errors import PackageError, UnknownCharacter
from studio.package import CharacterPackage, load_package
from studio.server.config import ServerConfig
from studio.storage.atomic import atomic_write_bytes
from studio.web.fetch import WebFetcher

__all__ = ["Character", "CharacterLibrary"]


@dataclass(frozen=True, kw_only=True)
class Character:
    """One playable character: its id, where it lives, the loaded package."""

    id: str
    path: Path
    package: CharacterPackage
    source: str | None = None  # The URL it was loaded from, if any.

    def summary(self) -> dict[str, Any]:
        pkg = self.package
        return {
            "id": self.id,
            "name": pkg.name,
            "description": (pkg.description or "")[:300],
            "source": self.source,
            "greetings": 1 + len(pkg.greetings),
        }


def _character_id(package: CharacterPackage) -> str:
    return package.sha256[:16]


class CharacterLibrary:
    """The server's characters, by id.

    Args:
        config: The server configuration (packages to list, the cache folder, caps).
        fetcher: Downloads ``?loadCharacter=`` URLs. Tests pass one whose resolver
            allows their loopback file server; the default is a plain guarded
            :class:`WebFetcher`.
        https_only: Refuse plain-http character URLs (tests serve loopback http).
    """

    def __init__(
        self, config: ServerConfig, *, fetcher: WebFetcher | None = None, https_only: bool = True
    ) -> None:
        self._config = config
        self._fetcher = fetcher or WebFetcher(
            timeout=config.load_timeout, max_bytes=config.max_character_bytes
        )
        self._https_only = https_only
        self._by_id: dict[str, Character] = {}
        self._loading = asyncio.Lock()
        for path in config.packages:
            self.add_path(Path(path))

    def add_path(self, path: Path, *, source: str | None = None) -> Character:
        """Load and list the package at ``path``; raises :class:`PackageError`."""
        package = load_package(path)
        character = Character(
            id=_character_id(package), path=Path(path), package=package, source=source
        )
        self._by_id.setdefault(character.id, character)
        return self._by_id[character.id]

    def list(self) -> list[Character]:
        return sorted(self._by_id.values(), key=lambda c: (c.package.name.lower(), c.id))

    def get(self, character_id: str) -> Character:
        try:
            return self._by_id[character_id]
        except KeyError:
            raise UnknownCharacter(
                f"there is no character {character_id!r} on this server; "
                "open the library to see the characters there are"
            ) from None

    async def load_url(self, url: str) -> Character:
        """Download a package zip or a card (PNG, JSON, CHARX) and list it.

        Raises:
            WebFetchError: The download was refused or failed.
            PackageError: What arrived is not a package or a card.
        """
        _final, _media, body = await self._fetcher.fetch_bytes(
            url, max_bytes=self._config.max_character_bytes, https_only=self._https_only
        )
        digest = hashlib.sha256(body).hexdigest()
        async with self._loading:  # Two loads of one file unpack it once.
            return await asyncio.to_thread(self._unpack, digest, body, url)

    def _unpack(self, digest: str, body: bytes, url: str) -> Character:
        folder = self._config.characters_dir / digest
        ready = folder / "character"
        if ready.exists():
            return self.add_path(_played_path(ready), source=url)
        folder.mkdir(parents=True, exist_ok=True)
        is_package = _is_package_zip(body)
        download = folder / ("package.zip" if is_package else _card_name(body))
        atomic_write_bytes(download, body)
        staging = folder / "staging"
        staging.mkdir(exist_ok=True)
        if is_package:
            load_package(download)  # Refuse a broken package before it is listed.
            target = staging / "package.zip"
            download.replace(target)
        else:
            import_card(download, staging)
        staging.replace(ready)
        return self.add_path(_played_path(ready), source=url)


def _played_path(ready: Path) -> Path:
    """What to load inside an unpacked download: the zip itself, or the card's project."""
    zipped = ready / "package.zip"
    if zipped.exists():
        return zipped
    folders = [p for p in ready.iterdir() if p.is_dir()]
    if len(folders) != 1:
        raise PackageError("the downloaded card did not become one project", path=ready)
    return folders[0]


def _is_package_zip(body: bytes) -> bool:
    if not body.startswith(b"PK"):
        return False
    try:
        with zipfile.ZipFile(io.BytesIO(body)) as zf:
            names = {n.replace("\\", "/") for n in zf.namelist()}
    except zipfile.BadZipFile:
        return False
    return "config.json" in names and "card.json" not in names


def _card_name(body: bytes) -> str:
    if body.startswith(b"\x89PNG"):
        return "card.png"
    if body.startswith(b"PK"):
        return "card.charx"
    return "card.json"

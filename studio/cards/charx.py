"""CHARX: a zip with ``card.json`` at its root and assets referenced as ``embeded://``.

The zip is checked before anything is used, with the same entry rules as a
package zip (:func:`studio.package.zipload._entry_name`: no ``..``, absolute
paths, drive letters, symlinks or encrypted entries), the package caps on entry
count and total size, and a compression-ratio cap against zip bombs. Sizes are
counted again while reading, in case a header lies.

Writing: ``card.json`` plus every asset at its path, deterministic like a
package export (sorted names, fixed timestamps).
"""

from __future__ import annotations

import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.cards.members import member_name
from studio.errors import PackageError
from studio.package.zipload import (
    MAX_ENTRIES,
    MAX_TOTAL_BYTES,
    ZIP_ERRORS,
    _entry_name,
    check_entry_count,
)

if TYPE_CHECKING:
    from studio.cards.read import CardFile

__all__ = ["CARD_JSON", "MAX_RATIO", "PACKAGE_ASSET", "read_charx", "write_charx"]

CARD_JSON = "card.json"
MAX_RATIO = 200  # deflate rarely beats 10:1 on real assets; bombs run to 1000:1 and more
PACKAGE_ASSET = "x_character_studio/package.zip"
_PACKAGE_TYPE = "x_character_studio_package"
_CHUNK = 1 << 16
_FIXED_DATE = (1980, 1, 1, 0, 0, 0)


def _read_entry(zf: zipfile.ZipFile, info: zipfile.ZipInfo, budget: list[int], file: str) -> bytes:
    parts: list[bytes] = []
    with zf.open(info) as src:
        while chunk := src.read(_CHUNK):
            budget[0] -= len(chunk)
            if budget[0] < 0:
                raise PackageError(
                    "unpacks to more than its headers claim; refusing to read it", path=file
                )
            parts.append(chunk)
    return b"".join(parts)


def _plan(zf: zipfile.ZipFile, file: str) -> list[tuple[zipfile.ZipInfo, str]]:
    infos = zf.infolist()
    if len(infos) > MAX_ENTRIES:
        raise PackageError(
            f"has {len(infos)} entries; a CHARX may have at most {MAX_ENTRIES}", path=file
        )
    total = 0
    plan: list[tuple[zipfile.ZipInfo, str]] = []
    for info in infos:
        name = _entry_name(info, file)
        if name is None or name.endswith("/"):
            continue
        total += info.file_size
        if total > MAX_TOTAL_BYTES:
            raise PackageError(
                f"unpacks to more than {MAX_TOTAL_BYTES // (1024 * 1024)} MB; refusing to read it",
                path=file,
            )
        if info.file_size > 1024 * 1024 and info.file_size > MAX_RATIO * max(info.compress_size, 1):
            raise PackageError(
                f"zip entry {info.filename!r} is compressed more than {MAX_RATIO}:1 "
                "(a zip bomb?); refusing to read it",
                path=file,
            )
        plan.append((info, name))
    return plan


def read_charx(
    path: Path,
    parse: Callable[..., CardFile],
    json_text: Callable[[bytes, str, str], Any],
) -> CardFile:
    """Read a CHARX file (``parse`` and ``json_text`` are :mod:`studio.cards.read`'s).

    Raises:
        PackageError: Not a valid or safe zip, no ``card.json`` at the root, or a bad card.
    """
    file = path.name
    check_entry_count(path, file, "a CHARX")
    try:
        with zipfile.ZipFile(path) as zf:
            plan = _plan(zf, file)
            names = {name for _info, name in plan}
            if CARD_JSON not in names:
                if "config.json" in names or any(n.endswith("/config.json") for n in names):
                    raise PackageError(
                        "is a character package, not a card; use it as a package", path=file
                    )
                raise PackageError(
                    "is a zip without card.json at its root, so it is not a CHARX card",
                    path=file,
                )
            budget = [MAX_TOTAL_BYTES]
            files = {name: _read_entry(zf, info, budget, file) for info, name in plan}
    except ZIP_ERRORS as exc:
        raise PackageError(f"is not a valid zip file: {exc}", path=file) from None
    except OSError as exc:
        raise PackageError(f"cannot be read: {exc.strerror or exc}", path=file) from None
    card_bytes = files.pop(CARD_JSON)
    out = parse(json_text(card_bytes, f"{file}/{CARD_JSON}", ""), file, kind="charx")
    if out.card is None:
        raise PackageError("card.json holds a lorebook, not a character card", path=file)
    out.package_zip = files.pop(PACKAGE_ASSET, None)
    out.assets = files
    return out


def package_asset() -> dict[str, str]:
    """The ``assets`` element that points at a carried package."""
    return {
        "type": _PACKAGE_TYPE,
        "uri": f"embeded://{PACKAGE_ASSET}",
        "name": "package",
        "ext": "zip",
    }


def write_charx(out: Path, card_json: bytes, files: dict[str, bytes]) -> None:
    """Write a CHARX (``card.json`` plus ``files`` by zip path) to ``out`` (not atomic;
    the caller writes to a temporary name and renames)."""
    entries = {CARD_JSON: card_json, **{member_name(k, "CHARX"): v for k, v in files.items()}}
    with zipfile.ZipFile(out, "w") as zf:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=_FIXED_DATE)
            info.create_system = 3
            info.external_attr = 0o100644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, entries[name], compresslevel=6)

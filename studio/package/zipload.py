"""Safe extraction of a zipped character package into the user cache.

A zip is checked before anything is written: no entry may escape (``..``,
absolute paths, drive letters), no symlink entries, a cap on entry count and
on total uncompressed size (checked on the headers and again while writing,
in case a header lies). The package may sit at the zip root or inside one top
folder. Extraction goes to a temporary folder which is then renamed to
``<cache>/packages/<sha256>``, so a half-extracted package is never loaded.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import tempfile
import zipfile
import zlib
from pathlib import Path, PurePosixPath

from studio import paths
from studio.errors import PackageError
from studio.package.config import CONFIG_FILE
from studio.package.resolver import check_relative

# What reading a damaged or unsupported zip can raise (besides OSError).
ZIP_ERRORS: tuple[type[BaseException], ...] = (
    zipfile.BadZipFile,
    zipfile.LargeZipFile,
    EOFError,
    NotImplementedError,
    zlib.error,
)

__all__ = [
    "MAX_ENTRIES",
    "MAX_TOTAL_BYTES",
    "check_entry_count",
    "declared_entry_count",
    "extract_zip",
    "sha256_file",
]

MAX_ENTRIES = 5000
MAX_TOTAL_BYTES = 200 * 1024 * 1024
_CHUNK = 1 << 16


def sha256_file(path: Path) -> str:
    """The hex sha256 of a file's bytes."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(_CHUNK), b""):
            digest.update(chunk)
    return digest.hexdigest()


_EOCD = b"PK\x05\x06"
_ZIP64_LOCATOR = b"PK\x06\x07"
_ZIP64_EOCD = b"PK\x06\x06"
_EOCD_SEARCH = 22 + 0xFFFF  # the record plus the longest comment


def declared_entry_count(path: Path) -> int | None:
    """How many entries a zip's end-of-central-directory record declares, read
    from the file's tail without parsing the central directory (None: no record).

    ``zipfile.ZipFile`` reads every central-directory header when it opens a
    file: for a 700,000-entry zip that is seconds and hundreds of MB before any
    cap could be applied. This is a few reads at the end of the file.
    """
    with path.open("rb") as fh:
        fh.seek(0, os.SEEK_END)
        size = fh.tell()
        start = max(0, size - _EOCD_SEARCH)
        fh.seek(start)
        tail = fh.read()
        at = tail.rfind(_EOCD)
        if at < 0 or len(tail) - at < 22:
            return None
        disk_total = int.from_bytes(tail[at + 8 : at + 10], "little")
        total = int.from_bytes(tail[at + 10 : at + 12], "little")
        count = max(disk_total, total)
        if count != 0xFFFF:
            return count
        # Zip64: the locator sits right before the record and points at the zip64 record.
        loc = at - 20
        if loc < 0 or tail[loc : loc + 4] != _ZIP64_LOCATOR:
            return count
        offset = int.from_bytes(tail[loc + 8 : loc + 16], "little")
        if not 0 <= offset < size:
            return count
        fh.seek(offset)
        record = fh.read(56)
        if len(record) < 56 or record[:4] != _ZIP64_EOCD:
            return count
        return max(
            int.from_bytes(record[24:32], "little"), int.from_bytes(record[32:40], "little")
        )


def check_entry_count(path: Path, zip_name: str, what: str = "a package") -> None:
    """Refuse a zip that declares more than :data:`MAX_ENTRIES` entries, before it
    is opened (the headers are counted again when the zip is read).

    Raises:
        PackageError: Too many entries, or the file cannot be read.
    """
    try:
        count = declared_entry_count(path)
    except OSError as exc:
        raise PackageError(f"cannot be read: {exc.strerror or exc}", path=zip_name) from None
    if count is not None and count > MAX_ENTRIES:
        raise PackageError(
            f"has {count} entries; {what} may have at most {MAX_ENTRIES}", path=zip_name
        )


def _entry_name(info: zipfile.ZipInfo, zip_name: str) -> str | None:
    """The checked POSIX name of an entry, or None for entries to skip."""
    name = info.filename.replace("\\", "/")
    if name.startswith("__MACOSX/") or name.rstrip("/").split("/")[-1] == ".DS_Store":
        return None
    why = check_relative(name)
    if why:
        raise PackageError(f"zip entry {info.filename!r} {why}", path=zip_name)
    if stat.S_ISLNK(info.external_attr >> 16):
        raise PackageError(
            f"zip entry {info.filename!r} is a symbolic link; links are not allowed in packages",
            path=zip_name,
        )
    if info.flag_bits & 0x1:
        raise PackageError(f"zip entry {info.filename!r} is encrypted", path=zip_name)
    return name


def _plan(zf: zipfile.ZipFile, zip_name: str) -> tuple[str, list[tuple[zipfile.ZipInfo, str]]]:
    """Check every entry; return the package prefix and the entries to write."""
    infos = zf.infolist()
    if len(infos) > MAX_ENTRIES:
        raise PackageError(
            f"has {len(infos)} entries; a package may have at most {MAX_ENTRIES}", path=zip_name
        )
    total = 0
    entries: list[tuple[zipfile.ZipInfo, str]] = []
    for info in infos:
        name = _entry_name(info, zip_name)
        if name is None:
            continue
        total += info.file_size
        if total > MAX_TOTAL_BYTES:
            raise PackageError(
                f"unpacks to more than {MAX_TOTAL_BYTES // (1024 * 1024)} MB; refusing to extract",
                path=zip_name,
            )
        entries.append((info, name))
    names = {n.rstrip("/") for _, n in entries}
    # Only a file entry counts as config.json: a folder of that name is no config.
    files = {n for info, n in entries if not info.is_dir() and not n.endswith("/")}
    if CONFIG_FILE in files:
        return "", entries
    tops = {n.split("/", 1)[0] for n in names if n}
    if len(tops) == 1:
        top = next(iter(tops))
        if f"{top}/{CONFIG_FILE}" in files:
            return top + "/", entries
    if CONFIG_FILE in names or any(n.endswith(f"/{CONFIG_FILE}") for n in names):
        raise PackageError(
            "has a folder named config.json where the config file should be; "
            "config.json must be a file",
            path=zip_name,
        )
    raise PackageError(
        "has no config.json at its root or inside a single top folder; "
        "zip the character folder itself",
        path=zip_name,
    )


def _write(
    zf: zipfile.ZipFile,
    plan: list[tuple[zipfile.ZipInfo, str]],
    prefix: str,
    dest: Path,
    zip_name: str,
) -> None:
    written = 0
    for info, name in plan:
        if not name.startswith(prefix):
            continue
        rel = name[len(prefix) :]
        if not rel:
            continue
        target = dest.joinpath(*PurePosixPath(rel).parts)
        if name.endswith("/"):
            target.mkdir(parents=True, exist_ok=True)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        with zf.open(info) as src, target.open("wb") as out:
            for chunk in iter(lambda src=src: src.read(_CHUNK), b""):  # type: ignore[misc]
                written += len(chunk)
                if written > MAX_TOTAL_BYTES:
                    raise PackageError(
                        "unpacks to more than its headers claim; refusing to extract",
                        path=zip_name,
                    )
                out.write(chunk)


def extract_zip(zip_path: Path, *, cache_dir: Path | None = None) -> tuple[Path, str]:
    """Check and extract a zipped package; reuse an earlier extraction of the same bytes.

    Args:
        zip_path: The ``.zip`` file.
        cache_dir: Overrides :func:`studio.paths.user_cache_dir` (tests).

    Returns:
        The extracted package root and the sha256 of the zip's bytes.

    Raises:
        PackageError: Not a readable zip, or an unsafe or oversized one.
    """
    zip_name = zip_path.name
    try:
        digest = sha256_file(zip_path)
    except OSError as exc:
        raise PackageError(f"cannot be read: {exc.strerror or exc}", path=zip_name) from None
    base = (cache_dir or paths.user_cache_dir()) / "packages"
    final = base / digest
    if (final / CONFIG_FILE).is_file():
        return final, digest
    try:
        base.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{digest[:12]}-", dir=base))
    except OSError as exc:
        raise PackageError(f"cannot create the cache folder {base}: {exc}", path=zip_name) from None
    try:
        check_entry_count(zip_path, zip_name)
        with zipfile.ZipFile(zip_path) as zf:
            prefix, plan = _plan(zf, zip_name)
            _write(zf, plan, prefix, tmp, zip_name)
        if final.exists():
            shutil.rmtree(final, ignore_errors=True)  # a stale, incomplete extraction
        try:
            os.replace(tmp, final)
        except OSError:
            # Another process finished the same extraction first; use theirs.
            if not (final / CONFIG_FILE).is_file():
                raise
    except ZIP_ERRORS as exc:
        raise PackageError(f"is not a valid zip file: {exc}", path=zip_name) from None
    except (OSError, ValueError) as exc:
        raise PackageError(f"could not be extracted: {exc}", path=zip_name) from None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return final, digest

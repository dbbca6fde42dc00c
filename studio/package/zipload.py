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

__all__ = ["MAX_ENTRIES", "MAX_TOTAL_BYTES", "extract_zip", "sha256_file"]

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

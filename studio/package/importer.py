"""Importing a package zip as a new project folder, to edit it in Studio.

The zip is checked exactly as the loader checks one (:mod:`studio.package.zipload`:
no ``..``, absolute paths, drive letters, symlink or encrypted entries, at most
:data:`~studio.package.zipload.MAX_ENTRIES` entries and
:data:`~studio.package.zipload.MAX_TOTAL_BYTES` uncompressed) before anything
is written. The package may sit at the zip root or inside one top folder.

The new folder is named after the character (``config.json``'s ``name``,
slugified: ``"Aria Vale"`` -> ``aria-vale``, ``"李白"`` -> ``李白``). An existing folder is never
touched: the first free name of ``aria-vale``, ``aria-vale-2``, ``aria-vale-3``...
is chosen. Extraction goes to a hidden temporary folder beside it, which is
renamed into place only when complete.

The package is not validated here: a project with problems still imports, and
Studio shows the problems so the author can fix them.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import zipfile
from pathlib import Path

from studio.errors import PackageError
from studio.package.config import CONFIG_FILE, parse_config
from studio.package.template import slugify

# The loader's own checks; reused rather than copied so import and play refuse the same zips.
from studio.package.zipload import ZIP_ERRORS, _plan, _write, check_entry_count

__all__ = ["MAX_SUFFIX", "import_package", "project_slug"]

MAX_SUFFIX = 999


def project_slug(name: str) -> str:
    """An ASCII slug of a character name, for agent-id namespaces (ids stay ASCII).

    Folder names use :func:`studio.package.template.slugify` instead, which keeps
    the letters of every script.
    """
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return slug or "character"


def _claim(tmp: Path, parent: Path, slug: str) -> Path:
    """Rename ``tmp`` to the first free ``slug``, ``slug-2``... under ``parent``."""
    for n in range(1, MAX_SUFFIX + 1):
        target = parent / (slug if n == 1 else f"{slug}-{n}")
        # exists() first: on POSIX a rename onto an empty folder would replace it.
        if target.exists() or target.is_symlink():
            continue
        try:
            os.rename(tmp, target)
        except OSError:
            if target.exists():
                continue  # taken between the check and the rename
            raise
        return target
    raise PackageError(
        f"folders {slug} to {slug}-{MAX_SUFFIX} all exist; choose another folder",
        path=str(parent),
    )


def import_package(zip_path: Path, dest_parent: Path) -> Path:
    """Extract a package zip into a new project folder under ``dest_parent``.

    Args:
        zip_path: The ``.zip`` package.
        dest_parent: The folder to create the project in (created if missing).

    Returns:
        The new project folder (holding ``config.json``).

    Raises:
        PackageError: Not a readable zip; an unsafe or oversized one; no
            ``config.json`` or one without a valid ``name``. Nothing is left
            behind in ``dest_parent`` then.
    """
    zip_path = Path(zip_path)
    dest_parent = Path(dest_parent)
    zip_name = zip_path.name
    if not zip_path.is_file():
        raise PackageError("does not exist or is not a file", path=str(zip_path))
    tmp: Path | None = None
    check_entry_count(zip_path, zip_name)
    try:
        with zipfile.ZipFile(zip_path) as zf:
            prefix, plan = _plan(zf, zip_name)
            try:
                config = parse_config(zf.read(prefix + CONFIG_FILE))
            except PackageError as exc:
                raise PackageError(
                    f"config.json: {exc.message}", path=zip_name, field=exc.field
                ) from None
            dest_parent.mkdir(parents=True, exist_ok=True)
            tmp = Path(tempfile.mkdtemp(prefix=".import-", dir=dest_parent))
            _write(zf, plan, prefix, tmp, zip_name)
        os.chmod(tmp, 0o755)  # mkdtemp makes 0700; a project folder is an ordinary folder
        return _claim(tmp, dest_parent, slugify(config.name))
    except ZIP_ERRORS as exc:
        raise PackageError(f"is not a valid zip file: {exc}", path=zip_name) from None
    except (OSError, ValueError) as exc:
        raise PackageError(f"could not be imported: {exc}", path=zip_name) from None
    finally:
        if tmp is not None and tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)

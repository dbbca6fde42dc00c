"""Finding a played package's data folder, and moving folders of the old scheme to it (§3).

Until issue 18 a package's folder was named by 8 hex digits of the package's
*content*, so every new version of a character (or an agent added to its
``config.json``) started with no conversations. Folders are now named by its
stable *identity* and carry an ``identity.json`` marker. A folder without the
marker, named ``<same safe name>-<8 hex>``, is one of the old scheme; when the
package is opened and its own folder does not exist yet, such a folder is moved
(renamed, one atomic step on the same file system) into place:

1. the old folder of exactly this content, when there is one;
2. otherwise the old folder of the same name with the most recent activity (an
   earlier version of the character). Other old folders of that name are left
   where they are, untouched, and named in a warning.

Nothing is copied or deleted, so a crash at any point leaves every conversation
in one folder or the other; a rename that loses a race with another process
opening the same package finds the folder already in place.
"""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

from studio.errors import StorageError
from studio.storage.atomic import atomic_write_json, read_json
from studio.storage.locations import package_folder, project_conversations_dir, safe_name

if TYPE_CHECKING:
    from studio.package import CharacterPackage

__all__ = ["MARKER", "conversations_dir_for", "open_package_folder"]

MARKER = "identity.json"
_log = logging.getLogger(__name__)
_OLD = re.compile(r"[0-9a-f]{8}")


def _is_old_scheme(folder: Path, prefix: str) -> bool:
    suffix = folder.name[len(prefix) :]
    return (
        folder.is_dir()
        and folder.name.startswith(prefix)
        and bool(_OLD.fullmatch(suffix))
        and not (folder / MARKER).exists()
        and (folder / "conversations").is_dir()
    )


def _activity(folder: Path) -> float:
    """The newest modification time among the folder's conversation files."""
    times = [p.stat().st_mtime for p in (folder / "conversations").iterdir()]
    return max(times, default=(folder / "conversations").stat().st_mtime)


def _old_folders(target: Path, config_name: str, content_sha256: str | None) -> list[Path]:
    """Old-scheme folders of this package, the best candidate first."""
    parent = target.parent
    if not parent.is_dir():
        return []
    prefix = safe_name(config_name) + "-"
    found = [p for p in parent.iterdir() if p != target and _is_old_scheme(p, prefix)]
    exact = content_sha256[:8].lower() if content_sha256 else None
    return sorted(found, key=lambda p: (p.name[len(prefix) :] != exact, -_activity(p)))


def _write_marker(folder: Path, identity: str, config_name: str) -> None:
    marker = folder / MARKER
    try:
        current = read_json(marker) if marker.exists() else None
    except StorageError:
        current = None
    if isinstance(current, dict) and current.get("identity") == identity:
        return
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write_json(marker, {"schema_version": 1, "identity": identity, "name": config_name})


def open_package_folder(
    config_name: str,
    identity: str,
    data_dir: Path | None = None,
    *,
    content_sha256: str | None = None,
) -> Path:
    """The ``conversations`` folder of a played package, migrating an old folder into place.

    Args:
        config_name: The package's ``config.json`` name.
        identity: Its stable identity (:attr:`CharacterPackage.identity`).
        data_dir: Overrides the user data dir.
        content_sha256: The package's content sha256 (the old scheme's key), so the
            folder of exactly this content is preferred.

    Returns:
        ``<folder>/conversations`` (it may not exist yet: the engine creates it on
        the first save).

    Raises:
        StorageError: The old folder could not be moved (the message names both).
    """
    target = package_folder(config_name, identity, data_dir)
    if not target.exists():
        candidates = _old_folders(target, config_name, content_sha256)
        if candidates:
            chosen, others = candidates[0], candidates[1:]
            try:
                os.rename(chosen, target)
            except OSError as err:
                if not target.exists():  # Not a lost race with another process.
                    raise StorageError(
                        f"could not move the conversations of {config_name!r} from {chosen} to "
                        f"{target}: {err.strerror or err}; check the folder's permissions",
                        path=chosen,
                    ) from None
            else:
                _log.info("moved %s to %s (conversations keyed by identity now)", chosen, target)
            if others:
                _log.warning(
                    "older conversation folders of %r were left where they are: %s",
                    config_name,
                    ", ".join(str(p) for p in others),
                )
    # Always marked, also when new: an unmarked folder would look like an old-scheme
    # one to another character of the same name.
    _write_marker(target, identity, config_name)
    return target / "conversations"


def conversations_dir_for(
    package: CharacterPackage, data_dir: str | Path | None = None, *, project: bool | None = None
) -> Path:
    """Where a loaded package's conversations live, as the players use it.

    A project (a folder, unless ``project`` says otherwise) keeps them inside
    itself unless ``data_dir`` is given; a package keeps them in its
    identity-keyed folder of the data dir (:func:`open_package_folder`, which
    also moves a folder of the old content-keyed scheme into place).
    ``character-studio export-chat`` reads them from here without a model.
    """
    is_project = (not package.is_zip) if project is None else project
    if is_project and data_dir is None:
        return project_conversations_dir(package.root)
    return open_package_folder(
        package.name,
        package.identity,
        Path(data_dir) if data_dir else None,
        content_sha256=package.sha256,
    )

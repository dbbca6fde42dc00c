"""Giving a standalone lorebook to an existing project.

The book is normalized into the project's context directory as a dot-file
(``.lorebook.json``; ``.lorebook-2.json``... when taken) and a ``studio.lorebook``
entry pointing at it is appended to ``config.json``'s agents. Both files are
written atomically, the book first; if the config cannot be written, the book
is removed again, so the project is never left half-changed.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from studio.cards.project import ImportResult, json_bytes, lorebook_entry
from studio.cards.read import read_card
from studio.errors import PackageError
from studio.package.config import CONFIG_FILE, parse_config
from studio.package.importer import project_slug
from studio.package.resolver import PathResolver

__all__ = ["add_lorebook"]


def _atomic_write(path: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def add_lorebook(book_path: Path, project: Path) -> ImportResult:
    """Add the lorebook at ``book_path`` to the project folder ``project``.

    A character card's own ``character_book`` is accepted too.

    Raises:
        PackageError: Not a lorebook, or the project's config.json is unreadable.
    """
    project = Path(project)
    card = read_card(Path(book_path))
    book = card.lorebook  # a standalone book, or the card's own character_book
    if book is None:
        raise PackageError("holds no lorebook to add", path=card.file)
    config_path = project / CONFIG_FILE
    try:
        config = parse_config(config_path.read_bytes())
    except OSError as exc:
        raise PackageError(
            f"cannot be read: {exc.strerror or exc}", path=str(config_path)
        ) from None
    resolver = PathResolver(project, config.file_mappings)
    context = resolver.safe_path(resolver.relative("ContextDirectory"))
    context.mkdir(parents=True, exist_ok=True)
    taken = {str(e.get("id")) for e in config.agents if isinstance(e, dict)} | {
        e for e in config.agents if isinstance(e, str)
    }
    slug = project_slug(config.name)
    n = 1
    while True:
        suffix = "" if n == 1 else f"-{n}"
        name = f".lorebook{suffix}.json"
        entry = lorebook_entry(slug + suffix, name)
        if not (context / name).exists() and entry["id"] not in taken:
            break
        n += 1
    data = config.to_json_dict()
    data["agents"] = [*data.get("agents", []), entry]
    book_file = context / name
    _atomic_write(book_file, json_bytes(book))
    try:
        _atomic_write(config_path, json_bytes(data))
    except OSError as exc:
        book_file.unlink(missing_ok=True)
        raise PackageError(f"cannot be written: {exc.strerror or exc}", path=CONFIG_FILE) from None
    return ImportResult(folder=project, kind="lorebook", warnings=list(card.warnings))

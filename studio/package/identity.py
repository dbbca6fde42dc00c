"""A character's stable identity: what stays the same from one version to the next (§3).

The identity keys a played package's data folder, so a new version of a
character (same identity, other content) finds its conversations. It is
``config.json``'s ``id`` (a UUID, which ``new`` and the first export write into a
project), else the config ``name`` plus ``creator`` when there is one. What the
player accepted to run stays keyed by the package's content (``sha256``).
"""

from __future__ import annotations

import hashlib
import json
import uuid
from pathlib import Path
from typing import Any

from studio.errors import PackageError
from studio.package.config import CONFIG_FILE, CharacterConfig

__all__ = ["ensure_project_id", "package_identity"]


def package_identity(config: CharacterConfig) -> str:
    """The hex sha256 of the character's stable identity (``id``, else name + creator)."""
    extra: dict[str, Any] = config.model_extra or {}
    given = extra.get("id")
    if isinstance(given, str) and given.strip():
        material = "id\0" + given.strip().lower()
    else:
        material = "name\0" + config.name
        creator = extra.get("creator")
        if isinstance(creator, str) and creator.strip():
            material += "\0creator\0" + creator.strip()
    return hashlib.sha256(material.encode("utf-8")).hexdigest()


def ensure_project_id(project: Path) -> str | None:
    """Give a project's ``config.json`` an ``id`` if it has none; returns the new id, or None.

    The ``id`` line goes first in the object and the rest of the text stays as the
    author wrote it; the file is replaced atomically.

    Raises:
        PackageError: ``config.json`` is missing or is not a JSON object.
    """
    path = Path(project) / CONFIG_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except FileNotFoundError:
        raise PackageError("missing", path=path) from None
    except (OSError, ValueError) as err:
        raise PackageError(f"cannot be read as JSON: {err}", path=path) from None
    if not isinstance(data, dict):
        raise PackageError("must be a JSON object", path=path)
    if isinstance(data.get("id"), str) and data["id"].strip():
        return None
    new_id = str(uuid.uuid4())
    text = _with_id(path.read_text(encoding="utf-8-sig"), new_id, data)
    tmp = path.with_name(f".{path.name}.{new_id[:8]}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    return new_id


def _with_id(text: str, new_id: str, data: dict[str, Any]) -> str:
    """``text`` with ``"id": new_id`` as the object's first key, formatting kept."""
    opening = text.index("{")
    rest = text[opening + 1 :]
    after = rest.lstrip()
    if after.startswith("}"):
        inserted = text[: opening + 1] + f'"id": {json.dumps(new_id)}' + rest
    else:
        gap = rest[: len(rest) - len(after)]  # The newline and indent before the first key.
        inserted = text[: opening + 1] + f'{gap}"id": {json.dumps(new_id)},' + rest
    try:
        if json.loads(inserted) == {"id": new_id, **data}:
            return inserted
    except ValueError:
        pass
    return json.dumps({"id": new_id, **data}, indent=2, ensure_ascii=False) + "\n"

"""New projects from the bundled template, and the folder names they get.

``character-studio new NAME`` and the Studio's File → New both call
:func:`create_project`; :func:`slugify` names the folder and the agent namespace.
"""

from __future__ import annotations

import json
import re
import shutil
import unicodedata
from pathlib import Path

from studio import paths
from studio.errors import PackageError
from studio.package.identity import ensure_project_id

__all__ = ["create_project", "slugify"]

_TEMPLATE_TEXT = (".json", ".txt", ".md", ".js", ".ts", ".py", ".lua")
# Anything that is not a letter or digit of any script separates words. ``\w`` also
# matches ``_``, which stays a separator so ``a_b`` and ``a b`` name the same folder.
_SEPARATORS = re.compile(r"[\W_]+", re.UNICODE)


def slugify(name: str) -> str:
    """A folder and agent-namespace name for a character name.

    Letters and digits of every script are kept (``"Aria Vale"`` -> ``aria-vale``,
    ``"Zoë Saldaña"`` -> ``zoë-saldaña``, ``"李白"`` -> ``李白``); everything else
    becomes a single ``-``. The text is NFKC-normalised first, so visually equal
    names give the same folder. A name with no letters or digits gives ``character``.
    """
    text = unicodedata.normalize("NFKC", name).casefold()
    slug = _SEPARATORS.sub("-", text).strip("-")
    return slug or "character"


def create_project(name: str, parent: Path) -> Path:
    """Create a project for a character called ``name`` in ``parent``.

    Returns:
        The new project folder (``parent / slugify(name)``).

    Raises:
        PackageError: The name is empty, the folder exists, or the template is missing.
    """
    name = name.strip()
    if not name:
        raise PackageError("the character needs a name")
    slug = slugify(name)
    target = parent / slug
    if target.exists():
        raise PackageError(f"{target} already exists; choose another name or folder")
    template = paths.resources_dir() / "templates" / "project"
    if not template.is_dir():
        raise PackageError(f"the project template is missing ({template})")
    shutil.copytree(template, target)
    name_json = json.dumps(name, ensure_ascii=False)[1:-1]
    for path in sorted(target.rglob("*"), reverse=True):
        if path.is_file() and path.suffix in _TEMPLATE_TEXT:
            text = path.read_text(encoding="utf-8").replace("{{name_json}}", name_json)
            path.write_text(
                text.replace("{{name}}", name).replace("{{slug}}", slug), encoding="utf-8"
            )
        if "__slug__" in path.name:
            path.rename(path.with_name(path.name.replace("__slug__", slug)))
    # A stable identity from the start: conversations survive the character's updates.
    ensure_project_id(target)
    return target

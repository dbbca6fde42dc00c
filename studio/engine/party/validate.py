"""Validating a ``*.party.json`` without raising (``character-studio validate``).

Every problem is a :class:`~studio.package.problems.Problem`, printed as
``error: file:line: message``: the party file's own (JSON syntax, each bad field,
a duplicate member name), each member's as :func:`studio.package.validate_package`
reports them with the file named from the party's folder (``ann/config.json``),
and the shared agent entries' (resolved beside the party file).
"""

from __future__ import annotations

import json
import re
from pathlib import Path, PurePosixPath

from pydantic import ValidationError

from studio.errors import PackageError
from studio.package.loader import load_with_problems
from studio.package.problems import Problem, Problems
from studio.package.validate import compile_agents

__all__ = ["is_party_file", "validate_party"]

PARTY_SUFFIX = ".party.json"


def is_party_file(path: str | Path) -> bool:
    """Whether ``path`` names a party file (``*.party.json``)."""
    return Path(path).name.casefold().endswith(PARTY_SUFFIX)


def _key_line(text: str, key: object) -> int | None:
    """The 1-based line where the JSON key ``key`` first appears, if it does."""
    match = re.search(rf'"{re.escape(str(key))}"\s*:', text)
    return text.count("\n", 0, match.start()) + 1 if match else None


def _format_problems(text: str, file: str, problems: Problems) -> bool:
    """Add the party file's syntax and field problems; True when it parsed."""
    from studio.engine.party.format import PartyFile

    try:
        raw = json.loads(text)
    except ValueError as exc:
        line = exc.lineno if isinstance(exc, json.JSONDecodeError) else None
        problems.error(file, f"is not valid JSON: {exc}", line=line)
        return False
    try:
        PartyFile.model_validate(raw)
    except ValidationError as exc:
        for err in exc.errors():
            where = ".".join(str(p) for p in err["loc"]) or "(file)"
            line = _key_line(text, err["loc"][0]) if err["loc"] else None
            problems.error(file, f"{where}: {err['msg']}", line=line, field=where)
        return False
    return True


def _member_problems(
    root: Path, index: int, entry_path: str, problems: Problems, file: str
) -> str | None:
    """Validate one member as a package; its name, or None when it cannot load."""
    where = f"members.{index}"
    target = (root / entry_path).resolve()
    package, found = load_with_problems(target)
    if package is not None:
        compile_agents(package, found)
    prefix = PurePosixPath(entry_path)
    for item in found.items:
        if item.file == str(target):
            shown = entry_path
        elif Path(item.file).is_absolute():
            shown = item.file
        else:
            shown = str(prefix / item.file)
        problems.items.append(
            Problem(
                severity=item.severity,
                file=shown,
                line=item.line,
                message=item.message,
                field=item.field,
            )
        )
    if package is None or found.errors:
        problems.error(file, f"{where}: member {entry_path!r} cannot be loaded", field=where)
        return None
    return package.name


def validate_party(path: str | Path) -> list[Problem]:
    """Every error and warning about a party file, its members and shared agents.

    Never raises for party problems (an unreadable file is an error in the list).

    Args:
        path: The ``*.party.json`` file.
    """
    from studio.engine.party.format import PartyFile, build_shared, member_slug

    file_path = Path(path).resolve()
    file = Path(path).name
    problems = Problems()
    try:
        text = file_path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        problems.error(str(path), f"cannot be read: {exc}")
        return list(problems.items)
    if not _format_problems(text, file, problems):
        return list(problems.items)
    spec = PartyFile.model_validate(json.loads(text))
    root = file_path.parent
    seen: set[str] = set()
    for index, entry in enumerate(spec.member_entries()):
        loaded = _member_problems(root, index, entry.path, problems, file)
        name = entry.name or loaded
        if name is None:
            continue
        key = member_slug(name)
        if name.casefold() in seen or key in seen:
            problems.error(
                file,
                f"members.{index}: the name {name!r} is already used by another member; "
                "give this one its own name",
                line=_key_line(text, "members"),
                field=f"members.{index}",
            )
        seen |= {name.casefold(), key}
    shared = Problems()
    agents_line = _key_line(text, "agents")
    try:
        build_shared(root, spec, file_path, shared)
    except (PackageError, ValidationError) as exc:
        message = str(exc).splitlines()[0]
        shared.error(file, f"agents: {message}", field="agents")
    for item in shared.items:  # the entries are the party file's, not a config.json
        in_file = item.file in ("config.json", file)
        problems.items.append(
            Problem(
                severity=item.severity,
                file=file if in_file else item.file,
                line=agents_line if in_file and item.line is None else item.line,
                message=item.message,
                field=item.field,
            )
        )
    return list(problems.items)

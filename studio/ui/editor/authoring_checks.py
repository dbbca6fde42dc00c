"""Checks that only matter while authoring: leftovers from the agent templates.

A new agent starts from ``resources/templates/agents/``; its ``@description``
is a placeholder that tells the author what to write. Left as it is, the
package still loads, so this is a warning on the line that holds it (the
Problems panel jumps there). No Qt here.
"""

from __future__ import annotations

from pathlib import Path

from studio.package import Problem

__all__ = ["PLACEHOLDER_DESCRIPTION", "placeholder_problems"]

PLACEHOLDER_DESCRIPTION = "Describe what this agent remembers and does for the character."
_SUFFIXES = (".js", ".ts", ".py", ".lua")


def placeholder_problems(root: Path, buffers: dict[str, str] | None = None) -> list[Problem]:
    """A warning for every agent whose ``@description`` is still the template's.

    Args:
        root: The project folder.
        buffers: Package-relative path -> unsaved text, checked instead of the disk.
    """
    buffers = buffers or {}
    folder = root / "agents"
    try:
        names = sorted(p.name for p in folder.iterdir() if p.name.endswith(_SUFFIXES))
    except OSError:
        names = []
    problems: list[Problem] = []
    for name in names:
        rel = f"agents/{name}"
        text = buffers.get(rel)
        if text is None:
            try:
                text = (folder / name).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
        for number, line in enumerate(text.splitlines(), start=1):
            if "@description" in line and PLACEHOLDER_DESCRIPTION in line:
                problems.append(
                    Problem(
                        severity="warning",
                        file=rel,
                        line=number,
                        message="@description is still the template's placeholder; say what "
                        "this agent does (the permission summary shows it to players)",
                        field="@description",
                    )
                )
                break
    return problems

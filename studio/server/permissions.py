"""What a package runs and asks for, told before its code first runs (the web player's
counterpart of the desktop's package summary, as data the page renders).

Acceptance is remembered per user by the package's sha256 (``accepted.json`` in
the user's folder), so a changed package asks again, as on the desktop.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from studio.errors import StorageError
from studio.package import CharacterPackage
from studio.storage.atomic import atomic_write_json, read_json

__all__ = ["API_MEANINGS", "Acceptances", "needs_acceptance", "permission_summary"]

#: Each ``@api`` namespace in a player's words.
API_MEANINGS: dict[str, str] = {
    "studio.model": "may spend tokens through the model (it calls the main or worker model)",
    "studio.web": "wants web access (it fetches web pages only if web access is turned on)",
    "studio.history": "reads this conversation's history",
    "studio.context": "reads the character's own context files",
    "studio.grants": "reads the stores of other agents it was granted",
}
_UNKNOWN = "asks for something this version does not know; it will not get it"


def needs_acceptance(package: CharacterPackage) -> bool:
    """Whether the package runs any code at all (a package without agents asks nothing)."""
    return bool(package.all_instances())


def permission_summary(package: CharacterPackage) -> dict[str, Any]:
    """The summary as JSON: who runs, in which language, with which tools and APIs."""
    agents: list[dict[str, Any]] = []
    for inst in package.all_instances():
        manifest = inst.manifest
        tools = [t.name for t in inst.tools] or [t.name for t in manifest.tools]
        agents.append(
            {
                "id": inst.agent_id,
                "kind": "sub-agent" if inst.subagent else "agent",
                "language": str(inst.language),
                "description": manifest.description or "",
                "tools": tools,
                "commands": [c.name for c in manifest.commands],
                "hooks": list(manifest.hooks),
                "apis": [
                    {"api": api, "meaning": API_MEANINGS.get(api, _UNKNOWN)}
                    for api in sorted(manifest.apis)
                ],
            }
        )
    apis = {str(a["api"]) for agent in agents for a in agent["apis"]}
    return {
        "runsCode": bool(agents),
        "wantsWeb": "studio.web" in apis,
        "spendsTokens": "studio.model" in apis,
        "agents": agents,
    }


class Acceptances:
    """The packages one user accepted, by sha256, in ``accepted.json`` (atomic writes)."""

    def __init__(self, folder: Path) -> None:
        self._path = folder / "accepted.json"
        self._cache: set[str] | None = None

    def _load(self) -> set[str]:
        if self._cache is None:
            if not self._path.exists():
                self._cache = set()
            else:
                try:
                    data = read_json(self._path)
                except StorageError:
                    data = []  # Unreadable: every package asks again, nothing runs unasked.
                self._cache = {s for s in data if isinstance(s, str)} if isinstance(
                    data, list
                ) else set()
        return self._cache

    def accepted(self, package: CharacterPackage) -> bool:
        return not needs_acceptance(package) or package.sha256 in self._load()

    def accept(self, package: CharacterPackage) -> None:
        known = self._load()
        if package.sha256 in known:
            return
        known.add(package.sha256)
        self._path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_json(self._path, sorted(known))


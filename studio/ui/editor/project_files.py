"""The files of a character project as the editor shows them, and edits to that set.

Roles are resolved through ``fileMappings`` (a renamed instructions file still
opens as "Instructions"). Adding an agent writes its file from a template under
``resources/templates/agents/`` and lists it in ``config.json``; renaming or
deleting an agent updates ``config.json`` too (entries naming it as a string,
an ``implementation`` or a ``promptFile``), so the project keeps validating.
No Qt here: the pane calls these and reloads.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from studio import paths
from studio.errors import PackageError
from studio.package.config import AGENT_ID_RE, CONFIG_FILE
from studio.package.resolver import PathResolver
from studio.storage.atomic import atomic_write_text
from studio.ui.editor.config_edit import replace_agents

__all__ = ["AGENT_LANGUAGES", "ROLE_TITLES", "ProjectFile", "ProjectFiles", "agent_tool_name"]

ROLE_TITLES: dict[str, str] = {
    "Instructions": "Instructions",
    "System Prompt": "System Prompt",
    "Description": "Description",
    "Introduction": "Intro",
}
#: Language key -> (file suffix, template file).
AGENT_LANGUAGES: dict[str, tuple[str, str]] = {
    "javascript": (".js", "agent.js"),
    "typescript": (".ts", "agent.ts"),
    "python": (".py", "agent.py"),
    "lua": (".lua", "agent.lua"),
    "subagent": (".subagent.md", "agent.subagent.md"),
}
_AGENT_SUFFIXES = tuple(suffix for suffix, _ in AGENT_LANGUAGES.values())
_SUBAGENT = ".subagent.md"


@dataclass(frozen=True)
class ProjectFile:
    """One editable file: where it is, which group lists it, and its tab title."""

    path: Path
    group: str  # "Character", "Context", "Agents", "Default states" or "Lib"
    title: str


def agent_tool_name(agent_id: str) -> str:
    """The tool (and sub-agent) name a template gets: the id's last part, snake_case."""
    base = re.sub(r"[^a-z0-9_]", "_", agent_id.rsplit(".", 1)[-1].lower()).strip("_")
    if not base or not base[0].isalpha():
        base = f"tool_{base}".rstrip("_")
    return base[:64]


def _stem(path: Path) -> str:
    """An agent file's implementation name: the file name without its language suffix."""
    for suffix in _AGENT_SUFFIXES:
        if path.name.endswith(suffix):
            return path.name[: -len(suffix)]
    return path.stem


class ProjectFiles:
    """Lists a project's editable files and adds, renames and deletes them.

    Args:
        root: The character folder (the one holding ``config.json``).
    """

    def __init__(self, root: Path) -> None:
        self.root = root
        self._mappings: dict[str, str] = {}
        self.files: list[ProjectFile] = []
        self.refresh()

    # --- listing --------------------------------------------------------------------

    def _read_config(self) -> dict[str, Any] | None:
        try:
            data = json.loads((self.root / CONFIG_FILE).read_text(encoding="utf-8-sig"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None

    def refresh(self) -> None:
        """Re-read ``config.json`` and the folders. A broken config keeps the last mappings."""
        config = self._read_config()
        if config is not None:
            mappings = config.get("fileMappings")
            self._mappings = mappings if isinstance(mappings, dict) else {}
        self.resolver = PathResolver(self.root, self._mappings)
        files: list[ProjectFile] = []
        for key, title in ROLE_TITLES.items():
            files.append(ProjectFile(self._safe(key), "Character", title))
        files.append(ProjectFile(self.root / CONFIG_FILE, "Character", CONFIG_FILE))
        for path in self._listing(self.context_dir):
            files.append(ProjectFile(path, "Context", path.name))
        for path in self._listing(self.agents_dir):
            if path.name.endswith(_AGENT_SUFFIXES):
                files.append(ProjectFile(path, "Agents", path.name))
        for path in self._default_states():
            rel = path.relative_to(self.root).as_posix()
            files.append(ProjectFile(path, "Default states", rel))
        for path in self._listing(self.agents_dir / "lib"):
            if path.suffix == ".js":
                files.append(ProjectFile(path, "Lib", f"lib/{path.name}"))
        self.files = files

    def _safe(self, key: str) -> Path:
        try:
            return self.resolver.path(key)
        except PackageError:
            return self.root / self.resolver.relative(key)

    def _default_states(self) -> list[Path]:
        """``{agentId}.agent.json`` files ("Save as default state"), private grants'
        under their sub-agent's folder."""
        found = [p for p in self._listing(self.root) if p.name.endswith(".agent.json")]
        try:
            folders = [p for p in self.root.iterdir() if p.is_dir() and not p.name.startswith(".")]
        except OSError:
            folders = []
        for folder in folders:
            if folder.name not in ("agents", "context", "conversations"):
                found += [p for p in self._listing(folder) if p.name.endswith(".agent.json")]
        return sorted(found)

    @staticmethod
    def _listing(folder: Path) -> list[Path]:
        try:
            return sorted((p for p in folder.iterdir() if p.is_file()), key=lambda p: p.name)
        except OSError:
            return []

    @property
    def context_dir(self) -> Path:
        """The context folder, resolved through ``fileMappings``."""
        return self._safe("ContextDirectory")

    @property
    def agents_dir(self) -> Path:
        """``agents/`` (never remapped)."""
        return self.root / "agents"

    def find(self, path: Path) -> ProjectFile | None:
        """The listed file at ``path``, if any."""
        target = path.resolve()
        return next((f for f in self.files if f.path.resolve() == target), None)

    # --- edits ----------------------------------------------------------------------

    def add_context_file(self, name: str, text: str = "") -> Path:
        """Create a context file (``name`` may not contain folders).

        Raises:
            PackageError: A bad or taken name.
        """
        path = self._new_path(self.context_dir, name)
        atomic_write_text(path, text)
        self.refresh()
        return path

    def character_name(self) -> str:
        """The character's ``name`` from config.json ("" when unreadable)."""
        config = self._read_config() or {}
        name = config.get("name")
        return name if isinstance(name, str) else ""

    def add_lorebook(self, name: str = ".lorebook.json") -> Path:
        """Create a lorebook in the context folder from the template and list its
        ``studio.lorebook`` entry in config.json (``contextFile`` names the book).

        Raises:
            PackageError: A bad or taken name, or an unreadable config.
        """
        name = name.strip()
        if not name.endswith(".json"):
            raise PackageError(f"{name!r}: a lorebook file name ends in .json", path="context")
        path = self._new_path(self.context_dir, name)
        character = self.character_name() or self.root.name
        slug = re.sub(r"[^a-z0-9]+", "-", character.lower()).strip("-") or "character"
        stem = re.sub(r"[^a-z0-9]+", "-", name.removesuffix(".json").lower()).strip("-")
        agent_id = f"{slug}.{stem}" if stem and stem != "lorebook" else f"{slug}.lorebook"
        entry = {"id": agent_id, "implementation": "studio.lorebook", "contextFile": name}
        self._edit_config(lambda agents: [*agents, entry])
        template = paths.resources_dir() / "templates" / "lorebook" / "lorebook.json"
        text = template.read_text("utf-8").replace("{{name}}", character.replace('"', "'"))
        atomic_write_text(path, text)
        self.refresh()
        return path

    def add_agent(self, agent_id: str, language: str) -> Path:
        """Create ``agents/<agent_id><suffix>`` from its template and list it in config.json.

        Args:
            agent_id: The implementation name (``quill.weather``); for a
                sub-agent, the file name without ``.subagent.md``.
            language: A key of :data:`AGENT_LANGUAGES`.

        Raises:
            PackageError: Unknown language, a bad or taken id, or an unreadable config.
        """
        if language not in AGENT_LANGUAGES:
            raise PackageError(f"unknown agent language {language!r}", path=CONFIG_FILE)
        agent_id = agent_id.strip()
        if not AGENT_ID_RE.match(agent_id) or agent_id.endswith(_SUBAGENT):
            raise PackageError(
                f"{agent_id!r} is not a valid agent name; use letters, digits, '.', '_', '-'",
                path=CONFIG_FILE,
            )
        suffix, template = AGENT_LANGUAGES[language]
        path = self._new_path(self.agents_dir, agent_id + suffix)
        if any((self.agents_dir / f"{agent_id}{s}").exists() for s in _AGENT_SUFFIXES):
            raise PackageError(f"an agent named {agent_id!r} already exists", path="agents")
        source = (paths.resources_dir() / "templates" / "agents" / template).read_text("utf-8")
        source = source.replace("{{id}}", agent_id).replace("{{tool}}", agent_tool_name(agent_id))
        entry = agent_id + _SUBAGENT if language == "subagent" else agent_id
        self._edit_config(lambda agents: [*agents, entry])
        atomic_write_text(path, source)
        self.refresh()
        return path

    def rename(self, path: Path, new_name: str) -> Path:
        """Rename a context file or agent; an agent's config entries and ``@agent`` follow.

        Raises:
            PackageError: A bad or taken name, or a file that cannot be renamed here.
        """
        listed = self.find(path)
        if listed is None or listed.group not in ("Context", "Agents"):
            raise PackageError("only context files and agents can be renamed", path=str(path))
        if listed.group == "Agents":
            suffix = path.name[len(_stem(path)) :]
            if not new_name.endswith(suffix):
                new_name += suffix
            old_id, new_id = _stem(path), new_name[: -len(suffix)]
            if not AGENT_ID_RE.match(new_id):
                raise PackageError(f"{new_id!r} is not a valid agent name", path=str(path))
            target = self._new_path(path.parent, new_name)
            self._edit_config(lambda agents: _renamed(agents, old_id, new_id, suffix))
            text = path.read_text(encoding="utf-8")
            text = re.sub(rf"(@agent\s+){re.escape(old_id)}\b", rf"\g<1>{new_id}", text, count=1)
            atomic_write_text(target, text)
            path.unlink()
        else:
            target = self._new_path(path.parent, new_name)
            path.rename(target)
        self.refresh()
        return target

    def delete(self, path: Path) -> None:
        """Delete a context file or agent (and the config entries naming the agent)."""
        listed = self.find(path)
        if listed is None or listed.group not in ("Context", "Agents"):
            raise PackageError("only context files and agents can be deleted", path=str(path))
        if listed.group == "Agents":
            old_id, suffix = _stem(path), path.name[len(_stem(path)) :]
            self._edit_config(lambda agents: _renamed(agents, old_id, None, suffix))
        path.unlink()
        self.refresh()

    def _new_path(self, folder: Path, name: str) -> Path:
        name = name.strip()
        if not name or "/" in name or "\\" in name or name in (".", ".."):
            raise PackageError(f"{name!r} is not a valid file name", path=str(folder))
        path = folder / name
        if path.exists():
            raise PackageError(f"{name!r} already exists", path=str(folder))
        folder.mkdir(parents=True, exist_ok=True)
        return path

    def _edit_config(self, change: Any) -> None:
        config = self._read_config()
        if config is None:
            raise PackageError("cannot be read as a JSON object; fix it first", path=CONFIG_FILE)
        agents = config.get("agents", [])
        config["agents"] = change(agents if isinstance(agents, list) else [])
        try:
            original = (self.root / CONFIG_FILE).read_text(encoding="utf-8-sig")
        except OSError:
            original = ""
        # Only the agents array changes; the author's formatting of the rest is kept.
        text = replace_agents(original, config["agents"])
        if text is None:
            text = json.dumps(config, indent=2, ensure_ascii=False) + "\n"
        atomic_write_text(self.root / CONFIG_FILE, text)

    def agent_prefix(self) -> str:
        """The id prefix new agents get: the one the project's agents share, else
        the project folder's name (``menagerie`` for ``menagerie.garden``)."""
        config = self._read_config() or {}
        ids: list[str] = []
        for entry in config.get("agents", []) or []:
            ref = entry if isinstance(entry, str) else None
            if isinstance(entry, dict):
                ref = entry.get("implementation") or entry.get("id")
            if isinstance(ref, str) and "." in ref and not ref.startswith("studio."):
                ids.append(ref.split(".", 1)[0])
        if ids:
            return max(set(ids), key=ids.count)
        base = re.sub(r"[^a-z0-9_]", "", self.root.name.lower().replace("-", "_"))
        return base or "mychar"


def _renamed(agents: list[Any], old_id: str, new_id: str | None, suffix: str) -> list[Any]:
    """``agents`` with references to ``old_id`` renamed to ``new_id`` (removed if None)."""
    is_sub = suffix == _SUBAGENT
    old_ref = old_id + _SUBAGENT if is_sub else old_id
    new_ref = None if new_id is None else (new_id + _SUBAGENT if is_sub else new_id)
    result: list[Any] = []
    for entry in agents:
        if isinstance(entry, str):
            if entry == old_ref:
                if new_ref is not None:
                    result.append(new_ref)
                continue
        elif isinstance(entry, dict):
            key = "promptFile" if is_sub else "implementation"
            if entry.get(key) == old_ref:
                if new_ref is None:
                    continue
                entry = {**entry, key: new_ref}
        result.append(entry)
    return result

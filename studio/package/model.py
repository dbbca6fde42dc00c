"""The typed model of a loaded character package (plain dataclasses).

Nothing here touches the disk; :mod:`studio.package.loader` fills these in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from studio.package.context import ContextDir, ContextFile

if TYPE_CHECKING:
    from studio.package.config import CharacterConfig
    from studio.package.problems import Problem
    from studio.package.resolver import PathResolver
    from studio.package.subagent import SubAgentMeta

__all__ = [
    "AgentInstance",
    "CharacterPackage",
    "CommandBinding",
    "CommandDecl",
    "ContextFile",
    "Language",
    "LibFile",
    "Manifest",
    "SubAgentSpec",
    "ToolBinding",
    "ToolDecl",
]

Language = Literal["javascript", "typescript", "python", "lua"]


@dataclass
class ToolDecl:
    """One ``@tool`` with its description and parameter schema."""

    name: str
    description: str
    parameters: dict[str, Any]
    line: int


@dataclass
class CommandDecl:
    """One ``@command @name exportFn`` line; ``name`` keeps its ``@``."""

    name: str
    export: str
    line: int


@dataclass
class Manifest:
    """An agent's parsed manifest."""

    agent: str
    version: str | None = None
    description: str | None = None
    tools: list[ToolDecl] = field(default_factory=list)
    commands: list[CommandDecl] = field(default_factory=list)
    preload: bool = False
    apis: frozenset[str] = frozenset()
    libs: list[str] = field(default_factory=list)
    hooks: list[str] = field(default_factory=list)
    debug: bool = False
    line: int = 1


@dataclass(frozen=True)
class ToolBinding:
    """A tool as offered to the model, bound to the agent instance that owns it.

    Attributes:
        agent_id: The owning instance.
        name: The registered tool name (renamed for composed entries, decisions §6).
        description: The tool description sent to the model.
        parameters: The JSON Schema for its arguments.
        definition: The OpenAI-format tool definition.
        declared_name: The name in the implementation's ``@tool`` line (the
            frontmatter ``name`` for a sub-agent).
    """

    agent_id: str
    name: str
    description: str
    parameters: dict[str, Any]
    definition: dict[str, Any]
    declared_name: str = ""


@dataclass(frozen=True)
class CommandBinding:
    """A direct ``@command`` bound to the instance and export that handle it."""

    agent_id: str
    command: str
    export: str


@dataclass(frozen=True)
class LibFile:
    """A ``@lib`` library file, evaluated before the agent module."""

    name: str
    path: Path
    source: str


@dataclass
class SubAgentSpec:
    """What makes an instance a sub-agent (decisions §8)."""

    prompt_file: Path
    meta: SubAgentMeta
    prompt_body: str
    shared_grants: list[str] = field(default_factory=list)
    private_grants: list[AgentInstance] = field(default_factory=list)


@dataclass
class AgentInstance:
    """One registered agent instance: an implementation file plus its configuration."""

    agent_id: str
    implementation: str
    language: Language
    path: Path
    source: str
    manifest: Manifest
    config: dict[str, Any] = field(default_factory=dict)
    default_state: dict[str, Any] | None = None
    libs: list[LibFile] = field(default_factory=list)
    tools: list[ToolBinding] = field(default_factory=list)
    subagent: SubAgentSpec | None = None
    bundled: bool = False

    @property
    def short_id(self) -> str:
        """For a private grant ``sub/short``, ``short``; otherwise the agent id."""
        return self.agent_id.rsplit("/", 1)[-1]


@dataclass
class CharacterPackage:
    """A loaded, validated character package. No agent code has run."""

    root: Path
    source_path: Path
    is_zip: bool
    sha256: str
    config: CharacterConfig
    name: str
    resolver: PathResolver
    instructions: str
    system_prompt: str
    description: str
    intro: str
    context_files: list[ContextFile]
    agents: list[AgentInstance]
    tools: dict[str, ToolBinding]
    commands: dict[str, CommandBinding]
    warnings: list[Problem]
    context_dir: ContextDir | None = None
    post_history: str = ""
    # The character's note (decisions §20); its depth and role are config.json's
    # ``characterNote`` (studio.engine.notes reads them).
    character_note: str = ""
    greetings: list[str] = field(default_factory=list)
    group_greetings: list[str] = field(default_factory=list)

    @property
    def char_name(self) -> str:
        """What ``{{char}}`` stands for: the config ``nickname``, else the name."""
        return self.config.nickname or self.name

    @property
    def identity(self) -> str:
        """The stable identity (hex): ``config.json`` ``id``, else name + creator (§3)."""
        from studio.package.identity import package_identity

        return package_identity(self.config)

    def read_context_file(self, name: str) -> str | None:
        """A context file by name, dot-files and ``sub/file.txt`` included.

        Returns None for a missing, escaping, or unreadable name.
        """
        if self.context_dir is None:
            self.context_dir = ContextDir(self.resolver)
        return self.context_dir.read(name)

    def all_instances(self) -> list[AgentInstance]:
        """Every agent instance: each top-level one, followed by its private grants."""
        found: list[AgentInstance] = []
        for inst in self.agents:
            found.append(inst)
            if inst.subagent:
                found.extend(inst.subagent.private_grants)
        return found

    def agent(self, agent_id: str) -> AgentInstance:
        """The instance with this id, top-level or a private grant (``sub/short``).

        Raises:
            KeyError: No such instance.
        """
        for inst in self.agents:
            if inst.agent_id == agent_id:
                return inst
            if inst.subagent:
                for grant in inst.subagent.private_grants:
                    if grant.agent_id == agent_id:
                        return grant
        raise KeyError(agent_id)

    def tool_definitions(self) -> list[dict[str, Any]]:
        """The OpenAI ``tools`` array for the registered top-level tools."""
        return [binding.definition for binding in self.tools.values()]

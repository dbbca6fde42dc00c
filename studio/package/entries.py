"""Turning ``config.json`` agent entries into agent instances.

* A string names an implementation; the instance id is the manifest's ``@agent``.
* A string ending in ``.subagent.md`` is a sub-agent shorthand; its id is the
  file name without ``.subagent.md``.
* An object is a composed entry: ``id``, ``implementation``; the whole object
  becomes ``context.config`` (the reference's Part 2 wording).
  ``studio.sub-agent`` entries are sub-agents with grants.
"""

from __future__ import annotations

import copy
from typing import Any

from studio.package.agents import AgentFiles, Implementation
from studio.package.model import AgentInstance, ToolBinding
from studio.package.problems import Problems
from studio.package.registry import composed_tool_name, make_tool
from studio.package.tags import TOOL_NAME_RE

__all__ = ["SUBAGENT_IMPL", "SUBAGENT_SUFFIX", "EntryBuilder"]

SUBAGENT_IMPL = "studio.sub-agent"
SUBAGENT_SUFFIX = ".subagent.md"


class EntryBuilder:
    """Builds instances from entries; sub-agent entries are delegated to ``subagents``.

    Args:
        files: The implementation reader.
        problems: Where problems go.
    """

    def __init__(self, files: AgentFiles, problems: Problems) -> None:
        self.files = files
        self.problems = problems

    def instance(
        self,
        impl: Implementation,
        agent_id: str,
        config: dict[str, Any],
        *,
        composed: bool,
        where: str,
    ) -> AgentInstance | None:
        """One instance of ``impl`` with its tools named per decisions §6."""
        tools: list[ToolBinding] = []
        decls = impl.manifest.tools
        if composed:
            base = composed_tool_name(agent_id.rsplit("/", 1)[-1])
            if decls and not TOOL_NAME_RE.match(base):
                self.problems.error(
                    "config.json",
                    f"{where}.id: {agent_id!r} gives the tool "
                    f"name {base!r}, which is not valid; end the id with a "
                    "name such as 'char.lore'",
                    field=f"{where}.id",
                )
                return None
            override = config.get("description")
            for decl in decls:
                name = base if len(decls) == 1 else f"{base}_{decl.name}"
                desc = (
                    override if isinstance(override, str) and len(decls) == 1 else decl.description
                )
                tools.append(make_tool(agent_id, name, desc, decl.parameters, decl.name))
        else:
            for decl in decls:
                tools.append(
                    make_tool(agent_id, decl.name, decl.description, decl.parameters, decl.name)
                )
        return AgentInstance(
            agent_id=agent_id,
            implementation=impl.name,
            language=impl.language,
            path=impl.path,
            source=impl.source,
            manifest=impl.manifest,
            config=config,
            default_state=self.files.default_state(agent_id),
            libs=list(impl.libs),
            tools=tools,
            bundled=impl.bundled,
        )

    def plain(
        self, entry: str | dict[str, Any], where: str, id_prefix: str = ""
    ) -> AgentInstance | None:
        """An instance for a string entry or a non-sub-agent composed entry."""
        if isinstance(entry, str):
            impl = self.files.implementation(entry, where)
            if impl is None:
                return None
            if impl.manifest.agent != entry and not id_prefix:
                self.problems.warning(
                    impl.file,
                    f"@agent {impl.manifest.agent} differs from the "
                    f"file name {entry}; the instance is registered as "
                    f"{impl.manifest.agent}",
                    line=impl.manifest.line,
                )
            return self.instance(
                impl, id_prefix + impl.manifest.agent, {}, composed=False, where=where
            )
        impl = self.files.implementation(str(entry["implementation"]), f"{where}.implementation")
        if impl is None:
            return None
        config = copy.deepcopy(entry)
        return self.instance(impl, id_prefix + str(entry["id"]), config, composed=True, where=where)

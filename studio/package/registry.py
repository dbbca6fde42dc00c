"""Tool and command registration: names, OpenAI definitions, first-wins collisions."""

from __future__ import annotations

from typing import Any

from studio.package.model import AgentInstance, CommandBinding, ToolBinding
from studio.package.problems import Problems
from studio.package.tags import EMPTY_PARAMS

__all__ = [
    "composed_tool_name",
    "make_tool",
    "register",
    "tool_definition",
]


def composed_tool_name(agent_id: str) -> str:
    """Decisions §6: the part of ``id`` after its last ``.``, ``-`` replaced by ``_``."""
    return agent_id.rsplit(".", 1)[-1].replace("-", "_")


def tool_definition(name: str, description: str, parameters: dict[str, Any]) -> dict[str, Any]:
    """A tool in the OpenAI function-calling format."""
    return {
        "type": "function",
        "function": {"name": name, "description": description, "parameters": parameters},
    }


def make_tool(
    agent_id: str,
    name: str,
    description: str,
    parameters: dict[str, Any] | None,
    declared_name: str,
) -> ToolBinding:
    """Bind one tool to an instance."""
    params = parameters if parameters is not None else dict(EMPTY_PARAMS)
    return ToolBinding(
        agent_id=agent_id,
        name=name,
        description=description,
        parameters=params,
        definition=tool_definition(name, description, params),
        declared_name=declared_name,
    )


def _tool_line(inst: AgentInstance, binding: ToolBinding) -> tuple[str, int | None]:
    if inst.subagent is not None:
        return str(inst.subagent.prompt_file.name), 2
    for decl in inst.manifest.tools:
        if decl.name == binding.declared_name:
            return _file_of(inst), decl.line
    return _file_of(inst), inst.manifest.line


def _file_of(inst: AgentInstance) -> str:
    return str(inst.path) if inst.bundled else f"agents/{inst.path.name}"


def register(
    instances: list[AgentInstance], problems: Problems, *, scope: str = ""
) -> tuple[dict[str, ToolBinding], dict[str, CommandBinding]]:
    """Register tools and commands in load order; the first registration wins.

    Args:
        instances: Instances in load order.
        problems: Collisions are reported here as warnings (file and line of the loser).
        scope: Added to collision messages (``"inside sub-agent x"``).

    Returns:
        Tool name -> binding, and command (``"@memory"``) -> binding.
    """
    tools: dict[str, ToolBinding] = {}
    commands: dict[str, CommandBinding] = {}
    where = f" {scope}" if scope else ""
    for inst in instances:
        for binding in inst.tools:
            if binding.name in tools:
                file, line = _tool_line(inst, binding)
                problems.warning(
                    file,
                    f"tool {binding.name} of {inst.agent_id} is skipped{where}: "
                    f"{tools[binding.name].agent_id} registered it first",
                    line=line,
                )
                continue
            tools[binding.name] = binding
        for decl in inst.manifest.commands:
            if decl.name in commands:
                problems.warning(
                    _file_of(inst),
                    f"command {decl.name} of {inst.agent_id} is skipped{where}: "
                    f"{commands[decl.name].agent_id} registered it first",
                    line=decl.line,
                )
                continue
            commands[decl.name] = CommandBinding(
                agent_id=inst.agent_id, command=decl.name, export=decl.export
            )
    return tools, commands

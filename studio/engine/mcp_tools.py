"""MCP servers' tools beside the agents' tools (issue 29 item 5, decisions §22).

The player's MCP servers (never the package's: a package cannot add one) are
started on demand, at the first response of a conversation that offers tools,
concurrently. Their tools are offered after every agent tool of the package,
server by server in the player's order, each server's tools in the order it
listed them. First registration wins: a tool whose name is taken (by an agent,
or by an earlier server) is offered as ``<server>_<tool>``; if that is taken too,
it is left out and the player is told once. Names are made to fit the model's
rule (1–64 letters, digits, ``_`` or ``-``).

A server that cannot start is reported (an ``error`` entry of kind ``mcp``) and
its tools are missing from that response; it is tried again at the next one
(and reported again only if it fails differently).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from studio.engine.mcp_client import McpError, McpServer, McpServerConfig, McpTool

__all__ = ["McpTools", "OfferedTool"]

_NAME_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


@dataclass(frozen=True, kw_only=True)
class OfferedTool:
    """An MCP tool under the name the model sees."""

    offered_name: str
    server: McpServer
    tool: McpTool

    @property
    def key(self) -> str:
        """Its identity for approval policies."""
        return f"mcp:{self.server.name}/{self.tool.name}"

    def definition(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": self.offered_name,
                "description": self.tool.description
                or f"{self.tool.name} from the MCP server {self.server.name}",
                "parameters": self.tool.parameters,
            },
        }


class McpTools:
    """The MCP servers offered to one character, and their tools' names.

    Args:
        configs: The player's servers, in order (those not offered to this
            character are dropped here).
        package_name: The character's name (a server may be limited to some).
        taken: The agents' tool names (they win every clash).
    """

    def __init__(
        self,
        configs: Iterable[McpServerConfig | dict[str, Any]],
        *,
        package_name: str,
        taken: Iterable[str],
    ) -> None:
        offered = [McpServerConfig.coerce(c) for c in configs]
        self.servers = [McpServer(c) for c in offered if c.offered_to(package_name)]
        self._taken = frozenset(taken)
        self._offered: dict[str, OfferedTool] = {}
        self._left_out: set[str] = set()
        self._failed: dict[str, str] = {}  # Server name -> the start failure last reported.

    def __bool__(self) -> bool:
        return bool(self.servers)

    async def ensure_started(self, report: Callable[[str], None]) -> None:
        """Start every server not running (concurrently) and name their tools."""
        waiting = [s for s in self.servers if not s.running]
        if waiting:
            results = await asyncio.gather(*(s.start() for s in waiting), return_exceptions=True)
            for server, result in zip(waiting, results, strict=True):
                if isinstance(result, McpError):
                    # Tried again at every response, told again only when it changes.
                    if self._failed.get(server.name) != str(result):
                        report(str(result))
                    self._failed[server.name] = str(result)
                elif isinstance(result, BaseException):
                    raise result
                else:
                    self._failed.pop(server.name, None)
        self._name_tools(report)

    def _name_tools(self, report: Callable[[str], None]) -> None:
        taken = set(self._taken)
        offered: dict[str, OfferedTool] = {}
        for server in self.servers:
            if not server.running:
                continue
            for tool in server.tools:
                name = _fit(tool.name)
                if name in taken:
                    name = _fit(f"{server.name}_{tool.name}")
                if name in taken:
                    what = f"{server.name}/{tool.name}"
                    if what not in self._left_out:
                        self._left_out.add(what)
                        report(
                            f"The tool {tool.name} of the MCP server {server.name} is not offered: "
                            f"its name and {name} are both taken by other tools."
                        )
                    continue
                taken.add(name)
                offered[name] = OfferedTool(offered_name=name, server=server, tool=tool)
        self._offered = offered

    def definitions(self) -> list[dict[str, Any]]:
        """The OpenAI tool definitions of the tools offered now."""
        return [tool.definition() for tool in self._offered.values()]

    def get(self, name: str) -> OfferedTool | None:
        return self._offered.get(name)

    async def close(self) -> None:
        """Stop every server (with the player)."""
        await asyncio.gather(*(s.close() for s in self.servers), return_exceptions=True)
        self._offered = {}


def _fit(name: str) -> str:
    if _NAME_RE.match(name):
        return name
    return (re.sub(r"[^A-Za-z0-9_-]", "_", name) or "tool")[:64]

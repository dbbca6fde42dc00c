"""An MCP tool call inside the broker loop (issue 29 item 5).

The broker (:mod:`studio.engine.broker`) treats an MCP tool like an agent's:
validated against its schema, given a ``toolCallId``, approved by the player
(always asked about unless the player's policy says otherwise), answered with a
string. Whatever the server does (fails, exits, hangs, floods, answers with too
much), the model gets an ``Error: ...`` result and the turn goes on.
"""

from __future__ import annotations

from typing import Any

from studio.engine.approval import ApprovalRequest
from studio.engine.mcp_client import McpError
from studio.engine.mcp_tools import OfferedTool

__all__ = ["mcp_request", "owner_id", "run_mcp_call"]


def mcp_request(
    session: Any, name: str, args: dict[str, Any], tool: OfferedTool
) -> ApprovalRequest:
    """The approval an MCP tool call needs (every one does, §22)."""
    return ApprovalRequest(
        tool=name,
        arguments=args,
        offered_by=f"the MCP server {tool.server.name}",
        source="mcp",
        key=tool.key,
        conversation_id=session.conversation.id,
    )


def owner_id(owner: Any) -> str:
    """Who answered a call, as tool entries and events name it: an agent's id, or
    ``mcp:<server>`` for an MCP tool."""
    if isinstance(owner, OfferedTool):
        return f"mcp:{owner.server.name}"
    return str(owner[0].agent_id)


async def run_mcp_call(tool: OfferedTool, args: dict[str, Any]) -> tuple[str, bool, bool]:
    """``(result text, ok, server failed)`` of one call.

    A tool's own error result is not ok; a server that failed (stopped, timed
    out, answered with too much) is also reported to the player.
    """
    try:
        text = await tool.server.call(tool.tool.name, args)
    except McpError as err:
        message = str(err)
        return (message if message.startswith("Error") else f"Error: {message}"), False, True
    return text, not text.startswith("Error: "), False

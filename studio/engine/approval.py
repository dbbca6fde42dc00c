"""Approval before a tool acts (issue 29 item 6, decisions §22).

Some tools act on the world: every MCP server's tool (the player added the
server, but what a tool does is the server's), and an agent tool whose agent
declares ``@api studio.web`` (it may reach the web). Before such a call runs,
the player's policy for that tool decides:

* ``"ask"`` (the default): ask each time;
* ``"conversation"``: ask at the first call in a conversation; an approval then
  holds for the rest of that conversation;
* ``"always"``: run without asking.

Asking goes to the approver the player gave (``CharacterPlayer(approve=...)``;
the terminal asks at its prompt, the GUI shows a dialog). It answers
``"once"``, ``"conversation"`` (allowed for the rest of this conversation),
``"always"`` (the policy becomes ``"always"`` and ``on_policy`` is told, so a
front end can save it) or ``"deny"``; ``True`` and ``False`` mean ``"once"`` and
``"deny"``. A denied call never reaches its owner: the model gets
``Error: the user declined <tool>`` as the result, and the turn goes on. With no
approver, a call that would ask is declined (nobody could approve it), and the
result says how to allow it.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = [
    "POLICIES",
    "ApprovalRequest",
    "Approver",
    "ToolApprovals",
    "agent_request",
    "declined",
]

log = logging.getLogger(__name__)

Policy = Literal["ask", "conversation", "always"]
POLICIES: tuple[str, ...] = ("ask", "conversation", "always")
ANSWERS = ("once", "conversation", "always", "deny")


@dataclass(frozen=True, kw_only=True)
class ApprovalRequest:
    """One tool call waiting for the player's approval.

    Attributes:
        tool: The tool name the model called.
        arguments: The call's arguments (already checked against the schema).
        offered_by: Who offers it, as a person reads it ("the MCP server
            files", "the agent web.search of Alice").
        source: ``"mcp"`` or ``"agent"``.
        key: The tool's identity for policies (``mcp:<server>/<tool>`` or
            ``agent:<package>/<agentId>/<tool>``).
        conversation_id: The conversation the call is made in.
    """

    tool: str
    arguments: dict[str, Any]
    offered_by: str
    source: str
    key: str
    conversation_id: str | None = None


Answer = str | bool
Approver = Callable[[ApprovalRequest], Answer | Awaitable[Answer]]


def agent_request(
    engine: Any, session: Any, name: str, args: dict[str, Any], owner: Any
) -> ApprovalRequest | None:
    """The approval an agent tool call needs, or None when it needs none.

    An agent acts on the world when it declares ``@api studio.web`` and the
    player turned web access on (otherwise its fetches reject anyway). With no
    approver the player's ``web_access`` setting is the consent (the reference's
    Python API), so nothing is asked.
    """
    runtime, _binding = owner
    approvals = engine.approvals
    if approvals is None or approvals.approve is None or engine.web_fetcher is None:
        return None
    if "studio.web" not in runtime.instance.manifest.apis:
        return None
    package = engine.package.name
    return ApprovalRequest(
        tool=name,
        arguments=args,
        offered_by=f"the agent {runtime.agent_id} of {package}",
        source="agent",
        key=f"agent:{package}/{runtime.agent_id}/{name}",
        conversation_id=session.conversation.id,
    )


def declined(tool: str) -> str:
    """The tool result of a call the player declined (decisions §22)."""
    return f"Error: the user declined {tool}"


@dataclass
class ToolApprovals:
    """The player's approval policies and the approver that asks.

    Args:
        approve: Asks the player (sync or async); None declines what would ask.
        policies: ``key -> policy`` the player set (Settings, or earlier
            "always" answers); keys not listed are ``"ask"``.
        on_policy: Told ``(key, policy)`` when an answer changes a policy.
    """

    approve: Approver | None = None
    policies: dict[str, str] = field(default_factory=dict)
    on_policy: Callable[[str, str], None] | None = None
    _allowed: dict[str, set[str]] = field(default_factory=dict, repr=False)

    def policy(self, key: str) -> str:
        """The policy for ``key`` (``"ask"`` unless set)."""
        value = self.policies.get(key, "ask")
        return value if value in POLICIES else "ask"

    def set_policy(self, key: str, policy: str) -> None:
        """Set a tool's policy.

        Raises:
            ValueError: ``policy`` is not one of ``ask``, ``conversation``, ``always``.
        """
        if policy not in POLICIES:
            raise ValueError(f"a tool policy is one of {', '.join(POLICIES)}, not {policy!r}")
        self.policies[key] = policy

    def allowed_here(self, key: str, conversation_id: str | None) -> bool:
        return key in self._allowed.get(conversation_id or "", set())

    async def check(self, request: ApprovalRequest) -> str | None:
        """None when the call may run; otherwise the refusal to send as its result."""
        policy = self.policy(request.key)
        if policy == "always" or self.allowed_here(request.key, request.conversation_id):
            return None
        if self.approve is None:
            return (
                f"{declined(request.tool)} (it needs the player's approval and this player "
                "has no way to ask: pass approve= to CharacterPlayer, or set the tool to always)"
            )
        try:
            answer = self.approve(request)
            if inspect.isawaitable(answer):
                answer = await answer
        except Exception:  # An approver that fails has not approved.
            log.exception("the tool approver raised; the call is declined")
            return declined(request.tool)
        choice = _answer(answer)
        if choice == "deny":
            return declined(request.tool)
        if choice == "always":
            self.policies[request.key] = "always"
            if self.on_policy is not None:
                self.on_policy(request.key, "always")
        elif choice == "conversation" or policy == "conversation":
            self._allowed.setdefault(request.conversation_id or "", set()).add(request.key)
        return None


def _answer(answer: Any) -> str:
    if answer is True:
        return "once"
    if isinstance(answer, str) and answer in ANSWERS:
        return answer
    return "deny"  # False, None, or anything unknown: not an approval.

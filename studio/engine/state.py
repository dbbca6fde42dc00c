"""Per-call and per-response bookkeeping shared by the broker, hooks and bridge."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from studio.engine.agents import AgentRuntime
    from studio.errors import StudioError


@dataclass(kw_only=True)
class ResponseState:
    """One response: one broker-loop cycle answering one user message.

    Attributes:
        user_text: The user message being answered.
        regenerate: True when the same message is being answered again.
        responding_to_human: False for party bot-to-bot chatter.
        agent_tokens: Tokens agent ``callModel`` calls spent in this response.
        tool_calls: ``{name, args, result, toolCallId}`` of this response's calls.
        tools_offered: Whether the model had agent tools this turn.
        stopped: The user stopped it, or it errored.
        produced: An assistant entry was written.
        truncated: The final reply hit the reply cap (``finish_reason "length"``).
        ended: Why the client ended the final reply itself ("it began repeating
            itself"), or "".
        reasoning: The final reply's reasoning (kept on the entry, never sent back).
        failure: Why the turn failed (raised once the turn is wrapped up), or None
            (decisions §14: a user stop is not a failure).
        partial: The reply text that arrived before the failure and was kept.
    """

    user_text: str
    regenerate: bool = False
    responding_to_human: bool = True
    agent_tokens: int = 0
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    tools_offered: bool = False
    stopped: bool = False
    produced: bool = False
    truncated: bool = False
    ended: str = ""
    reasoning: str = ""
    failure: StudioError | None = None
    partial: str = ""


@dataclass(kw_only=True)
class CallMeta:
    """What the bridge needs to know about the agent call in flight.

    Passed to the sandbox with each call and handed back with every bridge
    request the agent makes during it.
    """

    runtime: AgentRuntime
    invoked_by: str  # "model" | "direct" | "preload" | "hook"
    response: ResponseState | None = None
    tool_call_id: int | None = None
    # Inside a sub-agent's granted inner loop: the sub-agent runtime.
    inner_of: AgentRuntime | None = None
    # Granted calls a sub-agent made while answering this call (recorded in history).
    inner_calls: list[dict[str, Any]] | None = None

    @property
    def metered(self) -> bool:
        """Chains rooted in a model decision meter; chains rooted in a user action don't.

        ``preload`` (``onLoad``, which the player runs by itself before every
        request) is metered too: it is not a user's choice to spend.
        """
        return self.invoked_by in ("model", "hook", "preload") or self.inner_of is not None

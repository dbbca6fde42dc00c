"""Hook events (reference "Hook events", Parts 1 and 2).

Hooks run one at a time in agent load order, only for agents that declare
``@hook <event>`` *and* export the handler. Each store is saved after its hook
(by :meth:`Session.call_agent`). A hook that throws or times out is logged and
skipped; it never interrupts the conversation. Return values are ignored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from studio.engine.agents import HOOK_EXPORTS
from studio.engine.state import ResponseState
from studio.errors import SandboxError

if TYPE_CHECKING:
    from studio.engine.agents import AgentRuntime
    from studio.engine.core import Engine
    from studio.engine.session import Session


class HookRunner:
    """Fires hook events for one session."""

    def __init__(self, engine: Engine, session: Session) -> None:
        self.engine = engine
        self.session = session

    async def _fire(
        self,
        runtime: AgentRuntime,
        event: str,
        payload: dict[str, Any],
        response: ResponseState | None = None,
    ) -> bool:
        """Run one agent's handler; True when it ran (successfully or not)."""
        if not await runtime.wants_hook(event):
            return False
        try:
            await self.session.call_agent(
                runtime, HOOK_EXPORTS[event], [payload], invoked_by="hook", response=response
            )
        except SandboxError as err:
            self.engine.report(
                f"The {event} hook of {runtime.agent_id} failed and was skipped: {err.message}",
                kind="hook",
                agent_id=runtime.agent_id,
            )
        return True

    async def conversation_start(self, runtime: AgentRuntime) -> None:
        """The agent's store was just created for this conversation."""
        payload = {"isNewConversation": not self.session.has_user_messages()}
        await self._fire(runtime, "conversationStart", payload)

    async def before_response(self, response: ResponseState) -> bool:
        """Fire ``beforeResponse``; True when any hook ran (the preload is then rebuilt)."""
        payload = {
            "userText": response.user_text,
            "regenerate": response.regenerate,
            "respondingToHuman": response.responding_to_human,
        }
        ran = False
        for runtime in self.session.runtimes:
            if await runtime.wants_hook("beforeResponse"):
                await self.session.store_for(runtime)
                ran = await self._fire(runtime, "beforeResponse", payload, response) or ran
        return ran

    async def after_response(self, response: ResponseState, response_text: str) -> None:
        """Fire ``afterResponse`` once the loop finished and the conversation is saved."""
        if not response.produced:
            return
        payload = {
            "userText": response.user_text,
            "responseText": response_text,
            "toolCalls": [dict(c) for c in response.tool_calls],
            "stopped": response.stopped,
            "toolsOffered": response.tools_offered,
        }
        for runtime in self.session.runtimes:
            if await runtime.wants_hook("afterResponse"):
                await self.session.store_for(runtime)
                await self._fire(runtime, "afterResponse", payload, response)

    async def after_tool_call(
        self,
        caller: AgentRuntime | None,
        payload: dict[str, Any],
        response: ResponseState | None,
    ) -> None:
        """Tell every *other* agent that a model-initiated call succeeded (every agent,
        for an MCP tool's call: ``caller`` is None)."""
        for runtime in self.session.runtimes:
            if runtime is caller:
                continue
            if await runtime.wants_hook("afterToolCall"):
                await self.session.store_for(runtime)
                await self._fire(runtime, "afterToolCall", dict(payload), response)

    async def after_user_edit(
        self,
        deleted: list[int],
        last_viable: int,
        runtimes: list[AgentRuntime] | None = None,
    ) -> None:
        """Fire ``afterUserEdit`` when an edit took tool calls out of the history.

        Args:
            deleted: The removed tool-call ids.
            last_viable: The highest id still in the non-rejected history.
            runtimes: The agents to tell (default: the session's); a party tells
                each member's agents only about that member's calls.
        """
        if not deleted:
            return
        payload = {"deletedToolCallIds": sorted(deleted), "lastViableToolCallId": last_viable}
        for runtime in self.session.runtimes if runtimes is None else runtimes:
            if await runtime.wants_hook("afterUserEdit"):
                await self.session.store_for(runtime)
                await self._fire(runtime, "afterUserEdit", payload)

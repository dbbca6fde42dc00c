"""One open conversation of one character: stores, agent calls, events.

The :class:`Session` is where the engine's working parts meet: the broker loop,
hooks, the bridge and user edits all go through :meth:`Session.call_agent`, which
loads the agent's store, builds its ``context``, calls it in its sandbox, and
saves the store back only when the call succeeded.

Stores are cached in memory and written through to the conversation's store
files after every successful call, so "load before, save after" holds without
re-reading a file per call.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from studio.engine.events import DebugLogEvent, Event, StoreChangedEvent
from studio.engine.state import CallMeta, ResponseState
from studio.errors import SandboxError
from studio.package import CharacterPackage, strip_tool_call_ids
from studio.sandbox import CallResult

if TYPE_CHECKING:
    from studio.engine.agents import AgentRuntime
    from studio.engine.hooks import HookRunner
    from studio.storage import Conversation


class Session:
    """Stores and agent calls for one conversation.

    Args:
        package: The loaded character package.
        conversation: The open conversation on disk.
        runtimes: Top-level agent runtimes in load order (the scope of hooks,
            preload and ``conversationStart``).
        emit: Where events go.
        stores: A store cache to share with other sessions over the same
            conversation (party play: one per member, one store cache).
        view: Which entries the agents of this session may see (``history.*``,
            ``conversationLength``); None for all of them.
        tags: Fields added to every entry this session appends (party play:
            ``speaker``, ``private_to``).
    """

    def __init__(
        self,
        *,
        package: CharacterPackage,
        conversation: Conversation,
        runtimes: list[AgentRuntime],
        emit: Callable[[Event], None],
        stores: dict[str, dict[str, Any]] | None = None,
        view: Callable[[dict[str, Any]], bool] | None = None,
        tags: dict[str, Any] | None = None,
    ) -> None:
        self.package = package
        self.conversation = conversation
        self.runtimes = runtimes
        self.emit = emit
        self._stores: dict[str, dict[str, Any]] = {} if stores is None else stores
        self.view = view
        self.tags: dict[str, Any] = dict(tags or {})
        self.hooks: HookRunner | None = None
        # The main model's context in tokens once the budget knows it: agents see it as
        # ``context.contextWindow`` (the lorebook's budget is a share of it).
        self.context_window: int | None = None
        # The model's tokens per estimated token on the character's texts
        # (studio.engine.budgeting.token_ratio): ``context.tokenRatio``.
        self.token_ratio: float | None = None
        # Store ids of agents whose onLoad hit its time limit (studio.engine.preload).
        self.preload_hung: set[str] = set()

    # -- stores ---------------------------------------------------------------

    @property
    def entries(self) -> list[dict[str, Any]]:
        return self.conversation.entries

    def visible_entries(self) -> list[dict[str, Any]]:
        """The entries this session's agents may see (all of them outside a party)."""
        if self.view is None:
            return self.entries
        return [e for e in self.entries if self.view(e)]

    def append(self, entry: dict[str, Any], *, sync: bool = True) -> int:
        """Append an entry to the conversation with this session's tags."""
        if self.tags:
            entry = {**entry, **self.tags}
        return self.conversation.append(entry, sync=sync)

    def has_user_messages(self) -> bool:
        return any(e.get("role") == "user" for e in self.entries)

    async def store_for(self, runtime: AgentRuntime, *, copied: bool = True) -> dict[str, Any]:
        """The agent's store, creating (and announcing) it on first use.

        Creation seeds from the default state file, saves immediately so
        ``conversationStart`` can never fire twice, then runs that hook. With
        ``copied=False`` the cached store itself is returned, for a caller that
        only serialises it (an agent call sends it to the worker as JSON).
        """
        sid = runtime.store_id
        cached = self._stores.get(sid)
        if cached is not None:
            return copy.deepcopy(cached) if copied else cached
        saved = self.conversation.load_store(sid)
        if saved is not None:
            self._stores[sid] = saved
            return copy.deepcopy(saved)
        initial = copy.deepcopy(runtime.instance.default_state or {})
        self._save_store(runtime, initial)
        if self.hooks is not None:
            await self.hooks.conversation_start(runtime)
        return copy.deepcopy(self._stores[sid])

    async def ensure_store(self, runtime: AgentRuntime) -> None:
        """Create the agent's store if it does not exist yet (no copy is made)."""
        if runtime.store_id not in self._stores:
            await self.store_for(runtime)

    async def start(self) -> None:
        """Create the stores of agents that want ``conversationStart`` right away.

        Called when the conversation is opened, so a brand-new conversation
        announces itself before the first user message is recorded
        (``isNewConversation`` true). Other stores are created on first use.
        """
        # One group commit for every store created here (one fsync, not one each;
        # none when nothing was created).
        with self.conversation.group_commit(lazy=True):
            for runtime in self.runtimes:
                if "conversationStart" in runtime.manifest.hooks:
                    await self.store_for(runtime)

    def peek_store(self, store_id: str) -> dict[str, Any] | None:
        """A copy of a store as saved, without creating it."""
        cached = self._stores.get(store_id)
        if cached is None:
            cached = self.conversation.load_store(store_id)
        return copy.deepcopy(cached) if cached is not None else None

    def _save_store(self, runtime: AgentRuntime, store: dict[str, Any]) -> None:
        self._stores[runtime.store_id] = store
        self.conversation.save_store(runtime.store_id, store)
        self.emit(StoreChangedEvent(agent_id=runtime.store_id, store=copy.deepcopy(store)))

    def set_store(self, runtime: AgentRuntime, store: dict[str, Any]) -> None:
        """Replace a store (the store inspector's edit)."""
        self._save_store(runtime, copy.deepcopy(store))

    def forget_cached_stores(self) -> None:
        self._stores.clear()

    def default_state_from(self, runtime: AgentRuntime) -> dict[str, Any]:
        """The agent's current store, fit to save as ``{agentId}.agent.json``."""
        store = self.peek_store(runtime.store_id) or {}
        stripped: dict[str, Any] = strip_tool_call_ids(store)
        return stripped

    # -- calls ----------------------------------------------------------------

    def context_for(self, runtime: AgentRuntime, meta: CallMeta) -> dict[str, Any]:
        """A fresh ``context`` object (reference: "The context object").

        ``config`` is the runtime's own dict, not a copy: the context is only
        ever serialised to the agent's worker, which gets its own copy that way.
        """
        context: dict[str, Any] = {
            "invokedBy": meta.invoked_by,
            "conversationLength": len(self.visible_entries()),
            "characterName": self.package.name,
            "agentId": runtime.agent_id,
            "config": runtime.config,
        }
        if self.context_window is not None:
            context["contextWindow"] = self.context_window
        if self.token_ratio is not None:
            context["tokenRatio"] = self.token_ratio
        if meta.tool_call_id is not None:
            context["toolCallId"] = meta.tool_call_id
        return context

    async def call_agent(
        self,
        runtime: AgentRuntime,
        js_name: str,
        args: list[Any],
        *,
        invoked_by: str,
        response: ResponseState | None = None,
        tool_call_id: int | None = None,
        inner_of: AgentRuntime | None = None,
        verbatim: bool = False,
        debug_kind: str | None = None,
        debug_name: str | None = None,
        inner_calls: list[dict[str, Any]] | None = None,
        batch: bool = False,
    ) -> CallResult:
        """Call an agent export with its store; save the store only on success.

        Raises:
            SandboxError: The agent threw, timed out, or broke the protocol.
        """
        store = await self.store_for(runtime, copied=False)  # Sent as JSON, never changed.
        meta = CallMeta(
            runtime=runtime,
            invoked_by=invoked_by,
            response=response,
            tool_call_id=tool_call_id,
            inner_of=inner_of,
            inner_calls=inner_calls,
        )
        context = self.context_for(runtime, meta)
        started = time.perf_counter()
        try:
            result = await runtime.call(
                js_name, args, store, context, meta=meta, verbatim=verbatim, batch=batch
            )
        except SandboxError as err:
            if debug_kind and runtime.debug:
                self._debug(runtime, debug_kind, debug_name or js_name, args, None, started, err)
            raise
        # An unchanged store is not recorded again: onLoad usually only reads.
        if result.store != self._stores.get(runtime.store_id):
            self._save_store(runtime, result.store)
        if debug_kind and runtime.debug:
            self._debug(runtime, debug_kind, debug_name or js_name, args, result.value, started)
        return result

    def _debug(
        self,
        runtime: AgentRuntime,
        kind: str,
        name: str,
        args: list[Any],
        result: Any,
        started: float,
        error: Exception | None = None,
    ) -> None:
        """Append a ``@debug true`` activity record and announce it."""
        record: dict[str, Any] = {
            "timestamp": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime()),
            "kind": kind,
            "name": name,
            "args": args[1] if kind == "tool" and len(args) > 1 else (args[0] if args else None),
            "result": result,
            "duration_ms": round((time.perf_counter() - started) * 1000, 3),
        }
        if error is not None:
            record["error"] = str(error)
        self.conversation.append_agent_log(runtime.store_id, record)
        self.emit(DebugLogEvent(agent_id=runtime.store_id, record=record))

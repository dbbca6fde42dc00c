"""The engine: a loaded character, its agent runtimes, and the open session.

:class:`Engine` owns everything that lives longer than one conversation (the
package, the sandboxes, the model client) and the :class:`Session` of the
conversation currently open. The bridge handler every sandbox calls back into
lives here, because it needs both.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from studio.engine import bridge as bridge_methods
from studio.engine.agents import AgentRuntime
from studio.engine.approval import ToolApprovals
from studio.engine.broker import request_messages
from studio.engine.budget import ContextBudget
from studio.engine.budgeting import Parts, character_parts
from studio.engine.events import ErrorEvent, Event
from studio.engine.hooks import HookRunner
from studio.engine.macros import expand
from studio.engine.mcp_tools import McpTools, OfferedTool
from studio.engine.session import Session
from studio.engine.settings import PlayerSettings
from studio.engine.state import CallMeta
from studio.errors import BridgeRejected, SandboxError
from studio.package import CharacterPackage
from studio.package.model import AgentInstance, ToolBinding
from studio.providers import ModelClient
from studio.sandbox import SHARED_LANGUAGES, SpareWorkers, WorkerGroup, worker_language
from studio.storage import Conversation, ConversationStore

SUBAGENT_STATIC_MACROS = (
    "%%CHARACTER_NAME%%",
    "%%CHARACTER_INSTRUCTIONS%%",
    "%%DESCRIPTION%%",
    "%%CONTEXT%%",
)


class Engine:
    """A character ready to play: package, runtimes, model client, conversations.

    ``budget`` is the context budget of the main model (made at the first
    request, :func:`studio.engine.budgeting.ensure_budget`); :meth:`request_parts`
    says what goes around the trimmed history (a party member's differs).

    Args:
        package: The loaded package.
        client: The model client (the user's endpoint and key).
        main_model: The user's main model (chat replies, ``opts.model="main"``).
        worker_model: The user's worker model (``callModel`` default).
        settings: Budgets and gates.
        conversations_dir: Where this character's conversations live.
        emit: Where events go.
        web_fetcher: ``studio.web.fetch`` implementation, or None for the
            canonical "not implemented" rejection.
        store_prefix: Put before every store id (party play: ``"<memberSlug>/"``,
            so each member's stores are namespaced; a private grant's
            ``sub/short`` becomes ``<memberSlug>/sub--short``).
        spares: The spare workers new workers come from (party play: one for all
            the party's engines, closed by the party); default: the engine's own,
            which keeps a spare of each language its agents use and is closed with
            them (``studio/sandbox/spares.py``).
    """

    def __init__(
        self,
        *,
        package: CharacterPackage,
        client: ModelClient,
        main_model: str,
        worker_model: str,
        settings: PlayerSettings,
        conversations_dir: Path,
        emit: Callable[[Event], None],
        web_fetcher: Any = None,
        store_prefix: str = "",
        spares: SpareWorkers | None = None,
    ) -> None:
        self.package = package
        self.store_prefix = store_prefix
        self.client = client
        self.main_model = main_model
        self.worker_model = worker_model
        self.settings = settings
        self.store = ConversationStore(conversations_dir)
        self.emit = emit
        # Whether anyone listens to an event type; the player replaces this so the
        # broker can skip building one token event per streamed fragment.
        self.wants: Callable[[str], bool] = lambda _type: True
        self.web_fetcher = web_fetcher
        # The player's approval before a tool acts (studio/engine/approval.py); None
        # asks nothing (party members share their party's).
        self.approvals: ToolApprovals | None = None
        # The player's MCP servers offered to this character (studio/engine/mcp_tools.py).
        self.mcp: McpTools | None = None
        # The player's word on whether the main model takes images (None: the preset and
        # the model name decide, studio/providers/vision.py).
        self.vision: bool | None = None
        self.runtimes: list[AgentRuntime] = []
        self.by_id: dict[str, AgentRuntime] = {}
        self.grants: dict[str, list[AgentRuntime]] = {}
        self._session: Session | None = None
        self.budget: ContextBudget | None = None
        # Set once the provider's model was given no tools (budgeting.offered_tools).
        self.tools_withheld = False
        self._groups: dict[str, WorkerGroup] = {}
        self._owns_spares = spares is None
        self.spares = SpareWorkers() if spares is None else spares
        self._build_runtimes()
        # Started now when the character is opened from the event loop (the GUI, the
        # terminal, the API in a coroutine); otherwise with its first worker.
        self.spares.keep(worker_language(r.language) for r in self.all_runtimes())

    # -- runtimes -------------------------------------------------------------

    def _build_runtimes(self) -> None:
        for instance in self.package.agents:
            runtime = AgentRuntime(
                instance,
                self.handle_bridge,
                store_id=self.store_prefix + instance.agent_id,
                config_override=self._config_for(instance),
                on_console=self._on_console,
                group_for=self._group_for,
                spares=self.spares,
            )
            self.runtimes.append(runtime)
            self.by_id[instance.agent_id] = runtime
        for runtime in self.runtimes:
            spec = runtime.instance.subagent
            if spec is None:
                continue
            granted: list[AgentRuntime] = []
            for private in spec.private_grants:
                child = AgentRuntime(
                    private,
                    self.handle_bridge,
                    store_id=self._private_store_id(private.agent_id),
                    owner=runtime,
                    on_console=self._on_console,
                    group_for=self._group_for,
                    spares=self.spares,
                )
                runtime.private.append(child)
                granted.append(child)
            granted.extend(self.by_id[ref] for ref in spec.shared_grants if ref in self.by_id)
            self.grants[runtime.agent_id] = granted

    def _group_for(self, language: str) -> WorkerGroup | None:
        """The character's shared worker for ``language`` (JavaScript and TypeScript
        agents share one, Lua agents another; Python agents get one each)."""
        kind = worker_language(language)
        if kind not in SHARED_LANGUAGES:
            return None
        group = self._groups.get(kind)
        if group is None:
            group = self._groups[kind] = WorkerGroup(kind, spares=self.spares)
        return group

    def _private_store_id(self, agent_id: str) -> str:
        if not self.store_prefix:
            return agent_id
        return self.store_prefix + agent_id.replace("/", "--")

    def _config_for(self, instance: AgentInstance) -> dict[str, Any]:
        """``context.config``; for sub-agents, with the package-static macros expanded."""
        config = copy.deepcopy(instance.config)
        if instance.subagent is None:
            return config
        body = str(config.get("promptBody", instance.subagent.prompt_body))
        pkg = self.package
        block = "\n\n".join(f.text for f in pkg.context_files)
        for macro, value in zip(
            SUBAGENT_STATIC_MACROS,
            (pkg.name, pkg.instructions, pkg.description, block),
            strict=True,
        ):
            body = body.replace(macro, value)
        body = _expand_context_file_macros(body, pkg)
        # Card macros too (decisions §17); a sub-agent's prompt is built once, so it
        # takes the settings' persona, not a conversation's own.
        config["promptBody"] = expand(body, char=pkg.char_name, user=self.settings.persona.name)
        return config

    def _on_console(self, agent_id: str, text: str) -> None:
        runtime = self.runtime_by_store_id(agent_id)
        if runtime is not None and runtime.debug and self._session is not None:
            record = {"kind": "console", "text": text}
            self._session.conversation.append_agent_log(agent_id, record)

    def runtime_by_store_id(self, store_id: str) -> AgentRuntime | None:
        for runtime in self.all_runtimes():
            if runtime.store_id == store_id:
                return runtime
        return None

    def all_runtimes(self) -> list[AgentRuntime]:
        out: list[AgentRuntime] = []
        for runtime in self.runtimes:
            out.append(runtime)
            out.extend(runtime.private)
        return out

    def tool_owner(self, name: str) -> tuple[AgentRuntime, ToolBinding] | None:
        binding = self.package.tools.get(name)
        if binding is None:
            return None
        return self.by_id[binding.agent_id], binding

    def tool_definitions(self) -> list[dict[str, Any]]:
        """The agents' tools, then the MCP servers' (first registration wins, §22)."""
        tools = [copy.deepcopy(b.definition) for b in self.package.tools.values()]
        if self.mcp:
            tools.extend(self.mcp.definitions())
        return tools

    def mcp_tool(self, name: str) -> OfferedTool | None:
        """The MCP tool offered as ``name`` (when no agent owns that name)."""
        return self.mcp.get(name) if self.mcp else None

    async def prepare_tools(self) -> None:
        """Start the MCP servers not running yet (once per response); failures are
        reported and their tools left out of this response."""
        if self.mcp:
            await self.mcp.ensure_started(lambda message: self.report(message, kind="mcp"))

    def request_messages(
        self, session: Session, preload: list[str], turn_start: int
    ) -> list[dict[str, Any]]:
        """The ``messages`` of one model request, whole (a party member overrides this)."""
        return request_messages(self, session, preload, turn_start)

    def request_parts(self, session: Session, preload: list[str], turn_start: int) -> Parts:
        """What a request sends around the history the budget trims (a party member
        overrides this)."""
        return character_parts(self, session, preload, turn_start)

    # -- sessions -------------------------------------------------------------

    @property
    def session(self) -> Session:
        if self._session is None:
            raise RuntimeError("no conversation is open")
        return self._session

    @property
    def has_session(self) -> bool:
        return self._session is not None

    def open_session(self, conversation: Conversation) -> Session:
        if self._session is not None:
            self._session.conversation.close()
        session = Session(
            package=self.package,
            conversation=conversation,
            runtimes=self.runtimes,
            emit=self.emit,
        )
        session.hooks = HookRunner(self, session)
        self._session = session
        return session

    def close_session(self) -> None:
        """Close the open conversation, leaving none open (a deleted conversation)."""
        if self._session is not None:
            self._session.conversation.close()
            self._session = None

    def attach_session(self, session: Session | None) -> None:
        """Make ``session`` the one the bridge answers for, without closing the
        previous one's conversation (party play shares one conversation)."""
        self._session = session

    async def close_agents(self) -> None:
        """Stop every agent's worker (shared workers first, each in one go), and the
        spare workers when they are the engine's own."""
        for group in self._groups.values():
            await group.close()
        for runtime in self.runtimes:
            await runtime.close()
        if self._owns_spares:
            await self.spares.close()

    async def close(self) -> None:
        await self.close_agents()
        if self.mcp is not None:
            await self.mcp.close()
        if self._session is not None:
            self._session.conversation.close()
            self._session = None
        await self.client.aclose()
        if self.web_fetcher is not None:
            await self.web_fetcher.aclose()

    # -- the bridge -----------------------------------------------------------

    async def handle_bridge(self, store_id: str, method: str, params: list[Any], meta: Any) -> Any:
        """Answer one bridge request from an agent (the sandbox checked ``@api``).

        Raises:
            BridgeRejected: To reject the agent's call with a message.
        """
        if not isinstance(meta, CallMeta) or self._session is None:
            raise BridgeRejected("no agent call is in flight", agent_id=store_id)
        handler = bridge_methods.HANDLERS.get(method)
        if handler is None:
            raise BridgeRejected(f"studio.{method} is not available", agent_id=store_id)
        try:
            return await handler(self, self._session, meta, params)
        except BridgeRejected:
            raise
        except SandboxError as err:
            raise BridgeRejected(err.message, agent_id=store_id) from err

    def report(
        self,
        message: str,
        *,
        kind: str,
        agent_id: str | None = None,
        offer: str | None = None,
        error: BaseException | None = None,
    ) -> None:
        """Record an ``error`` entry in the conversation and announce it.

        ``error`` is the exception behind it, handed to ``on("error")`` consumers.
        """
        if self._session is not None:
            entry: dict[str, Any] = {"role": "error", "content": message, "kind": kind}
            if agent_id:
                entry["agentId"] = agent_id
            self._session.append(entry)
        self.emit(
            ErrorEvent(message=message, kind=kind, agent_id=agent_id, offer=offer, error=error)
        )


def _expand_context_file_macros(body: str, package: CharacterPackage) -> str:
    """Expand ``%%CONTEXT:file%%`` (dot-files allowed); unknown files stay as written."""

    def repl(match: re.Match[str]) -> str:
        text = package.read_context_file(match.group(1).strip())
        return match.group(0) if text is None else text

    return re.sub(r"%%CONTEXT:([^%]+)%%", repl, body)

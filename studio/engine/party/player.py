"""``PartyPlayer``: several characters in one conversation (docs/PARTY.md).

The :class:`~studio.engine.player.CharacterPlayer` shape for a party: the same
events (each also naming its ``speaker``), conversations and edits, and
``send(text, to=None, private=False)`` returning every reply in order. Split by
composition (:mod:`.core`): the player owns the engines, the model client and the
lock, and holds its parts — ``events`` (:mod:`.events`), ``conversations``
(:mod:`.conversations`), ``rounds`` (:mod:`.rounds`: who speaks, each turn),
``edits`` (:mod:`.edits`) and ``inspect`` (:mod:`.inspection`); its public methods
(the contract's ``PartyPlayer`` API) hand over to them.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from studio.engine.approval import Approver, ToolApprovals
from studio.engine.commands import run_command
from studio.engine.core import Engine
from studio.engine.events import Event
from studio.engine.mcp_client import McpServerConfig
from studio.engine.mcp_tools import McpTools
from studio.engine.party.conversations import PartyConversations
from studio.engine.party.edits import PartyEdits
from studio.engine.party.events import PartyCallback, PartyEvents
from studio.engine.party.format import LoadedParty, load_party, party_conversations_dir
from studio.engine.party.inspection import PartyInspection
from studio.engine.party.rounds import PartyRounds
from studio.engine.party.sessions import MemberEngine
from studio.engine.party.turns import resolve_name
from studio.engine.settings import PlayerSettings
from studio.providers import ModelClient, preset_for
from studio.sandbox import SpareWorkers
from studio.sandbox.hostguard import guard_player
from studio.storage import ConversationStore
from studio.web.fetch import WebFetcher

__all__ = ["DEFAULT_BASE_URL", "PartyPlayer"]

DEFAULT_BASE_URL = "https://api.openai.com/v1"


class PartyPlayer:
    """Play a party: several characters answering in one conversation.

    Args:
        party: A ``*.party.json`` path, or an already loaded party.
        api_key: The user's API key (never written anywhere).
        base_url: An OpenAI-compatible endpoint.
        model: The main model for every member (default: each member's
            ``config.json`` model, then the party file's ``model``).
        worker_model: The model for agents' ``callModel`` (default: ``model``,
            then the party file's, then the first member's).
        data_dir: Where party conversations live (default: the user data dir).
        settings: :class:`PlayerSettings` or a dict; one set of budgets for the party.
        transport: An httpx transport for the model client (tests).
        web_fetcher: As for :class:`CharacterPlayer`.
        approve: As for :class:`CharacterPlayer`: asked before a tool acts (one set of
            saved choices, ``approvals``, for the whole party).
        tool_policies: The player's saved choices per tool key.
        mcp_servers: The player's MCP servers; each member is offered the ones offered
            to its character, its own agents' and the shared agents' tools winning
            every name clash (docs/TOOLS.md).

    The parts, each its own object: ``events`` (:class:`PartyEvents`),
    ``conversations`` (:class:`PartyConversations`), ``rounds``
    (:class:`PartyRounds`), ``edits`` (:class:`PartyEdits`) and ``inspect``
    (:class:`PartyInspection`).
    """

    def __init__(
        self,
        party: str | Path | LoadedParty,
        api_key: str | None = None,
        base_url: str | None = None,
        model: str | None = None,
        worker_model: str | None = None,
        data_dir: str | Path | None = None,
        settings: PlayerSettings | dict[str, Any] | None = None,
        *,
        transport: Any = None,
        web_fetcher: Any = None,
        approve: Approver | None = None,
        tool_policies: dict[str, str] | None = None,
        mcp_servers: Sequence[McpServerConfig | dict[str, Any]] | None = None,
    ) -> None:
        guard_player()  # Non-dumpable before the key arrives; missing sandbox layers logged.
        loaded = party if isinstance(party, LoadedParty) else load_party(party)
        self.party = loaded
        self.settings = PlayerSettings.coerce(settings)
        url = base_url or DEFAULT_BASE_URL
        self._lock = asyncio.Lock()
        self.events = PartyEvents(self)
        self.conversations = PartyConversations(self)
        self.rounds = PartyRounds(self)
        self.edits = PartyEdits(self)
        self.inspect = PartyInspection(self)
        self.client = ModelClient(
            base_url=url,
            api_key=api_key,
            preset=preset_for(url),
            transport=transport,
            on_exchange=self.events.record_exchange,
            reply_deadline=self.settings.reply_deadline_seconds,
            reply_max_bytes=self.settings.reply_max_bytes,
            local_samplers=self.settings.local_samplers,
        )
        if web_fetcher is None and self.settings.web_access:
            web_fetcher = WebFetcher()
        self._web_fetcher = web_fetcher
        models = [model or m.package.config.model or loaded.spec.model for m in loaded.members]
        missing = [m.name for m, chosen in zip(loaded.members, models, strict=True) if not chosen]
        if missing:
            raise ValueError(f"no model for {', '.join(missing)}: pass model=...")
        worker = worker_model or model or loaded.spec.model or str(models[0])
        # One set of spare workers for the whole party (its engines share it).
        self._spares = SpareWorkers()
        common = {
            "spares": self._spares,
            "client": self.client,
            "worker_model": worker,
            "settings": self.settings,
            "conversations_dir": party_conversations_dir(
                loaded, Path(data_dir) if data_dir else None
            ),
            "web_fetcher": web_fetcher,
        }
        self.shared = Engine(
            package=loaded.shared,
            main_model=worker,
            emit=lambda ev: self._emit(ev, self.rounds.speaking),
            **common,
        )
        self.store: ConversationStore = self.shared.store
        self.engines: dict[str, MemberEngine] = {}
        names = [m.name for m in loaded.members]
        for member, main in zip(loaded.members, models, strict=True):
            self.engines[member.name] = MemberEngine(
                member,
                self.shared,
                [n for n in names if n != member.name],
                main_model=str(main),
                emit=lambda ev, n=member.name: self._emit(ev, n),
                **common,
            )
        self.approvals = ToolApprovals(approve=approve, policies=dict(tool_policies or {}))
        self.shared.approvals = self.approvals
        shared_tools = set(loaded.shared.tools)
        for member_engine in self.engines.values():
            member_engine.approvals = self.approvals
            if mcp_servers:
                package = member_engine.package
                member_engine.mcp = McpTools(
                    mcp_servers, package_name=package.name, taken=shared_tools | set(package.tools)
                )

    @property
    def names(self) -> list[str]:
        """The members' names in party order."""
        return list(self.engines)

    @property
    def members(self) -> list[dict[str, Any]]:
        """``{name, slug, color, character}`` of each member, in party order."""
        return [
            {"name": m.name, "slug": m.slug, "color": m.color, "character": m.package.name}
            for m in self.party.members
        ]

    # -- playing --------------------------------------------------------------

    @property
    def model(self) -> str:
        """The members' main models (one name when they all use the same)."""
        names = dict.fromkeys(e.main_model for e in self.engines.values())
        return ", ".join(names)

    def set_model(self, model: str) -> None:
        """Every member uses ``model`` for its next replies (``/model NAME``)."""
        if not isinstance(model, str) or not model.strip():
            raise ValueError("a model name is needed, e.g. gpt-4o-mini")
        for engine in self.engines.values():
            engine.main_model = model.strip()

    def stop(self) -> None:
        """Stop the reply being generated (the rest of the round is not asked)."""
        self.rounds.stop()

    async def send(
        self, text: str, to: str | list[str] | None = None, private: bool = False
    ) -> list[dict[str, Any]]:
        """Send a user message; returns each reply in order as
        ``{"role": "assistant", "speaker": name, "content": ..., "stopped": ...}``.

        A member's failed turn raises as :meth:`CharacterPlayer.send` does (the
        round ends there; earlier replies were delivered as ``message`` events).

        Args:
            text: The message.
            to: The addressee(s) by name (the GUI's picker); else names in the text,
                else the turn policy.
            private: Only ``to`` (exactly one member) sees the message and its reply.

        Raises:
            ValueError: An unknown member, or a private message without one addressee.
        """
        if not isinstance(text, str):
            raise TypeError("send() takes the user's message as a string")
        wanted = [to] if isinstance(to, str) else list(to or [])
        try:
            addressees = [resolve_name(n, self.names) for n in wanted]
        except KeyError as err:
            raise ValueError(err.args[0]) from None
        if private and len(addressees) != 1:
            raise ValueError("a private message goes to exactly one member: pass to=<name>")
        async with self._lock:
            sessions = await self.conversations.ensure()
            entry: dict[str, Any] = {"role": "user", "content": text}
            if addressees:
                entry["to"] = addressees
            if private:
                entry["private_to"] = addressees[0]
            index = sessions.conversation.append(entry)
            return await self.rounds.answer(index, regenerate=False)

    async def command(self, line: str, member: str | None = None) -> str | None:
        """Run a direct ``@command`` of a member's agents, or of the shared agents
        when ``member`` is None; returns None or the message to show."""
        async with self._lock:
            sessions = await self.conversations.ensure()
            if member is None:
                return await run_command(self.shared, sessions.shared, line)
            engine = self.engines[resolve_name(member, list(self.engines))]
            session = sessions.prepare(engine, private=False, chatter=False)
            return await run_command(engine, session, line)

    async def close(self) -> None:
        """Stop every agent worker and close the model client."""
        for engine in [*self.engines.values(), self.shared]:
            await engine.close_agents()
            if engine.mcp is not None:
                await engine.mcp.close()
        await self._spares.close()
        self.conversations.detach()
        await self.client.aclose()
        if self._web_fetcher is not None:
            await self._web_fetcher.aclose()

    async def __aenter__(self) -> PartyPlayer:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- events (``player.events``) -------------------------------------------

    def on(self, event: str, callback: Callable[[Any], Any]) -> Callable[[], None]:
        """Subscribe to an event; the payload is the event's dict plus ``speaker``."""
        return self.events.on(event, callback)

    def subscribe(self, callback: PartyCallback) -> Callable[[], None]:
        """Receive every engine event as ``callback(event, speaker)`` (GUI bridge)."""
        return self.events.subscribe(callback)

    def _emit(self, event: Event, speaker: str | None) -> None:
        self.events.emit(event, speaker)

    # -- conversations (``player.conversations``) -----------------------------

    @property
    def conversation_id(self) -> str | None:
        """The open conversation's id (None before the first message)."""
        return self.conversations.current_id

    async def new_conversation(self) -> str:
        """Start a new conversation (:meth:`PartyConversations.new`)."""
        return await self.conversations.new()

    def get_conversation(self) -> list[dict[str, Any]]:
        """Every entry of the conversation (copies; ``speaker``/``private_to`` included)."""
        return self.conversations.copies()

    async def load_conversation(self, conversation_id: str) -> None:
        """Open a saved conversation (:meth:`PartyConversations.load`)."""
        await self.conversations.load(conversation_id)

    async def list_conversations(self) -> list[dict[str, Any]]:
        """Every saved conversation (:meth:`PartyConversations.saved`)."""
        return self.conversations.saved()

    async def fork(self, at_index: int) -> str:
        """A new conversation with entries ``0..at_index`` (:meth:`PartyConversations.fork`)."""
        return await self.conversations.fork(at_index)

    async def clear(self) -> None:
        """Empty the conversation and its stores (:meth:`PartyConversations.clear`)."""
        await self.conversations.clear()

    async def delete_conversation(self, conversation_id: str) -> None:
        """Delete a conversation and its sidecars (:meth:`PartyConversations.delete`)."""
        await self.conversations.delete(conversation_id)

    async def rename_conversation(self, conversation_id: str, title: str) -> None:
        """Set a conversation's title (:meth:`PartyConversations.rename`)."""
        await self.conversations.rename(conversation_id, title)

    # -- user edits (``player.edits``) ------------------------------------------

    async def edit(self, index: int, text: str) -> None:
        """Change an entry's text without answering again (:meth:`PartyEdits.edit`)."""
        await self.edits.edit(index, text)

    async def delete(self, index: int) -> None:
        """Delete an entry, a reply with its member's whole turn (:meth:`PartyEdits.delete`)."""
        await self.edits.delete(index)

    async def truncate(self, index: int) -> None:
        """Remove entry ``index`` and everything after it."""
        await self.edits.truncate(index)

    async def reject(self, index: int) -> None:
        """Mark a response unacceptable: kept in the file, never sent again."""
        await self.edits.reject(index)

    async def regenerate(self) -> list[dict[str, Any]]:
        """Answer the last user message again (:meth:`PartyEdits.regenerate`)."""
        return await self.edits.regenerate()

    async def resubmit(self, index: int, text: str | None = None) -> list[dict[str, Any]]:
        """Answer the user message at ``index`` again (:meth:`PartyEdits.resubmit`)."""
        return await self.edits.resubmit(index, text)

    # -- export and inspection (``player.inspect``) -----------------------------

    async def export_chat(
        self,
        path: str | Path | None = None,
        *,
        fmt: str | None = None,
        include_logs: bool = False,
        include_reasoning: bool = False,
        conversation_id: str | None = None,
    ) -> str:
        """As :meth:`CharacterPlayer.export_chat` (:meth:`PartyInspection.export_chat`)."""
        return await self.inspect.export_chat(
            path,
            fmt=fmt,
            include_logs=include_logs,
            include_reasoning=include_reasoning,
            conversation_id=conversation_id,
        )

    async def stores(self) -> dict[str, dict[str, Any]]:
        """Every store of the conversation (:meth:`PartyInspection.stores`)."""
        return await self.inspect.stores()

    async def set_store(self, store_id: str, store: dict[str, Any]) -> None:
        """Replace an agent's store (:meth:`PartyInspection.set_store`)."""
        await self.inspect.set_store(store_id, store)

    async def read_agent_log(self, store_id: str) -> list[dict[str, Any]]:
        """The ``@debug`` activity records of an agent (by store id) in this conversation."""
        return await self.inspect.read_agent_log(store_id)

    def debug_store_ids(self) -> list[str]:
        """Store ids of every agent with ``@debug`` (:meth:`PartyInspection.debug_store_ids`)."""
        return self.inspect.debug_store_ids()

    async def read_requests(self) -> list[dict[str, Any]]:
        """The requests journal (each record names its ``speaker``)."""
        return await self.inspect.read_requests()

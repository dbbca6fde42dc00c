"""The conversation side of :class:`~studio.engine.party.player.PartyPlayer`:
opening and forking party conversations, user edits with ``afterUserEdit``
scoped per member, direct commands, and store inspection.

``afterUserEdit`` in a party (reference "Hook events"): each member's agents get
only the ids from that member's turns, with ``lastViableToolCallId`` the highest
of that member's remaining ids; the shared agents get every id of the public
history (they never took part in a private exchange).
"""

from __future__ import annotations

import asyncio
import random
from typing import TYPE_CHECKING, Any

from studio.engine import edits
from studio.engine.commands import run_command
from studio.engine.events import ConversationChangedEvent
from studio.engine.macros import expand, persona_from
from studio.engine.party.manage import delete_turn
from studio.engine.party.sessions import PartySessions, public_view
from studio.engine.party.turns import resolve_name
from studio.storage import Conversation

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.events import Event
    from studio.engine.party.sessions import MemberEngine
    from studio.providers import ModelClient
    from studio.sandbox import SpareWorkers
    from studio.storage import ConversationStore


class PartyEditsMixin:
    """Conversations, edits and inspection for a party player."""

    if TYPE_CHECKING:
        engines: dict[str, MemberEngine]
        shared: Engine
        store: ConversationStore
        client: ModelClient
        _sessions: PartySessions | None
        _lock: asyncio.Lock
        _web_fetcher: Any
        _spares: SpareWorkers
        _stopped: bool

        def _emit(self, event: Event, speaker: str | None) -> None: ...

        async def _answer(self, index: int, *, regenerate: bool) -> list[dict[str, Any]]: ...

    # -- sessions -------------------------------------------------------------

    def _require(self) -> PartySessions:
        if self._sessions is None:
            raise RuntimeError("no conversation is open")
        return self._sessions

    def _entries(self) -> list[dict[str, Any]]:
        return self._require().conversation.entries

    async def _open(self, conversation: Conversation) -> PartySessions:
        if self._sessions is not None:
            self._sessions.detach()
        self._sessions = PartySessions(conversation, list(self.engines.values()), self.shared)
        await self._sessions.start()
        return self._sessions

    async def _ensure_session(self) -> PartySessions:
        if self._sessions is None:
            sessions = await self._create()
            # Said, so that views show the group greetings that may have opened it.
            self._switched("new")
            return sessions
        return self._sessions

    async def _create(self) -> PartySessions:
        """A new party conversation, opened by the members' group greetings."""
        sessions = await self._open(self.store.create())
        self._greet(sessions)
        return sessions

    def _greet(self, sessions: PartySessions) -> None:
        """Each member whose card has group-only greetings opens with one of them,
        picked at random as SillyTavern does (docs/PARTY.md), macros expanded; the
        greetings are ordinary entries of their speakers (so every member sees them
        in its history), written and synced together."""
        conversation = sessions.conversation
        wrote = False
        for engine in self.engines.values():
            greetings = [g for g in engine.package.group_greetings if g.strip()]
            if not greetings:
                continue
            name = engine.member.name
            persona = persona_from(engine.settings.persona, conversation.header.get("persona"))
            text = expand(random.choice(greetings), char=name, user=persona.name).strip()
            if not text:
                continue
            entry = {"role": "assistant", "content": text, "speaker": name, "greeting": True}
            conversation.append(entry, sync=False)
            wrote = True
        if wrote:
            conversation.sync()

    def _switched(self, reason: str) -> None:
        conv_id = self._require().conversation.id
        self._emit(ConversationChangedEvent(conversation_id=conv_id, reason=reason), None)

    @property
    def conversation_id(self) -> str | None:
        return self._sessions.conversation.id if self._sessions is not None else None

    async def new_conversation(self) -> str:
        async with self._lock:
            sessions = await self._create()
            self._switched("new")
            return sessions.conversation.id

    def get_conversation(self) -> list[dict[str, Any]]:
        """Every entry of the conversation (copies; ``speaker``/``private_to`` included)."""
        return [dict(e) for e in self._entries()] if self._sessions is not None else []

    async def load_conversation(self, conversation_id: str) -> None:
        async with self._lock:
            await self._open(self.store.open(str(conversation_id)))
            self._switched("load")

    async def list_conversations(self) -> list[dict[str, Any]]:
        return [
            {
                "id": i.id,
                "title": i.title,
                "created": i.created,
                "updated": i.updated,
                "message_count": i.message_count,
                "forked_from": i.forked_from,
            }
            for i in self.store.list()
        ]

    async def fork(self, at_index: int) -> str:
        """A new conversation with entries ``0..at_index``, stores and counter copied."""
        async with self._lock:
            sessions = await self._ensure_session()
            source = list(sessions.conversation.entries)
            edits._check(source, at_index)
            new = self.store.fork(sessions.conversation.id, at_index)
            await self._open(new)
            await self._after_edit(source, source[: at_index + 1])
            self._switched("fork")
            return new.id

    async def clear(self) -> None:
        """Empty the conversation and its stores; the tool-call counter is kept."""
        async with self._lock:
            sessions = await self._ensure_session()
            sessions.conversation.clear()
            sessions.forget_cached_stores()
            await sessions.start()
            self._switched("clear")

    async def close(self) -> None:
        """Stop every agent worker and close the model client."""
        for engine in [*self.engines.values(), self.shared]:
            await engine.close_agents()
        await self._spares.close()
        if self._sessions is not None:
            self._sessions.detach()
            self._sessions = None
        await self.client.aclose()
        if self._web_fetcher is not None:
            await self._web_fetcher.aclose()

    async def __aenter__(self) -> PartyEditsMixin:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- edits ----------------------------------------------------------------

    async def _after_edit(self, before: list[dict[str, Any]], after: list[dict[str, Any]]) -> None:
        sessions = self._require()
        for name, engine in self.engines.items():

            def mine(entries: list[dict[str, Any]], who: str = name) -> list[dict[str, Any]]:
                return [e for e in entries if e.get("speaker") == who]

            deleted, last = edits.removed_ids(mine(before), mine(after))
            session = sessions.prepare(engine, private=False, chatter=False)
            if session.hooks is not None:
                await session.hooks.after_user_edit(deleted, last, runtimes=list(engine.runtimes))
        public_before = [e for e in before if public_view(e)]
        deleted, last = edits.removed_ids(public_before, [e for e in after if public_view(e)])
        if sessions.shared.hooks is not None:
            await sessions.shared.hooks.after_user_edit(deleted, last)

    async def _edit(self, new_entries: list[dict[str, Any]], reason: str) -> None:
        sessions = self._require()
        before = list(sessions.conversation.entries)
        sessions.conversation.replace_entries(new_entries)
        self._switched(reason)
        await self._after_edit(before, new_entries)

    async def edit(self, index: int, text: str) -> None:
        """Change the text of a user or assistant entry without answering again."""
        async with self._lock:
            entries = [dict(e) for e in (await self._ensure_session()).conversation.entries]
            edits._check(entries, index)
            if entries[index].get("role") not in ("user", "assistant"):
                raise ValueError("only user and assistant messages can be edited")
            entries[index]["content"] = text
            await self._edit(entries, "edit")

    async def delete(self, index: int) -> None:
        """Delete an entry; a reply or tool entry takes its member's whole turn (tool
        rounds included) with it, the other members' replies in the round stay."""
        async with self._lock:
            await self._ensure_session()
            await self._edit(delete_turn(self._entries(), index), "delete")

    async def truncate(self, index: int) -> None:
        async with self._lock:
            await self._ensure_session()
            await self._edit(edits.truncate(self._entries(), index), "truncate")

    async def reject(self, index: int) -> None:
        async with self._lock:
            await self._ensure_session()
            await self._edit(edits.reject(self._entries(), index), "reject")

    async def regenerate(self) -> list[dict[str, Any]]:
        """Answer the last user message again: the same members, chatter again."""
        async with self._lock:
            await self._ensure_session()
            last = edits.last_user_index(self._entries())
            if last is None:
                raise ValueError("there is no user message to answer again")
            await self._edit(self._entries()[: last + 1], "regenerate")
            return await self._answer(last, regenerate=True)

    # -- commands and inspection ----------------------------------------------

    async def command(self, line: str, member: str | None = None) -> str | None:
        """Run a direct ``@command`` of a member's agents, or of the shared agents
        when ``member`` is None; returns None or the message to show."""
        async with self._lock:
            sessions = await self._ensure_session()
            if member is None:
                return await run_command(self.shared, sessions.shared, line)
            engine = self.engines[resolve_name(member, list(self.engines))]
            session = sessions.prepare(engine, private=False, chatter=False)
            return await run_command(engine, session, line)

    async def stores(self) -> dict[str, dict[str, Any]]:
        """Every store of the conversation: members' as ``<slug>/<agentId>``, shared
        agents' as ``<agentId>``; ``{}`` for one not created yet."""
        sessions = await self._ensure_session()
        out: dict[str, dict[str, Any]] = {}
        for engine in [*self.engines.values(), self.shared]:
            for runtime in engine.all_runtimes():
                out[runtime.store_id] = sessions.shared.peek_store(runtime.store_id) or {}
        return out

    async def read_requests(self) -> list[dict[str, Any]]:
        """The requests journal (each record names its ``speaker``)."""
        return (await self._ensure_session()).conversation.read_requests()

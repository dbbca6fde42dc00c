"""The open conversation of :class:`~studio.engine.party.player.PartyPlayer`: its
sessions (one per member plus the shared agents'), the group greetings that open a
new one, and forking, clearing, loading, listing, deleting and renaming
conversations. A part the party player holds as ``player.conversations``
(:mod:`.core`); every change runs under the player's lock.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from studio.engine import edits
from studio.engine.events import ConversationChangedEvent
from studio.engine.macros import expand, persona_from
from studio.engine.party.edits import after_user_edit
from studio.engine.party.sessions import PartySessions

if TYPE_CHECKING:
    from studio.engine.party.core import PartyCore
    from studio.storage import Conversation

__all__ = ["PartyConversations"]


class PartyConversations:
    """The party's open conversation and its saved ones."""

    def __init__(self, player: PartyCore) -> None:
        self._player = player
        self.sessions: PartySessions | None = None

    # -- the open conversation ------------------------------------------------

    def require(self) -> PartySessions:
        """The open conversation's sessions.

        Raises:
            RuntimeError: No conversation is open.
        """
        if self.sessions is None:
            raise RuntimeError("no conversation is open")
        return self.sessions

    def entries(self) -> list[dict[str, Any]]:
        """The open conversation's entries (the live list, not copies)."""
        return self.require().conversation.entries

    @property
    def current_id(self) -> str | None:
        """The open conversation's id (None before the first message)."""
        return self.sessions.conversation.id if self.sessions is not None else None

    def copies(self) -> list[dict[str, Any]]:
        """Every entry of the conversation (copies; ``speaker``/``private_to`` included)."""
        return [dict(e) for e in self.entries()] if self.sessions is not None else []

    async def open(self, conversation: Conversation) -> PartySessions:
        """Make ``conversation`` the open one and start its sessions."""
        self.detach()
        player = self._player
        self.sessions = PartySessions(conversation, list(player.engines.values()), player.shared)
        await self.sessions.start()
        return self.sessions

    def detach(self) -> None:
        """Close the open conversation's sessions (none is open afterwards)."""
        if self.sessions is not None:
            self.sessions.detach()
            self.sessions = None

    async def ensure(self) -> PartySessions:
        """The open conversation's sessions, opening a new conversation if none is."""
        if self.sessions is None:
            sessions = await self._create()
            # Said, so that views show the group greetings that may have opened it.
            self.switched("new")
            return sessions
        return self.sessions

    async def _create(self) -> PartySessions:
        """A new party conversation, opened by the members' group greetings."""
        sessions = await self.open(self._player.store.create())
        self._greet(sessions)
        return sessions

    def _greet(self, sessions: PartySessions) -> None:
        """Each member whose card has group-only greetings opens with one of them,
        picked at random as SillyTavern does (docs/PARTY.md), macros expanded; the
        greetings are ordinary entries of their speakers (so every member sees them
        in its history), written and synced together."""
        conversation = sessions.conversation
        wrote = False
        for engine in self._player.engines.values():
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

    def switched(self, reason: str) -> None:
        """Tell views the open conversation changed (``conversationChanged``)."""
        conv_id = self.require().conversation.id
        self._player._emit(ConversationChangedEvent(conversation_id=conv_id, reason=reason), None)

    # -- conversations --------------------------------------------------------

    async def new(self) -> str:
        """Start a new conversation (group greetings included); its id."""
        async with self._player._lock:
            sessions = await self._create()
            self.switched("new")
            return sessions.conversation.id

    async def load(self, conversation_id: str) -> None:
        """Open a saved conversation."""
        async with self._player._lock:
            await self.open(self._player.store.open(str(conversation_id)))
            self.switched("load")

    def saved(self) -> list[dict[str, Any]]:
        """Every saved conversation: id, title, dates, message count, fork origin."""
        return [
            {
                "id": i.id,
                "title": i.title,
                "created": i.created,
                "updated": i.updated,
                "message_count": i.message_count,
                "forked_from": i.forked_from,
            }
            for i in self._player.store.list()
        ]

    async def fork(self, at_index: int) -> str:
        """A new conversation with entries ``0..at_index``, stores and counter copied."""
        player = self._player
        async with player._lock:
            sessions = await self.ensure()
            source = list(sessions.conversation.entries)
            edits._check(source, at_index)
            new = player.store.fork(sessions.conversation.id, at_index)
            forked = await self.open(new)
            await after_user_edit(forked, player.engines, source, source[: at_index + 1])
            self.switched("fork")
            return new.id

    async def clear(self) -> None:
        """Empty the conversation and its stores; the tool-call counter is kept."""
        async with self._player._lock:
            sessions = await self.ensure()
            sessions.conversation.clear()
            sessions.forget_cached_stores()
            await sessions.start()
            self.switched("clear")

    async def delete(self, conversation_id: str) -> None:
        """Delete a conversation and its sidecars (closing it first if it is open)."""
        async with self._player._lock:
            if self.sessions is not None and self.current_id == conversation_id:
                self.detach()
            self._player.store.delete(conversation_id)

    async def rename(self, conversation_id: str, title: str) -> None:
        """Set a conversation's title."""
        async with self._player._lock:
            if self.sessions is not None and self.current_id == conversation_id:
                self.sessions.conversation.set_title(title)
                return
            conversation = self._player.store.open(conversation_id)
            try:
                conversation.set_title(title)
            finally:
                conversation.close()

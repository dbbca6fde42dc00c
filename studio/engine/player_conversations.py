"""The conversations of :class:`~studio.engine.player.CharacterPlayer`'s character:
start, resume, load, list, search, fork, clear, rename and delete (decisions §2,
§3). A part the player holds as ``player.conversations``
(:mod:`studio.engine.player_core`); each operation runs under the player's lock.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from studio.engine import edits
from studio.engine.events import ConversationChangedEvent
from studio.engine.macros import session_greeting
from studio.engine.player_greetings import persona_dict
from studio.errors import StorageError
from studio.storage.conversation import read_header
from studio.storage.search import search_conversations

if TYPE_CHECKING:
    from studio.engine.player_core import PlayerCore

__all__ = ["Conversations", "conversation_key"]


def conversation_key(conversation_id: str | int) -> str:
    """A conversation id as a person gives it: ``7``, ``"7"`` and ``"07"`` all mean ``07``.

    Ids are numbers of at least two digits (``01``, ``02``, ... ``100``); a shorter
    number is padded, anything else is passed on unchanged (and refused by the
    store if it is not an id). The terminal's ``--conversation`` and ``/switch``
    read ids by this same rule.
    """
    value = str(conversation_id).strip()
    return value.zfill(2) if value.isdigit() else value


class Conversations:
    """The saved conversations of one character, and which one is open."""

    def __init__(self, player: PlayerCore) -> None:
        self._player = player

    @property
    def current_id(self) -> str | None:
        engine = self._player.engine
        return engine.session.conversation.id if engine.has_session else None

    async def new(self, greeting: int | None = None, persona: dict[str, str] | None = None) -> str:
        """Start a new conversation (the current one is already saved); its id.

        Args:
            greeting: Which greeting opens it: 0 the intro, N the N-th alternate
                greeting. Recorded in the conversation header.
            persona: ``{"name", "description"}`` for this conversation only;
                default: the settings' persona.

        Raises:
            ValueError: No such greeting, or a persona without a name.
        """
        player = self._player
        extra: dict[str, Any] = {}
        if greeting is not None:
            player.openings.check_greeting(greeting)
            extra["greeting"] = greeting
        if persona is not None:
            extra["persona"] = persona_dict(persona)
        async with player._lock:
            await player._open(player.engine.store.create(extra=extra))
            player._switched("new")
            return player.engine.session.conversation.id

    def entries(self) -> list[dict[str, Any]]:
        """The open conversation's entries (copies); ``[]`` with none open."""
        engine = self._player.engine
        if not engine.has_session:
            return []
        return [dict(e) for e in engine.session.entries]

    async def resume_latest(self) -> str | None:
        """Open the most recently changed conversation, if there is one; its id.

        Creates nothing: with no conversation yet, the first message (or
        :meth:`new`) creates one.
        """
        player = self._player
        async with player._lock:
            engine = player.engine
            if engine.has_session:
                return engine.session.conversation.id
            infos = engine.store.list()
            if not infos:
                return None
            latest = max(infos, key=lambda info: (info.updated, int(info.id)))
            await player._open(engine.store.open(latest.id))
            player._switched("load")
            return latest.id

    async def load(self, conversation_id: str | int) -> None:
        """Open a saved conversation: ``"07"``, or ``"7"`` / ``7`` (:func:`conversation_key`).

        Raises:
            StorageError: There is no such conversation, or the id is not one.
        """
        player = self._player
        async with player._lock:
            await player._open(player.engine.store.open(conversation_key(conversation_id)))
            player._switched("load")

    def saved(self) -> list[dict[str, Any]]:
        """Every saved conversation: ``{id, title, created, updated, message_count,
        forked_from, forked_at}``.

        ``message_count`` counts the greeting too, as the chat shows it first: it is
        not an entry (decisions §4), so a conversation holding only its greeting
        counts 1.
        """
        return [
            {
                "id": info.id,
                "title": info.title,
                "created": info.created,
                "updated": info.updated,
                "message_count": info.message_count + self._greeting_count(info.id),
                "forked_from": info.forked_from,
                "forked_at": info.forked_at,
            }
            for info in self._player.engine.store.list()
        ]

    def _greeting_count(self, conversation_id: str) -> int:
        """1 when the conversation opens with a greeting, else 0."""
        pkg = self._player.package
        if not pkg.greetings:  # Every conversation opens with the intro, if any.
            return 1 if pkg.intro.strip() else 0
        try:  # Its header says which greeting: one line read, whatever its length.
            header = read_header(self._player.engine.store.folder, conversation_id)
        except StorageError:
            header = {}  # Gone or damaged since it was listed; opening it will say so.
        return 1 if session_greeting(pkg, header).strip() else 0

    def search(self, query: str, *, limit: int = 200) -> list[dict[str, Any]]:
        """Messages containing ``query`` (case-insensitive) in every conversation of
        this character, the open one first: ``{conversation_id, title, index, role,
        start, snippet}`` (:mod:`studio.storage.search`)."""
        hits = search_conversations(
            self._player.engine.store.folder, query, first=self.current_id, limit=limit
        )
        return [dataclasses.asdict(hit) for hit in hits]

    async def delete(self, conversation_id: str) -> None:
        """Delete a saved conversation; deleting the open one leaves none open."""
        player = self._player
        async with player._lock:
            player._flush_records()
            engine = player.engine
            was_open = self.current_id == conversation_id
            if was_open:
                engine.close_session()
            engine.store.delete(conversation_id)
            if was_open:
                # No conversation is open now (the next message creates one); "" says so.
                player._emit(ConversationChangedEvent(conversation_id="", reason="delete"))

    async def fork(self, at_index: int) -> str:
        """A new conversation with entries ``0..at_index``, stores and counter copied."""
        player = self._player
        async with player._lock:
            await player._ensure_session()
            engine = player.engine
            source = engine.session.entries
            edits._check(source, at_index)
            new = engine.store.fork(engine.session.conversation.id, at_index)
            player._flush_records()
            session = engine.open_session(new)
            await session.start()
            deleted, last = edits.removed_ids(source, source[: at_index + 1])
            if session.hooks is not None:
                await session.hooks.after_user_edit(deleted, last)
            player._switched("fork")
            return new.id

    async def clear(self) -> None:
        """Empty the open conversation and its stores; the tool-call counter is kept."""
        player = self._player
        async with player._lock:
            await player._ensure_session()
            session = player.engine.session
            session.conversation.clear()
            session.forget_cached_stores()
            await session.start()
            player._switched("clear")

    async def rename(self, conversation_id: str, title: str) -> None:
        """Give a saved conversation (the open one or another) a new title."""
        player = self._player
        async with player._lock:
            if self.current_id == conversation_id:
                player.engine.session.conversation.set_title(title)
                return
            conversation = player.engine.store.open(conversation_id)
            try:
                conversation.set_title(title)
            finally:
                conversation.close()

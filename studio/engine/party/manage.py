"""More of :class:`~studio.engine.party.player.PartyPlayer`'s ``CharacterPlayer``
shape: resubmitting a user message, deleting and renaming conversations, editing
a store, reading an agent's ``@debug`` log, and deleting one member's turn.

Deleting one member's reply (docs/PARTY.md): in a round several members may
answer one user message. Every entry a member's turn appends (its tool rounds,
tool results, logs, errors and the reply) carries its ``speaker``, and a member's
request only ever contains its *own* tool rounds of the reply in progress, so a
turn is self-contained: removing the run of entries of one speaker leaves every
other member's tool rounds whole. :func:`delete_turn` does exactly that; an entry
without a speaker (an old journal) still takes its whole round.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.engine import edits
from studio.storage.chat_export import export_conversation

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.party.sessions import MemberEngine, PartySessions
    from studio.storage import ConversationStore

__all__ = ["PartyManageMixin", "delete_turn", "turn_bounds"]


def turn_bounds(entries: list[dict[str, Any]], index: int) -> tuple[int, int]:
    """The member's turn around ``index``: ``[start, end)`` of the entries of the
    same speaker within its round (the whole round for an entry with no speaker)."""
    start, end = edits.block_bounds(entries, index)
    speaker = entries[index].get("speaker")
    if speaker is None:
        return start, end
    low = index
    while low > start and entries[low - 1].get("speaker") == speaker:
        low -= 1
    high = index + 1
    while high < end and entries[high].get("speaker") == speaker:
        high += 1
    return low, high


def delete_turn(entries: list[dict[str, Any]], index: int) -> list[dict[str, Any]]:
    """Delete one entry; an assistant or tool entry takes its member's turn with it
    (the other members' replies in the same round stay)."""
    edits._check(entries, index)
    if entries[index].get("role") not in ("assistant", "tool"):
        return edits.delete(entries, index)
    start, end = turn_bounds(entries, index)
    return entries[:start] + entries[end:]


class PartyManageMixin:
    """Resubmit, conversation management and store editing for a party player."""

    if TYPE_CHECKING:
        engines: dict[str, MemberEngine]
        shared: Engine
        store: ConversationStore
        _sessions: PartySessions | None
        _lock: asyncio.Lock

        @property
        def conversation_id(self) -> str | None: ...

        async def _ensure_session(self) -> PartySessions: ...

        def _entries(self) -> list[dict[str, Any]]: ...

        async def _edit(self, new_entries: list[dict[str, Any]], reason: str) -> None: ...

        async def _answer(self, index: int, *, regenerate: bool) -> list[dict[str, Any]]: ...

    async def resubmit(self, index: int, text: str | None = None) -> list[dict[str, Any]]:
        """Answer the user message at ``index`` again, optionally edited first.

        Everything after it is removed (``afterUserEdit`` scoped per member, as for
        other edits). Who answers follows :meth:`send`'s rules with the message's
        stored ``to`` / ``private_to`` and its (possibly edited) text.

        Args:
            index: The user message's entry index.
            text: The new text; None answers the message as it is.

        Returns:
            Each reply in order, as :meth:`send` returns them.

        Raises:
            IndexError: No entry at ``index``.
            ValueError: The entry is not a user message.
        """
        async with self._lock:
            await self._ensure_session()
            entries = self._entries()
            edits._check(entries, index)
            if entries[index].get("role") != "user":
                raise ValueError("only a user message can be resubmitted")
            kept = [dict(e) for e in entries[: index + 1]]
            same = text is None or text == kept[index].get("content")
            if text is not None:
                kept[index]["content"] = text
            await self._edit(kept, "resubmit")
            return await self._answer(index, regenerate=same)

    async def export_chat(
        self,
        path: str | Path | None = None,
        *,
        fmt: str | None = None,
        include_logs: bool = False,
        include_reasoning: bool = False,
        conversation_id: str | None = None,
    ) -> str:
        """As :meth:`CharacterPlayer.export_chat`; each reply names its member."""
        async with self._lock:
            current = self._sessions.conversation if self._sessions is not None else None
            return export_conversation(
                self.store,
                current,
                character=", ".join(self.engines),
                conversation_id=conversation_id,
                path=path,
                fmt=fmt,
                include_logs=include_logs,
                include_reasoning=include_reasoning,
            )

    async def delete_conversation(self, conversation_id: str) -> None:
        """Delete a conversation and its sidecars (closing it first if it is open)."""
        async with self._lock:
            if self._sessions is not None and self.conversation_id == conversation_id:
                self._sessions.detach()
                self._sessions = None
            self.store.delete(conversation_id)

    async def rename_conversation(self, conversation_id: str, title: str) -> None:
        """Set a conversation's title."""
        async with self._lock:
            if self._sessions is not None and self.conversation_id == conversation_id:
                self._sessions.conversation.set_title(title)
                return
            conversation = self.store.open(conversation_id)
            try:
                conversation.set_title(title)
            finally:
                conversation.close()

    async def set_store(self, store_id: str, store: dict[str, Any]) -> None:
        """Replace an agent's store (the store inspector's edit).

        Args:
            store_id: A member's ``<slug>/<agentId>`` (a grant ``<slug>/sub--short``)
                or a shared agent's ``<agentId>``.
            store: The new store (a JSON object).

        Raises:
            TypeError: ``store`` is not a dict.
            KeyError: No agent of the party has that store id.
        """
        if not isinstance(store, dict):
            raise TypeError("a store must be a JSON object")
        async with self._lock:
            sessions = await self._ensure_session()
            for name, engine in self.engines.items():
                runtime = engine.runtime_by_store_id(store_id)
                if runtime is not None:
                    sessions.by_name[name].set_store(runtime, store)
                    return
            runtime = self.shared.runtime_by_store_id(store_id)
            if runtime is None:
                raise KeyError(f"no agent {store_id!r} in this party")
            sessions.shared.set_store(runtime, store)

    async def read_agent_log(self, store_id: str) -> list[dict[str, Any]]:
        """The ``@debug`` activity records of an agent (by store id) in this conversation."""
        sessions = await self._ensure_session()
        return sessions.conversation.read_agent_log(store_id)

    def debug_store_ids(self) -> list[str]:
        """Store ids of every agent (members' and shared, grants included) with ``@debug``."""
        return [
            runtime.store_id
            for engine in [*self.engines.values(), self.shared]
            for runtime in engine.all_runtimes()
            if runtime.debug
        ]

"""What the parts of :class:`~studio.engine.player.CharacterPlayer` may use of it.

The player is split by composition (style.md): it holds its parts —
``player.edits`` (:class:`~studio.engine.player_edits.ConversationEdits`),
``player.openings`` (:class:`~studio.engine.player_greetings.Openings`),
``player.inspect`` (:class:`~studio.engine.player_inspect.Inspection`),
``player.conversations`` (:class:`~studio.engine.player_conversations.Conversations`)
and ``player.journal`` (:class:`~studio.engine.player_journal.RequestRecorder`)
— and each part gets this small interface to it, not the whole player: the
engine and package, the one lock every operation runs under, and the three
steps every part needs (open a conversation if none is, say the conversation
changed, answer a user message).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.events import Event
    from studio.engine.player_greetings import Openings
    from studio.engine.settings import PlayerSettings
    from studio.package import CharacterPackage

__all__ = ["PlayerCore"]


class PlayerCore(Protocol):
    """The player as its parts see it."""

    engine: Engine
    package: CharacterPackage
    settings: PlayerSettings
    openings: Openings
    _lock: asyncio.Lock

    async def _ensure_session(self) -> None:
        """Open a new conversation when none is open (the first message makes one)."""

    async def _open(self, conversation: Any) -> None:
        """Make ``conversation`` the open one and start its session."""

    def _switched(self, reason: str) -> None:
        """Tell views the open conversation changed (``conversationChanged``)."""

    def _emit(self, event: Event) -> None:
        """Send an engine event to every observer."""

    def _flush_records(self) -> None:
        """Write the requests-journal records still queued."""

    async def _respond(self, user_index: int, *, regenerate: bool) -> dict[str, Any]:
        """Answer the user message at ``user_index`` (under the lock already held)."""

    def greeting_for(self, header: dict[str, Any]) -> str:
        """The greeting of the conversation with ``header``, macros expanded."""

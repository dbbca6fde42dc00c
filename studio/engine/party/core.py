"""What the parts of :class:`~studio.engine.party.player.PartyPlayer` may use of it.

The party player is split by composition (style.md), as
:class:`~studio.engine.player.CharacterPlayer` is: it holds its parts —
``player.events`` (:class:`~studio.engine.party.events.PartyEvents`: listeners and
the requests journal), ``player.conversations``
(:class:`~studio.engine.party.conversations.PartyConversations`: the open
conversation's sessions, opening, forking, clearing, deleting, renaming),
``player.rounds`` (:class:`~studio.engine.party.rounds.PartyRounds`: who answers and
each member's turn), ``player.edits`` (:class:`~studio.engine.party.edits.PartyEdits`)
and ``player.inspect`` (:class:`~studio.engine.party.inspection.PartyInspection`:
export, stores, agent logs, journal) — and each part gets this small interface to
it, not the whole player: the members' engines and the shared one, the store, the
one lock every operation runs under, the two parts the others call (the
conversation and the rounds), and the way events go out.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.events import Event
    from studio.engine.party.conversations import PartyConversations
    from studio.engine.party.format import LoadedParty
    from studio.engine.party.rounds import PartyRounds
    from studio.engine.party.sessions import MemberEngine
    from studio.storage import ConversationStore

__all__ = ["PartyCore"]


class PartyCore(Protocol):
    """The party player as its parts see it."""

    party: LoadedParty
    engines: dict[str, MemberEngine]
    shared: Engine
    store: ConversationStore
    conversations: PartyConversations
    rounds: PartyRounds
    _lock: asyncio.Lock

    def _emit(self, event: Event, speaker: str | None) -> None:
        """Send an engine event, naming its ``speaker``, to every observer."""

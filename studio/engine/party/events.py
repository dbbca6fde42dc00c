"""Events of a party player: the engine's events, each also naming its ``speaker``.

``player.on(type, cb)`` callbacks get the event's dict plus ``speaker`` (the
member whose turn it is; None for conversation-wide events). ``subscribe(cb)``
callbacks get ``cb(event, speaker)`` with the :class:`Event` object (GUI bridge).
A part the party player holds as ``player.events`` (:mod:`.core`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from studio.engine.events import Event, party_payload
from studio.engine.listeners import Listeners

if TYPE_CHECKING:
    from studio.engine.party.core import PartyCore

__all__ = ["PartyCallback", "PartyEvents"]

log = logging.getLogger(__name__)

PartyCallback = Callable[[Event, "str | None"], None]


class PartyEvents:
    """Listeners and the requests journal for a party player."""

    def __init__(self, player: PartyCore) -> None:
        self._player = player
        self._listeners = Listeners()
        self._all: list[PartyCallback] = []

    def on(self, event: str, callback: Callable[[Any], Any]) -> Callable[[], None]:
        """Subscribe to an event; the payload is the event's dict plus ``speaker``."""
        return self._listeners.add(event, callback)

    def subscribe(self, callback: PartyCallback) -> Callable[[], None]:
        """Receive every engine event as ``callback(event, speaker)`` (GUI bridge)."""
        self._all.append(callback)
        return lambda: self._all.remove(callback)

    def emit(self, event: Event, speaker: str | None) -> None:
        """Hand ``event`` to every observer, then to the listeners of its type."""
        for observer in list(self._all):
            try:
                observer(event, speaker)
            except Exception:  # an observer must not break the conversation
                log.exception("an event observer raised")
        if self._listeners.wants(event.type):
            self._listeners.dispatch(event.type, party_payload(event, speaker))

    def record_exchange(self, record: dict[str, Any]) -> None:
        """Journal one model exchange in the open conversation, naming its speaker."""
        sessions = self._player.conversations.sessions
        if sessions is not None:
            entries = len(sessions.conversation.entries)
            speaker = self._player.rounds.speaking
            record = {**record, "entries_before": entries, "speaker": speaker}
            sessions.conversation.append_request(record)

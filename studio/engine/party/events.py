"""Events of a party player: the engine's events, each also naming its ``speaker``.

``player.on(type, cb)`` callbacks get the event's dict plus ``speaker`` (the
member whose turn it is; None for conversation-wide events). ``subscribe(cb)``
callbacks get ``cb(event, speaker)`` with the :class:`Event` object (GUI bridge).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from studio.engine.events import Event, party_payload
from studio.engine.listeners import Listeners

if TYPE_CHECKING:
    from studio.engine.party.sessions import PartySessions

log = logging.getLogger(__name__)

PartyCallback = Callable[[Event, "str | None"], None]


class PartyEventsMixin:
    """Listeners and the requests journal for a party player."""

    if TYPE_CHECKING:
        _listeners: Listeners
        _all: list[PartyCallback]
        _sessions: PartySessions | None
        _speaking: str | None

    def on(self, event: str, callback: Callable[[Any], Any]) -> Callable[[], None]:
        """Subscribe to an event; the payload is the event's dict plus ``speaker``."""
        return self._listeners.add(event, callback)

    def subscribe(self, callback: PartyCallback) -> Callable[[], None]:
        """Receive every engine event as ``callback(event, speaker)`` (GUI bridge)."""
        self._all.append(callback)
        return lambda: self._all.remove(callback)

    def _emit(self, event: Event, speaker: str | None) -> None:
        for observer in list(self._all):
            try:
                observer(event, speaker)
            except Exception:  # an observer must not break the conversation
                log.exception("an event observer raised")
        if self._listeners.wants(event.type):
            self._listeners.dispatch(event.type, party_payload(event, speaker))

    def _record_exchange(self, record: dict[str, Any]) -> None:
        if self._sessions is not None:
            entries = len(self._sessions.conversation.entries)
            record = {**record, "entries_before": entries, "speaker": self._speaking}
            self._sessions.conversation.append_request(record)

"""Events of a party player: the engine's events, each also naming its ``speaker``.

``player.on(type, cb)`` callbacks get the event's dict plus ``speaker`` (the
member whose turn it is; None for conversation-wide events). ``subscribe(cb)``
callbacks get ``cb(event, speaker)`` with the :class:`Event` object (GUI bridge).
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from studio.engine.events import EVENT_TYPES, Event

if TYPE_CHECKING:
    from studio.engine.party import PartySessions

log = logging.getLogger(__name__)

PartyCallback = Callable[[Event, "str | None"], None]


class PartyEventsMixin:
    """Listeners and the requests journal for a party player."""

    if TYPE_CHECKING:
        _listeners: dict[str, list[Callable[[Any], Any]]]
        _all: list[PartyCallback]
        _callback_tasks: set[asyncio.Future[Any]]
        _sessions: PartySessions | None
        _speaking: str | None

    def on(self, event: str, callback: Callable[[Any], Any]) -> Callable[[], None]:
        """Subscribe to an event; the payload is the event's dict plus ``speaker``."""
        if event not in self._listeners:
            raise ValueError(f"unknown event {event!r}; known: {', '.join(EVENT_TYPES)}")
        self._listeners[event].append(callback)
        return lambda: self._listeners[event].remove(callback)

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
        listeners = self._listeners.get(event.type)
        if not listeners:
            return
        payload = {**event.payload(), "speaker": speaker}
        for callback in list(listeners):
            try:
                result = callback(payload)
                if inspect.isawaitable(result):
                    task = asyncio.ensure_future(result)
                    self._callback_tasks.add(task)
                    task.add_done_callback(self._callback_tasks.discard)
            except Exception:  # a consumer's callback must not break the conversation
                log.exception("a %s listener raised", event.type)

    def _record_exchange(self, record: dict[str, Any]) -> None:
        if self._sessions is not None:
            entries = len(self._sessions.conversation.entries)
            record = {**record, "entries_before": entries, "speaker": self._speaking}
            self._sessions.conversation.append_request(record)

"""Carrying a party's engine events, each with its ``speaker``, to the GUI thread.

:class:`~studio.engine.party.player.PartyPlayer` calls ``subscribe`` callbacks
as ``cb(event, speaker)``. The bridge's own relay drops the speaker and batches
tokens across turns, which would glue the end of one member's reply to the start
of the next one's. This relay keeps **one ordered queue** filled on the engine
thread: a token is merged into the queue's last item when that item is a token
of the same speaker, anything else is appended as it is. When the queue goes
from empty to non-empty one queued signal asks the GUI thread to drain it, and
the drain re-emits every payload, in order, through the bridge's ``event``
signal, with ``speaker`` added, so every panel connected to the bridge sees it.
Tokens are coalesced naturally: all that arrives before the GUI thread drains
goes out as one ``token`` payload per speaker run.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot

from studio.engine import Event
from studio.engine.events import TokenEvent
from studio.ui.bridge import EngineBridge


class PartyEventRelay(QObject):
    """Forward ``(event, speaker)`` from the engine thread as bridge ``event`` payloads.

    Args:
        bridge: The bridge whose ``event`` signal carries the payloads.
    """

    _wake = Signal()

    def __init__(self, bridge: EngineBridge) -> None:
        super().__init__(bridge)
        self._bridge = bridge
        self._lock = threading.Lock()
        self._queue: list[dict[str, Any]] = []
        self._wake.connect(self.drain, Qt.ConnectionType.QueuedConnection)

    def on_event(self, event: Event, speaker: str | None) -> None:
        """Engine thread: queue one event (tokens of one speaker merge)."""
        if isinstance(event, TokenEvent):
            payload: dict[str, Any] = {"type": "token", "text": event.text, "speaker": speaker}
        else:
            payload = {**event.payload(), "speaker": speaker}
        with self._lock:
            first = not self._queue
            last = self._queue[-1] if self._queue else None
            if (
                payload["type"] == "token"
                and last is not None
                and last["type"] == "token"
                and last["speaker"] == speaker
            ):
                last["text"] += payload["text"]
            else:
                self._queue.append(payload)
        if first:
            self._wake.emit()

    @Slot()
    def drain(self) -> None:
        """GUI thread: emit every queued payload, in order."""
        with self._lock:
            items, self._queue = self._queue, []
        for payload in items:
            self._bridge.event.emit(payload)

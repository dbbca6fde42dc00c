"""Consumer callbacks (``player.on(type, callback)``), shared by both players.

A callback may be a plain function or return an awaitable (scheduled on the
running loop, kept referenced until done). A callback that raises is logged and
never breaks the conversation.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Callable
from typing import Any

from studio.engine.events import EVENT_TYPES

log = logging.getLogger(__name__)


class Listeners:
    """Callbacks per event type."""

    def __init__(self) -> None:
        self._by_type: dict[str, list[Callable[[Any], Any]]] = {t: [] for t in EVENT_TYPES}
        self._tasks: set[asyncio.Future[Any]] = set()

    def add(self, event: str, callback: Callable[[Any], Any]) -> Callable[[], None]:
        """Subscribe; returns a function that unsubscribes.

        Raises:
            ValueError: For an unknown event type (the message lists the known ones).
        """
        if event not in self._by_type:
            raise ValueError(f"unknown event {event!r}; known: {', '.join(EVENT_TYPES)}")
        self._by_type[event].append(callback)
        return lambda: self._by_type[event].remove(callback)

    def wants(self, event: str) -> bool:
        """Whether anyone listens (so the payload need not be built otherwise)."""
        return bool(self._by_type.get(event))

    def dispatch(self, event: str, payload: Any) -> None:
        for callback in list(self._by_type.get(event, ())):
            try:
                result = callback(payload)
                if inspect.isawaitable(result):
                    task = asyncio.ensure_future(result)
                    self._tasks.add(task)
                    task.add_done_callback(self._tasks.discard)
            except Exception:  # a consumer's callback must not break the conversation
                log.exception("a %s listener raised", event)

"""Routes the peer's requests and notifications to handlers (host side).

The dispatcher knows nothing about frames or ids: the :class:`~.endpoint.Endpoint`
hands it a method name and params and writes back whatever it returns. A method
with no handler is a protocol violation: a well-behaved worker only sends the
methods the host registered, so anything else is forged or broken.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from studio.sandbox.framing import ProtocolError

RequestHandler = Callable[[str, list[Any]], Awaitable[Any]]
NotificationHandler = Callable[[str, list[Any]], Awaitable[None]]


class Dispatcher:
    """A table of request and notification handlers, keyed by method name."""

    def __init__(self) -> None:
        self._requests: dict[str, RequestHandler] = {}
        self._notifications: dict[str, NotificationHandler] = {}

    def on_request(self, method: str, handler: RequestHandler) -> None:
        """Register ``handler(method, params) -> result`` for requests named ``method``.

        The handler may raise :class:`studio.errors.BridgeRejected` to send an error
        reply, or :class:`ProtocolError` to drop the connection.
        """
        self._requests[method] = handler

    def on_notification(self, method: str, handler: NotificationHandler) -> None:
        """Register ``handler(method, params)`` for notifications named ``method``."""
        self._notifications[method] = handler

    async def handle_request(self, method: str, params: list[Any], slot: str | None = None) -> Any:
        """Run the handler for a request and return its JSON result.

        Raises:
            ProtocolError: Nobody handles ``method``, or the frame names a slot
                (this worker holds one agent).
        """
        _no_slot(slot)
        handler = self._requests.get(method)
        if handler is None:
            raise ProtocolError(f"unknown request method {method!r}")
        return await handler(method, params)

    async def handle_notification(
        self, method: str, params: list[Any], slot: str | None = None
    ) -> None:
        """Run the handler for a notification.

        Raises:
            ProtocolError: Nobody handles ``method``, or the frame names a slot.
        """
        _no_slot(slot)
        handler = self._notifications.get(method)
        if handler is None:
            raise ProtocolError(f"unknown notification method {method!r}")
        await handler(method, params)


def _no_slot(slot: str | None) -> None:
    if slot is not None:
        raise ProtocolError(f"frame names slot {slot!r}, but this worker holds one agent")

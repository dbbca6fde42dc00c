"""Listing an endpoint's models off the GUI thread (settings: Refresh / Test connection).

The dialogs run before any character is open, so they cannot use the engine
bridge; each fetch gets a short-lived :class:`QThread` running its own asyncio
loop. Results come back as queued signals, so slots run on the GUI thread.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QObject, QThread, Signal

from studio.providers import ModelClient
from studio.ui.inspectors.jsontext import scrub

__all__ = ["ModelFetcher", "masked"]

MASK = "••••••••"


def masked(key: str | None) -> str:
    """A key shown as ``••••••••1234`` (only the last four characters; short keys not at all)."""
    if not key:
        return ""
    return MASK + key[-4:] if len(key) >= 12 else MASK


class ModelFetcher(QThread):
    """``GET {base_url}/models`` in a worker thread.

    Args:
        base_url: The endpoint.
        api_key: The key to send (never put in a message).
        parent: The owner; keep a reference until :attr:`done` or :attr:`failed`.

    Signals:
        done(list): The sorted model ids.
        failed(str): What went wrong, in words for the user (no key in it).
    """

    done = Signal(list)
    failed = Signal(str)

    def __init__(self, base_url: str, api_key: str | None, parent: QObject | None = None):
        super().__init__(parent)
        self._base_url = base_url
        self._api_key = api_key

    async def _list(self) -> list[str]:
        async with ModelClient(
            base_url=self._base_url, api_key=self._api_key, max_retries=0, request_timeout=20
        ) as client:
            return await client.list_models()

    def run(self) -> None:
        """Thread body: list the models and report through a signal."""
        try:
            models = asyncio.run(self._list())
        except Exception as exc:  # every failure is reported to the user, none is raised
            message = str(scrub(str(exc) or type(exc).__name__, (self._api_key or "",)))
            self.failed.emit(message)
        else:
            self.done.emit(models)

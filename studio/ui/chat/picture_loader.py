"""Remote pictures for the chat pane: fetched on the engine thread, shown when they arrive.

Off until the player turns on Chat → Load Remote Pictures (``settings.remote_pictures``).
Each https picture a message names is fetched once, through the web guard
(:func:`studio.web.download.fetch_picture`: https only, public addresses only, an
``image/*`` answer of at most 8 MB, 20 s); the rows re-render when it (or the reason it
could not be had) arrives. A failure is said in the message, never as an error toast:
a picture is not worth interrupting the story for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from studio.web.download import fetch_picture
from studio.web.fetch import WebFetcher
from studio.web.guard import WebFetchError

if TYPE_CHECKING:
    from studio.ui.bridge import EngineBridge
    from studio.ui.chat.view import ChatView

__all__ = ["PictureLoader"]


class PictureLoader:
    """Wires a chat view's :class:`~studio.ui.chat.pictures.Pictures` to the engine thread.

    Args:
        bridge: The engine bridge (its loop runs the fetches).
        view: The chat view whose delegate shows the pictures.
    """

    def __init__(self, bridge: EngineBridge, view: ChatView) -> None:
        self._bridge = bridge
        self._view = view
        self.allowed = False
        self.fetcher: WebFetcher | None = None  # None: a fresh guarded fetcher per picture
        self.fetched: list[str] = []  # the URLs asked for (tests)
        pictures = view.chat_delegate.pictures
        pictures.remote_allowed = lambda: self.allowed
        pictures.fetch = self.fetch
        pictures.changed = self.refresh

    def set_allowed(self, on: bool) -> None:
        """Turn remote pictures on or off; the rows show the change at once."""
        if on == self.allowed:
            return
        self.allowed = on
        self._view.chat_delegate.pictures.forget_remote()
        self.refresh()

    def fetch(self, url: str, done: Callable[[bytes | None, str], None]) -> None:
        """Fetch ``url`` on the engine loop; ``done(data, why)`` runs on the GUI thread."""
        self.fetched.append(url)
        fetcher = self.fetcher

        async def job() -> tuple[bytes | None, str]:
            try:
                return await fetch_picture(url, fetcher=fetcher), ""
            except WebFetchError as err:
                return None, str(err)

        self._bridge.run(job, lambda result: done(*result), what="picture")

    def refresh(self) -> None:
        """Render the rows again (a picture arrived, or the choice changed)."""
        view = self._view
        view.chat_delegate.forget()
        view.scheduleDelayedItemsLayout()
        view.viewport().update()

"""The chat pane's tools around messages: what an error card's buttons do, find,
jump and copy, and swipes. Parts :class:`~studio.ui.chat.pane.ChatPane` holds as
``pane.error_actions``, ``pane.find_copy`` and ``pane.swipes`` (:mod:`.pane_core`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import SIGNAL
from PySide6.QtWidgets import QDockWidget

from studio.ui.chat import error_card
from studio.ui.chat.clipboard import copy_rows

if TYPE_CHECKING:
    from studio.ui.chat.pane_core import ChatCore
    from studio.ui.chat.rows import Row

__all__ = ["ErrorActions", "FindAndCopy", "Swipes"]


def _data_folder(player: Any) -> Path | None:
    """Where the open character's conversations are kept (a party's too)."""
    store = getattr(getattr(player, "engine", None), "store", None) or getattr(
        player, "store", None
    )
    folder = getattr(store, "folder", None)
    return folder if isinstance(folder, Path) else None


class ErrorActions:
    """What an error card's buttons do."""

    def __init__(self, pane: ChatCore) -> None:
        self._pane = pane

    def run_error_action(self, row: Row, key: str) -> None:
        """Do what an error card's button says (:mod:`studio.ui.chat.error_card`)."""
        if key == "regenerate":
            if not self._pane.replying:
                self._pane._reply(lambda p: p.regenerate(), "regenerate the response")
        elif key == "settings":
            self._ask_window("settingsRequested", "open_settings")
        elif key == "agent_log":
            self._ask_window("agentLogRequested", "log_dock")
        elif key == "data_folder":
            folder = _data_folder(self._pane.bridge.player)
            if folder is None or not error_card.open_folder(folder):
                message = f"Could not open the data folder {folder or ''}".strip()
                self._pane.toasts.show_toast(message)

    def _ask_window(self, signal: str, fallback: str) -> None:
        """Emit the pane's ``signal``; with nobody listening, use the window's own
        ``fallback`` (a method to call, or a dock to show)."""
        if self._pane.receivers(SIGNAL(f"{signal}()")) > 0:
            getattr(self._pane, signal).emit()
            return
        found = getattr(self._pane.window(), fallback, None)
        if isinstance(found, QDockWidget):
            found.show()
            found.raise_()
        elif callable(found):
            found()


class FindAndCopy:
    """Find in the chat, jump to a conversation's entry, copy messages."""

    def __init__(self, pane: ChatCore) -> None:
        self._pane = pane
        self._jump: tuple[str, int, str] | None = None  # (conversation, entry, query)

    def open_find(self) -> None:
        """Ctrl+F: find in this chat."""
        self._pane.find_bar.open_find()

    def open_search_all(self) -> None:
        """Ctrl+Shift+F: search every conversation of the character."""
        self._pane.find_bar.open_find(everywhere=True)

    def scroll_to_entry(self, entry_index: int, query: str = "", nth: int = 0) -> bool:
        """Bring the row of a conversation entry into view and select it; with
        ``query``, its ``nth`` occurrence in the row is what is centred (a long
        message's hit may be far from the row's middle)."""
        row = self._pane.model.row_for_entry(entry_index)
        if row is None:
            return False
        self._pane.view.setCurrentIndex(self._pane.model.index(row))
        return self._pane.view.reveal(entry_index, query, nth)

    def jump_to(self, conversation_id: str, entry_index: int, query: str = "") -> None:
        """Open a conversation (if another) and scroll to one of its entries (to the
        first occurrence of ``query`` in it)."""
        self._jump = (conversation_id, entry_index, query)
        player = self._pane.bridge.player
        if player is not None and player.conversation_id == conversation_id:
            self.jump_pending()
            return
        self._pane._edit(lambda p: p.load_conversation(conversation_id), "open the conversation")

    def jump_pending(self) -> None:
        jump, player = self._jump, self._pane.bridge.player
        if jump is None or player is None or player.conversation_id != jump[0]:
            return
        if self.scroll_to_entry(jump[1], jump[2]):
            self._jump = None

    def selected_rows(self) -> list[Row]:
        """The rows selected in the view, top to bottom."""
        rows = sorted(i.row() for i in self._pane.view.selectionModel().selectedIndexes())
        return [self._pane.model.row_at(r) for r in rows]

    def copy_selected(self, *, markdown: bool) -> str:
        """Ctrl+C in the message list: copy the selected messages."""
        return self.copy_rows(self.selected_rows(), markdown=markdown)

    def copy_rows(self, rows: list[Row], *, markdown: bool) -> str:
        """Copy rows as shown (plain text) or as written (Markdown)."""
        delegate = self._pane.view.chat_delegate
        return copy_rows(
            rows,
            markdown=markdown,
            character=delegate.character,
            plain=lambda row: delegate.document(row).toPlainText().strip(),
            user=delegate.user_name,
        )


class Swipes:
    """The alternatives of a response: previous, next, or a new one."""

    def __init__(self, pane: ChatCore) -> None:
        self._pane = pane

    def swipe(self, model_row: int, direction: int) -> None:
        """Show the previous (-1) or next (+1) alternative of the response on a row.

        Past the newest alternative of the last response, › writes a new one
        (Regenerate), as in SillyTavern.
        """
        if self._pane.replying or not 0 <= model_row < self._pane.model.rowCount():
            return
        row = self._pane.model.row_at(model_row)
        # The control stays where it is (under the mouse) whatever the new text's length.
        if row.swipe is None or row.index is None:
            if direction > 0 and self._is_last_response(row):
                self._pane.view.hold_swipe(model_row)
                self._pane._reply(lambda p: p.regenerate(), "regenerate the response", follow=False)
            return
        shown, count = row.swipe
        target = shown + direction
        index = row.index
        if 0 <= target < count:
            self._pane.view.hold_swipe(model_row)
            self._pane._edit(lambda p: p.select_alternative(index, target), "show the alternative")
        elif target == count and self._is_last_response(row):
            self._pane.view.hold_swipe(model_row)
            self._pane._reply(lambda p: p.regenerate(), "regenerate the response", follow=False)

    def swipe_last(self, direction: int) -> None:
        """Swipe the last response (Alt+Left / Alt+Right)."""
        for model_row in range(self._pane.model.rowCount() - 1, -1, -1):
            row = self._pane.model.row_at(model_row)
            if row.index is not None and (row.swipe is not None or row.kind != "user"):
                self.swipe(model_row, direction)
                return

    def _is_last_response(self, row: Row) -> bool:
        users = [i for i, e in enumerate(self._pane.entries) if e.get("role") == "user"]
        return bool(users) and row.index is not None and row.index >= users[-1]

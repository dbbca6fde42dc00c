"""The chat pane's tools around messages: edit in place (and undo), read and copy, find,
swipes.

Mixed into :class:`~studio.ui.chat.pane.ChatPane` (split from it to keep each
file about one concern). Every engine call goes through the pane's ``_edit``
or ``_reply``, so these methods hold no engine state of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import SIGNAL, QTimer
from PySide6.QtWidgets import QDockWidget

from studio.ui.chat import error_card
from studio.ui.chat.clipboard import copy_rows
from studio.ui.chat.inline_edit import InlineEditor, InlineReader
from studio.ui.chat.rows import Row
from studio.ui.chat.undo import ChatUndo, UndoStep, edited_entries

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPlainTextEdit

    from studio.ui.bridge import EngineBridge
    from studio.ui.chat.find_bar import ChatFindBar
    from studio.ui.chat.model import ChatModel
    from studio.ui.chat.pane import Job
    from studio.ui.chat.toast import ToastLayer
    from studio.ui.chat.view import ChatView

__all__ = ["ChatToolsMixin"]


def _data_folder(player: Any) -> Path | None:
    """Where the open character's conversations are kept (a party's too)."""
    store = getattr(getattr(player, "engine", None), "store", None) or getattr(
        player, "store", None
    )
    folder = getattr(store, "folder", None)
    return folder if isinstance(folder, Path) else None


class ChatToolsMixin:
    """Mixed into :class:`~studio.ui.chat.pane.ChatPane`."""

    if TYPE_CHECKING:
        _bridge: EngineBridge
        _replying: bool
        _jump: tuple[str, int, str] | None
        model: ChatModel
        view: ChatView
        input: QPlainTextEdit
        toasts: ToastLayer
        find_bar: ChatFindBar
        entries: list[dict[str, Any]]
        inline_editor: InlineEditor | None
        reader: InlineReader | None
        undo_stack: ChatUndo
        def receivers(self, signal: str) -> int: ...
        def window(self) -> Any: ...

        def _edit(
            self, job: Job, what: str, then: Callable[[Any], None] | None = None
        ) -> None: ...
        def _reply(self, job: Job, what: str, *, follow: bool = True) -> None: ...
        def reload(self) -> None: ...

    # -- editing in place ----------------------------------------------------------

    def start_edit(self, row: Row) -> InlineEditor | None:
        """Open the inline editor on a row (one at a time); returns it."""
        if row.index is None or self._replying:
            return None
        self.close_reader()
        self.close_editor()
        model_row = self.model.row_for_entry(row.index)
        if model_row is None:
            return None
        editor = InlineEditor(
            row.text, row.index, regenerate=row.kind == "user", parent=self.view.viewport()
        )
        self.inline_editor = editor
        index = self.model.index(model_row)
        self.view.chat_delegate.set_editing(row.id, editor.wanted_height(self.view.width()))
        self.view.set_overlay(editor, row.id)
        self.view.scheduleDelayedItemsLayout()
        self.view.stick_to_bottom = False
        self.view.scrollTo(index)
        editor.saved.connect(self._save_edit)
        editor.cancelled.connect(self.close_editor)
        editor.text_edit.setFocus()
        return editor

    def open_reader(self, model_row: int) -> InlineReader | None:
        """Double-click: open a row's text over it, selectable (Esc closes)."""
        if self.inline_editor is not None or not 0 <= model_row < self.model.rowCount():
            return None
        row = self.model.row_at(model_row)
        if not row.text or row.streaming:
            return None
        self.close_reader()
        delegate = self.view.chat_delegate
        reader = InlineReader(
            delegate.html(row), delegate.css, row.index or 0, parent=self.view.viewport()
        )
        self.reader = reader
        self.view.set_overlay(reader, row.id)
        reader.closed.connect(self.close_reader)
        # After the double-click's own events, which would take the focus back.
        QTimer.singleShot(0, reader, reader.setFocus)
        return reader

    def close_reader(self) -> None:
        reader, self.reader = self.reader, None
        if reader is not None:
            self.view.set_overlay(None)
            reader.hide()
            reader.deleteLater()

    def close_editor(self) -> None:
        """Close the inline editor without saving."""
        editor, self.inline_editor = self.inline_editor, None
        self.view.chat_delegate.set_editing(None)
        if editor is None:
            return
        self.view.set_overlay(None)
        editor.hide()
        editor.deleteLater()
        self.view.scheduleDelayedItemsLayout()
        self.input.setFocus()

    def _save_edit(self, text: str, regenerate: bool) -> None:
        editor = self.inline_editor
        if editor is None:
            return
        index = editor.entry_index
        self.close_editor()
        if regenerate:
            self._reply(lambda p: p.resubmit(index, text), "resubmit the message")
            return

        async def job(player: Any) -> list[dict[str, Any]] | None:
            before: list[dict[str, Any]] = player.get_conversation()
            restore = getattr(player, "restore_entries", None)
            if restore is None:  # a party player: its own edit, and no undo
                await player.edit(index, text)
                return None
            # The same change as edit(), minus the marks about the model's text.
            await restore(edited_entries(before, index, text))
            return before

        self._edit(job, "edit the message", then=lambda before: self._undoable("edit", before))

    def delete_with_undo(self, index: int) -> None:
        """Delete an entry; a toast offers Undo, which puts the entries back as they were."""

        async def job(player: Any) -> list[dict[str, Any]] | None:
            before: list[dict[str, Any]] = player.get_conversation()
            await player.delete(index)
            return before if hasattr(player, "restore_entries") else None

        self._edit(job, "delete the message", then=lambda before: self._undoable("delete", before))

    def _undoable(self, what: str, before: list[dict[str, Any]] | None) -> None:
        """Record a change for Undo (Ctrl+Z) and offer it in a toast."""
        player = self._bridge.player
        if before is None or player is None:
            return
        self.undo_stack.record(what, player.conversation_id, before)
        step = self.undo_stack.last()
        label = "Message edited." if what == "edit" else "Message deleted."
        self.toasts.show_action_toast(label, "Undo", lambda: self.undo_stack.undo(step))

    def _restore(self, step: UndoStep) -> None:
        """Put the conversation back as it was before ``step``."""
        # Undone (from the toast, Edit → Undo or Ctrl+Z): its "Undo" toast has no use left.
        self.toasts.close_action_toasts()
        self._edit(lambda p: p.restore_entries(step.entries), f"undo the {step.what}")

    # -- error cards ----------------------------------------------------------------

    def run_error_action(self, row: Row, key: str) -> None:
        """Do what an error card's button says (:mod:`studio.ui.chat.error_card`)."""
        if key == "regenerate":
            if not self._replying:
                self._reply(lambda p: p.regenerate(), "regenerate the response")
        elif key == "settings":
            self._ask_window("settingsRequested", "open_settings")
        elif key == "agent_log":
            self._ask_window("agentLogRequested", "log_dock")
        elif key == "data_folder":
            folder = _data_folder(self._bridge.player)
            if folder is None or not error_card.open_folder(folder):
                self.toasts.show_toast(f"Could not open the data folder {folder or ''}".strip())

    def _ask_window(self, signal: str, fallback: str) -> None:
        """Emit the pane's ``signal``; with nobody listening, use the window's own
        ``fallback`` (a method to call, or a dock to show)."""
        if self.receivers(SIGNAL(f"{signal}()")) > 0:
            getattr(self, signal).emit()
            return
        found = getattr(self.window(), fallback, None)
        if isinstance(found, QDockWidget):
            found.show()
            found.raise_()
        elif callable(found):
            found()

    # -- find, jump, copy -------------------------------------------------------------

    def open_find(self) -> None:
        """Ctrl+F: find in this chat."""
        self.find_bar.open_find()

    def open_search_all(self) -> None:
        """Ctrl+Shift+F: search every conversation of the character."""
        self.find_bar.open_find(everywhere=True)

    def scroll_to_entry(self, entry_index: int, query: str = "", nth: int = 0) -> bool:
        """Bring the row of a conversation entry into view and select it; with
        ``query``, its ``nth`` occurrence in the row is what is centred (a long
        message's hit may be far from the row's middle)."""
        row = self.model.row_for_entry(entry_index)
        if row is None:
            return False
        self.view.setCurrentIndex(self.model.index(row))
        return self.view.reveal(entry_index, query, nth)

    def jump_to(self, conversation_id: str, entry_index: int, query: str = "") -> None:
        """Open a conversation (if another) and scroll to one of its entries (to the
        first occurrence of ``query`` in it)."""
        self._jump = (conversation_id, entry_index, query)
        player = self._bridge.player
        if player is not None and player.conversation_id == conversation_id:
            self._jump_pending()
            return
        self._edit(lambda p: p.load_conversation(conversation_id), "open the conversation")

    def _jump_pending(self) -> None:
        jump, player = self._jump, self._bridge.player
        if jump is None or player is None or player.conversation_id != jump[0]:
            return
        if self.scroll_to_entry(jump[1], jump[2]):
            self._jump = None

    def selected_rows(self) -> list[Row]:
        """The rows selected in the view, top to bottom."""
        rows = sorted(i.row() for i in self.view.selectionModel().selectedIndexes())
        return [self.model.row_at(r) for r in rows]

    def copy_selected(self, *, markdown: bool) -> str:
        """Ctrl+C in the message list: copy the selected messages."""
        return self.copy_rows(self.selected_rows(), markdown=markdown)

    def copy_rows(self, rows: list[Row], *, markdown: bool) -> str:
        """Copy rows as shown (plain text) or as written (Markdown)."""
        delegate = self.view.chat_delegate
        return copy_rows(
            rows,
            markdown=markdown,
            character=delegate.character,
            plain=lambda row: delegate.document(row).toPlainText().strip(),
            user=delegate.user_name,
        )

    # -- swipes ---------------------------------------------------------------------

    def swipe(self, model_row: int, direction: int) -> None:
        """Show the previous (-1) or next (+1) alternative of the response on a row.

        Past the newest alternative of the last response, › writes a new one
        (Regenerate), as in SillyTavern.
        """
        if self._replying or not 0 <= model_row < self.model.rowCount():
            return
        row = self.model.row_at(model_row)
        # The control stays where it is (under the mouse) whatever the new text's length.
        if row.swipe is None or row.index is None:
            if direction > 0 and self._is_last_response(row):
                self.view.hold_swipe(model_row)
                self._reply(lambda p: p.regenerate(), "regenerate the response", follow=False)
            return
        shown, count = row.swipe
        target = shown + direction
        index = row.index
        if 0 <= target < count:
            self.view.hold_swipe(model_row)
            self._edit(lambda p: p.select_alternative(index, target), "show the alternative")
        elif target == count and self._is_last_response(row):
            self.view.hold_swipe(model_row)
            self._reply(lambda p: p.regenerate(), "regenerate the response", follow=False)

    def swipe_last(self, direction: int) -> None:
        """Swipe the last response (Alt+Left / Alt+Right)."""
        for model_row in range(self.model.rowCount() - 1, -1, -1):
            row = self.model.row_at(model_row)
            if row.index is not None and (row.swipe is not None or row.kind != "user"):
                self.swipe(model_row, direction)
                return

    def _is_last_response(self, row: Row) -> bool:
        users = [i for i, e in enumerate(self.entries) if e.get("role") == "user"]
        return bool(users) and row.index is not None and row.index >= users[-1]

"""Editing a chat message in place (and undoing it), reading one, deleting one with
Undo: a part :class:`~studio.ui.chat.pane.ChatPane` holds as ``pane.editing``
(:mod:`.pane_core`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from studio.ui.chat.inline_edit import InlineEditor, InlineReader
from studio.ui.chat.undo import UndoStep, edited_entries
from studio.ui.i18n import translate

if TYPE_CHECKING:
    from studio.ui.chat.pane_core import ChatCore
    from studio.ui.chat.rows import Row

__all__ = ["MessageEditing"]


class MessageEditing:
    """The inline editor and reader over the chat's rows, and undoable changes."""

    def __init__(self, pane: ChatCore) -> None:
        self._pane = pane
        self.inline_editor: InlineEditor | None = None
        self.reader: InlineReader | None = None

    def start_edit(self, row: Row) -> InlineEditor | None:
        """Open the inline editor on a row (one at a time); returns it."""
        if row.index is None or self._pane.replying:
            return None
        self.close_reader()
        self.close_editor()
        model_row = self._pane.model.row_for_entry(row.index)
        if model_row is None:
            return None
        editor = InlineEditor(
            row.text, row.index, regenerate=row.kind == "user", parent=self._pane.view.viewport()
        )
        self.inline_editor = editor
        index = self._pane.model.index(model_row)
        view = self._pane.view
        view.chat_delegate.set_editing(row.id, editor.wanted_height(view.width()))
        view.set_overlay(editor, row.id)
        view.scheduleDelayedItemsLayout()
        view.stick_to_bottom = False
        view.scrollTo(index)
        editor.saved.connect(self._save_edit)
        editor.cancelled.connect(self.close_editor)
        editor.text_edit.setFocus()
        return editor

    def open_reader(self, model_row: int) -> InlineReader | None:
        """Double-click: open a row's text over it, selectable (Esc closes)."""
        if self.inline_editor is not None or not 0 <= model_row < self._pane.model.rowCount():
            return None
        row = self._pane.model.row_at(model_row)
        if not row.text or row.streaming:
            return None
        self.close_reader()
        delegate = self._pane.view.chat_delegate
        shown = delegate.html(row)
        viewport = self._pane.view.viewport()
        reader = InlineReader(shown, delegate.css, row.index or 0, parent=viewport)
        if delegate.pictures.pending():  # the row's pictures, as the chat shows them
            delegate.pictures.attach(reader.document())
            reader.setHtml(shown)
        self.reader = reader
        self._pane.view.set_overlay(reader, row.id)
        reader.closed.connect(self.close_reader)
        # After the double-click's own events, which would take the focus back.
        QTimer.singleShot(0, reader, reader.setFocus)
        return reader

    def close_reader(self) -> None:
        reader, self.reader = self.reader, None
        if reader is not None:
            self._pane.view.set_overlay(None)
            reader.hide()
            reader.deleteLater()

    def close_editor(self) -> None:
        """Close the inline editor without saving."""
        editor, self.inline_editor = self.inline_editor, None
        self._pane.view.chat_delegate.set_editing(None)
        if editor is None:
            return
        self._pane.view.set_overlay(None)
        editor.hide()
        editor.deleteLater()
        self._pane.view.scheduleDelayedItemsLayout()
        self._pane.input.setFocus()

    def _save_edit(self, text: str, regenerate: bool) -> None:
        editor = self.inline_editor
        if editor is None:
            return
        index = editor.entry_index
        self.close_editor()
        if regenerate:
            self._pane._reply(lambda p: p.resubmit(index, text), "resubmit the message")
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

        self._pane._edit(
            job, "edit the message", then=lambda before: self.undoable("edit", before)
        )

    def delete_with_undo(self, index: int) -> None:
        """Delete an entry; a toast offers Undo, which puts the entries back as they were."""

        async def job(player: Any) -> list[dict[str, Any]] | None:
            before: list[dict[str, Any]] = player.get_conversation()
            await player.delete(index)
            return before if hasattr(player, "restore_entries") else None

        self._pane._edit(
            job, "delete the message", then=lambda before: self.undoable("delete", before)
        )

    def undoable(self, what: str, before: list[dict[str, Any]] | None) -> None:
        """Record a change for Undo (Ctrl+Z) and offer it in a toast."""
        player = self._pane.bridge.player
        if before is None or player is None:
            return
        self._pane.undo_stack.record(what, player.conversation_id, before)
        step = self._pane.undo_stack.last()
        label = (
            translate("ChatPane", "Message edited.")
            if what == "edit"
            else translate("ChatPane", "Message deleted.")
        )
        self._pane.toasts.show_action_toast(
            label, translate("ChatPane", "Undo"), lambda: self._pane.undo_stack.undo(step)
        )

    def restore(self, step: UndoStep) -> None:
        """Put the conversation back as it was before ``step``."""
        # Undone (from the toast, Edit → Undo or Ctrl+Z): its "Undo" toast has no use left.
        self._pane.toasts.close_action_toasts()
        self._pane._edit(lambda p: p.restore_entries(step.entries), f"undo the {step.what}")


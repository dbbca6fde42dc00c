"""``ChatPane``: the conversation, the input box, Send/Stop, per-message actions.

Every engine call goes through :meth:`EngineBridge.submit`; after any change
the pane reads the entries back with ``player.get_conversation()`` (on the
engine thread) and hands them to :class:`ChatModel`, which updates only the
rows that differ. Streamed text arrives as coalesced ``token`` events and
grows one streaming row. Messages typed while a reply is being written are
held and sent, in order, when it is done.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from PySide6.QtCore import QModelIndex, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.ui.bridge import EngineBridge
from studio.ui.chat import actions
from studio.ui.chat.avatar import avatar_pixmap
from studio.ui.chat.clipboard import copy_rows
from studio.ui.chat.commands import CommandDialog
from studio.ui.chat.find_bar import ChatFindBar
from studio.ui.chat.inline_edit import InlineEditor, InlineReader
from studio.ui.chat.model import ROW_ROLE, ChatModel
from studio.ui.chat.rows import Row
from studio.ui.chat.toast import ToastLayer
from studio.ui.chat.view import ChatInput, ChatView

Job = Callable[[Any], Awaitable[Any]]


AVATAR_SIZE = 32  # painted smaller; drawn from this for sharp high-DPI output


async def _entries(player: Any) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = player.get_conversation()
    return entries


class ChatPane(QWidget):
    """The chat of the open character.

    Args:
        bridge: The engine bridge (the pane follows its open player).
        parent: Optional parent widget.
        own_shortcuts: Bind Ctrl+K, Ctrl+F and Ctrl+Shift+F on the pane itself
            (off in the main window, whose menu actions own those keys).

    Signals:
        replyingChanged(bool): A reply started or finished being written.
        reloaded(): The rows were refreshed from the engine.
    """

    replyingChanged = Signal(bool)
    reloaded = Signal()

    def __init__(
        self, bridge: EngineBridge, parent: QWidget | None = None, *, own_shortcuts: bool = True
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.model = ChatModel(self)
        self.view = ChatView(parent=self)
        self.view.setModel(self.model)
        self.input = ChatInput(self)
        self.input.setMaximumHeight(76)
        self.send_button = QPushButton("Send", self)
        self.stop_button = QPushButton("Stop", self)
        self.stop_button.setEnabled(False)
        self.status = QLabel(self)
        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.setObjectName("chatNotice")
        self.notice.setStyleSheet(
            "#chatNotice { background: #fff3cd; color: #533f03; padding: 4px 8px; }"
        )
        self.notice.hide()
        self.toasts = ToastLayer(self)
        self.find_bar = ChatFindBar(self)
        self.command_dialog: CommandDialog | None = None
        self.entries: list[dict[str, Any]] = []
        self._replying = False
        self._held: list[str] = []
        self._reloading = False
        self._reload_again = False
        self._jump: tuple[str, int] | None = None
        self._reloads = 0  # reload() calls so far (edits skip a redundant one)
        self.inline_editor: InlineEditor | None = None
        self.reader: InlineReader | None = None
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.input, 1)
        bottom.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.find_bar)
        layout.addWidget(self.status)
        layout.addLayout(bottom)
        self.status.hide()
        self.send_button.clicked.connect(lambda: self.send())  # not clicked(bool) as text
        self.stop_button.clicked.connect(self.stop)
        self.input.submitted.connect(self.send)
        self.input.commandRequested.connect(self.open_command_dialog)
        if own_shortcuts:
            # In the main window its menu actions own these keys (one binding per key).
            for key, slot in (
                ("Ctrl+K", self.open_command_dialog),
                ("Ctrl+F", self.open_find),
                ("Ctrl+Shift+F", self.open_search_all),
                ("F3", lambda: self.find_bar.step(1)),
                ("Shift+F3", lambda: self.find_bar.step(-1)),
            ):
                QShortcut(QKeySequence(key), self, slot)
        self.view.copyRequested.connect(lambda: self.copy_selected(markdown=False))
        for key, direction in (("Alt+Left", -1), ("Alt+Right", 1)):
            swipe = QShortcut(QKeySequence(key), self, lambda d=direction: self.swipe_last(d))
            swipe.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.view.contextMenuAt.connect(self._show_menu)
        self.view.swipeRequested.connect(self.swipe)
        self.view.readRequested.connect(self.open_reader)
        bridge.event.connect(self._on_event)
        bridge.playerChanged.connect(self._on_player_changed)
        bridge.playerChanged.connect(self._update_send)  # also for a party's pane
        self._update_send()
        if bridge.player is not None:
            self._on_player_changed()

    @property
    def bridge(self) -> EngineBridge:
        """The engine bridge the pane talks through."""
        return self._bridge

    # -- state ----------------------------------------------------------------------

    @property
    def replying(self) -> bool:
        """True while a reply is being written."""
        return self._replying

    def held_messages(self) -> list[str]:
        """Messages waiting to be sent after the current reply."""
        return list(self._held)

    def _set_replying(self, on: bool) -> None:
        self._replying = on
        self.stop_button.setEnabled(on)
        self._show_status()
        self.replyingChanged.emit(on)

    def _show_status(self) -> None:
        count = len(self._held)
        self.status.setText(f"{count} message{'s' * (count != 1)} waiting to be sent")
        self.status.setVisible(count > 0)

    # -- engine ---------------------------------------------------------------------

    def set_notice(self, text: str) -> None:
        """Show a line above the conversation ("" hides it)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _update_send(self) -> None:
        """Send needs a character to send to."""
        ready = self._bridge.player is not None
        self.send_button.setEnabled(ready)
        self.send_button.setToolTip("" if ready else "Open a character to chat with it.")

    def _on_player_changed(self) -> None:
        player = self._bridge.player
        self.model.set_intro(player.greeting_text() if player is not None else "")
        self.view.chat_delegate.character = player.package.name if player is not None else ""
        self.view.chat_delegate.avatar = (
            avatar_pixmap(player.package, AVATAR_SIZE) if player is not None else None
        )
        self.model.set_entries([])
        self.reload()

    def reload(self) -> None:
        """Read the conversation from the engine and update the rows that changed."""
        if self._bridge.player is None:
            return
        self._reloads += 1
        if self._reloading:
            self._reload_again = True
            return
        self._reloading = True
        self._bridge.submit(
            _entries,
            self._reloaded,
            what="read the conversation",
            on_error=lambda _e: self._reloaded(None),
        )

    def _reloaded(self, entries: list[dict[str, Any]] | None) -> None:
        self._reloading = False
        if entries is not None:
            self.entries = entries
            greeting = getattr(self._bridge.player, "greeting_text", None)
            if greeting is not None:  # the greeting is per conversation (no party has one)
                self.model.set_intro(greeting())
            self.model.set_entries(entries)
            if self.find_bar.isVisible():
                self.find_bar.refresh()
            self._jump_pending()
            self.reloaded.emit()
        if self._reload_again:
            self._reload_again = False
            self.reload()

    def _on_event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == "token":
            self.model.append_stream(str(event.get("text", "")))
        elif kind == "agentToast":
            self.toasts.show_toast(str(event.get("message", "")))
        elif kind == "toolCall" and self._replying:
            # The text streamed so far is now the stored tool round's content.
            self.model.restart_stream()
            self.reload()
        elif kind in ("agentLog", "error", "conversationChanged"):
            self.reload()

    # -- sending --------------------------------------------------------------------

    def send(self, text: str | None = None) -> None:
        """Send the input box's text (or ``text``); held while a reply is written."""
        if text is None:
            text = self.input.toPlainText()
            if not text.strip():
                return
            self.input.clear()
        if text.startswith("@") and not text.startswith("@@"):
            self.open_command_dialog(text)
            return
        if self._bridge.player is None:
            self.toasts.show_toast("Open a character to start chatting.")
            return
        if self._replying:
            self._held.append(text)
            self._show_status()
            return
        fields, job = self._outgoing(text)
        self.model.add_live("user", text, **fields)
        self._reply(job, "send the message")

    def _outgoing(self, text: str) -> tuple[dict[str, Any], Job]:
        """The live user row's extra fields and the job sending ``text`` (a party's
        pane adds the addressee)."""
        return {}, lambda p: p.send(text)

    def stop(self) -> None:
        """Stop the reply being written (what arrived is kept, marked stopped)."""
        if self._replying:
            self._bridge.stop_reply()

    def _reply(self, job: Job, what: str) -> None:
        self._set_replying(True)
        self.model.begin_stream()
        self.view.follow()
        self._bridge.submit(job, self._reply_done, what=what, on_error=self._reply_failed)

    def _reply_done(self, _result: Any) -> None:
        self.model.end_stream()
        self._set_replying(False)
        self.reload()
        if self._held:
            text = self._held.pop(0)
            self._show_status()
            self.send(text)

    def _reply_failed(self, error: BaseException) -> None:
        self.toasts.show_toast(f"Failed: {error}")
        self._reply_done(None)

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
        else:
            self._edit(lambda p: p.edit(index, text), "edit the message")

    def delete_with_undo(self, index: int) -> None:
        """Delete an entry; a toast offers Undo, which puts the entries back as they were."""
        before = [dict(e) for e in self.entries]

        async def job(player: Any) -> None:
            await player.delete(index)

        def done(_result: Any) -> None:
            self.reload()
            if hasattr(self._bridge.player, "restore_entries"):  # a party player has no undo
                self.toasts.show_action_toast(
                    "Message deleted.", "Undo", lambda: self.undo(before)
                )

        def failed(error: BaseException) -> None:
            self.toasts.show_toast(f"Could not delete the message: {error}")
            self.reload()

        self._bridge.submit(job, done, what="delete the message", on_error=failed)

    def undo(self, entries: list[dict[str, Any]]) -> None:
        """Put the conversation back to ``entries`` (the Undo of a delete)."""
        self._edit(lambda p: p.restore_entries(entries), "undo the delete")

    # -- find, jump, copy -------------------------------------------------------------

    def open_find(self) -> None:
        """Ctrl+F: find in this chat."""
        self.find_bar.open_find()

    def open_search_all(self) -> None:
        """Ctrl+Shift+F: search every conversation of the character."""
        self.find_bar.open_find(everywhere=True)

    def scroll_to_entry(self, entry_index: int) -> bool:
        """Bring the row of a conversation entry into view (centred) and select it."""
        row = self.model.row_for_entry(entry_index)
        if row is None:
            return False
        index = self.model.index(row)
        self.view.stick_to_bottom = False
        self.view.setCurrentIndex(index)
        self.view.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
        return True

    def jump_to(self, conversation_id: str, entry_index: int) -> None:
        """Open a conversation (if another) and scroll to one of its entries."""
        self._jump = (conversation_id, entry_index)
        player = self._bridge.player
        if player is not None and player.conversation_id == conversation_id:
            self._jump_pending()
            return
        self._edit(lambda p: p.load_conversation(conversation_id), "open the conversation")

    def _jump_pending(self) -> None:
        jump, player = self._jump, self._bridge.player
        if jump is None or player is None or player.conversation_id != jump[0]:
            return
        if self.scroll_to_entry(jump[1]):
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
        if row.swipe is None or row.index is None:
            if direction > 0 and self._is_last_response(row):
                self._reply(lambda p: p.regenerate(), "regenerate the response")
            return
        shown, count = row.swipe
        target = shown + direction
        index = row.index
        if 0 <= target < count:
            self._edit(lambda p: p.select_alternative(index, target), "show the alternative")
        elif target == count and self._is_last_response(row):
            self._reply(lambda p: p.regenerate(), "regenerate the response")

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

    # -- commands -------------------------------------------------------------------

    def open_command_dialog(self, initial: str = "") -> CommandDialog | None:
        """Open the command dialog (non-modal); returns it (None without a character)."""
        if self._bridge.player is None:
            return None
        dialog = CommandDialog(self._bridge, self, initial if isinstance(initial, str) else "")
        dialog.commandRan.connect(lambda _line, _result: self.reload())
        dialog.finished.connect(dialog.deleteLater)
        self.command_dialog = dialog
        dialog.open()
        return dialog

    # -- message actions ------------------------------------------------------------

    def row_actions(self, model_row: int) -> list[str]:
        """The action keys (see :mod:`studio.ui.chat.actions`) offered for a row."""
        users = [i for i, e in enumerate(self.entries) if e.get("role") == "user"]
        return actions.actions_for(self.model.row_at(model_row), users[-1] if users else None)

    def _show_menu(self, index: QModelIndex, pos: QPoint) -> None:
        keys = self.row_actions(index.row())
        if not keys:
            return
        menu = QMenu(self)
        row: Row = index.data(ROW_ROLE)
        for key in keys:
            if key not in (actions.COPY, actions.COPY_MARKDOWN) and menu.actions() and all(
                a.text().startswith("Copy") for a in menu.actions()
            ):
                menu.addSeparator()
            action = menu.addAction(actions.LABELS[key])
            action.setEnabled(not self._replying or key in (actions.COPY, actions.COPY_MARKDOWN))
            action.triggered.connect(lambda _c=False, k=key: self.run_action(k, row))
        menu.popup(pos)

    def run_action(self, key: str, row: Row) -> None:
        """Run a message action on a row; dialogs (Edit, Save & Resubmit) ask first."""
        if key in (actions.COPY, actions.COPY_MARKDOWN):
            self.copy_rows([row], markdown=key == actions.COPY_MARKDOWN)
            return
        index = row.index
        if index is None or self._replying:
            return
        if key in (actions.EDIT, actions.SAVE_RESUBMIT):
            self.start_edit(row)
        elif key == actions.RESUBMIT:
            self._reply(lambda p: p.resubmit(index), "resubmit the message")
        elif key == actions.REGENERATE:
            self._reply(lambda p: p.regenerate(), "regenerate the response")
        elif key == actions.DELETE:
            self.delete_with_undo(index)
        elif key == actions.TRUNCATE:
            self._edit(lambda p: p.truncate(index), "truncate the conversation")
        elif key == actions.REJECT:
            self._edit(lambda p: p.reject(index), "mark the response unacceptable")
        elif key == actions.FORK:
            last = row.last if row.last is not None else index
            self._edit(lambda p: p.fork(last), "fork the conversation")
        elif key == actions.INSPECT:
            self.inspect_request(index)

    def inspect_request(self, index: int) -> QWidget:
        """Show the request (messages, tools, usage) behind the entry at ``index``."""
        from studio.ui.inspectors import RequestInspector

        dialog = RequestInspector(self._bridge, index, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _edit(self, job: Job, what: str) -> None:
        asked = self._reloads

        def done(_result: Any) -> None:
            # Every edit reports conversationChanged, whose reload ran during the job;
            # read again only if none did (a second read of 10,000 entries is not free).
            if self._reloads == asked:
                self.reload()

        def failed(error: BaseException) -> None:
            self.toasts.show_toast(f"Could not {what}: {error}")
            self.reload()

        self._bridge.submit(job, done, what=what, on_error=failed)

"""The chat's list view and input box.

:class:`ChatView` keeps the delegate's layout width in step with the viewport
and sticks to the bottom while rows grow (streaming), unless the user has
scrolled up to read. :class:`ChatInput` sends on Enter, inserts a newline on
Shift+Enter, and asks for the command dialog when ``@`` is typed first.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QListView, QPlainTextEdit, QWidget

from studio.ui.chat.delegate import MessageDelegate

STICK_SLACK = 4  # pixels from the bottom that still count as "at the bottom"


class ChatView(QListView):
    """A per-pixel scrolling list of chat rows that follows new text.

    Args:
        delegate_name: The character name shown on assistant rows.
        parent: Optional parent widget.

    Signals:
        contextMenuAt(QModelIndex, QPoint): A context menu was asked for on a row
            (global position).
    """

    contextMenuAt = Signal(QModelIndex, QPoint)

    def __init__(self, delegate_name: str = "Character", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chat_delegate = MessageDelegate(self, delegate_name)
        self.setItemDelegate(self.chat_delegate)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always on: a scroll bar appearing would change the width and the layout again.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setUniformItemSizes(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._on_menu)
        self.verticalScrollBar().setSingleStep(24)
        self.stick_to_bottom = True
        bar = self.verticalScrollBar()
        # Only the user's own scrolling (wheel, drag, clicks, keys on the bar) decides
        # whether to follow: a relayout may clamp the value for a moment, which must
        # not count as "the user went back to the bottom".
        bar.actionTriggered.connect(self._on_user_scroll)
        bar.rangeChanged.connect(self._on_range)

    def dataChanged(
        self,
        topLeft: QModelIndex | QPersistentModelIndex,
        bottomRight: QModelIndex | QPersistentModelIndex,
        roles: Sequence[int] = (),
    ) -> None:
        """Repaint one changed row without laying out every row again.

        ``QListView`` re-lays-out the whole list on any ``dataChanged``; with
        10,000 rows that costs tens of milliseconds per streamed token. A single
        row is only repainted here: if its height changed, the delegate notices
        while painting it and emits ``sizeHintChanged`` for that row.
        """
        if topLeft.row() == bottomRight.row():
            QAbstractItemView.dataChanged(self, topLeft, bottomRight, list(roles))
        else:
            super().dataChanged(topLeft, bottomRight, list(roles))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.chat_delegate.set_width(self.viewport().width()):
            self.scheduleDelayedItemsLayout()

    def _on_user_scroll(self, _action: int) -> None:
        bar = self.verticalScrollBar()
        self.stick_to_bottom = bar.sliderPosition() >= bar.maximum() - STICK_SLACK

    def _on_range(self, _minimum: int, maximum: int) -> None:
        if self.stick_to_bottom:
            self.follow()

    def follow(self) -> None:
        """Scroll to the bottom (and keep following)."""
        self.stick_to_bottom = True
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def _on_menu(self, pos: QPoint) -> None:
        index = self.indexAt(pos)
        if index.isValid():
            self.contextMenuAt.emit(index, self.viewport().mapToGlobal(pos))


class ChatInput(QPlainTextEdit):
    """The message box.

    Signals:
        submitted(): Enter was pressed (without Shift).
        commandRequested(): ``@`` was typed into the empty box.
    """

    submitted = Signal()
    commandRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText("Message — Enter sends, Shift+Enter for a new line, @ for commands")
        self.setTabChangesFocus(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.insertPlainText("\n")
            else:
                self.submitted.emit()
            event.accept()
            return
        if event.text() == "@" and not self.toPlainText():
            self.commandRequested.emit()
            event.accept()
            return
        super().keyPressEvent(event)

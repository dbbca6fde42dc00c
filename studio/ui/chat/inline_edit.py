"""Editing a message in place: an editor over its row, not a modal dialog.

:class:`InlineEditor` opens as the row's index widget (the row grows to fit
it) with the message's text: **Save** keeps the new text, **Save &
regenerate** (user messages) saves it and answers again, **Cancel** or Esc
leaves everything as it was; Ctrl+Enter saves. The chat pane decides what
saving does (``CharacterPlayer.edit`` / ``resubmit``); this widget only
collects the text.

:class:`InlineReader` is the same idea for reading: double-clicking a message
opens its rendered text, selectable, over the row.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from studio.ui.i18n import translate

__all__ = ["InlineEditor", "InlineReader"]

EDITOR_MIN_HEIGHT = 150


class _Text(QPlainTextEdit):
    """The text box: Esc cancels, Ctrl+Enter saves, Tab leaves (it is prose)."""

    cancel = Signal()
    save = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.cancel.emit()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.save.emit()
            return
        super().keyPressEvent(event)


class InlineEditor(QFrame):
    """The in-place editor of one message.

    Args:
        text: The message's current text.
        entry_index: The conversation entry being edited.
        regenerate: Offer "Save & regenerate" (a user message).
        parent: The view's viewport.

    Signals:
        saved(str, bool): The new text and whether to answer again.
        cancelled(): Esc or Cancel.
    """

    saved = Signal(str, bool)
    cancelled = Signal()

    def __init__(
        self, text: str, entry_index: int, *, regenerate: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.entry_index = entry_index
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)  # covers the bubble painted underneath
        self.text_edit = _Text(self)
        self.text_edit.setAccessibleName(translate("ChatPane", "Edit message"))
        self.text_edit.setTabChangesFocus(True)
        self.text_edit.setPlainText(text)
        self.text_edit.moveCursor(self.text_edit.textCursor().MoveOperation.End)
        hint = QLabel(translate("ChatPane", "Ctrl+Enter saves · Esc cancels"), self)
        hint.setEnabled(False)
        self.save_button = QPushButton(translate("ChatPane", "Save"), self)
        self.regenerate_button = QPushButton(translate("ChatPane", "Save && regenerate"), self)
        self.regenerate_button.setVisible(regenerate)
        self.cancel_button = QPushButton(translate("ChatPane", "Cancel"), self)
        buttons = QHBoxLayout()
        buttons.addWidget(hint, 1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.regenerate_button)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.text_edit, 1)
        layout.addLayout(buttons)
        self.save_button.clicked.connect(lambda: self.saved.emit(self.text(), False))
        self.regenerate_button.clicked.connect(lambda: self.saved.emit(self.text(), True))
        self.cancel_button.clicked.connect(self.cancelled.emit)
        self.text_edit.cancel.connect(self.cancelled.emit)
        self.text_edit.save.connect(lambda: self.saved.emit(self.text(), False))

    def text(self) -> str:
        """The edited text."""
        return self.text_edit.toPlainText()

    def wanted_height(self, width: int) -> int:
        """The height the row should have to show the editor at ``width``."""
        metrics = self.text_edit.fontMetrics()
        per_line = max(10, (width - 40) // max(1, metrics.averageCharWidth()))
        lines = sum(1 + len(line) // per_line for line in self.text().split("\n"))
        return max(EDITOR_MIN_HEIGHT, min(480, lines * metrics.lineSpacing() + 80))


class InlineReader(QTextBrowser):
    """A message opened for selecting part of its text (double-click on a row).

    Read-only, showing the message as rendered; drag to select, Ctrl+C copies,
    links open as in the chat. Esc or leaving it (focus elsewhere) closes it.

    Signals:
        closed(): Esc, or the focus left.
    """

    closed = Signal()

    def __init__(self, html: str, css: str, entry_index: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.entry_index = entry_index
        self.setOpenLinks(False)
        self.document().setDefaultStyleSheet(css)
        self.setHtml(html)
        self.setFrameShape(QFrame.Shape.StyledPanel)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.closed.emit()
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() != Qt.FocusReason.PopupFocusReason:  # its context menu
            self.closed.emit()

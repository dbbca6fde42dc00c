"""The find / replace bar shown under an editor (Ctrl+F, Ctrl+H)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from studio.ui.i18n import translate

__all__ = ["FindReplaceBar"]


class FindReplaceBar(QWidget):
    """Find next/previous (with a case toggle), replace and replace all.

    The bar works on whichever editor :meth:`set_editor` gave it, so one bar
    can serve every tab. Searches wrap around the document.

    Args:
        parent: The parent widget.

    Signals:
        closed: The bar was hidden with Escape or its close button.
    """

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._editor: QPlainTextEdit | None = None
        self.find_edit = QLineEdit(placeholderText="Find")
        self.replace_edit = QLineEdit(placeholderText=translate("Editor", "Replace with"))
        self.case_box = QCheckBox("Aa")
        self.case_box.setToolTip(translate("Editor", "Match case"))
        self.status = QLabel()
        self.status.setMinimumWidth(90)
        buttons = {
            "prev": ("↑", "Previous match (Shift+Enter)", self.find_previous),
            "next": ("↓", "Next match (Enter)", self.find_next),
            "replace": ("Replace", "Replace this match and find the next", self.replace_one),
            "all": ("All", "Replace every match", self.replace_all),
            "close": ("✕", "Close (Esc)", self.close_bar),
        }
        self.buttons: dict[str, QToolButton] = {}
        for key, (text, tip, slot) in buttons.items():
            button = QToolButton(self)
            button.setText(text)
            button.setToolTip(tip)
            button.setAutoRaise(True)
            button.clicked.connect(slot)
            self.buttons[key] = button
        find_row = QHBoxLayout()
        for widget in (
            self.find_edit,
            self.case_box,
            self.buttons["prev"],
            self.buttons["next"],
            self.status,
            self.buttons["close"],
        ):
            find_row.addWidget(widget)
        self._replace_row = QWidget()
        replace_row = QHBoxLayout(self._replace_row)
        replace_row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.replace_edit, self.buttons["replace"], self.buttons["all"]):
            replace_row.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(2)
        layout.addLayout(find_row)
        layout.addWidget(self._replace_row)
        self.find_edit.returnPressed.connect(self.find_next)
        self.replace_edit.returnPressed.connect(self.replace_one)
        self.find_edit.textChanged.connect(lambda _t: self.status.clear())
        self.hide()

    def set_editor(self, editor: QPlainTextEdit | None) -> None:
        """Search ``editor`` from now on (None disables the bar's actions)."""
        self._editor = editor

    def open_find(self, replace: bool = False) -> None:
        """Show the bar (with the replace row when ``replace``), seeded with the selection."""
        self._replace_row.setVisible(replace)
        if self._editor is not None:
            selected = self._editor.textCursor().selectedText()
            if selected and "\u2029" not in selected:
                self.find_edit.setText(selected)
        self.show()
        self.find_edit.setFocus()
        self.find_edit.selectAll()

    def close_bar(self) -> None:
        """Hide the bar and give the focus back to the editor."""
        self.hide()
        if self._editor is not None:
            self._editor.setFocus()
        self.closed.emit()

    def _flags(self, backward: bool = False) -> QTextDocument.FindFlag:
        flags = QTextDocument.FindFlag(0)
        if self.case_box.isChecked():
            flags |= QTextDocument.FindFlag.FindCaseSensitively
        if backward:
            flags |= QTextDocument.FindFlag.FindBackward
        return flags

    def _find(self, backward: bool) -> bool:
        editor, needle = self._editor, self.find_edit.text()
        if editor is None or not needle:
            return False
        doc = editor.document()
        found = doc.find(needle, editor.textCursor(), self._flags(backward))
        if found.isNull():  # wrap around
            start = QTextCursor(doc)
            if backward:
                start.movePosition(QTextCursor.MoveOperation.End)
            found = doc.find(needle, start, self._flags(backward))
        if found.isNull():
            self.status.setText(translate("Editor", "No matches"))
            return False
        editor.setTextCursor(found)
        self.status.setText(
            translate("Editor", "Line {number}").format(number=found.blockNumber() + 1)
        )
        return True

    def find_next(self) -> bool:
        """Select the next match; True if there was one."""
        return self._find(backward=False)

    def find_previous(self) -> bool:
        """Select the previous match; True if there was one."""
        return self._find(backward=True)

    def _selection_matches(self) -> bool:
        assert self._editor is not None
        selected = self._editor.textCursor().selectedText()
        needle = self.find_edit.text()
        if self.case_box.isChecked():
            return selected == needle
        return selected.casefold() == needle.casefold()

    def replace_one(self) -> bool:
        """Replace the selected match (finding one first if needed), then find the next."""
        if self._editor is None or not self.find_edit.text():
            return False
        if not self._selection_matches() and not self.find_next():
            return False
        self._editor.textCursor().insertText(self.replace_edit.text())
        self.find_next()
        return True

    def replace_all(self) -> int:
        """Replace every match as one undo step; returns how many were replaced."""
        editor, needle = self._editor, self.find_edit.text()
        if editor is None or not needle:
            return 0
        doc = editor.document()
        count = 0
        edit = QTextCursor(doc)
        edit.beginEditBlock()
        found = doc.find(needle, QTextCursor(doc), self._flags())
        while not found.isNull():
            found.insertText(self.replace_edit.text())
            count += 1
            found = doc.find(needle, found, self._flags())
        edit.endEditBlock()
        self.status.setText(f"{count} replaced")
        return count

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close_bar()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self.find_previous()
            return
        super().keyPressEvent(event)

"""The plain-text code editor: line-number gutter, current-line highlight, spaces for tabs."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTextCursor,
    QTextFormat,
)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

__all__ = ["CodeEditor"]

_GUTTER_PAD = 6


class _LineNumberArea(QWidget):
    """The gutter; painting is delegated to the editor, which owns the geometry."""

    def __init__(self, editor: CodeEditor) -> None:
        super().__init__(editor)
        self._editor = editor

    def sizeHint(self) -> QSize:
        return QSize(self._editor.gutter_width(), 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        self._editor.paint_gutter(event)


def editor_font() -> QFont:
    """The system's fixed-width font, asked for as monospace and fixed pitch.

    Some font sets map ``monospace`` to a font whose glyphs are all one width but
    whose metadata Qt does not read as fixed pitch (Noto Sans Mono on Debian 12):
    what counts is that every character advances the same, which is checked here,
    and only a font that fails it is swapped for a family Qt lists as fixed pitch.
    """
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setStyleHint(QFont.StyleHint.Monospace)
    font.setFixedPitch(True)
    font.setPointSize(max(font.pointSize(), 10))
    if not _same_advance(font):
        for family in QFontDatabase.families():
            if QFontDatabase.isFixedPitch(family):
                font.setFamily(family)
                break
    return font


def _same_advance(font: QFont) -> bool:
    metrics = QFontMetrics(font)
    return len({metrics.horizontalAdvance(ch) for ch in "iW.m_0"}) == 1


class CodeEditor(QPlainTextEdit):
    """A monospace editor for prompts, JSON and agent code.

    Tab inserts ``indent_width`` spaces (Shift+Tab removes up to that many
    before the cursor's line), the current line is tinted, and the gutter
    shows 1-based line numbers.

    Args:
        parent: The parent widget.
        indent_width: Spaces inserted for Tab.

    Signals:
        paletteChanged(): The editor's palette changed (a highlighter follows it);
            the current-line tint has already been recomputed.
    """

    paletteChanged = Signal()

    def __init__(self, parent: QWidget | None = None, *, indent_width: int = 2) -> None:
        super().__init__(parent)
        self.indent_width = indent_width
        self.setFont(editor_font())
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setTabStopDistance(self.fontMetrics().horizontalAdvance(" ") * indent_width)
        self._gutter = _LineNumberArea(self)
        self.blockCountChanged.connect(self._update_gutter_width)
        self.updateRequest.connect(self._update_gutter)
        self.cursorPositionChanged.connect(self._highlight_current_line)
        self._update_gutter_width()
        self._highlight_current_line()

    # --- public API -----------------------------------------------------------------

    def go_to_line(self, line: int, column: int = 0, *, focus: bool = True) -> None:
        """Move the cursor to ``line`` (1-based, clamped) and scroll it into the middle."""
        block = self.document().findBlockByNumber(max(0, min(line, self.blockCount()) - 1))
        cursor = QTextCursor(block)
        cursor.movePosition(
            QTextCursor.MoveOperation.Right,
            QTextCursor.MoveMode.MoveAnchor,
            min(max(column, 0), max(block.length() - 1, 0)),
        )
        self.setTextCursor(cursor)
        self.centerCursor()
        if focus:
            self.setFocus()

    def current_line(self) -> int:
        """The cursor's 1-based line."""
        return self.textCursor().blockNumber() + 1

    def gutter_width(self) -> int:
        """The gutter's width in pixels, wide enough for the largest line number."""
        digits = max(3, len(str(max(1, self.blockCount()))))
        return _GUTTER_PAD * 2 + self.fontMetrics().horizontalAdvance("9") * digits

    # --- gutter ---------------------------------------------------------------------

    def _update_gutter_width(self, _count: int = 0) -> None:
        self.setViewportMargins(self.gutter_width(), 0, 0, 0)

    def _update_gutter(self, rect: QRect, dy: int) -> None:
        if dy:
            self._gutter.scroll(0, dy)
        else:
            self._gutter.update(0, rect.y(), self._gutter.width(), rect.height())
        if rect.contains(self.viewport().rect()):
            self._update_gutter_width()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        cr = self.contentsRect()
        self._gutter.setGeometry(QRect(cr.left(), cr.top(), self.gutter_width(), cr.height()))

    def paint_gutter(self, event: QPaintEvent) -> None:
        """Paint the line numbers of the visible blocks (called by the gutter widget)."""
        palette = self.palette()
        painter = QPainter(self._gutter)
        painter.fillRect(event.rect(), palette.alternateBase())
        block = self.firstVisibleBlock()
        number = block.blockNumber()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        bottom = top + round(self.blockBoundingRect(block).height())
        current = self.textCursor().blockNumber()
        dim = palette.placeholderText().color()
        strong = palette.text().color()
        width = self._gutter.width() - _GUTTER_PAD
        height = self.fontMetrics().height()
        while block.isValid() and top <= event.rect().bottom():
            if block.isVisible() and bottom >= event.rect().top():
                painter.setPen(strong if number == current else dim)
                painter.drawText(
                    0, top, width, height, Qt.AlignmentFlag.AlignRight, str(number + 1)
                )
            block = block.next()
            top = bottom
            bottom = top + round(self.blockBoundingRect(block).height())
            number += 1
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._highlight_current_line()
            self.paletteChanged.emit()

    # --- current line and keys -----------------------------------------------------------

    def _highlight_current_line(self) -> None:
        selection = QTextEdit.ExtraSelection()
        base = self.palette().base().color()
        tint = QColor(base).darker(106) if base.lightness() > 128 else QColor(base).lighter(130)
        selection.format.setBackground(tint)
        selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        cursor = self.textCursor()
        cursor.clearSelection()
        selection.cursor = cursor
        self.setExtraSelections([selection])
        self._gutter.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        cursor = self.textCursor()
        if key == Qt.Key.Key_Tab and not cursor.hasSelection():
            column = cursor.positionInBlock()
            cursor.insertText(" " * (self.indent_width - column % self.indent_width))
            return
        if key == Qt.Key.Key_Backtab:
            self._dedent(cursor)
            return
        super().keyPressEvent(event)

    def _dedent(self, cursor: QTextCursor) -> None:
        text = cursor.block().text()
        spaces = len(text) - len(text.lstrip(" "))
        remove = min(spaces, self.indent_width)
        if not remove:
            return
        edit = QTextCursor(cursor.block())
        edit.movePosition(QTextCursor.MoveOperation.Right, QTextCursor.MoveMode.KeepAnchor, remove)
        edit.removeSelectedText()

"""The plain-text code editor: line-number gutter, current-line highlight, spaces for tabs."""

from __future__ import annotations

import re

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
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
    QTextOption,
)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

__all__ = ["CodeEditor"]

_GUTTER_PAD = 6
#: A run of text this long with no place to break makes word wrapping slow.
_LONG_RUN = re.compile(r"\S{2000}")
_MARK_COLORS = {"error": "#d9453d", "warning": "#d99a1e"}
#: Files where Tab indents (agent sources); everywhere else Tab moves the focus on.
CODE_SUFFIXES = (".js", ".ts", ".mjs", ".py", ".lua")
#: Files that wrap at the window's edge instead of scrolling sideways.
PROSE_SUFFIXES = (".txt", ".md", ".markdown")


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

    In code (agent sources) Tab inserts ``indent_width`` spaces and Shift+Tab
    removes up to that many before the cursor's line; in prose and JSON files
    Tab and Shift+Tab move the focus on, so they never change a file the author
    only meant to leave (:meth:`configure_for`). Ctrl+M switches between the two
    in any file, and Esc leaves the editor (``escapePressed``). Prose files wrap
    at the window's edge. The current line is tinted, and the gutter shows
    1-based line numbers.

    Args:
        parent: The parent widget.
        indent_width: Spaces inserted for Tab.

    Signals:
        paletteChanged(): The editor's palette changed (a highlighter follows it);
            the current-line tint has already been recomputed.
        escapePressed(): Esc was pressed (the pane moves the focus out).
        tabModeChanged(bool): Ctrl+M switched whether Tab moves the focus.
    """

    paletteChanged = Signal()
    escapePressed = Signal()
    tabModeChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None, *, indent_width: int = 2) -> None:
        super().__init__(parent)
        self.indent_width = indent_width
        self.tab_moves_focus = False
        self.problem_lines: dict[int, str] = {}  # 1-based line -> "error" | "warning"
        self.large = False
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

    def set_problem_lines(self, lines: dict[int, str]) -> None:
        """Mark problem lines (1-based line -> ``"error"`` or ``"warning"``): a bar in
        the gutter and a wavy underline under the line's text."""
        if lines == self.problem_lines:
            return
        self.problem_lines = dict(lines)
        self._highlight_current_line()

    def wrap_for(self, text: str) -> None:
        """Wrap anywhere when ``text`` holds a very long run without a break: Qt's
        word-boundary wrapping lays such a run out in time that grows with its square
        (a 100,000-character run took 4 s, a 300 KB imported description over 40 s on
        the GUI thread, issue 26); anywhere-wrapping takes 0.3 s. Ordinary text keeps
        wrapping at word boundaries."""
        mode = (
            QTextOption.WrapMode.WrapAnywhere
            if _LONG_RUN.search(text)
            else QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere
        )
        if self.wordWrapMode() != mode:
            self.setWordWrapMode(mode)

    def set_large(self, large: bool) -> None:
        """Large-document mode: read-only, wrapping anywhere at the window's edge, no
        current-line tint or problem marks (their extra selections make Qt lay out the
        blocks they touch again on every cursor move)."""
        self.large = large
        self.setReadOnly(large)
        if large:
            self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
            self.setWordWrapMode(QTextOption.WrapMode.WrapAnywhere)
        self._highlight_current_line()

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
                severity = self.problem_lines.get(number + 1)
                if severity is not None:
                    # A problem on this line: a coloured bar at the gutter's left edge.
                    painter.fillRect(0, top, 3, height, QColor(_MARK_COLORS[severity]))
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
        if getattr(self, "large", False):
            self.setExtraSelections([])
            self._gutter.update()
            return
        selection = QTextEdit.ExtraSelection()
        base = self.palette().base().color()
        tint = QColor(base).darker(106) if base.lightness() > 128 else QColor(base).lighter(130)
        selection.format.setBackground(tint)
        selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        cursor = self.textCursor()
        cursor.clearSelection()
        selection.cursor = cursor
        marks = [selection]
        for line, severity in sorted(getattr(self, "problem_lines", {}).items()):
            block = self.document().findBlockByNumber(line - 1)
            if not block.isValid():
                continue
            mark = QTextEdit.ExtraSelection()
            mark.format.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
            mark.format.setUnderlineColor(QColor(_MARK_COLORS[severity]))
            where = QTextCursor(block)
            where.movePosition(
                QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor
            )
            mark.cursor = where
            marks.append(mark)
        self.setExtraSelections(marks)
        self._gutter.update()

    def configure_for(self, file_name: str) -> None:
        """Tab and wrapping for a file: code indents, prose wraps, prose and JSON let Tab go."""
        name = file_name.lower()
        code = name.endswith(CODE_SUFFIXES)
        self.tab_moves_focus = not code
        prose = name.endswith(PROSE_SUFFIXES)
        self.setLineWrapMode(
            QPlainTextEdit.LineWrapMode.WidgetWidth if prose else QPlainTextEdit.LineWrapMode.NoWrap
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        cursor = self.textCursor()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key == Qt.Key.Key_M and mods == Qt.KeyboardModifier.ControlModifier:
            self.tab_moves_focus = not self.tab_moves_focus
            self.tabModeChanged.emit(self.tab_moves_focus)
            return
        if key == Qt.Key.Key_Escape and mods == Qt.KeyboardModifier.NoModifier:
            self.escapePressed.emit()
            return
        if self.tab_moves_focus and key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            # QPlainTextEdit's own override refuses to move the focus while the text
            # is editable, so ask QWidget's directly.
            QWidget.focusNextPrevChild(self, key == Qt.Key.Key_Tab)
            return
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

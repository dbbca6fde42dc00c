"""CodeEditor and FindReplaceBar on their own."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot

from studio.ui.editor import CodeEditor, FindReplaceBar


def _editor(qtbot: QtBot, text: str) -> CodeEditor:
    editor = CodeEditor()
    qtbot.addWidget(editor)
    editor.setPlainText(text)
    return editor


def test_monospace_and_gutter(qtbot: QtBot) -> None:
    editor = _editor(qtbot, "a\nb\nc")
    # What the editor asks for: a fixed-pitch monospace font...
    requested = editor.font()
    assert requested.fixedPitch() and requested.styleHint() == QFont.StyleHint.Monospace
    # ...and what it gets lays out as one: every character advances the same. (Qt's
    # QFontInfo.fixedPitch() is not used: it is False for Noto Sans Mono, which
    # fontconfig picks for "monospace" on Debian 12 with fonts-noto-mono.)
    metrics = editor.fontMetrics()
    assert len({metrics.horizontalAdvance(ch) for ch in "iW.m_0|"}) == 1
    three = editor.gutter_width()
    editor.setPlainText("\n" * 99999)
    assert editor.gutter_width() > three
    assert editor.viewportMargins().left() == editor.gutter_width()


def test_go_to_line_clamps(qtbot: QtBot) -> None:
    editor = _editor(qtbot, "one\ntwo\nthree\n")
    editor.go_to_line(2)
    assert editor.current_line() == 2
    editor.go_to_line(99)
    assert editor.current_line() == editor.blockCount()
    editor.go_to_line(0)
    assert editor.current_line() == 1


def test_tab_inserts_spaces_and_backtab_removes_them(qtbot: QtBot) -> None:
    editor = _editor(qtbot, "x")
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    assert editor.toPlainText() == "  x"
    qtbot.keyClick(editor, Qt.Key.Key_Backtab)
    assert editor.toPlainText() == "x"


def test_current_line_is_tinted(qtbot: QtBot) -> None:
    editor = _editor(qtbot, "one\ntwo")
    editor.go_to_line(2)
    selections = editor.extraSelections()
    assert len(selections) == 1 and selections[0].cursor.blockNumber() == 1


def _bar(qtbot: QtBot, editor: CodeEditor) -> FindReplaceBar:
    bar = FindReplaceBar()
    qtbot.addWidget(bar)
    bar.set_editor(editor)
    return bar


def test_find_next_previous_wraps_and_respects_case(qtbot: QtBot) -> None:
    editor = _editor(qtbot, "Cat cat\ncat")
    bar = _bar(qtbot, editor)
    bar.open_find()
    bar.find_edit.setText("cat")
    assert bar.find_next() and editor.textCursor().selectionStart() == 0
    assert bar.find_next() and editor.textCursor().selectionStart() == 4
    assert bar.find_next() and editor.textCursor().blockNumber() == 1
    assert bar.find_next() and editor.textCursor().selectionStart() == 0  # wrapped
    assert bar.find_previous() and editor.textCursor().blockNumber() == 1  # wrapped back
    bar.case_box.setChecked(True)
    bar.find_edit.setText("Cat")
    assert bar.find_next() and editor.textCursor().selectionStart() == 0
    assert bar.find_next() and editor.textCursor().selectionStart() == 0  # the only match
    bar.find_edit.setText("dog")
    assert not bar.find_next() and bar.status.text() == "No matches"


def test_replace_one_and_all_with_one_undo(qtbot: QtBot) -> None:
    editor = _editor(qtbot, "a-b-a-b")
    bar = _bar(qtbot, editor)
    bar.open_find(replace=True)
    bar.find_edit.setText("a")
    bar.replace_edit.setText("X")
    assert bar.replace_one()
    assert editor.toPlainText() == "X-b-a-b"
    bar.find_edit.setText("b")
    bar.replace_edit.setText("YY")
    assert bar.replace_all() == 2
    assert editor.toPlainText() == "X-YY-a-YY"
    editor.undo()
    assert editor.toPlainText() == "X-b-a-b"


def test_escape_closes_the_bar(qtbot: QtBot) -> None:
    editor = _editor(qtbot, "x")
    bar = _bar(qtbot, editor)
    bar.open_find()
    with qtbot.waitSignal(bar.closed):
        qtbot.keyClick(bar.find_edit, Qt.Key.Key_Escape)
    assert bar.isHidden()

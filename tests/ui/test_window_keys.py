"""Keyboard use of the main window: one binding per key, focus in every pane, F6,
editor tabs, a way out of the editor, Home/End in the chat, the shortcuts list."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from studio.ui import window_menus
from studio.ui.main_window import MainWindow
from studio.ui.shortcuts import SHORTCUTS, ShortcutsDialog, duplicate_bindings
from tests.support.model_server import text
from tests.ui.test_main_window import _project, make_window  # noqa: F401

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def studio(qtbot, make_window, tmp_path: Path) -> MainWindow:  # noqa: F811
    window = make_window()
    root = _project(tmp_path, "plain")
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_project(root)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    return window


def _focus(qtbot, widget) -> None:
    widget.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget, timeout=5_000)


def test_every_key_has_one_binding(studio: MainWindow) -> None:
    assert duplicate_bindings(studio) == []
    listed = {key for _group, key, _what in SHORTCUTS}
    for key in ("Ctrl+S", "Ctrl+K", "Ctrl+F", "F6", "Ctrl+Tab", "Ctrl+W", "F1", "Home", "End"):
        assert key in listed


def test_ctrl_s_saves_from_the_editor(qtbot, studio: MainWindow, qtlog) -> None:
    doc = studio.editor.current_document()
    _focus(qtbot, doc.editor)
    qtbot.keyClicks(doc.editor, "Hello. ")
    assert doc.is_modified()
    with qtbot.waitSignal(studio.editor.saved, timeout=5_000):
        qtbot.keyClick(doc.editor, Qt.Key.Key_S, CTRL)
    assert not doc.is_modified() and doc.path.read_text().startswith("Hello. ")
    assert not [r for r in qtlog.records if "Ambiguous" in r.message]


@pytest.mark.parametrize("where", ["input", "view", "conversations", "editor"])
def test_ctrl_k_opens_the_command_dialog_from_every_pane(
    qtbot, studio: MainWindow, where: str, qtlog
) -> None:
    targets = {
        "input": studio.chat.input,
        "view": studio.chat.view,
        "conversations": studio.conversations.tree,
        "editor": studio.editor.current_document().editor,
    }
    widget = targets[where]
    _focus(qtbot, widget)
    qtbot.keyClick(widget, Qt.Key.Key_K, CTRL)
    qtbot.waitUntil(
        lambda: studio.chat.command_dialog is not None and studio.chat.command_dialog.isVisible(),
        timeout=5_000,
    )
    studio.chat.command_dialog.reject()
    assert not [r for r in qtlog.records if "Ambiguous" in r.message]


def test_ctrl_f_finds_in_the_focused_pane(qtbot, studio: MainWindow) -> None:
    doc = studio.editor.current_document()
    _focus(qtbot, doc.editor)
    qtbot.keyClick(doc.editor, Qt.Key.Key_F, CTRL)
    assert studio.editor.find_bar.isVisible() and not studio.chat.find_bar.isVisible()
    _focus(qtbot, studio.chat.input)
    qtbot.keyClick(studio.chat.input, Qt.Key.Key_F, CTRL)
    assert studio.chat.find_bar.isVisible()
    assert QApplication.focusWidget() is studio.chat.find_bar.edit


def test_tab_leaves_prose_and_json_but_indents_code(qtbot, studio: MainWindow) -> None:
    root = studio.project_root
    config = studio.editor.open_path(root / "config.json")
    before = config.editor.toPlainText()
    _focus(qtbot, config.editor)
    qtbot.keyClick(config.editor, Qt.Key.Key_Tab)
    assert config.editor.toPlainText() == before and not config.is_modified()
    assert QApplication.focusWidget() is not config.editor
    _focus(qtbot, config.editor)
    qtbot.keyClick(config.editor, Qt.Key.Key_Backtab)
    assert config.editor.toPlainText() == before
    assert QApplication.focusWidget() is not config.editor
    agent = studio.editor.project_edits.add_agent("plain.helper", "javascript")
    code = studio.editor.document(agent)
    _focus(qtbot, code.editor)
    code.editor.moveCursor(code.editor.textCursor().MoveOperation.Start)
    qtbot.keyClick(code.editor, Qt.Key.Key_Tab)
    assert code.editor.toPlainText().startswith("  ")
    # Ctrl+M switches: now Tab leaves the code file too.
    qtbot.keyClick(code.editor, Qt.Key.Key_M, CTRL)
    text_now = code.editor.toPlainText()
    qtbot.keyClick(code.editor, Qt.Key.Key_Tab)
    assert code.editor.toPlainText() == text_now
    # Prose wraps at the window's edge; code does not.
    prose = studio.editor.open_path(root / "instructions.txt")
    assert prose.editor.lineWrapMode() == prose.editor.LineWrapMode.WidgetWidth
    assert code.editor.lineWrapMode() == code.editor.LineWrapMode.NoWrap


def test_esc_leaves_the_editor_and_f6_cycles_every_pane(qtbot, studio: MainWindow) -> None:
    doc = studio.editor.current_document()
    _focus(qtbot, doc.editor)
    qtbot.keyClick(doc.editor, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is studio.chat.input
    visited = []
    for _ in range(8):
        focus = QApplication.focusWidget()
        qtbot.keyClick(focus, Qt.Key.Key_F6)
        visited.append(window_menus._panes(studio).index(
            next(p for p in window_menus._panes(studio) if window_menus.focus_in(p))
        ))
    panes = window_menus._panes(studio)
    assert len(panes) >= 3
    # Every pane is reached and the cycle wraps around past the last dock.
    assert set(visited) == set(range(len(panes)))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)


def test_ctrl_tab_and_ctrl_w_work_on_editor_tabs(qtbot, studio: MainWindow) -> None:
    root = studio.project_root
    studio.editor.open_path(root / "config.json")
    studio.editor.open_path(root / "intro.txt")
    tabs = studio.editor.tabs
    assert tabs.count() == 3
    current = tabs.currentIndex()
    doc = studio.editor.current_document()
    _focus(qtbot, doc.editor)
    qtbot.keyClick(doc.editor, Qt.Key.Key_Tab, CTRL)
    assert tabs.currentIndex() == (current + 1) % 3
    focus = QApplication.focusWidget()
    qtbot.keyClick(focus, Qt.Key.Key_W, CTRL)
    assert tabs.count() == 2


def test_home_and_end_in_the_chat(qtbot, studio: MainWindow, model_server) -> None:
    model_server.script(*[text("A long reply.\n\n" * 12) for _ in range(6)])
    for i in range(6):
        studio.chat.send(f"message {i}")
    qtbot.waitUntil(
        lambda: sum(1 for e in studio.chat.entries if e.get("role") == "assistant") == 6,
        timeout=30_000,
    )
    view = studio.chat.view
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=5_000)
    _focus(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert bar.value() == 0
    qtbot.keyClick(view, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=5_000)


def test_help_lists_the_keyboard_shortcuts(qtbot, studio: MainWindow) -> None:
    _focus(qtbot, studio.chat.input)
    qtbot.keyClick(studio.chat.input, Qt.Key.Key_F1)
    dialog = studio.findChild(ShortcutsDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.table.rowCount() == len(SHORTCUTS)
    keys = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
    assert "F6" in keys and any("K" in k for k in keys)


@pytest.mark.parametrize("where", ["input", "view", "conversations", "stores"])
def test_ctrl_s_saves_from_every_pane(qtbot, studio: MainWindow, where: str, qtlog) -> None:
    doc = studio.editor.current_document()
    doc.editor.insertPlainText("Edited. ")
    assert doc.is_modified()
    targets = {
        "input": studio.chat.input,
        "view": studio.chat.view,
        "conversations": studio.conversations.tree,
        "stores": studio.store_inspector.view,
    }
    widget = targets[where]
    studio.store_dock.raise_()
    _focus(qtbot, widget)
    with qtbot.waitSignal(studio.editor.saved, timeout=5_000):
        qtbot.keyClick(widget, Qt.Key.Key_S, CTRL)
    assert not doc.is_modified()
    assert not [r for r in qtlog.records if "Ambiguous" in r.message]

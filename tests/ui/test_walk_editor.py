"""Editor defects found on a user's walk (issue 23, item 3): the lorebook editor on a
1366×768 screen, focus on a new context file."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog

from studio.ui.editor.lorebook_table import COLUMNS
from studio.ui.editor.lorebook_view import CONTENT_WRITE_MS, LorebookView
from tests.ui.test_lorebook_editor import BOOK
from tests.ui.test_main_window import _project, make_window  # noqa: F401


def _open_book(qtbot, window, tmp_path) -> LorebookView:
    root = _project(tmp_path, "librarian")
    path = root / "stacks" / "frost.lorebook.json"
    path.write_text(json.dumps(BOOK, indent=2), encoding="utf-8")
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_project(root)
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=15_000)
    window.editor.reload_tree()
    doc = window.editor.open_path(path)
    view = getattr(doc, "lorebook", None)
    assert isinstance(view, LorebookView)
    qtbot.waitUntil(lambda: view.isVisible(), timeout=5000)
    return view


def test_the_lorebook_editor_is_usable_at_1366_by_768(
    qtbot, make_window, tmp_path, model_server  # noqa: F811
) -> None:
    window = make_window()
    window.resize(1366, 768)
    view = _open_book(qtbot, window, tmp_path)
    # The JSON folds away in a tab this narrow, and a button says how to get it back.
    qtbot.waitUntil(lambda: not view.doc.editor.isVisible(), timeout=5000)
    assert view.json_button.isVisible() and view.json_button.text() == "Show JSON"
    # The table shows the keys; the selected entry's content has a box of its own.
    table = view.table
    keys = table.visualRect(table.model().index(0, COLUMNS.index("Keys")))
    assert table.viewport().rect().contains(keys)
    assert view.content.isVisible() and view.content.isEnabled()
    # The docks come back once the project opens; the window settles around them.
    qtbot.waitUntil(lambda: view.content.width() >= 300, timeout=5000)
    assert view.content.height() >= 60
    assert view.content_label.text() == "Content of entry 1 (dragon, wyrm)"
    assert view.content.toPlainText() == "Dragons hoard silver."
    assert view.tester.input.isVisible()
    # Writing several lines there is the entry's content, in the JSON too.
    view.content.setFocus()
    view.content.selectAll()
    qtbot.keyClicks(view.content, "Dragons hoard silver.")
    qtbot.keyClick(view.content, Qt.Key.Key_Return)
    qtbot.keyClicks(view.content, "And gold.")
    assert table.item(0, COLUMNS.index("Content")).text() == "Dragons hoard silver.\nAnd gold."
    qtbot.waitUntil(
        lambda: json.loads(view.doc.text())["data"]["entries"][0]["content"]
        == "Dragons hoard silver.\nAnd gold.",
        timeout=CONTENT_WRITE_MS + 3000,
    )
    # The second entry, chosen in the table, is the one the box shows.
    table.setCurrentCell(1, 0)
    assert view.content.toPlainText() == "King Harald rules."
    assert view.content_label.text() == "Content of entry 2 (harald)"
    # Show JSON brings the document back beside the table.
    qtbot.mouseClick(view.json_button, Qt.MouseButton.LeftButton)
    assert view.doc.editor.isVisible() and view.json_button.text() == "Hide JSON"


def test_a_wide_lorebook_tab_keeps_the_json_beside_the_table(
    qtbot, make_window, tmp_path, model_server  # noqa: F811
) -> None:
    window = make_window()
    window.resize(2560, 1200)
    view = _open_book(qtbot, window, tmp_path)
    assert view.doc.editor.isVisible() and view.json_button.text() == "Hide JSON"


def test_a_new_context_file_opens_with_the_focus_in_its_editor(
    qtbot, make_window, tmp_path, model_server, monkeypatch  # noqa: F811
) -> None:
    window = make_window()
    root = _project(tmp_path, "librarian")
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_project(root)
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=15_000)
    window.editor.tree.setFocus()
    # The context menu's "New context file…", as a person answers its question.
    monkeypatch.setattr(QInputDialog, "getText", lambda *_a, **_k: ("notes.txt", True))
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):  # the play-test follows
        window.editor.actions_.new_context_file()
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=15_000)
    doc = window.editor.current_document()
    assert doc is not None and doc.path.name == "notes.txt"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is doc.editor, timeout=5000)
    qtbot.keyClicks(doc.editor, "The reading room closes at nine.")
    assert doc.editor.toPlainText() == "The reading room closes at nine."

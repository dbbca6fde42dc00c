"""EditorPane: tabs through fileMappings, saving, disk changes, macro banner, tokens."""

from __future__ import annotations

import math
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from pytestqt.qtbot import QtBot

from studio.storage.atomic import atomic_write_text
from studio.ui.editor import MACRO, EditorPane

CHARACTERS = Path(__file__).resolve().parents[2] / "characters"


@pytest.fixture
def librarian(tmp_path: Path) -> Path:
    root = tmp_path / "librarian"
    shutil.copytree(CHARACTERS / "librarian", root)
    return root


@pytest.fixture
def pane(qtbot: QtBot, librarian: Path) -> EditorPane:
    widget = EditorPane(librarian)
    qtbot.addWidget(widget)
    widget.resize(1000, 600)
    return widget


def _titles(pane: EditorPane) -> list[str]:
    return [pane.tabs.tabText(i) for i in range(pane.tabs.count())]


def _activate(qtbot: QtBot, pane: EditorPane) -> None:
    """Show and activate the window: shortcuts only reach an active window."""
    with qtbot.waitActive(pane):
        pane.show()
        pane.activateWindow()


def _type(pane: EditorPane, path: Path, text: str) -> None:
    doc = pane.open_path(path)
    cursor = doc.editor.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    cursor.insertText(text)


def test_roles_open_under_their_names_through_file_mappings(
    pane: EditorPane, librarian: Path
) -> None:
    tree = pane.tree
    groups = {tree.topLevelItem(i).text(0): tree.topLevelItem(i) for i in range(4)}
    character = [groups["Character"].child(i).text(0) for i in range(5)]
    assert character == ["Instructions", "System Prompt", "Description", "Intro", "config.json"]
    context = [groups["Context"].child(i).text(0) for i in range(groups["Context"].childCount())]
    assert "house-rules.txt" in context and "about-the-library.txt" in context
    for i in range(5):
        tree.itemActivated.emit(groups["Character"].child(i), 0)
    assert _titles(pane) == character
    instructions = pane.document(librarian / "sheet" / "quill.txt")
    assert instructions is not None and pane.tabs.widget(0) is instructions
    assert instructions.text() == (librarian / "sheet" / "quill.txt").read_text()
    pane.open_path(librarian / "stacks" / "house-rules.txt")
    assert _titles(pane)[-1] == "house-rules.txt"


def test_go_to_line_and_line_numbers(pane: EditorPane, librarian: Path) -> None:
    doc = pane.open_path(librarian / "config.json", line=7)
    assert doc.editor.current_line() == 7
    narrow = doc.editor.gutter_width()
    doc.editor.setPlainText("\n" * 12000)
    assert doc.editor.gutter_width() > narrow  # five digits need more room than three
    assert not doc.editor.grab().isNull()


def test_unsaved_marker_and_ctrl_s_saves_atomically(
    qtbot: QtBot, pane: EditorPane, librarian: Path
) -> None:
    _activate(qtbot, pane)
    path = librarian / "pub" / "blurb.txt"
    doc = pane.open_path(path)
    with qtbot.waitSignal(pane.modifiedChanged) as changed:
        _type(pane, path, "\nA new line.")
    assert changed.args == [True]
    assert _titles(pane) == ["Description ●"]
    assert pane.has_unsaved() and pane.unsaved_buffers() == {path: doc.text()}
    doc.editor.setFocus()
    with qtbot.waitSignal(pane.saved) as saved:
        qtbot.keyClick(doc.editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert saved.args == [str(path)]
    assert path.read_text(encoding="utf-8").endswith("\nA new line.")
    assert _titles(pane) == ["Description"] and not pane.has_unsaved()
    assert not list(path.parent.glob(".*.tmp"))  # the atomic write left no temp file


def test_save_all_writes_every_dirty_buffer(pane: EditorPane, librarian: Path) -> None:
    first, second = librarian / "pub" / "greeting.txt", librarian / "stacks" / "house-rules.txt"
    _type(pane, first, "\nHello again.")
    _type(pane, second, "\nRule 99.")
    assert set(pane.unsaved_buffers()) == {first, second}
    assert pane.save_all()
    assert first.read_text().endswith("Hello again.") and second.read_text().endswith("Rule 99.")
    assert pane.unsaved_buffers() == {}


def test_external_change_reloads_a_clean_buffer(
    qtbot: QtBot, pane: EditorPane, librarian: Path
) -> None:
    path = librarian / "stacks" / "about-the-library.txt"
    doc = pane.open_path(path)
    atomic_write_text(path, "Rewritten by another program.\n")
    qtbot.waitUntil(lambda: doc.text() == "Rewritten by another program.\n")
    assert not doc.is_modified() and not doc.conflict
    path.write_text("Edited in place.\n", encoding="utf-8")  # a non-atomic writer too
    qtbot.waitUntil(lambda: doc.text() == "Edited in place.\n")


def test_external_change_under_unsaved_edits_is_a_conflict(
    qtbot: QtBot, pane: EditorPane, librarian: Path
) -> None:
    path = librarian / "stacks" / "house-rules.txt"
    _type(pane, path, "\nmy edit")
    doc = pane.document(path)
    assert doc is not None
    mine = doc.text()
    with qtbot.waitSignal(doc.conflictChanged):
        atomic_write_text(path, "theirs\n")
    assert doc.text() == mine and doc.conflict
    assert _titles(pane) == ["⚠ house-rules.txt ●"]
    assert doc.banner.isVisibleTo(doc)
    doc.keep_button.click()
    assert not doc.conflict and doc.is_modified()
    assert pane.save_current()
    assert path.read_text() == mine
    atomic_write_text(path, "theirs again\n")
    qtbot.waitUntil(lambda: doc.text() == "theirs again\n")  # clean again: plain reload


def test_reload_button_drops_my_edits(qtbot: QtBot, pane: EditorPane, librarian: Path) -> None:
    path = librarian / "pub" / "greeting.txt"
    _type(pane, path, "draft")
    doc = pane.document(path)
    assert doc is not None
    atomic_write_text(path, "from disk\n")
    qtbot.waitUntil(lambda: doc.conflict)
    doc.reload_button.click()
    assert doc.text() == "from disk\n" and not doc.is_modified() and not doc.conflict


def test_macro_banner_follows_the_buffers(qtbot: QtBot, pane: EditorPane, librarian: Path) -> None:
    assert not pane.macro_banner.isVisibleTo(pane)
    prompt = pane.open_path(librarian / "prompts" / "system.txt")
    prompt.editor.setPlainText(prompt.text().replace(MACRO, ""))
    qtbot.waitUntil(lambda: pane.macro_banner.isVisibleTo(pane))
    instructions = pane.open_path(librarian / "sheet" / "quill.txt")
    instructions.editor.setPlainText("   \n")  # empty instructions need no macro
    qtbot.waitUntil(lambda: not pane.macro_banner.isVisibleTo(pane))
    instructions.editor.setPlainText("Be kind.")
    qtbot.waitUntil(lambda: pane.macro_banner.isVisibleTo(pane))
    prompt.editor.setPlainText(MACRO + "\nMore.")
    qtbot.waitUntil(lambda: not pane.macro_banner.isVisibleTo(pane))


def test_token_estimate_in_the_status_label(pane: EditorPane, librarian: Path) -> None:
    doc = pane.open_path(librarian / "pub" / "blurb.txt")
    doc.editor.setPlainText("x" * 4001)
    assert f"≈{math.ceil(4001 / 4):,} tokens" in pane.status.text()
    assert "4,001 chars" in pane.status.text()


def test_find_and_replace_shortcuts(qtbot: QtBot, pane: EditorPane, librarian: Path) -> None:
    _activate(qtbot, pane)
    doc = pane.open_path(librarian / "stacks" / "house-rules.txt")
    doc.editor.setPlainText("alpha beta Alpha\nalpha")
    doc.editor.setFocus()
    qtbot.keyClick(doc.editor, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert pane.find_bar.isVisible() and not pane.find_bar._replace_row.isVisible()
    qtbot.keyClick(doc.editor, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert pane.find_bar._replace_row.isVisible()
    pane.find_bar.find_edit.setText("alpha")
    pane.find_bar.replace_edit.setText("omega")
    assert pane.find_bar.replace_all() == 3
    assert doc.text() == "omega beta omega\nomega"


def test_screenshot_with_a_js_agent(qtbot: QtBot, pane: EditorPane, librarian: Path) -> None:
    agent = pane.project_edits.add_agent("quill.weather", "javascript")
    pane.open_path(librarian / "sheet" / "quill.txt")
    doc = pane.open_path(agent, line=18)
    pane.resize(1100, 650)
    with qtbot.waitExposed(pane):
        pane.show()
    qtbot.waitUntil(lambda: bool(doc.editor.document().firstBlock().layout().formats()))
    image = pane.grab()
    assert image.width() >= 1000
    image.save("/tmp/editor.png")


def test_new_file_on_disk_appears_in_the_tree(
    qtbot: QtBot, pane: EditorPane, librarian: Path
) -> None:
    def context_titles() -> list[str]:
        top = pane.tree.topLevelItem(1)
        assert top is not None and top.text(0) == "Context"
        return [top.child(i).text(0) for i in range(top.childCount())]

    (librarian / "stacks" / "late-arrival.txt").write_text("hello", encoding="utf-8")
    qtbot.waitUntil(lambda: "late-arrival.txt" in context_titles())


def test_menagerie_lists_every_agent_and_lib(qtbot: QtBot, tmp_path: Path) -> None:
    root = tmp_path / "menagerie"
    shutil.copytree(CHARACTERS / "menagerie", root)
    pane = EditorPane(root)
    qtbot.addWidget(pane)
    listed = {(f.group, f.title) for f in pane.files.files}
    for name in (
        "keeper.subagent.md",
        "menagerie.aviary.py",
        "menagerie.cellar.lua",
        "menagerie.garden.js",
        "menagerie.stables.ts",
    ):
        assert ("Agents", name) in listed
    assert ("Lib", "lib/weighted-choice.js") in listed
    languages = set()
    for file in pane.files.files:
        if file.group in ("Agents", "Lib"):
            languages.add(pane.open_path(file.path).highlighter.language)
    assert languages == {"markdown", "python", "lua", "javascript", "typescript"}
    assert "lib/weighted-choice.js" in _titles(pane)

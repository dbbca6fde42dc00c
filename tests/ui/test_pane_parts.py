"""The chat pane and the editor pane are split by composition (style.md): their
parts are objects they hold over a small view of the pane, no mixin bases."""

# The chat fixtures are imported by name, so pytest finds them; arguments reuse the names.
# ruff: noqa: F811

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from studio.ui.chat.message_edits import MessageEditing
from studio.ui.chat.pane import ChatPane
from studio.ui.chat.pane_tools import ErrorActions, FindAndCopy, Swipes
from studio.ui.editor.editor_pane import EditorPane
from studio.ui.editor.pane_edits import ProjectEdits
from tests.support.model_server import text
from tests.ui.conftest_chat import Chat, chat, model_server  # noqa: F401 (fixtures)

PARTS = (MessageEditing, ErrorActions, FindAndCopy, Swipes, ProjectEdits)


def test_the_panes_hold_their_parts_instead_of_inheriting_them() -> None:
    assert ChatPane.__bases__ == (QWidget,)
    assert EditorPane.__bases__ == (QWidget,)
    for part in PARTS:
        assert part.__bases__ == (object,)


def test_the_chat_panes_parts_work_through_the_pane(chat: Chat) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    assert isinstance(pane.editing, MessageEditing)
    assert isinstance(pane.error_actions, ErrorActions)
    assert isinstance(pane.find_copy, FindAndCopy)
    assert isinstance(pane.swipes, Swipes)
    chat.server.script(text("Hello there."))
    pane.send("Hi")
    chat.qtbot.waitUntil(lambda: any(r.text == "Hello there." for r in pane.model.rows()))
    chat.wait_idle()
    last = pane.model.row_at(pane.model.rowCount() - 1)
    editor = pane.editing.start_edit(last)
    assert editor is not None and pane.editing.inline_editor is editor
    pane.editing.close_editor()
    assert pane.editing.inline_editor is None
    copied = pane.find_copy.copy_rows([last], markdown=True)
    assert copied == "Hello there."


def test_the_editor_panes_file_edits_are_its_part(qtbot: QtBot, tmp_path: Path) -> None:
    root = tmp_path / "quill"
    root.mkdir()
    (root / "config.json").write_text('{"name": "Quill"}', encoding="utf-8")
    (root / "instructions.txt").write_text("Be brief.", encoding="utf-8")
    pane = EditorPane(root)
    qtbot.addWidget(pane)
    assert isinstance(pane.project_edits, ProjectEdits)
    path = pane.project_edits.add_context_file("notes.txt")
    assert path.name == "notes.txt" and path.exists()
    current = pane.tabs.currentWidget()
    assert current is not None and getattr(current, "path", None) == path.resolve()

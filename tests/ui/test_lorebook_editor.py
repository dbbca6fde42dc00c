"""Authoring lorebooks in the editor: table beside the JSON, problems, tester, template."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from pytestqt.qtbot import QtBot

from studio.package import validate_package
from studio.ui.editor import EditorPane
from studio.ui.editor.lorebook_table import COLUMNS
from studio.ui.editor.lorebook_tester import split_messages
from studio.ui.editor.lorebook_view import LorebookView

CHARACTERS = Path(__file__).resolve().parents[2] / "characters"
BOOK: dict[str, Any] = {
    "spec": "lorebook_v3",
    "data": {
        "name": "Frostmarch",
        "extensions": {"x_kept": {"a": 1}},
        "entries": [
            {
                "keys": ["dragon", "wyrm"],
                "content": "Dragons hoard silver.",
                "extensions": {"selectiveLogic": 3, "probability": 40, "x_kept": True},
                "enabled": True,
                "insertion_order": 10,
                "use_regex": False,
                "id": 1,
                "selective": True,
                "secondary_keys": ["red", "old"],
                "position": "before_char",
            },
            {
                "keys": ["harald"],
                "content": "King Harald rules.",
                "extensions": {},
                "enabled": False,
                "insertion_order": 5,
                "use_regex": False,
                "id": 2,
                "constant": True,
            },
        ],
    },
}


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "librarian"
    shutil.copytree(CHARACTERS / "librarian", root)
    return root


@pytest.fixture
def pane(qtbot: QtBot, project: Path) -> EditorPane:
    widget = EditorPane(project)
    qtbot.addWidget(widget)
    return widget


def open_book(pane: EditorPane, book: dict[str, Any] | str = BOOK) -> LorebookView:
    path = pane.files.context_dir / "frost.lorebook.json"
    path.write_text(book if isinstance(book, str) else json.dumps(book, indent=2), encoding="utf-8")
    pane.reload_tree()
    doc = pane.open_path(path)
    view = getattr(doc, "lorebook", None)
    assert isinstance(view, LorebookView)
    return view


def cell(view: LorebookView, row: int, column: str) -> str:
    return view.table.item(row, COLUMNS.index(column)).text()


def checked(view: LorebookView, row: int, column: str) -> bool:
    return view.table.item(row, COLUMNS.index(column)).checkState() == Qt.CheckState.Checked


def type_json(view: LorebookView, text: str) -> None:
    cursor = view.doc.editor.textCursor()
    cursor.select(QTextCursor.SelectionType.Document)
    cursor.insertText(text)


def test_table_shows_every_column(pane):
    view = open_book(pane)
    assert view.table.rowCount() == 2
    assert [cell(view, 0, c) for c in ("Keys", "Secondary keys", "Logic", "Content")] == [
        "dragon, wyrm",
        "red, old",
        "AND ALL",
        "Dragons hoard silver.",
    ]
    assert [cell(view, 0, c) for c in ("Order", "Position", "Probability")] == [
        "10",
        "before_char",
        "40",
    ]
    assert checked(view, 1, "Constant") and not checked(view, 1, "Enabled")
    assert checked(view, 0, "Enabled") and not checked(view, 0, "Constant")
    assert view.status.text() == "2 entries"


def test_plain_json_files_get_no_table(pane):
    path = pane.files.context_dir / "cars.json"
    path.write_text("[]", encoding="utf-8")
    assert not hasattr(pane.open_path(path), "lorebook")


def test_table_edits_rewrite_the_json_keeping_other_fields(pane):
    view = open_book(pane)
    view.table.item(0, COLUMNS.index("Keys")).setText("dragon, drake")
    view.table.item(0, COLUMNS.index("Logic")).setText("NOT ANY")
    view.table.item(0, COLUMNS.index("Probability")).setText("75")
    view.table.item(1, COLUMNS.index("Enabled")).setCheckState(Qt.CheckState.Checked)
    view.table.item(1, COLUMNS.index("Order")).setText("7")
    data = json.loads(view.doc.text())
    first, second = data["data"]["entries"]
    assert first["keys"] == ["dragon", "drake"]
    assert first["extensions"] == {
        "selectiveLogic": 2,
        "probability": 75,
        "useProbability": True,
        "x_kept": True,
    }
    assert second["enabled"] is True and second["insertion_order"] == 7
    assert data["data"]["extensions"] == {"x_kept": {"a": 1}}
    assert view.doc.is_modified()
    view.doc.editor.undo()  # a table edit is one undoable change of the buffer
    assert json.loads(view.doc.text())["data"]["entries"][1]["insertion_order"] == 5


def test_a_bad_cell_value_is_refused(pane):
    view = open_book(pane)
    before = view.doc.text()
    view.table.item(0, COLUMNS.index("Order")).setText("soon")
    view.table.item(0, COLUMNS.index("Probability")).setText("250")
    assert view.doc.text() == before
    assert cell(view, 0, "Order") == "10" and cell(view, 0, "Probability") == "40"


def test_json_edits_refresh_the_table(qtbot, pane):
    view = open_book(pane)
    book = json.loads(json.dumps(BOOK))
    book["data"]["entries"][1]["keys"] = ["harald", "king"]
    type_json(view, json.dumps(book, indent=2))
    qtbot.waitUntil(lambda: cell(view, 1, "Keys") == "harald, king")


def test_live_validation_lists_problems_with_lines(qtbot, pane):
    view = open_book(pane)
    assert view.problems == []
    type_json(view, '{\n  "spec": "lorebook_v3",\n  "data": {\n    "entries": [,]\n  }\n}')
    qtbot.waitUntil(lambda: view.problem_list.count() == 1)
    assert view.problems[0].line == 4 and view.problems[0].severity == "error"
    assert not view.table.isEnabled() and view.table.rowCount() == 2  # last good state kept
    book = json.loads(json.dumps(BOOK))
    book["data"]["entries"][0]["extensions"]["selectiveLogic"] = 9
    text = json.dumps(book, indent=2)
    type_json(view, text)
    qtbot.waitUntil(lambda: view.table.isEnabled())
    (problem,) = view.problems
    assert '"selectiveLogic": 9' in text.splitlines()[problem.line - 1]
    view.problem_list.itemClicked.emit(view.problem_list.item(0))
    assert view.doc.editor.current_line() == problem.line


def test_tester_runs_the_agents_rules(qtbot, pane):
    view = open_book(pane)
    tester = view.tester
    with qtbot.waitSignal(tester.finished, timeout=10_000) as blocker:
        tester.input.setPlainText("an old red wyrm")
        tester.run()
    result = blocker.args[0]
    assert [f.label for f in result.fired] == ["dragon"]
    assert "secondary keys AND ALL" in result.fired[0].reason
    assert "fires on 40% of requests" in result.fired[0].reason
    assert tester.results.count() == 1 and "1 entry would fire" in tester.summary.text()
    assert any(line.startswith("fired") for line in tester.log.toPlainText().splitlines())

    with qtbot.waitSignal(tester.finished, timeout=10_000) as blocker:
        tester.input.setPlainText("a red wyrm")  # AND ALL: "old" missing
        tester.run()
    assert blocker.args[0].fired == []
    assert "secondary keys not satisfied (AND ALL)" in tester.log.toPlainText()


def test_tester_follows_table_edits(qtbot, pane):
    view = open_book(pane)
    tester = view.tester
    with qtbot.waitSignal(tester.finished, timeout=10_000):
        tester.input.setPlainText("harald")
        tester.run()
    assert tester.last is not None and tester.last.fired == []  # disabled
    with qtbot.waitSignal(tester.finished, timeout=10_000) as blocker:
        view.table.item(1, COLUMNS.index("Enabled")).setCheckState(Qt.CheckState.Checked)
    assert [f.label for f in blocker.args[0].fired] == ["harald"]
    assert blocker.args[0].fired[0].reason == "constant"


def test_split_messages():
    assert split_messages("a\n---\nb c\n\n---\n") == ["a", "b c"]


def test_add_and_remove_entries(pane):
    view = open_book(pane)
    view.add_button.click()
    entries = json.loads(view.doc.text())["data"]["entries"]
    assert len(entries) == 3 and entries[2]["id"] == 3 and entries[2]["insertion_order"] == 20
    assert view.table.currentRow() == 2
    view.table.item(2, COLUMNS.index("Keys")).setText("ice")
    assert json.loads(view.doc.text())["data"]["entries"][2]["keys"] == ["ice"]
    view.table.setCurrentCell(0, 0)
    view.remove_button.click()
    assert [e["id"] for e in json.loads(view.doc.text())["data"]["entries"]] == [2, 3]


def test_new_lorebook_from_template_validates_and_plays_its_rules(qtbot, pane, project):
    path = pane.project_edits.add_lorebook(".lorebook.json")
    assert path == pane.files.context_dir / ".lorebook.json"
    agents = json.loads((project / "config.json").read_text(encoding="utf-8"))["agents"]
    name = json.loads((project / "config.json").read_text(encoding="utf-8"))["name"]
    slug = name.lower().replace(" ", "-")
    assert agents[-1] == {
        "id": f"{slug}.lorebook",
        "implementation": "studio.lorebook",
        "contextFile": ".lorebook.json",
    }
    assert validate_package(project) == []
    doc = pane.document(path)
    assert doc is not None and isinstance(getattr(doc, "lorebook", None), LorebookView)
    view: LorebookView = doc.lorebook  # type: ignore[attr-defined]
    assert view.table.rowCount() == 2 and name in cell(view, 0, "Keys")
    with qtbot.waitSignal(view.tester.finished, timeout=10_000) as blocker:
        view.tester.input.setPlainText("We met at the inn.")
        view.tester.run()
    assert [f.label for f in blocker.args[0].fired] == ["The inn"]
    with pytest.raises(Exception, match="already exists"):
        pane.project_edits.add_lorebook(".lorebook.json")


def test_context_menu_offers_new_lorebook(qtbot, pane, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    from studio.ui.editor.project_actions import ProjectActions

    actions = pane.findChild(ProjectActions)
    menu = actions.build_menu(None, "Context")
    item = next(a for a in menu.actions() if a.text() == "New lorebook…")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("world.lorebook.json", True))
    item.trigger()
    doc = pane.current_document()
    assert doc is not None and doc.path.name == "world.lorebook.json"
    assert isinstance(getattr(doc, "lorebook", None), LorebookView)


def test_project_validation_reports_a_referenced_book(pane, project):
    from studio.ui.editor.live_validator import validate_overlay

    path = pane.project_edits.add_lorebook(".lorebook.json")
    rel = path.relative_to(project).as_posix()
    problems, _timings = validate_overlay(
        project, {rel: '{\n  "spec": "lorebook_v3",\n  "data": ['}
    )
    (problem,) = [p for p in problems if p.file == rel]
    assert problem.line == 3 and "not valid JSON" in problem.message


def test_a_huge_book_turns_the_table_off(qtbot, pane, monkeypatch):
    from studio.ui.editor import lorebook_view

    monkeypatch.setattr(lorebook_view, "MAX_TABLE_CHARS", 100)
    view = open_book(pane)
    assert not view.table.isEnabled() and "large book" in view.status.text()

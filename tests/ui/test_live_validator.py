"""LiveValidator: validates unsaved buffers off the GUI thread and maps paths back."""

# The editor fixtures are imported by name, so pytest finds them; arguments reuse the names.
# ruff: noqa: F811

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QTextCursor
from pytestqt.qtbot import QtBot

from studio.package import Problem
from studio.ui.editor import DocumentTab, EditorPane, LiveValidator, validate_overlay
from tests.ui.helpers_editor import pane, project  # noqa: F401 (fixtures)


@pytest.fixture
def validator(pane: EditorPane, project: Path) -> Iterator[LiveValidator]:
    live = LiveValidator(project, pane, debounce_ms=50)
    yield live
    live.wait()


def _replace(doc: DocumentTab, old: str, new: str) -> None:
    cursor = doc.editor.textCursor()
    cursor.select(QTextCursor.SelectionType.Document)
    cursor.insertText(doc.text().replace(old, new, 1))


def _errors(problems: list[Problem]) -> list[Problem]:
    return [p for p in problems if p.severity == "error"]


def test_clean_project_reports_nothing(
    qtbot: QtBot, validator: LiveValidator, project: Path
) -> None:
    with qtbot.waitSignal(validator.problemsChanged) as got:
        validator.validate_now()
    assert got.args == [[]]
    print(
        f"{project.name}: copy {validator.timings['copy']:.1f} ms, "
        f"validate {validator.timings['validate']:.1f} ms"
    )


def test_unsaved_broken_config_is_reported_and_disk_untouched(
    qtbot: QtBot, pane: EditorPane, validator: LiveValidator, project: Path
) -> None:
    on_disk = (project / "config.json").read_text()
    doc = pane.open_path(project / "config.json")
    with qtbot.waitSignal(validator.problemsChanged, timeout=10000) as got:
        _replace(doc, '"agents": [', '"agents": [,')  # typed, not saved
    errors = _errors(got.args[0])
    assert errors and errors[0].file == "config.json" and errors[0].line is not None
    assert (project / "config.json").read_text() == on_disk
    with qtbot.waitSignal(validator.problemsChanged, timeout=10000) as got:
        doc.editor.undo()
    assert got.args == [[]]


def test_unsaved_broken_manifest_maps_back_to_the_project(
    qtbot: QtBot, pane: EditorPane, validator: LiveValidator, project: Path
) -> None:
    agent = pane.project_edits.add_agent("studio-test.probe", "javascript")
    doc = pane.document(agent)
    assert doc is not None
    with qtbot.waitSignal(validator.problemsChanged, timeout=10000) as got:
        _replace(doc, '@tool-params {"type":"object"', '@tool-params {"type":"objec')
    errors = _errors(got.args[0])
    assert [(e.file, e.line) for e in errors] == [("agents/studio-test.probe.js", 8)]
    assert all("studio-validate-" not in p.message for p in got.args[0])
    with qtbot.waitSignal(validator.problemsChanged, timeout=10000) as got:
        assert pane.save_all()  # saving revalidates at once, from disk
    assert _errors(got.args[0])  # still broken: the buffer was saved as is


def test_starting_a_validation_does_not_block(qtbot: QtBot, validator: LiveValidator) -> None:
    fired: list[object] = []
    validator.problemsChanged.connect(fired.append)
    with qtbot.waitSignal(validator.problemsChanged):
        validator.validate_now()
        answered_before_return = bool(fired)
    assert not answered_before_return  # the copy and the validation run in the worker


def test_changes_during_a_run_are_validated_after_it(
    qtbot: QtBot, pane: EditorPane, validator: LiveValidator, project: Path
) -> None:
    doc = pane.open_path(project / "config.json")
    seen: list[list[Problem]] = []
    validator.problemsChanged.connect(seen.append)
    validator.validate_now()
    _replace(doc, '"agents": [', '"agents": [,')
    validator.validate_now()  # queued behind the running one; the stale result is dropped
    qtbot.waitUntil(lambda: bool(seen))
    assert _errors(seen[-1])


def test_validate_overlay_writes_buffers_into_a_copy(project: Path) -> None:
    problems, timings = validate_overlay(project, {"config.json": "{"})
    assert _errors(problems)[0].file == "config.json"
    assert (project / "config.json").read_text().startswith("{\n")
    assert set(timings) == {"copy", "validate"}

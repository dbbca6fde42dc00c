"""File → Export… / Import… actions, called directly on a real MainWindow."""

from __future__ import annotations

import shutil
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from studio.package import validate_package
from studio.ui.bridge import EngineBridge
from studio.ui.export_actions import export_project, import_package_dialog
from studio.ui.main_window import MainWindow

CHARACTERS = Path(__file__).resolve().parents[2] / "characters"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    win = MainWindow(
        EngineBridge(),
        mode="studio",
        settings_path=tmp_path / "s.json",
        data_dir=tmp_path / "d",
        ask_first_run=False,
        remember_layout=False,
    )
    win.show()
    yield win
    win.close()


def _problem_box(window: MainWindow) -> QMessageBox | None:
    boxes = [b for b in window.findChildren(QMessageBox, "exportProblems") if b.isVisible()]
    return boxes[0] if boxes else None


def test_export_runs_off_the_gui_thread_and_reports(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    project = Path(shutil.copytree(CHARACTERS / "menagerie", tmp_path / "menagerie"))
    out = tmp_path / "out" / "menagerie.zip"
    out.parent.mkdir()  # export never creates the folder; the file dialog picks an existing one
    future = export_project(window, project, out)
    assert future is not None
    qtbot.waitUntil(lambda: "Exported" in window.statusBar().currentMessage(), timeout=30_000)
    assert future.done() and future.exception() is None
    assert validate_package(out) == []
    assert str(out) in window.statusBar().currentMessage()
    assert _problem_box(window) is None


def test_export_asks_for_a_file_and_adds_zip(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = iter([("", ""), (str(tmp_path / "plain-export"), _ZIP_FILTER)])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: next(answers))
    assert export_project(window, CHARACTERS / "plain") is None  # cancelled
    future = export_project(window, CHARACTERS / "plain")
    assert future is not None
    qtbot.waitUntil(future.done, timeout=30_000)
    assert (tmp_path / "plain-export.zip").is_file()


_ZIP_FILTER = "Character packages (*.zip)"


def test_export_errors_are_listed_and_nothing_is_written(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "config.json").write_text('{"name": "B", "agents": ["x.a", "x.b"]}', encoding="utf-8")
    out = tmp_path / "bad.zip"
    export_project(window, bad, out)
    qtbot.waitUntil(lambda: _problem_box(window) is not None, timeout=30_000)
    box = _problem_box(window)
    assert box is not None
    details = box.informativeText().splitlines()
    assert len(details) == 2 and all(line.startswith("error: config.json") for line in details)
    assert "'x.a'" in details[0] and "'x.b'" in details[1]
    assert not out.exists()
    box.close()


def test_import_creates_a_project_and_opens_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "plain.zip"
    future = export_project(window, CHARACTERS / "plain", source)
    assert future is not None
    qtbot.waitUntil(future.done, timeout=30_000)
    projects = tmp_path / "projects"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(source), ""))
    monkeypatch.setattr(window, "pick_directory", lambda title, start=None: projects)
    assert import_package_dialog(window) is not None
    qtbot.waitUntil(lambda: window.project_root == (projects / "mara").resolve(), timeout=30_000)
    assert (projects / "mara" / "config.json").is_file()
    assert validate_package(projects / "mara") == []


def test_import_refuses_a_hostile_zip(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    hostile = tmp_path / "hostile.zip"
    with zipfile.ZipFile(hostile, "w") as zf:
        zf.writestr("config.json", '{"name": "H"}')
        zf.writestr("../escape.txt", "x")
    dest = tmp_path / "projects"
    import_package_dialog(window, hostile, dest)
    qtbot.waitUntil(lambda: _problem_box(window) is not None, timeout=30_000)
    box = _problem_box(window)
    assert box is not None and "contains '..'" in box.informativeText()
    assert window.project_root is None
    assert not dest.exists() or list(dest.iterdir()) == []
    assert not (tmp_path / "escape.txt").exists()
    box.close()

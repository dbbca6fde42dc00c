"""The main window end to end: Studio (editor, problems, chat) and Player mode."""

from __future__ import annotations

import json
import shutil
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMessageBox

from studio.storage import load_settings
from studio.ui.bridge import EngineBridge
from studio.ui.dialogs import PackageSummaryDialog
from studio.ui.main_window import MainWindow
from studio.ui.opening import Endpoint
from tests.support.model_server import ModelServer, text, tool_calls

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def make_window(qtbot, tmp_path: Path, model_server: ModelServer) -> Iterator:
    windows: list[MainWindow] = []

    def make(mode: str = "studio") -> MainWindow:
        window = MainWindow(
            EngineBridge(),
            mode=mode,
            settings_path=tmp_path / "settings.json",
            data_dir=tmp_path / "data",
            endpoint=Endpoint(
                base_url=model_server.url, api_key="k", main_model="m", worker_model=None
            ),
            ask_first_run=False,
            remember_layout=False,
        )
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.confirm_discard = lambda: True  # type: ignore[method-assign]
        window.close()


def _project(tmp_path: Path, name: str = "menagerie") -> Path:
    target = tmp_path / name
    shutil.copytree(ROOT / "characters" / name, target)
    return target


def _replace_text(doc, text: str) -> None:
    """Replace a tab's text the way typing does (setPlainText would reset 'modified')."""
    doc.editor.selectAll()
    doc.editor.insertPlainText(text)


def _wait_replied(qtbot, window: MainWindow, count: int) -> None:
    qtbot.waitUntil(
        lambda: sum(1 for e in window.chat.entries if e.get("role") == "assistant") >= count,
        timeout=15_000,
    )


def test_studio_opens_a_project_and_plays_it(qtbot, make_window, tmp_path, model_server):
    window = make_window()
    root = _project(tmp_path)
    with qtbot.waitSignal(window.characterOpened, timeout=15_000) as opened:
        window.open_project(root)
    assert opened.args == ["Odile"]
    # The editor starts on the instructions; the problems panel is filled.
    current = window.editor.current_document()
    assert current is not None and current.path.name == "instructions.txt"
    qtbot.waitUntil(
        lambda: window.problems.problems() == [] and window.validator.problems == [], timeout=10_000
    )
    model_server.script(tool_calls([("plant_seed", {"herb": "mint", "bed": 1})]), text("Done."))
    window.chat.send("plant mint")
    _wait_replied(qtbot, window, 1)
    assert (root / "conversations").is_dir()  # a project keeps its play-test data inside
    assert load_settings(tmp_path / "settings.json").recent_projects[0] == str(root)
    # The store inspector saw the garden's new bed.
    qtbot.waitUntil(
        lambda: "1" in (window.store_inspector.store("menagerie.garden") or {}).get("beds", {}),
        timeout=10_000,
    )


def test_saving_a_file_replays_with_the_new_text_and_keeps_the_chat(
    qtbot, make_window, tmp_path, model_server
):
    window = make_window()
    root = _project(tmp_path, "plain")
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_project(root)
    model_server.script(text("first"), text("second"))
    window.chat.send("one")
    _wait_replied(qtbot, window, 1)
    conversation = window.bridge.player.conversation_id
    doc = window.editor.current_document()
    _replace_text(doc, "You are Mara, now a pirate.")
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        assert window.editor.save_current()
    qtbot.waitUntil(lambda: window.bridge.player.conversation_id == conversation, timeout=10_000)
    window.chat.send("two")
    _wait_replied(qtbot, window, 2)
    system = model_server.requests[-1].body["messages"][0]["content"]
    assert "now a pirate" in system
    assert (root / "instructions.txt").read_text() == "You are Mara, now a pirate."


def test_problems_are_live_and_jump_to_the_file(qtbot, make_window, tmp_path):
    window = make_window()
    root = _project(tmp_path, "plain")
    window.open_project(root)
    config = window.editor.open_path(root / "config.json")
    _replace_text(config, '{"name": 5, "agents": []}')
    qtbot.waitUntil(
        lambda: any(p.severity == "error" for p in window.validator.problems), timeout=10_000
    )
    problem = next(p for p in window.validator.problems if p.severity == "error")
    assert problem.file == "config.json"
    window.editor.open_path(root / "instructions.txt")
    window.problems.activated.emit("config.json", 1)
    assert window.editor.current_document().path == root / "config.json"


def test_player_mode_asks_once_per_package_then_plays(
    qtbot, make_window, tmp_path, model_server, monkeypatch
):
    package = tmp_path / "mara.zip"
    with zipfile.ZipFile(package, "w") as archive:
        for path in (ROOT / "characters" / "plain").rglob("*"):
            if path.is_file():
                archive.write(path, path.relative_to(ROOT / "characters" / "plain").as_posix())
    asked: list[str] = []

    def fake_exec(dialog: PackageSummaryDialog) -> int:
        asked.append(dialog.text())
        return 1

    monkeypatch.setattr(PackageSummaryDialog, "exec", fake_exec)
    window = make_window("player")
    assert window.editor is None
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_path(package)
    assert len(asked) == 1 and "Mara" in asked[0]
    model_server.script(text("Ahoy."))
    window.chat.send("hello")
    _wait_replied(qtbot, window, 1)
    # Package data lives under the data dir, never beside the zip.
    assert list((tmp_path / "data").rglob("conversation_*.jsonl"))
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_path(package)
    assert len(asked) == 1  # accepted once per package hash


def test_dropping_a_folder_opens_it(qtbot, make_window, tmp_path):
    window = make_window()
    root = _project(tmp_path, "plain")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(root))])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.dropEvent(event)
    assert window.project_root == root.resolve()


def test_closing_with_unsaved_changes_asks(qtbot, make_window, tmp_path, monkeypatch):
    window = make_window()
    root = _project(tmp_path, "plain")
    window.open_project(root)
    _replace_text(window.editor.current_document(), "changed")
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answers.pop(0))
    assert window.confirm_discard() is False
    assert window.confirm_discard() is True
    assert (root / "instructions.txt").read_text() == "changed"


def test_a_broken_project_opens_in_the_editor_but_does_not_play(qtbot, make_window, tmp_path):
    window = make_window()
    root = _project(tmp_path, "plain")
    (root / "config.json").write_text(json.dumps({"name": "X", "agents": ["missing.agent"]}))
    with qtbot.waitSignal(window.openFailed, timeout=15_000) as failed:
        window.open_project(root)
    assert "problems to fix" in failed.args[0]
    assert window.editor is not None
    assert window.bridge.player is None


def test_a_file_open_event_opens_the_character(qtbot, make_window, tmp_path) -> None:
    """macOS delivers Finder's "Open" as a QFileOpenEvent (studio/ui/file_open.py)."""
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from studio.ui.file_open import FileOpenForwarder

    window = make_window()
    app = QApplication.instance()
    assert app is not None
    forwarder = FileOpenForwarder(window, parent=window)
    app.installEventFilter(forwarder)
    try:
        project = _project(tmp_path)
        with qtbot.waitSignal(window.characterOpened, timeout=15_000) as opened:
            QApplication.sendEvent(app, QFileOpenEvent(str(project)))
        assert opened.args == ["Odile"]
    finally:
        app.removeEventFilter(forwarder)

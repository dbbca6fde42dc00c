"""macOS hands files to open (a double-clicked package) as QFileOpenEvents."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from studio.ui.file_open import FileOpenForwarder

ROOT = Path(__file__).resolve().parents[2]


class _Window:
    def __init__(self) -> None:
        self.opened: list[Path] = []

    def open_path(self, path: Path) -> None:
        self.opened.append(path)


def test_file_open_events_reach_the_window(qtbot, tmp_path) -> None:
    app = QApplication.instance()
    assert app is not None
    window = _Window()
    owner = QObject()
    forwarder = FileOpenForwarder(window, parent=owner)
    app.installEventFilter(forwarder)
    try:
        package = tmp_path / "menagerie"
        shutil.copytree(ROOT / "characters" / "menagerie", package)
        assert QApplication.sendEvent(app, QFileOpenEvent(str(package))) is True
        assert QApplication.sendEvent(app, QFileOpenEvent(QUrl.fromLocalFile(str(package))))
        assert window.opened == [package, package]
        # Other events pass through untouched.
        assert not forwarder.eventFilter(app, QEvent(QEvent.Type.Show))
        assert window.opened == [package, package]
    finally:
        app.removeEventFilter(forwarder)
        owner.deleteLater()


def test_a_file_open_event_opens_the_character_in_the_main_window(
    qtbot, tmp_path, model_server
) -> None:
    from studio.ui.bridge import EngineBridge
    from studio.ui.main_window import MainWindow
    from studio.ui.opening import Endpoint

    window = MainWindow(
        EngineBridge(),
        mode="studio",
        settings_path=tmp_path / "settings.json",
        data_dir=tmp_path / "data",
        endpoint=Endpoint(
            base_url=model_server.url, api_key="k", main_model="m", worker_model=None
        ),
        ask_first_run=False,
        remember_layout=False,
    )
    app = QApplication.instance()
    assert app is not None
    forwarder = FileOpenForwarder(window, parent=window)
    app.installEventFilter(forwarder)
    try:
        window.show()
        project = tmp_path / "menagerie"
        shutil.copytree(ROOT / "characters" / "menagerie", project)
        with qtbot.waitSignal(window.characterOpened, timeout=15_000) as opened:
            QApplication.sendEvent(app, QFileOpenEvent(str(project)))
        assert opened.args == ["Odile"]
    finally:
        app.removeEventFilter(forwarder)
        window.confirm_discard = lambda: True  # type: ignore[method-assign]
        window.close()

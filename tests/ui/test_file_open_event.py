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

"""Files the operating system asks us to open: macOS sends a ``QFileOpenEvent``.

Double-clicking a character package in Finder (the bundle declares the
document type in its Info.plist) does not put the path on the command line:
macOS delivers it to the running application as a ``FileOpen`` event, at
launch or later. :class:`FileOpenForwarder` hands each one to the main window,
which opens it as if it had been dropped on the window.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


class _Opens(Protocol):
    def open_path(self, path: Path) -> None: ...


class FileOpenForwarder(QObject):
    """An application event filter passing ``FileOpen`` events to ``window.open_path``."""

    def __init__(self, window: _Opens, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file() or event.url().toLocalFile()
            if path:
                self._window.open_path(Path(path))
                return True
        return super().eventFilter(watched, event)

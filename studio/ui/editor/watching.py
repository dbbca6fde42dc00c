"""Watching a project on disk: open files for edits, folders for added and removed files."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

__all__ = ["ProjectWatcher"]


class ProjectWatcher(QObject):
    """Wraps :class:`QFileSystemWatcher` with the quirks handled.

    An atomic replace (ours or another editor's) swaps the file's inode, which
    drops the watch on Linux: a changed file is watched again. Folder changes
    and ``config.json`` changes (new ``fileMappings``) are coalesced into one
    :attr:`treeChanged` per 150 ms.

    Args:
        parent: The owner.

    Signals:
        fileChanged(object): A watched file's :class:`~pathlib.Path` changed or vanished.
        treeChanged(): The set of files may have changed.
    """

    fileChanged = Signal(object)
    treeChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tree_timer = QTimer(self, singleShot=True, interval=150)
        self._tree_timer.timeout.connect(self.treeChanged)
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self._on_file_changed)
        self._watcher.directoryChanged.connect(lambda _p: self._tree_timer.start())

    def watch_file(self, path: Path) -> None:
        """Watch ``path`` (again) if it exists."""
        name = str(path)
        if path.exists() and name not in self._watcher.files():
            self._watcher.addPath(name)

    def unwatch_file(self, path: Path) -> None:
        """Stop watching ``path``."""
        if str(path) in self._watcher.files():
            self._watcher.removePath(str(path))

    def watch_folders(self, folders: Iterable[Path]) -> None:
        """Watch exactly these folders (the existing ones)."""
        wanted = {str(f) for f in folders if f.is_dir()}
        current = set(self._watcher.directories())
        if current - wanted:
            self._watcher.removePaths(sorted(current - wanted))
        if wanted - current:
            self._watcher.addPaths(sorted(wanted - current))

    def _on_file_changed(self, name: str) -> None:
        path = Path(name)
        self.watch_file(path)
        self.fileChanged.emit(path)
        if path.name == "config.json":
            self._tree_timer.start()

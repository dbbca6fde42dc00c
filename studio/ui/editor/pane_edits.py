"""The editor pane's project edits: add, rename and delete files, keeping tabs in step.

A part the pane holds as ``pane.project_edits`` (composition: it gets the small
:class:`EditedPane` view of the pane, not the whole widget). Its methods are
dialog-free (tests drive them; :mod:`.project_actions` wraps them in dialogs).
Agent edits rewrite ``config.json`` on disk, so they refuse to run while
``config.json`` has unsaved edits in a tab rather than clobber them. A file just
created opens with the keyboard focus in it, ready to be written.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QWidget

from studio.errors import PackageError

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTabWidget

    from studio.ui.editor.document import DocumentTab
    from studio.ui.editor.project_files import ProjectFiles
    from studio.ui.editor.watching import ProjectWatcher

__all__ = ["EditedPane", "ProjectEdits"]


class EditedPane(Protocol):
    """What :class:`ProjectEdits` uses of the editor pane."""

    root: Path
    files: ProjectFiles
    tabs: QTabWidget
    watcher: ProjectWatcher
    _docs: dict[Path, DocumentTab]

    def open_path(self, path: Path, line: int | None = None) -> DocumentTab:
        """Open (or switch to) a file's tab."""

    def reload_tree(self) -> None:
        """List the project's files again."""

    def close_tab(self, index: int, *, discard: bool = False) -> bool:
        """Close a tab (``discard``: without asking about unsaved edits)."""

    def _files_changed(self) -> None:
        """Say a file was created, renamed or deleted (``filesChanged``)."""


class ProjectEdits:
    """Adding, renaming and deleting the files of the pane's project."""

    def __init__(self, pane: EditedPane) -> None:
        self._pane = pane

    def add_context_file(self, name: str) -> Path:
        """Create a context file, list it and open it (the focus in it)."""
        path = self._pane.files.add_context_file(name)
        self._pane.reload_tree()
        self._focus_new(self._pane.open_path(path))
        self._pane._files_changed()
        return path

    def add_lorebook(self, name: str = ".lorebook.json") -> Path:
        """Create a lorebook from the template, list its agent in config.json, open it."""
        self._require_clean_config()
        path = self._pane.files.add_lorebook(name)
        self._after_config_edit()
        self._focus_new(self._pane.open_path(path))
        return path

    def add_agent(self, agent_id: str, language: str) -> Path:
        """Create an agent from its template, list it in config.json, and open it."""
        self._require_clean_config()
        path = self._pane.files.add_agent(agent_id, language)
        self._after_config_edit()
        self._focus_new(self._pane.open_path(path))
        self._pane._files_changed()
        return path

    @staticmethod
    def _focus_new(doc: DocumentTab) -> None:
        """Put the focus where a new file is written: its editor (a lorebook's table).

        Once now and once after the events in flight: the dialog that asked for the
        name gives the focus back to what had it when it closes.
        """
        lorebook = getattr(doc, "lorebook", None)
        target: QWidget = lorebook.table if lorebook is not None else doc.editor

        def focus() -> None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

        focus()
        QTimer.singleShot(0, target, focus)

    def rename_file(self, path: Path, new_name: str) -> Path:
        """Rename a context file or agent; an open tab follows (keeping unsaved edits)."""
        path = Path(path).resolve()
        self._require_clean_config()
        target = self._pane.files.rename(path, new_name).resolve()
        doc = self._pane._docs.pop(path, None)
        if doc is not None:
            self._pane.watcher.unwatch_file(path)
            doc.retarget(target)
            self._pane._docs[target] = doc
            self._pane.watcher.watch_file(target)
            doc.disk_changed()
        self._after_config_edit()
        self._pane._files_changed()
        return target

    def delete_file(self, path: Path) -> None:
        """Delete a context file or agent; its tab closes without saving."""
        path = Path(path).resolve()
        self._require_clean_config()
        self._pane.files.delete(path)
        doc = self._pane._docs.get(path)
        if doc is not None:
            self._pane.close_tab(self._pane.tabs.indexOf(doc), discard=True)
        self._after_config_edit()
        self._pane._files_changed()

    def _require_clean_config(self) -> None:
        doc = self._pane._docs.get(self._pane.root / "config.json")
        if doc is not None and doc.is_modified():
            raise PackageError("has unsaved edits; save or revert it first", path="config.json")

    def _after_config_edit(self) -> None:
        doc = self._pane._docs.get(self._pane.root / "config.json")
        if doc is not None:
            doc.disk_changed()
        self._pane.reload_tree()

"""Dialogs around the editor pane's project edits: the tree's context menu, confirmations."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMenu, QMessageBox

from studio.errors import StudioError
from studio.ui.editor.project_files import AGENT_LANGUAGES
from studio.ui.i18n import translate

if TYPE_CHECKING:
    from studio.ui.editor.document import DocumentTab
    from studio.ui.editor.editor_pane import EditorPane

__all__ = ["LANGUAGE_LABELS", "ProjectActions"]

LANGUAGE_LABELS: dict[str, str] = {
    "javascript": "JavaScript agent",
    "typescript": "TypeScript agent",
    "python": "Python agent",
    "lua": "Lua agent",
    "subagent": "Sub-agent (.subagent.md)",
}
assert set(LANGUAGE_LABELS) == set(AGENT_LANGUAGES)


class ProjectActions(QObject):
    """Builds the tree's context menu and asks the author before destructive edits.

    Every action ends in one of the pane's dialog-free methods
    (:meth:`ProjectEdits.add_agent` and friends), which is what tests drive.

    Args:
        pane: The editor pane to act on.
    """

    def __init__(self, pane: EditorPane) -> None:
        super().__init__(pane)
        self.pane = pane
        pane.tree.customContextMenuRequested.connect(self._context_menu)

    def _context_menu(self, pos: QPoint) -> None:
        tree = self.pane.tree
        item = tree.itemAt(pos)
        path, group = tree.path_of(item), tree.group_of(item)
        menu = self.build_menu(path, group)
        menu.exec(tree.viewport().mapToGlobal(pos))

    def build_menu(self, path: Path | None, group: str | None) -> QMenu:
        """The context menu for a tree item (``path`` None for a group heading)."""
        menu = QMenu(self.pane)
        if path is not None:
            menu.addAction(translate("Editor", "Open"), lambda: self.pane.open_path(path))
        menu.addAction(translate("Editor", "New context file…"), self.new_context_file)
        agents = menu.addMenu(translate("Editor", "New agent"))
        for language, label in LANGUAGE_LABELS.items():
            agents.addAction(label, functools.partial(self.new_agent, language))
        menu.addAction(translate("Editor", "New lorebook…"), self.new_lorebook)
        if path is not None and group in ("Context", "Agents"):
            menu.addSeparator()
            menu.addAction(translate("Editor", "Rename…"), lambda: self.rename(path))
            menu.addAction(translate("Editor", "Delete…"), lambda: self.delete(path))
        return menu

    def new_context_file(self) -> None:
        """Ask for a name and create the context file."""
        name, ok = QInputDialog.getText(
            self.pane,
            translate("Editor", "New context file"),
            translate("Editor", "File name:"),
            QLineEdit.EchoMode.Normal,
            "notes.txt",
        )
        if ok and name.strip():
            self._attempt(
                translate("Editor", "Could not create the context file"),
                self.pane.project_edits.add_context_file,
                name,
            )

    def new_lorebook(self) -> None:
        """Ask for a file name and create a lorebook from the template."""
        name, ok = QInputDialog.getText(
            self.pane,
            translate("Editor", "New lorebook"),
            translate("Editor", "File name:"),
            QLineEdit.EchoMode.Normal,
            ".lorebook.json",
        )
        if ok and name.strip():
            self._attempt(
                translate("Editor", "Could not create the lorebook"),
                self.pane.project_edits.add_lorebook,
                name,
            )

    def new_agent(self, language: str) -> None:
        """Ask for an agent name and create it from the language's template."""
        hint = "helper" if language == "subagent" else f"{self.pane.files.agent_prefix()}.helper"
        name, ok = QInputDialog.getText(
            self.pane,
            f"New {LANGUAGE_LABELS[language]}",
            translate("Editor", "Agent name:"),
            QLineEdit.EchoMode.Normal,
            hint,
        )
        if ok and name.strip():
            self._attempt(
                translate("Editor", "Could not create the agent"),
                self.pane.project_edits.add_agent,
                name,
                language,
            )

    def rename(self, path: Path) -> None:
        """Ask for a new name and rename the file."""
        name, ok = QInputDialog.getText(
            self.pane,
            "Rename",
            translate("Editor", "New name:"),
            QLineEdit.EchoMode.Normal,
            path.name,
        )
        if ok and name.strip() and name != path.name:
            self._attempt(
                translate("Editor", "Could not rename"),
                self.pane.project_edits.rename_file,
                path,
                name,
            )

    def delete(self, path: Path) -> None:
        """Ask, then delete the file."""
        answer = QMessageBox.question(
            self.pane, "Delete", f"Delete {path.name}? This cannot be undone."
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._attempt(
                translate("Editor", "Could not delete"), self.pane.project_edits.delete_file, path
            )

    def confirm_discard(self, doc: DocumentTab) -> bool:
        """Ask whether to save a tab being closed; False means keep it open."""
        answer = QMessageBox.question(
            self.pane,
            translate("Editor", "Unsaved changes"),
            f"Save changes to {doc.path.name}?",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.pane._save(doc)
        return answer == QMessageBox.StandardButton.Discard

    def report_error(self, title: str, exc: BaseException) -> None:
        """Tell the author an edit failed, and why."""
        QMessageBox.warning(self.pane, title, str(exc))

    def _attempt(self, title: str, action: object, *args: object) -> None:
        try:
            action(*args)  # type: ignore[operator]
        except (StudioError, OSError) as exc:
            self.report_error(title, exc)

"""Opening things in the main window: projects, packages, new projects.

Split from :mod:`main_window` to keep each file about one concern. Loading a
package (a zip may need extracting) and building the player both happen on the
engine thread; the window only reacts when they are done.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QFileDialog, QInputDialog, QMessageBox, QVBoxLayout

from studio.errors import PackageError
from studio.package import CharacterPackage, load_package
from studio.ui.dialogs import PackageSummaryDialog, needs_acceptance, remember_acceptance
from studio.ui.editor import EditorPane, LiveValidator, ProblemsPanel
from studio.ui.opening import make_player

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

    _Base = MainWindow
else:
    _Base = object


class OpenMixin(_Base):
    """The opening half of :class:`~studio.ui.main_window.MainWindow`."""

    def open_path(self, path: Path) -> None:
        """Open whatever ``path`` is: a project folder (Studio) or a package."""
        path = Path(path)
        if self.mode == "studio" and path.is_dir():
            self.open_project(path)
        else:
            self.open_package(path)

    # -- dialogs --------------------------------------------------------------

    def open_project_dialog(self) -> None:
        folder = self.pick_directory("Open a character project")
        if folder is not None:
            self.open_project(folder)

    def open_package_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open a character package", self.file_dialog_dir(), "Character packages (*.zip)"
        )
        if path:
            self.open_package(Path(path))

    def new_project_dialog(self) -> None:
        name, ok = QInputDialog.getText(self, "New character", "Character name:")
        if not ok or not name.strip():
            return
        parent = self.pick_directory("Where to create the project")
        if parent is None:
            return
        from studio.cli import main as cli_main

        if cli_main(["new", name, "--dir", str(parent)]) != 0:
            QMessageBox.warning(self, "New character", "The project could not be created.")
            return
        from studio.cli import slugify

        self.open_project(parent / slugify(name))

    # -- projects (Studio) ----------------------------------------------------

    def open_project(self, root: Path) -> None:
        """Open a project folder: editor, problems, and a play-test player."""
        if not self.confirm_discard():
            return
        root = Path(root).resolve()
        self.project_root = root
        self._install_editor(root)
        self._remember(root)
        self.setWindowTitle(f"{root.name} — Character Studio")
        self._start_player(root, project=True)

    def _install_editor(self, root: Path) -> None:
        layout = self.editor_holder.layout()
        if layout is None:
            layout = QVBoxLayout(self.editor_holder)
            layout.setContentsMargins(0, 0, 0, 0)
        if self.editor is not None:
            self.editor.setParent(None)
            self.editor.deleteLater()
        editor = EditorPane(root)
        layout.addWidget(editor)
        self.editor = editor
        self.problems = ProblemsPanel()
        self.validator = LiveValidator(root, editor)
        self.validator.problemsChanged.connect(self.problems.set_problems)
        self.problems.activated.connect(lambda rel, line: editor.open_path(root / rel, line))
        if self.problems_dock is None:
            self.problems_dock = QDockWidget("Problems", self)
            self.problems_dock.setObjectName("problems")
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.problems_dock)
            self.view_menu.addAction(self.problems_dock.toggleViewAction())
        self.problems_dock.setWidget(self.problems)
        if self._laid_out:
            QTimer.singleShot(0, self._default_layout)
        editor.saved.connect(lambda _path: self.reopen_player())
        self.validator.validate_now()
        # Start where authors start: the character's instructions.
        first = next((f for f in editor.files.files if f.group == "Character"), None)
        if first is not None:
            editor.open_path(first.path)

    # -- packages (Player) ----------------------------------------------------

    def open_package(self, path: Path) -> None:
        """Open a package zip (or folder) to play it."""
        self._start_player(Path(path), project=False)

    # -- the player -----------------------------------------------------------

    def _start_player(self, path: Path, *, project: bool) -> None:
        keep = None
        if self.bridge.player is not None and self.package is not None:
            if self.package.source_path == path:
                keep = self.bridge.player.conversation_id

        async def load() -> CharacterPackage:
            return await asyncio.to_thread(load_package, path)

        def loaded(package: CharacterPackage) -> None:
            self._package_loaded(package, project=project, keep=keep)

        def failed(error: BaseException) -> None:
            message = str(error)
            if isinstance(error, PackageError) and project:
                message = f"The character has problems to fix before it can play:\n{message}"
            self.statusBar().showMessage(message.splitlines()[0], 20_000)
            if not project:
                QMessageBox.warning(self, "Cannot open the package", message)
            self.openFailed.emit(message)

        self.bridge.run(load, loaded, what="load the character", on_error=failed)

    def _package_loaded(
        self, package: CharacterPackage, *, project: bool, keep: str | None
    ) -> None:
        if not project and not self.auto_accept and needs_acceptance(self.settings, package):
            dialog = PackageSummaryDialog(package, self)
            if not dialog.exec():
                self.statusBar().showMessage("Not opened: the package was not accepted.")
                return
            self.settings = remember_acceptance(self.settings, package)
            self._save_settings()
        self.package = package
        endpoint = self.endpoint()
        settings = self.settings
        data_dir = self.data_dir

        def build() -> Any:
            return make_player(package, endpoint, settings, project=project, data_dir=data_dir)

        def opened(_player: Any) -> None:
            if keep is not None:
                self.bridge.submit(lambda p: p.load_conversation(keep), what="reload the chat")
            if self.mode == "player":
                self.setWindowTitle(f"{package.name} — Character Player")
            self.statusBar().showMessage(f"{package.name} is ready.", 5_000)
            self.characterOpened.emit(package.name)

        self.bridge.open_player(build, opened)

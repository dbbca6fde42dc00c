"""Opening things in the main window: projects, packages, new projects.

Functions taking the window; :class:`~studio.ui.main_window.MainWindow` exposes
them as its methods (``window.open_project(...)``).

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
from studio.ui import window_layout
from studio.ui.dialogs import PackageSummaryDialog, needs_acceptance, remember_acceptance
from studio.ui.i18n import translate
from studio.ui.opening import make_player
from studio.ui.tool_approvals import install_approver

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow


_CARD_SUFFIXES = (".png", ".apng", ".json", ".charx")


def is_card_file(path: Path) -> bool:
    """Whether a file is a card or lorebook to import (not a party file, not a package).

    Told by its name, and by its first bytes when the name says nothing (a card saved
    without an extension, or a CHARX named ``.zip``): a PNG, a JSON object, or a zip
    holding ``card.json``.
    """
    name = path.name.lower()
    if not path.is_file() or name.endswith(".party.json"):
        return False
    if name.endswith(_CARD_SUFFIXES):
        return True
    try:
        with path.open("rb") as handle:
            head = handle.read(16)
    except OSError:
        return False
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return True
    if head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{"):
        return True
    if head.startswith(b"PK"):
        import zipfile

        try:
            with zipfile.ZipFile(path) as zf:
                names = {n.replace("\\", "/") for n in zf.namelist()}
        except (zipfile.BadZipFile, OSError):
            return False
        return "card.json" in names and "config.json" not in names
    return False


def open_path(window: MainWindow, path: Path) -> None:
    """Open whatever ``path`` is: a party file, a project folder (Studio) or a package."""
    path = Path(path)
    if path.name.lower().endswith(".party.json"):
        from studio.ui.party.opening import open_party

        open_party(window, path)
    elif window.mode == "studio" and path.is_dir():
        window.open_project(path)
    elif is_card_file(path):
        # A card given on the command line ("Open with…" in a file manager) is imported
        # as a drop would import it.
        window.import_dropped(path)
    else:
        window.open_package(path)


# -- dialogs --------------------------------------------------------------


def open_project_dialog(window: MainWindow) -> None:
    folder = window.pick_directory(translate("Window", "Open a character project"))
    if folder is not None:
        window.open_project(folder)


def open_package_dialog(window: MainWindow) -> None:
    path, _ = QFileDialog.getOpenFileName(
        window,
        translate("Window", "Open a character package"),
        window.file_dialog_dir(),
        translate("Window", "Character packages (*.zip)"),
    )
    if path:
        window.open_package(Path(path))


def new_project_dialog(window: MainWindow) -> None:
    name, ok = QInputDialog.getText(
        window, translate("Window", "New character"), translate("Window", "Character name:")
    )
    if not ok or not name.strip():
        return
    parent = window.pick_directory(translate("Window", "Where to create the project"))
    if parent is None:
        return
    from studio.errors import PackageError
    from studio.package.template import create_project

    try:
        target = create_project(name, parent)
    except (PackageError, OSError) as err:
        QMessageBox.warning(
            window,
            translate("Window", "New character"),
            translate("Window", "The project could not be created: {error}").format(error=err),
        )
        return
    window.open_project(target)


# -- projects (Studio) ----------------------------------------------------


def open_project(window: MainWindow, root: Path) -> None:
    """Open a project folder: editor, problems, and a play-test player."""
    if not window.confirm_discard():
        return
    root = Path(root).resolve()
    window.project_root = root
    window.show_work()
    _install_editor(window, root)
    window._remember(root)
    window.setWindowTitle(translate("Window", "{name} — Character Studio").format(name=root.name))
    start_player(window, root, project=True)


def _install_editor(window: MainWindow, root: Path) -> None:
    # Imported here: Player mode never needs the editor, so its start skips loading it.
    from studio.ui.editor import EditorPane, LiveValidator, ProblemsPanel

    layout = window.editor_holder.layout()
    if layout is None:
        layout = QVBoxLayout(window.editor_holder)
        layout.setContentsMargins(0, 0, 0, 0)
    if window.editor is not None:
        window.editor.setParent(None)
        window.editor.deleteLater()
    editor = EditorPane(root, own_shortcuts=False)  # the window's menu actions own the keys
    layout.addWidget(editor)
    window.editor = editor
    problems = ProblemsPanel()
    validator = LiveValidator(root, editor)
    window.problems, window.validator = problems, validator
    validator.problemsChanged.connect(problems.set_problems)
    validator.problemsChanged.connect(editor.show_problems)  # markers at the problem lines
    problems.activated.connect(lambda rel, line: editor.open_path(root / rel, line))
    dock = window.problems_dock
    if dock is None:  # Studio mode makes it with the window; Player mode has none
        dock = window.problems_dock = QDockWidget("Problems", window)
        dock.setObjectName("problems")
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
    if dock.toggleViewAction() not in window.view_menu.actions():
        window.view_menu.addAction(dock.toggleViewAction())
        dock.setVisible(window.problems_wanted)
    dock.setWidget(problems)
    if window._laid_out:
        # A layout the user saved keeps its docks; the splitters fit the editor just made.
        QTimer.singleShot(
            0,
            lambda: window_layout.apply_layout(
                window, force=True, docks=not window.layout_restored
            ),
        )
    editor.saved.connect(lambda _path: window.reopen_player())
    # A created, renamed or deleted file changes the character like a save does.
    editor.filesChanged.connect(window.reopen_player)
    editor.leaveRequested.connect(lambda: window.chat.input.setFocus())
    validator.validate_now()
    # Start where authors start: the character's instructions.
    first = next((f for f in editor.files.files if f.group == "Character"), None)
    if first is not None:
        editor.open_path(first.path)


# -- packages (Player) ----------------------------------------------------


def open_package(window: MainWindow, path: Path) -> None:
    """Open a package zip (or folder) to play it."""
    window.show_work()
    start_player(window, Path(path), project=False)


# -- the player -----------------------------------------------------------


def start_player(window: MainWindow, path: Path, *, project: bool) -> None:
    keep = None
    if window.bridge.player is not None and window.package is not None:
        if window.package.source_path == path:
            keep = window.bridge.player.conversation_id

    async def load() -> CharacterPackage:
        return await asyncio.to_thread(load_package, path)

    def loaded(package: CharacterPackage) -> None:
        _package_loaded(window, package, project=project, keep=keep)

    def failed(error: BaseException) -> None:
        message = str(error)
        if isinstance(error, PackageError) and project:
            message = f"The character has problems to fix before it can play:\n{message}"
            if window.bridge.player is not None:
                # The player of the last version that loaded keeps playing; say so.
                window.chat.set_notice(
                    "The last save has problems (see Problems): the chat plays the last "
                    "version that loaded until they are fixed."
                )
        window.statusBar().showMessage(message.splitlines()[0], 20_000)
        if not project:
            QMessageBox.warning(window, translate("Window", "Cannot open the package"), message)
        window.openFailed.emit(message)

    window.bridge.run(load, loaded, what="load the character", on_error=failed)


def _package_loaded(
    window: MainWindow, package: CharacterPackage, *, project: bool, keep: str | None
) -> None:
    if not project and not window.auto_accept and needs_acceptance(window.settings, package):
        from studio.ui.player.flow import defer_review

        def proceed() -> None:
            _package_loaded(window, package, project=project, keep=keep)

        if defer_review(window, package, proceed):  # the open setup flow reviews it
            return
        dialog = PackageSummaryDialog(package, window)
        if not dialog.exec():
            window.statusBar().showMessage(
                translate("MainWindow", "Not opened: the package was not accepted.")
            )
            return
        window.settings = remember_acceptance(window.settings, package)
        window._save_settings()
    window.package = package
    endpoint = window.endpoint()
    settings = window.settings
    data_dir = window.data_dir

    def build() -> Any:
        player = make_player(package, endpoint, settings, project=project, data_dir=data_dir)
        install_approver(window, player)
        return player

    def opened(_player: Any) -> None:
        window.player_endpoint = endpoint  # what the player in place talks to
        if window.player_home is None:
            from studio.ui.player.home import studio_gate

            studio_gate(window)  # Studio's hold while the built-in model starts
        window.chat.set_notice(window.chat.hold_reason)  # a hold's reason stays in view
        # A reload keeps the conversation; a first open resumes the latest one. Neither
        # creates one: that happens on New or with the first message.
        if window.bridge.player is None:
            return  # closed again before it was ready (the window is shutting down)
        if keep is not None:
            window.bridge.submit(lambda p: p.load_conversation(keep), what="reload the chat")
        else:
            window.bridge.submit(lambda p: p.resume_latest(), what="open the latest chat")
        if window.mode == "player":
            window.setWindowTitle(
                translate("Window", "{name} — Character Player").format(name=package.name)
            )
        window.statusBar().showMessage(
            translate("Window", "{name} is ready.").format(name=package.name), 5_000
        )
        window.characterOpened.emit(package.name)

    window.bridge.open_player(build, opened)

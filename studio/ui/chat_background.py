"""Chat → Background Image…: a picture behind a character's chat, kept per character;
and Chat → Load Remote Pictures (``settings.remote_pictures``, studio/ui/chat/pictures.py).

When a character opens, its chat shows the picture the player chose for it, else the
background its card brings (:func:`studio.cards.background.card_background`), else
none. A chosen picture is copied into the data folder's ``backgrounds/`` (so it
survives the original being moved) and remembered in the settings
(``character_backgrounds``, keyed like the per-character samplers); "No Background"
remembers "none", also over a card's own.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from studio import paths
from studio.cards.background import card_background
from studio.storage import atomic_write_bytes
from studio.ui.chat.background import read_background
from studio.ui.i18n import translate
from studio.ui.opening import package_key

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

__all__ = [
    "add_background_actions",
    "apply_background",
    "background_for",
    "choose_background",
    "set_remote_pictures",
    "set_show_expressions",
]

def background_for(window: MainWindow) -> Path | None:
    """The picture the open character's chat shows (the player's, else the card's)."""
    package = window.package
    if package is None:
        return None
    chosen = window.settings.character_backgrounds.get(package_key(package))
    if chosen == "":
        return None  # the player said none
    if chosen:
        path = Path(chosen)
        if path.is_file():
            return path
    return card_background(package)


def apply_background(window: MainWindow) -> None:
    """Show the open character's picture behind its chat (or none)."""
    path = background_for(window)
    if not window.chat.view.set_background(path) and path is not None:
        window.statusBar().showMessage(
            translate("Background", "The background {path} could not be read as a picture.")
            .format(path=path),
            10_000,
        )  # fmt: skip


def _remember(window: MainWindow, value: str) -> None:
    package = window.package
    if package is None:
        return
    chosen = dict(window.settings.character_backgrounds)
    chosen[package_key(package)] = value
    window.settings = window.settings.model_copy(update={"character_backgrounds": chosen})
    window._save_settings()


def choose_background(window: MainWindow, source: Path | None = None) -> bool:
    """Ask for a picture (unless ``source`` is given), keep a copy for this character
    and show it. False when nothing was chosen or the file is no picture (said so)."""
    package = window.package
    if package is None:
        window.statusBar().showMessage(
            translate("Background", "Open a character first."), 5_000
        )  # fmt: skip
        return False
    if source is None:
        picked, _ = QFileDialog.getOpenFileName(
            window,
            translate("Background", "Background image for {name}").format(name=package.name),
            window.file_dialog_dir(),
            translate("Background", "Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)"),
        )
        if not picked:
            return False
        source = Path(picked)
    if read_background(source) is None:
        QMessageBox.warning(
            window,
            translate("Background", "Not a picture"),
            translate("Background", "{path} is not a picture this app can read.")
            .format(path=source),
        )  # fmt: skip
        return False
    folder = (window.data_dir or paths.user_data_dir()) / "backgrounds"
    target = folder / f"{package_key(package)[:24]}{source.suffix.lower()}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(target, source.read_bytes())
    except OSError as err:
        QMessageBox.warning(
            window,
            translate("Background", "Background not kept"),
            translate("Background", "The picture could not be copied to {folder}: {error}")
            .format(folder=folder, error=err.strerror or err),
        )  # fmt: skip
        return False
    _remember(window, str(target))
    apply_background(window)
    return True


def clear_background(window: MainWindow) -> None:
    """No picture behind this character's chat, not even the card's."""
    _remember(window, "")
    apply_background(window)


def add_background_actions(window: MainWindow, menu: QMenu) -> None:
    """Chat → Background Image… and No Background; the picture follows the character."""
    menu.addAction(translate("Menus", "&Background Image…")).triggered.connect(
        lambda: choose_background(window)
    )
    menu.addAction(translate("Menus", "&No Background")).triggered.connect(
        lambda: clear_background(window)
    )
    window.characterOpened.connect(lambda _name: apply_background(window))
    menu.addSeparator()
    remote = menu.addAction(translate("Menus", "Load &Remote Pictures"))
    remote.setCheckable(True)
    remote.setChecked(window.settings.remote_pictures)
    remote.setToolTip(
        translate(
            "Menus",
            "Show pictures that messages name by an https address (fetched through the "
            "web guard; off: they stay links)",
        )
    )
    remote.toggled.connect(lambda on: set_remote_pictures(window, on))
    window.remote_pictures_action = remote
    faces = menu.addAction(translate("Menus", "Show &Expressions"))
    faces.setCheckable(True)
    faces.setChecked(window.settings.show_expressions)
    faces.setToolTip(
        translate(
            "Menus",
            "Show the character's expression picture beside the chat, where its package "
            "or card has them",
        )
    )
    faces.toggled.connect(lambda on: set_show_expressions(window, on))
    window.expressions_action = faces


def set_show_expressions(window: MainWindow, on: bool) -> None:
    """Chat → Show Expressions: kept in the settings, applied at once."""
    if window.settings.show_expressions != on:
        window.settings = window.settings.model_copy(update={"show_expressions": on})
        window._save_settings()
    window.chat.expression.set_enabled(on)


def set_remote_pictures(window: MainWindow, on: bool) -> None:
    """Chat → Load Remote Pictures: kept in the settings, shown in the chat at once."""
    if window.settings.remote_pictures != on:
        window.settings = window.settings.model_copy(update={"remote_pictures": on})
        window._save_settings()
    window.chat.pictures.set_allowed(on)

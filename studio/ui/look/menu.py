"""View → Theme: the themes as a radio menu that switches at once and is saved.

The same choice is in Settings (Appearance); both write ``settings.appearance``
of the window's settings and save them, so Studio and Player start in it next
time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu

from studio.ui import look
from studio.ui.i18n import translate
from studio.ui.look.themes import THEMES

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

__all__ = ["add_theme_menu", "apply_settings", "choose_theme"]


def add_theme_menu(window: MainWindow, menu: QMenu) -> QMenu:
    """Add the Theme submenu to ``menu`` (the window's View menu)."""
    themes = menu.addMenu(translate("ThemeMenu", "&Theme"))
    group = QActionGroup(themes)
    group.setExclusive(True)
    current = window.settings.appearance.theme
    for theme in THEMES.values():
        action = QAction(translate("Themes", theme.label), themes)
        action.setCheckable(True)
        action.setChecked(theme.key == current or (theme.key == "system" and current not in THEMES))
        action.setData(theme.key)
        action.triggered.connect(lambda _on=False, key=theme.key: choose_theme(window, key))
        group.addAction(action)
        themes.addAction(action)
    window.theme_actions = group
    return themes


def choose_theme(window: MainWindow, key: str) -> None:
    """Switch to theme ``key`` now and keep it in the settings."""
    appearance = window.settings.appearance.model_copy(update={"theme": key})
    window.settings = window.settings.model_copy(update={"appearance": appearance})
    window._save_settings()
    apply_settings(window)


def apply_settings(window: MainWindow) -> None:
    """Show the window's ``settings.appearance`` app-wide, tick its theme, and put the
    persona's avatar beside the user's messages."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        look.install(app, window.settings.appearance)
    window.chat.set_persona_avatar(window.settings.persona_avatar)
    window.chat.voice.configure(window.settings, data_dir=window.data_dir)
    window.chat.pictures.set_allowed(window.settings.remote_pictures)
    remote = getattr(window, "remote_pictures_action", None)
    if remote is not None:
        remote.setChecked(window.settings.remote_pictures)
    window.chat.expression.set_enabled(window.settings.show_expressions)
    faces = getattr(window, "expressions_action", None)
    if faces is not None:
        faces.setChecked(window.settings.show_expressions)
    group = getattr(window, "theme_actions", None)
    if group is not None:
        for action in group.actions():
            action.setChecked(action.data() == window.settings.appearance.theme)

"""``Look``: applies an :class:`~studio.storage.settings.Appearance` to the whole app.

One ``Look`` lives on the ``QApplication`` (:func:`install` makes it, :func:`of`
finds it); Studio's and Player's windows use the same one and the same
``settings.json`` field, so they share the theme. Applying is immediate, with
no restart: the palette is set on the application (every widget gets a
``PaletteChange``; the chat re-renders the rows it paints), and the chat font
goes to every :class:`~studio.ui.chat.view.ChatView` and message box. The
focus ring (:mod:`.focus_ring`) is installed with it.

Themes other than ``system`` draw on the Fusion style, the one Qt style that
paints every control from the palette. ``system`` keeps the style and palette
the app started with unless the desktop says it prefers dark or light
(``QStyleHints.colorScheme``); it follows a change of that preference while
the app runs.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyleFactory

from studio.storage.settings import Appearance
from studio.ui.look.focus_ring import FocusRing
from studio.ui.look.themes import THEMES, Theme, palette_for

#: Widgets with this dynamic property set take the chat font the player chose.
CHAT_FONT_PROPERTY = "chatFont"

__all__ = ["CHAT_FONT_PROPERTY", "Look", "chat_font", "install", "of"]

_NAME = "characterStudioLook"


class Look(QObject):
    """The app's current appearance (see the module docstring).

    Args:
        app: The application.

    Signals:
        changed(): The palette or the chat font changed.

    Attributes:
        appearance: What was applied last.
        theme: The theme in effect (``system`` resolved to light or dark, or None
            for the palette the app started with).
    """

    changed = Signal()

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName(_NAME)
        self._app = app
        self._start_palette = QPalette(app.palette())
        self._start_style = app.style().name()
        self.appearance = Appearance()
        self.theme: Theme | None = None
        self.focus_ring = FocusRing(app)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(lambda _scheme: self._system_changed())

    def resolve(self, key: str) -> Theme | None:
        """The theme a stored name stands for now (None: the start palette)."""
        theme = THEMES.get(key) or THEMES["system"]
        if theme.key != "system":
            return theme
        scheme = QGuiApplication.styleHints().colorScheme()
        if scheme == Qt.ColorScheme.Dark:
            return THEMES["dark"]
        if scheme == Qt.ColorScheme.Light:
            return THEMES["light"]
        return None

    def apply(self, appearance: Appearance) -> None:
        """Show the app in ``appearance`` (palette, accent, chat font) at once."""
        theme = self.resolve(appearance.theme)
        same_colours = (
            self.theme == theme
            and self.appearance.accent == appearance.accent
            and self.appearance.theme == appearance.theme
        )
        same_font = (self.appearance.chat_font, self.appearance.chat_font_size) == (
            appearance.chat_font,
            appearance.chat_font_size,
        )
        first = self.theme is None and self.appearance == Appearance() and theme is None
        self.appearance = appearance.model_copy()
        self.theme = theme
        if not same_colours or first:
            self._set_palette(theme, appearance.accent)
        if not same_font:
            self._set_chat_font()
        if not (same_colours and same_font):
            self.changed.emit()

    def _set_palette(self, theme: Theme | None, accent: str) -> None:
        app = self._app
        if theme is None:
            if app.style().name() != self._start_style:
                style = QStyleFactory.create(self._start_style)
                if style is not None:
                    app.setStyle(style)
            palette = QPalette(self._start_palette)
            if accent:
                palette = _with_accent(palette, accent)
            app.setPalette(palette)
        else:
            if app.style().name().lower() != "fusion":
                fusion: QStyle | None = QStyleFactory.create("Fusion")
                if fusion is not None:
                    app.setStyle(fusion)
            app.setPalette(palette_for(theme, accent))
        self.focus_ring.place()

    def _set_chat_font(self) -> None:
        # The chat's transcript and message box mark themselves (CHAT_FONT_PROPERTY), so
        # the look needs no import of the chat.
        font = chat_font(self.appearance)
        for widget in QApplication.allWidgets():
            if widget.property(CHAT_FONT_PROPERTY):
                widget.setFont(font)

    def _system_changed(self) -> None:
        if (THEMES.get(self.appearance.theme) or THEMES["system"]).key == "system":
            self.theme = self.resolve("system")
            self._set_palette(self.theme, self.appearance.accent)
            self.changed.emit()


def _with_accent(palette: QPalette, accent: str) -> QPalette:
    from studio.ui.look.themes import Theme as _Theme

    colours = {
        role.name: palette.color(role).name()
        for role in (
            QPalette.ColorRole.Window, QPalette.ColorRole.WindowText, QPalette.ColorRole.Base,
            QPalette.ColorRole.Text, QPalette.ColorRole.Button, QPalette.ColorRole.ButtonText,
        )
    }  # fmt: skip
    accented = palette_for(_Theme(key="x", label="x", dark=False, colors=colours), accent)
    result = QPalette(palette)
    for role in (QPalette.ColorRole.Highlight, QPalette.ColorRole.HighlightedText,
                 QPalette.ColorRole.Link):  # fmt: skip
        result.setColor(role, accented.color(role))
    return result


def chat_font(appearance: Appearance) -> QFont:
    """The chat's font: the app's, with the chosen family and size."""
    font = QFont(QApplication.font())
    if appearance.chat_font:
        font.setFamily(appearance.chat_font)
    if appearance.chat_font_size:
        font.setPointSize(appearance.chat_font_size)
    return font


def of(app: QApplication | None = None) -> Look | None:
    """The application's ``Look`` (None before :func:`install`)."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None:
        return None
    found = app.findChild(Look, _NAME)
    return found if isinstance(found, Look) else None


def install(app: QApplication, appearance: Appearance | None = None) -> Look:
    """The application's ``Look``, made on first use, showing ``appearance``."""
    look = of(app) or Look(app)
    if appearance is not None:
        look.apply(appearance)
    return look

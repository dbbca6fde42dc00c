"""Settings → Appearance: theme, accent colour, the chat's font and size, your avatar.

Changes show at once (a preview; no restart), and Cancel puts back what was
there when the dialog opened. Save keeps them in ``settings.appearance`` (and
``persona_avatar``), which Studio and Player share.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QFont, QIcon, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QFontComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from studio.storage.settings import Appearance, Settings
from studio.ui import look
from studio.ui.i18n import QT_TRANSLATE_NOOP, translate
from studio.ui.look.themes import THEMES

__all__ = ["ACCENTS", "AppearanceBox"]

#: Accent colours offered (name, "#rrggbb"); "" keeps the theme's own.
ACCENTS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("AppearanceBox", "Theme's own"), ""),
    (QT_TRANSLATE_NOOP("AppearanceBox", "Blue"), "#2f6fd6"),
    (QT_TRANSLATE_NOOP("AppearanceBox", "Violet"), "#7c4dff"),
    (QT_TRANSLATE_NOOP("AppearanceBox", "Rose"), "#d0386c"),
    (QT_TRANSLATE_NOOP("AppearanceBox", "Amber"), "#c77700"),
    (QT_TRANSLATE_NOOP("AppearanceBox", "Green"), "#2e8b57"),
    (QT_TRANSLATE_NOOP("AppearanceBox", "Teal"), "#00838f"),
)


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(colour) if colour else QColor(0, 0, 0, 0))
    return QIcon(pixmap)


class AppearanceBox(QGroupBox):
    """The Appearance group of the settings dialog.

    Args:
        settings: The settings being edited.
        parent: The parent widget.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(translate("AppearanceBox", "Appearance"), parent)
        self._original = settings.appearance.model_copy()
        shown = settings.appearance
        self.theme = QComboBox()
        for theme in THEMES.values():
            self.theme.addItem(translate("Themes", theme.label), theme.key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(shown.theme)))
        self.accent = QComboBox()
        for name, colour in ACCENTS:
            self.accent.addItem(_swatch(colour), translate("AppearanceBox", name), colour)
        if shown.accent and self.accent.findData(shown.accent) < 0:
            self.accent.addItem(_swatch(shown.accent), shown.accent, shown.accent)
        self.accent.setCurrentIndex(max(0, self.accent.findData(shown.accent)))
        self.font_family = QFontComboBox()
        self.font_family.setEditable(False)
        self.use_app_font = QComboBox()
        self.use_app_font.addItem(translate("AppearanceBox", "The app's font"), "")
        self.use_app_font.addItem(translate("AppearanceBox", "This font:"), "chosen")
        self.use_app_font.setCurrentIndex(1 if shown.chat_font else 0)
        if shown.chat_font:
            self.font_family.setCurrentFont(QFont(shown.chat_font))
        self.font_family.setEnabled(bool(shown.chat_font))
        self.font_size = QSpinBox()
        self.font_size.setRange(0, 72)
        self.font_size.setSpecialValueText(translate("AppearanceBox", "The app's size"))
        self.font_size.setSuffix(" pt")
        self.font_size.setValue(shown.chat_font_size)
        self.avatar = QLineEdit(settings.persona_avatar)
        self.avatar.setPlaceholderText(
            translate("AppearanceBox", "an image beside your messages (else your initials)")
        )
        self.avatar_button = QPushButton(translate("AppearanceBox", "Choose…"))
        self.avatar_button.setAccessibleName(translate("AppearanceBox", "Choose your avatar image"))
        self.avatar_button.clicked.connect(self._choose_avatar)
        fonts = QHBoxLayout()
        fonts.addWidget(self.use_app_font)
        fonts.addWidget(self.font_family, 1)
        avatar = QHBoxLayout()
        avatar.addWidget(self.avatar, 1)
        avatar.addWidget(self.avatar_button)
        form = QFormLayout(self)
        form.addRow(translate("AppearanceBox", "Theme"), self.theme)
        form.addRow(translate("AppearanceBox", "Accent colour"), self.accent)
        form.addRow(translate("AppearanceBox", "Chat font"), fonts)
        form.addRow(translate("AppearanceBox", "Chat font size"), self.font_size)
        form.addRow(translate("AppearanceBox", "Your avatar"), avatar)
        # Rows laid out with a layout have no label buddy: name their controls.
        self.use_app_font.setAccessibleName(translate("AppearanceBox", "Chat font"))
        self.font_family.setAccessibleName(translate("AppearanceBox", "Chat font family"))
        self.avatar.setAccessibleName(translate("AppearanceBox", "Your avatar"))
        for signal in (self.theme.currentIndexChanged, self.accent.currentIndexChanged,
                       self.font_family.currentFontChanged, self.font_size.valueChanged,
                       self.use_app_font.currentIndexChanged):  # fmt: skip
            signal.connect(self.preview)

    def appearance(self) -> Appearance:
        """The appearance as chosen."""
        custom = self.use_app_font.currentData() == "chosen"
        self.font_family.setEnabled(custom)
        return Appearance(
            theme=str(self.theme.currentData() or "system"),
            accent=str(self.accent.currentData() or ""),
            chat_font=self.font_family.currentFont().family() if custom else "",
            chat_font_size=self.font_size.value(),
        )

    def apply(self, update: dict[str, Any]) -> None:
        """Put the chosen appearance into a settings update."""
        update["appearance"] = self.appearance()
        update["persona_avatar"] = self.avatar.text().strip()

    def preview(self, *_args: object) -> None:
        """Show the chosen appearance now."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            look.install(app, self.appearance())

    def revert(self) -> None:
        """Cancel: show what was there when the dialog opened."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            look.install(app, self._original)

    def _choose_avatar(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("AppearanceBox", "Your avatar"),
            self.avatar.text(),
            translate("AppearanceBox", "Images (*.png *.jpg *.jpeg *.webp *.gif)"),
        )
        if path:
            self.avatar.setText(path)

"""The character header above Player mode's chat: art, name, description, greetings.

It follows the bridge's open player. The description is the character's
``description`` (for an imported card, its creator notes become it), shown in
up to three lines with the whole text as a tooltip. When the character offers
several greetings, "Choose greeting…" opens the greeting picker.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from studio.ui.bridge import EngineBridge
from studio.ui.chat.avatar import art_image, art_pixmap
from studio.ui.i18n import translate

__all__ = ["HEADER_AVATAR", "CharacterHeader"]

HEADER_AVATAR = 64
#: The card art beside the name: a portrait, as cards are drawn (2:3).
HEADER_ART = (72, 96)
_SHOWN_CHARS = 280


class CharacterHeader(QFrame):
    """Avatar, name and description of the character being played.

    Args:
        bridge: The engine bridge (the header follows its player).
        parent: The parent widget.

    Signals:
        greetingRequested(): The player pressed "Choose greeting…".
    """

    greetingRequested = Signal()

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.setObjectName("characterHeader")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.avatar = QLabel()
        self.avatar.setFixedSize(*HEADER_ART)
        self.avatar.setAccessibleName(translate("PlayerHeader", "Character art"))
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.name.setFont(font)
        self.description = QLabel()
        self.description.setTextFormat(Qt.TextFormat.PlainText)
        self.description.setWordWrap(True)
        self.description.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.greeting_button = QPushButton(translate("PlayerHeader", "Choose greeting…"))
        self.greeting_button.setFlat(True)
        self.greeting_button.clicked.connect(self.greetingRequested)
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.name)
        text.addWidget(self.description, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        row.addWidget(self.avatar, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(text, 1)
        row.addWidget(self.greeting_button, 0, Qt.AlignmentFlag.AlignTop)
        bridge.playerChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the open character (hidden when none, or for a party)."""
        player: Any = self._bridge.player
        package = getattr(player, "package", None)
        if package is None:
            self.hide()
            return
        ratio = self.devicePixelRatioF()
        width, height = (round(side * ratio) for side in HEADER_ART)
        art = art_pixmap(art_image(package, height), width, height, round(8 * ratio))
        art.setDevicePixelRatio(ratio)
        self.avatar.setPixmap(art)
        self.name.setText(package.name)
        about = " ".join((package.description or "").split())
        shown = about if len(about) <= _SHOWN_CHARS else about[: _SHOWN_CHARS - 1] + "…"
        self.description.setText(shown)
        self.description.setToolTip(package.description if shown != about else "")
        self.description.setVisible(bool(about))
        offer = getattr(player, "greetings", None)
        self.greeting_button.setVisible(offer is not None and len(offer()) > 1)
        self.show()

"""The character's expression beside the chat (docs/IMAGES.md, "Expression images").

A character with expression pictures (its ``expressions/`` folder, or a card's
``emotion`` assets) shows the one its latest message reads as, to the right of
the conversation, as SillyTavern's sprites are; it changes when a reply is
done, a swipe or an edit changes the last message, or a conversation opens.
A character without them shows nothing here. Chat → Show Expressions
(``settings.show_expressions``) hides it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QImageReader, QPixmap
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from studio.ui.i18n import translate

if TYPE_CHECKING:
    from studio.ui.bridge import EngineBridge

__all__ = ["ExpressionPanel"]

WIDTH = 240


async def _expression(player: Any) -> dict[str, str] | None:
    find = getattr(player, "expression", None)  # a party has no expressions
    result: dict[str, str] | None = find() if callable(find) else None
    return result


class ExpressionPanel(QWidget):
    """The expression picture and its label; hidden while there is none to show."""

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.enabled = True
        self.label = ""  # the label shown ("" : none)
        self.path = ""
        self._cache: dict[str, QPixmap] = {}
        self.picture = QLabel(self)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.caption = QLabel(self)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.caption.setObjectName("expressionCaption")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.picture)
        layout.addWidget(self.caption)
        layout.addStretch(1)
        self.setFixedWidth(WIDTH + 12)
        self.hide()
        bridge.playerChanged.connect(self._player_changed)

    def _player_changed(self) -> None:
        self._cache.clear()  # another character, or this one read again from its files
        self.refresh()

    def set_enabled(self, on: bool) -> None:
        """Chat → Show Expressions."""
        self.enabled = on
        self.setVisible(on and bool(self.label))
        if on:
            self.refresh()

    def refresh(self) -> None:
        """Ask the engine which expression the latest message shows."""
        if self._bridge.player is None or not self.enabled:
            self._show(None)
            return
        self._bridge.submit(
            _expression, self._show, what="find the expression", on_error=lambda _e: None
        )

    def _show(self, found: dict[str, str] | None) -> None:
        pixmap = self._pixmap(found["path"]) if found else None
        if found is None or pixmap is None:
            self.label = self.path = ""
            self.picture.clear()
            self.hide()
            return
        self.label, self.path = found["label"], found["path"]
        self.picture.setPixmap(pixmap)
        self.caption.setText(self.label)
        name = translate("ChatPane", "Expression: {label}").format(label=self.label)
        self.picture.setAccessibleName(name)
        self.picture.setToolTip(name)
        self.setVisible(self.enabled)

    def _pixmap(self, path: str) -> QPixmap | None:
        if path in self._cache:
            return self._cache[path]
        reader = QImageReader(path)
        reader.setAutoTransform(True)
        size = reader.size()
        if size.isValid() and size.width() > WIDTH:
            reader.setScaledSize(size.scaled(WIDTH, 10_000, Qt.AspectRatioMode.KeepAspectRatio))
        image = reader.read()
        if image.isNull():
            return None
        pixmap = QPixmap.fromImage(image)
        self._cache[path] = pixmap
        return pixmap

"""A picture behind the chat: the card's background or one the player chose.

The picture covers the transcript's viewport (scaled to fill, cropped, centred),
veiled in the theme's base colour so the messages stay readable in every theme.
It stays put while the messages scroll over it. The scaled picture is kept per
viewport size, so painting costs one blit.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QImageReader, QPainter, QPalette, QPixmap

__all__ = ["VEIL", "ChatBackground", "read_background"]

#: How much of the theme's base colour lies over the picture (0-255).
VEIL = 150
#: A picture is read at most this large (a 8000-px photo would take 250 MB decoded).
MAX_SIDE = 2560


def read_background(path: Path) -> QPixmap | None:
    """The picture at ``path`` read at most :data:`MAX_SIDE` on a side, or None when
    Qt cannot read it."""
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)
    size = reader.size()
    if size.isValid() and max(size.width(), size.height()) > MAX_SIDE:
        reader.setScaledSize(size.scaled(MAX_SIDE, MAX_SIDE, Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    if image.isNull():
        return None
    return QPixmap.fromImage(image)


class ChatBackground:
    """The picture and its veil, painted before the rows."""

    def __init__(self, pixmap: QPixmap, source: Path) -> None:
        self.pixmap = pixmap
        self.source = source
        self._scaled: tuple[QSize, QPixmap] | None = None

    def paint(self, painter: QPainter, rect: QRect, palette: QPalette) -> None:
        """Cover ``rect`` (the viewport) with the picture, then veil it."""
        size = rect.size()
        if self._scaled is None or self._scaled[0] != size:
            cover = self.pixmap.scaled(
                size,
                Qt.AspectRatioMode.KeepAspectRatioByExpanding,
                Qt.TransformationMode.SmoothTransformation,
            )
            x = (cover.width() - size.width()) // 2
            y = (cover.height() - size.height()) // 2
            self._scaled = (size, cover.copy(x, y, size.width(), size.height()))
        painter.drawPixmap(rect.topLeft(), self._scaled[1])
        veil = QColor(palette.color(QPalette.ColorRole.Base))
        veil.setAlpha(VEIL)
        painter.fillRect(rect, veil)

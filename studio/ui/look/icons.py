"""Line icons drawn for the chat's small buttons, in the palette's text colour.

Qt's standard icons have no paperclip or microphone; these are drawn here from a few
SVG strokes (our own drawings) so the footer under the message box can show icons
with their names as tooltips and accessible names, instead of captions that made
the chat too wide for an 800-px window.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QAbstractButton

__all__ = ["DRAWINGS", "follow_palette", "line_icon"]

#: 24×24 stroke drawings.
DRAWINGS = {
    # A paperclip.
    "attach": "M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V7",
    # A microphone on its stand.
    "microphone": "M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3z"
    "M6 11a6 6 0 0 0 12 0M12 17v4M8.5 21h7",
}


def line_icon(name: str, colour: str, size: int = 32) -> QIcon:
    """The drawing ``name`` stroked in ``colour`` (``#rrggbb``)."""
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" '
        f'stroke="{colour}" stroke-width="1.8" stroke-linecap="round" '
        f'stroke-linejoin="round"><path d="{DRAWINGS[name]}"/></svg>'
    )
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return QIcon(pixmap)


class _Repaint(QObject):
    """Draws a button's icon again when its palette changes (a theme switch)."""

    def __init__(self, button: QAbstractButton, name: str) -> None:
        super().__init__(button)
        self.button, self.name = button, name
        self.apply()
        button.installEventFilter(self)

    def apply(self) -> None:
        colour = self.button.palette().buttonText().color().name()
        self.button.setIcon(line_icon(self.name, colour))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.PaletteChange:
            self.apply()
        return False


def follow_palette(button: QAbstractButton, name: str) -> None:
    """Give ``button`` the drawing ``name``, redrawn in each theme's text colour."""
    _Repaint(button, name)

"""``FocusRing``: a clearly visible ring around whatever has the keyboard focus, app-wide.

Qt's own focus indication depends on the style and is nearly invisible on
Fusion (a faint dotted line on some controls, nothing on others; issue 28).
Styling ``:focus`` in a style sheet would switch every control to style-sheet
drawing. Instead one transparent overlay follows the focus: on every
``focusChanged`` it becomes a child of the focused widget's parent (of the
splitter's parent for a widget in a splitter, which would adopt it as a pane), is placed
around the widget (``OUTSET`` pixels outside it), raised, and paints a rounded
ring in the theme's accent colour — 3 px, at least 3:1 against the window
(WCAG 2.2 focus appearance), so it shows on light and dark themes alike.

The overlay ignores the mouse and never takes focus; it tracks the focused
widget's moves, resizes and hiding through an event filter. A widget
inside an item view's viewport (the chat's inline editor) gets its ring inside
the viewport, so scrolling keeps it with the widget.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QApplication, QSplitter, QWidget

__all__ = ["OUTSET", "WIDTH", "FocusRing", "ring_color"]

OUTSET = 2
WIDTH = 3


def ring_color(palette: QPalette) -> QColor:
    """The ring's colour: the palette's Highlight, made to stand out from the Window."""
    from studio.ui.look.colors import contrast, mix

    window = palette.color(QPalette.ColorRole.Window)
    colour = palette.color(QPalette.ColorRole.Highlight)
    text = palette.color(QPalette.ColorRole.WindowText)
    for step in range(11):
        candidate = mix(colour, text, step / 10)
        if contrast(candidate, window) >= 3.0:
            return candidate
    return QColor(text)


class _Ring(QWidget):
    def __init__(self) -> None:
        super().__init__(None)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName("")  # decoration: not part of any window's content
        self.color = QColor("#2a82da")

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.color, WIDTH)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = WIDTH / 2
        painter.drawRoundedRect(self.rect().toRectF().adjusted(half, half, -half, -half), 4, 4)
        painter.end()


class FocusRing(QObject):
    """Draws the ring around the focus widget of every window of ``app``.

    Args:
        app: The application (the ring follows its ``focusChanged``).

    Attributes:
        target: The widget the ring is around (None: no focus, or a top-level window).
    """

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._app = app
        self._ring: _Ring | None = None
        self.target: QWidget | None = None
        app.focusChanged.connect(self._focus_changed)
        self._focus_changed(None, app.focusWidget())

    @property
    def ring(self) -> QWidget | None:
        """The overlay widget (tests look at its geometry and visibility)."""
        return self._ring

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self.target is not None:
            if shiboken6.isValid(self.target):
                self.target.removeEventFilter(self)
        self.target = None
        if new is None or new.isWindow() or new.parentWidget() is None:
            self._hide()
            return
        self.target = new
        new.installEventFilter(self)
        self.place()

    def _hide(self) -> None:
        if self._ring is not None and shiboken6.isValid(self._ring):
            self._ring.hide()

    def _overlay(self, parent: QWidget) -> _Ring:
        ring = self._ring
        if ring is None or not shiboken6.isValid(ring):  # its old parent took it along
            ring = self._ring = _Ring()
        if ring.parentWidget() is not parent:
            ring.setParent(parent)
        return ring

    def place(self) -> None:
        """Put the ring around the target as it is now (hidden when it is not shown)."""
        target = self.target
        if target is None or not shiboken6.isValid(target):
            self._hide()
            return
        parent = target.parentWidget()
        # A splitter takes every child it gets as a new pane: the ring goes one level up.
        while isinstance(parent, QSplitter):
            parent = parent.parentWidget()
        if parent is None or not target.isVisible():
            self._hide()
            return
        ring = self._overlay(parent)
        ring.color = ring_color(target.palette())
        at = target.mapTo(parent, QPoint(0, 0))
        grow = OUTSET + WIDTH
        rect = QRect(at, target.size()).adjusted(-grow, -grow, grow, grow)
        ring.setGeometry(rect)
        ring.show()
        ring.raise_()
        ring.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.target:
            kind = event.type()
            if kind in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show,
                        QEvent.Type.ZOrderChange, QEvent.Type.PaletteChange):  # fmt: skip
                self.place()
            elif kind == QEvent.Type.Hide:
                self._hide()
        return False

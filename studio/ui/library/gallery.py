"""The library's tiles: each character's art as a card, its name and when last played.

``GalleryDelegate`` paints a tile per row of the library's list in icon mode:
the art (from the :class:`~.thumbnails.ThumbnailCache`, a placeholder with the
initials until it is ready), then the name in bold and one quieter line (last
played, or "file not found"). The row's own text stays "name, description,
last played" — what a screen reader says and a search matches — the delegate
only draws it. Three sizes: the tile widths in :data:`SIZES`, art in the 2:3
portrait shape cards are drawn in.
"""

from __future__ import annotations

import hashlib

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from studio.ui.library.thumbnails import RADIUS, ThumbnailCache

__all__ = ["ART_ROLE", "MISSING_ROLE", "NAME_ROLE", "SIZES", "STATE_ROLE", "GalleryDelegate"]

#: Tile widths by size name; the art is 3/2 as tall.
SIZES = {"small": 120, "medium": 160, "large": 220}
ART_ROLE = Qt.ItemDataRole.UserRole + 2  # the avatar file ("" : none)
NAME_ROLE = Qt.ItemDataRole.UserRole + 3
STATE_ROLE = Qt.ItemDataRole.UserRole + 4  # "Last played 14:02"
MISSING_ROLE = Qt.ItemDataRole.UserRole + 5
PAD = 8
_PLACEHOLDERS = ("#5b6abf", "#8a5cb8", "#b85c7a", "#b8745c", "#5c9ab8", "#4f9a74", "#9a8a4f")

_Index = QModelIndex | QPersistentModelIndex


def placeholder_colour(name: str) -> QColor:
    """A steady colour per name for a tile without art."""
    digest = hashlib.sha1(name.encode("utf-8"), usedforsecurity=False).digest()
    return QColor(_PLACEHOLDERS[digest[0] % len(_PLACEHOLDERS)])


class GalleryDelegate(QStyledItemDelegate):
    """Paints library rows as tiles.

    Args:
        cache: Where thumbnails come from.
        parent: The list view.

    Attributes:
        width: The tile's art width (one of :data:`SIZES`).
    """

    def __init__(self, cache: ThumbnailCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cache = cache
        self.width = SIZES["medium"]
        # Painting a screenful of tiles at every scroll step: fonts, elided lines and
        # placeholders are made once, not per tile per frame.
        self._fonts: tuple[str, QFont, QFontMetrics, QFont, QFontMetrics] | None = None
        self._elided: dict[tuple[str, int, bool], str] = {}
        self._placeholders: dict[tuple[str, int], QPixmap] = {}

    def _text_fonts(self, base: QFont) -> tuple[QFont, QFontMetrics, QFont, QFontMetrics]:
        key = base.key()
        if self._fonts is None or self._fonts[0] != key:
            bold = QFont(base)
            bold.setBold(True)
            small = QFont(base)
            small.setPointSizeF(small.pointSizeF() * 0.9)
            self._fonts = (key, bold, QFontMetrics(bold), small, QFontMetrics(small))
            self._elided.clear()
        return self._fonts[1:]

    def _elide(self, text: str, metrics: QFontMetrics, bold: bool) -> str:
        key = (text, self.width, bold)
        found = self._elided.get(key)
        if found is None:
            if len(self._elided) > 5000:
                self._elided.clear()
            found = self._elided[key] = metrics.elidedText(
                text, Qt.TextElideMode.ElideRight, self.width
            )
        return found
    @property
    def art_height(self) -> int:
        return self.width * 3 // 2

    def tile_size(self, font: QFont) -> QSize:
        """The grid cell of one tile in ``font``."""
        metrics = QFontMetrics(font)
        return QSize(self.width + 2 * PAD, self.art_height + 2 * metrics.height() + 3 * PAD)

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        return self.tile_size(option.font)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell: QRect = option.rect
        palette: QPalette = option.palette
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        art = QRect(cell.left() + PAD, cell.top() + PAD, self.width, self.art_height)
        if selected:
            back = QColor(palette.color(QPalette.ColorRole.Highlight))
            back.setAlpha(60)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(back)
            painter.drawRoundedRect(QRectF(cell.adjusted(2, 2, -2, -2)), RADIUS + 2, RADIUS + 2)
        name = str(index.data(NAME_ROLE) or "")
        source = str(index.data(ART_ROLE) or "")
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        pixmap = self.cache.get(source, round(self.width * dpr), round(self.art_height * dpr)) \
            if source else None  # fmt: skip
        missing = bool(index.data(MISSING_ROLE))
        if missing:
            painter.setOpacity(0.5)
        if pixmap is not None:
            painter.drawPixmap(art.topLeft(), pixmap) if dpr == 1.0 else painter.drawPixmap(
                art, pixmap
            )
        else:
            painter.drawPixmap(art.topLeft(), self._placeholder(name))
        painter.setOpacity(1.0)
        if selected:
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(art).adjusted(-1.5, -1.5, 1.5, 1.5), RADIUS, RADIUS)
        if option.state & QStyle.StateFlag.State_HasFocus:
            pen = QPen(palette.color(QPalette.ColorRole.Highlight), 2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(cell.adjusted(1, 1, -1, -1)), RADIUS + 2, RADIUS + 2)
        font, metrics, small, small_metrics = self._text_fonts(option.font)
        text_box = QRect(art.left(), art.bottom() + PAD // 2 + 1, self.width, metrics.height())
        painter.setFont(font)
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        top_centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        painter.drawText(text_box, top_centre, self._elide(name, metrics, True))
        state = str(index.data(STATE_ROLE) or "")
        painter.setFont(small)
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        line = text_box.translated(0, metrics.height())
        painter.drawText(line, top_centre, self._elide(state, small_metrics, False))
        painter.restore()

    def _placeholder(self, name: str) -> QPixmap:
        """A tile without art (yet): the initials on a colour of the name's."""
        key = (name, self.width)
        found = self._placeholders.get(key)
        if found is not None:
            return found
        if len(self._placeholders) > 2000:
            self._placeholders.clear()
        pixmap = QPixmap(self.width, self.art_height)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(placeholder_colour(name))
        painter.drawRoundedRect(QRectF(pixmap.rect()), RADIUS, RADIUS)
        initials = "".join(word[0] for word in name.split()[:2]).upper() or "?"
        font = QFont()
        font.setPixelSize(max(12, self.width // 4))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(pixmap.rect(), Qt.AlignmentFlag.AlignCenter, initials)
        painter.end()
        self._placeholders[key] = pixmap
        return pixmap

"""The character's avatar as a round ``QPixmap`` (from :func:`studio.cards.avatar_image`).

The chat paints it beside the character's messages; the player header and the
character library use :func:`avatar_pixmap` too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap
from PySide6.QtSvg import QSvgRenderer

from studio.cards import avatar_image

if TYPE_CHECKING:
    from studio.package import CharacterPackage

__all__ = ["avatar_pixmap"]


def _image(data: bytes, fmt: str, size: int) -> QImage | None:
    if fmt == "svg":
        renderer = QSvgRenderer(QByteArray(data))
        if not renderer.isValid():
            return None
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        return image
    image = QImage()
    return image if image.loadFromData(data) else None


def avatar_pixmap(package: CharacterPackage, size: int) -> QPixmap:
    """The avatar (or its generated placeholder) cropped to a circle of ``size`` pixels."""
    avatar = avatar_image(package)
    image = _image(avatar.data, avatar.format, size)
    if image is None or image.isNull():  # a damaged image file: fall back to the initials
        from studio.cards import placeholder_svg

        image = _image(placeholder_svg(package.name).encode("utf-8"), "svg", size)
    assert image is not None
    scaled = image.scaled(
        size,
        size,
        Qt.AspectRatioMode.KeepAspectRatioByExpanding,
        Qt.TransformationMode.SmoothTransformation,
    )
    out = QPixmap(size, size)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    clip = QPainterPath()
    clip.addEllipse(0, 0, size, size)
    painter.setClipPath(clip)
    painter.drawImage((size - scaled.width()) // 2, (size - scaled.height()) // 2, scaled)
    painter.end()
    return out

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

__all__ = [
    "art_image",
    "art_pixmap",
    "avatar_pixmap",
    "persona_pixmap",
    "round_pixmap",
    "rounded_image",
]


def _image(data: bytes, fmt: str, size: int) -> QImage | None:
    if fmt == "svg":
        renderer = QSvgRenderer(QByteArray(data))
        if not renderer.isValid():
            return None
        # ``size`` pixels tall, as wide as the drawing's own proportions make it (a
        # 2:3 portrait stays 2:3; squeezing it into a square distorts it).
        view = renderer.viewBoxF()
        aspect = view.width() / view.height() if view.height() > 0 else 1.0
        width = max(1, min(4 * size, round(size * aspect)))
        image = QImage(width, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter, QRectF(0, 0, width, size))
        painter.end()
        return image
    image = QImage()
    return image if image.loadFromData(data) else None


def avatar_pixmap(package: CharacterPackage, size: int) -> QPixmap:
    """The avatar (or its generated placeholder) cropped to a circle of ``size`` pixels."""
    return round_pixmap(art_image(package, size), size)


def _placeholder(name: str, size: int, *, square: bool = False) -> QImage:
    """The generated initials placeholder of ``name``, ``size`` pixels square."""
    from studio.cards import placeholder_svg

    image = _image(placeholder_svg(name, square=square).encode("utf-8"), "svg", size)
    assert image is not None
    return image


def round_pixmap(image: QImage, size: int) -> QPixmap:
    """``image`` filling a circle of ``size`` pixels (cropped to its middle)."""
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


def persona_pixmap(name: str, path: str, size: int) -> QPixmap:
    """The user's avatar: the image at ``path`` when it loads, else ``name``'s initials."""
    if path:
        image = QImage(path)
        if not image.isNull():
            return round_pixmap(image, size)
    return round_pixmap(_placeholder(name or "You", size), size)


def art_image(package: CharacterPackage, height: int) -> QImage:
    """The character's art (its avatar image, or the initials placeholder) at full size;
    an SVG is drawn ``height`` pixels tall."""
    avatar = avatar_image(package)
    if avatar.placeholder:  # the colour fills the frame (a circle would be cropped)
        return _placeholder(package.name, height, square=True)
    image = _image(avatar.data, avatar.format, height)
    if image is None or image.isNull():  # a damaged image file: fall back to the initials
        return _placeholder(package.name, height)
    return image


def art_pixmap(image: QImage, width: int, height: int, radius: int = 8) -> QPixmap:
    """``image`` filling a ``width`` x ``height`` card with rounded corners
    (:func:`rounded_image`)."""
    return QPixmap.fromImage(rounded_image(image, width, height, radius))


def rounded_image(image: QImage, width: int, height: int, radius: float) -> QImage:
    """``image`` filling a ``width`` x ``height`` card with rounded corners (cropped to
    its top middle, where a portrait's face is). A ``QImage``, so the library's
    thumbnail threads can make one too."""
    scaled = image.scaled(
        width,
        height,
        Qt.AspectRatioMode.KeepAspectRatioByExpanding,
        Qt.TransformationMode.SmoothTransformation,
    )
    out = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    clip = QPainterPath()
    clip.addRoundedRect(QRectF(0, 0, width, height), radius, radius)
    painter.setClipPath(clip)
    top = 0 if scaled.height() > height else (height - scaled.height()) // 2
    painter.drawImage((width - scaled.width()) // 2, top, scaled)
    painter.end()
    return out

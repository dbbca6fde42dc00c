"""Images waiting to go with the next message (issue 29 item 3; docs/IMAGES.md).

:class:`ImageTray` sits above the message box: "Attach image…" opens a file
picker (window-modal, never blocking the GUI thread), and the box takes dropped
and pasted images (:class:`~studio.ui.chat.view.ChatInput` hands them over).
Each image is checked as it is added (PNG/JPEG/GIF/WebP by its bytes, at most
20 MB, studio/storage/images.py); a bad one is refused with the reason and the
others stay. Its thumbnail shows until the message is sent or it is removed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMimeData, Qt, Signal
from PySide6.QtGui import QIcon, QImage, QPixmap
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from studio.errors import ImageError
from studio.storage.images import read_image, sniff_image
from studio.ui.i18n import translate
from studio.ui.look.icons import follow_palette

__all__ = ["THUMB", "ImageTray", "images_from_mime"]

THUMB = 56  # Thumbnail edge in pixels.
FILTER = "Images (*.png *.jpg *.jpeg *.gif *.webp)"


def images_from_mime(mime: QMimeData) -> list[tuple[str, bytes]]:
    """``(name, bytes)`` of the images in a drop or paste: image files, or a
    picture on the clipboard (sent as PNG)."""
    found: list[tuple[str, bytes]] = []
    for url in mime.urls() if mime.hasUrls() else []:
        if url.isLocalFile():
            path = Path(url.toLocalFile())
            try:
                found.append((path.name, path.read_bytes()[: 20 * 1024 * 1024 + 1]))
            except OSError:
                found.append((path.name, b""))
    if not found and mime.hasImage():
        image = mime.imageData()
        if isinstance(image, QImage) and not image.isNull():
            raw = QByteArray()
            buffer = QBuffer(raw)
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            image.save(buffer, "PNG")  # type: ignore[call-overload]  # str works at runtime
            found.append(("pasted image", bytes(raw.data())))
    return found


class ImageTray(QWidget):
    """The attach button and the thumbnails of the images to send.

    Signals:
        refused(str): An image was not added; the reason, for a toast.
        changed(): The list of images changed.
    """

    refused = Signal(str)
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._images: list[bytes] = []
        # A paperclip (its name as the tooltip's first line and the accessible name).
        caption = translate("ChatPane", "Attach image…")
        self.attach_button = QToolButton(self)
        self.attach_button.setText(caption)
        self.attach_button.setAccessibleName(caption)
        self.attach_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        follow_palette(self.attach_button, "attach")
        self.attach_button.setToolTip(
            caption
            + "\n"
            + translate("ChatPane", "Send images with the next message (or drop or paste them)")
        )
        self.attach_button.clicked.connect(self.open_picker)
        self._thumbs = QHBoxLayout()
        self._thumbs.setContentsMargins(0, 0, 0, 0)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._thumbs)
        layout.addStretch(1)
        # The owner places attach_button (the chat puts it beside the model picker), so
        # the tray takes no row of the chat's height until it holds an image.
        self.hide()
        self.picker: QFileDialog | None = None

    def images(self) -> list[bytes]:
        """The images to send, in the order they were added."""
        return list(self._images)

    def take(self) -> list[bytes]:
        """The images to send; the tray is empty afterwards."""
        taken = self._images
        self._images = []
        self._refresh()
        return taken

    def add(self, name: str, data: bytes) -> bool:
        """Check and add one image; False (and ``refused``) when it is not one."""
        try:
            sniff_image(data, name=name)
        except ImageError as err:
            self.refused.emit(str(err))
            return False
        self._images.append(data)
        self._refresh()
        return True

    def add_paths(self, paths: list[str]) -> None:
        """Add image files (the picker's choice)."""
        for text in paths:
            try:
                image = read_image(text)
            except ImageError as err:
                self.refused.emit(str(err))
                continue
            self._images.append(image.data)
        self._refresh()

    def add_mime(self, mime: QMimeData) -> bool:
        """Add the images of a drop or paste; True when it held any."""
        found = images_from_mime(mime)
        for name, data in found:
            self.add(name, data)
        return bool(found)

    def open_picker(self) -> QFileDialog:
        """The file picker, window-modal (its choice is added when it closes)."""
        dialog = QFileDialog(self.window(), translate("ChatPane", "Attach images"), "", FILTER)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dialog.filesSelected.connect(self.add_paths)
        dialog.finished.connect(dialog.deleteLater)
        self.picker = dialog
        dialog.open()
        return dialog

    def remove(self, index: int) -> None:
        """Take image ``index`` off the tray."""
        if 0 <= index < len(self._images):
            del self._images[index]
            self._refresh()

    def _refresh(self) -> None:
        while self._thumbs.count():
            item = self._thumbs.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for i, data in enumerate(self._images):
            thumb = QPushButton(self)
            thumb.setObjectName("attachedImage")
            thumb.setFlat(True)
            thumb.setToolTip(translate("ChatPane", "Click to remove this image"))
            thumb.setAccessibleName(
                translate("ChatPane", "Attached image {number}, click to remove").format(
                    number=i + 1
                )
            )
            pixmap = QPixmap()
            if pixmap.loadFromData(data):
                scaled = pixmap.scaled(
                    THUMB,
                    THUMB,
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
                thumb.setIcon(QIcon(scaled))
                thumb.setIconSize(scaled.size())
            else:  # Qt cannot decode it (e.g. WebP without the plugin): a label instead.
                thumb.setText(translate("ChatPane", "image"))
            thumb.clicked.connect(lambda _c=False, n=i: self.remove(n))
            self._thumbs.addWidget(thumb)
        waiting = (
            translate("ChatPane", "One image to send")
            if len(self._images) == 1
            else translate("ChatPane", "{count} images to send").format(count=len(self._images))
        )
        count = QLabel(waiting, self)
        count.setObjectName("attachedCount")
        if self._images:
            self._thumbs.addWidget(count)
        else:
            count.deleteLater()
        self.setVisible(bool(self._images))
        self.changed.emit()

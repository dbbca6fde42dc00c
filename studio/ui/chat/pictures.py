"""Pictures in the chat: Markdown images from the model and from agents (issue 29 item 4).

A message's ``![alt](src)`` is shown as a picture when ``src`` is

* a ``data:image/png|jpeg|gif|webp;base64,…`` URL (at most :data:`MAX_BYTES` once
  decoded), or
* a path relative to the open character's folder (``images/map.png``), which must stay
  inside that folder (no ``..``, no link out of it) and be at most :data:`MAX_BYTES`;

and its bytes are a PNG, JPEG, GIF or WebP by their first bytes (what the name or the
URL says is not trusted). Anything else (a remote ``http(s)`` image, an absolute path,
a ``file:`` URL, a file that is not an image) is never loaded: the message shows
``[picture: alt]`` and why, and a remote picture is a link the player may open in the
browser. Pictures are scaled to fit :data:`MAX_WIDTH` × :data:`MAX_HEIGHT`, aspect kept.

Decoded pictures are kept (by content hash, at most :data:`CACHE_SIZE`) and handed to
each row's ``QTextDocument`` as image resources, so a row never reads a file or a URL
while it is painted: the bytes are read once, when the row is rendered.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import html
import re
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from urllib.parse import unquote

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from studio.cards.project import image_format

__all__ = ["CACHE_SIZE", "MAX_BYTES", "MAX_HEIGHT", "MAX_WIDTH", "Pictures"]

MAX_BYTES = 8 * 1024 * 1024
MAX_WIDTH = 360
MAX_HEIGHT = 320
CACHE_SIZE = 48

_DATA_URL = re.compile(r"^data:image/(png|jpeg|gif|webp);base64,(.*)$", re.S | re.I)
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:")


class Pictures:
    """Resolves and keeps the chat's pictures.

    Args:
        root: Returns the open character's folder (None: no character, no relative pictures).
    """

    def __init__(self, root: Callable[[], Path | None] | None = None) -> None:
        self.root = root
        self._images: OrderedDict[str, QImage] = OrderedDict()
        self._used: list[str] = []
        self.loaded = 0  # pictures decoded (tests: a cached one is not decoded again)

    def html(self, src: str, alt: str) -> str:
        """The HTML of one ``![alt](src)``: the picture, or why it is not shown."""
        try:
            name = self._load(src)
        except _NotShown as why:
            return self._refused(src, alt, str(why))
        image = self._images[name]
        self._images.move_to_end(name)
        self._used.append(name)
        width, height = _fit(image.width(), image.height())
        label = html.escape(alt or "picture", quote=True)
        return f'<img src="{name}" width="{width}" height="{height}" alt="{label}" title="{label}">'

    def pending(self) -> bool:
        """True when HTML rendered since the last :meth:`attach` names pictures."""
        return bool(self._used)

    def attach(self, doc: QTextDocument) -> None:
        """Give ``doc`` the pictures its HTML (rendered just before) names."""
        for name in self._used:
            image = self._images.get(name)
            if image is not None:
                doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
        self._used.clear()

    # -- loading ------------------------------------------------------------------

    def _load(self, src: str) -> str:
        data = self._bytes(src)
        if image_format(data) is None:
            raise _NotShown("not a PNG, JPEG, GIF or WebP picture")
        name = "picture-" + hashlib.sha256(data).hexdigest()[:24]
        if name not in self._images:
            image = QImage.fromData(data)
            if image.isNull():
                raise _NotShown("the picture could not be read")
            self.loaded += 1
            self._images[name] = image
            while len(self._images) > CACHE_SIZE:
                self._images.popitem(last=False)
        return name

    def _bytes(self, src: str) -> bytes:
        src = src.strip()
        data_url = _DATA_URL.match(src)
        if data_url:
            encoded = unquote(data_url.group(2))
            if len(encoded) > MAX_BYTES * 4 // 3 + 4:
                raise _NotShown(f"larger than {MAX_BYTES // (1024 * 1024)} MB")
            try:
                return base64.b64decode(encoded, validate=False)
            except (binascii.Error, ValueError):
                raise _NotShown("the data URL is not valid base64") from None
        if src.lower().startswith(("http://", "https://")):
            raise _NotShown("remote pictures are not loaded")
        if _SCHEME.match(src) or src.startswith(("/", "\\")):
            raise _NotShown("only the character's own files and data: URLs are shown")
        root = self.root() if self.root is not None else None
        if root is None:
            raise _NotShown("no character is open")
        return _package_file(root, unquote(src.split("#", 1)[0].split("?", 1)[0]))

    @staticmethod
    def _refused(src: str, alt: str, why: str) -> str:
        label = html.escape(alt or "picture")
        reason = html.escape(why)
        if src.lower().startswith(("http://", "https://")):
            href = html.escape(src, quote=True)
            return f'<a href="{href}">[picture: {label}]</a> <i>({reason})</i>'
        return f"<i>[picture: {label} — {reason}]</i>"


class _NotShown(Exception):
    """Why a picture is not shown (said in the message instead)."""


def _package_file(root: Path, relative: str) -> bytes:
    parts = Path(relative).parts
    if not relative or ".." in parts or Path(relative).is_absolute():
        raise _NotShown("only files inside the character's folder are shown")
    base = root.resolve()
    path = (base / relative).resolve()
    if not path.is_relative_to(base):
        raise _NotShown("only files inside the character's folder are shown")
    try:
        if path.stat().st_size > MAX_BYTES:
            raise _NotShown(f"larger than {MAX_BYTES // (1024 * 1024)} MB")
        return path.read_bytes()
    except FileNotFoundError:
        raise _NotShown(f"{relative} is not in the character's folder") from None
    except OSError as err:
        raise _NotShown(f"{relative} could not be read ({err.strerror or err})") from None


def _fit(width: int, height: int) -> tuple[int, int]:
    if width <= 0 or height <= 0:
        return MAX_WIDTH, MAX_HEIGHT
    scale = min(1.0, MAX_WIDTH / width, MAX_HEIGHT / height)
    return max(1, round(width * scale)), max(1, round(height * scale))

"""Pictures in the chat: Markdown images from the model and from agents (issue 29 item 4).

A message's ``![alt](src)`` is shown as a picture when ``src`` is

* a ``data:image/png|jpeg|gif|webp;base64,…`` URL (at most :data:`MAX_BYTES` once
  decoded), or
* a path relative to the open character's folder (``images/map.png``), which must stay
  inside that folder (no ``..``, no link out of it) and be at most :data:`MAX_BYTES`;

* an ``https`` URL, once the player turned on Chat → Load Remote Pictures: fetched
  once (off the GUI thread, through the web guard:
  :func:`studio.web.download.fetch_picture`), the row shows "loading…" meanwhile and
  the picture, or why not, when the answer arrives;

and its bytes are a PNG, JPEG, GIF or WebP by their first bytes (what the name or the
URL says is not trusted). Anything else (a remote image while remote pictures are off,
``http:``, an absolute path, a ``file:`` URL, a file that is not an image) is never
loaded: the message shows ``[picture: alt]`` and why, and a remote picture is a link
the player may open in the browser. Pictures are scaled to fit :data:`MAX_WIDTH` ×
:data:`MAX_HEIGHT`, aspect kept.

Decoded pictures are kept (by content hash, at most :data:`CACHE_SIZE`) and handed to
each row's ``QTextDocument`` as image resources, so a row never reads a file or a URL
while it is painted: the bytes are read once, when the row is rendered.
"""

from __future__ import annotations

import hashlib
import html
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from studio.package.pictures import (
    MAX_PICTURE_BYTES,
    PictureRefused,
    is_remote,
    picture_bytes,
    picture_kind,
)
from studio.ui.i18n import translate

__all__ = ["CACHE_SIZE", "MAX_BYTES", "MAX_HEIGHT", "MAX_WIDTH", "Pictures"]

MAX_BYTES = MAX_PICTURE_BYTES
MAX_WIDTH = 360
MAX_HEIGHT = 320
CACHE_SIZE = 48



class Pictures:
    """Resolves and keeps the chat's pictures.

    Args:
        root: Returns the open character's folder (None: no character, no relative pictures).

    Attributes:
        remote_allowed: Returns whether https pictures are fetched (the player's choice).
        fetch: Starts fetching a remote picture: ``fetch(url, done)``, where ``done(data,
            why)`` is later called on the GUI thread with the bytes or the reason.
        changed: Called when a fetched picture (or its failure) arrived: rows re-render.
    """

    def __init__(self, root: Callable[[], Path | None] | None = None) -> None:
        self.root = root
        self.remote_allowed: Callable[[], bool] = lambda: False
        self.fetch: Callable[[str, Callable[[bytes | None, str], None]], None] | None = None
        self.changed: Callable[[], None] = lambda: None
        self._images: OrderedDict[str, QImage] = OrderedDict()
        self._used: list[str] = []
        # A remote URL: its picture's name once fetched, "" while it is fetched, or why not.
        self._remote: dict[str, tuple[str, str]] = {}
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
        label = html.escape(alt or translate("Pictures", "picture"), quote=True)
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
        src = src.strip()
        if is_remote(src):
            return self._remote_picture(src)
        root = self.root() if self.root is not None else None
        try:
            return self._decoded(picture_bytes(src, root, max_bytes=MAX_BYTES))
        except PictureRefused as refused:
            raise _NotShown(_reason(refused)) from None

    def _remote_picture(self, url: str) -> str:
        if not self.remote_allowed() or self.fetch is None:
            raise _NotShown(
                translate("Pictures", "remote pictures are off: Chat → Load Remote Pictures")
            )
        if not url.lower().startswith("https://"):
            raise _NotShown(translate("Pictures", "only https pictures are loaded"))
        known = self._remote.get(url)
        if known is None:
            self._remote[url] = ("", "")
            self.fetch(url, lambda data, why: self._arrived(url, data, why))
            raise _NotShown(translate("Pictures", "loading…"))
        name, why = known
        if name and name in self._images:
            return name
        if why:
            raise _NotShown(why)
        if name:  # decoded once, since dropped from the cache: fetch again
            del self._remote[url]
            return self._remote_picture(url)
        raise _NotShown(translate("Pictures", "loading…"))

    def _arrived(self, url: str, data: bytes | None, why: str) -> None:
        if url not in self._remote:
            return  # forgotten meanwhile
        if data is None:
            self._remote[url] = ("", why or "could not be loaded")
        else:
            try:
                self._remote[url] = (self._decoded(data), "")
            except _NotShown as refused:
                self._remote[url] = ("", str(refused))
        self.changed()

    def forget_remote(self) -> None:
        """Drop what is known of remote pictures (the player turned them on or off)."""
        self._remote.clear()

    def _decoded(self, data: bytes) -> str:
        if picture_kind(data) is None:
            raise _NotShown(_reason(PictureRefused("not_picture")))
        name = "picture-" + hashlib.sha256(data).hexdigest()[:24]
        if name not in self._images:
            image = QImage.fromData(data)
            if image.isNull():
                raise _NotShown(translate("Pictures", "the picture could not be read"))
            self.loaded += 1
            self._images[name] = image
            while len(self._images) > CACHE_SIZE:
                self._images.popitem(last=False)
        return name

    @staticmethod
    def _refused(src: str, alt: str, why: str) -> str:
        label = html.escape(alt or translate("Pictures", "picture"))
        reason = html.escape(why)
        if src.lower().startswith(("http://", "https://")):
            href = html.escape(src, quote=True)
            shown = translate("Pictures", "[picture: {alt}]").format(alt=label)
            return f'<a href="{href}">{shown}</a> <i>({reason})</i>'
        shown = translate("Pictures", "[picture: {alt} — {why}]").format(alt=label, why=reason)
        return f"<i>{shown}</i>"


class _NotShown(Exception):
    """Why a picture is not shown (said in the message instead)."""


def _reason(refused: PictureRefused) -> str:
    """What the message says of a refused picture, in the interface language."""
    code, file = refused.code, refused.file
    if code == "too_large":
        return translate("Pictures", "larger than {size} MB").format(
            size=MAX_BYTES // (1024 * 1024)
        )
    if code == "bad_data":
        return translate("Pictures", "the data URL is not valid base64")
    if code == "not_local":
        return translate("Pictures", "only the character's own files and data: URLs are shown")
    if code == "no_character":
        return translate("Pictures", "no character is open")
    if code == "outside":
        return translate("Pictures", "only files inside the character's folder are shown")
    if code == "missing":
        return translate("Pictures", "{file} is not in the character's folder").format(file=file)
    if code == "unreadable":
        return translate("Pictures", "{file} could not be read ({error})").format(
            file=file, error=refused.detail
        )
    return translate("Pictures", "not a PNG, JPEG, GIF or WebP picture")


def _fit(width: int, height: int) -> tuple[int, int]:
    if width <= 0 or height <= 0:
        return MAX_WIDTH, MAX_HEIGHT
    scale = min(1.0, MAX_WIDTH / width, MAX_HEIGHT / height)
    return max(1, round(width * scale)), max(1, round(height * scale))

"""``ThumbnailCache``: the library's card art, made once per size and kept on disk.

A card's art is often a 1–3 MB PNG; decoding a thousand of them for a gallery
would take many seconds. So each tile asks the cache for ``(image file, width,
height)``:

* in memory (an LRU of ``MEMORY_ITEMS`` pixmaps): returned at once;
* otherwise a worker thread (Qt's global pool; ``QImage`` and ``QPainter`` on an
  image are thread-safe) reads the thumbnail from the cache folder — a small
  PNG named by a hash of the file's path, size and modification time, and the
  tile size — or, the first time, decodes the art, crops it to the tile (top
  middle, where a portrait's face is) with rounded corners and writes that PNG
  atomically. The result comes back to the GUI thread as a queued signal; the
  gallery repaints.

The tile shows a placeholder until then, so the first paint never waits for a
decode. A changed avatar file has another modification time, hence another
thumbnail; an unreadable one is remembered as missing (the placeholder stays).
"""

from __future__ import annotations

import hashlib
import os
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtGui import QImage, QPixmap

from studio.ui.chat.avatar import rounded_image

__all__ = ["MEMORY_ITEMS", "ThumbnailCache", "make_thumbnail"]

MEMORY_ITEMS = 400
RADIUS = 8


def make_thumbnail(source: QImage, width: int, height: int) -> QImage:
    """``source`` cropped to fill ``width`` x ``height``, with rounded corners."""
    return rounded_image(source, width, height, RADIUS)


class _Relay(QObject):
    done = Signal(object, QImage)  # the key, the thumbnail (null: none)


class _Job(QRunnable):
    def __init__(self, key: tuple[str, int, int], folder: Path | None, relay: _Relay) -> None:
        super().__init__()
        self.key = key
        self.folder = folder
        self.relay = relay

    def run(self) -> None:
        try:
            image = self._make()
        except Exception:  # a worker must answer, or the tile would wait for ever
            image = QImage()
        self.relay.done.emit(self.key, image)

    def _make(self) -> QImage:
        source, width, height = self.key
        image = QImage()
        try:
            stat = os.stat(source)
        except OSError:
            return image
        cached: Path | None = None
        if self.folder is not None:
            digest = hashlib.sha1(
                f"{source}\0{stat.st_size}\0{stat.st_mtime_ns}".encode(), usedforsecurity=False
            ).hexdigest()[:24]
            cached = self.folder / f"{digest}-{width}x{height}.png"
            if cached.is_file() and image.load(str(cached)):
                return image
        art = QImage(source)
        if not art.isNull():
            image = make_thumbnail(art, width, height)
            if cached is not None:
                try:
                    cached.parent.mkdir(parents=True, exist_ok=True)
                    partial = cached.with_name(f".{cached.name}.{os.getpid()}.tmp")
                    if image.save(str(partial), "PNG"):  # type: ignore[call-overload]
                        os.replace(partial, cached)
                except OSError:
                    pass  # a thumbnail not kept is made again next time
        return image


class ThumbnailCache(QObject):
    """Thumbnails of image files at tile sizes (see the module docstring).

    Args:
        folder: Where thumbnails are kept between runs (None: memory only).
        parent: The Qt owner.

    Signals:
        ready(str): A thumbnail of this image file can now be had from :meth:`get`.

    Attributes:
        made: How many thumbnails were requested from the worker threads (tests and
            the benchmark read it).
    """

    ready = Signal(str)

    def __init__(self, folder: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._memory: OrderedDict[tuple[str, int, int], QPixmap] = OrderedDict()
        self._missing: set[tuple[str, int, int]] = set()
        self._pending: set[tuple[str, int, int]] = set()
        self._relay = _Relay(self)
        self._relay.done.connect(self._done)
        self.made = 0

    def get(self, source: str, width: int, height: int) -> QPixmap | None:
        """The thumbnail if it is ready; else None (and it is on its way, ``ready``)."""
        key = (source, width, height)
        found = self._memory.get(key)
        if found is not None:
            self._memory.move_to_end(key)
            return found
        if key not in self._pending and key not in self._missing:
            self._pending.add(key)
            self.made += 1
            QThreadPool.globalInstance().start(_Job(key, self.folder, self._relay))
        return None

    def pending(self) -> int:
        """How many thumbnails are being made or read now."""
        return len(self._pending)

    def _done(self, key: tuple[str, int, int], image: QImage) -> None:
        self._pending.discard(key)
        if image.isNull():
            self._missing.add(key)
            return
        self._memory[key] = QPixmap.fromImage(image)
        while len(self._memory) > MEMORY_ITEMS:
            self._memory.popitem(last=False)
        self.ready.emit(key[0])

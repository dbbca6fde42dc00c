"""Images attached to user messages, stored content-addressed beside the journal.

A conversation's images live in ``conversation_<id>.images/<sha256>.<ext>`` next
to ``conversation_<id>.jsonl``; a user entry refers to them by hash
(``{"sha256", "ext", "mime", "width", "height", "bytes", "tokens"}``, see
docs/IMAGES.md). The same picture sent twice is stored once. Files are written
atomically, so a crash leaves either no file or the whole image.

What counts as an image is decided by its first bytes (PNG, JPEG, GIF, WebP),
never by a file name; the size comes from the header.
"""

from __future__ import annotations

import base64
import hashlib
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from studio.errors import ImageError
from studio.storage.atomic import atomic_write_bytes

__all__ = [
    "MAX_IMAGE_BYTES",
    "ImageData",
    "data_url",
    "image_path",
    "images_folder",
    "read_image",
    "sniff_image",
    "store_image",
]

# OpenAI takes up to 20 MB per image; bigger ones are refused before anything is written.
MAX_IMAGE_BYTES = 20 * 1024 * 1024

_MIME = {"png": "image/png", "jpg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"}


@dataclass(frozen=True, kw_only=True)
class ImageData:
    """One checked image: its bytes, kind and pixel size."""

    data: bytes
    ext: str
    width: int
    height: int

    @property
    def mime(self) -> str:
        return _MIME[self.ext]

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


def images_folder(journal: Path) -> Path:
    """The images folder of the conversation whose journal is ``journal``."""
    return journal.with_suffix(".images")


def _png(data: bytes) -> tuple[int, int]:
    if data[12:16] != b"IHDR" or len(data) < 24:
        raise ValueError("no IHDR")
    w, h = struct.unpack(">II", data[16:24])
    return int(w), int(h)


def _gif(data: bytes) -> tuple[int, int]:
    w, h = struct.unpack("<HH", data[6:10])
    return int(w), int(h)


def _jpeg(data: bytes) -> tuple[int, int]:
    i = 2
    while i + 9 < len(data):
        if data[i] != 0xFF:
            raise ValueError("bad marker")
        marker = data[i + 1]
        if marker == 0xFF:  # Fill byte.
            i += 1
            continue
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            i += 2
            continue
        (length,) = struct.unpack(">H", data[i + 2 : i + 4])
        # SOF0-SOF15 except DHT (C4), JPG (C8), DAC (CC) carry the frame size.
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            h, w = struct.unpack(">HH", data[i + 5 : i + 9])
            return int(w), int(h)
        i += 2 + length
    raise ValueError("no frame header")


def _webp(data: bytes) -> tuple[int, int]:
    chunk = data[12:16]
    if chunk == b"VP8 " and data[23:26] == b"\x9d\x01\x2a":
        w, h = struct.unpack("<HH", data[26:30])
        return int(w & 0x3FFF), int(h & 0x3FFF)
    if chunk == b"VP8L" and data[20] == 0x2F:
        (bits,) = struct.unpack("<I", data[21:25])
        return int((bits & 0x3FFF) + 1), int(((bits >> 14) & 0x3FFF) + 1)
    if chunk == b"VP8X":
        w = int.from_bytes(data[24:27], "little") + 1
        h = int.from_bytes(data[27:30], "little") + 1
        return w, h
    raise ValueError("unknown WebP chunk")


def sniff_image(data: bytes, *, name: str = "the image") -> ImageData:
    """Check that ``data`` is a PNG, JPEG, GIF or WebP image of at most 20 MB.

    Raises:
        ImageError: Too big (``too_big``) or not one of those images (``not_image``).
    """
    if len(data) > MAX_IMAGE_BYTES:
        _too_big(name, len(data))
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        ext, reader = "png", _png
    elif data.startswith(b"\xff\xd8\xff"):
        ext, reader = "jpg", _jpeg
    elif data[:6] in (b"GIF87a", b"GIF89a"):
        ext, reader = "gif", _gif
    elif data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        ext, reader = "webp", _webp
    else:
        raise ImageError(
            f"{name} is not an image this app can send (PNG, JPEG, GIF or WebP).",
            reason="not_image",
        )
    try:
        width, height = reader(data)
    except (ValueError, struct.error, IndexError):
        width = height = 0
    if width <= 0 or height <= 0:
        raise ImageError(
            f"{name} looks like a {ext.upper()} file but is damaged (no picture size in it).",
            reason="not_image",
        )
    return ImageData(data=data, ext=ext, width=width, height=height)


def read_image(source: bytes | bytearray | memoryview | str | Path) -> ImageData:
    """An attached image from bytes or a file path, checked (:func:`sniff_image`).

    Raises:
        ImageError: Unreadable file, too big, or not an image.
    """
    if isinstance(source, bytes | bytearray | memoryview):
        return sniff_image(bytes(source))
    if not isinstance(source, str | Path):
        raise TypeError("an image is bytes or a file path")
    path = Path(source)
    try:
        size = path.stat().st_size
        if size > MAX_IMAGE_BYTES:  # Refused before reading 50 MB into memory.
            _too_big(path.name, size)
        data = path.read_bytes()
    except OSError as exc:
        raise ImageError(
            f"{path}: cannot read the image: {exc.strerror or exc}", reason="unreadable"
        ) from None
    return sniff_image(data, name=path.name)


def _too_big(name: str, size: int) -> NoReturn:
    mb = size / (1024 * 1024)
    raise ImageError(
        f"{name} is {mb:.1f} MB; images up to {MAX_IMAGE_BYTES // (1024 * 1024)} MB "
        "can be sent. Make it smaller (or save it as JPEG) and attach it again.",
        reason="too_big",
    )


def store_image(folder: Path, image: ImageData) -> Path:
    """Write ``image`` as ``folder/<sha256>.<ext>`` (atomically; once per content)."""
    path = folder / f"{image.sha256}.{image.ext}"
    if not path.exists():
        atomic_write_bytes(path, image.data)
    return path


def image_path(folder: Path, ref: dict[str, Any]) -> Path:
    """Where the image a user entry refers to (``ref``) is stored."""
    return folder / f"{ref.get('sha256', '')}.{ref.get('ext', '')}"


def data_url(path: Path, mime: str) -> str:
    """``data:<mime>;base64,...`` of the stored image at ``path``."""
    return f"data:{mime};base64," + base64.b64encode(path.read_bytes()).decode("ascii")

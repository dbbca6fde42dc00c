"""Small real image files for tests (PNG built with zlib; JPEG/GIF/WebP headers)."""

from __future__ import annotations

import struct
import zlib

__all__ = ["gif_bytes", "jpeg_bytes", "png_bytes", "webp_bytes"]


def png_bytes(width: int = 4, height: int = 3, shade: int = 0) -> bytes:
    """A valid RGB PNG of ``width``×``height`` in one colour (``shade`` varies the bytes)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    row = b"\x00" + bytes((shade % 256, 80, 160)) * width
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(row * height))
        + chunk(b"IEND", b"")
    )


def jpeg_bytes(width: int = 640, height: int = 480) -> bytes:
    """JPEG markers as a camera writes them: SOI, an APP0 (JFIF) segment, SOF0, EOI."""
    app0 = b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    sof = struct.pack(">BHHB", 8, height, width, 3) + b"\x01\x11\x00\x02\x11\x01\x03\x11\x01"
    return (
        b"\xff\xd8"
        + b"\xff\xe0" + struct.pack(">H", len(app0) + 2) + app0
        + b"\xff\xc0" + struct.pack(">H", len(sof) + 2) + sof
        + b"\xff\xd9"
    )


def gif_bytes(width: int = 10, height: int = 20) -> bytes:
    """A GIF89a header with its logical screen size."""
    return b"GIF89a" + struct.pack("<HH", width, height) + b"\x00\x00\x00;"


def webp_bytes(width: int = 300, height: int = 200) -> bytes:
    """A VP8X WebP header with its canvas size."""
    vp8x = b"\x00\x00\x00\x00" + (width - 1).to_bytes(3, "little") + (height - 1).to_bytes(
        3, "little"
    )
    body = b"WEBP" + b"VP8X" + struct.pack("<I", len(vp8x)) + vp8x
    return b"RIFF" + struct.pack("<I", len(body)) + body

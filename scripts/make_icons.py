"""Render the app icon from ``resources/icons/character-studio.svg``.

Writes, next to the SVG:

* ``character-studio-<N>.png`` for N in 16, 24, 32, 48, 64, 128, 256, 512 (Linux
  hicolor theme sizes; the .deb installs them under /usr/share/icons/hicolor);
* ``character-studio.ico`` (Windows: PNG-compressed entries 16..256, which every
  Windows since Vista reads);
* ``character-studio.icns`` (macOS: PNG entries ic07..ic14).

The .ico and .icns containers are written here in plain Python rather than by
Qt's ico/icns image plugins, because those write one image per file and an app
icon needs every size in one file. Run it after editing the SVG and commit the
results (a few tens of KB)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/make_icons.py
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SOURCE = ICONS / "character-studio.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size (the @2x types share pixel sizes).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64),
    (b"ic07", 128), (b"ic08", 256), (b"ic13", 256), (b"ic09", 512), (b"ic14", 512),
)  # fmt: skip


def render(size: int) -> bytes:
    """The SVG rendered at ``size`` x ``size`` as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    QSvgRenderer(str(SOURCE)).render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO container with one PNG entry per size (width/height 0 means 256)."""
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = 6 + 16 * len(ICO_SIZES)
    directory, blobs = b"", b""
    for size in ICO_SIZES:
        blob = pngs[size]
        dim = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
        blobs += blob
    return header + directory + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """An ICNS container: big-endian type + length (including the 8-byte header) + PNG."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    pngs = {size: render(size) for size in sorted({*PNG_SIZES, *ICO_SIZES})}
    for size in PNG_SIZES:
        (ICONS / f"character-studio-{size}.png").write_bytes(pngs[size])
    (ICONS / "character-studio.ico").write_bytes(ico(pngs))
    (ICONS / "character-studio.icns").write_bytes(icns(pngs))
    for path in sorted(ICONS.iterdir()):
        print(f"{path.stat().st_size:>8}  {path.relative_to(ICONS.parents[1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""PNG/APNG chunks: read the card text chunks, write them into an image.

A PNG is an 8-byte signature followed by chunks (4-byte big-endian length,
4-byte type, data, 4-byte CRC-32 over type and data). Cards live in ``tEXt``
chunks: a Latin-1 keyword, a NUL byte, then the text, which for cards is
base64 of UTF-8 JSON. Keywords are compared case-insensitively (tools in the
wild write ``Chara`` as often as ``chara``). Every chunk's CRC is checked and a
chunk that runs past the end of the file is refused, so a damaged card fails
with a message that says so instead of yielding half a card.

APNG adds ``acTL``/``fcTL``/``fdAT`` chunks; they pass through untouched.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass

from studio.errors import PackageError

__all__ = [
    "PNG_SIGNATURE",
    "CardChunks",
    "is_png",
    "minimal_png",
    "read_card_chunks",
    "strip_card_chunks",
    "write_card_chunks",
]

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
CARD_KEYWORDS = ("chara", "ccv3")


@dataclass(frozen=True)
class CardChunks:
    """The card text found in a PNG (each value still base64).

    Attributes:
        chara: The ``chara`` chunk's text (a V2 card), or None.
        ccv3: The ``ccv3`` chunk's text (a V3 card), or None.
        assets: ``chara-ext-asset_:{path}`` chunks (legacy embedded assets), by path.
    """

    chara: str | None
    ccv3: str | None
    assets: dict[str, str]


def is_png(data: bytes) -> bool:
    """Whether ``data`` starts with the PNG signature."""
    return data[:8] == PNG_SIGNATURE


def _chunks(data: bytes, file: str) -> list[tuple[bytes, bytes, int, int]]:
    """Every chunk as (type, data, start offset, end offset); checks lengths and CRCs."""
    if not is_png(data):
        raise PackageError("is not a PNG image (the PNG signature is missing)", path=file)
    out: list[tuple[bytes, bytes, int, int]] = []
    pos = 8
    size = len(data)
    while pos < size:
        if pos + 8 > size:
            raise PackageError(
                f"is truncated: a chunk header at byte {pos} is cut off; the file is damaged",
                path=file,
            )
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        ctype = data[pos + 4 : pos + 8]
        end = pos + 12 + length
        if end > size:
            name = ctype.decode("latin-1", "replace")
            raise PackageError(
                f"is truncated: the {name!r} chunk at byte {pos} claims {length} bytes but the "
                "file ends first; the file is damaged",
                path=file,
            )
        body = data[pos + 8 : pos + 8 + length]
        (crc,) = struct.unpack(">I", data[end - 4 : end])
        if zlib.crc32(ctype + body) != crc:
            name = ctype.decode("latin-1", "replace")
            raise PackageError(
                f"has a bad CRC in the {name!r} chunk at byte {pos}; the file is damaged",
                path=file,
            )
        out.append((ctype, body, pos, end))
        pos = end
        if ctype == b"IEND":
            break
    return out


def _text(body: bytes) -> tuple[str, str] | None:
    key, sep, text = body.partition(b"\x00")
    if not sep:
        return None
    return key.decode("latin-1"), text.decode("latin-1")


def read_card_chunks(data: bytes, file: str) -> CardChunks:
    """The card chunks of a PNG/APNG.

    Raises:
        PackageError: Not a PNG, a truncated chunk, or a bad CRC (naming ``file``).
    """
    found: dict[str, str] = {}
    assets: dict[str, str] = {}
    for ctype, body, _start, _end in _chunks(data, file):
        if ctype != b"tEXt":
            continue
        parsed = _text(body)
        if parsed is None:
            continue
        key, text = parsed
        low = key.lower()
        if low in CARD_KEYWORDS:
            found.setdefault(low, text)  # the first chunk of a keyword wins
        elif low.startswith("chara-ext-asset_:"):
            assets[key[len("chara-ext-asset_:") :]] = text
    return CardChunks(chara=found.get("chara"), ccv3=found.get("ccv3"), assets=assets)


def _chunk(ctype: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + ctype + body + struct.pack(">I", zlib.crc32(ctype + body))


def strip_card_chunks(data: bytes, file: str) -> bytes:
    """The image without its card chunks (an avatar must not carry a stale card)."""
    parts = [PNG_SIGNATURE]
    for ctype, body, start, end in _chunks(data, file):
        if ctype == b"tEXt":
            parsed = _text(body)
            if parsed is not None and (
                parsed[0].lower() in CARD_KEYWORDS
                or parsed[0].lower().startswith("chara-ext-asset_:")
            ):
                continue
        parts.append(data[start:end])
    return b"".join(parts)


def write_card_chunks(image: bytes, texts: list[tuple[str, str]], file: str) -> bytes:
    """``image`` with its card chunks replaced by ``texts`` (keyword, ASCII text).

    The new ``tEXt`` chunks go right before ``IEND``, where SillyTavern and
    RisuAI put them.

    Raises:
        PackageError: ``image`` is not a readable PNG.
    """
    clean = strip_card_chunks(image, file)
    chunks = _chunks(clean, file)
    iend = next((start for ctype, _b, start, _e in chunks if ctype == b"IEND"), len(clean))
    extra = b"".join(
        _chunk(b"tEXt", key.encode("latin-1") + b"\x00" + text.encode("ascii"))
        for key, text in texts
    )
    return clean[:iend] + extra + clean[iend:]


def minimal_png(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    """A solid-colour RGB PNG (for a card export of a project with no PNG avatar)."""
    row = b"\x00" + bytes(rgb) * width
    raw = row * height
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        PNG_SIGNATURE
        + _chunk(b"IHDR", ihdr)
        + _chunk(b"IDAT", zlib.compress(raw, 9))
        + _chunk(b"IEND", b"")
    )

"""A picture a message names, as the chats show it (issue 29 item 4): Qt-free checks
shared by the desktop chat (``studio/ui/chat/pictures.py``) and the web player
(``studio/server/markdown.py``).

:func:`picture_bytes` takes the ``src`` of a Markdown image and returns the picture's
bytes when it is

* a ``data:image/png|jpeg|gif|webp;base64,…`` URL, or
* a path relative to the character's folder that stays inside it (no ``..``, no
  absolute path, no link pointing out of it),

at most ``max_bytes``, and its first bytes say PNG, JPEG, GIF or WebP (what the name
or the URL claims is not trusted). Anything else raises :class:`PictureRefused` with a
``code`` the caller turns into words (the desktop chat translates them). Remote
``http(s)`` pictures are the caller's business (``REMOTE``): this module never fetches.
"""

from __future__ import annotations

import base64
import binascii
import re
from pathlib import Path
from urllib.parse import unquote

__all__ = ["MAX_PICTURE_BYTES", "PictureRefused", "is_remote", "picture_bytes", "picture_kind"]

MAX_PICTURE_BYTES = 8 * 1024 * 1024

_DATA_URL = re.compile(r"^data:image/(png|jpeg|gif|webp);base64,(.*)$", re.S | re.I)
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:")


class PictureRefused(Exception):
    """Why a picture is not shown.

    Attributes:
        code: ``too_large``, ``bad_data``, ``not_local``, ``no_character``,
            ``outside``, ``missing``, ``unreadable`` or ``not_picture``.
        detail: The file named (``missing``, ``unreadable``) or the OS error text.
    """

    def __init__(self, code: str, detail: str = "", file: str = "") -> None:
        super().__init__(code)
        self.code = code
        self.detail = detail
        self.file = file


def picture_kind(data: bytes) -> str | None:
    """``image/png``, ``image/jpeg``, ``image/gif`` or ``image/webp`` by the first bytes."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data.startswith((b"GIF87a", b"GIF89a")):
        return "image/gif"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return None


def is_remote(src: str) -> bool:
    """True for an ``http(s)`` picture (fetched, if at all, by the caller)."""
    return src.strip().lower().startswith(("http://", "https://"))


def picture_bytes(src: str, root: Path | None, *, max_bytes: int = MAX_PICTURE_BYTES) -> bytes:
    """The bytes of the picture ``src`` names (see the module's rules).

    Raises:
        PictureRefused: It is not one of the pictures shown, and why.
    """
    src = src.strip()
    found = _DATA_URL.match(src)
    if found:
        encoded = unquote(found.group(2))
        if len(encoded) > max_bytes * 4 // 3 + 4:
            raise PictureRefused("too_large")
        try:
            data = base64.b64decode(encoded, validate=False)
        except (binascii.Error, ValueError):
            raise PictureRefused("bad_data") from None
    elif _SCHEME.match(src) or src.startswith(("/", "\\")):
        raise PictureRefused("not_local")
    elif root is None:
        raise PictureRefused("no_character")
    else:
        data = _package_file(root, unquote(src.split("#", 1)[0].split("?", 1)[0]), max_bytes)
    if picture_kind(data) is None:
        raise PictureRefused("not_picture")
    return data


def _package_file(root: Path, relative: str, max_bytes: int) -> bytes:
    if not relative or ".." in Path(relative).parts or Path(relative).is_absolute():
        raise PictureRefused("outside")
    base = root.resolve()
    path = (base / relative).resolve()
    if not path.is_relative_to(base):
        raise PictureRefused("outside")
    try:
        if path.stat().st_size > max_bytes:
            raise PictureRefused("too_large")
        return path.read_bytes()
    except FileNotFoundError:
        raise PictureRefused("missing", file=relative) from None
    except OSError as err:
        raise PictureRefused("unreadable", str(err.strerror or err), file=relative) from None

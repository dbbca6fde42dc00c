"""Chat Markdown to HTML for the web player, sanitised exactly as the chat export is.

The export's renderer (:mod:`studio.storage.chat_export`) is cmark-gfm in its
safe mode: raw HTML is dropped, ``javascript:``-style links are emptied, and
images become links so nothing on the page loads a resource a message names.
The exception here, as in the desktop chat (:mod:`studio.package.pictures`): a
picture given as a ``data:image/…`` URL, or as a file inside the character's
folder, whose bytes are a PNG, JPEG, GIF or WebP, is shown. A file is inlined as a
``data:`` URL (at most :data:`MAX_INLINE_BYTES`), so the page still loads nothing
from anywhere; remote pictures stay links. The page inserts this HTML as it is; its
Content-Security-Policy (``img-src 'self' data:``) is the second wall.
"""

from __future__ import annotations

import base64
import html
import re
from pathlib import Path

import cmarkgfm

from studio.package.pictures import PictureRefused, is_remote, picture_bytes, picture_kind

__all__ = ["MAX_INLINE_BYTES", "render_markdown"]

#: A picture shown in the web player is at most this large (it travels in the page).
MAX_INLINE_BYTES = 2 * 1024 * 1024

_IMAGE = re.compile(r'<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")? />')


def render_markdown(text: str, root: Path | None = None) -> str:
    """``text`` as sanitised HTML; ``root`` is the character's folder (its pictures)."""
    rendered = cmarkgfm.github_flavored_markdown_to_html(text)
    if "<img" in rendered:
        rendered = _IMAGE.sub(lambda match: _picture(match, root), rendered)
    return rendered


def _picture(match: re.Match[str], root: Path | None) -> str:
    src, alt = html.unescape(match.group(1)), match.group(2)
    if not is_remote(src):
        try:
            data = picture_bytes(src, root, max_bytes=MAX_INLINE_BYTES)
        except PictureRefused:
            pass
        else:
            inline = f"data:{picture_kind(data)};base64,{base64.b64encode(data).decode()}"
            return f'<img class="picture" src="{inline}" alt="{alt}">'
    return f'<a href="{match.group(1)}">[image: {alt}]</a>'

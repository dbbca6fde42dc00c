"""Chat Markdown to HTML for the web player, sanitised exactly as the chat export is.

The export's renderer (:mod:`studio.storage.chat_export`) is cmark-gfm in its
safe mode: raw HTML is dropped, ``javascript:``-style links are emptied, and
images become links so nothing on the page loads a resource a message names.
The one exception here: a picture given as a ``data:image/png|jpeg|gif|webp``
URL whose bytes are such a picture (at most 8 MB) is shown, as in the desktop
chat (``studio/ui/chat/pictures.py``): it loads nothing from anywhere. The page
inserts this HTML as it is; its Content-Security-Policy (``img-src 'self'
data:``) is the second wall.
"""

from __future__ import annotations

import base64
import binascii
import html
import re

import cmarkgfm

from studio.cards.project import image_format

__all__ = ["MAX_PICTURE_BYTES", "render_markdown"]

MAX_PICTURE_BYTES = 8 * 1024 * 1024

_IMAGE = re.compile(r'<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")? />')
_DATA_URL = re.compile(r"^data:image/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/=\s]*)$", re.I)


def render_markdown(text: str) -> str:
    """``text`` as sanitised HTML."""
    rendered = cmarkgfm.github_flavored_markdown_to_html(text)
    if "<img" in rendered:
        rendered = _IMAGE.sub(_picture, rendered)
    return rendered


def _picture(match: re.Match[str]) -> str:
    src, alt = match.group(1), match.group(2)
    if _is_data_picture(html.unescape(src)):
        return f'<img class="picture" src="{src}" alt="{alt}">'
    return f'<a href="{src}">[image: {alt}]</a>'


def _is_data_picture(src: str) -> bool:
    found = _DATA_URL.match(src)
    if found is None or len(found.group(2)) > MAX_PICTURE_BYTES * 4 // 3 + 4:
        return False
    try:
        data = base64.b64decode(found.group(2), validate=False)
    except (binascii.Error, ValueError):
        return False
    return image_format(data) is not None

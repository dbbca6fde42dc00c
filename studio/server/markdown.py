"""Chat Markdown to HTML for the web player, sanitised exactly as the chat export is.

The export's renderer (:mod:`studio.storage.chat_export`) is cmark-gfm in its
safe mode: raw HTML is dropped, ``javascript:``-style links are emptied, and
images become links so nothing on the page loads a resource a message names.
The page inserts this HTML as it is; its Content-Security-Policy is the second
wall.
"""

from __future__ import annotations

from studio.storage.chat_export import _render

__all__ = ["render_markdown"]


def render_markdown(text: str) -> str:
    """``text`` as sanitised HTML."""
    return _render(text)

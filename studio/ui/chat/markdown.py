"""Markdown to sanitised HTML for the chat (markdown-it-py, Pygments for code).

Model and agent text is untrusted: the parser runs the ``commonmark`` preset
with ``html`` disabled, so any raw HTML in a message is escaped and shown as
text, never interpreted. Images are disabled too (a chat row must never try to
load a resource), and links keep markdown-it's own URL validation, which drops
``javascript:`` and similar schemes.

Agent log lines are plain text, not Markdown: :func:`linkify` escapes them and
turns bare ``http``/``https`` URLs into links. Which links a click opens is
decided by :mod:`studio.ui.chat.links`, not here.

Fenced code blocks are highlighted by Pygments with inline styles, which
:class:`~PySide6.QtGui.QTextDocument` understands; the rest of the styling is
the default style sheet in :data:`CHAT_CSS`.
"""

from __future__ import annotations

import html
import re

from markdown_it import MarkdownIt
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name
from pygments.util import ClassNotFound

MONO_FONT = "DejaVu Sans Mono"

#: Default style sheet for every rendered chat document.
CHAT_CSS = f"""
p {{ margin-top: 0px; margin-bottom: 6px; }}
pre {{ font-family: "{MONO_FONT}", monospace; background-color: #f3f3f3;
      margin-top: 2px; margin-bottom: 6px; }}
code {{ font-family: "{MONO_FONT}", monospace; background-color: #efefef; }}
h1, h2, h3, h4, h5, h6 {{ margin-top: 4px; margin-bottom: 4px; }}
ul, ol {{ margin-top: 0px; margin-bottom: 6px; }}
blockquote {{ color: #666666; margin-left: 12px; }}
a {{ color: #2a6fb0; }}
"""

_FORMATTER = HtmlFormatter(nowrap=True, noclasses=True, style="default")


def _highlight(code: str, lang: str, _attrs: str) -> str:
    """Highlight a fenced block; markdown-it uses the result as-is when it is a ``<pre>``."""
    try:
        lexer = get_lexer_by_name(lang) if lang else None
    except ClassNotFound:
        lexer = None
    body = highlight(code, lexer, _FORMATTER) if lexer is not None else html.escape(code)
    # QTextDocument drops the final newline of a <pre> badly; strip it here.
    return f"<pre>{body.rstrip(chr(10))}</pre>\n"


def _make_parser() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "highlight": _highlight})
    md.disable("image")
    return md


class MarkdownRenderer:
    """Renders message text to safe HTML. One instance per delegate; stateless after setup."""

    def __init__(self) -> None:
        self._md = _make_parser()

    def render(self, text: str) -> str:
        """Return the HTML for ``text`` (raw HTML in it escaped, images shown as text)."""
        return self._md.render(text)


def escape(text: str) -> str:
    """Escape plain text for HTML, keeping line breaks."""
    return html.escape(text).replace("\n", "<br>")


_BARE_URL = re.compile(r"\bhttps?://[^\s<>\"'`]+", re.IGNORECASE)
_TRAILING = ".,;:!?'\"*_"
_CLOSERS = {")": "(", "]": "[", "}": "{"}


def _trim_url(url: str) -> str:
    """Drop sentence punctuation and unbalanced closing brackets from a URL's end."""
    while url:
        last = url[-1]
        if last in _TRAILING or (last in _CLOSERS and url.count(last) > url.count(_CLOSERS[last])):
            url = url[:-1]
        else:
            break
    return url


def linkify(text: str) -> str:
    """Escape plain text for HTML like :func:`escape`, making bare http(s) URLs links."""
    parts: list[str] = []
    done = 0
    for match in _BARE_URL.finditer(text):
        url = _trim_url(match.group())
        if "://" not in url or url.endswith("://"):
            continue
        parts.append(escape(text[done : match.start()]))
        parts.append(f'<a href="{html.escape(url, quote=True)}">{html.escape(url)}</a>')
        done = match.start() + len(url)
    parts.append(escape(text[done:]))
    return "".join(parts)

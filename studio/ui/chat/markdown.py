"""Markdown to sanitised HTML for the chat (markdown-it-py, Pygments for code).

Model and agent text is untrusted: the parser runs the ``commonmark`` preset
with ``html`` disabled, so any raw HTML in a message is escaped and shown as
text, never interpreted. Images are disabled unless the renderer is given a
``pictures`` callback (the chat's :class:`~studio.ui.chat.pictures.Pictures`), which
decides for each ``![alt](src)`` what is shown: a row never loads a resource by
itself. Links keep markdown-it's own URL validation, which drops ``javascript:``
and similar schemes.

Bare URLs become links through markdown-it's ``linkify`` rules (linkify-it-py),
in messages and in agent log lines alike: :func:`linkify` renders a log line,
which is plain text, with a second parser that knows nothing but text, line
breaks and linkify. Both recognise only URLs that start with ``http://``,
``https://`` or ``mailto:``: no "fuzzy" links, because a chat about agents is
full of ``notes.md`` and ``garden.py``, which linkify-it would otherwise send
to Moldova and Paraguay. Text in code spans and code blocks is never linked.
Which links a click opens is decided by :mod:`studio.ui.chat.links`, not here.

Fenced code blocks are highlighted by Pygments with inline styles, which
:class:`~PySide6.QtGui.QTextDocument` understands; the rest of the styling is
the default style sheet from :func:`chat_css`. Both take their colours from a
:class:`ChatColors`, which :mod:`studio.ui.chat.theme` derives from the view's
palette; this module does not import Qt.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from markdown_it import MarkdownIt
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name
from pygments.util import ClassNotFound

MONO_FONT = "DejaVu Sans Mono"


@dataclass(frozen=True, slots=True, kw_only=True)
class ChatColors:
    """The colours of rendered chat documents (``#rrggbb``) and the code style.

    Attributes:
        code_background: Behind inline ``code``.
        block_background: Behind fenced and indented code blocks.
        quote: Text of block quotes.
        link: Text of links.
        hint: The "what to do" line of an error row.
        code_style: The Pygments style that highlights fenced blocks.
        action: Text of ``*actions*`` (emphasis), as role-play readers expect them.
        dialogue: Text of quoted speech ("…", “…”, «…», 「…」).
    """

    code_background: str
    block_background: str
    quote: str
    link: str
    hint: str
    code_style: str
    action: str = "#595959"
    dialogue: str = "#9a4a00"


#: The colours on the default light palette (white Base, black Text).
LIGHT_COLORS = ChatColors(
    code_background="#efefef",
    block_background="#f3f3f3",
    quote="#666666",
    link="#2a6fb0",
    hint="#8a5a00",
    code_style="default",
)


def chat_css(colors: ChatColors = LIGHT_COLORS) -> str:
    """The default style sheet of every rendered chat document."""
    return f"""
p {{ margin-top: 0px; margin-bottom: 6px; }}
pre {{ font-family: "{MONO_FONT}", monospace; background-color: {colors.block_background};
      margin-top: 2px; margin-bottom: 6px; }}
code {{ font-family: "{MONO_FONT}", monospace; background-color: {colors.code_background}; }}
h1, h2, h3, h4, h5, h6 {{ margin-top: 4px; margin-bottom: 4px; }}
ul, ol {{ margin-top: 0px; margin-bottom: 6px; }}
blockquote {{ color: {colors.quote}; margin-left: 12px; }}
a {{ color: {colors.link}; }}
table {{ border-color: {colors.quote}; margin-bottom: 6px; }}
em {{ color: {colors.action}; }}
.dialogue {{ color: {colors.dialogue}; }}
th {{ background-color: {colors.block_background}; }}
"""


def _linkify_bare_urls(md: MarkdownIt) -> MarkdownIt:
    """Turn on markdown-it's linkify rules for scheme-prefixed http(s) and mailto URLs only."""
    md.options["linkify"] = True
    md.enable("linkify")
    linker = md.linkify
    if linker is None:  # markdown-it-py creates it only when linkify-it-py is importable
        raise ImportError("the chat needs linkify-it-py: pip install linkify-it-py")
    linker.set({"fuzzy_link": False, "fuzzy_email": False, "fuzzy_ip": False})
    # Neither ftp:// nor protocol-relative //host links ever open from the chat.
    linker.add("ftp:", None).add("//", None)
    return md


class MarkdownRenderer:
    """Renders message text to safe HTML. One instance per delegate; stateless after setup.

    Args:
        code_style: The Pygments style for fenced code blocks.
        pictures: ``(src, alt) -> HTML`` for a Markdown image (None: images stay text).
    """

    def __init__(
        self,
        code_style: str = LIGHT_COLORS.code_style,
        *,
        pictures: Callable[[str, str], str] | None = None,
    ) -> None:
        self.code_style = code_style
        self._formatter = HtmlFormatter(nowrap=True, noclasses=True, style=code_style)
        md = MarkdownIt("commonmark", {"html": False, "highlight": self._highlight})
        if pictures is None:
            md.disable("image")
        else:
            md.add_render_rule("image", _picture_rule(pictures))
        # GitHub-flavoured tables and ~~strikethrough~~, as models write them.
        md.enable(["table", "strikethrough"])
        self._md = _linkify_bare_urls(md)
        self._md.add_render_rule("text", _text_with_dialogue)

    def _highlight(self, code: str, lang: str, _attrs: Any) -> str:
        """Highlight a fenced block; markdown-it uses the result as-is when it is a ``<pre>``."""
        try:
            lexer = get_lexer_by_name(lang) if lang else None
        except ClassNotFound:
            lexer = None
        body = highlight(code, lexer, self._formatter) if lexer is not None else html.escape(code)
        # QTextDocument drops the final newline of a <pre> badly; strip it here.
        return f"<pre>{body.rstrip(chr(10))}</pre>\n"

    def render(self, text: str) -> str:
        """Return the HTML for ``text`` (raw HTML in it escaped, images shown as text)."""
        out = self._md.render(text)
        if "<table>" in out:
            # QTextDocument draws no cell borders from CSS; the attributes it does read.
            out = out.replace("<table>", _TABLE)
        return out


_TABLE = '<table border="1" cellspacing="0" cellpadding="4">'

#: Quoted speech in role-play text: straight, curly, guillemets and corner brackets.
_DIALOGUE = re.compile(r'"[^"\n]+"|“[^”\n]+”|«[^»\n]+»|「[^」\n]+」|『[^』\n]+』')


def _text_with_dialogue(_self: Any, tokens: list[Any], idx: int, _options: Any, _env: Any) -> str:
    """A text token, escaped, its quoted speech in a ``dialogue`` span (never inside code:
    code spans and blocks are other tokens)."""
    content: str = tokens[idx].content
    out, last = [], 0
    for match in _DIALOGUE.finditer(content):
        out.append(html.escape(content[last : match.start()]))
        out.append(f'<span class="dialogue">{html.escape(match.group())}</span>')
        last = match.end()
    out.append(html.escape(content[last:]))
    return "".join(out)


def _picture_rule(pictures: Callable[[str, str], str]) -> Callable[..., str]:
    def rule(self: Any, tokens: list[Any], idx: int, options: Any, env: Any) -> str:
        token = tokens[idx]
        alt = self.renderInlineAsText(token.children or [], options, env)
        return pictures(str(token.attrGet("src") or ""), alt)

    return rule


def escape(text: str) -> str:
    """Escape plain text for HTML, keeping line breaks."""
    return html.escape(text).replace("\n", "<br>")


def _plain_text_parser() -> MarkdownIt:
    # "zero" knows only paragraphs and text; with newline (breaks on) and linkify on
    # top, rendered inline, plain text comes out escaped with <br> and links, and
    # Markdown syntax (*, `, \, &amp;) stays literal text.
    md = MarkdownIt("zero", {"html": False, "breaks": True})
    md.enable("newline")
    return _linkify_bare_urls(md)


_PLAIN = _plain_text_parser()


def linkify(text: str) -> str:
    """Escape plain text for HTML like :func:`escape`, making bare http(s) URLs links."""
    return _PLAIN.renderInline(text)

"""Turning fetched bytes into the text an agent reads (the body half of ``studio.web.fetch``).

Two jobs, both pure functions with no I/O so they can be tested on their own:

* :func:`decode_body` picks a character set — a byte-order mark first, then the
  ``charset`` parameter of the ``Content-Type`` header, then (for HTML and XML) a
  ``<meta charset>`` / ``<?xml encoding?>`` declaration near the top of the
  document — and decodes with replacement characters, falling back to UTF-8 when
  the declared name is unknown. A page that declares nothing is UTF-8 if it is
  valid UTF-8, else whatever charset-normalizer detects (the mojibake otherwise
  seen for Shift_JIS, GBK and cp1251 pages). A fetch never fails because a page
  lied about its encoding.
* :func:`html_to_text` reduces an HTML page to its readable text with
  BeautifulSoup (stdlib ``html.parser`` backend, so no lxml is needed): page
  chrome and non-text elements are dropped, each block element becomes one
  paragraph, blocks are separated by a blank line, and runs of whitespace
  collapse to one space. ``<pre>`` keeps its line breaks; list items get a
  ``- `` bullet so lists stay readable.
"""

from __future__ import annotations

import codecs
import re

import charset_normalizer
from bs4 import BeautifulSoup, Comment, Doctype, NavigableString, Tag
from bs4.element import CData, Declaration, ProcessingInstruction

__all__ = ["DROPPED_TAGS", "decode_body", "extract_title", "html_to_text"]

# Elements whose content is never part of the readable text: code, styling, the title
# (reported on its own, and html.parser leaves a bare <title> outside <head>),
# page chrome (navigation, headers, footers, sidebars), forms, and media.
DROPPED_TAGS: frozenset[str] = frozenset(
    {
        "script", "style", "noscript", "template", "head", "title",
        "nav", "header", "footer", "aside", "form",
        "svg", "img", "picture", "iframe", "object", "embed", "canvas",
        "video", "audio", "map", "button", "select", "textarea", "input",
    }
)  # fmt: skip

# Elements that start and end a block of text. Inline elements (a, span, b,
# em, code, ...) flow into the block around them.
_BLOCK_TAGS: frozenset[str] = frozenset(
    {
        "address", "article", "blockquote", "body", "caption", "center", "dd",
        "details", "dialog", "div", "dl", "dt", "fieldset", "figcaption",
        "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hgroup", "hr", "html",
        "li", "main", "menu", "ol", "p", "pre", "section", "summary", "table",
        "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
    }
)  # fmt: skip

# Non-text node types BeautifulSoup yields as strings.
_SKIPPED_STRINGS = (Comment, Doctype, Declaration, ProcessingInstruction, CData)

_WS = re.compile(r"\s+")
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)""", re.I)
_XML_ENCODING = re.compile(rb"""<\?xml[^>]+encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']""", re.I)
_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF32_LE, "utf-32"),  # Checked before UTF-16 LE: it shares the prefix.
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
# How much of an undeclared body charset-normalizer looks at.
_DETECT_BYTES = 64 * 1024
# Fewer non-ASCII bytes than this and any "detected" encoding is a guess.
_DETECT_MIN_BYTES = 16
# How far into a document to look for a declared encoding (the HTML spec says 1024 bytes;
# a little more tolerates long <head> preambles).
_SNIFF_BYTES = 4096


def _known_codec(name: str | None) -> str | None:
    """Return ``name`` if Python has a text codec by that name, else None."""
    if not name:
        return None
    try:
        info = codecs.lookup(name.strip().strip("\"'"))
    except (LookupError, ValueError):
        return None
    # Reject bytes-to-bytes codecs such as "base64" or "zip": a page must not be
    # able to pick a transform that is not a character encoding.
    return info.name if getattr(info, "_is_text_encoding", True) else None


def decode_body(body: bytes, *, header_charset: str | None, media_type: str) -> str:
    """Decode a response body to text.

    Args:
        body: The raw (already content-decoded) bytes, possibly cut at the size cap.
        header_charset: The ``charset`` parameter from ``Content-Type``, if any.
        media_type: The lowercased media type, e.g. ``"text/html"``.

    Returns:
        The text; undecodable bytes become U+FFFD rather than failing the fetch.
    """
    for bom, name in _BOMS:
        if body.startswith(bom):
            return body.decode(name, errors="replace")
    encoding = _known_codec(header_charset)
    if encoding is None and ("html" in media_type or "xml" in media_type):
        head = body[:_SNIFF_BYTES]
        match = _META_CHARSET.search(head) or _XML_ENCODING.search(head)
        if match:
            encoding = _known_codec(match.group(1).decode("ascii", "replace"))
    return body.decode(encoding or _undeclared_encoding(body), errors="replace")


def _undeclared_encoding(body: bytes) -> str:
    """The encoding of a body that declares none: UTF-8 when it is valid UTF-8
    (allowing a sequence cut off by the size cap), else what charset-normalizer
    detects (Shift_JIS, GBK, cp1251, ... pages that rely on the reader's guess)."""
    try:
        codecs.getincrementaldecoder("utf-8")().decode(body, final=False)
        return "utf-8"
    except UnicodeDecodeError:
        pass
    # A sample is enough to tell the encoding and keeps detection fast on big pages.
    sample = body[:_DETECT_BYTES]
    if sum(1 for byte in sample if byte >= 0x80) < _DETECT_MIN_BYTES:
        return "utf-8"  # A stray byte or two: too little to tell; shown as U+FFFD.
    best = charset_normalizer.from_bytes(sample).best()
    found = _known_codec(best.encoding) if best is not None else None
    return found or "utf-8"


def _collapse(text: str) -> str:
    return _WS.sub(" ", text).strip()


def extract_title(soup: BeautifulSoup) -> str | None:
    """The page's ``<title>`` with whitespace collapsed, or None when absent or empty."""
    tag = soup.find("title")
    if not isinstance(tag, Tag):
        return None
    return _collapse(tag.get_text()) or None


class _Blocks:
    """Collects inline text into the current block and closes blocks at block boundaries."""

    def __init__(self) -> None:
        self.blocks: list[str] = []
        self._parts: list[str] = []
        self._prefix = ""

    def add(self, text: str) -> None:
        self._parts.append(text)

    def flush(self) -> None:
        text = _collapse("".join(self._parts))
        if text:
            self.blocks.append(self._prefix + text)
        self._parts = []
        self._prefix = ""

    def add_block(self, text: str) -> None:
        """Add a block verbatim (used for ``<pre>``, whose line breaks matter)."""
        self.flush()
        if text.strip():
            self.blocks.append(text.strip("\n"))

    def start_item(self) -> None:
        self.flush()
        self._prefix = "- "


def _walk(node: Tag, out: _Blocks) -> None:
    for child in node.children:
        if isinstance(child, _SKIPPED_STRINGS):
            continue
        if isinstance(child, NavigableString):
            out.add(str(child))
            continue
        if not isinstance(child, Tag):
            continue
        name = child.name.lower()
        # Hidden content is not what a reader sees, and it is a common place to hide
        # prompt-injection text aimed at agents.
        if name in DROPPED_TAGS or child.has_attr("hidden"):
            continue
        if name == "br":
            out.add("\n")  # Collapsed later; keeps "a<br>b" from reading as "ab".
        elif name == "pre":
            out.add_block(child.get_text())
        elif name == "li":
            out.start_item()
            _walk(child, out)
            out.flush()
        elif name in _BLOCK_TAGS:
            out.flush()
            _walk(child, out)
            out.flush()
        else:
            _walk(child, out)


def html_to_text(html: str) -> tuple[str | None, str]:
    """Reduce an HTML document to its title and readable text.

    Args:
        html: The decoded document.

    Returns:
        ``(title, text)``: the ``<title>`` (or None) and the readable text, one
        block per paragraph/heading/list item, blocks separated by a blank line.
    """
    soup = BeautifulSoup(html, "html.parser")
    title = extract_title(soup)
    out = _Blocks()
    _walk(soup, out)
    out.flush()
    return title, "\n\n".join(out.blocks)

"""Pygments plumbing for the highlighter: lexer choice, token formats, per-line spans.

Everything here except :func:`token_formats` and :func:`style_for` is plain
Python that runs in a worker thread. Spans are in UTF-16 code units, which is
what Qt's block positions count (a Python index counts code points; they differ
after an emoji).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterator
from typing import Any

from pygments.lexer import Lexer
from pygments.lexers import get_lexer_by_name
from pygments.styles import get_style_by_name
from pygments.token import _TokenType
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette, QTextCharFormat

__all__ = [
    "DARK_STYLE",
    "LIGHT_STYLE",
    "Span",
    "TokenFormats",
    "is_dark",
    "lex_lines",
    "lexer_for",
    "line_spans",
    "style_for",
    "token_formats",
]

#: Pygments styles for light and dark editor backgrounds. "native" keeps every
#: token colour above 7:1 contrast on a #1e1e1e base (monokai's comments and
#: operators reach 5:1); the chat picks it for its code blocks too
#: (studio/ui/chat/theme.py, measurements in docs/DEPENDENCIES.md).
LIGHT_STYLE = "default"
DARK_STYLE = "native"

Span = tuple[int, int, QTextCharFormat]
TokenFormats = Callable[[Any], QTextCharFormat | None]

_BY_SUFFIX: tuple[tuple[str, str], ...] = (
    (".md", "markdown"),
    (".markdown", "markdown"),
    (".js", "javascript"),
    (".mjs", "javascript"),
    (".cjs", "javascript"),
    (".ts", "typescript"),
    (".py", "python"),
    (".lua", "lua"),
    (".json", "json"),
    (".yaml", "yaml"),
    (".yml", "yaml"),
)


def lexer_for(file_name: str) -> tuple[str, Lexer | None]:
    """The language name and Pygments lexer for a file; ``("text", None)`` for plain text."""
    lower = file_name.lower()
    for suffix, name in _BY_SUFFIX:
        if lower.endswith(suffix):
            return name, get_lexer_by_name(name, stripnl=False, ensurenl=False)
    return "text", None


def is_dark(palette: QPalette) -> bool:
    """True when the palette's Base (the editor's background) is dark (lightness < 128)."""
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def style_for(palette: QPalette | None = None) -> str:
    """The Pygments style for a palette (``None``: the application's palette)."""
    if palette is None:
        app = QGuiApplication.instance()
        if not isinstance(app, QGuiApplication):
            return LIGHT_STYLE
        palette = app.palette()
    return DARK_STYLE if is_dark(palette) else LIGHT_STYLE


def token_formats(style: str | None = None) -> TokenFormats:
    """A token type -> QTextCharFormat lookup built from a Pygments style.

    Args:
        style: A Pygments style name; ``None`` picks :data:`LIGHT_STYLE` or
            :data:`DARK_STYLE` for the application's palette.
    """
    if style is None:
        style = style_for()
    style_cls = get_style_by_name(style)
    cache: dict[Any, QTextCharFormat | None] = {}
    for ttype, spec in style_cls:
        fmt = QTextCharFormat()
        used = False
        if spec["color"]:
            fmt.setForeground(QColor(f"#{spec['color']}"))
            used = True
        if spec["bgcolor"]:
            # Dark styles mark errors with a light background ("native": dark red on
            # pink); without it the red would sit unreadably on the dark base.
            fmt.setBackground(QColor(f"#{spec['bgcolor']}"))
            used = True
        if spec["bold"]:
            fmt.setFontWeight(QFont.Weight.Bold)
            used = True
        if spec["italic"]:
            fmt.setFontItalic(True)
            used = True
        if spec["underline"]:
            fmt.setFontUnderline(True)
            used = True
        cache[ttype] = fmt if used else None

    def lookup(ttype: _TokenType) -> QTextCharFormat | None:
        found = cache.get(ttype, False)
        if found is False:
            parent = ttype.parent
            found = lookup(parent) if parent is not None else None
            cache[ttype] = found
        return found  # type: ignore[return-value]

    return lookup


def _frontmatter_end(text: str) -> int:
    """Where a leading ``---`` YAML frontmatter block's body ends, or -1."""
    if not text.startswith("---\n"):
        return -1
    end = text.find("\n---", 3)
    return end + 1 if end >= 0 else -1


def _tokens(lexer: Lexer, text: str) -> Iterator[tuple[int, Any, str]]:
    # A trailing newline lets line-anchored rules (// comments) match on the last line.
    if lexer.name == "Markdown":
        end = _frontmatter_end(text)
        if end > 0:
            yaml = get_lexer_by_name("yaml", stripnl=False, ensurenl=False)
            for index, ttype, value in yaml.get_tokens_unprocessed(text[4:end]):
                yield index + 4, ttype, value
            for index, ttype, value in lexer.get_tokens_unprocessed(text[end:] + "\n"):
                yield index + end, ttype, value
            return
    yield from lexer.get_tokens_unprocessed(text + "\n")


def _to_utf16(line: str, spans: list[Span]) -> list[Span]:
    """Convert code-point spans on ``line`` to UTF-16 ones (only astral chars differ)."""
    astral = [i for i, ch in enumerate(line) if ord(ch) > 0xFFFF]
    if not astral:
        return spans

    def unit(i: int) -> int:
        return i + bisect_right(astral, i - 1)

    return [(unit(s), unit(s + n) - unit(s), f) for s, n, f in spans]


def lex_lines(lexer: Lexer, text: str, formats: TokenFormats) -> tuple[list[str], list[list[Span]]]:
    """Lex ``text`` as one document and split the formatted tokens into lines.

    Returns:
        The lines (split on ``\\n``) and, per line, ``(start, length, format)``
        spans in UTF-16 units.
    """
    lines = text.split("\n")
    starts = [0] * len(lines)
    offset = 0
    for i, line in enumerate(lines):
        starts[i] = offset
        offset += len(line) + 1
    spans: list[list[Span]] = [[] for _ in lines]
    limit = len(text)
    for index, ttype, value in _tokens(lexer, text):
        fmt = formats(ttype)
        if fmt is None or not value:
            continue
        pos, end = index, min(index + len(value), limit)
        while pos < end:
            number = bisect_right(starts, pos) - 1
            line_end = starts[number] + len(lines[number])
            stop = min(end, line_end)
            if stop > pos:
                spans[number].append((pos - starts[number], stop - pos, fmt))
            pos = line_end + 1
    for i, line in enumerate(lines):
        if spans[i] and not line.isascii():
            spans[i] = _to_utf16(line, spans[i])
    return lines, spans


def line_spans(lexer: Lexer, line: str, formats: TokenFormats) -> list[Span]:
    """Spans for one line lexed on its own (the stop-gap for a just-edited line)."""
    return lex_lines(lexer, line, formats)[1][0]

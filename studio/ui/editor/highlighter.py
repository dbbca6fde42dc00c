"""Syntax highlighting from Pygments lexers, lexed off the GUI thread.

Design (measured on a 5,000-line file: Pygments needs 250-900 ms to lex it, far
too long for the GUI thread): the whole document is lexed in a worker thread,
debounced after edits, so multi-line constructs (block comments, template
strings, docstrings, frontmatter) come out right. The result is turned into
per-line spans. ``highlightBlock`` applies a line's spans only when the line's
text still equals the lexed text; a line edited since then is lexed on its own
(fast, approximate) until the next whole-document result lands. When a result
lands, only blocks whose spans changed are rehighlighted, in chunks, so the
event loop keeps running.

Colours: unless a style is given, the highlighter uses Pygments' light or dark
style for its palette (:func:`~studio.ui.editor.lexing.style_for`). The editor
reports palette changes (:attr:`CodeEditor.paletteChanged`); :meth:`set_palette`
then swaps the formats and lexes again, and only blocks whose formats changed
are rehighlighted.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QPalette, QSyntaxHighlighter, QTextDocument

from studio.ui.editor.lexing import (
    Span,
    lex_lines,
    lexer_for,
    line_spans,
    style_for,
    token_formats,
)

__all__ = ["PygmentsHighlighter"]

_DEBOUNCE_MS = 150
_CHUNK = 400  # blocks rehighlighted per event-loop turn


class _Relay(QObject):
    """Carries a worker's result back to the GUI thread (queued delivery)."""

    done = Signal(int, object, object)  # generation, lines, spans


class PygmentsHighlighter(QSyntaxHighlighter):
    """Highlights a document with the Pygments lexer chosen for ``file_name``.

    Args:
        document: The document to highlight.
        file_name: Decides the lexer (``.js``, ``.ts``, ``.py``, ``.lua``,
            ``.json``, ``.md``; anything else is plain text).
        style: A Pygments style name, kept whatever the palette; ``None`` picks
            a light or dark style for the palette and follows its changes.
        palette: The palette the text is shown on (the editor's); ``None``
            means the application's.

    Signals:
        highlighted: A whole-document lex result has been applied.
    """

    highlighted = Signal()

    def __init__(
        self,
        document: QTextDocument,
        file_name: str | Path,
        style: str | None = None,
        *,
        palette: QPalette | None = None,
    ) -> None:
        super().__init__(document)
        self.language, self._lexer = lexer_for(str(file_name))
        self._fixed_style = style is not None
        self.style = style or style_for(palette)
        self._formats = token_formats(self.style)
        self._lines: list[str] = []
        self._spans: list[list[Span]] = []
        self._generation = 0
        self._pending: list[int] = []
        self.last_lex_ms = 0.0
        self._relay = _Relay()
        self._relay.done.connect(self._on_lexed)
        self._debounce = QTimer(self, singleShot=True, interval=_DEBOUNCE_MS)
        self._debounce.timeout.connect(self._start_lex)
        self._chunker = QTimer(self, singleShot=True, interval=0)
        self._chunker.timeout.connect(self._rehighlight_chunk)
        self._revision = document.revision()
        document.contentsChange.connect(self._on_contents_change)
        self._start_lex()

    @property
    def is_plain(self) -> bool:
        """True when the file is highlighted as plain text (no formats)."""
        return self._lexer is None

    def set_palette(self, palette: QPalette) -> bool:
        """Follow a palette change: switch between the light and dark style.

        Returns:
            True if the style changed (a new whole-document lex is on its way).
        """
        style = style_for(palette)
        if self._fixed_style or style == self.style:
            return False
        self.style = style
        self._formats = token_formats(style)
        self._debounce.stop()
        self._start_lex()
        return True

    # --- lexing ----------------------------------------------------------------------

    def _on_contents_change(self, _pos: int, removed: int, added: int) -> None:
        # Applying formats also reports a change (removed == added) without a new
        # revision; only real edits schedule a lex.
        doc = self.document()
        if doc is None or (removed == added and doc.revision() == self._revision):
            return
        self._revision = doc.revision()
        self._debounce.start()

    def _start_lex(self) -> None:
        doc = self.document()
        if doc is None or self._lexer is None:
            return
        self._generation += 1
        generation, text, lexer, relay = (
            self._generation,
            doc.toPlainText(),
            self._lexer,
            self._relay,
        )
        formats = self._formats

        def work() -> None:
            lines, spans = lex_lines(lexer, text, formats)
            relay.done.emit(generation, lines, spans)

        threading.Thread(target=work, name="pygments-lex", daemon=True).start()

    def _on_lexed(self, generation: int, lines: list[str], spans: list[list[Span]]) -> None:
        if generation != self._generation:
            return  # a newer lex is on its way
        old_lines, old_spans = self._lines, self._spans
        self._lines, self._spans = lines, spans
        doc = self.document()
        if doc is None:
            return
        changed = []
        for i in range(min(doc.blockCount(), len(lines))):
            same = i < len(old_lines) and old_lines[i] == lines[i] and old_spans[i] == spans[i]
            if not same:
                changed.append(i)
        self._pending = changed
        self._rehighlight_chunk()

    def _rehighlight_chunk(self) -> None:
        doc = self.document()
        if doc is None:
            return
        batch, self._pending = self._pending[:_CHUNK], self._pending[_CHUNK:]
        for number in batch:
            block = doc.findBlockByNumber(number)
            if block.isValid():
                self.rehighlightBlock(block)
        if self._pending:
            self._chunker.start()
        else:
            self.highlighted.emit()

    # --- QSyntaxHighlighter ------------------------------------------------------------

    def highlightBlock(self, text: str) -> None:
        if self._lexer is None:
            return
        number = self.currentBlock().blockNumber()
        if number < len(self._lines) and self._lines[number] == text:
            spans = self._spans[number]
        elif not self._lines:
            return  # the first whole-document lex has not landed yet
        else:
            spans = line_spans(self._lexer, text, self._formats)
        set_format: Callable[..., None] = self.setFormat
        for start, length, fmt in spans:
            set_format(start, length, fmt)

"""Copying chat messages: as plain text (what is shown) or as Markdown (what was written).

A message's Markdown is its stored text; its plain text is what the rendered
row shows (the delegate's document), so lists, tables and emphasis come out
the way they read. Several rows are copied with their speaker labels, one
blank line between them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QGuiApplication

from studio.ui.chat.rows import Row

__all__ = ["copy_rows", "rows_text"]


def _label(row: Row, character: str, user: str) -> str:
    if row.kind == "user":
        return user
    if row.kind in ("assistant", "intro"):
        return row.speaker or character
    return row.kind.capitalize()


def rows_text(
    rows: Sequence[Row],
    *,
    markdown: bool,
    character: str,
    plain: Callable[[Row], str],
    user: str = "You",
) -> str:
    """The text copied for ``rows`` (labels only when there are several; ``user``
    names the user's messages)."""
    texts = [row.text if markdown else plain(row) for row in rows]
    if len(rows) == 1:
        return texts[0]
    parts = []
    for row, text in zip(rows, texts, strict=True):
        label = _label(row, character, user)
        parts.append(f"**{label}:** {text}" if markdown else f"{label}: {text}")
    return "\n\n".join(parts)


def copy_rows(
    rows: Sequence[Row],
    *,
    markdown: bool,
    character: str,
    plain: Callable[[Row], str],
    user: str = "You",
) -> str:
    """Put the rows' text on the clipboard; returns it."""
    text = rows_text(rows, markdown=markdown, character=character, plain=plain, user=user)
    clipboard = QGuiApplication.clipboard()
    if clipboard is not None and rows:
        clipboard.setText(text)
    return text

"""The code editor's wrapping: a line with no place to break must not stall the GUI."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QTextOption

from studio.ui.editor.document import DocumentTab


def test_a_long_unbreakable_run_wraps_anywhere_and_prose_at_words(qtbot, tmp_path: Path) -> None:
    # An imported card's 300 KB one-word description held the GUI thread for over 40 s
    # under word-boundary wrapping (issue 26); anywhere-wrapping lays it out at once.
    huge = tmp_path / "description.txt"
    huge.write_text("x" * 300_000, encoding="utf-8")
    doc = DocumentTab(huge)
    qtbot.addWidget(doc)
    assert doc.editor.wordWrapMode() == QTextOption.WrapMode.WrapAnywhere
    assert doc.editor.toPlainText() == "x" * 300_000
    prose = tmp_path / "intro.txt"
    prose.write_text("Hello there, traveller. " * 500, encoding="utf-8")
    normal = DocumentTab(prose)
    qtbot.addWidget(normal)
    assert normal.editor.wordWrapMode() == QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere

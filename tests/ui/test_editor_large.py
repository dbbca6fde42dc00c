"""Large-document mode: a 20 MB file opens without holding the GUI thread (issue 26)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from studio.ui.editor import EditorPane
from studio.ui.editor.document import LARGE_DOCUMENT_CHARS, display_text

CHARACTERS = Path(__file__).resolve().parents[2] / "characters"


@pytest.fixture
def librarian(tmp_path: Path) -> Path:
    root = tmp_path / "librarian"
    shutil.copytree(CHARACTERS / "librarian", root)
    return root


def _timer_fires(qtbot: QtBot) -> None:
    """A timer started now fires: the event loop is answering (the old editor laid a
    huge line out on the GUI thread for minutes and never got here within the wait)."""
    timer = QTimer()
    timer.setSingleShot(True)
    timer.setInterval(10)
    with qtbot.waitSignal(timer.timeout, timeout=1000):
        timer.start()


def test_a_20_mb_single_line_file_opens_and_the_event_loop_answers(
    qtbot: QtBot, librarian: Path
) -> None:
    big = librarian / "prompts" / "huge.md"
    text = "x" * 20_000_000  # one line, no place to break: the imported-card shape
    big.write_text(text, encoding="utf-8")
    before = big.read_bytes()
    pane = EditorPane(librarian)
    qtbot.addWidget(pane)
    pane.resize(1000, 600)
    pane.show()
    qtbot.waitExposed(pane)
    doc = pane.open_path(big)
    _timer_fires(qtbot)
    assert doc.large
    assert doc.large_notice.isVisible()
    assert "highlighting is off" in doc.large_notice.text()
    assert doc.highlighter is None
    assert doc.editor.isReadOnly()
    assert doc.editor.extraSelections() == []
    assert doc.text() == text  # the file's text, not the display pieces
    # Scrolling to the end and back lays out only what comes into view.
    doc.editor.go_to_line(doc.editor.blockCount(), focus=False)
    _timer_fires(qtbot)
    doc.editor.go_to_line(1, focus=False)
    _timer_fires(qtbot)
    assert not doc.is_modified()
    doc.save()
    assert big.read_bytes() == before
    assert "chars" in pane.status.text() and "20,000,000" in pane.status.text()


def test_ordinary_files_keep_highlighting_and_editing(qtbot: QtBot, librarian: Path) -> None:
    small = librarian / "prompts" / "small.md"
    small.write_text("# Title\n" + "word " * 1000, encoding="utf-8")
    pane = EditorPane(librarian)
    qtbot.addWidget(pane)
    doc = pane.open_path(small)
    assert not doc.large
    assert not doc.large_notice.isVisible()
    assert doc.highlighter is not None
    assert not doc.editor.isReadOnly()
    assert len(doc.editor.extraSelections()) == 1  # the current-line tint


def test_a_file_growing_past_the_limit_on_disk_switches_to_large_mode(
    qtbot: QtBot, librarian: Path
) -> None:
    path = librarian / "prompts" / "grows.md"
    path.write_text("short", encoding="utf-8")
    pane = EditorPane(librarian)
    qtbot.addWidget(pane)
    doc = pane.open_path(path)
    assert not doc.large
    grown = "y" * (LARGE_DOCUMENT_CHARS + 1)
    path.write_text(grown, encoding="utf-8")
    assert doc.disk_changed()
    assert doc.large and doc.highlighter is None and doc.editor.isReadOnly()
    assert doc.text() == grown


def test_display_text_cuts_only_long_lines() -> None:
    assert display_text("a\nb") == "a\nb"
    shown = display_text("a\n" + "z" * 9000 + "\nb")
    assert shown.split("\n") == ["a", "z" * 4000, "z" * 4000, "z" * 1000, "b"]

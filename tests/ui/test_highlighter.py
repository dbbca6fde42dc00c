"""PygmentsHighlighter: formats per language, multi-line constructs, edits, big files."""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QTextBlock, QTextCursor, QTextDocument
from pytestqt.qtbot import QtBot

from studio.ui.editor import CodeEditor, PygmentsHighlighter

MENAGERIE = Path(__file__).resolve().parents[2] / "characters" / "menagerie"


def _formats(block: QTextBlock) -> list[tuple[int, int, str]]:
    if block.layout() is None:
        return []
    return [
        (r.start, r.length, r.format.foreground().color().name())  # type: ignore[attr-defined]
        for r in block.layout().formats()
    ]


def _line(doc: QTextDocument, number: int) -> QTextBlock:
    return doc.findBlockByNumber(number - 1)


def _highlighted(qtbot: QtBot, file_name: str, text: str) -> tuple[CodeEditor, QTextDocument]:
    editor = CodeEditor()
    qtbot.addWidget(editor)
    editor.setPlainText(text)
    doc = editor.document()
    highlighter = PygmentsHighlighter(doc, file_name)
    editor.setProperty("keep", highlighter)  # keep the Python wrapper alive with the widget
    editor._test_highlighter = highlighter  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: any(_formats(doc.findBlockByNumber(i)) for i in range(3)))
    return editor, doc


@pytest.mark.parametrize(
    ("file_name", "language"),
    [
        ("menagerie.garden.js", "javascript"),
        ("menagerie.stables.ts", "typescript"),
        ("menagerie.aviary.py", "python"),
        ("menagerie.cellar.lua", "lua"),
        ("keeper.subagent.md", "markdown"),
    ],
)
def test_each_agent_language_gets_formats(qtbot: QtBot, file_name: str, language: str) -> None:
    text = (MENAGERIE / "agents" / file_name).read_text(encoding="utf-8")
    editor, doc = _highlighted(qtbot, file_name, text)
    assert editor._test_highlighter.language == language  # type: ignore[attr-defined]
    formatted = sum(1 for i in range(doc.blockCount()) if _formats(doc.findBlockByNumber(i)))
    assert formatted > doc.blockCount() // 3


def test_json_config_gets_formats(qtbot: QtBot) -> None:
    _editor, doc = _highlighted(qtbot, "config.json", (MENAGERIE / "config.json").read_text())
    assert _formats(_line(doc, 2))  # "name": "Odile"


def test_multi_line_comment_is_one_construct(qtbot: QtBot) -> None:
    text = "const a = 1;\n/*\n  not code: return if while\n*/\nconst b = 2;\n"
    _editor, doc = _highlighted(qtbot, "x.js", text)
    qtbot.waitUntil(lambda: bool(_formats(_line(doc, 3))))
    comment = _formats(_line(doc, 3))
    assert comment == [(0, len("  not code: return if while"), comment[0][2])]
    assert comment[0][2] == _formats(_line(doc, 2))[0][2]  # same colour as the opener
    keyword = _formats(_line(doc, 5))[0]
    assert keyword[2] != comment[0][2]


def test_yaml_frontmatter_and_markdown_body(qtbot: QtBot) -> None:
    text = "---\nname: ask\nmaxRounds: 3\n---\n# Heading\nBody text\n"
    _editor, doc = _highlighted(qtbot, "ask.subagent.md", text)
    qtbot.waitUntil(lambda: bool(_formats(_line(doc, 2))) and bool(_formats(_line(doc, 5))))
    assert _formats(_line(doc, 2))[0][0] == 0  # the YAML key "name"


def test_plain_text_has_no_formats(qtbot: QtBot) -> None:
    editor = CodeEditor()
    qtbot.addWidget(editor)
    editor.setPlainText("function x() { return 1 }\n")
    highlighter = PygmentsHighlighter(editor.document(), "notes.txt")
    assert highlighter.is_plain and highlighter.language == "text"
    editor.grab()  # forces layout and highlighting
    assert _formats(editor.document().firstBlock()) == []


def test_edits_are_rehighlighted(qtbot: QtBot) -> None:
    editor, doc = _highlighted(qtbot, "x.js", "let a = 1;\n")
    highlighter = editor._test_highlighter  # type: ignore[attr-defined]
    with qtbot.waitSignal(highlighter.highlighted, timeout=5000):
        cursor = QTextCursor(doc)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText("/* open\nstill comment\n*/\n")
    still = _line(doc, 3)
    assert still.text() == "still comment"
    assert _formats(still) and _formats(still)[0][:2] == (0, len("still comment"))


def test_astral_characters_keep_spans_aligned(qtbot: QtBot) -> None:
    line = 'const s = "😀"; // done'
    _editor, doc = _highlighted(qtbot, "x.js", line + "\n")
    spans = {start: length for start, length, _c in _formats(doc.firstBlock())}
    comment_at = line.encode("utf-16-le").index("//".encode("utf-16-le")) // 2
    assert spans.get(comment_at) == len("// done")


def test_five_thousand_lines_stay_responsive(qtbot: QtBot) -> None:
    """A 5,000-line file highlights in the background; the event loop keeps turning."""
    source = (MENAGERIE / "agents" / "menagerie.stables.ts").read_text().splitlines()
    text = "\n".join((source * 200)[:5000])
    editor = CodeEditor()
    qtbot.addWidget(editor)
    editor.resize(800, 600)
    editor.show()
    editor.setPlainText(text)
    ticks: list[float] = []
    timer = QTimer(interval=10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    start = time.perf_counter()
    highlighter = PygmentsHighlighter(editor.document(), "big.ts")
    with qtbot.waitSignal(highlighter.highlighted, timeout=20000):
        pass
    total = time.perf_counter() - start
    timer.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    longest = max(gaps, default=0) * 1000
    print(f"5,000 lines: highlighted in {total * 1000:.0f} ms; longest loop gap {longest:.0f} ms")
    doc = editor.document()
    assert any(_formats(doc.findBlockByNumber(n)) for n in range(4980, 5000))
    assert len(ticks) > 5  # the loop turned while lexing ran in the worker

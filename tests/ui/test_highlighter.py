"""PygmentsHighlighter: formats per language, multi-line constructs, edits, big files."""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QTextBlock, QTextCursor, QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studio.ui.chat.theme import contrast
from studio.ui.editor import CodeEditor, DocumentTab, PygmentsHighlighter
from studio.ui.editor.lexing import DARK_STYLE, LIGHT_STYLE
from tests.ui.helpers_palettes import DARK_BASE, dark_palette

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


def _colours(doc: QTextDocument) -> set[tuple[str, str]]:
    """The (foreground, background) of every formatted non-blank run; no background: the base."""
    pairs = set()
    for i in range(doc.blockCount()):
        block = doc.findBlockByNumber(i)
        for r in block.layout().formats() if block.layout() is not None else []:
            if not block.text()[r.start : r.start + r.length].strip():  # type: ignore[attr-defined]
                continue  # whitespace tokens have colours nobody sees
            fmt = r.format  # type: ignore[attr-defined]
            painted = fmt.background().style() != Qt.BrushStyle.NoBrush
            background = fmt.background().color().name() if painted else DARK_BASE.name()
            pairs.add((fmt.foreground().color().name(), background))
    return pairs


@pytest.mark.parametrize("name", ["menagerie.garden.js", "menagerie.stables.ts",
                                  "menagerie.aviary.py", "menagerie.cellar.lua",
                                  "keeper.subagent.md"])
def test_dark_palette_gets_a_dark_style_with_readable_tokens(qtbot: QtBot, name: str) -> None:
    editor = CodeEditor()
    qtbot.addWidget(editor)
    editor.setPalette(dark_palette())
    editor.setPlainText((MENAGERIE / "agents" / name).read_text(encoding="utf-8"))
    highlighter = PygmentsHighlighter(editor.document(), name, palette=editor.palette())
    editor.setProperty("keep", highlighter)
    assert highlighter.style == DARK_STYLE
    with qtbot.waitSignal(highlighter.highlighted, timeout=5000):
        pass
    pairs = _colours(editor.document())
    assert len(pairs) > 2
    worst = min(pairs, key=lambda p: contrast(QColor(p[0]), QColor(p[1])))
    assert contrast(QColor(worst[0]), QColor(worst[1])) >= 4.5, worst


def test_error_tokens_keep_the_style_background(qtbot: QtBot) -> None:
    editor = CodeEditor()
    qtbot.addWidget(editor)
    editor.setPlainText("let a = 1 \u00a7 2;\n")  # "§" is an error token in JavaScript
    highlighter = PygmentsHighlighter(editor.document(), "x.js", style=DARK_STYLE)
    editor.setProperty("keep", highlighter)
    with qtbot.waitSignal(highlighter.highlighted, timeout=5000):
        pass
    assert ("#a61717", "#e3d2d2") in _colours(editor.document())


def test_editor_follows_a_palette_change_at_run_time(qtbot: QtBot, tmp_path: Path) -> None:
    """The desktop turns dark while a file is open: token colours and the line tint follow."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    path = tmp_path / "beds.js"
    path.write_text("// water\nconst beds = [1, 2];\n", encoding="utf-8")
    tab = DocumentTab(path)
    qtbot.addWidget(tab)
    doc = tab.editor.document()
    qtbot.waitUntil(lambda: bool(_formats(_line(doc, 2))))
    assert tab.highlighter.style == LIGHT_STYLE
    light_keyword = _formats(_line(doc, 2))[0]

    def line_tint() -> QColor:
        selection = tab.editor.extraSelections()[0]
        return QColor(selection.format.background().color())

    assert line_tint().lightness() > 128
    try:
        with qtbot.waitSignal(tab.highlighter.highlighted, timeout=5000):
            app.setPalette(dark_palette())
        assert tab.highlighter.style == DARK_STYLE
        keyword = _formats(_line(doc, 2))[0]
        assert keyword[:2] == light_keyword[:2] and keyword[2] != light_keyword[2]
        for foreground, background in _colours(doc):
            assert contrast(QColor(foreground), QColor(background)) >= 4.5, foreground
        assert line_tint().lightness() < 128
        with qtbot.waitSignal(tab.highlighter.highlighted, timeout=5000):
            app.setPalette(before)
        assert _formats(_line(doc, 2))[0] == light_keyword
    finally:
        app.setPalette(before)


def test_a_fixed_style_ignores_the_palette(qtbot: QtBot) -> None:
    editor, _doc = _highlighted(qtbot, "x.js", "const a = 1;\n")
    fixed = PygmentsHighlighter(QTextDocument("const b = 2;"), "y.js", style="monokai")
    assert not fixed.set_palette(dark_palette()) and fixed.style == "monokai"
    follows = editor._test_highlighter  # type: ignore[attr-defined]
    assert follows.set_palette(dark_palette()) and follows.style == DARK_STYLE

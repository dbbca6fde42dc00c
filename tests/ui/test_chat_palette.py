"""Chat colours follow the palette: dark code backgrounds under light text on a dark palette.

Positions come from the rendered document's layout (the delegate's cached
document at the delegate's body origin), never from hard-coded pixels.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QBrush, QColor, QImage, QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studio.ui.chat import ChatModel
from studio.ui.chat.markdown import LIGHT_COLORS
from studio.ui.chat.theme import DARK_CODE_STYLE, chat_colors, contrast
from studio.ui.chat.view import ChatView
from tests.ui import test_chat_links as links
from tests.ui.helpers_palettes import dark_palette, light_palette

view = links.view
glyph_rect = links.glyph_rect
show = links.show

MESSAGE = (
    "Call `plant_seed` next.\n\n"
    "```js\n// water the beds\nconst beds = [1, 2, 3];\nwater(beds, \"twice\");\n```\n\n"
    "> The keeper says robins like the old yew.\n\n"
    "See [the notes](https://example.org/notes)."
)
MID_GREY = 128


def _document(view: ChatView, model_row: int = 0) -> QTextDocument:
    model = view.model()
    assert isinstance(model, ChatModel)
    return view.chat_delegate.document(model.row_at(model_row))


def _block_rect(view: ChatView, model_row: int, needle: str) -> QRect:
    """The rectangle of the block holding ``needle``, in viewport coordinates."""
    model = view.model()
    assert isinstance(model, ChatModel)
    row = model.row_at(model_row)
    doc = view.chat_delegate.document(row)
    block = doc.findBlock(doc.find(needle).selectionStart())
    box = doc.documentLayout().blockBoundingRect(block)
    origin = view.chat_delegate.body_origin(view.visualRect(model.index(model_row)), row)
    top_left = QPointF(origin) + box.topLeft()
    return QRect(round(top_left.x()), round(top_left.y()), round(box.width()),
                 round(box.height()))


def _pixels(image: QImage, rect: QRect) -> list[QColor]:
    return [image.pixelColor(x, y) for y in range(rect.top(), rect.bottom() + 1)
            for x in range(rect.left(), rect.right() + 1)]


def _background_and_brightest(view: ChatView, rect: QRect) -> tuple[QColor, QColor]:
    """The most common colour in ``rect`` (the background) and its lightest pixel."""
    pixels = _pixels(view.viewport().grab().toImage(), rect)
    background = Counter(p.rgb() for p in pixels).most_common(1)[0][0]
    return QColor.fromRgb(background), max(pixels, key=QColor.lightness)


def _code_formats(doc: QTextDocument, needle: str) -> tuple[QColor, list[QColor]]:
    """A code block's background and the foreground of each of its fragments."""
    block = doc.findBlock(doc.find(needle).selectionStart())
    background = block.blockFormat().background().color()
    foregrounds = []
    it = block.begin()
    while not it.atEnd():
        fragment = it.fragment()
        brush: QBrush = fragment.charFormat().foreground()
        if fragment.text().strip():
            foregrounds.append(brush.color())
        it += 1
    return background, foregrounds


def test_dark_palette_gives_dark_code_under_light_text(qtbot: QtBot, view: ChatView) -> None:
    view.setPalette(dark_palette())
    show(qtbot, view, [{"role": "assistant", "content": MESSAGE}])
    doc = _document(view)
    # The document's formats: dark backgrounds for the code span and the code block ...
    inline = doc.find("plant_seed").charFormat().background().color()
    assert inline.lightness() < MID_GREY
    block_bg, foregrounds = _code_formats(doc, "const beds")
    assert block_bg.lightness() < MID_GREY
    # ... and every highlighted token readable on the block (WCAG AA, 4.5:1).
    assert foregrounds
    assert all(contrast(colour, block_bg) >= 4.5 for colour in foregrounds), [
        (c.name(), round(contrast(c, block_bg), 2)) for c in foregrounds]
    # What is painted: dark backgrounds, text lighter than mid-grey on them.
    background, brightest = _background_and_brightest(view, glyph_rect(view, 0, "plant_seed"))
    assert background.lightness() < MID_GREY < brightest.lightness()
    assert background.rgb() == inline.rgb()
    background, brightest = _background_and_brightest(view, _block_rect(view, 0, "const beds"))
    assert background.lightness() < MID_GREY < brightest.lightness()
    # Quotes and links are readable on the dark base too.
    base = dark_palette().base().color()
    quote = doc.find("robins").charFormat().foreground().color()
    link = doc.find("the notes").charFormat().foreground().color()
    assert contrast(quote, base) >= 4.5 and contrast(link, base) >= 4.5
    assert view.grab().save("/tmp/chat-dark.png")


def test_light_palette_keeps_the_light_look(qtbot: QtBot, view: ChatView) -> None:
    view.setPalette(light_palette())
    assert chat_colors(light_palette()) == LIGHT_COLORS
    show(qtbot, view, [{"role": "assistant", "content": MESSAGE}])
    doc = _document(view)
    assert doc.find("plant_seed").charFormat().background().color().name() == "#efefef"
    block_bg, _ = _code_formats(doc, "const beds")
    assert block_bg.name() == "#f3f3f3"
    assert doc.find("robins").charFormat().foreground().color().name() == "#666666"
    assert doc.find("the notes").charFormat().foreground().color().name() == "#2a6fb0"
    const = doc.find("const").charFormat()
    assert const.foreground().color().name() == "#008000"  # Pygments "default"


def test_switching_the_palette_at_run_time_renders_again(qtbot: QtBot, view: ChatView) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before_palette = app.palette()
    show(qtbot, view, [{"role": "assistant", "content": MESSAGE}])
    light_doc = _document(view)
    assert light_doc.find("plant_seed").charFormat().background().color().lightness() > MID_GREY
    renders = view.chat_delegate.renders
    try:
        app.setPalette(dark_palette())  # the desktop switched to a dark scheme
        qtbot.waitUntil(lambda: view.chat_delegate.colors.code_style == DARK_CODE_STYLE)
        dark_doc = _document(view)
        assert dark_doc is not light_doc
        assert view.chat_delegate.renders > renders
        inline = dark_doc.find("plant_seed").charFormat().background().color()
        assert inline.lightness() < MID_GREY
        assert _code_formats(dark_doc, "const beds")[0].lightness() < MID_GREY
        rect = glyph_rect(view, 0, "plant_seed")
        qtbot.waitUntil(lambda: _background_and_brightest(view, rect)[0].rgb() == inline.rgb())
        # And back: the light colours return.
        app.setPalette(before_palette)
        qtbot.waitUntil(lambda: view.chat_delegate.colors == LIGHT_COLORS)
        light_again = _document(view).find("plant_seed").charFormat().background().color()
        assert light_again.name() == LIGHT_COLORS.code_background
    finally:
        app.setPalette(before_palette)


def test_a_palette_change_that_keeps_the_colours_keeps_the_documents(
        qtbot: QtBot, view: ChatView) -> None:
    show(qtbot, view, [{"role": "assistant", "content": MESSAGE}])
    doc = _document(view)
    palette = view.palette()
    palette.setColor(palette.ColorRole.Highlight, QColor("#ff00ff"))  # no colour the chat uses
    view.setPalette(palette)
    assert _document(view) is doc


def test_dark_link_colour_comes_from_the_palette_when_readable() -> None:
    assert chat_colors(dark_palette(link="#5aa9ff")).link == "#5aa9ff"
    # Qt's default pure blue is unreadable on #1e1e1e: the chat's blue, lightened.
    fallback = QColor(chat_colors(dark_palette(link="#0000ff")).link)
    assert contrast(fallback, dark_palette().base().color()) >= 4.5
    assert fallback.blue() > fallback.red()

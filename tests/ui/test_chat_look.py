"""A chat that shows who speaks: avatars beside messages, the persona's name and
picture, the header's art, a readable measure, *actions* and "speech" styled."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QImage, QPalette

from studio.ui.chat.delegate import AVATAR_SIDE, GUTTER, MARGIN_X, MAX_BUBBLE_CHARS
from studio.ui.chat.markdown import MarkdownRenderer, chat_css
from studio.ui.chat.pane import ChatPane
from studio.ui.chat.theme import chat_colors, contrast
from studio.ui.player.header import HEADER_ART
from tests.support.replies import text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat
from tests.ui.helpers_palettes import dark_palette, light_palette

chat = conftest_chat.chat
model_server = conftest_chat.model_server


def _png(path: Path, colour: str = "#e00000") -> Path:
    """Write a small image of one colour (the character's art in these tests)."""
    image = QImage(20, 30, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    assert image.save(str(path))
    return path


def _pixel_in_gutter(pane: ChatPane, model_row: int) -> QColor:
    rect = pane.view.visualRect(pane.model.index(model_row))
    image: QImage = pane.view.viewport().grab().toImage()
    return image.pixelColor(rect.left() + MARGIN_X // 2 + AVATAR_SIDE // 2,
                            rect.top() + 4 + AVATAR_SIDE // 2)  # fmt: skip


def test_avatars_sit_beside_the_character_and_the_user(chat: Chat, qtbot, tmp_path) -> None:
    root = chat.character(agents=False, avatar="art.png")
    _png(root / "art.png")
    chat.server.script(text("*She waves.* \"Hello,\" she says."))
    chat.open(root)
    pane = chat.pane()
    pane.send("hi")
    chat.wait_idle()
    qtbot.waitUntil(lambda: pane.model.rowCount() >= 2)
    delegate = pane.view.chat_delegate
    user_row, reply_row = pane.model.rowCount() - 2, pane.model.rowCount() - 1
    assert pane.model.row_at(user_row).kind == "user"
    assert delegate.avatar_for(pane.model.row_at(reply_row)) is delegate.avatar
    assert delegate.avatar_for(pane.model.row_at(user_row)) is delegate.user_avatar
    # The card art (red) is painted beside her reply; the user's initials beside theirs.
    art = _pixel_in_gutter(pane, reply_row)
    assert art.red() > 200 and art.green() < 60 and art.blue() < 60, art.name()
    base = pane.view.palette().color(QPalette.ColorRole.Base)
    assert _pixel_in_gutter(pane, user_row) != base
    # A picture the player chose replaces the initials.
    mine = _png(tmp_path / "me.png", "#00c000")
    pane.set_persona_avatar(str(mine))
    pane.view.viewport().repaint()
    green = _pixel_in_gutter(pane, user_row)
    assert green.green() > 150 and green.red() < 60, green.name()
    # Bubbles start right of the avatars.
    assert delegate.body_origin(pane.view.visualRect(pane.model.index(reply_row)),
                                pane.model.row_at(reply_row)).x() > GUTTER  # fmt: skip


def test_a_readable_measure(chat: Chat) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    delegate = pane.view.chat_delegate
    delegate.set_width(3000)
    char = pane.view.fontMetrics().averageCharWidth()
    assert delegate._bubble_width() <= char * (MAX_BUBBLE_CHARS + 10) + 40
    assert MAX_BUBBLE_CHARS <= 80  # a line of a book, not of a spreadsheet


def test_actions_and_speech_are_styled_and_readable() -> None:
    html = MarkdownRenderer().render('*She bows.* "Welcome," she says. `"not speech"` «Bonjour»')
    assert "<em>She bows.</em>" in html
    assert '<span class="dialogue">&quot;Welcome,&quot;</span>' in html
    assert '<code>&quot;not speech&quot;</code>' in html  # code is never styled as speech
    assert '<span class="dialogue">«Bonjour»</span>' in html
    for palette in (light_palette(), dark_palette()):
        colors = chat_colors(palette)
        base = palette.color(QPalette.ColorRole.Base)
        assert contrast(QColor(colors.action), base) >= 4.5
        assert contrast(QColor(colors.dialogue), base) >= 4.5
        assert colors.dialogue != colors.action
        css = chat_css(colors)
        assert f"em {{ color: {colors.action}; }}" in css
        assert f".dialogue {{ color: {colors.dialogue}; }}" in css


def test_the_header_shows_the_card_art(qtbot, chat: Chat) -> None:
    from studio.ui.player.header import CharacterHeader

    root = chat.character(agents=False, avatar="art.png")
    _png(root / "art.png")
    chat.open(root)
    header = CharacterHeader(chat.bridge)
    qtbot.addWidget(header)
    header.show()
    pixmap = header.avatar.pixmap()
    ratio = pixmap.devicePixelRatio()
    assert (round(pixmap.width() / ratio), round(pixmap.height() / ratio)) == HEADER_ART
    middle = pixmap.toImage().pixelColor(pixmap.width() // 2, pixmap.height() // 2)
    assert middle.red() > 200 and middle.green() < 60
    assert header.avatar.accessibleName() == "Character art"

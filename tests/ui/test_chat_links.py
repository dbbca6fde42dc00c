"""Links in chat rows: hover, tooltip and click, with only http(s) and mailto opened.

Points are computed from the row's own document layout (the delegate's cached
document) and the delegate's body origin, never hard-coded; a pixel check ties
that origin to what is actually painted.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt, QUrl
from PySide6.QtGui import QColor, QContextMenuEvent, QDesktopServices, QHelpEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem, QToolTip
from pytestqt.qtbot import QtBot

from studio.ui.chat import ChatModel
from studio.ui.chat.links import NOT_OPENED, openable_url
from studio.ui.chat.markdown import MarkdownRenderer, linkify
from studio.ui.chat.view import ChatView

LINK = "https://example.org/x"
MESSAGE = f"Plain words come first, then [a link]({LINK}) and more words."
LINK_BLUE = QColor("#2a6fb0")


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[QUrl]:
    """Every URL handed to QDesktopServices.openUrl (nothing reaches the system)."""
    urls: list[QUrl] = []

    def fake_open(url: QUrl) -> bool:
        urls.append(QUrl(url))
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", fake_open)
    return urls


@pytest.fixture
def view(qtbot: QtBot) -> Iterator[ChatView]:
    model = ChatModel()
    chat_view = ChatView("Ada")
    qtbot.addWidget(chat_view)
    chat_view.setModel(model)
    chat_view.resize(640, 480)
    with qtbot.waitExposed(chat_view):
        chat_view.show()
    yield chat_view
    QToolTip.hideText()


def show(qtbot: QtBot, view: ChatView, entries: list[dict[str, str]]) -> None:
    """Show ``entries`` and wait until every row has its real (painted) height."""
    model = view.model()
    assert isinstance(model, ChatModel)
    model.set_entries(entries)
    view.scrollToTop()
    option = QStyleOptionViewItem()

    def laid_out() -> bool:
        view.viewport().repaint()
        return all(view.visualRect(model.index(i)).height()
                   == view.chat_delegate.sizeHint(option, model.index(i)).height()
                   for i in range(model.rowCount()))

    qtbot.waitUntil(laid_out)


def glyph_rect(view: ChatView, model_row: int, needle: str) -> QRect:
    """The rectangle ``needle`` occupies on screen, in viewport coordinates."""
    model = view.model()
    assert isinstance(model, ChatModel)
    row = model.row_at(model_row)
    doc = view.chat_delegate.document(row)
    found = doc.find(needle)
    assert not found.isNull(), needle
    start, end = found.selectionStart(), found.selectionEnd()
    block = doc.findBlock(start)
    layout = block.layout()
    line = layout.lineForTextPosition(start - block.position())
    assert line.isValid()
    x0 = line.cursorToX(start - block.position())[0]
    x1 = line.cursorToX(end - block.position())[0]
    top_left = layout.position() + QPointF(x0, line.y())
    origin = view.chat_delegate.body_origin(view.visualRect(model.index(model_row)), row)
    left, top = origin.x() + round(top_left.x()), origin.y() + round(top_left.y())
    return QRect(left, top, round(x1 - x0), round(line.height()))


def move(qtbot: QtBot, view: ChatView, pos: QPoint) -> None:
    event = QMouseEvent(
        QEvent.Type.MouseMove, QPointF(pos), view.viewport().mapToGlobal(QPointF(pos)),
        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def tooltip_at(view: ChatView, pos: QPoint) -> str:
    event = QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(view.viewport(), event)
    return QToolTip.text() if QToolTip.isVisible() else ""


def cursor_shape(view: ChatView) -> Qt.CursorShape:
    return view.viewport().cursor().shape()


def has_colour(image_rect: QRect, view: ChatView, colour: QColor, slack: int = 40) -> bool:
    image = view.viewport().grab().toImage()
    for y in range(image_rect.top(), image_rect.bottom() + 1):
        for x in range(image_rect.left(), image_rect.right() + 1):
            pixel = image.pixelColor(x, y)
            if (abs(pixel.red() - colour.red()) + abs(pixel.green() - colour.green())
                    + abs(pixel.blue() - colour.blue())) <= slack:
                return True
    return False


# -- the URL policy ------------------------------------------------------------------


def test_only_http_https_and_mailto_are_openable() -> None:
    for href in (LINK, "http://e.org", "HTTPS://EXAMPLE.org/a%20b", "mailto:a@b.c"):
        assert openable_url(href) is not None, href
    for href in ("ftp://x", "myapp://open?x=1", "file:///etc/passwd", "javascript:alert(1)",
                 "data:text/html,hi", "relative/path", "//host/path", "#frag", "http:nohost",
                 "https://", "mailto:", "java%0ascript:x", ""):
        assert openable_url(href) is None, href


def test_log_lines_link_bare_web_urls_only() -> None:
    html = linkify("Fetched https://example.org/page. Also ftp://x <b> and (https://e.org/a_(b))")
    assert '<a href="https://example.org/page">https://example.org/page</a>.' in html
    assert '<a href="https://e.org/a_(b)">' in html
    assert "ftp://x" in html and 'href="ftp' not in html
    assert "&lt;b&gt;" in html


# -- the real view -------------------------------------------------------------------


def test_link_is_painted_where_the_layout_says_and_styled_as_a_link(
        qtbot: QtBot, view: ChatView) -> None:
    show(qtbot, view, [{"role": "user", "content": "Where?"},
                       {"role": "assistant", "content": MESSAGE}])
    link = glyph_rect(view, 1, "a link")
    plain = glyph_rect(view, 1, "Plain words")
    assert has_colour(link, view, LINK_BLUE)  # the origin hit-testing uses is where it is drawn
    assert not has_colour(plain, view, LINK_BLUE)
    model = view.model()
    assert isinstance(model, ChatModel)
    doc = view.chat_delegate.document(model.row_at(1))
    cursor = doc.find("a link")
    assert cursor.charFormat().isAnchor() and cursor.charFormat().fontUnderline()
    assert view.grab().save("/tmp/links.png")


def test_clicking_a_link_opens_it_once(
        qtbot: QtBot, view: ChatView, opened: list[QUrl]) -> None:
    show(qtbot, view, [{"role": "user", "content": "Where?"},
                       {"role": "assistant", "content": MESSAGE}])
    centre = glyph_rect(view, 1, "a link").center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert opened == [QUrl(LINK)]
    assert view.currentIndex().row() == 1  # the row still becomes current, as before


def test_hovering_a_link_shows_a_hand_and_the_url(qtbot: QtBot, view: ChatView) -> None:
    show(qtbot, view, [{"role": "assistant", "content": MESSAGE}])
    link = glyph_rect(view, 0, "a link").center()
    plain = glyph_rect(view, 0, "Plain words").center()
    move(qtbot, view, link)
    assert cursor_shape(view) == Qt.CursorShape.PointingHandCursor
    assert tooltip_at(view, link) == LINK
    move(qtbot, view, plain)
    assert cursor_shape(view) == Qt.CursorShape.ArrowCursor
    qtbot.waitUntil(lambda: not QToolTip.isVisible())  # hidden once the link is left
    assert tooltip_at(view, plain) == ""
    move(qtbot, view, link)
    assert cursor_shape(view) == Qt.CursorShape.PointingHandCursor
    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.Leave))
    assert cursor_shape(view) == Qt.CursorShape.ArrowCursor


def test_clicking_plain_text_opens_nothing_and_selects_the_row(
        qtbot: QtBot, view: ChatView, opened: list[QUrl]) -> None:
    show(qtbot, view, [{"role": "user", "content": "Where?"},
                       {"role": "assistant", "content": MESSAGE}])
    assert view.currentIndex().row() != 1
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=glyph_rect(view, 1, "Plain words").center())
    assert opened == []
    assert view.currentIndex().row() == 1
    # Pressing on the link and releasing on plain text is not a click on the link.
    link = glyph_rect(view, 1, "a link").center()
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=link)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                       pos=glyph_rect(view, 1, "more words").center())
    assert opened == []


def test_right_click_and_double_click_on_a_link_keep_their_meaning(
        qtbot: QtBot, view: ChatView, opened: list[QUrl]) -> None:
    show(qtbot, view, [{"role": "assistant", "content": MESSAGE}])
    link = glyph_rect(view, 0, "a link").center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=link)
    assert opened == []
    with qtbot.waitSignal(view.contextMenuAt) as menu:
        QApplication.sendEvent(view.viewport(), QContextMenuEvent(
            QContextMenuEvent.Reason.Mouse, link, view.viewport().mapToGlobal(link)))
    assert menu.args[0].row() == 0
    # A double-click: press/release (opens), the double-click event, release (no second open).
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=link)
    double = QMouseEvent(
        QEvent.Type.MouseButtonDblClick, QPointF(link),
        view.viewport().mapToGlobal(QPointF(link)), Qt.MouseButton.LeftButton,
        Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    with qtbot.waitSignal(view.doubleClicked):
        QApplication.sendEvent(view.viewport(), double)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=link)
    assert opened == [QUrl(LINK)]


@pytest.mark.parametrize(("content", "text"), [
    ("Try <ftp://files.example.org/a> now", "ftp://files.example.org/a"),
    ("Open [the app](myapp://open?x=1) now", "the app"),
    ("See [notes](notes/today.md) now", "notes"),
    ("Read [this](java%0ascript:alert(1)) now", "this"),
])
def test_links_of_other_schemes_never_open(
        qtbot: QtBot, view: ChatView, opened: list[QUrl], content: str, text: str) -> None:
    show(qtbot, view, [{"role": "assistant", "content": content}])
    pos = glyph_rect(view, 0, text).center()
    link = view.link_at(pos)
    assert link is not None and link[0] == 0  # markdown-it kept it as a link ...
    move(qtbot, view, pos)
    assert cursor_shape(view) != Qt.CursorShape.PointingHandCursor  # ... that does not open
    assert NOT_OPENED in tooltip_at(view, pos)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert opened == []


@pytest.mark.parametrize("content", [
    "Run [this](javascript:alert(1)) now",
    "Open [secrets](file:///etc/passwd) now",
    "Show [page](data:text/html,hi) now",
])
def test_links_markdown_it_drops_are_not_clickable(
        qtbot: QtBot, view: ChatView, opened: list[QUrl], content: str) -> None:
    show(qtbot, view, [{"role": "assistant", "content": content}])
    pos = glyph_rect(view, 0, "](").center()  # the target is shown as text
    assert view.link_at(pos) is None
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert opened == []


def test_user_intro_log_and_mailto_links(
        qtbot: QtBot, view: ChatView, opened: list[QUrl]) -> None:
    model = view.model()
    assert isinstance(model, ChatModel)
    model.set_intro("Docs at <https://example.org/intro>.")
    show(qtbot, view, [
        {"role": "user", "content": "Mail me at <ada@example.org>"},
        {"role": "log", "content": "Fetched https://example.org/page.", "agentId": "web"},
    ])
    for model_row, text in ((0, "https://example.org/intro"), (1, "ada@example.org"),
                            (2, "https://example.org/page")):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=glyph_rect(view, model_row, text).center())
    assert opened == [QUrl("https://example.org/intro"), QUrl("mailto:ada@example.org"),
                      QUrl("https://example.org/page")]


# -- bare URLs (linkify) -------------------------------------------------------------

BARE = "https://example.org/bare"


def test_a_bare_url_in_an_assistant_message_opens_on_click(
        qtbot: QtBot, view: ChatView, opened: list[QUrl]) -> None:
    show(qtbot, view, [{"role": "user", "content": "Where?"},
                       {"role": "assistant", "content": f"Read {BARE}, then the rest."}])
    url = glyph_rect(view, 1, BARE)
    assert has_colour(url, view, LINK_BLUE)
    assert view.link_at(url.center()) == (1, BARE)
    assert view.link_at(glyph_rect(view, 1, ",").center()) is None  # not part of the link
    move(qtbot, view, url.center())
    assert cursor_shape(view) == Qt.CursorShape.PointingHandCursor
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=url.center())
    assert opened == [QUrl(BARE)]


def test_bare_urls_in_user_and_intro_messages_open(
        qtbot: QtBot, view: ChatView, opened: list[QUrl]) -> None:
    model = view.model()
    assert isinstance(model, ChatModel)
    model.set_intro("Docs at https://example.org/intro.")
    show(qtbot, view, [{"role": "user", "content": "Look: https://example.org/user!"}])
    for model_row, text in ((0, "https://example.org/intro"), (1, "https://example.org/user")):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=glyph_rect(view, model_row, text).center())
    assert opened == [QUrl("https://example.org/intro"), QUrl("https://example.org/user")]


@pytest.mark.parametrize(("content", "href"), [
    (f"See {BARE}.", BARE),
    (f"See {BARE}, and more", BARE),
    (f"Really {BARE}!", BARE),
    (f"Is it {BARE}?", BARE),
    (f"Try it ({BARE}).", BARE),
    (f'He said "{BARE}";', BARE),
    (f"The tree: {BARE}/Yew_(tree).", f"{BARE}/Yew_(tree)"),
    (f"**{BARE}**", BARE),
])
def test_trailing_punctuation_is_not_part_of_a_bare_link(content: str, href: str) -> None:
    html = MarkdownRenderer().render(content)
    assert html.count("<a ") == 1, html
    assert f'<a href="{href}">{href}</a>' in html


def test_urls_in_code_are_not_links(qtbot: QtBot, view: ChatView) -> None:
    content = (f"Inline `{BARE}/code` here.\n\n```\n{BARE}/block\n```\n\n"
               f"    {BARE}/indented\n")
    assert "<a " not in MarkdownRenderer().render(content)
    show(qtbot, view, [{"role": "assistant", "content": content}])
    for text in (f"{BARE}/code", f"{BARE}/block", f"{BARE}/indented"):
        assert view.link_at(glyph_rect(view, 0, text).center()) is None


def test_only_scheme_prefixed_web_and_mail_urls_are_linked() -> None:
    html = MarkdownRenderer().render(
        "Edit notes.md and garden.py, see example.org or ada@example.org; "
        "not ftp://files.example.org/a or //example.org/b; write to mailto:ada@example.org")
    assert html.count("<a ") == 1, html
    assert '<a href="mailto:ada@example.org">mailto:ada@example.org</a>' in html
    # The same rules for agent log lines (plain text).
    log = linkify("notes.md at example.org, ftp://x.org/f, http://example.org/p")
    assert log.count("<a ") == 1 and '<a href="http://example.org/p">' in log


def test_log_lines_stay_plain_text() -> None:
    html = linkify("line *one* & `two`\nline <three> \\ at https://example.org/p")
    assert html == ("line *one* &amp; `two`<br>\nline &lt;three&gt; \\ at "
                    '<a href="https://example.org/p">https://example.org/p</a>')

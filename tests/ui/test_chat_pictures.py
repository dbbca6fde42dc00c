"""Pictures in the chat (studio/ui/chat/pictures.py, issue 29 item 4): a reply's
Markdown images from the character's own folder and data: URLs are shown, and seen on
screen; remote, escaping, absolute and fake pictures are named and never loaded."""

from __future__ import annotations

import base64
import os

from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QImage, QTextDocument

from studio.ui.chat import pictures
from tests.support.images import png_bytes
from tests.support.replies import text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat
from tests.web import test_web_support as web_support

chat = conftest_chat.chat
model_server = conftest_chat.model_server
web_server = web_support.web_server


def _solid_png(width: int, height: int, colour: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(colour)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def _has_colour(image: QImage, colour: QColor) -> int:
    """How many pixels on a coarse grid have ``colour`` (±8 per channel)."""
    hits = 0
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            pixel = image.pixelColor(x, y)
            if all(abs(a - b) <= 8 for a, b in zip(
                    (pixel.red(), pixel.green(), pixel.blue()),
                    (colour.red(), colour.green(), colour.blue()), strict=True)):  # fmt: skip
                hits += 1
    return hits


def test_a_replys_pictures_are_shown_and_the_rest_are_named(
    chat: Chat, qtbot, tmp_path
) -> None:
    root = chat.character(agents=False)
    (root / "images").mkdir()
    (root / "images" / "map.png").write_bytes(_solid_png(80, 60, 0xD02020))
    (root / "images" / "fake.png").write_text("not a picture", encoding="utf-8")
    (tmp_path / "secret.png").write_bytes(png_bytes(4, 4))
    os.symlink(tmp_path / "secret.png", root / "images" / "link.png")
    dot = base64.b64encode(_solid_png(40, 40, 0x20A040)).decode()
    reply = (
        "Here is the map: ![the map](images/map.png)\n\n"
        f"And a seal: ![seal](data:image/png;base64,{dot})\n\n"
        "![far away](https://example.com/x.png) ![up](../secret.png) "
        "![abs](/etc/hostname) ![fake](images/fake.png) ![link](images/link.png) "
        "![file](file:///etc/passwd)"
    )
    chat.open(root)
    pane = chat.pane()
    pane.resize(720, 700)
    chat.server.script(text(reply))
    pane.send("Show me")
    qtbot.waitUntil(lambda: len(chat.entries()) == 2, timeout=15000)
    chat.wait_idle()
    delegate = pane.view.chat_delegate
    row = pane.model.row_at(pane.model.rowCount() - 1)
    qtbot.waitUntil(lambda: not pane.model.row_at(pane.model.rowCount() - 1).streaming)
    row = pane.model.row_at(pane.model.rowCount() - 1)
    html = delegate.html(row)
    delegate.pictures.attach(QTextDocument())  # what html() named, not for this test
    assert html.count('<img src="picture-') == 2
    assert 'width="80" height="60"' in html and 'width="40" height="40"' in html
    assert '<a href="https://example.com/x.png">[picture: far away]</a>' in html
    assert "remote pictures are off: Chat → Load Remote Pictures" in html
    assert html.count("only files inside the character") == 2  # ../ and the link out
    assert "[picture: abs — only the character" in html
    assert "[picture: fake — not a PNG, JPEG, GIF or WebP picture]" in html
    assert "![file](file:///etc/passwd)" in html  # markdown-it refuses file: links: text
    # The row's document holds the pictures; a person sees them in the chat.
    doc = delegate.document(row)
    names = [n.split('"')[0] for n in html.split('<img src="')[1:]]
    for name in names:
        image = doc.resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
        assert isinstance(image, QImage) and not image.isNull()
    assert doc.size().height() > 60 + 40
    pane.view.scrollToBottom()
    qtbot.wait(50)
    shot = pane.view.viewport().grab().toImage()
    assert _has_colour(shot, QColor(0xD0, 0x20, 0x20)) > 100, "the map is not on screen"
    assert _has_colour(shot, QColor(0x20, 0xA0, 0x40)) > 50, "the seal is not on screen"
    # Rendered again (another width), the pictures are not decoded again.
    loaded = delegate.pictures.loaded
    delegate.set_width(delegate._width - 40)
    delegate.document(row)
    assert delegate.pictures.loaded == loaded


def test_oversized_and_broken_data_pictures_are_refused(qtbot) -> None:
    shown = pictures.Pictures()
    huge = "A" * (pictures.MAX_BYTES * 4 // 3 + 100)
    assert "larger than 8 MB" in shown.html(f"data:image/png;base64,{huge}", "big")
    assert "not a PNG" in shown.html("data:image/png;base64,aGVsbG8=", "hello")
    assert "no character is open" in shown.html("images/x.png", "x")
    assert not shown.pending()
    wide = base64.b64encode(png_bytes(1200, 300)).decode()
    assert 'width="360" height="90"' in shown.html(f"data:image/png;base64,{wide}", "wide")
    assert shown.pending()


def test_pictures_stay_text_where_no_pictures_are_given() -> None:
    from studio.ui.chat.markdown import MarkdownRenderer

    assert "<img" not in MarkdownRenderer().render("![x](data:image/png;base64,AAAA)")


def test_remote_pictures_load_only_once_allowed_and_through_the_guard(
    chat: Chat, qtbot, web_server
) -> None:
    from studio.web.fetch import WebFetcher
    from tests.cards.test_url_import import HttpsToLoopback
    from tests.web.test_web_support import DEFAULT_NAMES, FakeResolver, respond

    web_server.routes["/map.png"] = respond(200, _solid_png(50, 30, 0x2040D0), "image/png")
    web_server.routes["/page"] = respond(200, "<html>hi</html>")
    web_server.routes["/lies.png"] = respond(200, b"GIF? no", "image/png")
    base = f"https://public.test:{web_server.port}"
    reply = (
        f"![map]({base}/map.png) ![page]({base}/page) ![gone]({base}/gone.png) "
        f"![lies]({base}/lies.png) ![inside](https://private.test:{web_server.port}/x.png) "
        f"![plain](http://public.test:{web_server.port}/map.png)"
    )
    chat.open(agents=False)
    pane = chat.pane()
    pane.pictures.fetcher = WebFetcher(
        transport=HttpsToLoopback(), resolver=FakeResolver(dict(DEFAULT_NAMES))
    )
    chat.server.script(text(reply))
    pane.send("Show me")
    qtbot.waitUntil(lambda: len(chat.entries()) == 2, timeout=15000)
    chat.wait_idle()
    qtbot.waitUntil(lambda: not pane.model.row_at(pane.model.rowCount() - 1).streaming)
    delegate = pane.view.chat_delegate

    def shown() -> str:
        html = delegate.html(pane.model.row_at(pane.model.rowCount() - 1))
        delegate.pictures.attach(QTextDocument())
        return html

    # Off (the default): links, nothing fetched.
    assert shown().count("remote pictures are off") == 6
    assert web_server.hits == [] and pane.pictures.fetched == []
    pane.pictures.set_allowed(True)
    assert shown().count("loading…") == 5  # plain http is never fetched
    qtbot.waitUntil(lambda: "loading…" not in shown(), timeout=15000)
    html = shown()
    assert html.count('<img src="picture-') == 1 and 'width="50" height="30"' in html
    assert "[picture: page]</a> <i>(answered text/html, not a picture)" in html
    assert "(answered HTTP 404)" in html
    assert "[picture: lies]</a> <i>(not a PNG, JPEG, GIF or WebP picture)" in html
    assert "[picture: inside]</a> <i>(" in html and "private" in html.split("inside")[1]
    assert "[picture: plain]</a> <i>(only https pictures are loaded)" in html
    assert sorted(hit.path for hit in web_server.hits) == [
        "/gone.png", "/lies.png", "/map.png", "/page"
    ]
    # Rendered again, nothing is fetched again; a person sees the picture.
    shown()
    assert len(web_server.hits) == 4
    pane.view.scrollToBottom()
    qtbot.wait(50)
    assert _has_colour(pane.view.viewport().grab().toImage(), QColor(0x20, 0x40, 0xD0)) > 50
    # Turned off again: links once more.
    pane.pictures.set_allowed(False)
    assert shown().count("remote pictures are off") == 6

"""Attaching images in the chat pane: the button's picker, paste and drop into the
message box, refusals, and the images going to the model (docs/IMAGES.md)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, Qt, QUrl
from PySide6.QtGui import QImage

from studio.engine import CharacterPlayer
from tests.support.images import png_bytes
from tests.support.replies import text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server


def _open_seeing(chat: Chat) -> None:
    root = chat.character(agents=False)
    url, data = chat.server.url, chat.tmp_path / "d"
    with chat.qtbot.waitSignal(chat.bridge.playerChanged, timeout=15000):
        chat.bridge.open_player(lambda: CharacterPlayer(
            root, api_key="sk-ui-test-key", base_url=url, model="gpt-4o", data_dir=data,
            project=False))


def test_a_pasted_picture_and_a_dropped_file_go_with_the_message(
    chat: Chat, qtbot, tmp_path: Path
) -> None:
    _open_seeing(chat)
    pane = chat.pane()
    picture = QImage(8, 6, QImage.Format.Format_RGB32)
    picture.fill(0x3366CC)
    pasted = QMimeData()
    pasted.setImageData(picture)
    pane.input.insertFromMimeData(pasted)
    photo = tmp_path / "photo.png"
    photo.write_bytes(png_bytes(5, 4))
    dropped = QMimeData()
    dropped.setUrls([QUrl.fromLocalFile(str(photo))])
    assert pane.input.canInsertFromMimeData(dropped)
    pane.input.insertFromMimeData(dropped)
    assert pane.input.toPlainText() == ""  # Images are not pasted as text.
    assert len(pane.attachments.images()) == 2
    assert pane.attachments.findChildren(type(pane.send_button), "attachedImage")
    chat.server.script(text("Blue, and a small square."))
    qtbot.keyClicks(pane.input, "What are these?")
    pane.send()
    qtbot.waitUntil(lambda: len(chat.entries()) == 2, timeout=15000)
    chat.wait_idle()
    parts = chat.server.image_parts()
    assert [m for _n, m, _d in parts] == ["image/png", "image/png"]
    assert parts[1][2] == png_bytes(5, 4)
    assert [r["width"] for r in chat.entries()[0]["images"]] == [8, 5]
    assert pane.attachments.images() == []  # The tray empties once sent.
    # The user's message shows the images it sent, small, from the stored files.
    qtbot.waitUntil(lambda: bool(pane.model.row_at(0).images), timeout=15000)
    row = pane.model.row_at(0)
    html = pane.view.chat_delegate.html(row)
    assert html.count('<img src="file://') == 2 and 'height="96"' in html
    doc = pane.view.chat_delegate.document(row)
    assert doc.size().height() >= 96  # The pictures are laid out, not broken links.


def test_the_picker_adds_files_and_a_non_image_is_refused(
    chat: Chat, qtbot, tmp_path: Path
) -> None:
    _open_seeing(chat)
    pane = chat.pane()
    shown: list[str] = []
    pane.attachments.refused.connect(shown.append)
    qtbot.mouseClick(pane.attachments.attach_button, Qt.MouseButton.LeftButton)
    picker = pane.attachments.picker
    assert picker is not None and picker.isVisible()
    good = tmp_path / "good.png"
    good.write_bytes(png_bytes())
    bad = tmp_path / "notes.png"
    bad.write_text("hello", encoding="utf-8")
    picker.filesSelected.emit([str(good), str(bad)])
    picker.reject()
    assert len(pane.attachments.images()) == 1
    assert shown and "notes.png is not an image" in shown[0]
    pane.attachments.remove(0)
    assert pane.attachments.images() == []


def test_an_image_for_a_model_that_cannot_see_is_refused(chat: Chat, qtbot) -> None:
    chat.open()  # test-model: no vision.
    pane = chat.pane()
    assert pane.attachments.add("x.png", png_bytes())
    qtbot.keyClicks(pane.input, "Look")
    pane.send()
    qtbot.waitUntil(
        lambda: any("does not take images" in t for t in pane.toasts.texts()), timeout=15000
    )
    chat.wait_idle()
    assert not [r for r in chat.server.requests if r.path.endswith("/chat/completions")]
    assert chat.entries() == []

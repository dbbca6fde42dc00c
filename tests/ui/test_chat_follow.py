"""A streaming reply stays in view while the user has not scrolled away (defect 3)."""

from __future__ import annotations

from studio.ui.chat.pane import ChatPane
from tests.support.replies import text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server

LONG = "\n\n".join(f"Paragraph {i} of a long reply that wraps onto a few lines." for i in range(40))


def _stream_bottom_visible(pane: ChatPane) -> bool:
    model = pane.model
    if not model.streaming:
        return False
    rect = pane.view.visualRect(model.index(model.rowCount() - 1))
    return rect.bottom() <= pane.view.viewport().height() + 2


def test_the_streaming_reply_stays_in_view(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    pane.resize(520, 420)
    chat.server.script(text("short one"), text(LONG, chunk_size=40, hold_after=30))
    pane.send("first")
    chat.wait_idle()
    pane.send("tell me a long story")
    # Held after 30 chunks: the reply is far taller than the view by now.
    qtbot.waitUntil(lambda: len(pane.model.stream_text()) > 1000, timeout=15000)
    qtbot.waitUntil(lambda: _stream_bottom_visible(pane), timeout=5000)
    bar = pane.view.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    chat.server.release()
    chat.wait_idle()
    qtbot.waitUntil(lambda: bar.value() == bar.maximum() and bar.maximum() > 0, timeout=5000)


def test_scrolling_up_stops_following(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    pane.resize(520, 420)
    chat.server.script(text(LONG, chunk_size=40, hold_after=20))
    pane.send("story")
    qtbot.waitUntil(lambda: len(pane.model.stream_text()) > 700, timeout=15000)
    bar = pane.view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=5000)
    bar.triggerAction(bar.SliderAction.SliderToMinimum)  # the user scrolls up to read
    assert not pane.view.stick_to_bottom
    chat.server.release()
    chat.wait_idle()
    assert bar.value() == 0

"""Swipes in the chat: ‹ n/m › on a regenerated reply, clicks and Alt+arrows switch."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from studio.ui.chat.pane import ChatPane
from tests.support.replies import text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server


def shown(pane: ChatPane) -> list[tuple[str, tuple[int, int] | None]]:
    return [(r.text, r.swipe) for r in pane.model.rows()]


def _arrow(pane: ChatPane, model_row: int, direction: int) -> QPoint:
    """The centre of a row's ‹ or › as painted."""
    view = pane.view
    index = pane.model.index(model_row)
    view.scrollTo(index)
    rect = view.visualRect(index)
    for x in range(rect.right(), rect.left(), -2):
        for y in range(rect.top(), rect.top() + 40, 2):
            if view.chat_delegate.swipe_at(index, rect, QPoint(x, y)) == direction:
                return QPoint(x, y)
    raise AssertionError("no swipe arrow painted")


def test_regenerate_shows_a_swipe_control_and_arrows_switch(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    chat.server.script(text("first"), text("second"))
    pane.send("hi")
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(pane) == [("hi", None), ("first", None)], timeout=5000)
    pane.swipes.swipe(1, 1)  # › past the only reply of the last response: a new alternative
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(pane) == [("hi", None), ("second", (1, 2))], timeout=15000)
    # Clicking ‹ on the painted control shows the first reply, and the model sees it.
    qtbot.mouseClick(pane.view.viewport(), Qt.MouseButton.LeftButton, pos=_arrow(pane, 1, -1))
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(pane) == [("hi", None), ("first", (0, 2))], timeout=5000)
    assert [e["content"] for e in chat.entries()] == ["hi", "first"]
    # Alt+Right from the input box goes forward again.
    pane.input.setFocus()
    qtbot.keyClick(pane.input, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(pane) == [("hi", None), ("second", (1, 2))], timeout=5000)
    # ‹ on the first alternative does nothing.
    pane.swipes.swipe(1, -1)
    pane.swipes.swipe(1, -1)
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(pane)[1] == ("first", (0, 2)), timeout=5000)

"""Toasts float over the chat, stack, fade out, and never enter the conversation."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsOpacityEffect, QWidget

from studio.ui.chat import ToastLayer
from tests.support.replies import text, tool_calls
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server


def test_toasts_stack_top_right_and_fade_out(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(500, 400)
    host.show()
    layer = ToastLayer(host, duration_ms=150, fade_ms=100)
    first = layer.show_toast("Saved")
    second = layer.show_toast("Memory stored: <b>tea</b>")
    assert layer.texts() == ["Saved", "Memory stored: <b>tea</b>"]
    qtbot.waitUntil(lambda: second.geometry().bottom() > 0)
    assert layer.geometry() == host.rect()
    assert first.geometry().right() > host.width() - 40  # top-right corner
    assert first.geometry().top() < second.geometry().top()  # stacked
    effect = first.graphicsEffect()
    assert isinstance(effect, QGraphicsOpacityEffect)
    qtbot.waitUntil(lambda: 0 < effect.opacity() < 1, timeout=3000)  # fading
    with qtbot.waitSignal(layer.toastFinished, timeout=3000):
        pass
    qtbot.waitUntil(lambda: layer.texts() == [], timeout=3000)
    host.resize(700, 300)
    assert layer.geometry() == host.rect()


def test_the_layer_lets_clicks_through_and_caps_the_stack(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    layer = ToastLayer(host)
    for i in range(8):
        layer.show_toast(f"toast {i}")
    assert layer.texts() == [f"toast {i}" for i in range(3, 8)]
    assert layer.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


def test_agent_toasts_show_in_the_pane_not_the_conversation(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    chat.server.script(tool_calls([("remember", {"fact": "tea"})]), text("Noted."))
    pane.send("remember tea")
    qtbot.waitUntil(lambda: "Remembered tea" in pane.toasts.texts(), timeout=15000)
    chat.wait_idle()
    qtbot.waitUntil(lambda: not pane.model.streaming, timeout=5000)
    assert all("Remembered tea" not in r.text for r in pane.model.rows())
    assert all("Remembered tea" not in str(e.get("content")) for e in chat.entries())
    sent = [
        m["content"]
        for r in chat.server.requests
        for m in r.body.get("messages", [])
        if isinstance(r.body, dict)
    ]
    assert all("Remembered tea" not in str(c) for c in sent)

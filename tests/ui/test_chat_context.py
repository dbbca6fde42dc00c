"""The context meter, Continue, reasoning, the strict-server offer and the model picker."""

from __future__ import annotations

from studio.engine.settings import PlayerSettings
from studio.ui.chat import actions
from studio.ui.chat.pane import ChatPane
from tests.support.replies import http_error, text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server

LONG = "The keeper wrote every wave in the green book, one line per wave. " * 3


def _row(pane: ChatPane, entry_index: int):
    at = pane.model.row_for_entry(entry_index)
    assert at is not None
    return pane.model.row_at(at)


def test_meter_shows_use_of_the_window_and_messages_not_sent(chat: Chat, qtbot) -> None:
    chat.open(settings=PlayerSettings(context_window=1024, max_tokens=128))
    pane = chat.pane()
    assert pane.context_meter.text() == "Context: –"
    for turn in range(12):
        chat.server.script(text(f"Reply {turn}. {LONG}"))
        pane.send(f"Message {turn}. {LONG}")
        qtbot.waitUntil(lambda t=turn: len(chat.entries()) == 2 * (t + 1), timeout=15000)
        chat.wait_idle()
    meter = pane.context_meter
    assert meter.trimmed > 0
    assert "/ 1,024" in meter.text() and f"{meter.trimmed} not sent" in meter.text()
    assert "stay in the conversation" in meter.toolTip()
    dialog = pane.inspect_request(len(chat.entries()) - 1)
    qtbot.waitUntil(lambda: dialog.messages.count() > 0, timeout=5000)
    marks = [dialog.messages.item(i).text() for i in range(dialog.messages.count())]
    assert any(m.startswith("✂") and "not sent" in m for m in marks)


def test_continue_extends_a_cut_reply_in_place(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    chat.server.script(text("Once upon", finish_reason="length"))
    pane.send("Tell me a story")
    qtbot.waitUntil(lambda: len(chat.entries()) == 2, timeout=15000)
    chat.wait_idle()
    qtbot.waitUntil(lambda: _row(pane, 1).truncated, timeout=5000)
    assert actions.CONTINUE in pane.row_actions(pane.model.row_for_entry(1) or 0)
    chat.server.script(text("a time."))
    pane.run_action(actions.CONTINUE, _row(pane, 1))
    qtbot.waitUntil(lambda: chat.entries()[-1]["content"] == "Once upon a time.", timeout=15000)
    chat.wait_idle()
    qtbot.waitUntil(lambda: _row(pane, 1).text == "Once upon a time.", timeout=5000)
    assert not _row(pane, 1).truncated and len(chat.entries()) == 2


def test_reasoning_is_collapsed_until_asked_for(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    chat.server.script(text("<think>count the stars first</think>Seven stars."))
    pane.send("How many?")
    qtbot.waitUntil(lambda: len(chat.entries()) == 2, timeout=15000)
    chat.wait_idle()
    qtbot.waitUntil(lambda: _row(pane, 1).text == "Seven stars.", timeout=5000)
    row = _row(pane, 1)
    assert row.reasoning == "count the stars first" and not row.show_reasoning
    assert "count the stars" not in "".join(r.text for r in pane.model.rows())
    pane.run_action(actions.REASONING, row)
    shown = _row(pane, 1)
    assert shown.show_reasoning and "count the stars first" in shown.text
    assert shown.text.endswith("Seven stars.")
    pane.run_action(actions.REASONING, shown)
    assert _row(pane, 1).text == "Seven stars."


def test_alternation_error_offers_the_fix_in_one_click(chat: Chat, qtbot) -> None:
    player = chat.open()
    pane = chat.pane()
    accepted: list[str] = []
    pane.providerOptionAccepted.connect(accepted.append)
    chat.server.script(http_error(400, message="Conversation roles must alternate"))
    pane.send("Hi")
    qtbot.waitUntil(lambda: pane.offer.isVisible(), timeout=15000)
    assert "alternate" in pane.offer.label.text()
    pane.offer.button.click()
    qtbot.waitUntil(lambda: player.client.wire.merge_roles, timeout=5000)
    assert accepted == ["merge_roles"] and not pane.offer.isVisible()


def test_model_picker_switches_the_model(chat: Chat, qtbot) -> None:
    player = chat.open()
    pane = chat.pane()
    picked: list[str] = []
    pane.modelPicked.connect(picked.append)
    assert pane.model_picker.currentText() == "test-model"
    chat.server.models = ["test-model", "other-model"]
    pane.model_picker.showPopup()  # the first opening asks the server for its models
    qtbot.waitUntil(lambda: pane.model_picker.count() == 2, timeout=5000)
    pane.model_picker.hidePopup()
    assert pane.model_picker.currentText() == "test-model"
    other = pane.model_picker.findText("other-model")
    pane.model_picker.setCurrentIndex(other)
    pane.model_picker.activated.emit(other)
    qtbot.waitUntil(lambda: picked == ["other-model"], timeout=5000)
    assert player.model == "other-model"
    chat.server.script(text("ok"))
    pane.send("hi")
    qtbot.waitUntil(lambda: len(chat.entries()) == 2, timeout=15000)
    chat.wait_idle()
    chat_bodies = [r.body for r in chat.server.requests if r.path.endswith("/chat/completions")]
    assert chat_bodies[-1]["model"] == "other-model"

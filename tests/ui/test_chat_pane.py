"""The chat pane against a real bridge, player and scripted model server."""

from __future__ import annotations

from PySide6.QtCore import Qt

from studio.ui.chat.rows import Row
from tests.support.replies import text, tool_calls
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server


def kinds(pane) -> list[str]:
    return [r.kind for r in pane.model.rows()]


def test_enter_sends_and_shift_enter_inserts_newline(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    chat.server.script(text("Hello **there**."))
    qtbot.keyClicks(pane.input, "line one")
    qtbot.keyClick(pane.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(pane.input, "line two")
    assert pane.input.toPlainText() == "line one\nline two"
    qtbot.keyClick(pane.input, Qt.Key.Key_Return)
    assert pane.input.toPlainText() == ""
    qtbot.waitUntil(lambda: kinds(pane) == ["user", "assistant"]
                    and pane.model.row_at(1).text == "Hello **there**.", timeout=15000)
    chat.wait_idle()
    assert [{k: v for k, v in e.items() if k != "at"} for e in chat.entries()] == [
        {"role": "user", "content": "line one\nline two"},
        {"role": "assistant", "content": "Hello **there**."},
    ]
    assert not pane.replying and not pane.stop_button.isEnabled()


def test_streaming_text_grows_one_row_without_reset(chat: Chat, qtbot) -> None:
    chat.open(intro="Welcome, *traveller*.")
    pane = chat.pane()
    assert kinds(pane) == ["intro"]
    resets: list[int] = []
    pane.model.modelReset.connect(lambda: resets.append(1))
    changed: list[tuple[int, int]] = []
    pane.model.dataChanged.connect(lambda a, b, _r=(): changed.append((a.row(), b.row())))
    reply = "Once upon a time there was a very long story that streams slowly. " * 3
    chat.server.script(text(reply, chunk_size=2, tokens_per_second=200))
    pane.send("tell me a story")
    qtbot.waitUntil(lambda: pane.replying and 0 < len(pane.model.stream_text()) < len(reply),
                    timeout=15000)
    assert pane.stop_button.isEnabled()
    row = pane.model.rows()[-1]
    assert row.streaming and reply.startswith(row.text)
    chat.wait_idle()
    qtbot.waitUntil(lambda: not pane.model.streaming and len(pane.model.rows()) == 3)
    assert pane.model.row_at(2).text == chat.entries()[-1]["content"] == reply
    assert not resets
    assert changed and all(a == b for a, b in changed)
    assert {a for a, _ in changed} == {2}  # only the streaming row ever changed


def test_stop_keeps_partial_text_marked_stopped(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    chat.server.script(text("word " * 400, chunk_size=5, tokens_per_second=100))
    pane.send("go on")
    qtbot.waitUntil(lambda: len(pane.model.stream_text()) > 10, timeout=15000)
    assert pane.stop_button.isEnabled()
    qtbot.mouseClick(pane.stop_button, Qt.MouseButton.LeftButton)
    chat.wait_idle()
    qtbot.waitUntil(lambda: kinds(pane) == ["user", "assistant"], timeout=15000)
    entries = chat.entries()
    assert entries[-1]["stopped"] is True
    assert 0 < len(entries[-1]["content"]) < len("word " * 400)
    last: Row = pane.model.rows()[-1]
    assert last.stopped and last.text == entries[-1]["content"]
    assert not pane.stop_button.isEnabled()


def test_messages_typed_while_busy_are_held_and_sent_after(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    chat.server.script(text("first answer " * 20, chunk_size=3, tokens_per_second=300),
                       text("second answer"))
    pane.send("one")
    qtbot.waitUntil(lambda: pane.replying, timeout=5000)
    pane.input.setPlainText("two")
    qtbot.keyClick(pane.input, Qt.Key.Key_Return)
    assert pane.held_messages() == ["two"]
    assert pane.status.isVisibleTo(pane)
    qtbot.waitUntil(lambda: [e["content"] for e in chat.entries()][-1:] == ["second answer"],
                    timeout=15000)
    chat.wait_idle()
    assert [e["content"] for e in chat.entries()] == [
        "one", "first answer " * 20, "two", "second answer"]
    assert pane.held_messages() == []


def test_tool_round_is_one_compact_row_and_log_inline(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    chat.server.script(
        tool_calls([("remember", {"fact": "tea"}), ("remember", {"fact": "cats"})]),
        text("Noted both."),
    )
    pane.send("remember tea and cats")
    chat.wait_idle()
    qtbot.waitUntil(lambda: kinds(pane)[-1:] == ["assistant"] and not pane.model.streaming,
                    timeout=15000)
    assert kinds(pane) == ["user", "tools", "log", "log", "assistant"]
    rows = pane.model.rows()
    assert rows[1].text == "used tools: remember x2"
    assert [r.text for r in rows[2:4]] == ["Memory stored: tea", "Memory stored: cats"]
    assert rows[2].agent_id == "test.memo"
    # The toasts floated over the chat and never entered it.
    assert "Remembered tea" in pane.toasts.texts()
    assert all("Remembered" not in str(e.get("content")) for e in chat.entries())

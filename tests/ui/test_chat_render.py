"""Rows and rendering: log and error rows inline, Markdown sanitised, 10,000 messages fast."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QAbstractSlider, QApplication, QStyleOptionViewItem

from studio.ui.chat import ChatModel, rows_from_entries
from studio.ui.chat.markdown import MarkdownRenderer
from studio.ui.chat.model import WINDOW
from studio.ui.chat.view import ChatView
from tests.support.replies import http_error
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server


def test_rows_from_entries_shapes() -> None:
    entries = [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": "", "tool_calls": [
            {"id": "a", "function": {"name": "roll"}}, {"id": "b", "function": {"name": "note"}}]},
        {"role": "tool", "content": "4", "tool_call_id": "a"},
        {"role": "log", "content": "Rolled 4", "agentId": "dice"},
        {"role": "tool", "content": "ok", "tool_call_id": "b"},
        {"role": "assistant", "content": "",
         "tool_calls": [{"id": "c", "function": {"name": "roll"}}]},
        {"role": "tool", "content": "6", "tool_call_id": "c"},
        {"role": "assistant", "content": "You rolled 4 then 6.", "stopped": True},
        {"role": "error", "content": "budget gone", "kind": "budget"},
    ]
    rows = rows_from_entries(entries, intro="Hello *there*")
    assert [r.kind for r in rows] == ["intro", "user", "tools", "log", "assistant", "error"]
    tools = rows[2]
    assert tools.text == "used tools: roll x2, note" and (tools.index, tools.last) == (1, 6)
    assert rows[3].agent_id == "dice"
    assert rows[4].stopped and rows[4].index == 7
    assert "raise the caps in Settings" in rows[5].hint

    def hint(kind: str) -> str:
        return rows_from_entries([{"role": "error", "content": "x", "kind": kind}])[0].hint

    assert hint("model").startswith("Check the endpoint and API key in Settings")
    assert "see the Agent log" in hint("agent")
    assert "your next message continues" in hint("loop")


def test_markdown_is_sanitised() -> None:
    html = MarkdownRenderer().render(
        "**b** <script>alert(1)</script> <img src=x onerror=y>\n\n![pic](http://e/x.png)\n\n"
        "[bad](javascript:alert(1))\n\n```python\nprint('hi')\n```\n")
    assert "<strong>b</strong>" in html
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<img" not in html
    assert 'href="javascript' not in html
    assert "<pre>" in html and "print" in html


def test_log_and_error_rows_render_inline(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    chat.server.script(http_error(401, "invalid api key"))
    pane.send("hello?")
    chat.wait_idle()
    qtbot.waitUntil(lambda: [r.kind for r in pane.model.rows()] == ["user", "error"],
                    timeout=15000)
    error = pane.model.rows()[1]
    assert error.error_kind == "model"
    html = pane.view.chat_delegate.html(error)
    assert "Check the endpoint and API key in Settings" in html
    # A command's studio.log lands inline, between the messages.
    dialog = pane.open_command_dialog("@memo buy milk")
    assert dialog is not None
    dialog.run()
    qtbot.waitUntil(lambda: [r.kind for r in pane.model.rows()] == ["user", "error", "log"],
                    timeout=15000)
    log_row = pane.model.rows()[2]
    assert log_row.text == "Memo added: buy milk"
    assert "<b>test.memo</b>: Memo added: buy milk" in pane.view.chat_delegate.html(log_row)
    assert pane.view.chat_delegate.document(log_row).toPlainText() == (
        "test.memo: Memo added: buy milk")


def test_ten_thousand_messages_stay_fast(qtbot) -> None:
    model = ChatModel()
    view = ChatView("Ada")
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(600, 700)
    view.show()
    entries = [{"role": "user" if i % 2 == 0 else "assistant",
                "content": f"Message **{i}** with some text " * (1 + i % 5)} for i in range(10_000)]
    start = time.perf_counter()
    model.set_entries(entries)
    view.doItemsLayout()
    QApplication.processEvents()
    load = time.perf_counter() - start
    delegate = view.chat_delegate
    rendered = delegate.renders
    assert rendered < 1000  # only the tail and what is on screen was rendered
    print(f"10,000 messages laid out in {load * 1000:.0f} ms (figures: benchmarks/bench_gui.py)")
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    start = time.perf_counter()
    for i in range(50):
        model.append_stream(f"token{i} ")
        view.viewport().repaint()
    per_token = (time.perf_counter() - start) / 50
    assert delegate.renders - rendered <= 51  # one render of the streaming row per token
    print(f"{per_token * 1000:.1f} ms per streamed token")
    assert view.stick_to_bottom
    # Only the last WINDOW rows are in the model; earlier ones come in on demand.
    stream = model.rowCount() - 1
    assert stream == WINDOW and model.hidden_rows() == 10_000 - WINDOW
    # A token that wraps onto new lines grows the row (one relayout), and the view follows.
    model.append_stream("a long line of streamed words " * 12)
    view.viewport().repaint()
    qtbot.waitUntil(lambda: view.visualRect(model.index(stream)).height()
                    == delegate.sizeHint(QStyleOptionViewItem(),
                                         model.index(stream)).height())
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    assert view.visualRect(model.index(stream)).height() > 100
    # Sending: the reload after the reply changes the tail only.
    model.end_stream()
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _p, a, b: inserted.append((a, b)))
    model.set_entries([*entries, {"role": "user", "content": "more"},
                       {"role": "assistant", "content": "token0"}])
    assert inserted == [(stream, stream + 1)] and not resets
    # Scrolling to the top brings the earlier rows in without moving the view.
    top = model.row_at(0)
    bar.triggerAction(bar.SliderAction.SliderToMinimum)
    qtbot.waitUntil(lambda: model.hidden_rows() == 10_000 - 2 * WINDOW)
    assert model.row_at(WINDOW) is top
    # Jumping to the first message brings it in too.
    assert model.row_for_entry(0) == 0 and model.hidden_rows() == 0


def test_view_sticks_to_bottom_unless_scrolled_up(qtbot) -> None:
    model = ChatModel()
    view = ChatView("Ada")
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(500, 400)
    view.show()
    model.set_entries([{"role": "user", "content": f"line {i}"} for i in range(100)])
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    for i in range(30):
        model.append_stream(f"streamed words number {i} " * 3)
        qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    height = bar.maximum()
    for _ in range(3):  # the user scrolls up to read
        bar.triggerAction(QAbstractSlider.SliderAction.SliderPageStepSub)
    assert not view.stick_to_bottom
    where = bar.value()
    model.append_stream("\n\nmore text\n\nand more\n\nand more")
    view.viewport().repaint()
    qtbot.waitUntil(lambda: bar.maximum() > height)
    assert bar.value() == where
    bar.triggerAction(QAbstractSlider.SliderAction.SliderToMaximum)  # back at the bottom
    assert view.stick_to_bottom
    model.append_stream("\n\nthe end\n\nreally")
    view.viewport().repaint()
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())

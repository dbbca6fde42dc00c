"""Find in the chat (Ctrl+F), search across conversations, copying, GFM tables."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from studio.ui.chat import actions
from studio.ui.chat.markdown import MarkdownRenderer
from studio.ui.chat.pane import ChatPane
from tests.support.replies import text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server


def _talk(chat: Chat, qtbot, pairs: list[tuple[str, str]]) -> ChatPane:
    pane = chat.pane()
    chat.server.script(*[text(reply) for _user, reply in pairs])
    for user, _reply in pairs:
        pane.send(user)
    qtbot.waitUntil(lambda: len(pane.entries) == 2 * len(pairs), timeout=20000)
    chat.wait_idle()
    return pane


def test_ctrl_f_counts_highlights_and_steps_through_matches(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = _talk(chat, qtbot, [("the dragon", "A Dragon!"), ("more", "no"), ("x", "dragons")])
    pane.view.setFocus()
    qtbot.keyClick(pane.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    bar = pane.find_bar
    assert bar.isVisible()
    qtbot.keyClicks(bar.edit, "dragon")
    assert [(m.index, m.start) for m in bar.matches] == [(0, 4), (1, 2), (5, 0)]
    assert bar.count.text() == "1 of 3"
    delegate = pane.view.chat_delegate
    row = pane.model.row_at(pane.model.row_for_entry(1))
    assert len(delegate._selections(delegate.document(row), row)) == 1  # highlighted
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return)
    assert bar.count.text() == "2 of 3" and bar.current_match().index == 1
    assert pane.view.currentIndex().row() == pane.model.row_for_entry(1)
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert bar.count.text() == "1 of 3"
    qtbot.keyClick(bar.edit, Qt.Key.Key_Escape)
    assert not bar.isVisible() and delegate._selections(delegate.document(row), row) == []


def test_search_across_conversations_jumps_to_the_message(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = _talk(chat, qtbot, [("about the lighthouse", "It is tall.")])
    first = chat.call(_conversation_id)
    chat.call(lambda p: p.new_conversation())
    chat.wait_idle()
    chat.server.script(text("ok"))
    pane.send("unrelated")
    chat.wait_idle()
    qtbot.waitUntil(lambda: len(pane.entries) == 2, timeout=10000)
    pane.find_copy.open_search_all()
    bar = pane.find_bar
    with qtbot.waitSignal(bar.resultsShown, timeout=10000) as shown:
        qtbot.keyClicks(bar.edit, "lighthouse")
    assert shown.args == [1]
    item = bar.results.item(0)
    assert "lighthouse" in item.text()
    bar.results.itemActivated.emit(item)
    qtbot.waitUntil(lambda: chat.call(_conversation_id) == first, timeout=10000)
    qtbot.waitUntil(lambda: pane.view.currentIndex().row() == pane.model.row_for_entry(0),
                    timeout=10000)


async def _conversation_id(player) -> str | None:
    return player.conversation_id


def test_copy_and_copy_as_markdown(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = _talk(chat, qtbot, [("hi", "**Bold** and `code`")])
    reply = pane.model.row_at(pane.model.row_for_entry(1))
    pane.run_action(actions.COPY_MARKDOWN, reply)
    assert QGuiApplication.clipboard().text() == "**Bold** and `code`"
    pane.run_action(actions.COPY, reply)
    assert QGuiApplication.clipboard().text() == "Bold and code"
    # Selecting messages and pressing Ctrl+C copies them with who said what.
    pane.view.selectAll()
    pane.view.setFocus()
    qtbot.keyClick(pane.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == "You: hi\n\nAda: Bold and code"


def test_gfm_tables_are_rendered() -> None:
    html = MarkdownRenderer().render("| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~")
    assert "<table" in html and 'border="1"' in html and "<td>1</td>" in html
    assert "<s>gone</s>" in html


def test_double_click_opens_a_message_for_selecting_text(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = _talk(chat, qtbot, [("hi", "The swift brown fox")])
    at = pane.model.row_for_entry(1)
    rect = pane.view.visualRect(pane.model.index(at))
    qtbot.mouseDClick(pane.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    reader = pane.editing.reader
    assert reader is not None and reader.isVisible()
    qtbot.waitUntil(reader.hasFocus, timeout=5000)
    assert reader.geometry().intersects(rect)
    assert reader.toPlainText().strip() == "The swift brown fox"
    start = reader.toPlainText().index("swift")
    cursor = reader.textCursor()
    cursor.setPosition(start)
    cursor.setPosition(start + 5, cursor.MoveMode.KeepAnchor)
    reader.setTextCursor(cursor)
    assert reader.textCursor().selectedText() == "swift"
    qtbot.keyClick(reader, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == "swift"
    qtbot.keyClick(reader, Qt.Key.Key_Escape)
    assert pane.editing.reader is None

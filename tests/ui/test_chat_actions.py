"""Per-message actions in the chat pane, each checked against the engine's entries."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMenu, QPushButton

from studio.ui.chat import actions
from studio.ui.chat.inline_edit import InlineEditor
from studio.ui.chat.pane import ChatPane
from tests.support.replies import text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server


def contents(chat: Chat) -> list[str]:
    return [e["content"] for e in chat.entries()]


def row_of(pane: ChatPane, entry_index: int):
    at = pane.model.row_for_entry(entry_index)
    assert at is not None
    return pane.model.row_at(at)


@pytest.fixture
def talk(chat: Chat, qtbot) -> ChatPane:
    """A pane over a conversation: hi / Hello! / how are you / Fine."""
    chat.open()
    pane = chat.pane()
    chat.server.script(text("Hello!"), text("Fine."))
    pane.send("hi")
    pane.send("how are you")  # held until the first reply is done
    qtbot.waitUntil(lambda: len(chat.entries()) == 4, timeout=15000)
    chat.wait_idle()
    qtbot.waitUntil(lambda: [r.text for r in pane.model.rows()]
                    == ["hi", "Hello!", "how are you", "Fine."], timeout=5000)
    return pane


def run(chat: Chat, pane: ChatPane, key: str, entry_index: int) -> None:
    pane.run_action(key, row_of(pane, entry_index))
    chat.wait_idle()
    chat.qtbot.waitUntil(lambda: [r.index for r in pane.model.rows()]
                         == list(range(len(chat.entries()))), timeout=5000)


def test_offered_actions_depend_on_the_row(chat: Chat, talk: ChatPane) -> None:
    assert talk.row_actions(0) == ["copy", "copy_markdown", "speak", "edit", "resubmit",
                                   "save_resubmit", "delete", "truncate", "fork"]
    assert "regenerate" not in talk.row_actions(1)  # not the last response
    assert talk.row_actions(3) == [
        "copy", "copy_markdown", "speak", "edit", "regenerate", "continue", "reject", "delete",
        "truncate", "fork", "inspect",
    ]


def test_inspect_request_shows_the_request_behind_a_reply(
    qtbot, chat: Chat, talk: ChatPane
) -> None:
    dialog = talk.inspect_request(3)
    qtbot.waitUntil(lambda: "how are you" in dialog.all_text(), timeout=10_000)
    assert "Fine." in dialog.all_text()
    dialog.close()


def _inline(talk: ChatPane, key: str, entry_index: int) -> InlineEditor:
    talk.run_action(key, row_of(talk, entry_index))
    editor = talk.editing.inline_editor
    assert isinstance(editor, InlineEditor) and editor.isVisible()
    assert talk.view.overlay_row() == talk.model.row_for_entry(entry_index)
    return editor


def test_edit_in_place_changes_the_text_without_answering(
    chat: Chat, talk: ChatPane, qtbot
) -> None:
    editor = _inline(talk, actions.EDIT, 0)
    assert editor.text() == "hi" and not editor.regenerate_button.isHidden()
    assert not talk.findChildren(QDialog)  # not a modal dialog
    # The row grew to hold the editor.
    index = talk.model.index(talk.model.row_for_entry(0))
    assert talk.view.visualRect(index).height() >= 150
    editor.text_edit.moveCursor(editor.text_edit.textCursor().MoveOperation.End)
    qtbot.keyClicks(editor.text_edit, " there")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    chat.wait_idle()
    qtbot.waitUntil(lambda: talk.model.row_at(0).text == "hi there", timeout=5000)
    assert contents(chat) == ["hi there", "Hello!", "how are you", "Fine."]
    assert talk.editing.inline_editor is None
    assert len(chat.server.requests) == 2  # no new model call


def test_esc_cancels_an_edit_in_place(chat: Chat, talk: ChatPane, qtbot) -> None:
    editor = _inline(talk, actions.EDIT, 3)
    assert editor.regenerate_button.isHidden()  # only user messages answer again
    qtbot.keyClicks(editor.text_edit, "scribbles")
    qtbot.keyClick(editor.text_edit, Qt.Key.Key_Escape)
    chat.wait_idle()
    assert talk.editing.inline_editor is None
    assert contents(chat) == ["hi", "Hello!", "how are you", "Fine."]


def test_delete_offers_undo(chat: Chat, talk: ChatPane, qtbot) -> None:
    talk.run_action(actions.DELETE, row_of(talk, 1))
    chat.wait_idle()
    qtbot.waitUntil(lambda: bool(talk.toasts.action_toasts()), timeout=5000)
    assert contents(chat) == ["hi", "how are you", "Fine."]
    toast = talk.toasts.action_toasts()[0]
    undo = toast.findChild(QPushButton)
    assert undo.text() == "Undo"
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    chat.wait_idle()
    qtbot.waitUntil(lambda: len(talk.model.rows()) == 4, timeout=5000)
    assert contents(chat) == ["hi", "Hello!", "how are you", "Fine."]


def test_delete_and_truncate(chat: Chat, talk: ChatPane) -> None:
    run(chat, talk, actions.DELETE, 1)
    assert contents(chat) == ["hi", "how are you", "Fine."]
    run(chat, talk, actions.TRUNCATE, 1)
    assert contents(chat) == ["hi"]
    assert [r.text for r in talk.model.rows()] == ["hi"]


def test_resubmit_answers_again(chat: Chat, talk: ChatPane) -> None:
    chat.server.script(text("Hello again!"))
    run(chat, talk, actions.RESUBMIT, 0)
    assert contents(chat) == ["hi", "Hello again!"]


def test_save_and_regenerate_edits_then_answers(chat: Chat, talk: ChatPane, qtbot) -> None:
    chat.server.script(text("Ageless."))
    editor = _inline(talk, actions.SAVE_RESUBMIT, 2)
    editor.text_edit.setPlainText("how old are you")
    qtbot.mouseClick(editor.regenerate_button, Qt.MouseButton.LeftButton)
    chat.wait_idle()
    qtbot.waitUntil(lambda: contents(chat) == ["hi", "Hello!", "how old are you", "Ageless."],
                    timeout=10000)
    # The earlier answer to the last message is kept as an alternative.
    qtbot.waitUntil(lambda: row_of(talk, 3).swipe == (1, 2), timeout=5000)


def test_regenerate_replaces_the_last_response(chat: Chat, talk: ChatPane) -> None:
    chat.server.script(text("Very well."))
    run(chat, talk, actions.REGENERATE, 3)
    assert contents(chat) == ["hi", "Hello!", "how are you", "Very well."]


def test_mark_unacceptable_greys_the_response(chat: Chat, talk: ChatPane) -> None:
    run(chat, talk, actions.REJECT, 3)
    assert chat.entries()[3]["rejected"] is True
    row = row_of(talk, 3)
    assert row.rejected
    assert "reject" not in talk.row_actions(3)
    assert "line-through" in talk.view.chat_delegate.document(row).defaultStyleSheet()


def test_fork_from_here_opens_a_new_conversation(chat: Chat, talk: ChatPane) -> None:
    before = chat.call(lambda p: _conversation_id(p))
    run(chat, talk, actions.FORK, 1)
    assert contents(chat) == ["hi", "Hello!"]
    assert chat.call(lambda p: _conversation_id(p)) != before
    assert [r.text for r in talk.model.rows()] == ["hi", "Hello!"]


async def _conversation_id(player) -> str | None:
    return player.conversation_id


def test_context_menu_runs_an_action(chat: Chat, talk: ChatPane, qtbot) -> None:
    view = talk.view
    at = view.visualRect(talk.model.index(1)).center()
    view.customContextMenuRequested.emit(at)
    menu = talk.findChild(QMenu)
    assert menu is not None
    labels = [a.text() for a in menu.actions()]
    assert labels == ["Copy", "Copy as Markdown", "Read aloud", "", "Edit", "Mark unacceptable",
                      "Delete", "Truncate from here", "Fork from here", "Inspect request…"]
    next(a for a in menu.actions() if a.text() == "Delete").trigger()
    chat.wait_idle()
    qtbot.waitUntil(lambda: len(talk.model.rows()) == 3, timeout=5000)
    assert contents(chat) == ["hi", "how are you", "Fine."]


def test_a_refused_action_shows_a_toast(chat: Chat, talk: ChatPane, qtbot) -> None:
    user_row = row_of(talk, 0)
    talk.run_action(actions.REJECT, user_row)  # the engine refuses user messages
    qtbot.waitUntil(lambda: any("unacceptable" in t for t in talk.toasts.texts()), timeout=5000)
    assert all(not e.get("rejected") for e in chat.entries())

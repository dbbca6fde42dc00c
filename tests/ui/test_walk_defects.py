"""GUI defects found on a user's walk through the app (issue 23, item 3), each as a
person meets it: what is shown, which buttons are there and what they do."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from studio.ui.chat import actions
from studio.ui.chat.pane import ChatPane
from tests.support.replies import text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server

CUT = "✂ cut off at the reply length"


def row_of(pane: ChatPane, entry_index: int):
    at = pane.model.row_for_entry(entry_index)
    assert at is not None
    return pane.model.row_at(at)


def shown(pane: ChatPane) -> list[str]:
    return [r.text for r in pane.model.rows()]


def contents(chat: Chat) -> list[str]:
    return [e["content"] for e in chat.entries()]


@pytest.fixture
def talk(chat: Chat, qtbot) -> ChatPane:
    """A pane over hi / Hello! / how are you / Fine."""
    chat.open()
    pane = chat.pane()
    chat.server.script(text("Hello!"), text("Fine."))
    pane.send("hi")
    pane.send("how are you")
    qtbot.waitUntil(lambda: len(chat.entries()) == 4, timeout=15000)
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(pane) == ["hi", "Hello!", "how are you", "Fine."], timeout=5000)
    return pane


def edit(chat: Chat, pane: ChatPane, entry_index: int, new: str) -> None:
    """Edit a message in place as a person does: Edit, replace the text, Save."""
    pane.run_action(actions.EDIT, row_of(pane, entry_index))
    editor = pane.inline_editor
    assert editor is not None
    editor.text_edit.selectAll()
    chat.qtbot.keyClicks(editor.text_edit, new)
    chat.qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    chat.wait_idle()
    chat.qtbot.waitUntil(lambda: row_of(pane, entry_index).text == new, timeout=5000)


# -- an edit in place can be undone -------------------------------------------------


def test_an_edit_in_place_is_undone_by_ctrl_z_or_the_toast(chat: Chat, talk: ChatPane, qtbot):
    undo = talk.undo_stack.action
    assert not undo.isEnabled()
    edit(chat, talk, 3, "Great.")
    assert contents(chat)[3] == "Great."
    # The toast says what happened and offers Undo; the action names it too.
    toast = talk.toasts.action_toasts()[0]
    assert toast.findChild(QLabel).text() == "Message edited."
    assert toast.findChild(QPushButton).text() == "Undo"
    assert undo.isEnabled() and undo.text() == "Undo edit"
    # Ctrl+Z from the message box (nothing typed there to undo) takes the edit back.
    talk.input.setFocus()
    qtbot.keyClick(talk.input, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(talk)[3] == "Fine.", timeout=5000)
    assert contents(chat) == ["hi", "Hello!", "how are you", "Fine."]
    assert not undo.isEnabled()
    # A second edit, undone with the toast's button this time.
    edit(chat, talk, 0, "hello")
    qtbot.mouseClick(talk.toasts.action_toasts()[0].findChild(QPushButton),
                     Qt.MouseButton.LeftButton)  # fmt: skip
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(talk)[0] == "hi", timeout=5000)
    assert len(chat.server.requests) == 2  # no edit or undo asked the model anything


def test_ctrl_z_in_the_message_box_undoes_typing_first(chat: Chat, talk: ChatPane, qtbot):
    edit(chat, talk, 3, "Great.")
    talk.input.setFocus()
    qtbot.keyClicks(talk.input, "draft")
    qtbot.keyClick(talk.input, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert talk.input.toPlainText() == ""
    chat.wait_idle()
    assert contents(chat)[3] == "Great."  # the edit stays until the next Ctrl+Z


def test_an_edited_cut_off_reply_loses_its_badge(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    chat.server.script(text("Once upon", finish_reason="length"))
    pane.send("Tell me a story")
    qtbot.waitUntil(lambda: len(chat.entries()) == 2, timeout=15000)
    chat.wait_idle()
    marks = pane.view.chat_delegate.marks
    qtbot.waitUntil(lambda: CUT in marks(row_of(pane, 1)), timeout=5000)
    edit(chat, pane, 1, "Once upon a time, the end.")
    assert CUT not in marks(row_of(pane, 1))
    assert actions.CONTINUE in pane.row_actions(pane.model.row_for_entry(1) or 0)
    # Undo brings the model's text back, and with it the badge that was true of it.
    pane.undo_stack.action.trigger()
    chat.wait_idle()
    qtbot.waitUntil(lambda: row_of(pane, 1).text == "Once upon", timeout=5000)
    assert CUT in marks(row_of(pane, 1))


# -- the user's bubbles carry the persona's name -------------------------------------


def test_the_users_messages_carry_the_personas_name(chat: Chat, talk: ChatPane, qtbot) -> None:
    label = talk.view.chat_delegate.label
    assert label(row_of(talk, 0)) == "You"  # the default persona, "User"
    assert label(row_of(talk, 1)) == "Ada"

    async def ann(player) -> None:
        await player.set_persona("Ann", "A botanist.")

    chat.call(ann)
    chat.wait_idle()
    qtbot.waitUntil(lambda: label(row_of(talk, 0)) == "Ann", timeout=5000)
    assert label(row_of(talk, 2)) == "Ann" and label(row_of(talk, 1)) == "Ada"
    copied = talk.copy_rows([row_of(talk, 0), row_of(talk, 1)], markdown=True)
    assert copied.startswith("**Ann:** hi")

"""Per-message actions in the chat pane, each checked against the engine's entries."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMenu

from studio.ui.chat import actions
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
    assert talk.row_actions(0) == ["copy", "copy_markdown", "edit", "resubmit",
                                   "save_resubmit", "delete", "truncate", "fork"]
    assert "regenerate" not in talk.row_actions(1)  # not the last response
    assert talk.row_actions(3) == [
        "copy", "copy_markdown", "edit", "regenerate", "reject", "delete", "truncate", "fork",
        "inspect",
    ]


def test_inspect_request_shows_the_request_behind_a_reply(
    qtbot, chat: Chat, talk: ChatPane
) -> None:
    dialog = talk.inspect_request(3)
    qtbot.waitUntil(lambda: "how are you" in dialog.all_text(), timeout=10_000)
    assert "Fine." in dialog.all_text()
    dialog.close()


def test_edit_changes_the_text_without_answering(chat: Chat, talk: ChatPane, monkeypatch) -> None:
    monkeypatch.setattr(actions, "ask_text", lambda _p, old, _t: old + " there")
    run(chat, talk, actions.EDIT, 0)
    assert contents(chat) == ["hi there", "Hello!", "how are you", "Fine."]
    assert talk.model.row_at(0).text == "hi there"
    assert len(chat.server.requests) == 2  # no new model call


def test_cancelled_edit_changes_nothing(chat: Chat, talk: ChatPane, monkeypatch) -> None:
    monkeypatch.setattr(actions, "ask_text", lambda *_a: None)
    talk.run_action(actions.EDIT, row_of(talk, 0))
    chat.wait_idle()
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


def test_save_and_resubmit_edits_then_answers(chat: Chat, talk: ChatPane, monkeypatch) -> None:
    monkeypatch.setattr(actions, "ask_text", lambda *_a: "how old are you")
    chat.server.script(text("Ageless."))
    run(chat, talk, actions.SAVE_RESUBMIT, 2)
    assert contents(chat) == ["hi", "Hello!", "how old are you", "Ageless."]


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
    assert labels == ["Copy", "Copy as Markdown", "", "Edit…", "Mark unacceptable", "Delete",
                      "Truncate from here", "Fork from here", "Inspect request…"]
    next(a for a in menu.actions() if a.text() == "Delete").trigger()
    chat.wait_idle()
    qtbot.waitUntil(lambda: len(talk.model.rows()) == 3, timeout=5000)
    assert contents(chat) == ["hi", "how are you", "Fine."]


def test_a_refused_action_shows_a_toast(chat: Chat, talk: ChatPane, qtbot) -> None:
    user_row = row_of(talk, 0)
    talk.run_action(actions.REJECT, user_row)  # the engine refuses user messages
    qtbot.waitUntil(lambda: any("unacceptable" in t for t in talk.toasts.texts()), timeout=5000)
    assert all(not e.get("rejected") for e in chat.entries())


def test_the_edit_dialog_returns_the_edited_text(qtbot) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QWidget

    host = QWidget()
    qtbot.addWidget(host)

    def answer(accept: bool) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, actions.EditDialog)
        assert dialog.text() == "old text"
        dialog.editor.setPlainText("new text")
        dialog.accept() if accept else dialog.reject()

    QTimer.singleShot(0, lambda: answer(True))
    assert actions.ask_text(host, "old text", "Edit message") == "new text"
    QTimer.singleShot(0, lambda: answer(False))
    assert actions.ask_text(host, "old text", "Edit message") is None

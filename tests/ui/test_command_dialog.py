"""The @ command dialog: lists commands, keeps validation messages open, closes on success."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor

from studio.ui.chat import CommandDialog
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server


async def _stores(player):
    return await player.stores()


def test_typing_at_opens_the_dialog_and_validation_keeps_it_open(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    qtbot.keyClicks(pane.input, "@")
    dialog = pane.command_dialog
    assert isinstance(dialog, CommandDialog) and dialog.isVisible()
    assert pane.input.toPlainText() == ""
    items = [dialog.commands.item(i).text() for i in range(dialog.commands.count())]
    # Each command shows what it is for (the agent's description; this agent has none,
    # so its id), never the handler's function name.
    assert items[0].startswith("@forget") and items[0].endswith("— test.memo")
    assert items[1].startswith("@memo") and "addMemo" not in items[1]
    dialog.select_command("@memo")
    ran: list[tuple[str, object]] = []
    dialog.commandRan.connect(lambda line, result: ran.append((line, result)))
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(ran), timeout=15000)
    assert ran == [("@memo", "Usage: @memo <text>")]
    assert dialog.isVisible() and dialog.message.isVisibleTo(dialog)
    assert dialog.message.text() == "Usage: @memo <text>"
    # Corrected arguments: the handler succeeds, the dialog closes.
    dialog.line.setText("@memo the cat is called Mog")
    with qtbot.waitSignal(dialog.accepted, timeout=15000):
        qtbot.keyClick(dialog.line, Qt.Key.Key_Return)
    assert ran[-1] == ("@memo the cat is called Mog", None)
    stores = chat.call(_stores)
    assert stores["test.memo"]["facts"] == ["the cat is called Mog"]
    # Its studio.log shows in the chat; its toast floats over it.
    qtbot.waitUntil(
        lambda: [r.text for r in pane.model.rows()] == ["Memo added: the cat is called Mog"],
        timeout=5000,
    )
    assert "Memo: the cat is called Mog" in pane.toasts.texts()
    assert chat.server.requests == []  # commands never call the model


def test_ctrl_k_and_typed_command_lines_prefill_the_dialog(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    qtbot.keyClick(pane.input, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert pane.command_dialog is not None and pane.command_dialog.isVisible()
    pane.command_dialog.reject()
    pane.input.setPlainText("hello")
    pane.input.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClicks(pane.input, "@")  # not first: plain text
    assert pane.input.toPlainText() == "hello@"
    pane.send("@memo milk")
    dialog = pane.command_dialog
    assert dialog.selected_command() == "@memo" and dialog.line.text() == "@memo milk"
    assert chat.entries() == []  # a command line is never sent as a message


def test_a_character_without_commands(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    dialog = CommandDialog(chat.bridge)
    qtbot.addWidget(dialog)
    assert dialog.commands.count() == 0
    assert not dialog.run_button.isEnabled()
    assert "no commands" in dialog.message.text()


def test_typed_text_selects_and_runs_the_typed_command(chat: Chat, qtbot) -> None:
    """Defect: typing ``@memo milk`` ran the first command (``@forget memo milk``)."""
    chat.open()
    pane = chat.pane()
    qtbot.keyClicks(pane.input, "@")
    dialog = pane.command_dialog
    assert dialog is not None and dialog.line.text() == "@"
    qtbot.keyClicks(dialog.line, "mem")
    assert dialog.visible_tokens() == ["@memo"] and dialog.selected_command() == "@memo"
    qtbot.keyClicks(dialog.line, "o milk")
    ran: list[tuple[str, object]] = []
    dialog.commandRan.connect(lambda line, result: ran.append((line, result)))
    with qtbot.waitSignal(dialog.accepted, timeout=15000):
        qtbot.keyClick(dialog.line, Qt.Key.Key_Return)
    assert ran == [("@memo milk", None)]
    assert chat.call(_stores)["test.memo"]["facts"] == ["milk"]


def test_an_unknown_typed_command_never_runs_another(chat: Chat, qtbot) -> None:
    chat.open()
    pane = chat.pane()
    dialog = pane.open_command_dialog("@water 3")
    assert dialog is not None and dialog.visible_tokens() == []
    ran: list[str] = []
    dialog.commandRan.connect(lambda line, _result: ran.append(line))
    qtbot.keyClick(dialog.line, Qt.Key.Key_Return)
    assert dialog.isVisible() and "There is no command @water" in dialog.message.text()
    # Down picks a command from the list and keeps the arguments.
    dialog.line.setText("@")
    dialog.line.textEdited.emit("@")
    qtbot.keyClick(dialog.line, Qt.Key.Key_Down)
    assert dialog.line.text().startswith("@")
    assert ran == []

"""GUI defects found on a user's walk through the app (issue 23, item 3), each as a
person meets it: what is shown, which buttons are there and what they do."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFormLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from studio.package import load_package
from studio.ui.chat import ConversationsPanel, actions, conversations, error_card
from studio.ui.chat.pane import ChatPane
from studio.ui.chat.rows import ERROR_HELP, Row
from studio.ui.dialogs import PackageSummaryDialog
from studio.ui.dialogs.package_summary import summary_html
from studio.ui.widgets_wheel import guard_wheel
from tests.support.replies import http_error, text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat
from tests.ui.helpers_inspectors import COUNTER_JS, make_character  # noqa: F401

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
    editor = pane.editing.inline_editor
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
    assert not [t for t in talk.toasts.action_toasts() if t.isVisible()]  # its toast is gone
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
    copied = talk.find_copy.copy_rows([row_of(talk, 0), row_of(talk, 1)], markdown=True)
    assert copied.startswith("**Ann:** hi")


# -- swipe arrows stay under the mouse -----------------------------------------------

WORDY = "The keeper wrote every wave in the green book, one line per wave. " * 6


def _arrow_point(pane: ChatPane, direction: int):
    """Where a person clicks the last response's ‹ or › (the centre of the arrow)."""
    view = pane.view
    model_row = pane.model.rowCount() - 1
    index = pane.model.index(model_row)
    rect = view.visualRect(index)
    hits = [
        (x, y)
        for x in range(rect.left(), rect.right(), 2)
        for y in range(max(0, rect.top()), min(rect.bottom(), view.viewport().height()), 2)
        if view.chat_delegate.swipe_at(index, rect, QPoint(x, y)) == direction
    ]
    assert hits, "no swipe arrow painted"
    xs, ys = [h[0] for h in hits], [h[1] for h in hits]
    return QPoint((min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2)


def _under(pane: ChatPane, point) -> int:
    view = pane.view
    index = view.indexAt(point)
    if not index.isValid():
        return 0
    return view.chat_delegate.swipe_at(index, view.visualRect(index), point)


@pytest.mark.parametrize("earlier_turns", [0, 5], ids=["short chat", "long chat at the bottom"])
def test_swipe_arrows_stay_under_the_mouse(chat: Chat, qtbot, earlier_turns: int) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    for turn in range(earlier_turns):
        chat.server.script(text(f"Reply {turn}. {WORDY}"))
        pane.send(f"Message {turn}.")
        qtbot.waitUntil(lambda t=turn: len(chat.entries()) == 2 * (t + 1), timeout=15000)
        chat.wait_idle()
    chat.server.script(text("Short."), text(WORDY * 2), text("Tiny."), text(WORDY))
    pane.send("Tell me.")
    qtbot.waitUntil(lambda: shown(pane)[-1] == "Short.", timeout=15000)
    chat.wait_idle()
    if earlier_turns:
        assert pane.view.verticalScrollBar().maximum() > 0  # the chat is taller than the pane
    # The first › past the only reply writes a new one; its control then appears where
    # a second › click lands without moving the mouse.
    pane.swipes.swipe(pane.model.rowCount() - 1, 1)
    chat.wait_idle()
    qtbot.waitUntil(lambda: pane.model.row_at(pane.model.rowCount() - 1).swipe == (1, 2),
                    timeout=15000)  # fmt: skip
    point = _arrow_point(pane, 1)
    for expected, last in (((2, 3), "Tiny."), ((3, 4), WORDY)):
        qtbot.mouseClick(pane.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        chat.wait_idle()
        qtbot.waitUntil(lambda e=expected: pane.model.row_at(pane.model.rowCount() - 1).swipe
                        == e, timeout=15000)  # fmt: skip
        assert shown(pane)[-1] == last
        qtbot.waitUntil(lambda: _under(pane, point) == 1, timeout=5000)
    # Back through them with ‹, the mouse still: short and long texts alike.
    back = _arrow_point(pane, -1)
    for expected in ((2, 4), (1, 4), (0, 4)):
        qtbot.mouseClick(pane.view.viewport(), Qt.MouseButton.LeftButton, pos=back)
        chat.wait_idle()
        qtbot.waitUntil(lambda e=expected: pane.model.row_at(pane.model.rowCount() - 1).swipe
                        == e, timeout=5000)  # fmt: skip
        qtbot.waitUntil(lambda: _under(pane, back) == -1, timeout=5000)


# -- a find hit is scrolled into view -------------------------------------------------

HIGHLIGHT = (0xFF, 0xE0, 0x66)  # the find highlight's background


def _highlight_visible(pane: ChatPane) -> bool:
    """True when the yellow of a highlighted match is painted in the visible chat."""
    image = pane.view.viewport().grab().toImage()
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 3):
            color = image.pixelColor(x, y)
            if (color.red(), color.green(), color.blue()) == HIGHLIGHT:
                return True
    return False


def test_a_find_hit_in_a_long_message_is_scrolled_into_view(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    story = "\n\n".join(f"Line {n} of the long tale about the sea." for n in range(80))
    # The hit opens a message far taller than the chat: centring the message hides it.
    chat.server.script(text("The lighthouse went dark.\n\n" + story),
                       text("Short."), text("Also short."))  # fmt: skip
    for message in ("Tell me a long story.", "ok", "thanks"):
        pane.send(message)
    qtbot.waitUntil(lambda: len(chat.entries()) == 6, timeout=20000)
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(pane)[-1] == "Also short.", timeout=5000)
    pane.view.setFocus()
    qtbot.keyClick(pane.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(pane.find_bar.edit, "lighthouse")
    assert pane.find_bar.count.text() == "1 of 1"
    qtbot.waitUntil(lambda: _highlight_visible(pane), timeout=5000)
    # Scrolled away and back with Enter: the hit is found again.
    pane.view.scrollToBottom()
    pane.view.release_hold()
    qtbot.waitUntil(lambda: not _highlight_visible(pane), timeout=5000)
    qtbot.keyClick(pane.find_bar.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _highlight_visible(pane), timeout=5000)


# -- the request inspector counts the attempts behind the reply shown -----------------


def test_the_request_inspector_counts_only_the_attempts_behind_the_reply(
    chat: Chat, qtbot
) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    busy = [http_error(503, "busy", retry_after=0) for _ in range(4)]  # the first try and 3 more
    chat.server.script(*busy, http_error(503, "busy", retry_after=0), text("Hello."))
    pane.send("hi")  # every attempt fails: the turn ends in an error
    chat.wait_idle()
    qtbot.waitUntil(lambda: len(chat.server.requests) == 4, timeout=15000)
    qtbot.waitUntil(lambda: pane.model.row_at(pane.model.rowCount() - 1).kind == "error",
                    timeout=5000)  # fmt: skip
    pane.swipes.swipe_last(1)  # Alt+Right: a new answer
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(pane)[-1] == "Hello.", timeout=15000)
    reply = next(i for i, e in enumerate(chat.entries()) if e.get("content") == "Hello.")
    dialog = pane.inspect_request(reply)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.round_list.count() > 0, timeout=10000)
    titles = [dialog.round_list.item(i).text() for i in range(dialog.round_list.count())]
    assert len(titles) == 2, titles  # the failed try and its retry, not the earlier turn's
    assert "HTTP 503" in titles[0] and "retry 1" in titles[1] and "this entry" in titles[1]
    assert dialog.summary.text().startswith("2 requests made this response (1 failed")
    assert "HTTP None" not in dialog.all_text()


def test_a_request_without_a_response_says_so() -> None:
    from studio.ui.inspectors.request_inspector import round_title

    record = {"status": None, "error": "could not reach the model endpoint", "attempt": 0,
              "duration_ms": 12, "request": {"model": "m"}}  # fmt: skip
    assert round_title(1, record, False) == "Round 1 · m · no response · 12 ms"


# -- the error card offers what it names --------------------------------------------


@pytest.mark.parametrize("kind", [*ERROR_HELP, "unknown"])
def test_every_action_an_error_hint_names_has_its_button(kind: str) -> None:
    row = Row(kind="error", text="It failed.", index=3, error_kind=kind)
    offered = row.error_actions(last_response=False)
    names = {"settings": "Settings", "agent_log": "Agent log", "data_folder": "data folder",
             "regenerate": "Regenerate"}  # fmt: skip
    for key, name in names.items():
        assert (name in row.hint) == (key in offered), (kind, row.hint, offered)


def _card(pane: ChatPane):
    cards = pane.error_cards.cards()
    return cards[-1] if cards else None


def test_the_error_card_offers_settings_and_regenerate_as_buttons(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    window = QMainWindow()
    qtbot.addWidget(window)
    opened: list[str] = []
    window.open_settings = lambda: opened.append("settings")  # type: ignore[attr-defined]
    pane = ChatPane(chat.bridge)
    window.setCentralWidget(pane)
    window.resize(700, 560)
    window.show()
    chat.wait_idle()
    chat.server.script(http_error(401, "bad key"), text("Hello."))
    pane.send("hi")
    chat.wait_idle()
    qtbot.waitUntil(lambda: _card(pane) is not None and _card(pane).isVisible(), timeout=15000)
    error = pane.model.row_at(pane.model.rowCount() - 1)
    painted = pane.view.chat_delegate.document(error).toPlainText()
    assert "API key in Settings" in painted
    card = _card(pane)
    assert [b.text() for b in card.buttons.values()] == ["Regenerate", "Settings…"]
    assert pane.view.viewport().rect().contains(card.geometry())  # on screen, in the card
    assert pane.view.visualRect(pane.model.index(pane.model.rowCount() - 1)).contains(
        card.geometry()
    )
    # Settings… opens the settings (the window's own, as nothing else listens) ...
    qtbot.mouseClick(card.buttons["settings"], Qt.MouseButton.LeftButton)
    assert opened == ["settings"]
    # ... or tells whoever listens.
    with qtbot.waitSignal(pane.settingsRequested, timeout=1000):
        qtbot.mouseClick(card.buttons["settings"], Qt.MouseButton.LeftButton)
    assert opened == ["settings"]
    # Regenerate answers again; the card leaves with the error it was about.
    qtbot.mouseClick(card.buttons["regenerate"], Qt.MouseButton.LeftButton)
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(pane)[-1] == "Hello.", timeout=15000)
    assert pane.error_cards.cards() == []


def test_an_older_error_card_no_longer_offers_regenerate(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    chat.server.script(http_error(401, "bad key"), text("Fine."))
    pane.send("hi")
    chat.wait_idle()
    qtbot.waitUntil(lambda: _card(pane) is not None, timeout=15000)
    assert _card(pane).keys() == ["regenerate", "settings"]
    pane.send("and now?")
    chat.wait_idle()
    qtbot.waitUntil(lambda: shown(pane)[-1] == "Fine.", timeout=15000)
    qtbot.waitUntil(lambda: _card(pane) is not None and _card(pane).keys() == ["settings"],
                    timeout=5000)  # fmt: skip


def test_the_storage_cards_button_opens_the_data_folder(chat: Chat, qtbot, monkeypatch):
    chat.open(agents=False)
    pane = chat.pane()
    asked: list[object] = []
    monkeypatch.setattr(error_card, "open_folder", lambda path: asked.append(path) or True)
    card = Row(kind="error", error_kind="storage", index=0)
    pane.error_actions.run_error_action(card, "data_folder")
    assert asked == [chat.bridge.player.engine.store.folder]


# -- spin boxes and combo boxes ignore the wheel unless focused ------------------------


def _wheel(widget) -> bool:
    """Turn the wheel one notch down over ``widget``; True if it took the event."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(),
                        QPoint(0, -120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                        False)  # fmt: skip
    QApplication.sendEvent(widget, event)
    return event.isAccepted()


def test_guarded_fields_change_with_the_wheel_only_once_focused(qtbot) -> None:
    area = QScrollArea()
    qtbot.addWidget(area)
    form_page = QWidget()
    form = QFormLayout(form_page)
    number, choice = QSpinBox(), QComboBox()
    number.setValue(5)
    choice.addItems(["one", "two", "three"])
    form.addRow("Number", number)
    form.addRow("Choice", choice)
    area.setWidget(form_page)
    area.show()
    guard_wheel(area)
    # Unfocused: nothing changes and the wheel goes on (to the page that scrolls).
    assert not _wheel(number) and not _wheel(choice)
    assert number.value() == 5 and choice.currentText() == "one"
    assert not number.hasFocus()  # the wheel did not take the focus either
    # Clicked into, they take the wheel as before.
    number.setFocus()
    qtbot.waitUntil(number.hasFocus, timeout=2000)
    _wheel(number)
    assert number.value() == 4


def test_the_chat_model_picker_ignores_a_passing_wheel(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    pane.set_model_choices(["test-model", "other-model"])
    pane.input.setFocus()
    assert not _wheel(pane.model_picker)
    assert pane.model_picker.currentText() == "test-model"


# -- the conversations panel: several selected, fork titles, one greeting -------------


def _panel(chat: Chat, qtbot, conversations_count: int):
    """A panel over ``conversations_count`` conversations of one exchange each."""
    chat.open(agents=False)
    pane = chat.pane()
    panel = ConversationsPanel(chat.bridge)
    qtbot.addWidget(panel)
    panel.resize(420, 400)
    panel.show()
    for n in range(conversations_count):
        if n:
            chat.call(lambda p: p.new_conversation())
        chat.server.script(text(f"Answer {n}."))
        pane.send(f"Question {n}.")
        chat.wait_idle()
        qtbot.waitUntil(lambda n=n: len(panel.ids()) == n + 1 and panel.item_for(
            panel.current_id).text(1) == "2", timeout=15000)  # fmt: skip
    return panel, pane


def _click(qtbot, panel: ConversationsPanel, cid: str, modifier=Qt.KeyboardModifier.NoModifier):
    item = panel.item_for(cid)
    rect = panel.tree.visualItemRect(item)
    qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def test_several_conversations_are_selected_with_ctrl_click_and_exported(
    chat: Chat, qtbot, tmp_path, monkeypatch
) -> None:
    panel, _pane = _panel(chat, qtbot, 3)
    assert panel.current_id == "03"
    _click(qtbot, panel, "01", Qt.KeyboardModifier.ControlModifier)
    _click(qtbot, panel, "02", Qt.KeyboardModifier.ControlModifier)
    chat.wait_idle()
    assert chat.bridge.player.conversation_id == "03"  # selecting opened nothing
    assert panel.selected_ids() == ["01", "02", "03"]
    # A refresh (a reply, a rename...) keeps what was selected.
    with qtbot.waitSignal(panel.refreshed, timeout=5000):
        panel.refresh()
    assert panel.selected_ids() == ["01", "02", "03"]
    # Export… writes one file per selected conversation.
    asked: list[int] = []

    def ask(_parent, default, count):
        asked.append(count)
        return tmp_path / "out" / default.name, "markdown"

    (tmp_path / "out").mkdir()
    monkeypatch.setattr(conversations, "ask_export", ask)
    with qtbot.waitSignal(panel.exported, timeout=10000) as done:
        qtbot.mouseClick(panel.buttons["Export…"], Qt.MouseButton.LeftButton)
    assert asked == [3]
    written = sorted(Path(p).name for p in done.args[0])
    assert written == [f"Ada - conversation 0{n}.md" for n in (1, 2, 3)]
    assert "Question 1." in (tmp_path / "out" / "Ada - conversation 02.md").read_text()
    # A plain click opens one again.
    _click(qtbot, panel, "01")
    qtbot.waitUntil(lambda: panel.current_id == "01", timeout=10000)


def test_fork_titles_read_as_branches(chat: Chat, qtbot, monkeypatch) -> None:
    panel, _pane = _panel(chat, qtbot, 1)
    panel.fork()
    chat.wait_idle()
    qtbot.waitUntil(lambda: len(panel.ids()) == 2, timeout=10000)
    fork = panel.item_for(panel.ids()[1])
    assert fork.text(0) == "Fork from message 2"
    assert "forked from conversation 01, from message 2" in fork.toolTip(0)
    panel.fork()  # a fork of the fork: no "(fork) (fork)"
    chat.wait_idle()
    qtbot.waitUntil(lambda: len(panel.ids()) == 3, timeout=10000)
    assert panel.item_for(panel.ids()[2]).text(0) == "Fork from message 2"
    monkeypatch.setattr(conversations, "ask_title", lambda _p, _c: "The river road")
    panel.tree.blockSignals(True)
    panel.tree.setCurrentItem(panel.item_for(panel.ids()[1]))
    panel.tree.blockSignals(False)
    panel.rename()
    chat.wait_idle()
    qtbot.waitUntil(lambda: panel.item_for(panel.ids()[1]).text(0)
                    == "The river road · from message 2", timeout=5000)  # fmt: skip


def test_choose_greeting_says_when_there_is_only_one(chat: Chat, qtbot) -> None:
    chat.open(chat.character(intro="Welcome to the shop.", agents=False))
    panel = ConversationsPanel(chat.bridge)
    qtbot.addWidget(panel)
    panel.show()
    panel.choose_greeting()
    notice = panel.greeting_notice
    qtbot.waitUntil(notice.isVisible, timeout=5000)
    assert notice.text() == "Ada has only one greeting: it opens every conversation."
    assert not hasattr(panel, "greeting_picker")


# -- wording: one program, one agent ----------------------------------------------------


def test_one_program_reads_in_the_singular(qtbot, make_character) -> None:  # noqa: F811
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    package = load_package(root)
    dialog = PackageSummaryDialog(package)
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert "It comes with 1 small program that adds to the story. It runs sealed off: " \
        "it cannot see your files" in text  # fmt: skip
    assert "programs that add" not in text and "They run" not in text
    assert "1 agent runs sandboxed code" in summary_html(package)
    assert "agent(s)" not in summary_html(package)


def test_a_round_says_how_much_of_its_prompt_the_server_had_cached() -> None:
    from studio.ui.inspectors.request_inspector import round_title

    usage = {"prompt_tokens": 1800, "completion_tokens": 40, "cached_tokens": 1740}
    record = {"status": 200, "duration_ms": 900, "request": {"model": "m"}, "usage": usage}
    assert "1800+40 tokens (1,740 cached)" in round_title(2, record, True)
    del record["usage"]["cached_tokens"]
    assert "cached" not in round_title(2, record, True)

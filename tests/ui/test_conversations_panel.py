"""The conversations panel: list, switch, new, rename, fork, delete, clear."""

from __future__ import annotations

from studio.ui.chat import ChatPane, ConversationsPanel, conversations
from tests.support.replies import text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server


def titles(panel: ConversationsPanel) -> list[tuple[str, str]]:
    tree = panel.tree
    return [
        (tree.topLevelItem(i).text(0), tree.topLevelItem(i).text(1))
        for i in range(tree.topLevelItemCount())
    ]


def setup(chat: Chat, qtbot) -> tuple[ConversationsPanel, ChatPane]:
    chat.open()
    pane = chat.pane()
    panel = ConversationsPanel(chat.bridge)
    qtbot.addWidget(panel)
    panel.show()
    chat.server.script(text("Hello!"))
    pane.send("hi")
    chat.wait_idle()
    qtbot.waitUntil(lambda: len(panel.ids()) == 1 and titles(panel)[0][1] == "2", timeout=15000)
    return panel, pane


def test_new_switch_and_rename(chat: Chat, qtbot) -> None:
    panel, pane = setup(chat, qtbot)
    first = panel.ids()[0]
    panel.new()
    chat.wait_idle()
    qtbot.waitUntil(lambda: len(panel.ids()) == 2 and panel.current_id != first, timeout=5000)
    qtbot.waitUntil(lambda: pane.model.rows() == [], timeout=5000)
    # Switching by selecting the row loads it and the chat follows.
    item = panel.tree.topLevelItem(panel.ids().index(first))
    panel.tree.setCurrentItem(item)
    chat.wait_idle()
    qtbot.waitUntil(lambda: [r.text for r in pane.model.rows()] == ["hi", "Hello!"], timeout=5000)
    assert panel.current_id == first
    qtbot.waitUntil(
        lambda: panel.tree.currentItem() is not None and panel.tree.currentItem().font(0).bold(),
        timeout=5000,
    )
    conversations_ask = conversations.ask_title
    try:
        conversations.ask_title = lambda _p, _c: "Tea party"
        panel.rename()
    finally:
        conversations.ask_title = conversations_ask
    chat.wait_idle()
    qtbot.waitUntil(lambda: ("Tea party", "2") in titles(panel), timeout=5000)


def test_fork_delete_and_clear(chat: Chat, qtbot, monkeypatch) -> None:
    panel, pane = setup(chat, qtbot)
    first = panel.ids()[0]
    panel.fork()
    chat.wait_idle()
    qtbot.waitUntil(lambda: len(panel.ids()) == 2 and panel.current_id != first, timeout=5000)
    assert [e["content"] for e in chat.entries()] == ["hi", "Hello!"]
    forked = panel.current_id
    # Clear asks first; "no" keeps everything.
    monkeypatch.setattr(conversations, "confirm", lambda *_a: False)
    panel.clear()
    chat.wait_idle()
    assert len(chat.entries()) == 2
    monkeypatch.setattr(conversations, "confirm", lambda *_a: True)
    panel.clear()
    chat.wait_idle()
    qtbot.waitUntil(lambda: pane.model.rows() == [], timeout=5000)
    assert chat.entries() == []
    # Deleting the open conversation opens another one.
    panel.tree.blockSignals(True)
    panel.tree.setCurrentItem(panel.item_for(forked))  # the fork sits under its source
    panel.tree.blockSignals(False)
    panel.delete()
    chat.wait_idle()
    qtbot.waitUntil(lambda: panel.ids() == [first] and panel.current_id == first, timeout=5000)
    qtbot.waitUntil(lambda: [r.text for r in pane.model.rows()] == ["hi", "Hello!"], timeout=5000)


def test_created_is_short_in_the_list_and_full_in_the_tooltip(chat: Chat, qtbot) -> None:
    from datetime import datetime

    now = datetime(2026, 11, 30, 15, 0)
    assert conversations._when("2026-11-30T11:37:05", now) == ("11:37", "2026-11-30 11:37")
    assert conversations._when("2026-03-02T08:05:00", now) == ("2 Mar", "2026-03-02 08:05")
    assert conversations._when("2024-12-31T23:59:00", now) == ("2024-12-31", "2024-12-31 23:59")
    assert conversations._when("not a date", now) == ("not a date", "not a date")
    panel, _pane = setup(chat, qtbot)
    item = panel.tree.topLevelItem(0)
    today = datetime.now()
    assert item.text(2) == today.strftime("%H:%M") or item.text(2).count(":") == 1
    tip = item.toolTip(0)
    assert item.text(0) in tip and "2 messages" in tip and today.strftime("%Y-%m-%d") in tip
    assert item.toolTip(2) == tip

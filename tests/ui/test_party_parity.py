"""The party window's re-enabled actions: Resubmit, store editing, conversation deletion,
deleting one member's reply and reloading ``@debug`` logs (a real PartyPlayer)."""

# The party fixture is imported by name, so pytest finds it; arguments reuse the name.
# ruff: noqa: F811

from __future__ import annotations

import json
from pathlib import Path

from studio.ui.chat import actions, conversations
from studio.ui.chat.rows import Row
from studio.ui.party.window import PartyWindow
from tests.engine.helpers_contract import DEBUG_JS
from tests.support.model_server import text, tool_calls
from tests.ui.test_party_window import (  # noqa: F401 (the fixture)
    asked,
    bodies,
    party_window,
    wait_idle,
    write_party,
)


def _row(window: PartyWindow, index: int) -> Row:
    return next(r for r in window.chat.model.rows() if r.index == index)


def _said(window: PartyWindow) -> list[tuple[str | None, str]]:
    return [(e.get("speaker"), str(e.get("content"))) for e in window.chat.entries]


def _settle(qtbot, window: PartyWindow, expected: list[tuple[str | None, str]]) -> None:
    qtbot.waitUntil(lambda: not window.chat.replying and _said(window) == expected, timeout=20_000)


def test_resubmit_and_save_resubmit_in_the_message_menu(
    qtbot, tmp_path, party_window, model_server, monkeypatch
):
    window = party_window(write_party(tmp_path / "p"))
    chat = window.chat
    model_server.script(text("a1"), text("b1"))
    chat.send("Ann and Bob, hi")
    wait_idle(qtbot, window, 2)
    keys = chat.row_actions(next(i for i, r in enumerate(chat.model.rows()) if r.index == 0))
    assert actions.RESUBMIT in keys and actions.SAVE_RESUBMIT in keys
    model_server.script(text("a2"), text("b2"))
    chat.run_action(actions.RESUBMIT, _row(window, 0))
    _settle(qtbot, window, [(None, "Ann and Bob, hi"), ("Ann", "a2"), ("Bob", "b2")])
    model_server.script(text("cy"))
    chat.run_action(actions.SAVE_RESUBMIT, _row(window, 0))
    editor = chat.editing.inline_editor
    editor.text_edit.setPlainText("Cy, only you")
    editor.regenerate_button.click()
    _settle(qtbot, window, [(None, "Cy, only you"), ("Cy", "cy")])
    assert [asked(b) for b in bodies(model_server)] == ["Ann", "Bob", "Ann", "Bob", "Cy"]
    rows = [r for r in chat.model.rows() if r.kind == "assistant"]
    assert [(r.speaker, r.text) for r in rows] == [("Cy", "cy")]


def test_delete_one_members_reply_keeps_the_others(qtbot, tmp_path, party_window, model_server):
    window = party_window(write_party(tmp_path / "p"))
    model_server.script(tool_calls([("bump", {"by": 1})]), text("ann"), text("bob"))
    window.chat.send("Ann and Bob")
    wait_idle(qtbot, window, 2)
    ann = next(i for i, e in enumerate(window.chat.entries) if e.get("content") == "ann")
    window.chat.run_action(actions.DELETE, _row(window, ann))
    _settle(qtbot, window, [(None, "Ann and Bob"), ("Bob", "bob")])
    assert [(r.kind, r.speaker) for r in window.chat.model.rows()] == [
        ("user", None),
        ("assistant", "Bob"),
    ]


def test_store_inspector_edits_member_and_shared_stores(
    qtbot, tmp_path, party_window, model_server
):
    window = party_window(write_party(tmp_path / "p"))
    model_server.script(tool_calls([("bump", {"by": 2}), ("tally", {"n": 5})]), text("done"))
    window.chat.send("Ann, count")
    wait_idle(qtbot, window, 1)
    inspector = window.store_inspector
    qtbot.waitUntil(lambda: inspector.store("party.tally").get("total") == 5, timeout=10_000)
    inspector.apply_edit("ann/test.counter", ("count",), 40)
    qtbot.waitUntil(lambda: "Saved ann/test.counter" in inspector.status.text(), timeout=10_000)
    inspector.apply_edit("party.tally", ("total",), 7)
    qtbot.waitUntil(lambda: "Saved party.tally" in inspector.status.text(), timeout=10_000)
    qtbot.waitUntil(
        lambda: (
            inspector.store("ann/test.counter").get("count") == 40
            and inspector.store("party.tally").get("total") == 7
        ),
        timeout=10_000,
    )
    # The next call sees the edited stores.
    model_server.script(tool_calls([("bump", {"by": 1})]), text("again"))
    window.chat.send("Ann, once more")
    wait_idle(qtbot, window, 2)
    result = [e for e in window.chat.entries if e.get("role") == "tool"][-1]
    assert str(result["content"]).startswith("count=41")


def test_conversation_deletion_in_the_party_window(
    qtbot, tmp_path, party_window, model_server, monkeypatch
):
    window = party_window(write_party(tmp_path / "p"))
    panel = window.conversations
    model_server.script(text("first"), text("second"))
    window.chat.send("Ann")
    wait_idle(qtbot, window, 1)
    first = window.bridge.player.conversation_id
    panel.new()
    qtbot.waitUntil(lambda: window.chat.entries == [] and len(panel.ids()) == 2, timeout=10_000)
    window.chat.send("Bob")
    wait_idle(qtbot, window, 1)
    second = window.bridge.player.conversation_id
    qtbot.waitUntil(lambda: panel.current_id == second, timeout=10_000)
    monkeypatch.setattr(conversations, "confirm", lambda *_a: True)
    panel.tree.blockSignals(True)
    panel.tree.setCurrentItem(panel.tree.topLevelItem(panel.ids().index(second)))
    panel.tree.blockSignals(False)
    panel.delete()
    qtbot.waitUntil(lambda: panel.ids() == [first] and panel.current_id == first, timeout=10_000)
    _settle(qtbot, window, [(None, "Ann"), ("Ann", "first")])
    assert "Could not" not in window.statusBar().currentMessage()


def _add_debugger(path: Path) -> Path:
    ann = path.parent / "ann"
    (ann / "agents" / "test.debugger.js").write_text(DEBUG_JS, encoding="utf-8")
    config = json.loads((ann / "config.json").read_text(encoding="utf-8"))
    config["agents"].append("test.debugger")
    (ann / "config.json").write_text(json.dumps(config), encoding="utf-8")
    return path


def test_debug_logs_reload_per_member(qtbot, tmp_path, party_window):
    window = party_window(_add_debugger(write_party(tmp_path / "p")))
    log = window.agent_log
    window.chat.addressees.choose("Ann")
    window.chat.open_command_dialog("@dbg remember")
    label = "Ann: test.debugger"
    qtbot.waitUntil(lambda: len(log._debug.get(label, [])) == 1, timeout=10_000)
    log.reload_debug()
    combo = [log.agent_combo.itemText(i) for i in range(log.agent_combo.count())]
    assert combo == [label]
    qtbot.waitUntil(lambda: len(log._debug.get(label, [])) == 1, timeout=10_000)
    assert log.debug_label("party.tally") == "Shared: party.tally"

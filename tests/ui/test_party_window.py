"""The party window end to end: real widgets, a real PartyPlayer, the scripted model server."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from studio.storage import Settings
from studio.ui.opening import Endpoint
from studio.ui.party.window import PartyWindow
from tests.engine.agents_src import COUNTER_JS
from tests.engine.party.party_support import TALLY_JS, _character
from tests.support.model_server import ModelServer, text, tool_calls

MakeWindow = Callable[[Path], PartyWindow]


def write_party(folder: Path, **fields: Any) -> Path:
    """Ann (a JS counter), Bob and Cy (no agents); the shared JS tally; Bob is blue."""
    _character(folder / "ann", "Ann", {"test.counter.js": COUNTER_JS})
    _character(folder / "bob", "Bob", {})
    _character(folder / "cy", "Cy", {})
    (folder / "agents").mkdir()
    (folder / "agents" / "party.tally.js").write_text(TALLY_JS, encoding="utf-8")
    spec = {
        "name": "Test Party",
        "members": ["ann", {"path": "bob", "color": "#336699"}, "cy"],
        "agents": ["party.tally"],
        **fields,
    }
    path = folder / "test.party.json"
    path.write_text(json.dumps(spec), encoding="utf-8")
    return path


@pytest.fixture
def party_window(qtbot, tmp_path: Path, model_server: ModelServer) -> Iterator[MakeWindow]:
    windows: list[PartyWindow] = []

    def make(path: Path) -> PartyWindow:
        endpoint = Endpoint(
            base_url=model_server.url, api_key="k", main_model=None, worker_model=None
        )
        window = PartyWindow(endpoint, Settings(), data_dir=tmp_path / "data")
        windows.append(window)
        window.show()
        with qtbot.waitSignal(window.opened, timeout=20_000):
            window.open_party(path)
        qtbot.waitUntil(lambda: window.chat.addressees.combo.count() == 4)
        return window

    yield make
    for window in windows:
        window.close()


def wait_idle(qtbot, window: PartyWindow, replies: int) -> None:
    """Wait until the conversation holds ``replies`` final replies and nothing runs.

    Tool-call rounds are assistant entries too, but not replies: counting them
    let a turn's wait end as soon as its tool round (or the previous turn's) was in.
    """
    chat = window.chat
    qtbot.waitUntil(
        lambda: (
            not chat.replying
            and sum(
                1 for e in chat.entries if e.get("role") == "assistant" and not e.get("tool_calls")
            )
            >= replies
            and not chat.model.streaming
        ),
        timeout=20_000,
    )


def test_send_to_everyone_labels_each_speaker(qtbot, tmp_path, party_window, model_server):
    window = party_window(write_party(tmp_path / "p", turnPolicy="round-robin", chatter=1))
    model_server.script(text("Hello from Ann"), text("Bob here, hi Ann"))
    window.chat.send("hello all")
    wait_idle(qtbot, window, 2)
    rows = [r for r in window.chat.model.rows() if r.kind == "assistant"]
    assert [(r.speaker, r.text) for r in rows] == [
        ("Ann", "Hello from Ann"),
        ("Bob", "Bob here, hi Ann"),
    ]
    colors = window.chat.view.chat_delegate.speaker_colors
    assert colors["Bob"] == "#336699"
    assert len(set(colors.values())) == 3


def bodies(server: ModelServer) -> list[dict[str, Any]]:
    return [r.body for r in server.requests if r.path.endswith("/chat/completions")]


def asked(body: dict[str, Any]) -> str:
    """Which member a request was for (from its system prompt)."""
    system = body["messages"][0]["content"]
    return next(name for name in ("Ann", "Bob", "Cy") if f"You are {name}." in system)


def test_picker_sends_to_one_member(qtbot, tmp_path, party_window, model_server):
    window = party_window(write_party(tmp_path / "p"))
    model_server.script(text("Cy answers"))
    window.chat.addressees.choose("Cy")
    assert not window.chat.addressees.private.isChecked()
    window.chat.input.setPlainText("what do you think?")
    window.chat.send_button.click()
    wait_idle(qtbot, window, 1)
    user = next(r for r in window.chat.model.rows() if r.kind == "user")
    assert user.to == ("Cy",) and user.private_to is None
    assert [asked(b) for b in bodies(model_server)] == ["Cy"]
    assert window.chat.entries[0]["to"] == ["Cy"]


def test_private_message_is_marked_and_hidden_from_the_others(
    qtbot, tmp_path, party_window, model_server
):
    window = party_window(write_party(tmp_path / "p", turnPolicy="round-robin", chatter=1))
    chat = window.chat
    # Private toggling needs a member: with Everyone it is off and disabled.
    assert not chat.addressees.private.isEnabled()
    model_server.script(text("Your secret is safe"))
    chat.addressees.choose("Bob", private=True)
    chat.send("psst, the password is swordfish")
    wait_idle(qtbot, window, 1)
    rows = [r for r in chat.model.rows() if r.kind in ("user", "assistant")]
    assert [(r.kind, r.speaker, r.private_to) for r in rows] == [
        ("user", None, "Bob"),
        ("assistant", "Bob", "Bob"),
    ]
    delegate = chat.view.chat_delegate
    from studio.ui.chat.speakers import header_label, private_mark

    assert private_mark(rows[0]) == "private to Bob" and header_label(rows[0], "You") == "You → Bob"
    assert private_mark(rows[1]) == "private reply"
    assert delegate.speaker_colors["Bob"] == "#336699"
    # A public message now (Ann, then one chatter reply): only Bob's requests hold the secret.
    model_server.script(text("Ann speaking"), text("Someone joins in"))
    chat.addressees.choose("Ann")
    assert not chat.addressees.private.isChecked()
    chat.send("hello everyone")
    wait_idle(qtbot, window, 3)
    later = bodies(model_server)[1:]
    assert asked(later[0]) == "Ann" and len(later) == 2
    for body in later:
        secret = "swordfish" in json.dumps(body) or "secret is safe" in json.dumps(body)
        assert secret == (asked(body) == "Bob")
    speakers = [r.speaker for r in chat.model.rows() if r.kind == "assistant"]
    assert speakers[:2] == ["Bob", "Ann"] and len(speakers) == 3


def test_stores_grouped_by_member_and_agent_log_names_the_member(
    qtbot, tmp_path, party_window, model_server
):
    window = party_window(write_party(tmp_path / "p"))
    model_server.script(
        tool_calls([("bump", {"by": 2}), ("tally", {"n": 5})]),
        text("Counted."),
    )
    window.chat.send("Ann, count please")
    wait_idle(qtbot, window, 1)
    inspector = window.store_inspector
    qtbot.waitUntil(
        lambda: (
            inspector.store("ann/test.counter").get("count") == 2
            and inspector.store("party.tally").get("total") == 5
        ),
        timeout=10_000,
    )
    ann, shared = inspector.group_item("Ann"), inspector.group_item("Shared")
    assert ann is not None and shared is not None
    assert [inspector.model.item(r).text() for r in range(inspector.model.rowCount())] == [
        "Ann",
        "Shared",
    ]
    assert ann.child(0).text() == "test.counter" and shared.child(0).text() == "party.tally"
    assert inspector.agent_item("ann/test.counter").parent() is ann
    # The tools row of the chat names the member; the agent log has a Member column.
    tools = next(r for r in window.chat.model.rows() if r.kind == "tools")
    assert tools.speaker == "Ann" and tools.text.startswith("Ann used tools: bump")
    log = window.agent_log.calls
    qtbot.waitUntil(lambda: log.rowCount() >= 2)
    assert log.headerData(1, Qt.Orientation.Horizontal) == "Member"
    members = {log.index(r, 1).data() for r in range(log.rowCount())}
    assert members == {"Ann"}


def test_each_member_streams_into_a_row_of_its_own(qtbot, tmp_path, party_window, model_server):
    window = party_window(write_party(tmp_path / "p", turnPolicy="round-robin", chatter=1))
    chat = window.chat
    slow = {"chunk_size": 3, "tokens_per_second": 200}
    model_server.script(
        text("Ann is talking a while " * 4, **slow), text("Bob replies " * 6, **slow)
    )
    chat.send("hello")
    seen: list[tuple[str | None, str]] = []

    def bob_streaming() -> bool:
        stream = chat.model.stream_row
        if stream is not None and stream.text:
            seen.append((stream.speaker, stream.text))
        return stream is not None and stream.speaker == "Bob" and "Bob" in stream.text

    qtbot.waitUntil(bob_streaming, timeout=20_000)
    assert all("Ann" not in t for who, t in seen if who == "Bob")
    assert all("Bob" not in t for who, t in seen if who == "Ann")
    wait_idle(qtbot, window, 2)
    rows = [r for r in chat.model.rows() if r.kind == "assistant"]
    assert [r.speaker for r in rows] == ["Ann", "Bob"] and not any(r.streaming for r in rows)


def test_a_new_party_conversation_shows_the_group_greetings(qtbot, tmp_path, party_window):
    path = write_party(tmp_path / "p")
    group = path.parent / "bob" / "greetings" / "group"
    group.mkdir(parents=True)
    (group / "01.txt").write_text("Bob bows to {{user}}.", encoding="utf-8")
    window = party_window(path)  # opening it opens a new conversation

    def greeted() -> bool:
        rows = [r for r in window.chat.model.rows() if r.kind == "assistant"]
        return [(r.speaker, r.text) for r in rows] == [("Bob", "Bob bows to User.")]

    qtbot.waitUntil(greeted, timeout=10_000)
    # Each member's messages carry that member's art beside them (issue 28).
    delegate = window.chat.view.chat_delegate
    bob = next(r for r in window.chat.model.rows() if r.speaker == "Bob")
    assert "Bob" in delegate.avatars and delegate.avatar_for(bob) is delegate.avatars["Bob"]


def test_file_quit_in_the_party_window_closes_it_and_the_main_window(
    qtbot, tmp_path: Path, model_server: ModelServer
) -> None:
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QMainWindow

    main = QMainWindow()
    qtbot.addWidget(main)
    main.show()
    endpoint = Endpoint(base_url=model_server.url, api_key="k", main_model=None, worker_model=None)
    window = PartyWindow(endpoint, Settings(), data_dir=tmp_path / "data", parent=main)
    window.show()
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    assert "&File" in menus, list(menus)
    actions = {a.text(): a for a in menus["&File"].actions() if a.text()}
    assert actions["&Quit"].shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)
    assert actions["&Close party"].shortcut() == QKeySequence(QKeySequence.StandardKey.Close)
    with qtbot.waitSignal(window.closed, timeout=10_000):
        actions["&Quit"].trigger()
    qtbot.waitUntil(lambda: not main.isVisible(), timeout=5_000)

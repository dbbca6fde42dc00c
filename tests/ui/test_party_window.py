"""The party window end to end: real widgets, a real PartyPlayer, the scripted model server."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from studio.storage import Settings
from studio.ui.opening import Endpoint
from studio.ui.party.window import PartyWindow
from tests.engine.agents_src import COUNTER_JS
from tests.engine.party_support import TALLY_JS, _character
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
        endpoint = Endpoint(base_url=model_server.url, api_key="k", main_model=None, worker_model=None)
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
    chat = window.chat
    qtbot.waitUntil(
        lambda: not chat.replying
        and sum(1 for e in chat.entries if e.get("role") == "assistant") >= replies
        and not chat.model.streaming,
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

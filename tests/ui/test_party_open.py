"""Opening parties from the main window (paths, menus) and building one in the dialog."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMainWindow

from studio.engine.party.format import load_party
from studio.ui.bridge import EngineBridge
from studio.ui.main_window import MainWindow
from studio.ui.opening import Endpoint
from studio.ui.party.dialog import NewPartyDialog
from studio.ui.party.opening import is_party_file, party_windows
from studio.ui.party.window import PartyWindow
from tests.engine.party.party_support import _character
from tests.support.model_server import ModelServer, text
from tests.ui.test_party_window import write_party

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def main_window(qtbot, tmp_path: Path, model_server: ModelServer) -> Iterator:
    made: list[MainWindow] = []

    def make(mode: str) -> MainWindow:
        window = MainWindow(
            EngineBridge(),
            mode=mode,
            settings_path=tmp_path / "settings.json",
            data_dir=tmp_path / "data",
            endpoint=Endpoint(
                base_url=model_server.url, api_key="k", main_model=None, worker_model=None
            ),
            ask_first_run=False,
            remember_layout=False,
        )
        window.show()
        made.append(window)
        return window

    yield make
    for window in made:
        for party in party_windows(window):
            party.close()
        window.close()


def _opened(qtbot, window: MainWindow) -> PartyWindow:
    qtbot.waitUntil(lambda: len(party_windows(window)) == 1)
    party = party_windows(window)[0]
    qtbot.waitUntil(lambda: party.bridge.player is not None, timeout=20_000)
    # The panes fill when the player's arrival reaches the GUI thread.
    qtbot.waitUntil(lambda: party.chat.addressees.combo.count() > 1, timeout=20_000)
    return party


def test_command_line_path_opens_the_party_in_player_mode(
    qtbot, tmp_path, main_window, model_server
):
    path = write_party(tmp_path / "p")
    assert is_party_file(path) and not is_party_file(tmp_path / "x.json")
    window = main_window("player")
    window.open_path(path)  # what ``character-player PARTY.party.json`` does
    party = _opened(qtbot, window)
    # Nothing else was open: the party window stands in for the empty main window.
    assert party.isVisible() and not window.isVisible()
    assert party.windowTitle() == "Test Party — Party"
    model_server.script(text("Hi, I am Bob"))
    party.chat.send("bob?")
    qtbot.waitUntil(
        lambda: any(e.get("speaker") == "Bob" for e in party.chat.entries), timeout=20_000
    )
    with qtbot.waitSignal(party.closed):
        party.close()
    qtbot.waitUntil(lambda: not window.isVisible())


def test_studio_mode_keeps_the_main_window_and_has_party_menu_items(qtbot, tmp_path, main_window):
    window = main_window("studio")
    texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert "Open Part&y…" in texts and "New Part&y…" in texts
    window.open_path(write_party(tmp_path / "p"))
    party = _opened(qtbot, window)
    assert window.isVisible() and isinstance(party, QMainWindow)
    # The picker fills when the player's arrival reaches the GUI thread.
    qtbot.waitUntil(lambda: party.chat.addressees.combo.count() == 4)  # Everyone, Ann, Bob, Cy


def test_a_bad_party_file_reports_the_problem(qtbot, tmp_path, main_window):
    window = main_window("studio")
    bad = tmp_path / "bad.party.json"
    bad.write_text(json.dumps({"name": "Bad", "members": ["nowhere"]}), encoding="utf-8")
    with qtbot.waitSignal(window.openFailed, timeout=15_000) as failed:
        window.open_path(bad)
    assert "members.0" in failed.args[0]


def test_new_party_dialog_writes_a_valid_file(qtbot, tmp_path):
    _character(tmp_path / "chars" / "ann", "Ann", {})
    _character(tmp_path / "chars" / "bob", "Bob", {})
    dialog = NewPartyDialog(start_dir=tmp_path)
    qtbot.addWidget(dialog)
    dialog.name.setText("Dinner")
    dialog.add_member(tmp_path / "chars" / "ann")
    dialog.add_member(tmp_path / "chars" / "bob", name="Robert", color="#123456")
    dialog.policy.setCurrentText("natural")
    dialog.chatter.setValue(2)
    target = tmp_path / "parties" / "dinner.json"
    target.parent.mkdir()
    assert dialog.save_to(target)
    assert dialog.saved_path == tmp_path / "parties" / "dinner.party.json"
    data = json.loads(dialog.saved_path.read_text(encoding="utf-8"))
    assert data["members"][0]["path"] == "../chars/ann"
    assert data["members"][1] == {"path": "../chars/bob", "name": "Robert", "color": "#123456"}
    assert (data["turnPolicy"], data["chatter"]) == ("natural", 2)
    # Distinct colours are filled in for members added without one.
    assert data["members"][0]["color"] != "#123456"
    party = load_party(dialog.saved_path)
    assert [m.name for m in party.members] == ["Ann", "Robert"]


def test_new_party_dialog_refuses_a_bad_party(qtbot, tmp_path):
    _character(tmp_path / "ann", "Ann", {})
    dialog = NewPartyDialog(start_dir=tmp_path)
    qtbot.addWidget(dialog)
    dialog.add_member(tmp_path / "ann")
    dialog.add_member(tmp_path / "ann")  # the same name twice
    assert not dialog.save_to(tmp_path / "twice.party.json")
    assert "already used" in dialog.error.text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ann"]  # nothing written
    dialog.members.setRowCount(0)
    assert not dialog.save_to(tmp_path / "empty.party.json")
    assert "members" in dialog.error.text()
    assert dialog.saved_path is None

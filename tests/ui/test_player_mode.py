"""Player mode's defaults: the library at start, the header, hidden developer docks,
Send blocked until a model is set up, the library filled as characters are played."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from PySide6.QtCore import Qt

from studio.storage.library import Library, library_path
from studio.ui.opening import Endpoint
from studio.ui.player.setup import SetupDialog
from tests.support.model_server import ModelServer, text
from tests.ui.helpers_player import ROOT, visible_dialogs


def _endpoint(server: ModelServer) -> Endpoint:
    return Endpoint(base_url=server.url, api_key="k", main_model="m", worker_model=None)


def _greeter(tmp_path: Path) -> Path:
    """Mara with an avatar and two alternate greetings."""
    root = tmp_path / "mara"
    shutil.copytree(ROOT / "characters" / "plain", root)
    (root / "greetings").mkdir()
    (root / "greetings" / "1.txt").write_text("Storm's coming.", encoding="utf-8")
    (root / "greetings" / "2.txt").write_text("You again!", encoding="utf-8")
    shutil.copyfile(ROOT / "resources" / "icons" / "character-studio-128.png", root / "avatar.png")
    config = json.loads((root / "config.json").read_text(encoding="utf-8"))
    config["avatar"] = "avatar.png"
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    return root


def test_player_mode_defaults_library_first_then_header_and_chat(
    qtbot, player_window, tmp_path, model_server
):
    window = player_window(endpoint=_endpoint(model_server))
    home = window.player_home
    assert home is not None and home.showing_library
    # Developer docks start hidden and stay reachable from View.
    assert not window.store_dock.isVisible() and not window.log_dock.isVisible()
    view = [a.text() for a in window.view_menu.actions()]
    assert {"Stores", "Agent log", "Character &Library"} <= set(view)
    window.auto_accept = True
    root = _greeter(tmp_path)
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_path(root)
    assert not home.showing_library
    header = home.header
    assert header.isVisible() and header.name.text() == "Mara"
    assert "lighthouse keeper" in header.description.text()
    assert not header.avatar.pixmap().isNull()
    assert header.greeting_button.isVisible()  # two alternate greetings: a choice
    header.greeting_button.click()
    picker = window.conversations.greeting_picker
    qtbot.waitUntil(picker.isVisible)
    assert visible_dialogs() == [picker]
    picker.reject()
    window.store_dock.toggleViewAction().trigger()
    assert window.store_dock.isVisible()
    window.store_dock.toggleViewAction().trigger()
    # The request inspector: not on a reply's menu by default; from View it is.
    model_server.script(text("Ahoy."))
    window.chat.send("hello")
    qtbot.waitUntil(
        lambda: not window.chat.replying and len(window.chat.entries) >= 2, timeout=15_000
    )
    reply_row = window.chat.model.rowCount() - 1
    assert "inspect" not in window.chat.row_actions(reply_row)
    inspector = home.inspect_last_request()
    assert inspector is not None and inspector.isVisible()
    inspector.close()
    home.dev_action.setChecked(True)
    assert window.store_dock.isVisible() and window.log_dock.isVisible()
    assert "inspect" in window.chat.row_actions(reply_row)
    home.dev_action.setChecked(False)
    assert not window.store_dock.isVisible() and not window.log_dock.isVisible()
    # Back to the library: the character is there, with what it shows.
    home.library_action.trigger()
    assert home.showing_library and not window.conversations_dock.isVisible()
    items = Library(library_path(tmp_path / "data")).items
    assert [i.name for i in items] == ["Mara"] and "lighthouse" in items[0].description
    assert items[0].last_played is not None  # a message was sent above
    assert items[0].avatar and Path(items[0].avatar).is_file()
    assert Path(items[0].avatar).parent == tmp_path / "data" / "library-avatars"
    # Double-click (activation) shows her page; Play there plays her again.
    home.panel.list.itemActivated.emit(home.panel.list.item(0))
    assert home.showing_page and home.page.name.text() == "Mara"
    assert home.page.conversations.count() == 1  # the conversation played above
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        home.page.play_button.click()
    assert not home.showing_library and window.conversations_dock.isVisible()
    assert window.chat.entries  # the same character and conversation, not a new one


def test_dropping_a_package_on_the_library_adds_and_plays_it(
    qtbot, player_window, tmp_path, model_server
):
    window = player_window(endpoint=_endpoint(model_server))
    window.auto_accept = True
    home = window.player_home
    assert home is not None
    root = tmp_path / "odile"
    shutil.copytree(ROOT / "characters" / "menagerie", root)
    with qtbot.waitSignal(window.characterOpened, timeout=20_000):
        home.panel.addRequested.emit(str(root))
    assert home.library is not None and [i.name for i in home.library.items] == ["Odile"]
    home.show_library()
    assert home.panel.list.count() == 1 and "Odile" in home.panel.list.item(0).text()


def test_send_is_blocked_with_a_prompt_until_a_model_is_set_up(qtbot, player_window, tmp_path):
    window = player_window()  # nothing configured, no first-run dialog at start
    window.auto_accept = True
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_path(ROOT / "characters" / "plain")
    home = window.player_home
    assert home is not None
    chat = window.chat
    assert not chat.send_button.isEnabled() and chat.input.isReadOnly()
    assert chat.input.placeholderText() == "Set up a model to start chatting."
    assert home.banner.isVisible() and "No model is set up" in home.banner.label.text()
    # Typing is refused, so Enter sends nothing anywhere.
    qtbot.keyClicks(chat.input, "hello")
    qtbot.keyClick(chat.input, Qt.Key.Key_Return)
    assert chat.input.toPlainText() == "" and chat.entries == []
    # The prompt's button opens the setup flow (one dialog).
    qtbot.mouseClick(home.banner.button, Qt.MouseButton.LeftButton)
    assert isinstance(window.setup_dialog, SetupDialog)
    assert visible_dialogs() == [window.setup_dialog]
    qtbot.mouseClick(home.banner.button, Qt.MouseButton.LeftButton)
    assert visible_dialogs() == [window.setup_dialog]  # raised, not opened twice


def test_a_damaged_library_file_is_reported_and_left_alone(
    qtbot, player_window, tmp_path, model_server
):
    (tmp_path / "data").mkdir()
    damaged = library_path(tmp_path / "data")
    damaged.write_text("{not json", encoding="utf-8")
    window = player_window(endpoint=_endpoint(model_server))
    home = window.player_home
    assert home is not None and home.library is None
    assert "cannot be read" in home.panel.title.text()
    window.auto_accept = True
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_path(ROOT / "characters" / "plain")
    assert damaged.read_text(encoding="utf-8") == "{not json"  # nothing lost

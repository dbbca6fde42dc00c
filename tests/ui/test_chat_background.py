"""A picture behind the chat: the card's background asset, or the player's choice."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from studio.cards import import_card
from studio.cards.background import card_background
from studio.cards.png import minimal_png
from studio.package import load_package
from studio.ui.bridge import EngineBridge
from studio.ui.chat_background import choose_background, clear_background
from studio.ui.main_window import MainWindow
from studio.ui.opening import Endpoint, package_key
from tests.cards import cardgen as g
from tests.support.model_server import ModelServer

BLUE = (20, 40, 220)
RED = (230, 20, 20)


def _window(tmp_path: Path, server: ModelServer) -> MainWindow:
    win = MainWindow(
        EngineBridge(),
        mode="studio",
        settings_path=tmp_path / "settings.json",
        data_dir=tmp_path / "data",
        endpoint=Endpoint(base_url=server.url, api_key="k", main_model="m", worker_model=None),
        ask_first_run=False,
        remember_layout=False,
    )
    win.resize(1000, 700)
    win.show()
    return win


@pytest.fixture
def windows(qtbot, tmp_path: Path, model_server: ModelServer) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for win in made:
        win.confirm_discard = lambda: True  # type: ignore[method-assign]
        win.close()


def _card_with_background(tmp_path: Path) -> Path:
    """A CHARX whose assets list a blue ``background`` (and an icon)."""
    card = g.v3_card(
        character_book=None,
        assets=[
            {"type": "icon", "uri": "embeded://assets/icon/main.png", "name": "main",
             "ext": "png"},
            {"type": "background", "uri": "embeded://assets/background/room.png",
             "name": "main", "ext": "png"},
        ],
    )  # fmt: skip
    files = {
        "assets/icon/main.png": minimal_png(8, 8, (10, 120, 200)),
        "assets/background/room.png": minimal_png(64, 64, BLUE),
    }
    return g.charx_card(tmp_path / "room.charx", card, files)


def _open(qtbot, win: MainWindow, root: Path) -> None:
    with qtbot.waitSignal(win.characterOpened, timeout=30_000):
        win.open_project(root)


def _margin_colour(win: MainWindow) -> QColor:
    """The colour at the transcript's right edge, where no message is drawn."""
    view = win.chat.view
    image = view.viewport().grab().toImage()
    return image.pixelColor(image.width() - 6, image.height() // 2)


def test_a_cards_background_is_found_among_its_assets(tmp_path: Path) -> None:
    result = import_card(_card_with_background(tmp_path), tmp_path / "projects")
    found = card_background(load_package(result.folder))
    assert found is not None and found.name == "room.png"
    assert found.read_bytes() == minimal_png(64, 64, BLUE)
    # A package made here, and a card without one, have none.
    plain = import_card(g.png_card(tmp_path / "plain.png", ccv3=g.v3_card()), tmp_path / "p2")
    assert card_background(load_package(plain.folder)) is None


def test_the_chat_shows_the_cards_background_then_the_players_choice(
    qtbot, tmp_path: Path, model_server: ModelServer, windows: list[MainWindow]
) -> None:
    root = import_card(_card_with_background(tmp_path), tmp_path / "projects").folder
    win = _window(tmp_path, model_server)
    windows.append(win)
    _open(qtbot, win, root)
    view = win.chat.view
    assert view.background is not None and view.background.source.name == "room.png"
    qtbot.waitUntil(lambda: _margin_colour(win).blue() > _margin_colour(win).red() + 20)

    # Chat → Background Image…: a red picture of the player's, copied and remembered.
    mine = tmp_path / "mine.png"
    mine.write_bytes(minimal_png(32, 32, RED))
    assert choose_background(win, mine)
    qtbot.waitUntil(lambda: _margin_colour(win).red() > _margin_colour(win).blue() + 20)
    key = package_key(load_package(root))
    saved = json.loads((tmp_path / "settings.json").read_text("utf-8"))
    copy = Path(saved["character_backgrounds"][key])
    assert copy.parent == tmp_path / "data" / "backgrounds"
    assert copy.read_bytes() == mine.read_bytes()
    mine.unlink()  # the copy is what is shown from now on

    # A file that is no picture changes nothing.
    bad = tmp_path / "notes.png"
    bad.write_text("not a picture", encoding="utf-8")
    from PySide6.QtWidgets import QMessageBox

    warned: list[str] = []
    original = QMessageBox.warning
    QMessageBox.warning = lambda _w, title, _text, *a: warned.append(title)  # type: ignore[method-assign,assignment]
    try:
        assert not choose_background(win, bad)
    finally:
        QMessageBox.warning = original  # type: ignore[method-assign]
    assert warned == ["Not a picture"] and view.background.source == copy

    # No Background: none, not even the card's, and still none after a restart.
    clear_background(win)
    assert view.background is None
    win.confirm_discard = lambda: True  # type: ignore[method-assign]
    win.close()
    windows.remove(win)
    again = _window(tmp_path, model_server)
    windows.append(again)
    _open(qtbot, again, root)
    assert again.chat.view.background is None


def test_the_background_stays_put_while_the_messages_scroll(
    qtbot, tmp_path: Path, model_server: ModelServer, windows: list[MainWindow]
) -> None:
    """Qt scrolls by moving painted pixels; the picture is painted again instead, so a
    scrolled view shows it exactly where an unscrolled one does."""
    root = import_card(_card_with_background(tmp_path), tmp_path / "projects").folder
    win = _window(tmp_path, model_server)
    windows.append(win)
    _open(qtbot, win, root)
    view = win.chat.view
    painted: list[int] = []
    original = view.background.paint if view.background else None
    assert original is not None

    def counting(*args):  # type: ignore[no-untyped-def]
        painted.append(1)
        return original(*args)

    view.background.paint = counting  # type: ignore[method-assign,union-attr]
    qtbot.wait(50)
    painted.clear()
    view.scrollContentsBy(0, -30)
    qtbot.waitUntil(lambda: bool(painted))


def test_load_remote_pictures_is_in_the_chat_menu_and_kept(
    qtbot, tmp_path: Path, model_server: ModelServer, windows: list[MainWindow]
) -> None:
    win = _window(tmp_path, model_server)
    windows.append(win)
    action = win.remote_pictures_action
    assert action is not None and action.isCheckable() and not action.isChecked()
    assert action.text().replace("&", "") == "Load Remote Pictures"
    assert not win.chat.pictures.allowed
    action.trigger()
    assert win.chat.pictures.allowed
    saved = json.loads((tmp_path / "settings.json").read_text("utf-8"))
    assert saved["remote_pictures"] is True
    # A new window with those settings starts with them on.
    again = _window(tmp_path, model_server)
    windows.append(again)
    assert again.settings.remote_pictures and again.chat.pictures.allowed
    assert again.remote_pictures_action is not None
    assert again.remote_pictures_action.isChecked()

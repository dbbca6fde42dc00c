"""The character's expression beside the chat: the picture its latest message reads as
(studio/ui/chat/expression.py), from a card's ``emotion`` assets; Chat → Show Expressions."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from studio.cards import import_card
from studio.cards.png import minimal_png
from studio.ui.bridge import EngineBridge
from studio.ui.main_window import MainWindow
from studio.ui.opening import Endpoint
from tests.cards import cardgen as g
from tests.support.model_server import ModelServer, text

YELLOW = (250, 200, 0)
RED = (210, 0, 0)
GREY = (128, 128, 128)


def _window(tmp_path: Path, server: ModelServer) -> MainWindow:
    win = MainWindow(
        EngineBridge(),
        mode="player",
        settings_path=tmp_path / "settings.json",
        data_dir=tmp_path / "data",
        endpoint=Endpoint(base_url=server.url, api_key="k", main_model="m", worker_model=None),
        ask_first_run=False,
        remember_layout=False,
    )
    win.resize(1100, 700)
    win.show()
    return win


@pytest.fixture
def windows(qtbot, tmp_path: Path, model_server: ModelServer) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for win in made:
        win.confirm_discard = lambda: True  # type: ignore[method-assign]
        win.close()


def _card(tmp_path: Path) -> Path:
    """A CHARX with joy, anger and neutral ``emotion`` assets and a smiling greeting."""
    card = g.v3_card(character_book=None, assets=[
        {"type": "emotion", "uri": f"embeded://assets/emotion/{n}.png", "name": n, "ext": "png"}
        for n in ("joy", "anger", "neutral")
    ])  # fmt: skip
    card["data"]["first_mes"] = "*She smiles, happy to see you.* Welcome!"
    files = {
        "assets/emotion/joy.png": minimal_png(120, 160, YELLOW),
        "assets/emotion/anger.png": minimal_png(120, 160, RED),
        "assets/emotion/neutral.png": minimal_png(120, 160, GREY),
    }
    return g.charx_card(tmp_path / "moody.charx", card, files)


def _centre(win: MainWindow) -> QColor:
    image = win.chat.expression.picture.grab().toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2)


def test_the_expression_beside_the_chat_follows_the_reply(
    qtbot, tmp_path: Path, model_server: ModelServer, windows: list[MainWindow]
) -> None:
    root = import_card(_card(tmp_path), tmp_path / "projects").folder
    win = _window(tmp_path, model_server)
    windows.append(win)
    with qtbot.waitSignal(win.characterOpened, timeout=30_000):
        win.open_project(root)
    panel = win.chat.expression
    qtbot.waitUntil(lambda: panel.isVisible() and panel.label == "joy", timeout=10_000)
    assert _centre(win).getRgb()[:3] == YELLOW
    assert panel.caption.text() == "joy"
    assert panel.picture.accessibleName() == "Expression: joy"
    # The panel sits to the right of the conversation, beside it.
    assert panel.geometry().left() >= win.chat.view.geometry().right()

    model_server.script(text("How dare you! I am furious with you."))
    win.chat.send("I broke your vase.")
    qtbot.waitUntil(lambda: panel.label == "anger", timeout=20_000)
    qtbot.waitUntil(lambda: _centre(win).getRgb()[:3] == RED, timeout=5_000)

    # Chat → Show Expressions off: hidden, kept in the settings; on again: back.
    action = win.expressions_action
    assert action is not None and action.isChecked()
    assert action.text().replace("&", "") == "Show Expressions"
    action.trigger()
    assert not panel.isVisible()
    saved = json.loads((tmp_path / "settings.json").read_text("utf-8"))
    assert saved["show_expressions"] is False
    action.trigger()
    qtbot.waitUntil(lambda: panel.isVisible() and panel.label == "anger", timeout=10_000)


def test_a_character_without_expressions_shows_no_panel(
    qtbot, tmp_path: Path, model_server: ModelServer, windows: list[MainWindow]
) -> None:
    root = import_card(g.png_card(tmp_path / "plain.png", ccv3=g.v3_card()), tmp_path / "p").folder
    win = _window(tmp_path, model_server)
    windows.append(win)
    with qtbot.waitSignal(win.characterOpened, timeout=30_000):
        win.open_project(root)
    qtbot.wait(300)
    assert not win.chat.expression.isVisible() and win.chat.expression.label == ""

"""A player with a few characters: the gallery, a character's page, the chat, three themes.

Against a scripted model server. What is checked is what the player sees: the
characters' art in a grid, the search (tags too), a character's page with its
greetings, permissions and conversations, a reply with *actions* and "speech"
beside the character's art, and the whole window in Light, Midnight and
Parchment — read from the screen's own pixels — kept after a restart.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from tests.journeys.conftest import corpus_card
from tests.journeys.harness import App, Node, UserFolders, wait_until
from tests.journeys.test_player_first_run import accept_the_character
from tests.support.model_server import ModelServer
from tests.support.replies import text

ROOT = Path(__file__).resolve().parents[2]
CARDS = (
    "SillyTavern__SillyTavern/default_Seraphina.png",
    "seoulrebel__ST-Codex/Hermione Granger.png",
    "SillyTavern__SillyTavern/Aqua.png",
    "SillyTavern__SillyTavern/Megumin.png",
    "SillyTavern__SillyTavern/default_FluxTheCat.png",
    "PisK4__FortuneTeller/灵姿.png",
    "ossirytk__llama-cpp-chat-memory/Shodan_v2.png",
)
#: The themes' colours as the screen shows them (studio/ui/look/themes.py).
WINDOW = {"light": "#f4f4f5", "midnight": "#141a2b", "parchment": "#efe6d2"}
BASE = {"light": "#ffffff", "midnight": "#0e1322", "parchment": "#fbf6ea"}

# What the player's folders hold before this journey: the cards imported as the app
# imports them, in the library as the app lists them, and a model server set up.
_PREPARE = r"""
import json, shutil, sys
from pathlib import Path
from studio import paths
from studio.cards import import_any
from studio.cards.avatar import avatar_file
from studio.package import load_package
from studio.storage.library import Library, library_path
from studio.storage.settings import Settings, save_settings, settings_path
from studio.ui.library.card_info import card_tags

url, cards = sys.argv[1], json.loads(sys.argv[2])
data = paths.user_data_dir()
library = Library(library_path())
for card in cards:
    folder = import_any(Path(card), data / "imported").folder
    package = load_package(folder)
    avatar = avatar_file(package)
    kept = None
    if avatar is not None:
        (data / "library-avatars").mkdir(parents=True, exist_ok=True)
        kept = data / "library-avatars" / f"{package.identity[:16]}{avatar.suffix.lower()}"
        shutil.copyfile(avatar, kept)
    library.add(folder, name=package.name, description=package.description, avatar=kept,
                kind="card", tags=card_tags(folder))
save_settings(Settings(provider="custom", base_url=url, main_model="scripted-model",
                       persona_name="Ann"), settings_path())
"""


@pytest.fixture
def storyteller() -> Iterator[ModelServer]:
    reply = text('*She looks up from the map and smiles.* "Welcome back, Ann. Sit by the fire."')
    with ModelServer(models=["scripted-model"], responder=lambda _body: reply) as server:
        yield server


def prepare(folders: UserFolders, url: str) -> None:
    cards = [str(corpus_card(card)) for card in CARDS]
    done = subprocess.run(
        [sys.executable, "-c", _PREPARE, url, json.dumps(cards)],
        env={**folders.env(), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True, text=True, timeout=120, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr


def pixel(picture: Path, x: int, y: int) -> QColor:
    image = QImage(str(picture))
    assert not image.isNull(), picture
    return image.pixelColor(x, y)


def close_to(colour: QColor, expected: str, slack: int = 6) -> bool:
    want = QColor(expected)
    return all(abs(a - b) <= slack for a, b in zip(
        colour.getRgb()[:3], want.getRgb()[:3], strict=True))  # fmt: skip


def background(app: App, node: Node, picture: Path) -> QColor:
    """The colour just inside ``node``'s top-left corner (past its frame)."""
    x, y, _w, _h = node.rect
    return pixel(picture, x + 6, y + 6)


def choose_theme(app: App, label: str) -> None:
    app.menu("View", "Theme", label)


def test_a_gallery_a_character_page_and_the_chat_in_three_themes(
    launch, folders: UserFolders, storyteller: ModelServer
) -> None:
    prepare(folders, storyteller.url)
    app = launch("character-player")
    app.user_names = ("Ann",)  # her persona: a screen reader says "Ann" before her messages

    # The library: a grid of the characters' card art, in the light theme.
    wait_until(lambda: len(app.find_all("ListItem", within=app.find("List", "^Characters$")))
               == len(CARDS), 30, "every character in the gallery")  # fmt: skip
    choose_theme(app, "Light")
    gallery = app.find("List", "^Characters$")
    tiles = app.find_all("ListItem", within=gallery)
    seraphina = next(t for t in tiles if t.name.startswith("Seraphina"))
    app.assert_usable(seraphina)
    rows = {t.rect[1] for t in tiles}
    assert len(rows) < len(tiles), "the characters are not in a grid"
    shot = app.screenshot("the library gallery")
    # Her card art fills her tile (not the page's plain background).
    x, y, w, h = seraphina.rect
    art = pixel(shot, x + w // 2, y + h // 3)
    assert not close_to(art, BASE["light"]), art.name()

    # Search: only the characters that match.
    search = app.find("EditableText", "^Search characters$")
    app.click(search)
    app.type("Seraphina")
    wait_until(lambda: len(app.find_all("ListItem", within=app.find("List", "^Characters$")))
               == 1, 10, "one character found")  # fmt: skip
    app.screenshot("searching the gallery")
    app.key("ctrl+a")
    app.key("BackSpace")

    # Her page before playing: art, notes, greetings to choose from, what she may do.
    app.double_click(app.find("ListItem", "^Seraphina"))
    app.wait_for_text("What this character can do")
    for role, name in (("List", "^Greetings$"), ("List", "^Saved conversations$"),
                       ("Button", "^Play$"), ("Button", "^New conversation$")):
        app.assert_usable(app.find(role, name, within=app.window()))  # fmt: skip
    app.screenshot("seraphinas page")

    # Play: she is reviewed once, then her chat opens with her greeting beside her art.
    app.click(app.find("Button", "^Play$"))
    accept_the_character(app)
    wait_until(lambda: [b for b in app.find_all("Button", "^Send$") if b.enabled], 60,
               "Send to be usable")  # fmt: skip
    reply = app.send("Hello again!")
    assert "Sit by the fire" in reply.name
    app.screenshot("the chat in the light theme")

    # Midnight, then Parchment: the whole window changes at once, no restart.
    for key, label in (("midnight", "Midnight"), ("parchment", "Parchment")):
        choose_theme(app, label)
        transcript = app.find("List", "^Conversation$", within=app.window())
        wait_until(lambda k=key, t=transcript: close_to(  # type: ignore[misc]
            background(app, t, app.screenshot(f"the chat in the {k} theme")), BASE[k]), 10,
            f"the transcript in {label}")  # fmt: skip
    assert app.quit() == 0

    # Start again: Parchment is still there.
    again = launch("character-player")
    wait_until(lambda: again.find_all("List", "^Characters$") or again.find_all(
        "List", "^Conversation$"), 30, "the window")  # fmt: skip
    window = again.window()
    shot = again.screenshot("parchment after a restart")
    x, y, w, _h = window.rect
    assert any(close_to(pixel(shot, x + w // 2, y + dy), WINDOW["parchment"], 10)
               or close_to(pixel(shot, x + w // 2, y + dy), BASE["parchment"], 10)
               for dy in range(40, 200, 8)), "the window is not in Parchment"  # fmt: skip
    assert again.quit() == 0

"""Render screenshots of the main views to docs/screenshots/ (offscreen).

Plays a short scripted conversation with the menagerie sample against the
test model server, then grabs: the Studio window, the Player window (character
header and chat), the character library, the player's setup flow (with the test
server found as a local one) and its review page, the agent log, and the
settings dialog.
Run: ``.venv/bin/python scripts/screenshots.py``; ``--language zh_CN ja ru`` renders
the Player's views (``player-zh_CN.png``, ...) in those languages instead (the .qm
files scripts/setup builds; docs/LOOK.md, Languages).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# STUDIO_SCREENSHOTS_DIR: render elsewhere (tests/ui/test_screenshots_script.py).
OUT = Path(os.environ.get("STUDIO_SCREENSHOTS_DIR") or ROOT / "docs" / "screenshots")
SUFFIX = ""  # "-zh_CN" while rendering a language


def _png(name: str) -> str:
    return str(OUT / f"{name}{SUFFIX}.png")

REPLY_AGAIN = (
    "Rosemary is in bed 3, next to the thyme, and the finch has a band now: **Pip**.\n\n"
    "| Bed | Herb |\n|---|---|\n| 1 | mint |\n| 3 | rosemary |"
)
REPLY = (
    "Done — I planted **rosemary** in bed 3 and banded the new finch.\n\n"
    "What's left for today:\n\n1. Feed *Clover* her oats\n2. Water the mint\n\n"
    "> The keeper says finches like the old yew."
)


def _wait(app, condition, timeout: float = 30.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.perf_counter() + timeout
    while not condition():
        app.processEvents()
        if time.perf_counter() > deadline:
            raise TimeoutError("condition not met")
        time.sleep(0.002)


def _settle(app, rounds: int = 40) -> None:  # type: ignore[no-untyped-def]
    for _ in range(rounds):
        app.processEvents()
        time.sleep(0.01)


def _shoot(app, mode: str, project: Path, endpoint, tmp: Path) -> None:  # type: ignore[no-untyped-def]
    """Open ``project`` in ``mode``, play (Studio), and save the screenshots."""
    from studio.ui.bridge import EngineBridge
    from studio.ui.dialogs import SettingsDialog
    from studio.ui.main_window import MainWindow

    window = MainWindow(
        EngineBridge(),
        mode=mode,
        settings_path=tmp / f"{mode}.json",
        data_dir=tmp / "d",
        endpoint=endpoint,
        ask_first_run=False,
        remember_layout=False,
    )
    window.auto_accept = True
    window.resize(1400, 860)
    window.show()
    if mode == "studio":
        _settle(app)
        window.grab().save(str(OUT / "start.png"))
    opened: list[str] = []
    window.characterOpened.connect(opened.append)
    window.open_path(project)
    _wait(app, lambda: bool(opened))
    if mode == "studio":
        window.chat.send("I found a finch in the yew. Plant some rosemary too?")
        _wait(app, lambda: window.chat.replying)
        _wait(app, lambda: not window.chat.replying)
        doc = window.editor.open_path(project / "agents" / "menagerie.garden.js")
        _wait(app, lambda: doc.editor.document().lineCount() > 1)
        for _ in range(50):
            app.processEvents()
            time.sleep(0.01)
        window.grab().save(str(OUT / "studio.png"))
        # Regenerate: the earlier reply stays as an alternative, ‹ 2/2 › on the reply.
        window.chat.swipes.swipe(window.chat.model.rowCount() - 1, 1)
        _wait(app, lambda: window.chat.replying)
        _wait(app, lambda: not window.chat.replying)
        _wait(app, lambda: window.chat.model.row_at(window.chat.model.rowCount() - 1).swipe
              is not None)
        _settle(app)
        window.chat.grab().save(str(OUT / "swipes.png"))
        window.chat.find_copy.open_find()
        window.chat.find_bar.edit.setText("rosemary")
        _settle(app)
        window.chat.grab().save(str(OUT / "find.png"))
        window.chat.find_bar.close_bar()
        window.resize(1366, 768)
        _settle(app, 60)
        window.grab().save(str(OUT / "studio-1366x768.png"))
        window.resize(1400, 860)
        _settle(app)
        window.log_dock.raise_()
        for _ in range(20):
            app.processEvents()
        window.log_dock.grab().save(str(OUT / "agent-log.png"))
        dialog = SettingsDialog(
            window.settings, window, settings_path=tmp / "x.json", data_dir=tmp / "d"
        )
        dialog.show()
        app.processEvents()
        dialog.grab().save(str(OUT / "settings.png"))
        dialog.close()
    else:
        _shoot_player(app, window, tmp, project)
    window.confirm_discard = lambda: True  # type: ignore[method-assign]
    window.close()


def _shoot_player(app, window, tmp: Path, project: Path) -> None:  # type: ignore[no-untyped-def]
    """Player mode: a played exchange under the header, the library, the setup flow."""
    from studio.ui.player.setup import SetupDialog

    home = window.player_home
    opened: list[str] = []
    window.characterOpened.connect(opened.append)
    for other in ("plain", "librarian"):  # more characters for the library
        window.open_path(ROOT / "characters" / other)
        _wait(app, lambda: bool(opened))
        opened.clear()
    window.open_path(project)
    _wait(app, lambda: bool(opened))
    window.chat.send("Good morning, Odile. How are the animals?")
    _wait(app, lambda: window.chat.replying)
    _wait(app, lambda: not window.chat.replying)
    _settle(app)
    window.grab().save(_png("player"))
    if not SUFFIX:
        _shoot_themes(app, window)
    home.show_library()
    _settle(app)
    window.grab().save(_png("library"))
    if not SUFFIX:
        window.resize(1366, 768)
        home.panel.set_tile_size("Large")
        _settle(app, 80)
        window.grab().save(_png("gallery"))
        home.show_character(str(project))
        _settle(app, 80)
        window.grab().save(_png("character-page"))
        home.panel.set_tile_size("Medium")
        home.show_library()
        window.resize(1400, 860)
        _settle(app)
    port = int(str(window.endpoint().base_url).rsplit(":", 1)[1].split("/")[0])
    dialog = SetupDialog(
        window.settings,
        window,
        launcher=window.builtin,
        settings_path=tmp / "setup.json",
        data_dir=tmp / "d",
        probe_ports=[port],
    )
    dialog.show()
    _wait(app, lambda: bool(dialog.local_models()))
    _settle(app, 10)
    dialog.grab().save(_png("player-setup"))
    # The flow's second page: the character's review in a player's words.
    dialog.add_review(window.package)
    dialog.show_review()
    _settle(app, 10)
    dialog.grab().save(_png("player-review"))
    dialog.close()


def _shoot_themes(app, window) -> None:  # type: ignore[no-untyped-def]
    """The played chat in three themes (View → Theme), then back to the system's."""
    from studio.ui.look.menu import choose_theme

    for theme in ("light", "midnight", "parchment"):
        choose_theme(window, theme)
        _settle(app, 60)
        window.grab().save(_png(f"chat-{theme}"))
    choose_theme(window, "system")
    _settle(app)


def _shoot_languages(app, languages, project, endpoint, server, tmp: Path) -> None:  # type: ignore[no-untyped-def]
    """The Player's views once per language, each with a fresh window."""
    global SUFFIX
    from studio.ui import i18n
    from tests.support.model_server import text

    for language in languages:
        server.script(text("*Odile wipes her hands on her apron.* Morning! 早上好！"))
        i18n.install_translator(app, language)
        SUFFIX = f"-{language}"
        # Each language its own user folders: one conversation per picture, not one
        # conversation that grows a turn per language.
        own = tmp / f"lang-{language}"
        own.mkdir(exist_ok=True)
        _shoot(app, "player", project, endpoint, own)
    i18n.install_translator(app, "en")
    SUFFIX = ""


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from studio.ui.opening import Endpoint
    from tests.support.model_server import ModelServer, text, tool_calls

    app = QApplication.instance() or QApplication([])
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, ModelServer() as server:
        os.environ["XDG_CONFIG_HOME"] = tmp
        project = Path(tmp) / "menagerie"
        shutil.copytree(ROOT / "characters" / "menagerie", project)
        server.script(
            tool_calls(
                [
                    ("plant_seed", {"herb": "rosemary", "bed": 3}),
                    ("band_bird", {"species": "finch", "name": "Pip"}),
                ]
            ),
            text(REPLY),
            text(REPLY_AGAIN),
            text(
                "*Odile wipes her hands on her apron.* Morning! Clover has had her oats, "
                "and the finch we banded yesterday is singing in the yew."
            ),
        )
        # Not a one-letter key: replies are scrubbed of the key's text wherever it appears.
        endpoint = Endpoint(
            base_url=server.url,
            api_key="sk-screens-0000",
            main_model="llama-3.1-8b-instruct",
            worker_model=None,
        )
        languages = sys.argv[sys.argv.index("--language") + 1 :] if "--language" in sys.argv else []
        if not languages:
            for mode in ("studio", "player"):
                _shoot(app, mode, project, endpoint, Path(tmp))
        _shoot_languages(app, languages, project, endpoint, server, Path(tmp))
    print(f"screenshots written to {OUT}")


if __name__ == "__main__":
    main()

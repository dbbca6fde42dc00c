"""An author brings five cards from the wider ecosystem into the Studio and back out.

For each card (a V2+V3 PNG with a lorebook and a depth note, a V1 JSON, a Chinese V2
JSON, a V3 JSON, and a card whose post-history instructions use ``{{original}}``):
File → Import… into a projects folder, change the greeting in the editor and save,
play one turn on the built-in model, File → Export as Card… as JSON, and check that
the exported card differs from the original in the greeting only.
"""

from __future__ import annotations

import base64
import json
import shutil
import time
from pathlib import Path
from typing import Any

import pytest

from studio.cards.png import read_card_chunks
from tests.journeys.conftest import corpus_card
from tests.journeys.harness import App, UserFolders, wait_until
from tests.journeys.steps import pick_folder

#: (corpus file, the window title's project folder)
CARDS = [
    ("SillyTavern__SillyTavern/default_Seraphina.ccv3.png", "seraphina"),
    ("SillyTavern__SillyTavern/Aqua.json", "aqua"),
    ("lide4144__sillytavern-character-cards/角色卡_修女与女忍的双面日常.json", None),
    ("lide4144__sillytavern-character-cards/爱.json", None),
    ("seoulrebel__ST-Codex/Hermione Granger.png", "hermione-granger"),
]
ADDED = "\n\n(The rain has stopped.)"


def _card_data(path: Path) -> dict[str, Any]:
    """The card's character as a V2/V3 reader sees it (V1: the top-level fields)."""
    raw = path.read_bytes()
    if path.suffix.lower() == ".png":
        chunks = read_card_chunks(raw, path.name)
        text = chunks.ccv3 or chunks.chara
        assert text, f"{path.name} carries no character"
        card = json.loads(base64.b64decode(text))
    else:
        card = json.loads(raw.decode("utf-8-sig"))
    return card["data"] if isinstance(card.get("data"), dict) and "name" in card["data"] else card


def _start_offline(app: App) -> None:
    """Studio's first start: the built-in model, tested and saved."""
    dialog = app.window("Set up Character Studio")
    app.click(app.find("ComboBox", "^OpenAI$", within=dialog))
    app.click(app.find("ListItem", r"^Built-in \(offline\)$"), in_window=False)
    app.click(app.find("Button", "^Test connection$", within=app.window("Set up")))
    app.wait_for_text("Ready: .* runs on this computer", timeout=120)
    app.click(app.find("Button", "^Save$", within=app.window("Set up")))
    wait_until(lambda: not app.find_all(name="^Set up Character Studio$"), 10, "setup to close")
    app.wait_for_text("New character")


def _import(app: App, card: Path, projects: Path) -> Path:
    before = set(projects.iterdir())
    app.menu("File", "Import…")
    picker = app.window("Import a character")
    app.click(app.find("EditableText", "File name", within=picker))
    app.type(str(card))
    app.key("Return")
    pick_folder(app, projects)
    made = wait_until(
        # Not the import's own work folder (.import-…), which is renamed when done.
        lambda: [p for p in projects.iterdir() if p not in before
                 and not p.name.startswith(".") and (p / "config.json").exists()],
        60, "the imported project",
    )  # fmt: skip
    project = made[0]
    app.wait_for_text(f"{project.name} — Character Studio", timeout=60)
    # A card that brings regex scripts (or other notes) says so once; a person reads
    # it and presses OK.
    wait_until(lambda: True, 1, "the import's notes")
    for _ in app.find_all(name="^Imported with warnings$"):
        app.screenshot(f"{project.name}: the import's notes")
        app.click(app.find("Button", "^OK$", within=app.window("Imported with warnings")))
        wait_until(lambda: not app.find_all(name="^Imported with warnings$"), 10, "the notes")
    return project


def _edit_the_greeting(app: App, project: Path) -> None:
    app.double_click(app.find("TreeItem", "^Intro$"))  # the tree names it by its role
    editor = app.find("EditableText", "^intro.txt editor$", within=app.window())
    app.click(editor)
    app.key("ctrl+End")
    app.type(ADDED.replace("\n", "\r"))
    app.key("ctrl+s")
    wait_until(lambda: (project / "intro.txt").read_text("utf-8").endswith(ADDED.strip()),
               10, "the saved greeting")  # fmt: skip


@pytest.mark.timeout(1500)  # five turns on the built-in model, on two cores
def test_five_cards_are_imported_edited_played_offline_and_exported(
    launch, folders: UserFolders
) -> None:
    projects = folders.home / "Characters"
    projects.mkdir()
    exports = folders.home / "Exports"
    exports.mkdir()
    app = launch("character-studio")
    _start_offline(app)
    app.screenshot("the studio runs on the built-in model")

    for number, (relative, _slug) in enumerate(CARDS, 1):
        # A copy under a plain name in the user's Downloads: typing CJK file names into
        # the picker through xdotool is unreliable, and a person picks from a list.
        downloads = folders.home / "Downloads"
        downloads.mkdir(exist_ok=True)
        source = downloads / f"card-{number}{corpus_card(relative).suffix}"
        shutil.copyfile(corpus_card(relative), source)
        original = _card_data(source)
        name = original["name"]
        project = _import(app, source, projects)
        wait_until(lambda: [b for b in app.find_all("Button", "^Send$") if b.enabled], 120,
                   "Send, once the character is ready")  # fmt: skip
        app.screenshot(f"card {number} imported: {name}")

        _edit_the_greeting(app, project)
        app.screenshot(f"card {number}: the greeting edited and saved")
        wait_until(lambda: [b for b in app.find_all("Button", "^Send$") if b.enabled], 120,
                   "Send, after the save")  # fmt: skip
        began = time.monotonic()
        reply = app.send("Hello! Who are you?", timeout=600)
        print(f"card {number} ({name}): replied in {time.monotonic() - began:.0f} s")
        assert reply.name.strip(), f"{name}: an empty reply"
        assert not app.errors(), app.errors()
        app.screenshot(f"card {number}: edited and played offline")

        exported = exports / f"card-{number}.json"
        app.menu("File", "Export as Card…")
        pick_folder(app, exported)
        wait_until(exported.exists, 30, "the exported card")
        app.wait_for_text("Exported the card to")
        for dialog in app.find_all(name="^Not in the card$"):
            app.click(app.find("Button", "^OK$", within=app.window("Not in the card")))
            del dialog
        data = _card_data(exported)
        # The editor keeps a file's line endings: Enter in a CRLF greeting writes CRLF.
        added = ADDED.replace("\n", "\r\n") if "\r\n" in original["first_mes"] else ADDED
        assert data["first_mes"] == original["first_mes"] + added, name
        for key, value in original.items():
            if key in ("first_mes", "spec", "spec_version", "data"):
                continue
            assert data.get(key) == value, f"{name}: {key} changed on the way through"
    app.screenshot("the last card exported")
    assert app.quit() == 0

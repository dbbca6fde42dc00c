"""An author, from an empty Studio to a play-tested character, on two screen sizes.

Connect a model server, create a character, write and save, see a problem and fix
it, play-test a character whose agent calls a tool (against a scripted server),
fork the conversation, maximise the window, quit, and start again.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.journeys.harness import UserFolders, wait_until
from tests.journeys.steps import connect_the_scripted_server, pick_folder
from tests.support.model_server import ModelServer
from tests.support.replies import text, tool_calls

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def server() -> Iterator[ModelServer]:
    with ModelServer(models=["scripted-model"]) as scripted:
        yield scripted


@pytest.mark.parametrize(
    "desktop", [(1366, 768), (1920, 1080)], indirect=True, ids=["1366x768", "1920x1080"]
)
def test_an_author_writes_checks_play_tests_and_comes_back(
    launch, folders: UserFolders, server: ModelServer, desktop
) -> None:
    projects = folders.home / "Characters"
    projects.mkdir()
    app = launch("character-studio")

    # The first start: connect the model server the author runs.
    connect_the_scripted_server(app, server.url)
    app.wait_for_text("New character")
    app.screenshot("the start page")

    # Create a character from the start page.
    app.click(app.find("Button", "^New character"))
    app.find("EditableText", within=app.window("New character"))
    app.type("Aria Vale")
    app.key("Return")
    pick_folder(app, projects)
    project = projects / "aria-vale"
    wait_until(lambda: (project / "config.json").exists(), 20, "the new project on disk")
    app.wait_for_text("aria-vale — Character Studio")
    app.screenshot("the new character opens in the editor")

    # Write in the instructions and save with Ctrl+S.
    editor = app.find("EditableText", "^instructions.txt editor$", within=app.window())
    app.click(editor)
    app.key("ctrl+End")
    app.type("Aria answers in short, warm sentences.")
    app.key("ctrl+s")
    wait_until(
        lambda: "short, warm sentences" in (project / "instructions.txt").read_text("utf-8"),
        10, "the saved instructions",
    )  # fmt: skip
    app.screenshot("the instructions saved")

    # A mistake in config.json shows in Problems; fixing it clears it.
    app.double_click(app.find("TreeItem", "^config.json$"))
    config = app.find("EditableText", "^config.json editor$", within=app.window())
    app.click(config)
    app.key("ctrl+Home")
    app.type('"broken": ')
    app.key("ctrl+s")
    problem = app.find(name="is not valid JSON", timeout=20)
    app.wait_for_text("The last save has problems")
    app.screenshot("a problem in config.json")
    assert problem.enabled
    app.click(config)
    app.key(*["ctrl+z"] * 12)  # every edit since the file opened, and no further
    app.key("ctrl+s")
    app.wait_for_text("No problems: the character validates clean")
    json.loads((project / "config.json").read_text("utf-8"))
    app.screenshot("the problem fixed")

    # Play-test a character whose agent calls a tool: open the menagerie sample.
    menagerie = projects / "menagerie"
    shutil.copytree(ROOT / "characters" / "menagerie", menagerie,
                    ignore=shutil.ignore_patterns("conversations"))  # fmt: skip
    app.menu("File", "Open Project…")
    pick_folder(app, menagerie)
    app.wait_for_text("menagerie — Character Studio")
    wait_until(lambda: [b for b in app.find_all("Button", "^Send$") if b.enabled], 60, "Send")
    server.script(
        tool_calls([("band_bird", {"species": "finch", "name": "Pip"})]),
        text("Pip the finch now wears band #1."),
        text("Pip is asleep in the aviary."),
    )
    app.send("A finch arrived today, her name is Pip.")
    app.wait_for_text("Pip the finch now wears band #1")
    app.wait_for_text("Aviary: banded Pip as #1")  # the agent's own line in the Agent log
    app.screenshot("turn 1: a tool call and the agent's log line")
    app.send("Where is Pip now?")
    app.wait_for_text("Pip is asleep in the aviary")
    app.screenshot("turn 2")

    # Fork the conversation from the Conversations dock.
    app.click(app.find("Button", "^Fork$"))
    app.wait_for_text("Fork from message")
    app.screenshot("the fork in the conversations list")

    # Maximise (double-click on the title bar), quit, and start again.
    window = app.window()
    x, y, width, _ = window.rect
    app.desktop.xdotool("mousemove", "--sync", str(x + width // 2), str(max(y - 8, 2)))
    app.desktop.xdotool("click", "--repeat", "2", "--delay", "80", "1")
    wait_until(lambda: app.window().rect[2] >= desktop.width - 4, 10, "a maximised window")
    app.screenshot("maximised")
    assert app.quit() == 0

    again = launch("character-studio")
    again.wait_for_text("menagerie — Character Studio", timeout=60)
    assert again.alive
    assert again.window().rect[2] >= desktop.width - 4, "the window came back unmaximised"
    again.wait_for_text("Pip is asleep in the aviary", timeout=30)
    assert again.find_all("Button", "^Send$")
    again.screenshot("started again, maximised, where the author left off")
    assert again.quit() == 0

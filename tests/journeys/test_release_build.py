"""The release build as a person gets it: the Linux tarball, unpacked in a fresh home.

A player unpacks it and takes the whole first-run journey of
``test_player_first_run.py`` with it (the built-in model, cards by File → Import, the
command line and a drop, three turns, swipe, edit and undo, the chat exported, a
restart); an author opens a character whose agents are written in all four
languages, plays a turn with an OpenAI model id (its token table is bundled data),
and exports the character as a card. Nothing from the source tree runs: the app,
its sandbox workers and the built-in model's server are the bundle's own.

The tarball is built once per run by ``packaging/linux/build.sh`` (PyInstaller,
one to three minutes) unless ``dist/`` holds one newer than every source file.
"""

from __future__ import annotations

import io
import os
import platform
import shutil
import subprocess
import tarfile
import tomllib
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.cards.png import read_card_chunks
from tests.journeys.harness import UserFolders, wait_until
from tests.journeys.steps import connect_the_scripted_server, pick_folder
from tests.journeys.test_player_first_run import first_run, open_by_command_line_and_drop
from tests.support.model_server import ModelServer
from tests.support.replies import text, tool_calls

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("studio", "resources", "packaging", "pyproject.toml")


def _tarball() -> Path:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]
    return ROOT / "dist" / f"character-studio-{version}-linux-{platform.machine()}.tar.gz"


def _newest_source() -> float:
    newest = 0.0
    for name in SOURCES:
        path = ROOT / name
        files = [path] if path.is_file() else path.rglob("*")
        for file in files:
            if "node_modules" in file.parts or "__pycache__" in file.parts:
                continue
            if file.is_file():
                newest = max(newest, file.stat().st_mtime)
    return newest


@pytest.fixture(scope="module")
def release(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The unpacked one-folder build: ``<dir>/character-studio/``."""
    tarball = _tarball()
    if not tarball.exists() or tarball.stat().st_mtime < _newest_source():
        try:
            import PyInstaller  # noqa: F401
        except ImportError:
            if os.environ.get("CI"):
                raise
            pytest.skip("PyInstaller is not installed (scripts/setup installs it)")
        # The tarball only (the .deb's dependency scan is the slow part and no journey
        # installs it). ~90 s on an idle 2-core machine; a build under heavy load (CI
        # beside other jobs) took over 20 minutes, so the bound is generous.
        try:
            build = subprocess.run(
                ["bash", str(ROOT / "packaging" / "linux" / "build.sh"), "--tarball-only"],
                cwd=ROOT, capture_output=True, text=True, timeout=2700, check=False,
            )  # fmt: skip
        except subprocess.TimeoutExpired as err:
            out = (err.stdout or b"")[-4000:]
            pytest.fail(f"the release build took over {err.timeout:.0f} s; it printed: {out!r}")
        assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    applications = tmp_path_factory.mktemp("Applications")
    with tarfile.open(tarball) as archive:
        archive.extractall(applications, filter="tar")
    bundle = applications / "character-studio"
    assert (bundle / "character-player").exists(), sorted(p.name for p in bundle.iterdir())
    return bundle


@pytest.fixture
def server() -> Iterator[ModelServer]:
    with ModelServer(models=["gpt-4o"]) as scripted:
        yield scripted


def test_a_new_player_with_the_release_build_sets_up_plays_and_finds_it_all_again(
    launch, folders: UserFolders, release: Path
) -> None:
    # The whole first-run journey (test_player_first_run.py), on the bundle: setup with
    # its built-in model, File → Import, a greeting, three turns, swipe, edit and undo,
    # the chat exported, quit and start again.
    first_run(launch, folders, str(release / "character-player"))


def test_the_release_build_opens_a_card_from_the_command_line_and_by_a_drop(
    launch, folders: UserFolders, release: Path
) -> None:
    open_by_command_line_and_drop(launch, folders, str(release / "character-player"))


def test_an_author_with_the_release_plays_agents_in_four_languages_on_gpt_4o(
    launch, folders: UserFolders, release: Path, server: ModelServer
) -> None:
    projects = folders.home / "Characters"
    menagerie = projects / "menagerie"
    shutil.copytree(ROOT / "characters" / "menagerie", menagerie,
                    ignore=shutil.ignore_patterns("conversations"))  # fmt: skip
    app = launch(str(release / "character-studio"))
    connect_the_scripted_server(app, server.url)
    app.wait_for_text("New character")

    # Open the character: its agents are JavaScript, TypeScript, Python and Lua.
    app.menu("File", "Open Project…")
    pick_folder(app, menagerie)
    app.wait_for_text("menagerie — Character Studio")
    wait_until(lambda: [b for b in app.find_all("Button", "^Send$") if b.enabled], 60, "Send")

    # One turn: the model calls a tool of each language's agent.
    server.script(
        tool_calls([
            ("plant_seed", {"herb": "mint", "bed": 2}),           # JavaScript
            ("feed_horse", {"horse": "Juniper", "food": "oats"}),  # TypeScript
            ("band_bird", {"species": "finch", "name": "Pip"}),    # Python
            ("stock_cellar", {"item": "plum jam", "count": 3}),    # Lua
        ]),
        text("Mint in bed two, Juniper fed, Pip banded and three jars of plum jam put away."),
    )  # fmt: skip
    app.send("Plant mint in bed 2, feed Juniper oats, band the finch Pip, store 3 jars of jam.")
    app.wait_for_text("three jars of plum jam put away", timeout=120)
    # Each agent's own log line, in the chat: every interpreter of the bundle ran.
    app.wait_for_text("Garden: planted mint in bed 2")  # JavaScript
    app.wait_for_text("Stables: Juniper ate oats")  # TypeScript
    app.wait_for_text("Aviary: banded Pip as #1")  # Python
    app.wait_for_text("Cellar: plum jam now 3")  # Lua
    app.screenshot("four agents' tools answered in the release build")
    assert not app.errors(), app.errors()
    assert {r.body["model"] for r in server.requests if r.path.endswith("/chat/completions")} == {
        "gpt-4o"
    }
    follow_up = server.requests[-1].body["messages"]
    results = {m["tool_call_id"]: m["content"] for m in follow_up if m.get("role") == "tool"}
    assert len(results) == 4, follow_up
    for content in results.values():
        assert content and "error" not in content.lower(), results

    # Export the character as a card beside the project.
    card = folders.home / "odile.png"
    app.menu("File", "Export as Card…")
    pick_folder(app, card)
    wait_until(card.exists, 30, "the exported card")
    chunks = read_card_chunks(card.read_bytes(), card.name)
    assert chunks.ccv3 and chunks.chara, "the exported card carries no character"
    app.wait_for_text("Exported the card to")
    # A PNG cannot carry the agents: the author is told which parts stayed out.
    warning = app.window("Not in the card")
    app.wait_for_text("agent menagerie.stables")
    app.screenshot("the card exported, and what a PNG leaves out")
    app.click(app.find("Button", "^OK$", within=warning))

    # Export as CHARX to keep them, as the warning says.
    charx = folders.home / "odile.charx"
    app.menu("File", "Export as Card…")
    pick_folder(app, charx)
    wait_until(charx.exists, 30, "the exported CHARX")
    with zipfile.ZipFile(charx) as archive:
        assert "card.json" in archive.namelist(), archive.namelist()
        package = zipfile.ZipFile(io.BytesIO(archive.read("x_character_studio/package.zip")))
    agents = {m for m in package.namelist() if m.startswith("agents/menagerie.")}
    assert len(agents) == 5, agents  # one agent per language, and the fortune deck
    app.wait_for_text(f"Exported the card to {charx}")
    assert not app.find_all(name="^Not in the card$")
    app.screenshot("the CHARX keeps the agents")
    assert app.quit() == 0

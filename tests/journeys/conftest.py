"""Journeys: the real app as a process on a real X screen (see docs/JOURNEYS.md).

Skipped only where the screen tools are missing and CI is unset; in CI a missing
tool fails the run (``.ci/run`` installs Xvfb, openbox and xdotool).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.journeys.harness import ARTIFACTS, App, Desktop, UserFolders, tools_missing

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "cards-corpus"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "journeys" in item.nodeid:
            item.add_marker(pytest.mark.journey)
            item.add_marker(pytest.mark.timeout(600))


@pytest.fixture(autouse=True)
def _screen_tools() -> None:
    missing = tools_missing()
    if missing and not os.environ.get("CI"):
        pytest.skip(f"journeys need {', '.join(missing)} (apt-get install xvfb openbox xdotool)")
    assert not missing, f"CI must install {missing} for the journeys"


@pytest.fixture
def desktop(request: pytest.FixtureRequest) -> Iterator[Desktop]:
    width, height = getattr(request, "param", (1366, 768))
    screen = Desktop(width, height)
    yield screen
    screen.close()


@pytest.fixture
def folders(tmp_path: Path) -> UserFolders:
    return UserFolders(tmp_path)


@pytest.fixture
def launch(desktop: Desktop, folders: UserFolders, request: pytest.FixtureRequest) -> Iterator:
    """Start the app: ``launch("character-player", card)``; every app started is ended."""
    started: list[App] = []
    journey = request.node.name.replace("[", "-").rstrip("]")
    shutil.rmtree(ARTIFACTS / journey, ignore_errors=True)  # this run's pictures only

    def start(*command: str, env: dict[str, str] | None = None) -> App:
        app = App(desktop, folders, list(command), journey, extra_env=env)
        started.append(app)
        return app

    yield start
    for app in started:
        app.kill()


def corpus_card(relative: str) -> Path:
    path = CORPUS / relative
    if not path.exists():
        pytest.skip(f"the cards corpus is not beside the project ({path})")
    return path

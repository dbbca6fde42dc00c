"""Editor-pane fixtures shared by the project-edit and live-validation tests: each
test runs on a copy of the librarian and of the menagerie (the sample with an agent
in every language). Import the fixtures by name, as the party tests do."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studio.ui.editor import EditorPane

CHARACTERS = Path(__file__).resolve().parents[2] / "characters"


@pytest.fixture(params=["librarian", "menagerie"])
def project(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """A copy of a sample character project, writable."""
    root = tmp_path / request.param
    shutil.copytree(CHARACTERS / request.param, root)
    return root


@pytest.fixture
def pane(qtbot: QtBot, project: Path) -> EditorPane:
    """An editor pane on :func:`project`."""
    widget = EditorPane(project)
    qtbot.addWidget(widget)
    return widget

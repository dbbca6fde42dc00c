"""Fixtures for card tests: a stand-in lorebook agent so imported cards load and play.

These tests check what the card import writes and what reaches the model, so a
test double that preloads the book's constant entries verbatim keeps them exact
whatever the real ``studio.lorebook`` rules do (its own tests cover those;
``test_play.py`` also plays a card through the real agent when it is bundled).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from studio import paths
from tests.support.fixtures import model_server  # noqa: F401

STAND_IN_LOREBOOK = """/**
 * @agent studio.lorebook
 * @description Test double: preloads the constant entries of the book.
 * @api studio.context
 * @preload true
 */
export async function onLoad(store, studio, context) {
  const text = await studio.context.readFile(context.config.contextFile);
  if (!text) return null;
  const book = JSON.parse(text);
  return book.data.entries.filter(e => e.enabled && e.constant).map(e => e.content).join("\\n");
}
"""


REAL_AGENTS = paths.bundled_agents_dir()


@pytest.fixture(autouse=True)
def bundled_agents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The application's bundled agents with the stand-in ``studio.lorebook``, used by
    every load in these tests."""
    folder = tmp_path / "bundled"
    shutil.copytree(REAL_AGENTS, folder)
    (folder / "studio.lorebook.js").write_text(STAND_IN_LOREBOOK, encoding="utf-8")
    monkeypatch.setattr(paths, "bundled_agents_dir", lambda: folder)
    return folder

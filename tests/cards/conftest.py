"""Fixtures for card tests: a stand-in lorebook agent so imported cards load and play.

The real ``studio.lorebook`` agent is another slice's work; these tests check
what the card import writes and what reaches the model, so a test double that
exposes the book's constant entries through the preload block is enough.
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


@pytest.fixture(autouse=True)
def bundled_agents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The application's bundled agents plus the stand-in ``studio.lorebook`` (when the
    application has none yet), used by every load in these tests."""
    folder = tmp_path / "bundled"
    shutil.copytree(paths.bundled_agents_dir(), folder)
    if not (folder / "studio.lorebook.js").exists():
        (folder / "studio.lorebook.js").write_text(STAND_IN_LOREBOOK, encoding="utf-8")
    monkeypatch.setattr(paths, "bundled_agents_dir", lambda: folder)
    return folder

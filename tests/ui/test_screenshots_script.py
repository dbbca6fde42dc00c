"""scripts/screenshots.py (the README's and docs' pictures) still runs: it drives the
real windows through their public parts, so a refactor that breaks it fails here, not
the next time someone renders the docs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
EXPECTED = (
    "studio.png", "studio-1366x768.png", "player.png", "library.png", "gallery.png",
    "character-page.png", "swipes.png", "find.png", "agent-log.png", "settings.png",
    "player-setup.png", "player-review.png", "start.png", "chat-light.png",
    "chat-midnight.png", "chat-parchment.png",
)


def test_the_screenshots_script_renders_every_picture(tmp_path: Path) -> None:
    env = {**os.environ, "STUDIO_SCREENSHOTS_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "screenshots.py")],
        env=env, capture_output=True, text=True, timeout=110, cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    for name in EXPECTED:
        image = QImage(str(tmp_path / name))
        assert not image.isNull(), f"{name} was not rendered"
        assert image.width() >= 250 and image.height() >= 200, name

"""With no display, the GUI entry points say so in one line and exit 2 (no Qt abort)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from studio.ui.display_check import NO_DISPLAY, missing_display

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("argv", "environ", "platform", "refused"),
    [
        ([], {}, "linux", True),
        (["some.zip"], {"XDG_SESSION_TYPE": "tty"}, "linux", True),
        ([], {}, "freebsd14", True),
        ([], {"DISPLAY": ":0"}, "linux", False),
        ([], {"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ([], {"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        (["--smoke", "http://127.0.0.1:9/v1"], {}, "linux", False),  # offscreen by itself
        (["--smoke=http://127.0.0.1:9/v1"], {}, "linux", False),
        (["--help"], {}, "linux", False),
        ([], {}, "darwin", False),
        ([], {}, "win32", False),
    ],
)
def test_when_a_display_is_missing(
    argv: list[str], environ: dict[str, str], platform: str, refused: bool
) -> None:
    assert (missing_display(argv, environ, platform) is not None) is refused


def _headless_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}  # fmt: skip
    env.update(
        {
            "XDG_DATA_HOME": str(tmp_path / "data"),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "XDG_CACHE_HOME": str(tmp_path / "cache"),
            "PYTHONPATH": str(ROOT),
        }
    )
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
@pytest.mark.parametrize(
    "entry",
    [
        "from studio.cli import main; raise SystemExit(main([]))",
        "from studio.cli import main; raise SystemExit(main(['open', 'characters/plain']))",
        "from studio.cli import player_main; raise SystemExit(player_main(['card.png']))",
    ],
    ids=["character-studio", "character-studio open", "character-player"],
)
def test_the_gui_without_a_display_says_so_in_one_line(tmp_path: Path, entry: str) -> None:
    result = subprocess.run(
        [sys.executable, "-c", entry],
        capture_output=True,
        text=True,
        env=_headless_env(tmp_path),
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert result.stderr.splitlines() == [NO_DISPLAY]
    assert "qt.qpa" not in result.stderr and result.stdout == ""

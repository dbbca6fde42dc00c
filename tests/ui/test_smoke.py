"""``--smoke URL``: the whole app, one turn against a model server, a screenshot, exit 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.model_server import ModelServer, text

ROOT = Path(__file__).resolve().parents[2]


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )
    return env


@pytest.mark.parametrize("entry", ["studio", "player"])
def test_smoke_plays_one_turn_and_saves_a_screenshot(tmp_path: Path, entry: str) -> None:
    shot = tmp_path / "smoke.png"
    code = (
        "import sys; from studio.cli import main, player_main; "
        f"sys.exit({'main' if entry == 'studio' else 'player_main'}(sys.argv[1:]))"
    )
    with ModelServer() as server:
        server.script(text("Hello from the smoke test."))
        result = subprocess.run(
            [sys.executable, "-c", code, "--smoke", server.url, "--screenshot", str(shot)],
            capture_output=True,
            text=True,
            env=_env(tmp_path),
            cwd=ROOT,
            timeout=120,
            check=False,
        )
        assert result.returncode == 0, result.stdout + result.stderr
        assert len(server.requests) == 1
    assert shot.stat().st_size > 10_000
    assert "ok: screenshot saved" in result.stdout


def test_smoke_fails_clearly_when_the_model_errors(tmp_path: Path) -> None:
    with ModelServer() as server:
        # Nothing scripted: the server answers 500 to every request.
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "studio",
                "--smoke",
                server.url,
                "--timeout",
                "30",
                "--screenshot",
                str(tmp_path / "s.png"),
            ],
            capture_output=True,
            text=True,
            env=_env(tmp_path),
            cwd=ROOT,
            timeout=120,
            check=False,
        )
    assert result.returncode == 1
    assert "the turn failed" in result.stderr

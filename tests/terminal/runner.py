"""Running ``character-studio play``/``party`` as real subprocesses for the terminal tests."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SECRET = "sk-terminal-SECRET"


def env_for(tmp_path: Path) -> dict[str, str]:
    """An environment whose settings, data and cache live under ``tmp_path``."""
    env = dict(os.environ)
    env.update(
        {
            "MY_KEY": SECRET,
            "XDG_DATA_HOME": str(tmp_path / "xdg-data"),
            "XDG_CONFIG_HOME": str(tmp_path / "xdg-config"),
            "XDG_CACHE_HOME": str(tmp_path / "xdg-cache"),
            "PYTHONPATH": str(ROOT),
        }
    )
    return env


def play_args(url: str, package: Path, tmp_path: Path, *extra: str) -> list[str]:
    return [
        sys.executable, "-m", "studio", "play", str(package),
        "--base-url", url, "--model", "test-model", "--api-key-env", "MY_KEY",
        "--data-dir", str(tmp_path / "d"), *extra,
    ]  # fmt: skip


def play(
    url: str, tmp_path: Path, package: Path, stdin: str, *extra: str
) -> subprocess.CompletedProcess[str]:
    """Run ``play`` with ``stdin`` piped; returns the finished process."""
    return subprocess.run(
        play_args(url, package, tmp_path, *extra),
        input=stdin,
        capture_output=True,
        text=True,
        env=env_for(tmp_path),
        cwd=ROOT,
        timeout=90,
        check=False,
    )


def party(
    url: str, tmp_path: Path, party_file: Path, stdin: str
) -> subprocess.CompletedProcess[str]:
    """Run ``party`` with ``stdin`` piped; returns the finished process."""
    args = [
        sys.executable, "-m", "studio", "party", str(party_file),
        "--base-url", url, "--model", "test-model", "--api-key-env", "MY_KEY",
        "--data-dir", str(tmp_path / "d"),
    ]  # fmt: skip
    return subprocess.run(
        args, input=stdin, capture_output=True, text=True, env=env_for(tmp_path),
        cwd=ROOT, timeout=90, check=False,
    )  # fmt: skip

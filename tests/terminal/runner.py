"""Running ``character-studio play``/``party`` as real subprocesses for the terminal tests."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
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


def run_studio(
    args: Sequence[str], *, stdin: str, env: dict[str, str], timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    """Run ``python -m studio ARGS`` from the repository root with ``stdin`` piped;
    returns the finished process (its output captured as text)."""
    return subprocess.run(
        [sys.executable, "-m", "studio", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=timeout,
        check=False,
    )


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
    args = play_args(url, package, tmp_path, *extra)[3:]  # after ``python -m studio``
    return run_studio(args, stdin=stdin, env=env_for(tmp_path), timeout=90)


def party(
    url: str, tmp_path: Path, party_file: Path, stdin: str
) -> subprocess.CompletedProcess[str]:
    """Run ``party`` with ``stdin`` piped; returns the finished process."""
    args = [
        "party", str(party_file),
        "--base-url", url, "--model", "test-model", "--api-key-env", "MY_KEY",
        "--data-dir", str(tmp_path / "d"),
    ]  # fmt: skip
    return run_studio(args, stdin=stdin, env=env_for(tmp_path), timeout=90)

"""The frozen app (dist/character-studio) and the .deb: slow, opt-in.

Skipped unless ``STUDIO_PACKAGING_TESTS=1``; build first with
``packaging/linux/build.sh``. The .deb test also needs root and installs, then
removes, the package on this machine (packaging/linux/check_deb.sh).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = ROOT / "dist" / "character-studio"
SMOKE = ROOT / "packaging" / "smoke_artifact.py"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("STUDIO_PACKAGING_TESTS") != "1",
        reason="packaging tests run only with STUDIO_PACKAGING_TESTS=1",
    ),
]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*args], capture_output=True, text=True, cwd=ROOT, timeout=600, check=False
    )


@pytest.mark.parametrize("entry", ["character-studio", "character-player"])
def test_frozen_entry_point_smokes(entry: str) -> None:
    if not (BUNDLE / entry).exists():
        pytest.skip("no dist/character-studio: run packaging/linux/build.sh")
    extra = ["--workers"] if entry == "character-studio" else []
    result = _run(sys.executable, str(SMOKE), str(BUNDLE / entry), *extra)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok: screenshot saved" in result.stdout


@pytest.mark.skipif(sys.platform != "linux", reason="a .deb is for Debian/Ubuntu")
def test_deb_installs_smokes_and_removes() -> None:
    debs = sorted((ROOT / "dist").glob("character-studio_*.deb"))
    if not debs or os.geteuid() != 0:
        pytest.skip("needs dist/character-studio_*.deb and root")
    result = _run("bash", str(ROOT / "packaging" / "linux" / "check_deb.sh"), str(debs[-1]))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "check_deb: ok" in result.stdout

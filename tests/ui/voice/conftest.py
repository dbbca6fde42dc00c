"""Fixtures for the GUI's voice: a private PulseAudio (null output, microphone)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator

import pytest

from tests.support.pulse import start_pulse


@pytest.fixture(scope="session")
def pulse() -> Iterator[None]:
    """Audio devices for Qt Multimedia; skipped only where PulseAudio is missing and
    CI is unset (CI installs it, .ci/run)."""
    missing = [t for t in ("pulseaudio", "pactl", "espeak-ng") if shutil.which(t) is None]
    if missing and not os.environ.get("CI"):
        pytest.skip(f"not installed: {missing} (apt-get install pulseaudio espeak-ng)")
    assert not missing, f"CI must install {missing} (.ci/run)"
    stop = start_pulse()
    try:
        yield
    finally:
        stop()

"""Fixtures for the voice tests: the real eSpeak NG engine and a scripted audio server."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator

import pytest

from tests.support.audio_server import AudioServer


@pytest.fixture
def espeak() -> str:
    """The eSpeak NG program; skipped only where it is missing and CI is unset."""
    found = shutil.which("espeak-ng")
    if found is None and not os.environ.get("CI"):
        pytest.skip("espeak-ng is not installed (apt-get install espeak-ng)")
    assert found, "CI must install espeak-ng (.ci/run)"
    return found


@pytest.fixture
def audio_server() -> Iterator[AudioServer]:
    with AudioServer() as server:
        yield server

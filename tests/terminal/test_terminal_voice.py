"""``character-studio play --speak-to DIR``: each reply spoken with the real eSpeak NG,
sentence by sentence, into WAV files (docs/VOICE.md)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from studio.paths import APP_NAME
from studio.voice.wav import check_wav
from tests.support.audio_server import Answer, AudioServer
from tests.support.model_server import ModelServer, text
from tests.terminal.runner import ROOT, play


@pytest.fixture(autouse=True)
def _espeak() -> None:
    if shutil.which("espeak-ng") is None and not os.environ.get("CI"):
        pytest.skip("espeak-ng is not installed")


def test_replies_are_spoken_into_files(tmp_path: Path) -> None:
    out = tmp_path / "voice"
    with ModelServer() as model:
        model.script(text('Good evening. *She nods.* "The inn is full tonight."'))
        result = play(model.url, tmp_path, ROOT / "characters" / "plain", "hello\n",
                      "--speak-to", str(out))  # fmt: skip
    assert result.returncode == 0, result.stderr
    files = sorted(out.glob("*.wav"))
    assert [f.name.split("-", 1)[1] for f in files] == ["001-01.wav", "001-02.wav"]
    assert all(check_wav(f.read_bytes()).seconds > 0.4 for f in files)
    assert f"[voice] {files[0]}" in result.stderr


def test_a_failing_speech_endpoint_is_said_and_the_chat_goes_on(tmp_path: Path) -> None:
    settings = tmp_path / "xdg-data" / APP_NAME / "settings.json"
    settings.parent.mkdir(parents=True)
    with ModelServer() as model, AudioServer() as audio:
        voice = {"engine": "remote", "endpoint": audio.url}
        settings.write_text(json.dumps({"voice": voice}), encoding="utf-8")
        audio.script("/v1/audio/speech", Answer(503, b"busy"))
        model.script(text("First. Second."), text("Still here."))
        result = play(model.url, tmp_path, ROOT / "characters" / "plain", "hi\nmore\n",
                      "--speak-to", str(tmp_path / "v"))  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "[voice] The speech endpoint" in result.stderr and "answered 503" in result.stderr
    assert "Still here." in result.stdout

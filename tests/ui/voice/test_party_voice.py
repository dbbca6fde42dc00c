"""A party's replies read aloud, each member in their own voice (the package's
suggestion, then the player's choice for that member), in the order they speak;
Read aloud on a member's message uses that member's voice."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.storage import Settings
from studio.ui.opening import Endpoint
from studio.ui.party.window import PartyWindow
from tests.engine.party.party_support import write_pair
from tests.support.audio_server import AudioServer
from tests.support.fixtures import model_server  # noqa: F401
from tests.support.model_server import ModelServer, text

pytestmark = pytest.mark.usefixtures("pulse")


@pytest.fixture
def audio_server() -> Iterator[AudioServer]:
    with AudioServer() as server:
        yield server


def test_each_member_speaks_in_their_own_voice(
    qtbot, tmp_path: Path, model_server: ModelServer, audio_server: AudioServer  # noqa: F811
) -> None:
    path = write_pair(tmp_path / "party", {"Ann": {"remoteVoice": "nova"},
                                            "Bob": {"remoteVoice": "onyx", "rate": 0.8}})
    settings = Settings(voice={
        "autoRead": True, "engine": "remote", "endpoint": audio_server.url,
        "characters": {"Bob": {"remoteVoice": "echo"}},  # the player's choice wins
    })  # fmt: skip
    endpoint = Endpoint(base_url=model_server.url, api_key="k", main_model=None,
                        worker_model=None)  # fmt: skip
    window = PartyWindow(endpoint, settings, data_dir=tmp_path / "data")
    try:
        window.show()
        with qtbot.waitSignal(window.opened, timeout=20_000):
            window.open_party(path)
        voice = window.chat.voice
        heard: list[str] = []
        voice.clipPlayed.connect(heard.append)
        model_server.script(text("Hello, I am Ann. Nice to meet you."),
                            text("Bob here. Good day."))  # fmt: skip
        window.chat.send("hello both")
        qtbot.waitUntil(lambda: len(heard) == 4 and not voice.audio.playing, timeout=30_000)
        spoken = [json.loads(r.body) for r in audio_server.requests]
        assert [(b["input"], b["voice"], b["speed"]) for b in spoken] == [
            ("Hello, I am Ann.", "nova", 1.0),
            ("Nice to meet you.", "nova", 1.0),
            ("Bob here.", "echo", 0.8),
            ("Good day.", "echo", 0.8),
        ]
        assert heard == ["Hello, I am Ann.", "Nice to meet you.", "Bob here.", "Good day."]
        # Read aloud on Ann's message: Ann's voice, not the last speaker's.
        row = next(r for r in window.chat.model.rows() if r.speaker == "Ann")
        before = len(audio_server.requests)
        voice.speak(row.text, row.speaker)
        qtbot.waitUntil(lambda: len(audio_server.requests) == before + 2, timeout=15_000)
        assert {json.loads(r.body)["voice"] for r in audio_server.requests[before:]} == {"nova"}
    finally:
        window.close()

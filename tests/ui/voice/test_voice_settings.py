"""What Settings → Voice saves is how the chat speaks: the endpoint, its key and the
character's own voice and speed reach the speech request (a scripted /audio/speech)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from studio.storage.settings import Settings
from studio.ui.dialogs import SettingsDialog
from studio.voice.settings import VoiceSettings
from tests.support.audio_server import Answer, AudioServer, tone_wav
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat
from tests.ui.helpers_inspectors import memory_keyring  # noqa: F401

chat = conftest_chat.chat
model_server = conftest_chat.model_server

pytestmark = pytest.mark.usefixtures("pulse")

KEY = "sk-speech-4242424242"


@pytest.fixture
def audio_server() -> Iterator[AudioServer]:
    with AudioServer() as server:
        yield server


def test_the_voice_chosen_in_settings_speaks_the_character(
    chat: Chat, qtbot, tmp_path, audio_server: AudioServer, memory_keyring  # noqa: F811
) -> None:
    player = chat.open(agents=False)
    assert player.package.name == "Ada"
    pane = chat.pane()
    voice = pane.voice
    data_dir = tmp_path / "userdata"
    dialog = SettingsDialog(
        Settings(),
        settings_path=tmp_path / "settings.json", data_dir=data_dir,
        character=("Ada", VoiceSettings()),
    )
    qtbot.addWidget(dialog)
    box = dialog.voice
    box.engine.setCurrentIndex(box.engine.findData("remote"))
    box.endpoint.setText(audio_server.url)
    box.speech_key.setText(KEY)
    box.remote_voice.setCurrentText("nova")
    box.rate.setValue(1.5)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    audio_server.script("/v1/audio/speech", Answer(200, tone_wav(0.2), "audio/wav"))
    try:
        voice.configure(dialog.result_settings(), data_dir=data_dir)
        voice.speak("Hello there.")
        qtbot.waitUntil(lambda: voice.audio.played == 1 and not voice.audio.playing,
                        timeout=15000)  # fmt: skip
        request = audio_server.requests[0]
        assert request.path == "/v1/audio/speech"
        assert request.headers["authorization"] == f"Bearer {KEY}"
        body = json.loads(request.body)
        assert (body["voice"], body["speed"], body["input"]) == ("nova", 1.5, "Hello there.")
    finally:
        voice.shutdown()

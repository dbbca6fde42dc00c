"""The chat's voice with the real engine and real audio devices (a private PulseAudio):
replies read aloud as they stream, Read aloud on a message, Mute and Stop, and
push-to-talk into the message box (docs/VOICE.md)."""

from __future__ import annotations

import array
import json
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from studio.ui.chat import actions
from studio.voice.wav import check_wav
from tests.support.audio_server import Answer, AudioServer
from tests.support.replies import text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server

pytestmark = pytest.mark.usefixtures("pulse")


def _loudness(wav: bytes) -> float:
    """Root mean square of 16-bit samples (0 for silence)."""
    samples = array.array("h", check_wav(wav).data[44:])
    if not samples:
        return 0.0
    return float((sum(s * s for s in samples) / len(samples)) ** 0.5)


@pytest.fixture
def audio_server() -> Iterator[AudioServer]:
    with AudioServer() as server:
        yield server


def test_a_reply_is_read_aloud_as_it_streams_and_is_heard(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    voice = pane.voice
    try:
        assert voice.bar.read_aloud.accessibleName() == "Read aloud"
        qtbot.mouseClick(voice.bar.read_aloud, Qt.MouseButton.LeftButton)
        assert voice.prefs["autoRead"] is True
        heard: list[str] = []
        voice.clipPlayed.connect(heard.append)
        # The reply holds after its first sentence until the test lets it go on.
        chat.server.script(text('Hello, traveller. *She bows.* "Welcome to the inn."',
                                hold_after=7))  # fmt: skip
        # The app's own microphone hears the null output (the test's loopback).
        voice.microphone.start()
        pane.send("Hi")
        qtbot.waitUntil(lambda: len(heard) >= 1, timeout=15000)
        # The first sentence is heard while the reply is still being written.
        assert pane.replying and heard == ["Hello, traveller."]
        chat.server.release()
        qtbot.waitUntil(lambda: len(heard) == 2 and not voice.audio.playing, timeout=30000)
        recording = voice.microphone.stop()
        assert heard == ["Hello, traveller.", "Welcome to the inn."]  # the action skipped
        assert voice.audio.played == 2
        assert _loudness(recording) > 300, "nothing was heard on the output"
        assert not voice.bar.stop.isEnabled()
    finally:
        voice.shutdown()


def test_read_aloud_on_a_message_then_stop_and_mute(chat: Chat, qtbot) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    voice = pane.voice
    try:
        chat.server.script(text("One sentence here. Another one there. And a third one."))
        pane.send("Talk")
        chat.wait_idle()
        qtbot.waitUntil(lambda: pane.model.rowCount() >= 2, timeout=15000)
        row = pane.model.row_at(pane.model.rowCount() - 1)
        assert actions.SPEAK in pane.row_actions(pane.model.rowCount() - 1)
        heard: list[str] = []
        voice.clipPlayed.connect(heard.append)
        pane.run_action(actions.SPEAK, row)
        qtbot.waitUntil(lambda: voice.audio.playing, timeout=15000)
        assert voice.bar.stop.isEnabled()
        qtbot.mouseClick(voice.bar.stop, Qt.MouseButton.LeftButton)
        assert not voice.audio.playing and not voice.bar.stop.isEnabled()
        count = len(heard)
        qtbot.wait(300)  # sentences already being made are dropped, not played
        assert len(heard) <= count + 1 and not voice.audio.playing
        qtbot.mouseClick(voice.bar.mute, Qt.MouseButton.LeftButton)
        assert voice.prefs["muted"] is True
        toasts: list[str] = []
        voice._notify = toasts.append
        pane.run_action(actions.SPEAK, row)
        assert toasts == ["The voice is muted; turn Mute off to hear it."]
        assert not voice.audio.playing
    finally:
        voice.shutdown()


def test_hold_to_talk_puts_the_transcript_in_the_message_box(
    chat: Chat, qtbot, audio_server: AudioServer
) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    voice = pane.voice
    voice.prefs["transcribeEndpoint"] = audio_server.url
    audio_server.script("/v1/audio/transcriptions", Answer(200, b'{"text": "Open the door."}'))
    try:
        qtbot.keyClicks(pane.input, "Please:")
        qtbot.mousePress(voice.bar.talk, Qt.MouseButton.LeftButton)
        assert voice.microphone.recording
        assert voice.bar.talk.text() == "Listening… release to stop"
        voice.speak("Open the door.")  # what the microphone hears (the loopback)
        qtbot.waitUntil(lambda: voice.audio.played == 1 and not voice.audio.playing, timeout=15000)
        with qtbot.waitSignal(voice.transcribed, timeout=15000):
            qtbot.mouseRelease(voice.bar.talk, Qt.MouseButton.LeftButton)
        assert pane.input.toPlainText() == "Please: Open the door."
        assert chat.entries() == []  # nothing is sent by itself
        upload = audio_server.requests[0].body
        start = upload.index(b"RIFF")
        assert _loudness(upload[start : upload.index(b"\r\n--", start)]) > 300
    finally:
        voice.shutdown()


def test_voice_failures_are_told_and_change_nothing(
    chat: Chat, qtbot, audio_server: AudioServer
) -> None:
    chat.open(agents=False)
    pane = chat.pane()
    voice = pane.voice
    failures: list[str] = []
    voice.failed.connect(failures.append)
    try:
        # A remote voice that answers something that is not WAV.
        voice.prefs.update(engine="remote", endpoint=audio_server.url)
        audio_server.script("/v1/audio/speech", Answer(200, b"ID3 mp3", "audio/mpeg"))
        voice.speak("Hello.")
        qtbot.waitUntil(lambda: bool(failures), timeout=15000)
        assert "is not a WAV file" in failures[0]
        # A transcription endpoint that refuses.
        voice.prefs["transcribeEndpoint"] = audio_server.url
        audio_server.script("/v1/audio/transcriptions", Answer(401, b'{"error": "no key"}'))
        qtbot.keyClicks(pane.input, "typed")
        voice.transcribe(check_wav(voice_wav()).data)
        qtbot.waitUntil(lambda: len(failures) == 2, timeout=15000)
        assert "answered 401" in failures[1]
        assert pane.input.toPlainText() == "typed" and voice.bar.talk.isEnabled()
        assert json.loads(audio_server.requests[0].body)["voice"] == "alloy"
    finally:
        voice.shutdown()


def voice_wav() -> bytes:
    from tests.support.audio_server import tone_wav

    return tone_wav(0.3)

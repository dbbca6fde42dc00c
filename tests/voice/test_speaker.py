"""Speaking a reply as it streams, with the real eSpeak NG engine."""

from __future__ import annotations

import asyncio

import pytest

from studio.errors import VoiceError
from studio.voice import Clip, EspeakEngine, RemoteSpeech, Speaker, VoiceSettings, voice_from_config
from tests.support.audio_server import Answer, AudioServer


async def test_first_sentence_is_spoken_before_the_reply_ends(espeak: str) -> None:
    heard: list[Clip] = []
    first = asyncio.Event()

    def sink(clip: Clip) -> None:
        heard.append(clip)
        first.set()

    speaker = Speaker(EspeakEngine(), VoiceSettings(), sink)
    speaker.feed("Welcome to the inn. ")
    # The reply is still streaming; the first sentence is already spoken.
    await asyncio.wait_for(first.wait(), 10)
    assert [c.text for c in heard] == ["Welcome to the inn."]
    speaker.feed("Sit down")
    speaker.feed(", please.")
    clips = await speaker.finish()
    assert [c.text for c in clips] == ["Welcome to the inn.", "Sit down, please."]
    assert all(c.seconds > 0.3 for c in clips)
    assert clips[0].ready_at - clips[0].sentence_at < 1.0


async def test_actions_skipped_or_narrated_and_voices_per_kind(espeak: str) -> None:
    text = '*She smiles.* "Hello," says Mira.'
    skip = await Speaker(EspeakEngine(), VoiceSettings(voice="en-gb"), lambda c: None).speak(text)
    assert [(c.kind, c.text, c.voice) for c in skip] == [
        ("speech", "Hello,", "en-gb"),
        ("narration", "says Mira.", "en-gb"),
    ]
    settings = VoiceSettings(voice="en-gb", narrator_voice="en-us", actions="narrate")
    narrate = await Speaker(EspeakEngine(), settings, lambda c: None).speak(text)
    assert [(c.kind, c.voice) for c in narrate] == [
        ("action", "en-us"),
        ("speech", "en-gb"),
        ("narration", "en-us"),
    ]


async def test_stop_drops_what_is_queued(espeak: str) -> None:
    heard: list[Clip] = []
    speaker = Speaker(EspeakEngine(), VoiceSettings(), heard.append)
    speaker.feed("One. Two. Three. Four. Five. Six. ")
    await speaker.stop()
    speaker.feed("Seven. ")
    assert await speaker.finish() == heard
    assert len(heard) < 6


async def test_an_engine_failure_ends_speech_once(audio_server: AudioServer) -> None:
    audio_server.script("/v1/audio/speech", Answer(500, b"overloaded"))
    errors: list[VoiceError] = []
    engine = RemoteSpeech(audio_server.url)
    settings = VoiceSettings(engine="remote", endpoint=audio_server.url)
    speaker = Speaker(engine, settings, lambda c: None, on_error=errors.append)
    try:
        clips = await speaker.speak("First. Second. Third.")
    finally:
        await engine.aclose()
    assert clips == [] and len(errors) == 1 and "answered 500" in str(errors[0])
    assert len(audio_server.requests) == 1


def test_voice_from_a_package_and_the_players_choice() -> None:
    suggested = voice_from_config({"voice": {"voice": "en-gb+f3", "rate": 5, "engine": "remote"}})
    assert suggested.voice == "en-gb+f3" and suggested.rate == 2.0
    assert suggested.engine == "espeak"  # a package cannot choose the engine or endpoint
    chosen = suggested.merged({"engine": "remote", "remoteVoice": "nova", "endpoint": "http://x"})
    assert chosen.voice_for("speech") == "nova" and chosen.voice_for("narration") == "nova"
    with pytest.raises(VoiceError, match="'voice' must be an object"):
        voice_from_config({"voice": "en"})
    with pytest.raises(VoiceError, match="'rate' must be a number"):
        suggested.merged({"rate": "fast"})

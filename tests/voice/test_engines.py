"""The real eSpeak NG engine and OpenAI-compatible speech endpoints."""

from __future__ import annotations

import json

import pytest

from studio.errors import VoiceError
from studio.voice import EspeakEngine, RemoteSpeech, VoiceSettings, make_engine
from studio.voice.wav import check_wav
from tests.support.audio_server import Answer, AudioServer, tone_wav


async def test_espeak_speaks_a_sentence_as_wav(espeak: str) -> None:
    engine = EspeakEngine()
    short = check_wav(await engine.synthesize("Hi.", voice="en-us"))
    long = check_wav(await engine.synthesize("Hello there, traveller, welcome.", voice="en-gb"))
    assert short.rate == 22050 and short.channels == 1 and short.bits == 16
    assert 0.2 < short.seconds < long.seconds < 5
    # The header now matches the bytes (espeak-ng writes a false length to a pipe).
    assert int.from_bytes(long.data[40:44], "little") == len(long.data) - 44


async def test_espeak_reads_text_that_looks_like_an_option(espeak: str) -> None:
    wav = await EspeakEngine().synthesize("--version -v de", voice="en-us")
    assert check_wav(wav).seconds > 0.3


async def test_espeak_unknown_voice_is_a_clear_error(espeak: str) -> None:
    with pytest.raises(VoiceError, match="could not speak in the voice 'xx-nope'") as caught:
        await EspeakEngine().synthesize("Hello.", voice="xx-nope")
    assert caught.value.reason == "engine"
    with pytest.raises(VoiceError, match="not an eSpeak NG voice name"):
        await EspeakEngine().synthesize("Hello.", voice="en; rm -rf /")


async def test_espeak_lists_voices(espeak: str) -> None:
    voices = await EspeakEngine().voices()
    assert "en-us" in voices and "de" in voices


def test_no_engine_installed_says_what_to_do(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(VoiceError, match="apt-get install espeak-ng") as caught:
        EspeakEngine()
    assert caught.value.reason == "no_engine"


async def test_remote_speech_posts_the_openai_request(audio_server: AudioServer) -> None:
    engine = RemoteSpeech(audio_server.url, api_key="sk-secret-123", model="kokoro")
    try:
        wav = await engine.synthesize("Good evening.", voice="nova", rate=1.25)
    finally:
        await engine.aclose()
    assert check_wav(wav).frames == 3200
    request = audio_server.requests[0]
    assert request.path == "/v1/audio/speech"
    assert request.headers["authorization"] == "Bearer sk-secret-123"
    assert json.loads(request.body) == {
        "model": "kokoro",
        "input": "Good evening.",
        "voice": "nova",
        "response_format": "wav",
        "speed": 1.25,
    }


@pytest.mark.parametrize(
    ("answer", "words", "reason"),
    [
        (Answer(401, b'{"error": "bad key sk-secret-123"}'), "answered 401", "endpoint"),
        (Answer(200, b"ID3 mp3 bytes", "audio/mpeg"), "not a WAV", "bad_audio"),
        (Answer(200, tone_wav()[:30], "audio/wav"), "corrupt", "bad_audio"),
    ],
)
async def test_remote_speech_failures_are_clear(
    audio_server: AudioServer, answer: Answer, words: str, reason: str
) -> None:
    audio_server.script("/v1/audio/speech", answer)
    engine = RemoteSpeech(audio_server.url, api_key="sk-secret-123")
    try:
        with pytest.raises(VoiceError, match=words) as caught:
            await engine.synthesize("Hi.", voice="alloy")
    finally:
        await engine.aclose()
    assert caught.value.reason == reason


async def test_unreachable_endpoint_never_names_the_key() -> None:
    engine = RemoteSpeech("http://127.0.0.1:9/v1", api_key="sk-secret-123")
    try:
        with pytest.raises(VoiceError, match="could not be reached") as caught:
            await engine.synthesize("Hi.", voice="alloy")
    finally:
        await engine.aclose()
    assert "sk-secret" not in str(caught.value)
    assert caught.value.__cause__ is None


def test_make_engine_chooses_by_settings(espeak: str) -> None:
    assert isinstance(make_engine(VoiceSettings()), EspeakEngine)
    remote = make_engine(VoiceSettings(engine="remote", endpoint="http://127.0.0.1:1/v1"))
    assert isinstance(remote, RemoteSpeech)
    with pytest.raises(VoiceError, match="needs an endpoint"):
        make_engine(VoiceSettings(engine="remote"))

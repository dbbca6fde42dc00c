"""Voice in through an OpenAI-compatible /audio/transcriptions endpoint."""

from __future__ import annotations

import pytest

from studio.errors import VoiceError
from studio.voice import RemoteTranscriber
from studio.voice.transcribe import MAX_UPLOAD
from studio.voice.wav import pcm_to_wav
from tests.support.audio_server import Answer, AudioServer, tone_wav


async def test_the_recording_is_posted_as_multipart(audio_server: AudioServer) -> None:
    audio_server.script("/v1/audio/transcriptions", Answer(200, b'{"text": " Hello there. "}'))
    client = RemoteTranscriber(audio_server.url, api_key="sk-mic-1", language="en")
    try:
        assert await client.transcribe(tone_wav()) == "Hello there."
    finally:
        await client.aclose()
    request = audio_server.requests[0]
    assert request.path == "/v1/audio/transcriptions"
    assert request.headers["authorization"] == "Bearer sk-mic-1"
    assert request.headers["content-type"].startswith("multipart/form-data; boundary=")
    assert b'name="model"\r\n\r\nwhisper-1' in request.body
    assert b'name="language"\r\n\r\nen' in request.body
    assert b'filename="speech.wav"' in request.body and tone_wav()[44:] in request.body


@pytest.mark.parametrize(
    ("answer", "words"),
    [
        (Answer(400, b'{"error": "bad file"}'), "answered 400"),
        (Answer(200, b"<html>"), "did not answer with JSON"),
        (Answer(200, b'{"text": 5}'), "sent no text"),
    ],
)
async def test_endpoint_failures_are_clear(
    audio_server: AudioServer, answer: Answer, words: str
) -> None:
    audio_server.script("/v1/audio/transcriptions", answer)
    client = RemoteTranscriber(audio_server.url)
    try:
        with pytest.raises(VoiceError, match=words) as caught:
            await client.transcribe(tone_wav())
    finally:
        await client.aclose()
    assert caught.value.reason == "endpoint"


async def test_a_corrupt_or_huge_recording_is_never_sent(audio_server: AudioServer) -> None:
    client = RemoteTranscriber(audio_server.url)
    try:
        with pytest.raises(VoiceError, match="not a WAV"):
            await client.transcribe(b"OggS....")
        huge = pcm_to_wav(bytes(MAX_UPLOAD), rate=16000)
        with pytest.raises(VoiceError, match="at most 25 MB") as caught:
            await client.transcribe(huge)
        assert caught.value.reason == "too_big"
    finally:
        await client.aclose()
    assert audio_server.requests == []

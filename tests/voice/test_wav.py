"""WAV checks: corrupt or foreign audio is a clear VoiceError."""

from __future__ import annotations

import pytest

from studio.errors import VoiceError
from studio.voice.wav import check_wav, pcm_to_wav
from tests.support.audio_server import tone_wav


def test_a_good_wav_is_read() -> None:
    info = check_wav(tone_wav(0.5))
    assert (info.channels, info.rate, info.bits, info.frames) == (1, 16000, 16, 8000)
    assert info.seconds == pytest.approx(0.5)


def test_a_streamed_header_with_a_false_length_is_fixed() -> None:
    wav = bytearray(pcm_to_wav(b"\x01\x00" * 100, rate=22050))
    wav[40:44] = (0x7FFFF000).to_bytes(4, "little")  # what espeak-ng --stdout writes
    info = check_wav(bytes(wav))
    assert info.frames == 100
    assert int.from_bytes(info.data[40:44], "little") == 200


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"ID3\x03\x00 an mp3", "not a WAV"),
        (b"RIFF\x00\x00\x00\x00WAVEjunk", "corrupt"),
        (b"", "not a WAV"),
    ],
)
def test_bad_audio_is_refused(data: bytes, words: str) -> None:
    with pytest.raises(VoiceError, match=words) as caught:
        check_wav(data, source="the test")
    assert caught.value.reason == "bad_audio"


def test_compressed_wav_is_refused() -> None:
    wav = bytearray(tone_wav())
    wav[20:22] = (85).to_bytes(2, "little")  # MPEG layer 3 inside RIFF
    with pytest.raises(VoiceError, match="not PCM"):
        check_wav(bytes(wav))

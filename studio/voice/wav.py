"""WAV: the one audio format between the engines, the player and the files.

Every engine is asked for WAV (eSpeak NG writes it, ``/audio/speech`` takes
``response_format: "wav"``), and :func:`check_wav` reads its header before the
clip is played or written: audio that is corrupt or not WAV is a
:class:`~studio.errors.VoiceError` (``bad_audio``), never noise. eSpeak NG
writes to a pipe before it knows the length, so its header gives a length too
large: the data chunk is cut to the bytes that are there and the header fixed.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from studio.errors import VoiceError

__all__ = ["WavInfo", "check_wav", "pcm_to_wav"]


@dataclass(frozen=True, kw_only=True)
class WavInfo:
    """What a WAV header says."""

    channels: int
    rate: int
    bits: int
    frames: int
    #: The clip with a header whose lengths match its bytes.
    data: bytes

    @property
    def seconds(self) -> float:
        return self.frames / self.rate if self.rate else 0.0


def check_wav(data: bytes, *, source: str = "the voice") -> WavInfo:
    """The header of ``data``, or :class:`VoiceError` when it is not a PCM WAV."""
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise VoiceError(
            f"Audio from {source} is not a WAV file; choose another voice or engine.",
            reason="bad_audio",
        )
    pos = 12
    fmt: tuple[int, int, int, int] | None = None
    while pos + 8 <= len(data):
        chunk, size = data[pos : pos + 4], struct.unpack_from("<I", data, pos + 4)[0]
        body = pos + 8
        if chunk == b"fmt ":
            if size < 16 or body + 16 > len(data):
                break
            tag, channels, rate, _, _, bits = struct.unpack_from("<HHIIHH", data, body)
            fmt = (tag, channels, rate, bits)
        elif chunk == b"data":
            if fmt is None:
                break
            tag, channels, rate, bits = fmt
            if tag not in (1, 0xFFFE) or not channels or not rate or bits not in (8, 16, 24, 32):
                raise VoiceError(
                    f"Audio from {source} is not PCM ({tag=}, {bits} bits); "
                    "choose another voice or engine.",
                    reason="bad_audio",
                )
            pcm = data[body : body + size]
            frame = channels * bits // 8
            pcm = pcm[: len(pcm) - len(pcm) % frame]
            return WavInfo(
                channels=channels,
                rate=rate,
                bits=bits,
                frames=len(pcm) // frame,
                data=pcm_to_wav(pcm, rate=rate, channels=channels, bits=bits),
            )
        pos = body + size + (size & 1)
    raise VoiceError(
        f"Audio from {source} is a corrupt WAV file (no format or data); "
        "choose another voice or engine.",
        reason="bad_audio",
    )


def pcm_to_wav(pcm: bytes, *, rate: int, channels: int = 1, bits: int = 16) -> bytes:
    """A WAV file around raw little-endian PCM."""
    block = channels * bits // 8
    header = struct.pack(
        "<4sI4s4sIHHIIHH4sI",
        b"RIFF",
        36 + len(pcm),
        b"WAVE",
        b"fmt ",
        16,
        1,
        channels,
        rate,
        rate * block,
        block,
        bits,
        b"data",
        len(pcm),
    )
    return header + pcm

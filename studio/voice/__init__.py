"""Voice out and voice in (issue 29 items 1 and 2); see docs/VOICE.md.

Layout:

* :mod:`studio.voice.text`: a streamed reply cut into sentences, each marked
  as narration, quoted speech or an ``*action*``;
* :mod:`studio.voice.wav`: WAV checks and writing (every engine speaks WAV);
* :mod:`studio.voice.engines`: the local engine (eSpeak NG, Debian's
  ``espeak-ng``) and OpenAI-compatible ``/audio/speech`` endpoints;
* :mod:`studio.voice.transcribe`: OpenAI-compatible ``/audio/transcriptions``;
* :mod:`studio.voice.settings`: a character's voice (package, then the player);
* :mod:`studio.voice.speaker`: speaks a reply as it streams, one sentence at a
  time, handing each clip to a sink (Qt Multimedia in the GUI, files in the
  terminal).

This package knows nothing of Qt or of the engine: the GUI and the terminal
feed it text and play or write what it returns.
"""

from __future__ import annotations

from studio.voice.engines import EspeakEngine, RemoteSpeech, SpeechEngine, make_engine
from studio.voice.settings import VoiceSettings, voice_from_config
from studio.voice.speaker import Clip, Speaker
from studio.voice.text import Piece, SentenceSplitter, pieces_of
from studio.voice.transcribe import RemoteTranscriber

__all__ = [
    "Clip",
    "EspeakEngine",
    "Piece",
    "RemoteSpeech",
    "RemoteTranscriber",
    "SentenceSplitter",
    "Speaker",
    "SpeechEngine",
    "VoiceSettings",
    "make_engine",
    "pieces_of",
    "voice_from_config",
]

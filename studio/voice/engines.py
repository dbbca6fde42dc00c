"""Engines that turn a sentence into a WAV clip.

* :class:`EspeakEngine`: the local, offline engine, eSpeak NG (Debian's
  ``espeak-ng``, about 100 languages and variants, no model download). Each
  sentence is one ``espeak-ng --stdout`` process fed the text on its standard
  input (never on the command line, so no text can look like an option).
* :class:`RemoteSpeech`: an OpenAI-compatible ``POST {base}/audio/speech``
  (OpenAI's ``tts-1``, or a local Kokoro- or Piper-based server), asked for
  ``response_format: "wav"``. The API key lives only in the client's
  ``Authorization`` header; no message names it.

Both check the clip with :func:`studio.voice.wav.check_wav` before returning it.
"""

from __future__ import annotations

import asyncio
import re
import shutil
from typing import Protocol

import httpx

from studio.errors import VoiceError
from studio.voice.settings import VoiceSettings
from studio.voice.wav import check_wav

__all__ = [
    "EspeakEngine",
    "RemoteSpeech",
    "SpeechEngine",
    "is_voice_name",
    "make_engine",
    "parse_voice_list",
]

_VOICE_NAME = re.compile(r"^[A-Za-z0-9_+\-/]{1,64}$")
#: No sentence takes longer than this to speak into a clip.
ENGINE_TIMEOUT = 30.0


class SpeechEngine(Protocol):
    """Speaks one stretch of text in one voice, as WAV bytes."""

    name: str

    async def synthesize(self, text: str, *, voice: str, rate: float = 1.0) -> bytes: ...

    async def aclose(self) -> None: ...


def parse_voice_list(text: str) -> list[tuple[str, str]]:
    """``(voice, language name)`` pairs of what ``espeak-ng --voices`` printed.

    Its table is ``Pty Language Age/Gender VoiceName File Other``; a row that
    does not fit (or a voice name the engine would refuse) is left out.
    """
    pairs = []
    for line in text.splitlines()[1:]:
        cols = line.split()
        if len(cols) >= 4 and _VOICE_NAME.match(cols[1]):
            pairs.append((cols[1], cols[3].replace("_", " ")))
    return pairs


def is_voice_name(name: str) -> bool:
    """True when ``name`` can be an eSpeak NG voice (``en-gb``, ``en-gb+f3``)."""
    return bool(_VOICE_NAME.match(name))


class EspeakEngine:
    """eSpeak NG as a subprocess per clip.

    Args:
        program: The program to run; found on ``PATH`` when not given.
    """

    name = "espeak"

    def __init__(self, program: str | None = None) -> None:
        found = program or shutil.which("espeak-ng") or shutil.which("espeak")
        if not found:
            raise VoiceError(
                "The local voice engine eSpeak NG is not installed; install the "
                "'espeak-ng' package (apt-get install espeak-ng) or configure a "
                "speech endpoint in Settings → Voice.",
                reason="no_engine",
            )
        self.program = found

    async def synthesize(self, text: str, *, voice: str, rate: float = 1.0) -> bytes:
        if not _VOICE_NAME.match(voice):
            raise VoiceError(f"{voice!r} is not an eSpeak NG voice name.", reason="engine")
        words_per_minute = str(max(80, min(450, round(175 * rate))))
        proc = await asyncio.create_subprocess_exec(
            self.program,
            "--stdout",
            "-v",
            voice,
            "-s",
            words_per_minute,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        try:
            out, err = await asyncio.wait_for(
                proc.communicate(text.encode("utf-8")), ENGINE_TIMEOUT
            )
        except TimeoutError:
            proc.kill()
            await proc.wait()
            raise VoiceError(
                f"eSpeak NG took over {ENGINE_TIMEOUT:.0f} s for one sentence.", reason="engine"
            ) from None
        except asyncio.CancelledError:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
            raise
        if proc.returncode != 0:
            detail = err.decode("utf-8", "replace").strip() or f"exit {proc.returncode}"
            raise VoiceError(
                f"eSpeak NG could not speak in the voice {voice!r}: {detail}. "
                "Choose another voice (espeak-ng --voices lists them).",
                reason="engine",
            )
        return check_wav(out, source="eSpeak NG").data

    async def voices(self) -> list[str]:
        """The voice names this eSpeak NG knows (``en-us``, ``de``, ...)."""
        proc = await asyncio.create_subprocess_exec(
            self.program, "--voices", stdout=asyncio.subprocess.PIPE
        )
        out, _ = await proc.communicate()
        return [code for code, _name in parse_voice_list(out.decode("utf-8", "replace"))]

    async def aclose(self) -> None:
        return None


class RemoteSpeech:
    """An OpenAI-compatible speech endpoint.

    Args:
        base_url: The API base, e.g. ``https://api.openai.com/v1``.
        api_key: Sent as ``Authorization: Bearer``; may be empty for local servers.
        model: The speech model (``tts-1``, ``kokoro``, ...).
        transport: An httpx transport (tests).
    """

    name = "remote"

    def __init__(
        self,
        base_url: str,
        *,
        api_key: str = "",
        model: str = "tts-1",
        timeout: float = 60.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.base_url = base_url.rstrip("/")
        self.model = model
        self._client = httpx.AsyncClient(headers=headers, timeout=timeout, transport=transport)

    async def synthesize(self, text: str, *, voice: str, rate: float = 1.0) -> bytes:
        body = {
            "model": self.model,
            "input": text,
            "voice": voice,
            "response_format": "wav",
            "speed": rate,
        }
        url = f"{self.base_url}/audio/speech"
        try:
            response = await self._client.post(url, json=body)
        except httpx.HTTPError as err:
            raise VoiceError(
                f"The speech endpoint {url} could not be reached ({type(err).__name__}); "
                "check its address in Settings → Voice.",
                reason="endpoint",
            ) from None
        if response.status_code != 200:
            raise VoiceError(
                f"The speech endpoint {url} answered {response.status_code}: "
                f"{_short(response.text)}",
                reason="endpoint",
            )
        return check_wav(response.content, source=f"the speech endpoint {url}").data

    async def aclose(self) -> None:
        await self._client.aclose()


def make_engine(
    settings: VoiceSettings, *, api_key: str = "", transport: httpx.AsyncBaseTransport | None = None
) -> SpeechEngine:
    """The engine ``settings`` choose: the local one unless an endpoint is set."""
    if settings.engine == "remote":
        if not settings.endpoint:
            raise VoiceError(
                "The remote voice needs an endpoint address; set one in Settings → Voice.",
                reason="endpoint",
            )
        return RemoteSpeech(
            settings.endpoint, api_key=api_key, model=settings.model, transport=transport
        )
    return EspeakEngine()


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text[:200] + ("…" if len(text) > 200 else "")

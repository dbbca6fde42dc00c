"""Voice in: a recording becomes text for the message box.

:class:`RemoteTranscriber` posts the recording (WAV) to an OpenAI-compatible
``POST {base}/audio/transcriptions`` as ``multipart/form-data`` (``file``,
``model``, optionally ``language``) and returns the ``text`` of its JSON answer:
OpenAI's ``whisper-1``/``gpt-4o-transcribe``, or a local server (whisper.cpp's
server, faster-whisper servers, LocalAI, speaches). The transcript only lands in
the message box; the player sends or edits it.
"""

from __future__ import annotations

import httpx

from studio.errors import VoiceError
from studio.voice.wav import check_wav

__all__ = ["MAX_UPLOAD", "RemoteTranscriber"]

#: OpenAI's limit for one transcription upload.
MAX_UPLOAD = 25 * 1024 * 1024


class RemoteTranscriber:
    """An OpenAI-compatible transcription endpoint."""

    name = "remote"

    def __init__(
        self,
        base_url: str,
        *,
        api_key: str = "",
        model: str = "whisper-1",
        language: str = "",
        timeout: float = 120.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.language = language
        self._client = httpx.AsyncClient(headers=headers, timeout=timeout, transport=transport)

    async def transcribe(self, wav: bytes) -> str:
        """The text spoken in ``wav`` (checked first: a corrupt recording is refused)."""
        info = check_wav(wav, source="the recording")
        if len(info.data) > MAX_UPLOAD:
            raise VoiceError(
                f"The recording is {len(info.data) // (1024 * 1024)} MB; transcription "
                "takes at most 25 MB (about 13 minutes). Record a shorter message.",
                reason="too_big",
            )
        data = {"model": self.model, "response_format": "json"}
        if self.language:
            data["language"] = self.language
        url = f"{self.base_url}/audio/transcriptions"
        try:
            response = await self._client.post(
                url, data=data, files={"file": ("speech.wav", info.data, "audio/wav")}
            )
        except httpx.HTTPError as err:
            raise VoiceError(
                f"The transcription endpoint {url} could not be reached "
                f"({type(err).__name__}); check its address in Settings → Voice.",
                reason="endpoint",
            ) from None
        if response.status_code != 200:
            text = " ".join(response.text.split())[:200]
            raise VoiceError(
                f"The transcription endpoint {url} answered {response.status_code}: {text}",
                reason="endpoint",
            )
        try:
            text = response.json()["text"]
        except (ValueError, KeyError, TypeError):
            raise VoiceError(
                f"The transcription endpoint {url} did not answer with JSON holding 'text'.",
                reason="endpoint",
            ) from None
        if not isinstance(text, str):
            raise VoiceError(f"The transcription endpoint {url} sent no text.", reason="endpoint")
        return text.strip()

    async def aclose(self) -> None:
        await self._client.aclose()

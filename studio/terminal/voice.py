"""``play --speak-to DIR``: the terminal's voice out, written to WAV files.

The terminal has no audio player of its own; it speaks each reply with the
character's voice (docs/VOICE.md) as it streams, sentence by sentence, and
writes each clip to ``DIR/<conversation>-<reply>-<clip>.wav`` (atomically), telling
the player the file's name on stderr. Play them with any player
(``aplay``, ``paplay``, ``ffplay``). A voice failure is said once per reply and
never stops the chat.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from studio.errors import VoiceError
from studio.storage.atomic import atomic_write_bytes
from studio.voice import Clip, Speaker, SpeechEngine, VoiceSettings, make_engine, voice_from_config

__all__ = ["FileVoice"]


class FileVoice:
    """Speaks the player's replies into files."""

    def __init__(
        self, folder: Path, player: Any, prefs: dict[str, Any], info: Any, *, api_key: str = ""
    ) -> None:
        self.folder = folder
        self.folder.mkdir(parents=True, exist_ok=True)
        self._player = player
        self._info = info
        extra = getattr(player.package.config, "model_extra", None) or {}
        suggested = voice_from_config(extra, name=player.package.name)
        choices = {
            k: v for k, v in prefs.items() if k in ("engine", "actions", "endpoint", "model")
        }
        choices.update((prefs.get("characters") or {}).get(player.package.name, {}))
        self.settings: VoiceSettings = suggested.merged(choices)
        self.engine: SpeechEngine = make_engine(self.settings, api_key=api_key)
        self._speaker: Speaker | None = None
        self._replies = 0
        self.written: list[Path] = []

    def on_event(self, event: Any) -> None:
        """The player's events: tokens are spoken as they arrive."""
        if getattr(event, "type", None) != "token":
            return
        if self._speaker is None:
            self._replies += 1
            reply = self._replies

            def sink(clip: Clip) -> None:
                self._write(reply, clip)

            self._speaker = Speaker(
                self.engine,
                self.settings,
                sink,
                on_error=lambda err: self._info(f"  [voice] {err}"),
            )
        self._speaker.feed(str(event.text))

    def _write(self, reply: int, clip: Clip) -> None:
        conversation = self._player.conversation_id or "conversation"
        path = self.folder / f"{conversation}-{reply:03d}-{clip.index + 1:02d}.wav"
        try:
            atomic_write_bytes(path, clip.wav)
        except OSError as err:
            raise VoiceError(f"Could not write {path}: {err.strerror}", reason="engine") from None
        self.written.append(path)
        self._info(f"  [voice] {path}")

    async def settle(self) -> None:
        """The reply ended: speak what is left and wait until every file is written."""
        speaker, self._speaker = self._speaker, None
        if speaker is not None:
            try:
                await speaker.finish()
            except VoiceError as err:
                self._info(f"  [voice] {err}")

    async def aclose(self) -> None:
        await self.settle()
        await self.engine.aclose()

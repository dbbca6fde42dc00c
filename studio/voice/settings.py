"""A character's voice: what the package suggests, what the player chose.

A package may suggest a voice in its ``config.json`` (an unknown field to the
package format, kept in ``model_extra``)::

    "voice": {"voice": "en-gb+f3", "remoteVoice": "nova",
              "narratorVoice": "en-us", "rate": 1.1}

``voice`` is an eSpeak NG voice for the local engine, ``remoteVoice`` a voice
name of the speech endpoint (OpenAI's ``alloy``, ``nova``, ...). The player's
own choice for that character (Settings → Voice, saved in settings.json under
``voice.characters.<id>``) overrides any of them, and the player's global
choices (engine, endpoint, how ``*actions*`` are read) apply to every character.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

from studio.errors import VoiceError

__all__ = [
    "SPEECH_PROFILE",
    "SUGGESTABLE",
    "TRANSCRIBE_PROFILE",
    "VoiceSettings",
    "voice_from_config",
    "voice_prefs",
]

#: The keychain profiles of the speech and transcription endpoints' keys.
SPEECH_PROFILE = "voice-out"
TRANSCRIBE_PROFILE = "voice-in"

#: What a package (and the player, per character) may choose of a voice.
SUGGESTABLE = ("voice", "remoteVoice", "narratorVoice", "rate")

Engine = Literal["espeak", "remote"]
Actions = Literal["skip", "narrate"]


@dataclass(frozen=True, kw_only=True)
class VoiceSettings:
    """How one character is spoken.

    Attributes:
        engine: ``"espeak"`` (local, the default) or ``"remote"`` (the endpoint).
        voice: The eSpeak NG voice of the character's quoted speech.
        remote_voice: The endpoint's voice of the character's quoted speech.
        narrator_voice: The voice of narration ("" = the character's voice).
        actions: ``*actions*`` are skipped or narrated.
        rate: Speed, 1.0 normal (0.5–2.0).
        endpoint: The OpenAI-compatible API base for ``"remote"``.
        model: The endpoint's speech model.
    """

    engine: Engine = "espeak"
    voice: str = "en-us"
    remote_voice: str = "alloy"
    narrator_voice: str = ""
    actions: Actions = "skip"
    rate: float = 1.0
    endpoint: str = ""
    model: str = "tts-1"

    def voice_for(self, kind: str) -> str:
        """The voice name for a piece of ``kind`` with this engine."""
        main = self.remote_voice if self.engine == "remote" else self.voice
        if kind == "speech":
            return main
        return self.narrator_voice or main

    def merged(self, choices: dict[str, Any]) -> VoiceSettings:
        """These settings with the player's ``choices`` (camelCase keys) applied."""
        return replace(self, **_fields(choices, "the voice settings"))


_KEYS: dict[str, tuple[str, type | tuple[type, ...]]] = {
    "engine": ("engine", str),
    "voice": ("voice", str),
    "remoteVoice": ("remote_voice", str),
    "narratorVoice": ("narrator_voice", str),
    "actions": ("actions", str),
    "rate": ("rate", (int, float)),
    "endpoint": ("endpoint", str),
    "model": ("model", str),
}


def _fields(raw: dict[str, Any], where: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in _KEYS:
            continue
        name, kind = _KEYS[key]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise VoiceError(f"{where}: {key!r} must be a {_kind_name(kind)}.", reason="settings")
        out[name] = value
    if out.get("engine", "espeak") not in ("espeak", "remote"):
        raise VoiceError(f"{where}: engine must be 'espeak' or 'remote'.", reason="settings")
    if out.get("actions", "skip") not in ("skip", "narrate"):
        raise VoiceError(f"{where}: actions must be 'skip' or 'narrate'.", reason="settings")
    if "rate" in out:
        out["rate"] = min(2.0, max(0.5, float(out["rate"])))
    return out


def _kind_name(kind: object) -> str:
    return "string" if kind is str else "number"


def voice_from_config(extra: dict[str, Any] | None, *, name: str = "the package") -> VoiceSettings:
    """The voice a package's ``config.json`` suggests (defaults when none)."""
    raw = (extra or {}).get("voice")
    if raw is None:
        return VoiceSettings()
    if not isinstance(raw, dict):
        raise VoiceError(f"{name}: config.json 'voice' must be an object.", reason="settings")
    allowed = {k: v for k, v in raw.items() if k in SUGGESTABLE}
    return VoiceSettings(**_fields(allowed, f"{name}'s config.json voice"))


def voice_prefs(raw: dict[str, Any] | None) -> dict[str, Any]:
    """``Settings.voice`` with its defaults filled in."""
    prefs: dict[str, Any] = {
        "autoRead": False,
        "muted": False,
        "engine": "espeak",
        "actions": "skip",
        "endpoint": "",
        "model": "tts-1",
        "transcribeEndpoint": "",
        "transcribeModel": "whisper-1",
        "language": "",
        "characters": {},
    }
    prefs.update(raw or {})
    return prefs

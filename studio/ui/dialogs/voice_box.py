"""Settings → Voice: the engine, the endpoints and their keys, and this character's voice.

What the player chooses here is ``settings.voice`` (docs/VOICE.md): the engine
(eSpeak NG on this computer, or an OpenAI-compatible ``/audio/speech``
endpoint), how ``*actions*`` are read, the transcription endpoint for Hold to
talk, and, when a character is open, that character's own voice (kept under
``voice.characters.<package name>``; an empty field keeps what the character
suggests). Read aloud and Mute are the chat's own buttons and are kept as they
are. The endpoints' keys go to the keychain (profiles ``voice-out`` and
``voice-in``) when the dialog is saved, never into settings.json.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QProcess, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from studio.storage.secrets import get_api_key, set_api_key
from studio.ui.dialogs.model_fetch import masked
from studio.ui.i18n import translate
from studio.voice.engines import is_voice_name, parse_voice_list
from studio.voice.settings import (
    SPEECH_PROFILE,
    SUGGESTABLE,
    TRANSCRIBE_PROFILE,
    VoiceSettings,
    voice_prefs,
)

__all__ = ["REMOTE_VOICES", "VoiceBox"]

#: The voices OpenAI's speech endpoint names (local servers take their own names too).
REMOTE_VOICES = ("alloy", "ash", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer")
#: The rate spin box's lowest value, shown as "The character's own".
_OWN_RATE = 0.4


def _key_field(stored: str | None) -> QLineEdit:
    field = QLineEdit()
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setPlaceholderText(
        translate("VoiceBox", "stored: {key} (type to replace)").format(key=masked(stored))
        if stored
        else translate("VoiceBox", "none stored (local servers need none)")
    )
    return field


def _stored(profile: str, data_dir: Path | None) -> str | None:
    try:
        return get_api_key(profile, data_dir=data_dir)
    except Exception:  # a broken keychain: nothing to show
        return None


class VoiceBox(QGroupBox):
    """The Voice group of the settings dialog.

    Args:
        prefs: ``settings.voice`` as saved (defaults filled in here).
        data_dir: The user data dir (the keys' fallback file).
        character: The open character's package name (None: no character's voice rows).
        suggested: What that character's package suggests (placeholders of its rows).
        parent: The parent widget.
    """

    def __init__(
        self,
        prefs: dict[str, Any] | None,
        *,
        data_dir: Path | None = None,
        character: str | None = None,
        suggested: VoiceSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(translate("VoiceBox", "Voice"), parent)
        self._prefs = voice_prefs(prefs)
        self._data_dir = data_dir
        self._character = character
        own = dict(self._prefs["characters"].get(character or "", {})) if character else {}
        suggested = suggested or VoiceSettings()

        self.engine = QComboBox()
        self.engine.addItem(translate("VoiceBox", "On this computer (eSpeak NG)"), "espeak")
        self.engine.addItem(
            translate("VoiceBox", "A speech endpoint (OpenAI-compatible)"), "remote"
        )
        self.engine.setCurrentIndex(max(0, self.engine.findData(self._prefs["engine"])))
        self.endpoint = QLineEdit(str(self._prefs["endpoint"]))
        self.endpoint.setPlaceholderText("https://api.openai.com/v1")
        self.model = QLineEdit(str(self._prefs["model"]))
        self.speech_key = _key_field(_stored(SPEECH_PROFILE, data_dir))
        self.action_mode = QComboBox()
        self.action_mode.addItem(translate("VoiceBox", "Skipped"), "skip")
        self.action_mode.addItem(translate("VoiceBox", "Read by the narrator"), "narrate")
        self.action_mode.setCurrentIndex(max(0, self.action_mode.findData(self._prefs["actions"])))
        self.transcribe_endpoint = QLineEdit(str(self._prefs["transcribeEndpoint"]))
        self.transcribe_endpoint.setPlaceholderText(
            translate("VoiceBox", "empty: the model provider's own endpoint")
        )
        self.transcribe_model = QLineEdit(str(self._prefs["transcribeModel"]))
        self.transcribe_key = _key_field(_stored(TRANSCRIBE_PROFILE, data_dir))
        self.language = QLineEdit(str(self._prefs["language"]))
        self.language.setPlaceholderText(translate("VoiceBox", "e.g. en, ja (empty: detected)"))

        form = QFormLayout(self)
        form.addRow(translate("VoiceBox", "Speech engine"), self.engine)
        form.addRow(translate("VoiceBox", "Speech endpoint"), self.endpoint)
        form.addRow(translate("VoiceBox", "Speech model"), self.model)
        form.addRow(translate("VoiceBox", "Speech endpoint key"), self.speech_key)
        form.addRow(translate("VoiceBox", "*Actions*"), self.action_mode)
        form.addRow(translate("VoiceBox", "Transcription endpoint"), self.transcribe_endpoint)
        form.addRow(translate("VoiceBox", "Transcription model"), self.transcribe_model)
        form.addRow(translate("VoiceBox", "Transcription key"), self.transcribe_key)
        form.addRow(translate("VoiceBox", "Spoken language"), self.language)
        self.engine.currentIndexChanged.connect(self._engine_chosen)

        self.voice = self._voice_combo(own.get("voice"), suggested.voice)
        self.remote_voice = self._voice_combo(own.get("remoteVoice"), suggested.remote_voice)
        self.remote_voice.addItems(list(REMOTE_VOICES))
        self.remote_voice.setCurrentText(str(own.get("remoteVoice", "")))
        self.narrator_voice = self._voice_combo(
            own.get("narratorVoice"),
            suggested.narrator_voice or translate("VoiceBox", "the character's voice"),
        )
        self.rate = QDoubleSpinBox()
        self.rate.setRange(_OWN_RATE, 2.0)
        self.rate.setSingleStep(0.1)
        self.rate.setDecimals(1)
        self.rate.setSpecialValueText(
            translate("VoiceBox", "The character's own ({rate})").format(
                rate=f"{suggested.rate:.1f}×"
            )
        )
        self.rate.setSuffix("×")
        rate = own.get("rate")
        self.rate.setValue(float(rate) if isinstance(rate, (int, float)) else _OWN_RATE)
        self.espeak_note = QLabel()
        self.espeak_note.setWordWrap(True)
        self.espeak_note.hide()
        if character is not None:
            heading = QLabel(
                translate("VoiceBox", "<b>{name}</b>'s voice (empty: what the character suggests)")
                .format(name=character.replace("<", "&lt;"))
            )
            heading.setWordWrap(True)
            form.addRow(heading)
            form.addRow(translate("VoiceBox", "Voice (this computer)"), self.voice)
            form.addRow(translate("VoiceBox", "Voice (endpoint)"), self.remote_voice)
            form.addRow(translate("VoiceBox", "Narrator's voice"), self.narrator_voice)
            form.addRow(translate("VoiceBox", "Speed"), self.rate)
            form.addRow("", self.espeak_note)
        for widget, name in (
            (self.voice, translate("VoiceBox", "Voice (this computer)")),
            (self.remote_voice, translate("VoiceBox", "Voice (endpoint)")),
            (self.narrator_voice, translate("VoiceBox", "Narrator's voice")),
            (self.speech_key, translate("VoiceBox", "Speech endpoint key")),
            (self.transcribe_key, translate("VoiceBox", "Transcription key")),
        ):
            widget.setAccessibleName(name)
        self._engine_chosen()
        self._voices = QProcess(self)
        if character is not None:
            self._list_voices()

    @staticmethod
    def _voice_combo(current: object, placeholder: str) -> QComboBox:
        combo = QComboBox()
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        combo.setMinimumContentsLength(16)
        combo.addItem("")
        combo.setCurrentText(str(current) if isinstance(current, str) else "")
        line = combo.lineEdit()
        if line is not None:
            line.setPlaceholderText(placeholder)
        return combo

    def _engine_chosen(self, *_args: object) -> None:
        remote = self.engine.currentData() == "remote"
        for field in (self.endpoint, self.model, self.speech_key):
            field.setEnabled(remote)

    def _list_voices(self) -> None:
        """Offer eSpeak NG's voices (``espeak-ng --voices``, off the GUI thread)."""
        process = self._voices
        process.finished.connect(self._voices_listed)
        process.errorOccurred.connect(self._no_espeak)
        process.start("espeak-ng", ["--voices"])

    def _voices_listed(self, *_args: object) -> None:
        text = bytes(self._voices.readAllStandardOutput().data()).decode("utf-8", "replace")
        typed = (self.voice.currentText(), self.narrator_voice.currentText())
        for combo, current in zip((self.voice, self.narrator_voice), typed, strict=True):
            for code, language in parse_voice_list(text):
                combo.addItem(f"{code}", code)
                combo.setItemData(combo.count() - 1, language, Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentText(current)

    def _no_espeak(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self.espeak_note.setText(
                translate(
                    "VoiceBox",
                    "eSpeak NG is not installed (apt-get install espeak-ng): choose a "
                    "speech endpoint, or type a voice name.",
                )
            )
            self.espeak_note.show()

    # -- result ---------------------------------------------------------------

    def prefs(self) -> dict[str, Any]:
        """``settings.voice`` as chosen.

        Raises:
            ValueError: A field holds what cannot work (the dialog says it and stays open).
        """
        prefs = dict(self._prefs)
        endpoints = {
            "endpoint": self.endpoint.text().strip(),
            "transcribeEndpoint": self.transcribe_endpoint.text().strip(),
        }
        told = {
            "endpoint": translate(
                "VoiceBox", "the voice's speech endpoint must start with http:// or https:// "
                "(got {url!r})"
            ),
            "transcribeEndpoint": translate(
                "VoiceBox", "the voice's transcription endpoint must start with http:// or "
                "https:// (got {url!r})"
            ),
        }
        for key, url in endpoints.items():
            if url and not url.startswith(("http://", "https://")):
                raise ValueError(told[key].format(url=url))
        if self.engine.currentData() == "remote" and not endpoints["endpoint"]:
            raise ValueError(
                translate("VoiceBox", "the voice's speech endpoint is empty: enter one, or "
                          "choose eSpeak NG on this computer")
            )
        prefs.update(endpoints)
        prefs["engine"] = str(self.engine.currentData())
        prefs["actions"] = str(self.action_mode.currentData())
        prefs["model"] = self.model.text().strip() or "tts-1"
        prefs["transcribeModel"] = self.transcribe_model.text().strip() or "whisper-1"
        prefs["language"] = self.language.text().strip()
        characters = {k: dict(v) for k, v in dict(prefs["characters"]).items()}
        if self._character is not None:
            own = self._character_voice()
            if own:
                characters[self._character] = own
            else:
                characters.pop(self._character, None)
        prefs["characters"] = characters
        return prefs

    def _character_voice(self) -> dict[str, Any]:
        own: dict[str, Any] = {}
        for key, combo in (
            ("voice", self.voice),
            ("remoteVoice", self.remote_voice),
            ("narratorVoice", self.narrator_voice),
        ):
            name = combo.currentText().strip()
            if not name:
                continue
            if key != "remoteVoice" and not is_voice_name(name):
                raise ValueError(
                    translate("VoiceBox", "{name!r} is not an eSpeak NG voice name (letters, "
                              "digits, - + _ /; e.g. en-gb+f3)").format(name=name)
                )
            own[key] = name
        if self.rate.value() > _OWN_RATE:
            own["rate"] = round(self.rate.value(), 1)
        assert set(own) <= set(SUGGESTABLE)
        return own

    def apply(self, update: dict[str, Any]) -> None:
        """Put the chosen voice settings into a settings update."""
        update["voice"] = self.prefs()

    def save_keys(self) -> None:
        """Keep newly typed endpoint keys in the keychain (settings.json never holds them)."""
        for field, profile in (
            (self.speech_key, SPEECH_PROFILE),
            (self.transcribe_key, TRANSCRIBE_PROFILE),
        ):
            typed = field.text().strip()
            if typed:
                set_api_key(typed, profile, data_dir=self._data_dir)
                field.clear()
                field.setPlaceholderText(
                    translate("VoiceBox", "stored: {key} (type to replace)").format(
                        key=masked(typed)
                    )
                )

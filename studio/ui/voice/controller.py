"""``VoiceController``: the chat pane's voice (issue 29 items 1 and 2).

What the player sees, in the row under the message box (:class:`VoiceBar`):

* **Read aloud** (checkable): replies are spoken as they stream, sentence by
  sentence, each sentence starting as soon as it is complete;
* **Mute** (checkable, global): nothing is spoken; turning it on silences what
  plays now;
* **Stop** speaking: silences the reply or message being spoken;
* **Hold to talk** (the microphone): press and hold to record, release to
  transcribe; the transcript lands in the message box for the player to send
  or edit (nothing is sent by itself).

A message's context menu has **Read aloud** (see :mod:`studio.ui.chat.actions`).
The preferences are ``Settings.voice`` (a dict, saved by the window when
:attr:`VoiceController.prefsChanged` fires); the endpoint keys are kept with the
API keys under the profiles ``voice-out`` and ``voice-in``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QHBoxLayout, QStyle, QToolButton, QWidget

from studio.errors import StudioError, VoiceError
from studio.ui.i18n import translate
from studio.ui.look.icons import follow_palette
from studio.ui.voice.audio_out import ClipPlayer
from studio.ui.voice.loop import VoiceLoop
from studio.ui.voice.microphone import Microphone
from studio.voice import (
    Clip,
    RemoteTranscriber,
    Speaker,
    SpeechEngine,
    VoiceSettings,
    make_engine,
    voice_from_config,
)
from studio.voice.settings import SPEECH_PROFILE, TRANSCRIBE_PROFILE, voice_prefs

__all__ = ["VoiceBar", "VoiceController", "voice_prefs"]

class VoiceBar(QWidget):
    """The voice's buttons (accessible names as shown).

    Small: Read aloud, Mute and Stop speaking are icons with their names as tooltips,
    and Stop speaking shows only while something is spoken; with full captions the
    row pushed the chat's minimum width up until Studio's project tree was a sliver.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        style = self.style()
        self.read_aloud = self._button(
            translate("Voice", "Read aloud"),
            style.standardIcon(QStyle.StandardPixmap.SP_MediaVolume),
            checkable=True,
        )
        self.mute = self._button(
            translate("Voice", "Mute"),
            style.standardIcon(QStyle.StandardPixmap.SP_MediaVolumeMuted),
            checkable=True,
        )
        self.stop = self._button(
            translate("Voice", "Stop speaking"),
            style.standardIcon(QStyle.StandardPixmap.SP_MediaStop),
        )
        self.stop.setEnabled(False)
        self.stop.installEventFilter(self)
        self.stop.setVisible(False)
        self.talk = self._button(translate("Voice", "Hold to talk"))
        self.talk.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        follow_palette(self.talk, "microphone")
        self.talk.setToolTip(
            translate("Voice", "Hold to record; release to put what you said in the message box.")
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        for button in (self.talk, self.read_aloud, self.mute, self.stop):
            layout.addWidget(button)

    def _button(
        self, text: str, icon: QIcon | None = None, *, checkable: bool = False
    ) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setAccessibleName(text)
        button.setCheckable(checkable)
        if icon is not None and not icon.isNull():
            button.setIcon(icon)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            button.setToolTip(text)
        return button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.stop and event.type() == QEvent.Type.EnabledChange:
            self.stop.setVisible(self.stop.isEnabled())  # shown while there is speech
        return super().eventFilter(watched, event)


class VoiceController(QObject):
    """Speaks replies and messages, records and transcribes push-to-talk.

    Args:
        bridge: The engine bridge (token events, the open player's package).
        put_text: Puts a transcript in the message box.
        notify: Shows a short message (the pane's toasts).

    Signals:
        clipPlayed(str): A clip's text was handed to the audio output.
        transcribed(str): A transcript landed in the message box.
        failed(str): Speaking or transcribing failed (also given to ``notify``).
        prefsChanged(dict): The player changed a preference (the window saves it).
    """

    clipPlayed = Signal(str)
    transcribed = Signal(str)
    failed = Signal(str)
    prefsChanged = Signal(dict)

    def __init__(
        self, bridge: Any, put_text: Any, notify: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._put_text = put_text
        self._notify = notify
        self.bar = VoiceBar(parent)
        self.audio = ClipPlayer(self)
        self.microphone = Microphone(self)
        self._loop: VoiceLoop | None = None  # made at first use (a thread of its own)
        self.prefs = voice_prefs(None)
        self.speech_key = ""
        self.transcribe_key = ""
        self.provider_url = ""
        self._speaker: Speaker | None = None
        # Whose voice the speaker speaks in (a party's member; None: the character).
        self._speaking_as: str | None = None
        #: The package of a speaker (a party pane maps its members' names).
        self.package_for: Callable[[str | None], Any] = self._package_of
        self._engine: SpeechEngine | None = None
        self._transcriber: RemoteTranscriber | None = None
        self.audio.failed.connect(self._fail)
        self.audio.started.connect(lambda: self.bar.stop.setEnabled(True))
        self.audio.finished.connect(self._maybe_idle)
        self.bar.read_aloud.toggled.connect(self._set_read_aloud)
        self.bar.mute.toggled.connect(self._set_mute)
        self.bar.stop.clicked.connect(self.stop)
        self.bar.talk.pressed.connect(self.start_talking)
        self.bar.talk.released.connect(self.stop_talking)
        bridge.event.connect(self._on_event)

    @property
    def loop(self) -> VoiceLoop:
        """The voice's thread, started the first time something is spoken or heard."""
        if self._loop is None:
            self._loop = VoiceLoop(self)
        return self._loop

    # -- configuration --------------------------------------------------------------

    def configure(self, settings: Any, *, data_dir: Path | None = None) -> None:
        """Take the voice preferences and keys of the app's ``settings``."""
        from studio.storage.secrets import get_api_key
        from studio.ui.opening import endpoint_from

        self.prefs = voice_prefs(getattr(settings, "voice", None))
        try:
            self.speech_key = get_api_key(SPEECH_PROFILE, data_dir=data_dir) or ""
            self.transcribe_key = get_api_key(TRANSCRIBE_PROFILE, data_dir=data_dir) or ""
        except Exception:  # a broken keychain must not stop the chat
            self.speech_key = self.transcribe_key = ""
        endpoint = endpoint_from(settings, data_dir=data_dir)
        self.provider_url = endpoint.base_url or ""
        if not self.transcribe_key and not self.prefs["transcribeEndpoint"]:
            self.transcribe_key = endpoint.api_key or ""  # the provider's own endpoint
        self._reset_clients()
        if self.prefs["autoRead"]:
            # Qt Multimedia's backend starts now (about 180 ms, once), not mid-reply.
            QTimer.singleShot(0, self.audio.warm)
        for box, key in ((self.bar.read_aloud, "autoRead"), (self.bar.mute, "muted")):
            box.blockSignals(True)
            box.setChecked(bool(self.prefs[key]))
            box.blockSignals(False)

    def _package_of(self, speaker: str | None) -> Any:
        """The package whose voice speaks for ``speaker`` (the open character's)."""
        return getattr(self._bridge.player, "package", None)

    def character_voice(self, speaker: str | None = None) -> VoiceSettings:
        """The voice of the open character (or of a party's member ``speaker``): the
        package's suggestion, then the player's choices for it."""
        package = self.package_for(speaker)
        suggested = VoiceSettings()
        key = ""
        if package is not None:
            extra = getattr(package.config, "model_extra", None) or {}
            suggested = voice_from_config(extra, name=package.name)
            key = package.name
        choices = {
            k: v for k, v in self.prefs.items() if k in ("engine", "actions", "endpoint", "model")
        }
        choices.update(self.prefs["characters"].get(key, {}))
        return suggested.merged(choices)

    def _set_pref(self, key: str, value: Any) -> None:
        self.prefs[key] = value
        self.prefsChanged.emit(dict(self.prefs))

    def _set_read_aloud(self, on: bool) -> None:
        self._set_pref("autoRead", on)
        if on:
            self.audio.warm()  # the backend starts at the click, not at the first sentence

    def _set_mute(self, on: bool) -> None:
        self._set_pref("muted", on)
        if on:
            self.stop()

    def _reset_clients(self, wait: float | None = None) -> None:
        """Drop the speech and transcription clients, closing their connections on the
        voice loop (``wait``: seconds to wait for that, as at shutdown, where the loop's
        end would otherwise cancel the close and leave the sockets open)."""
        engine, transcriber = self._engine, self._transcriber
        self._engine = self._transcriber = None
        self._close_later(engine, transcriber, wait=wait)

    def _close_later(self, *clients: Any, wait: float | None = None) -> None:
        """Close replaced clients (their pooled connections) on the voice loop."""
        owned = [c for c in clients if c is not None]
        if not owned:
            return

        async def close() -> None:
            for client in owned:
                with contextlib.suppress(Exception):
                    await client.aclose()

        future = self.loop.run(close)
        if wait is not None:
            with contextlib.suppress(Exception):
                future.result(wait)

    # -- speaking -------------------------------------------------------------------

    def _engine_for(self, settings: VoiceSettings) -> SpeechEngine:
        if self._engine is None or self._engine.name != (
            "remote" if settings.engine == "remote" else "espeak"
        ):
            old, self._engine = self._engine, make_engine(settings, api_key=self.speech_key)
            self._close_later(old)
        return self._engine

    def _new_speaker(self, speaker: str | None = None) -> Speaker | None:
        self._speaking_as = speaker
        try:
            settings = self.character_voice(speaker)
            engine = self._engine_for(settings)
        except VoiceError as err:
            self._fail(str(err))
            return None

        made: list[Speaker] = []

        def sink(clip: Clip) -> None:
            self.loop.gui(self._play, (made[0], clip))

        made.append(
            Speaker(engine, settings, sink, on_error=lambda e: self.loop.gui(self._fail, str(e)))
        )
        return made[0]

    def _play(self, made: tuple[Speaker, Clip]) -> None:
        speaker, clip = made
        # A clip made just before Stop (or a newer reply) arrives after it: not played.
        if self.prefs["muted"] or speaker.stopped or speaker is not self._speaker:
            return
        self.audio.enqueue(clip.wav)
        self.clipPlayed.emit(clip.text)

    def speak(self, text: str, member: str | None = None) -> None:
        """Speak ``text`` now (a message's Read aloud), after stopping what speaks; in
        ``member``'s voice when a party's member wrote it."""
        self.stop()
        if self.prefs["muted"]:
            self._notify(translate("Voice", "The voice is muted; turn Mute off to hear it."))
            return
        speaker = self._new_speaker(member)
        if speaker is None:
            return
        self._speaker = speaker
        self.bar.stop.setEnabled(True)
        self.loop.run(lambda: speaker.speak(text), self._done_speaking(speaker))

    def stop(self) -> None:
        """Silence now: the clip playing, the queue, the sentences not yet made."""
        speaker, self._speaker = self._speaker, None
        if speaker is not None and self._loop is not None:
            self._loop.run(speaker.stop)
        self.audio.stop()
        self.bar.stop.setEnabled(False)

    def replying_changed(self, on: bool) -> None:
        """The pane's reply started (a new speaker, when reading aloud) or ended."""
        if on:
            if self.prefs["autoRead"] and not self.prefs["muted"]:
                self.stop()
                self._speaker = self._new_speaker()
                if self._speaker is not None:
                    self.bar.stop.setEnabled(True)
        elif self._speaker is not None:
            speaker = self._speaker
            self.loop.run(speaker.finish, self._done_speaking(speaker))

    def _on_event(self, event: dict[str, Any]) -> None:
        if event.get("type") != "token" or self._speaker is None:
            return
        who = event.get("speaker")
        who = who if isinstance(who, str) else None
        if who != self._speaking_as:
            # A party's next member: their pieces in their voice, after the last one's.
            self._speaking_as = who
            try:
                self.loop.call_soon(self._speaker.switch, self.character_voice(who))
            except VoiceError as err:
                self._fail(str(err))
        self.loop.call_soon(self._speaker.feed, str(event.get("text", "")))

    def _done_speaking(self, speaker: Speaker) -> Any:
        def done(_clips: Any) -> None:
            if self._speaker is speaker:
                self._speaker = None
            self._maybe_idle()

        return done

    def _maybe_idle(self) -> None:
        if self._speaker is None and not self.audio.playing:
            self.bar.stop.setEnabled(False)

    # -- listening ------------------------------------------------------------------

    def start_talking(self) -> None:
        """The microphone button went down: record."""
        try:
            self.microphone.start()
        except VoiceError as err:
            self._fail(str(err))
            return
        self.bar.talk.setText(translate("Voice", "Listening… release to stop"))
        self.bar.talk.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)

    def stop_talking(self) -> None:
        """The microphone button came up: transcribe into the message box."""
        self.bar.talk.setText(translate("Voice", "Hold to talk"))
        self.bar.talk.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        if not self.microphone.recording:
            return
        self.transcribe(self.microphone.stop())

    def transcribe(self, wav: bytes) -> None:
        """Transcribe ``wav`` and put the text in the message box."""
        endpoint = self.prefs["transcribeEndpoint"] or self.provider_url
        if not endpoint:
            self._fail(
                translate(
                    "Voice",
                    "Speech input needs a transcription endpoint; set one in Settings → Voice.",
                )
            )
            return
        if self._transcriber is None or self._transcriber.base_url != endpoint.rstrip("/"):
            self._close_later(self._transcriber)
            self._transcriber = RemoteTranscriber(
                endpoint,
                api_key=self.transcribe_key,
                model=self.prefs["transcribeModel"],
                language=self.prefs["language"],
            )
        transcriber = self._transcriber
        self.bar.talk.setEnabled(False)

        def done(text: str) -> None:
            self.bar.talk.setEnabled(True)
            if text:
                self._put_text(text)
                self.transcribed.emit(text)
            else:
                self._notify(translate("Voice", "Nothing was heard; hold the button and speak."))

        def failed(error: BaseException) -> None:
            self.bar.talk.setEnabled(True)
            self._fail(str(error) if isinstance(error, StudioError) else repr(error))

        self.loop.run(lambda: transcriber.transcribe(wav), done, failed)

    def _fail(self, message: str) -> None:
        self._notify(message)
        self.failed.emit(message)

    def shutdown(self) -> None:
        """Stop speaking and end the voice's thread."""
        self.stop()
        self.microphone.stop()
        if self._loop is not None:
            self._reset_clients(wait=5.0)
            self._loop.shutdown()
            self._loop = None
        else:
            self._engine = self._transcriber = None  # never used: nothing is open

"""Push-to-talk recording through Qt Multimedia (``QAudioSource``).

:meth:`Microphone.start` opens the default input at 16 kHz mono 16-bit (what
speech recognisers want; the device's preferred rate when it cannot), and
:meth:`Microphone.stop` returns what was said as a WAV file. A microphone the
system denies, no input device, or a source that fails: :meth:`start` raises
:class:`~studio.errors.VoiceError` with a message saying what to do.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QIODevice, QObject, Qt
from PySide6.QtMultimedia import QAudioFormat, QAudioSource, QMediaDevices, QtAudio

from studio.errors import VoiceError
from studio.ui.i18n import translate
from studio.voice.wav import pcm_to_wav

__all__ = ["Microphone"]

# Stop a recording that nobody ends at this length (a stuck key).
MAX_SECONDS = 300


class Microphone(QObject):
    """One recording at a time."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._source: QAudioSource | None = None
        self._io: QIODevice | None = None
        self._pcm = bytearray()
        self._rate = 16000
        self._channels = 1

    @property
    def recording(self) -> bool:
        return self._source is not None

    def start(self) -> None:
        """Start recording from the default microphone."""
        if self._source is not None:
            return
        _check_permission()
        device = QMediaDevices.defaultAudioInput()
        if device.isNull():
            raise VoiceError(
                translate("Voice", "No microphone found: connect one, or type your message."),
                reason="no_device",
            )
        fmt = QAudioFormat()
        fmt.setSampleRate(16000)
        fmt.setChannelCount(1)
        fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        if not device.isFormatSupported(fmt):
            fmt = device.preferredFormat()
            fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        self._rate, self._channels = fmt.sampleRate(), fmt.channelCount()
        self._pcm = bytearray()
        self._source = QAudioSource(device, fmt, self)
        self._io = self._source.start()
        if self._io is None or self._source.error() != QtAudio.Error.NoError:
            self._source = None
            raise VoiceError(
                translate("Voice", "The microphone could not be opened; check the sound settings."),
                reason="no_device",
            )
        self._io.readyRead.connect(self._read)

    def _read(self) -> None:
        if self._io is None:
            return
        self._pcm += bytes(self._io.readAll().data())
        limit = MAX_SECONDS * self._rate * self._channels * 2
        if len(self._pcm) > limit:
            del self._pcm[limit:]

    def stop(self) -> bytes:
        """End the recording; the WAV of what was said (empty if not recording)."""
        if self._source is None:
            return b""
        self._read()
        self._source.stop()
        self._source.deleteLater()
        self._source = None
        self._io = None
        pcm, self._pcm = bytes(self._pcm), bytearray()
        return pcm_to_wav(pcm, rate=self._rate, channels=self._channels)


def _check_permission() -> None:
    """Refuse a microphone the system denies (macOS, Flatpak portals)."""
    try:
        from PySide6.QtCore import QMicrophonePermission
    except ImportError:  # Qt builds without the permission API.
        return
    app = QCoreApplication.instance()
    if app is None:
        return
    status = app.checkPermission(QMicrophonePermission())
    if status == Qt.PermissionStatus.Denied:
        raise VoiceError(
            translate(
                "Voice",
                "Microphone access is denied; allow Character Studio to use the microphone "
                "in the system's privacy settings.",
            ),
            reason="denied",
        )

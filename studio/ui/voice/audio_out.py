"""WAV clips played one after another through Qt Multimedia (``QAudioSink``).

The speaker hands clips over as each sentence is ready; :class:`ClipPlayer`
queues them and plays the next when the sink runs dry, so a reply is heard
sentence by sentence while it streams. :meth:`ClipPlayer.stop` empties the
queue and silences the sink at once. No output device, or a sink that fails,
is reported once through :attr:`ClipPlayer.failed` with a message saying what
to do; nothing else breaks.

PySide6 6.11 cannot deliver ``QAudioSink.stateChanged`` to Python ("parameter 0
of type QAudio::State cannot be converted"), so a 20 ms timer asks the sink's
``state()`` and ``error()`` while a clip plays (a cheap call; no timer runs
while nothing plays).
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QTimer, Signal
from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices, QtAudio

from studio.errors import VoiceError
from studio.ui.i18n import translate
from studio.voice.wav import check_wav

__all__ = ["ClipPlayer"]


class ClipPlayer(QObject):
    """Plays queued WAV clips in order.

    Signals:
        started(): The first clip of a run began.
        finished(): The queue ran dry (or was stopped).
        failed(str): No device or the sink failed (the message says what to do).
    """

    started = Signal()
    finished = Signal()
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[bytes] = deque()
        self._sink: QAudioSink | None = None
        self._buffer: QBuffer | None = None
        self.played = 0  # clips played to the end or started since creation
        self.volume = 1.0
        self._watch = QTimer(self)
        self._watch.setInterval(20)
        self._watch.timeout.connect(self._check)

    def warm(self) -> None:
        """Ask for the output device once now: Qt Multimedia's first device query
        starts its audio backend (about 180 ms here), which must not happen while
        a reply is being spoken. Done when Read aloud is turned on (or at start
        when it is on); never otherwise, so a window that never speaks never
        starts the audio backend."""
        QMediaDevices.defaultAudioOutput()

    @property
    def playing(self) -> bool:
        return self._sink is not None

    def enqueue(self, wav: bytes) -> None:
        """Play ``wav`` after what is queued."""
        self._queue.append(wav)
        if self._sink is None:
            self.started.emit()
            self._next()

    def stop(self) -> None:
        """Silence now and forget what is queued."""
        self._queue.clear()
        if self._sink is not None:
            self._release()
            self.finished.emit()

    def _next(self) -> None:
        if not self._queue:
            self.finished.emit()
            return
        wav = self._queue.popleft()
        try:
            info = check_wav(wav, source="the voice")
        except VoiceError as err:
            self._fail(str(err))
            return
        device = QMediaDevices.defaultAudioOutput()
        if device.isNull():
            self._fail(
                translate(
                    "Voice",
                    "No audio output device: connect speakers or headphones, or mute the voice.",
                )
            )
            return
        fmt = QAudioFormat()
        fmt.setSampleRate(info.rate)
        fmt.setChannelCount(info.channels)
        fmt.setSampleFormat(
            {8: QAudioFormat.SampleFormat.UInt8, 16: QAudioFormat.SampleFormat.Int16}.get(
                info.bits, QAudioFormat.SampleFormat.Int32
            )
        )
        self._buffer = QBuffer(self)
        self._buffer.setData(QByteArray(info.data[44:]))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self._sink = QAudioSink(device, fmt, self)
        self._sink.setVolume(self.volume)
        self.played += 1
        self._sink.start(self._buffer)
        self._watch.start()

    def _check(self) -> None:
        sink = self._sink
        if sink is None:
            self._watch.stop()
            return
        state = sink.state()
        if sink.error() not in (QtAudio.Error.NoError, QtAudio.Error.UnderrunError):
            self._fail(
                translate(
                    "Voice", "The audio device failed ({0}); check the sound settings."
                ).replace("{0}", sink.error().name)
            )
        elif state == QtAudio.State.IdleState and self._buffer is not None and self._buffer.atEnd():
            self._release()
            self._next()

    def _release(self) -> None:
        self._watch.stop()
        if self._sink is not None:
            self._sink.stop()
            self._sink.deleteLater()
            self._sink = None
        if self._buffer is not None:
            self._buffer.close()
            self._buffer.deleteLater()
            self._buffer = None

    def _fail(self, message: str) -> None:
        self._queue.clear()
        self._release()
        self.failed.emit(message)
        self.finished.emit()

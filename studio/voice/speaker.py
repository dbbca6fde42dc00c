"""Speak a reply as it streams, sentence by sentence.

:class:`Speaker` takes the reply's fragments (:meth:`Speaker.feed`), cuts
complete sentences off as they arrive, and a single worker task turns each
piece into a clip with the engine, in order, handing each to the sink as soon
as it is ready: the GUI queues it on a ``QMediaPlayer``, the terminal writes it
to a file. So the first sentence is heard while the model still writes the
next ones. :meth:`Speaker.stop` drops what is queued and ends the engine's
current process (the GUI's stop button and global mute call it).

An engine failure (no engine, a corrupt clip, an endpoint that refuses) is
given to ``on_error`` once and ends this reply's speech; the reply itself is
never touched.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from studio.errors import VoiceError
from studio.voice.engines import SpeechEngine
from studio.voice.settings import VoiceSettings
from studio.voice.text import Piece, SentenceSplitter, pieces_of
from studio.voice.wav import check_wav

__all__ = ["Clip", "Speaker"]


@dataclass(frozen=True, kw_only=True)
class Clip:
    """One spoken piece."""

    index: int
    text: str
    kind: str
    voice: str
    wav: bytes
    seconds: float
    #: ``time.perf_counter()`` when its sentence was complete and when the clip was.
    sentence_at: float
    ready_at: float


Sink = Callable[[Clip], Awaitable[None] | None]
OnError = Callable[[VoiceError], None]


class Speaker:
    """Speaks one reply (or one message again) with one character's voice; in a
    party, :meth:`switch` hands the next pieces to another member's voice."""

    def __init__(
        self,
        engine: SpeechEngine,
        settings: VoiceSettings,
        sink: Sink,
        *,
        on_error: OnError | None = None,
    ) -> None:
        self.engine = engine
        self.settings = settings
        self._sink = sink
        self._on_error = on_error
        self._splitter = SentenceSplitter()
        self._queue: asyncio.Queue[tuple[Piece, float, VoiceSettings] | None] = asyncio.Queue()
        self._worker: asyncio.Task[None] | None = None
        self._count = 0
        self.clips: list[Clip] = []
        self.error: VoiceError | None = None
        self.stopped = False

    def feed(self, fragment: str) -> None:
        """Give the next fragment of the reply; complete sentences start speaking."""
        if self.stopped:
            return
        for sentence in self._splitter.feed(fragment):
            self._enqueue(sentence)

    def switch(self, settings: VoiceSettings) -> None:
        """From now on speak in ``settings`` (a party's next member): what was fed so far
        is cut into sentences and spoken in the voice it was written in, first."""
        if self.stopped or settings == self.settings:
            return
        for sentence in self._splitter.flush():
            self._enqueue(sentence)
        self.settings = settings

    async def finish(self) -> list[Clip]:
        """The reply has ended: speak what is left and wait for every clip."""
        if not self.stopped:
            for sentence in self._splitter.flush():
                self._enqueue(sentence)
        self._queue.put_nowait(None)
        self._ensure_worker()
        assert self._worker is not None
        with contextlib.suppress(asyncio.CancelledError):
            await self._worker
        return self.clips

    async def speak(self, text: str) -> list[Clip]:
        """Speak a whole message (the play button)."""
        self.feed(text)
        return await self.finish()

    async def stop(self) -> None:
        """Stop at once: nothing more is synthesised or handed to the sink."""
        self.stopped = True
        while not self._queue.empty():
            self._queue.get_nowait()
        if self._worker is not None and not self._worker.done():
            self._worker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._worker

    def _enqueue(self, sentence: str) -> None:
        now = time.perf_counter()
        settings = self.settings
        for piece in pieces_of(sentence):
            if piece.kind == "action" and settings.actions == "skip":
                continue
            self._queue.put_nowait((piece, now, settings))
        self._ensure_worker()

    def _ensure_worker(self) -> None:
        if self._worker is None:
            self._worker = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        while True:
            item = await self._queue.get()
            if item is None or self.stopped:
                return
            piece, sentence_at, settings = item
            voice = settings.voice_for(piece.kind)
            try:
                wav = await self.engine.synthesize(piece.text, voice=voice, rate=settings.rate)
                info = check_wav(wav, source=f"the {self.engine.name} engine")
            except VoiceError as err:
                self.error = err
                self.stopped = True
                if self._on_error is not None:
                    self._on_error(err)
                return
            clip = Clip(
                index=self._count,
                text=piece.text,
                kind=piece.kind,
                voice=voice,
                wav=info.data,
                seconds=info.seconds,
                sentence_at=sentence_at,
                ready_at=time.perf_counter(),
            )
            self._count += 1
            self.clips.append(clip)
            result = self._sink(clip)
            if inspect.isawaitable(result):
                await result

"""Voice out figures (issue 29): speech starts ≤ 1 s after the first sentence of a
streamed reply is complete (local engine, this machine), and speaking never stalls
the UI (no frame over 50 ms).

1. **Engine**: a reply streamed into :class:`studio.voice.Speaker` in 4-character
   fragments, 30 ms apart (a fast model), with eSpeak NG; measured per round: from
   the moment the first sentence is complete to the moment its clip is ready to
   play (``ready_at - sentence_at``). Interleaved with the floor: one bare
   ``espeak-ng --stdout`` process for the same sentence.
2. **GUI**: the chat's :class:`VoiceController` speaks a 6-sentence reply through
   Qt Multimedia (a private PulseAudio null output, tests/support/pulse.py) while a
   10 ms timer on the GUI thread records how late each tick is; the worst lateness
   is the longest frame the speaking caused.

Run: ``.venv/bin/python benchmarks/bench_voice.py [rounds]`` (default 15; needs
espeak-ng and pulseaudio).
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from studio.voice import Clip, EspeakEngine, Speaker, VoiceSettings  # noqa: E402

REPLY = (
    "Welcome back to the Silver Stag, traveller. The fire is warm and the stew is "
    "fresh tonight. Sit wherever you like. I will bring you a mug of cider."
)
FIRST = "Welcome back to the Silver Stag, traveller."


async def streamed_start(engine: EspeakEngine) -> float:
    ready = asyncio.Event()
    clips: list[Clip] = []

    def sink(clip: Clip) -> None:
        clips.append(clip)
        ready.set()

    speaker = Speaker(engine, VoiceSettings(), sink)
    for i in range(0, len(REPLY), 4):
        speaker.feed(REPLY[i : i + 4])
        await asyncio.sleep(0.03)
        if ready.is_set():
            break
    await ready.wait()
    await speaker.stop()
    return clips[0].ready_at - clips[0].sentence_at


async def bare(engine: EspeakEngine) -> float:
    start = time.perf_counter()
    proc = await asyncio.create_subprocess_exec(
        engine.program, "--stdout", "-v", "en-us",
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    await proc.communicate(FIRST.encode())
    return time.perf_counter() - start


async def engine_figures(rounds: int) -> None:
    engine = EspeakEngine()
    await bare(engine)
    starts, floors = [], []
    for _ in range(rounds):
        starts.append(await streamed_start(engine))
        floors.append(await bare(engine))
    s, f = statistics.median(starts), statistics.median(floors)
    print(f"speech start after the first sentence: median {s * 1000:.0f} ms, "
          f"max {max(starts) * 1000:.0f} ms (target ≤ 1000 ms)")
    print(f"bare espeak-ng for that sentence:      median {f * 1000:.0f} ms; "
          f"ratio {s / f:.2f}")


def gui_figures() -> None:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from tests.support.pulse import start_pulse

    stop_pulse = start_pulse()
    try:
        from studio.ui.bridge import EngineBridge
        from studio.ui.voice.controller import VoiceController

        app = QApplication.instance() or QApplication([])
        bridge = EngineBridge()
        voice = VoiceController(bridge, lambda _t: None, lambda _m: None)
        voice.audio.warm()  # as configure() does when the window starts
        late: list[float] = []
        clock = QElapsedTimer()
        clock.start()
        last = [clock.elapsed()]

        def tick() -> None:
            now = clock.elapsed()
            late.append(now - last[0] - 10)
            last[0] = now

        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(tick)
        timer.start()
        played: list[str] = []
        voice.clipPlayed.connect(played.append)
        voice.speak(REPLY + " " + REPLY)
        deadline = time.monotonic() + 60
        while (len(played) < 6 or voice.audio.playing) and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.001)
        timer.stop()
        voice.shutdown()
        bridge.shutdown()
        print(f"GUI while speaking {len(played)} sentences: {len(late)} ticks, worst lateness "
              f"{max(late):.0f} ms, median {statistics.median(late):.0f} ms (target: no frame "
              "over 50 ms)")
    finally:
        stop_pulse()


if __name__ == "__main__":
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    asyncio.run(engine_figures(rounds))
    gui_figures()

"""Switching theme or chat font (issue 28): target <= 300 ms, no restart.

A Player window at 1366x768 with a 400-message conversation on screen (Markdown,
``*actions*``, quotes, code), offscreen. One switch is measured from
``Look.apply`` to the whole window painted again in the new look: the palette
events delivered (``processEvents``) and a synchronous ``repaint`` of the
window, which re-renders every transcript row on screen. Themes are switched
in an interleaved order (each theme follows a different one every round), then
the chat font size is switched the same way (a re-layout of the rows, too).

Run: ``.venv/bin/python benchmarks/bench_theme.py``
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET_MS = 300.0
ROUNDS = 7


def _entries(count: int) -> list[dict[str, object]]:
    lines = (
        '*She turns the page slowly.* "Look here," she says. It is `code` and **bold** text.',
        "Tell me more about the lighthouse, and the keeper who lived there before you.",
        "```python\nprint('the tide')\n```\n*waves crash* \"It was long ago.\"",
    )
    return [
        {"role": "user" if i % 2 == 0 else "assistant", "content": lines[i % 3] * (1 + i % 4)}
        for i in range(count)
    ]


def main() -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from studio.storage.settings import Appearance
    from studio.ui import look
    from studio.ui.bridge import EngineBridge
    from studio.ui.main_window import MainWindow

    work = Path(tempfile.mkdtemp(prefix="bench-theme-"))
    window = MainWindow(EngineBridge(), mode="player", settings_path=work / "s.json",
                        data_dir=work / "d", ask_first_run=False,
                        remember_layout=False)  # fmt: skip
    window.resize(1366, 768)
    window.show()
    assert window.player_home is not None
    window.player_home.show_chat()
    window.chat.model.set_entries(_entries(400))
    window.chat.view.scrollToBottom()
    app.processEvents()
    window.repaint()
    current = look.install(app)

    def switch(appearance: Appearance) -> float:
        start = time.perf_counter()
        current.apply(appearance)
        app.processEvents()
        window.repaint()
        return (time.perf_counter() - start) * 1000

    themes = ["light", "dark", "parchment", "midnight", "forest", "system"]
    timings: dict[str, list[float]] = {key: [] for key in themes}
    for round_ in range(ROUNDS):
        order = themes[round_ % len(themes):] + themes[: round_ % len(themes)]
        for key in order:
            timings[key].append(switch(Appearance(theme=key)))
    sizes: dict[int, list[float]] = {size: [] for size in (10, 13, 16, 20)}
    for round_ in range(ROUNDS):
        for size in (list(sizes) if round_ % 2 == 0 else list(reversed(sizes))):
            sizes[size].append(switch(Appearance(theme="dark", chat_font_size=size)))
    print(f"Theme switch, 400-message chat on screen, {ROUNDS} interleaved rounds "
          f"(target <= {TARGET_MS:.0f} ms):")  # fmt: skip
    worst = 0.0
    for key, values in timings.items():
        worst = max(worst, statistics.median(values))
        print(f"  -> {key:10s} median {statistics.median(values):6.1f} ms   "
              f"max {max(values):6.1f} ms")  # fmt: skip
    print("Chat font size switch (rows laid out again):")
    for size, values in sizes.items():
        worst = max(worst, statistics.median(values))
        print(f"  -> {size:2d} pt      median {statistics.median(values):6.1f} ms   "
              f"max {max(values):6.1f} ms")  # fmt: skip
    print(f"Worst median {worst:.1f} ms = {worst / TARGET_MS:.2f} x the 300 ms target")
    window.close()


if __name__ == "__main__":
    main()

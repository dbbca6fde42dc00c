"""The GUI thread during a large import (issue 26 item 3: "no host stall over 1 s").

A 60 MB card (a 60 MB description; 45 MB in the 60 MB PNG) is imported through the real GUI path,
:func:`studio.ui.export_actions.import_package_dialog` (what File → Import… and a
drop call), in Studio mode (into a given folder, then opened in the editor) and
in Player mode (into the data dir, then played), as a JSON card and as a PNG
card, interleaved. Studio mode runs only with ``--studio``: it opens the
description in the editor on the GUI thread (in its large-document mode for a
file over 1M characters; docs/CARDS.md).
A 5 ms ``QTimer`` on the GUI thread records how late it fires from the call
until the character is open; the worst lateness is the stall. Also printed: the
whole import-and-open time. Medians over the rounds.

Target: worst stall <= 1 s. Offscreen Qt.
Run: ``.venv/bin/python benchmarks/bench_gui_import.py [rounds] [--studio]``
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZE = int(os.environ.get("BENCH_CARD_BYTES", "60000000"))


def _card(size: int) -> dict[str, object]:
    return {"spec": "chara_card_v3", "spec_version": "3.0",
            "data": {"name": "Big", "description": "x" * size, "first_mes": "Hi"}}  # fmt: skip


def make_cards(folder: Path) -> dict[str, Path]:
    from studio.cards.png import minimal_png, write_card_chunks

    json_card = folder / "big.json"
    json_card.write_bytes(json.dumps(_card(SIZE)).encode("utf-8"))
    # Base64 grows the text by 4/3; the PNG file itself is SIZE bytes (cards over 64 MB
    # are refused).
    raw = json.dumps(_card(SIZE * 3 // 4 - 1000)).encode("utf-8")
    png_card = folder / "big.png"
    chunks = [("ccv3", base64.b64encode(raw).decode("ascii"))]
    png_card.write_bytes(write_card_chunks(minimal_png(64, 64, (90, 40, 160)), chunks, "big.png"))
    return {"JSON": json_card, "PNG": png_card}


def one_import(app, window, card: Path, dest: Path | None) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Import ``card`` through the GUI; (worst timer lateness, total seconds)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from studio.ui.export_actions import import_package_dialog

    lateness: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        lateness.append(max(0.0, now - last[0] - 0.005))
        last[0] = now

    loop = QEventLoop()
    opened: list[str] = []

    def on_open(name: str) -> None:
        opened.append(name)
        loop.quit()

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    window.characterOpened.connect(on_open)
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(loop.quit)
    guard.start(300_000)
    start = time.perf_counter()
    timer.start()
    last[0] = time.perf_counter()
    import_package_dialog(window, card, dest)
    if not opened:
        loop.exec()
    total = time.perf_counter() - start
    timer.stop()
    guard.stop()
    window.characterOpened.disconnect(on_open)
    if not opened:
        raise SystemExit(f"{card.name} was not opened within 300 s")
    return max(lateness, default=0.0), total


def make_window(mode: str, work: Path):  # type: ignore[no-untyped-def]
    from studio.ui.bridge import EngineBridge
    from studio.ui.main_window import MainWindow
    from studio.ui.opening import Endpoint

    window = MainWindow(
        EngineBridge(),
        mode=mode,
        settings_path=work / f"{mode}.json",
        data_dir=work / f"data-{mode}",
        endpoint=Endpoint(
            base_url="http://127.0.0.1:9/v1", api_key=None, main_model="m", worker_model=None
        ),
        ask_first_run=False,
        remember_layout=False,
    )
    window.auto_accept = True  # no package review dialog (it is modal)
    window.show()
    return window


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    rounds = int(args[0]) if args else 3
    modes = ("player", "studio") if "--studio" in sys.argv else ("player",)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    tmp = Path(tempfile.mkdtemp(prefix="bench-gui-import-"))
    try:
        cards = make_cards(tmp)
        windows = {mode: make_window(mode, tmp) for mode in modes}
        stalls: dict[str, list[float]] = {}
        totals: dict[str, list[float]] = {}
        for n in range(rounds):
            for kind, card in cards.items():
                for mode, window in windows.items():
                    name = f"{kind} card, {mode} mode"
                    # Player mode keeps imports in its data dir; a fresh one each round,
                    # or the second import is recognised as the first and only opened.
                    shutil.rmtree(tmp / f"data-{mode}" / "imported", ignore_errors=True)
                    dest = tmp / f"projects-{n}-{kind}" if mode == "studio" else None
                    stall, total = one_import(app, window, card, dest)
                    stalls.setdefault(name, []).append(stall)
                    totals.setdefault(name, []).append(total)
        print(f"load average {os.getloadavg()[0]:.2f} (1 min); {rounds} rounds; "
              f"cards of {SIZE / 1e6:.0f} MB text")  # fmt: skip
        for name in stalls:
            worst = statistics.median(stalls[name]) * 1000
            print(
                f"{name:24s} worst GUI-thread stall median {worst:7.1f} ms"
                f" (max {max(stalls[name]) * 1000:7.1f} ms); import+open median "
                f"{statistics.median(totals[name]):5.2f} s"
            )
        for window in windows.values():
            window.confirm_discard = lambda: True
            window.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

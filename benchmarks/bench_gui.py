"""GUI figures (issues 6, 18): cold starts, a 10,000-message conversation, GUI-thread stalls.

* **Cold start**: from launching a process to a shown, idle main window with the
  menagerie sample open and its player ready (median of several runs; measured
  from outside the process, so interpreter start and imports count).
* **Player mode cold start** (issue 18): the same for Player mode with the
  character library (30 characters, with avatars) built, the character header
  shown and the chat read; runs are interleaved with the Studio ones.
* **Open 10,000 messages**: from asking the engine to load a 10,000-entry
  conversation to the chat view holding every row, scrollable (median).
* **Longest GUI-thread stall while streaming**: a reply streamed at 200 tokens/s
  (after a tool call) with the store inspector and agent log open; a 5 ms timer
  on the GUI thread records how late it fires; the worst lateness is the stall.

Targets: cold starts <= 1.5 s, 10,000 messages <= 1 s, stall <= 50 ms.
Run: ``.venv/bin/python benchmarks/bench_gui.py``
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHILD = r"""
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from studio.ui.bridge import EngineBridge
from studio.ui.main_window import MainWindow
from studio.ui.opening import Endpoint
work = Path(sys.argv[1])
window = MainWindow(EngineBridge(), settings_path=work / "s.json", data_dir=work / "d",
                    endpoint=Endpoint(base_url="http://127.0.0.1:9/v1", api_key=None,
                                      main_model="m", worker_model=None),
                    ask_first_run=False, remember_layout=False)
window.show()
def ready(_name):
    print("READY", flush=True)
    window.confirm_discard = lambda: True
    window.close()
    app.quit()
window.characterOpened.connect(ready)
window.open_project(Path(sys.argv[2]))
app.exec()
"""


PLAYER_CHILD = r"""
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from studio.ui.bridge import EngineBridge
from studio.ui.main_window import MainWindow
from studio.ui.opening import Endpoint
work = Path(sys.argv[1])
window = MainWindow(EngineBridge(), mode="player", settings_path=work / "s.json",
                    data_dir=work / "d",
                    endpoint=Endpoint(base_url="http://127.0.0.1:9/v1", api_key=None,
                                      main_model="m", worker_model=None),
                    ask_first_run=False, remember_layout=False)
window.auto_accept = True
window.show()
def opened(_name):
    # Idle: the chat has read the conversation (header and library are built by now).
    window.chat.reloaded.connect(ready)
    window.chat.reload()
def ready():
    assert window.player_home.header.name.text() == "Odile"
    assert window.player_home.panel.list.count() == 31
    print("READY", flush=True)
    window.close()
    app.quit()
window.characterOpened.connect(opened)
window.open_path(Path(sys.argv[2]))
app.exec()
"""


def _library(tmp: Path, count: int) -> None:
    """A library of ``count`` characters (copies of the plain sample, each with an avatar)."""
    from studio.storage.library import Library, library_path

    icon = ROOT / "resources" / "icons" / "character-studio-128.png"
    library = Library(library_path(tmp / "d"))
    for i in range(count):
        folder = tmp / "lib" / f"c{i}"
        shutil.copytree(ROOT / "characters" / "plain", folder)
        shutil.copyfile(icon, folder / "avatar.png")
        library.add(folder, name=f"Character {i}", description="A keeper " * 20, avatar=icon)


def _launch(child: str, tmp: str, project: Path) -> float:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": tmp}
    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", child, tmp, str(project)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - started
    proc.wait(30)
    assert line.startswith("READY"), line
    return elapsed


def cold_starts(runs: int) -> tuple[list[float], list[float]]:
    """Studio and Player cold starts, interleaved (shared cores: alternate, then medians)."""
    studio: list[float] = []
    player: list[float] = []
    for _ in range(runs):
        for mode, times in (("studio", studio), ("player", player)):
            with tempfile.TemporaryDirectory() as tmp:
                project = Path(tmp) / "menagerie"
                shutil.copytree(ROOT / "characters" / "menagerie", project)
                if mode == "player":
                    _library(Path(tmp), 30)
                times.append(_launch(CHILD if mode == "studio" else PLAYER_CHILD, tmp, project))
    return studio, player


def _spread(times: list[float]) -> str:
    return (
        f"median {statistics.median(times) * 1000:7.0f} ms"
        f" (min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}, n={len(times)})"
    )


def _window(tmp: Path, server_url: str):  # type: ignore[no-untyped-def]
    from studio.ui.bridge import EngineBridge
    from studio.ui.main_window import MainWindow
    from studio.ui.opening import Endpoint

    window = MainWindow(
        EngineBridge(),
        settings_path=tmp / "s.json",
        data_dir=tmp / "d",
        endpoint=Endpoint(base_url=server_url, api_key="k", main_model="m", worker_model=None),
        ask_first_run=False,
        remember_layout=False,
    )
    window.resize(1280, 800)
    window.show()
    return window


def _wait(app, condition, timeout: float = 30.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.perf_counter() + timeout
    while not condition():
        app.processEvents()
        if time.perf_counter() > deadline:
            raise TimeoutError("condition not met")
        time.sleep(0.001)


def long_conversation(app, tmp: Path, runs: int) -> float:  # type: ignore[no-untyped-def]
    from studio.storage import ConversationStore

    project = tmp / "plain"
    shutil.copytree(ROOT / "characters" / "plain", project)
    store = ConversationStore(project / "conversations")
    conversation = store.create(title="long")
    entries = []
    for i in range(5_000):
        entries.append({"role": "user", "content": f"Question {i}: what about **item {i}**?"})
        entries.append({"role": "assistant", "content": f"Answer {i}, with a list:\n\n- a\n- b"})
    conversation.append_many(entries)
    conversation_id = conversation.id
    conversation.close()
    window = _window(tmp, "http://127.0.0.1:9/v1")
    opened: list[str] = []
    window.characterOpened.connect(opened.append)
    window.open_project(project)
    _wait(app, lambda: bool(opened))
    times = []
    for _ in range(runs):
        window.bridge.submit(lambda p: p.new_conversation())
        _wait(app, lambda: window.chat.model.rowCount() <= 2)
        started = time.perf_counter()
        window.bridge.submit(lambda p: p.load_conversation(conversation_id))
        _wait(app, lambda: window.chat.model.rowCount() >= 10_000)
        _wait(app, lambda: window.chat.view.verticalScrollBar().maximum() > 0)
        times.append(time.perf_counter() - started)
    window.confirm_discard = lambda: True
    window.close()
    return statistics.median(times)


def streaming_stall(app, tmp: Path) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QTimer

    from tests.support.model_server import ModelServer, text, tool_calls

    project = tmp / "menagerie"
    shutil.copytree(ROOT / "characters" / "menagerie", project)
    reply = " ".join(f"word{i}" for i in range(600))
    with ModelServer() as server:
        server.script(
            tool_calls([("plant_seed", {"herb": "sage", "bed": 3})]),
            text(reply, chunk_size=6, tokens_per_second=200),
        )
        window = _window(tmp, server.url)
        opened: list[str] = []
        window.characterOpened.connect(opened.append)
        window.open_project(project)
        _wait(app, lambda: bool(opened))
        window.store_dock.show()
        window.log_dock.show()
        lateness: list[float] = []
        last = [time.perf_counter()]

        def tick() -> None:
            now = time.perf_counter()
            lateness.append(max(0.0, now - last[0] - 0.005))
            last[0] = now

        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(tick)
        timer.start()
        window.chat.send("plant sage and talk")
        _wait(app, lambda: window.chat.replying, 10)
        _wait(app, lambda: not window.chat.replying, 60)
        timer.stop()
        window.confirm_discard = lambda: True
        window.close()
    lateness.sort()
    return lateness[-1], lateness[int(len(lateness) * 0.99)]


def main() -> None:
    from PySide6.QtWidgets import QApplication

    studio, player = cold_starts(7)
    print(f"cold start to an idle window with a project   {_spread(studio)}   (target <= 1500)")
    print(f"Player cold start: character + library (30)   {_spread(player)}   (target <= 1500)")
    ratio = statistics.median(player) / statistics.median(studio)
    print(f"Player / Studio cold start                    ratio {ratio:.2f}")
    if "--cold-only" in sys.argv:
        return
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["XDG_CONFIG_HOME"] = tmp
        long = long_conversation(app, Path(tmp) / "a", 3)
        print(
            f"open a 10,000-message conversation          median {long * 1000:7.0f} ms"
            "   (target <= 1000)"
        )
        worst, p99 = streaming_stall(app, Path(tmp) / "b")
        print(
            f"GUI-thread stall while streaming 200 tok/s  max {worst * 1000:7.1f} ms,"
            f" p99 {p99 * 1000:5.1f} ms   (target <= 50)"
        )


if __name__ == "__main__":
    main()

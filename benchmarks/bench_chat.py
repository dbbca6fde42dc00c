"""Chat figures of issue 16: swipes, branches, search (medians, interleaved runs).

* **Swipe switch**, 10,000-message conversation: from clicking ‹ or › on the last
  reply (``ChatPane.swipe``) to the chat view holding the other alternative and
  repainted (``viewport().repaint()`` done). The engine rewrites the journal,
  fires no hook (no agents), the pane reads the entries back and updates only
  the rows that differ.
* **Branch switch**, two 10,000-message branches (a fork at message 9,000):
  from selecting the other branch in the conversations panel to the chat
  showing it, repainted. Both end only when the GUI thread is idle again (the
  deferred layout and the exact heights of the last rows included).
* **Search**, 50 conversations of 2,000 messages: the first result from
  ``search_conversations`` and the whole result list the GUI shows
  (``CharacterPlayer.search``, up to 200 hits).

Swipe and branch runs alternate (swipe, branch, swipe, ...) so both see the
same machine load; each figure prints its median and its spread (min-max).
Targets: swipe and branch switch <= 50 ms; first search results <= 200 ms.
The export figure (10,000 messages to HTML <= 1 s) waits for the chat exporter.
Run: ``.venv/bin/python benchmarks/bench_chat.py [runs]``
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _wait(app: Any, condition: Any, timeout: float = 60.0) -> None:
    deadline = time.perf_counter() + timeout
    while not condition():
        app.processEvents()
        if time.perf_counter() > deadline:
            raise TimeoutError("condition not met")
        time.sleep(0.0005)


def _settle(app: Any, pane: Any) -> None:
    """Run the GUI thread until it is idle: deferred layouts and row sizes done too,
    so a measure includes all the work its change caused (not only the first paint)."""
    while True:
        started = time.perf_counter()
        app.processEvents()
        if time.perf_counter() - started < 0.002 and not pane.view.chat_delegate._pending:
            return


def _fill(folder: Path, messages: int, *, title: str, swipes: bool = False) -> str:
    from studio.engine.swipes import ALTERNATIVES, SHOWN
    from studio.storage import ConversationStore

    store = ConversationStore(folder)
    entries: list[dict[str, Any]] = []
    for i in range(messages // 2):
        entries.append({"role": "user", "content": f"Question {i}: what about **item {i}**?"})
        entries.append({"role": "assistant", "content": f"Answer {i}, with a list:\n\n- a\n- b"})
    if swipes:
        others = [[{"role": "assistant", "content": f"Alternative {n}: another answer."}]
                  for n in range(2)]
        entries[-2] = {**entries[-2], ALTERNATIVES: others, SHOWN: 2}
    with store.create(title=title) as conversation:
        conversation.append_many(entries)
        return conversation.id


def _last_swipe(pane: Any) -> int | None:
    swipe = pane.model.row_at(pane.model.rowCount() - 1).swipe
    return None if swipe is None else int(swipe[0])


def _report(name: str, times: list[float], target: float) -> None:
    ms = [t * 1000 for t in times]
    median = statistics.median(ms)
    verdict = "ok" if median <= target else "OVER"
    print(
        f"{name:<44} median {median:7.1f} ms  (min {min(ms):.1f}, max {max(ms):.1f}; "
        f"target {target:.0f} ms, ratio {median / target:.2f}) {verdict}"
    )


def chat_switches(runs: int) -> None:
    from PySide6.QtWidgets import QApplication

    from studio.engine import CharacterPlayer
    from studio.ui.bridge import EngineBridge
    from studio.ui.chat import ChatPane, ConversationsPanel

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "plain"
        shutil.copytree(ROOT / "characters" / "plain", project)
        folder = project / "conversations"
        main = _fill(folder, 10_000, title="long", swipes=True)
        bridge = EngineBridge()
        try:
            opened: list[Any] = []
            bridge.open_player(
                lambda: CharacterPlayer(project, api_key="k", base_url="http://127.0.0.1:9/v1",
                                        model="m", project=True),
                opened.append,
            )
            _wait(app, lambda: bool(opened))
            done: list[Any] = []
            bridge.submit(lambda p: p.load_conversation(main), done.append)
            _wait(app, lambda: bool(done))
            pane = ChatPane(bridge)
            panel = ConversationsPanel(bridge)
            pane.resize(700, 800)
            pane.show()
            panel.show()
            _wait(app, lambda: len(pane.entries) == 10_000)
            done.clear()
            bridge.submit(lambda p: p.fork(9_000), done.append)  # the second branch
            _wait(app, lambda: bool(done) and len(pane.entries) == 9_001)
            branch = done[0]
            _wait(app, lambda: panel.item_for(branch) is not None and not bridge.busy)
            swipe_times: list[float] = []
            branch_times: list[float] = []
            back = {main: branch, branch: main}
            current = branch
            for run in range(runs):
                # Swipe (in the long branch).
                if current != main:
                    panel.open(main)
                    _wait(app, lambda: len(pane.entries) == 10_000 and not bridge.busy)
                    current = main
                last = pane.model.rowCount() - 1
                row = pane.model.row_at(last)
                assert row.swipe is not None
                direction = -1 if row.swipe[0] > 0 else 1
                want = row.swipe[0] + direction
                started = time.perf_counter()
                pane.swipe(last, direction)
                _wait(app, lambda want=want: _last_swipe(pane) == want)
                pane.view.viewport().repaint()
                _settle(app, pane)
                swipe_times.append(time.perf_counter() - started)
                _wait(app, lambda: not bridge.busy)
                # Branch switch.
                target = back[current]
                size = 9_001 if target == branch else 10_000
                started = time.perf_counter()
                panel.tree.setCurrentItem(panel.item_for(target))
                _wait(app, lambda size=size, target=target: len(pane.entries) == size
                      and bridge.player.conversation_id == target)
                pane.view.viewport().repaint()
                _settle(app, pane)
                branch_times.append(time.perf_counter() - started)
                _wait(app, lambda: not bridge.busy)
                current = target
                if run == 0:
                    swipe_times.clear()
                    branch_times.clear()  # the first pair warms the caches
            _report("swipe switch, 10,000 messages", swipe_times, 50)
            _report("branch switch, 10,000-message branches", branch_times, 50)
        finally:
            bridge.shutdown()


def search(runs: int) -> None:
    from studio.engine import CharacterPlayer
    from studio.storage.search import search_conversations

    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "plain"
        shutil.copytree(ROOT / "characters" / "plain", project)
        folder = project / "conversations"
        for n in range(50):
            _fill(folder, 2_000, title=f"chat {n}")
        player = CharacterPlayer(project, api_key="k", base_url="http://127.0.0.1:9/v1",
                                 model="m", project=True)
        firsts: list[float] = []
        lists: list[float] = []
        for run in range(runs + 1):
            query = f"item {run * 37 % 1000}*"  # a fresh query each time
            started = time.perf_counter()
            first = next(iter(search_conversations(folder, query)))
            firsts.append(time.perf_counter() - started)
            assert first is not None
            started = time.perf_counter()
            hits = player.search(query.rstrip("*"), limit=200)
            lists.append(time.perf_counter() - started)
            assert hits
            if run == 0:
                firsts.clear()
                lists.clear()
        _report("search 50 x 2,000: first result", firsts, 200)
        _report("search 50 x 2,000: result list (<= 200 hits)", lists, 200)


def engine_swipe(runs: int) -> None:
    """Where a swipe's time goes: the engine call, and the journal rewrite inside it."""
    import asyncio

    from studio.engine import CharacterPlayer
    from studio.storage.atomic import atomic_write_bytes
    from studio.storage.journal import encode_journal

    async def measure() -> None:
        with tempfile.TemporaryDirectory() as tmp:
            project = Path(tmp) / "plain"
            shutil.copytree(ROOT / "characters" / "plain", project)
            cid = _fill(project / "conversations", 10_000, title="long", swipes=True)
            player = CharacterPlayer(project, api_key="k", base_url="http://127.0.0.1:9/v1",
                                     model="m", project=True)
            await player.load_conversation(cid)
            conversation = player.engine.session.conversation
            calls: list[float] = []
            encodes: list[float] = []
            writes: list[float] = []
            for run in range(runs + 1):
                started = time.perf_counter()
                await player.select_alternative(9_999, run % 3)
                calls.append(time.perf_counter() - started)
                started = time.perf_counter()
                data = encode_journal(conversation.header, conversation.entries)
                encodes.append(time.perf_counter() - started)
                started = time.perf_counter()
                atomic_write_bytes(Path(tmp) / "copy.jsonl", data)
                writes.append(time.perf_counter() - started)
            await player.close()
        for name, times in (
            ("engine select_alternative, 10,000 messages", calls),
            ("  of which: encode the journal", encodes),
            ("  of which: atomic write + fsyncs", writes),
        ):
            _report(name, times[1:], 50)

    asyncio.run(measure())


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    chat_switches(runs)
    engine_swipe(runs)
    search(runs)
    print("export of a 10,000-message chat to HTML: see benchmarks/bench_chat_export.py")


if __name__ == "__main__":
    main()

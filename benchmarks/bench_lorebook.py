"""Lorebook activation per request: 2,000 entries, scan depth 10 (issue 19 figure).

Run with ``.venv/bin/python benchmarks/bench_lorebook.py`` (``--quick`` for fewer rounds).

Target: the ``studio.lorebook`` agent's ``onLoad`` -- what the player runs before
every model request -- takes a median <= 3 ms through the real JavaScript worker
(bridge round trips for the book and the history included), with a generated book
of 2,000 entries and scan depth 10. The conversation grows by one message per
request, as in a chat. Rounds are interleaved with the pure matching time (the same
rules library, ``lorebookEngine.scan``, called in-process in QuickJS), so the
ratio shows what the worker and bridge add. The first request, which parses and
indexes the book once, is reported on its own.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import quickjs

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.lorebook_fixture import make_book, make_messages
from studio import paths
from studio.sandbox import AgentSandbox, AgentSpec
from studio.sandbox.lorebook_host import LIBRARIES, engine_paths
from studio.sandbox.typescript import prepare_javascript

ENTRIES = 2000
SCAN_DEPTH = 10
TARGET_MS = 3.0
FILE = ".lorebook.json"


def _stats(samples: list[float]) -> str:
    ms = sorted(s * 1000 for s in samples)
    p10, p90 = ms[len(ms) // 10], ms[(len(ms) * 9) // 10]
    return f"median {statistics.median(ms):6.2f} ms  (p10 {p10:.2f}, p90 {p90:.2f}, n={len(ms)})"


class Conversation:
    """The history the bridge serves: starts with ``SCAN_DEPTH`` messages, grows by one."""

    def __init__(self, pool: list[str]) -> None:
        self.pool = pool
        self.turns: list[dict[str, Any]] = []
        for _ in range(SCAN_DEPTH):
            self.add()

    def add(self) -> None:
        n = len(self.turns)
        role = "user" if n % 2 == 0 else "assistant"
        self.turns.append({"role": role, "content": self.pool[n % len(self.pool)], "index": n})


def agent_spec() -> AgentSpec:
    agents = paths.bundled_agents_dir()
    source = (agents / "studio.lorebook.js").read_text("utf-8")
    libs = tuple((n, (agents / "lib" / f"{n}.js").read_text("utf-8")) for n in LIBRARIES)
    return AgentSpec(
        agent_id="bench.lorebook",
        language="javascript",
        source=prepare_javascript(source, "studio.lorebook.js"),
        filename="studio.lorebook.js",
        apis=frozenset({"studio.context", "studio.history"}),
        libs=libs,
    )


async def main(rounds: int) -> None:
    book, keys = make_book(ENTRIES, scan_depth=SCAN_DEPTH)
    pool = make_messages(keys, rounds + SCAN_DEPTH + 8)
    conversation = Conversation(pool)

    async def bridge(agent_id: str, method: str, params: list[Any], meta: Any) -> Any:
        if method == "context.readFile":
            return book if params[0] == FILE else None
        if method == "history.range":
            start, end = int(params[0]), int(params[1])
            return [t for t in conversation.turns if start <= t["index"] < end]
        raise RuntimeError(method)

    sandbox = AgentSandbox(agent_spec(), bridge)
    await sandbox.start()
    store: dict[str, Any] = {}

    async def on_load() -> str | None:
        nonlocal store
        context = {
            "invokedBy": "preload",
            "conversationLength": len(conversation.turns),
            "characterName": "Aria",
            "agentId": "bench.lorebook",
            "config": {"contextFile": FILE},
        }
        result = await sandbox.call("onLoad", [], store, context)
        store = result.store
        return result.value if isinstance(result.value, str) else None

    # The rules library in-process, for the pure matching time.
    pure = quickjs.Context()
    pure.set_memory_limit(256 * 1024 * 1024)
    for path in engine_paths():
        pure.eval(path.read_text("utf-8"))
    pure.eval("globalThis.S = {}")
    prepare = pure.eval(
        "(function (t) { globalThis.B = lorebookEngine.prepare(t, {}); return 1; })"
    )
    scan = pure.eval(
        "(function (m) { const r = lorebookEngine.scan(B, JSON.parse(m), S, {quiet: true});"
        " return r.fired.length; })"
    )

    started = time.perf_counter()
    first = await on_load()
    first_ms = (time.perf_counter() - started) * 1000
    started = time.perf_counter()
    prepare(book)
    index_ms = (time.perf_counter() - started) * 1000

    worker: list[float] = []
    matching: list[float] = []
    fired: list[int] = []
    for _ in range(rounds):
        conversation.add()
        started = time.perf_counter()
        text = await on_load()
        worker.append(time.perf_counter() - started)
        fired.append(len(text.split("\n")) if text else 0)
        window = json.dumps(conversation.turns[-SCAN_DEPTH:])
        started = time.perf_counter()
        scan(window)
        matching.append(time.perf_counter() - started)
    await sandbox.close()

    size_kb = len(book.encode("utf-8")) / 1024
    print(
        f"lorebook: {ENTRIES} entries ({size_kb:.0f} KB), scan depth {SCAN_DEPTH}, "
        f"{rounds} requests, conversation growing from {SCAN_DEPTH} messages"
    )
    print(
        f"  first request (parse + index, once per book): {first_ms:7.1f} ms "
        f"(in-process prepare {index_ms:.1f} ms); {len((first or '').splitlines())} entries"
    )
    print(f"  onLoad through the JS worker:  {_stats(worker)}")
    print(f"  pure matching (scan only):     {_stats(matching)}")
    ratio = statistics.median(worker) / max(statistics.median(matching), 1e-9)
    print(
        f"  worker / pure ratio: {ratio:.2f}x; entries fired per request: "
        f"median {statistics.median(fired):.0f}"
    )
    verdict = "OK" if statistics.median(worker) * 1000 <= TARGET_MS else "OVER"
    print(f"  target: median <= {TARGET_MS} ms -> {verdict}")


if __name__ == "__main__":
    asyncio.run(main(60 if "--quick" in sys.argv else 300))

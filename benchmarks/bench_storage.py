"""Storage benchmarks: saving a turn in a long vs a short conversation, and loading.

Run: ``.venv/bin/python benchmarks/bench_storage.py`` (prints medians and the ratio).

Saving one turn appends a user and an assistant entry (two ``append`` calls, two
fsyncs, as the engine does: the user entry is saved before the model is asked).
The two conversations are measured alternately so disk noise hits both alike.
The ratio long/short must stay at or below 1.2: an append must not cost more in
a 100,000-entry conversation than in a 10-entry one.

It also times appending one record to the requests journal (what the engine
writes after every model request; not fsynced), a record the size of a short
conversation's request.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from studio.storage import Conversation, ConversationStore

LONG = 100_000
SHORT = 10
ROUNDS = 200
LOADS = 7
RECORD = {
    "time": "2025-01-01T00:00:00+0000",
    "url": "http://127.0.0.1:8080/v1/chat/completions",
    "request": {
        "model": "m",
        "messages": [{"role": "user", "content": "w1 " * 75}] * 4,
        "stream": True,
    },
    "status": 200,
    "response": {"content": "w1 " * 300, "tool_calls": [], "finish_reason": "stop"},
    "usage": None,
    "duration_ms": 4.4,
    "first_token_ms": 1.1,
    "error": None,
    "attempt": 0,
}


def _entry(i: int) -> dict[str, object]:
    role = "user" if i % 2 == 0 else "assistant"
    return {"role": role, "content": f"Message number {i}. " + "Some ordinary chat text. " * 8}


def _fill(store: ConversationStore, n: int) -> Conversation:
    conv = store.create()
    conv.append_many([_entry(i) for i in range(n)])
    return conv


def _save_turn(conv: Conversation) -> float:
    start = time.perf_counter()
    conv.append(_entry(0))
    conv.append(_entry(1))
    return time.perf_counter() - start


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        store = ConversationStore(Path(tmp))
        long_conv, short_conv = _fill(store, LONG), _fill(store, SHORT)
        size_mb = long_conv.path.stat().st_size / 1e6
        for _ in range(10):  # Warm up the page cache and the file system journal.
            _save_turn(long_conv)
            _save_turn(short_conv)
        long_t: list[float] = []
        short_t: list[float] = []
        for _ in range(ROUNDS):
            long_t.append(_save_turn(long_conv))
            short_t.append(_save_turn(short_conv))
        request_t: list[float] = []
        short_conv.append_request(RECORD)
        for _ in range(ROUNDS):
            start = time.perf_counter()
            short_conv.append_request(RECORD)
            request_t.append(time.perf_counter() - start)
        long_conv.close()
        short_conv.close()
        long_med, short_med = statistics.median(long_t), statistics.median(short_t)
        ratio = long_med / short_med

        load_t: list[float] = []
        for _ in range(LOADS):
            start = time.perf_counter()
            conv = store.open(long_conv.id)
            load_t.append(time.perf_counter() - start)
            count = len(conv.entries)
            conv.close()
        start = time.perf_counter()
        infos = store.list()
        list_t = time.perf_counter() - start

    print(f"save one turn, {LONG:,} entries: median {long_med * 1e3:.3f} ms ({ROUNDS} rounds)")
    print(f"save one turn, {SHORT:,} entries: median {short_med * 1e3:.3f} ms ({ROUNDS} rounds)")
    print(f"ratio long/short: {ratio:.3f} (must be <= 1.2)")
    request_us = statistics.median(request_t) * 1e6
    print(f"append one requests-journal record: median {request_us:.1f} us ({ROUNDS} rounds)")
    load_ms = statistics.median(load_t) * 1e3
    print(f"load {count:,} entries ({size_mb:.1f} MB): median {load_ms:.1f} ms ({LOADS} loads)")
    print(f"list {len(infos)} conversations (one of {count:,} entries): {list_t * 1e3:.1f} ms")
    return 0 if ratio <= 1.2 else 1


if __name__ == "__main__":
    sys.exit(main())

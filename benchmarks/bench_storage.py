"""Storage benchmarks: everything a turn writes, the requests journal's size, loading.

Run: ``.venv/bin/python benchmarks/bench_storage.py [rounds]`` (prints medians,
spreads and the ratios of issue 15's Figures; exit status 1 if one is missed).

* **A turn's writes**, in a 100,000-entry and a 10-entry conversation measured
  alternately: what ``send()`` writes for a turn with one tool call and one
  agent whose store changed — the user line (unsynced), a toolCallId, the
  store, the model's reported usage, the reply line, the group commit (one
  fsync) — and then the requests record of that turn's request, built as the
  engine builds it (:class:`ContextBudget` over the budget's history index: the
  head, as much recent history as a 131,072-token window holds, the user
  message). Figure: long/short <= 1.3, with and without the record. Printed
  too, as the worst case: the same with no window at all (every one of the
  100,000 messages in every request).
* **Requests journal size** after 1,000 turns of a conversation that starts
  with 2,000 entries (each request: system prompt, a 20 KB context block, a
  preload block that changes every turn, the history, tool definitions).
  Figure: <= 3x the conversation journal's size.
* **Load** of 100,000 entries against the floor: read the file and
  ``orjson.loads`` each line, measured alternately. Figure: <= 1.3.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from studio.engine.budget import ContextBudget  # noqa: E402
from studio.providers.tokens import EstimateCounter  # noqa: E402
from studio.providers.window import WindowInfo  # noqa: E402
from studio.storage import Conversation, ConversationStore  # noqa: E402

LONG = 100_000
SHORT = 10
WINDOW = 131_072  # A hosted model's context window: what a long chat's request holds.
UNBOUNDED = 1 << 40  # No trimming: every message of the history in every request.
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": f"tool_{n}",
            "description": "Does a thing the character needs. " * 4,
            "parameters": {"type": "object", "properties": {"x": {"type": "string"}}},
        },
    }
    for n in range(8)
]
CONTEXT = "Background about the character's world. " * 500


def _entry(i: int) -> dict[str, Any]:
    role = "user" if i % 2 == 0 else "assistant"
    return {"role": role, "content": f"Message number {i}. " + "Some ordinary chat text. " * 8}


def _fill(store: ConversationStore, n: int) -> Conversation:
    conv = store.create()
    conv.append_many([_entry(i) for i in range(n)])
    conv.sync()
    return conv


class _Requests:
    """Builds each turn's request as the engine does (decisions §15): the fixed head,
    then as much recent history as the model's window holds, from the budget's
    :class:`HistoryIndex` (whose messages are the same objects turn after turn),
    then the user message being answered."""

    def __init__(self, window: int) -> None:
        self.budget = ContextBudget(EstimateCounter(), WindowInfo(tokens=window, source="user"))
        self.loop = asyncio.new_event_loop()

    def close(self) -> None:
        self.loop.close()

    def __call__(self, conv: Conversation, turn: int) -> dict[str, Any]:
        entries = conv.entries
        head = [
            {"role": "system", "content": "You are Bench."},
            {"role": "user", "content": CONTEXT, "isFile": True},
            {"role": "user", "content": f"Agent notes for turn {turn}.", "isFile": True},
        ]
        last = entries[-1]
        assembly = self.loop.run_until_complete(
            self.budget.assemble(
                head=head, entries=entries, turn_start=len(entries) - 1,
                turn=[{"role": last["role"], "content": last["content"]}], tail=[],
                tools=TOOLS, reserve=1024, labels=[],
            )
        )  # fmt: skip
        return {
            "time": "2026-01-01T00:00:00+0000",
            "url": "http://127.0.0.1:8080/v1/chat/completions",
            "request": {
                "model": "m", "messages": assembly.messages, "stream": True, "tools": TOOLS,
            },
            "status": 200,
            "response": {"content": "Some reply. " * 30, "tool_calls": [], "finish_reason": "stop"},
            "usage": {"prompt_tokens": 1000, "completion_tokens": 90, "total_tokens": 1090},
            "duration_ms": 4.4,
            "first_token_ms": 1.1,
            "error": None,
            "attempt": 0,
            "entries_before": len(entries) - 1,
        }  # fmt: skip


def _turn(conv: Conversation, turn: int, requests: _Requests) -> tuple[float, float]:
    """One turn's writes; returns (seconds without the request record, with it)."""
    started = time.perf_counter()
    with conv.group_commit():
        conv.append(_entry(0), sync=False)
        tool_call_id = conv.next_tool_call_id()
        conv.save_store("bench.memory", {"turn": turn, "last_call": tool_call_id})
        conv.add_model_tokens(1000, 90)
        conv.append(_entry(1), sync=False)
    middle = time.perf_counter()
    record = requests(conv, turn)  # built by the engine, not written: not timed
    before = time.perf_counter()
    conv.append_request(record)
    done = time.perf_counter()
    return middle - started, (middle - started) + (done - before)


def _spread(values: list[float]) -> str:
    q = statistics.quantiles(values, n=4)
    return f"median {statistics.median(values):.3f} (IQR {q[0]:.3f}-{q[2]:.3f})"


def turn_writes(
    store: ConversationStore, rounds: int, window: int, label: str
) -> tuple[float, float]:
    """A turn's writes in a LONG- and a SHORT-entry conversation, alternately."""
    long_conv, short_conv = _fill(store, LONG), _fill(store, SHORT)
    builders = {id(long_conv): _Requests(window), id(short_conv): _Requests(window)}

    def turn_of(conv: Conversation, turn: int) -> tuple[float, float]:
        return _turn(conv, turn, builders[id(conv)])

    for turn in range(5):  # warm up; the first record of a session is written whole
        turn_of(long_conv, turn)
        turn_of(short_conv, turn)
    sent = len(builders[id(long_conv)].budget.last.messages)  # type: ignore[union-attr]
    fsyncs: list[int] = []
    real_fsync = os.fsync

    def counting(fd: int) -> None:
        fsyncs.append(fd)
        real_fsync(fd)

    ratios_core: list[float] = []
    ratios_all: list[float] = []
    long_core: list[float] = []
    short_core: list[float] = []
    long_all: list[float] = []
    short_all: list[float] = []
    os.fsync = counting  # type: ignore[assignment]
    try:
        for turn in range(rounds):
            # Alternate which goes first, so neither always follows the other's
            # (untimed) request building.
            if turn % 2:
                sc, sa = turn_of(short_conv, turn)
                lc, la = turn_of(long_conv, turn)
            else:
                lc, la = turn_of(long_conv, turn)
                sc, sa = turn_of(short_conv, turn)
            long_core.append(lc * 1e3)
            short_core.append(sc * 1e3)
            long_all.append(la * 1e3)
            short_all.append(sa * 1e3)
            ratios_core.append(lc / sc)
            ratios_all.append(la / sa)
    finally:
        os.fsync = real_fsync  # type: ignore[assignment]
    long_conv.close()
    short_conv.close()
    for builder in builders.values():
        builder.close()
    print(
        f"A turn's writes, {label} ({rounds} rounds, alternating, ms; the {LONG:,}-entry "
        f"conversation's request holds {sent:,} messages); fsyncs per turn: "
        f"{len(fsyncs) / (2 * rounds):.2f}"
    )
    print(f"  journal+counter+store+tokens+commit, {LONG:,} entries: {_spread(long_core)}")
    print(f"  journal+counter+store+tokens+commit, {SHORT:,} entries: {_spread(short_core)}")
    print(f"  ratio long/short (pairwise): {_spread(ratios_core)}")
    print(f"  + requests record, {LONG:,} entries: {_spread(long_all)}")
    print(f"  + requests record, {SHORT:,} entries: {_spread(short_all)}")
    print(f"  ratio long/short (pairwise): {_spread(ratios_all)}")
    return statistics.median(ratios_core), statistics.median(ratios_all)


def journal_size(store: ConversationStore, turns: int = 1000) -> float:
    conv = _fill(store, 2000)
    requests = _Requests(UNBOUNDED)  # Every message of the history, every turn.
    started = time.perf_counter()
    for turn in range(turns):
        conv.append(_entry(0), sync=False)
        conv.append_request(requests(conv, turn))
        conv.append(_entry(1))
    elapsed = time.perf_counter() - started
    requests.close()
    conv.close()
    prefix = conv.folder / f"conversation_{conv.id}"
    requests = Path(f"{prefix}.requests.jsonl").stat().st_size
    blocks_dir = Path(f"{prefix}.requests.blocks")
    blocks = sum(p.stat().st_size for p in blocks_dir.iterdir())
    journal = conv.path.stat().st_size
    ratio = (requests + blocks) / journal
    again = ConversationStore(conv.folder).open(conv.id)
    started = time.perf_counter()
    records = again.read_requests()
    read_s = time.perf_counter() - started
    assert len(records) == turns and all(r["request"] for r in records)
    again.close()
    print(
        f"Requests journal after {turns:,} turns of a 2,000-entry conversation "
        f"({elapsed:.1f} s to write): journal {requests / 1e6:.2f} MB + blocks "
        f"{blocks / 1e3:.0f} KB; conversation {journal / 1e6:.2f} MB; ratio {ratio:.2f}x"
        f"   figure <= 3; read_requests() {read_s * 1e3:.0f} ms"
    )
    return ratio


def load(store: ConversationStore, rounds: int) -> float:
    conv = _fill(store, LONG)
    conv.close()
    path = conv.path
    size_mb = path.stat().st_size / 1e6
    ratios: list[float] = []
    loads: list[float] = []
    floors: list[float] = []
    for _ in range(rounds):
        started = time.perf_counter()
        data = path.read_bytes()
        parsed = [orjson.loads(line) for line in data.split(b"\n") if line]
        floor = time.perf_counter() - started
        del parsed, data
        started = time.perf_counter()
        opened = store.open(conv.id)
        took = time.perf_counter() - started
        assert len(opened.entries) == LONG
        opened.close()
        ratios.append(took / floor)
        loads.append(took * 1e3)
        floors.append(floor * 1e3)
    print(f"Load {LONG:,} entries ({size_mb:.0f} MB), {rounds} rounds alternating (ms)")
    print(f"  open(): {_spread(loads)}")
    print(f"  read + orjson per line: {_spread(floors)}")
    print(f"  ratio (pairwise): {_spread(ratios)}   figure <= 1.3")
    return statistics.median(ratios)


def main(rounds: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        store = ConversationStore(Path(tmp))
        core, with_record = turn_writes(store, rounds, WINDOW, f"{WINDOW:,}-token window")
        print(f"    figures <= 1.3 (both ratios, {WINDOW:,}-token window)")
        turn_writes(store, max(10, rounds // 3), UNBOUNDED, "no window (worst case)")
        size = journal_size(store)
        loaded = load(store, max(15, rounds // 4))
    ok = core <= 1.3 and with_record <= 1.3 and size <= 3 and loaded <= 1.3
    print("figures met" if ok else "a figure is missed")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 60))

"""What the loop guard costs per streamed reply (issue 24 item 1).

Feeds replies of ``tokens`` fragments (default 1,000, about 4 characters each, as
llama.cpp streams them) to ``LoopGuard.feed`` and, as the baseline, to a plain
``list.append`` (what the stream state does with each fragment anyway); interleaved,
``rounds`` rounds (default 15). Prints the median and range of microseconds per
reply and per fragment, and the ratio of guard to baseline. The reply is ordinary
prose that never loops (the guard's worst case: it scans to the end).

Run: ``.venv/bin/python benchmarks/bench_loop_guard.py [tokens] [rounds]``
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from studio.providers.repeats import LoopGuard

WORDS = "the keeper lights a lamp and tells of storms ships gulls tides salt and rope".split()


def _fragments(tokens: int) -> list[str]:
    out = []
    for i in range(tokens):
        word = WORDS[(i * 7 + i // 13) % len(WORDS)]
        out.append(f" {word}{i % 97!s}" + ("." if i % 11 == 10 else ""))
    return out


def _guarded(parts: list[str]) -> float:
    start = time.perf_counter()
    guard = LoopGuard()
    for part in parts:
        if guard.feed(part) is not None:
            raise AssertionError("the benchmark's prose must not loop")
    return time.perf_counter() - start


def _baseline(parts: list[str]) -> float:
    start = time.perf_counter()
    kept: list[str] = []
    for part in parts:
        kept.append(part)
    return time.perf_counter() - start


def main() -> int:
    tokens = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    parts = _fragments(tokens)
    guard, base = [], []
    for i in range(rounds):
        pair = (_guarded, _baseline) if i % 2 == 0 else (_baseline, _guarded)
        for run in pair:
            (guard if run is _guarded else base).append(run(parts) * 1e6)
    for name, values in (("guard", guard), ("baseline", base)):
        mid = statistics.median(values)
        print(
            f"{name:9} {mid:9.1f} us per reply [{min(values):.1f}-{max(values):.1f}], "
            f"{mid / tokens:.2f} us per fragment"
        )
    ratio = statistics.median(guard) / statistics.median(base)
    print(f"guard/baseline: {ratio:.1f}x ({tokens} fragments, {len(''.join(parts))} chars)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

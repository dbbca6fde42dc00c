"""The built-in model: server start to first token, generation speed, memory.

Each round starts a fresh server (its own state folder, so nothing is reused),
times ``BuiltinServer.start()`` to ready and to the first streamed token of a
short chat, then streams a capped reply and takes tokens/s from the server's own
timings (prompt and generation separately) and from the wall clock. Resident
memory is read from ``/proc`` after the reply. Rounds run one after another
(the machine's load moves, so medians and the spread are printed).

Run: ``PYTHONPATH=. .venv/bin/python benchmarks/bench_local_model.py [rounds] [threads,...]``
(needs the model: ``character-studio models install``). With several thread
counts (``5 1,2``) the rounds interleave them and each count gets its medians,
plus the ratio of generation speeds against the first count.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

from studio.providers.builtin import DEFAULT_MODEL, BuiltinServer, model_path, status

PROMPT = [
    {"role": "system", "content": "You are Mara, the keeper of a lighthouse. Answer briefly."},
    {"role": "user", "content": "Hello! Who are you, and what do you do all day?"},
]
REPLY_TOKENS = 96


def _rss_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def _round(cache: Path, threads: int | None) -> dict[str, float]:
    server = BuiltinServer(cache_dir=cache, max_reply_tokens=REPLY_TOKENS, threads=threads)
    started = time.perf_counter()
    info = server.start()
    ready = time.perf_counter() - started
    first: float | None = None
    timings: dict[str, float] = {}
    body = {
        "model": info.model,
        "messages": PROMPT,
        "max_tokens": REPLY_TOKENS,
        "stream": True,
        "stream_options": {"include_usage": True},
        "timings_per_token": False,
    }
    try:
        with httpx.stream(
            "POST", f"{info.base_url}/chat/completions", json=body, timeout=120
        ) as response:
            for line in response.iter_lines():
                if not line.startswith("data: ") or line == "data: [DONE]":
                    continue
                chunk = json.loads(line[6:])
                delta = (chunk.get("choices") or [{}])[0].get("delta", {})
                if first is None and delta.get("content"):
                    first = time.perf_counter() - started
                if "timings" in chunk:
                    timings = chunk["timings"]
        rss = _rss_mb(info.pid)
    finally:
        server.stop()
    return {
        "ready_s": ready,
        "first_token_s": first if first is not None else float("nan"),
        "prompt_tok_s": float(timings.get("prompt_per_second", float("nan"))),
        "gen_tok_s": float(timings.get("predicted_per_second", float("nan"))),
        "gen_tokens": float(timings.get("predicted_n", float("nan"))),
        "rss_mb": rss if rss is not None else float("nan"),
    }


def _summary(results: list[dict[str, float]], title: str) -> None:
    print(f"\n{title} (median [min-max]):")
    for key, label in (
        ("ready_s", "start to ready (s)"),
        ("first_token_s", "start to first token (s)"),
        ("prompt_tok_s", "prompt processing (tok/s)"),
        ("gen_tok_s", "generation (tok/s)"),
        ("rss_mb", "server RSS after a reply (MB)"),
    ):
        values = [r[key] for r in results]
        print(
            f"  {label:32} {statistics.median(values):8.2f}  "
            f"[{min(values):.2f}-{max(values):.2f}]"
        )


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    counts: list[int | None] = (
        [int(t) for t in sys.argv[2].split(",")] if len(sys.argv) > 2 else [None]
    )
    if not status().installed:
        print("the built-in model is not installed: character-studio models install")
        return 1
    results: dict[int | None, list[dict[str, float]]] = {c: [] for c in counts}
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp)
        (cache / "models").mkdir()
        os.symlink(model_path(DEFAULT_MODEL), cache / "models" / DEFAULT_MODEL.filename)
        _round(cache, counts[0])  # Warm-up: the file's first hash and the OS page cache.
        for n in range(1, rounds + 1):
            for threads in counts:
                result = _round(cache, threads)
                results[threads].append(result)
                print(
                    f"round {n} threads {threads or 'default'}: ready {result['ready_s']:.2f} s, "
                    f"first token {result['first_token_s']:.2f} s, prompt "
                    f"{result['prompt_tok_s']:.0f} tok/s, generation "
                    f"{result['gen_tok_s']:.1f} tok/s, RSS {result['rss_mb']:.0f} MB"
                )
    for threads in counts:
        _summary(
            results[threads],
            f"{DEFAULT_MODEL.label}, {os.cpu_count()} CPUs, threads {threads or 'default'}, "
            f"{rounds} rounds",
        )
    if len(counts) > 1:
        base = statistics.median(r["gen_tok_s"] for r in results[counts[0]])
        for threads in counts[1:]:
            other = statistics.median(r["gen_tok_s"] for r in results[threads])
            ratio = other / base
            print(f"\ngeneration speed, threads {threads} / threads {counts[0]}: {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The context budget: assembly cost, a long run against a 4,096-token server, estimate error.

Three figures (issue 17):

1. **Assembly** (``ContextBudget.assemble``) with the budget on, per request of a
   growing conversation: one entry appended, then the request assembled, as a
   turn does. At 100 and at 100,000 entries, interleaved runs; medians, spread
   and the ratio are printed. Targets: ≤ 2 ms median at 100,000 entries and
   ≤ 1.2× the cost at 100.
2. **Long run**: ``turns`` turns (default 3,000) through ``CharacterPlayer.send``
   against the scripted server (``tests/support``) that answers 400 to any
   prompt over 4,096 tokens, counted with the same tokenizer the client uses
   (``o200k_base``, bundled). Target: 0 rejected requests.
3. **Estimate error**: the same run with a model the client has no tokenizer for
   (so it estimates and calibrates from the reported ``prompt_tokens``) while the
   server still counts with ``o200k_base``: rejected requests, and the error of
   the predicted prompt size against ``prompt_tokens`` after calibration (the
   first 10 requests excluded). Target: within 5 %.

Run: ``.venv/bin/python benchmarks/bench_context.py [turns] [rounds]``
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from studio.engine import CharacterPlayer, PlayerSettings  # noqa: E402
from studio.engine.budget import ContextBudget  # noqa: E402
from studio.engine.prompt import build_messages  # noqa: E402
from studio.providers.tokens import BPECounter  # noqa: E402
from studio.providers.window import WindowInfo  # noqa: E402
from tests.support.model_server import ModelServer, Reply, text  # noqa: E402

WORDS = (
    "harbour lantern keeper wave storm ship gull rope tide salt fog bell island map "
    "captain letter promise secret morning evening quiet loud old young red green "
    "walked said asked remembered found lost carried opened closed whispered laughed "
    "the a an of to in on with under over near far and but because while then"
).split()


def sentence(rng: random.Random, low: int = 8, high: int = 40) -> str:
    words = [rng.choice(WORDS) for _ in range(rng.randint(low, high))]
    return " ".join(words).capitalize() + rng.choice([".", "!", "?", "..."])


def entries_of(count: int, rng: random.Random) -> list[dict[str, Any]]:
    return [
        {"role": "user" if i % 2 == 0 else "assistant", "content": sentence(rng)}
        for i in range(count)
    ]


async def assembly_costs(size: int, rounds: int, rng: random.Random) -> list[float]:
    """Milliseconds per assembly, each after appending one entry (steady state)."""
    budget = ContextBudget(BPECounter("o200k_base"), WindowInfo(tokens=4096, source="bench"))
    entries = entries_of(size, rng)
    head = build_messages(
        system_prompt="You are Ann, the keeper. %%CHARACTER_INSTRUCTIONS%%",
        instructions="Be kind.",
        context_files=[("a.txt", sentence(rng, 60, 80))],
        preload=[sentence(rng, 20, 30)],
        intro="Welcome to the lighthouse.",
        entries=[],
        turn_start=0,
    )
    await budget.assemble(
        head=head, entries=entries, turn_start=len(entries) - 1, turn=entries[-1:], tail=[],
        tools=None,
        reserve=512, labels=[],
    )  # fmt: skip
    samples = []
    for _ in range(rounds):
        entries.append({"role": "user", "content": sentence(rng)})
        started = time.perf_counter()
        await budget.assemble(
            head=head, entries=entries, turn_start=len(entries) - 1, turn=entries[-1:], tail=[],
        tools=None,
            reserve=512, labels=[],
        )  # fmt: skip
        samples.append((time.perf_counter() - started) * 1000)
        entries.append({"role": "assistant", "content": sentence(rng)})
    return samples


async def bench_assembly(rounds: int) -> None:
    rng = random.Random(7)
    small: list[float] = []
    large: list[float] = []
    for _ in range(5):  # interleaved batches: both sizes see the same machine load
        small += await assembly_costs(100, rounds, rng)
        large += await assembly_costs(100_000, rounds, rng)
    ms, ml = statistics.median(small), statistics.median(large)
    print("assembly with budget (ms per request):")
    for label, values in (("100 entries:    ", small), ("100,000 entries:", large)):
        print(
            f"  {label} median {statistics.median(values):.3f}  p10 {_pct(values, 10):.3f}"
            f"  p90 {_pct(values, 90):.3f}"
        )
    print(f"  ratio 100,000 / 100: {ml / ms:.2f}x   (targets: <= 2 ms, <= 1.2x)")
    rebuilds = [await rebuild_cost(rng) for _ in range(3)]
    print(
        "  after an edit (the entry list replaced) the index is rebuilt once: "
        f"median {statistics.median(rebuilds):.1f} ms at 100,000 entries"
    )


async def rebuild_cost(rng: random.Random) -> float:
    budget = ContextBudget(BPECounter("o200k_base"), WindowInfo(tokens=4096, source="bench"))
    entries = entries_of(100_000, rng)
    head = [{"role": "system", "content": "S"}]
    await budget.assemble(
        head=head, entries=entries, turn_start=len(entries) - 1, turn=entries[-1:], tail=[],
        tools=None,
        reserve=512, labels=[],
    )  # fmt: skip
    edited = [dict(e) for e in entries]  # what Conversation.replace_entries does
    started = time.perf_counter()
    await budget.assemble(
        head=head, entries=edited, turn_start=len(edited) - 1, turn=edited[-1:], tail=[],
        tools=None,
        reserve=512, labels=[],
    )  # fmt: skip
    return (time.perf_counter() - started) * 1000


def _pct(values: list[float], pct: int) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, len(ordered) * pct // 100)]


def _character(root: Path) -> Path:
    import json

    root.mkdir(parents=True, exist_ok=True)
    config = {"name": "Ann", "model": "x", "agents": []}
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (root / "instructions.txt").write_text("You are Ann, the lighthouse keeper.", "utf-8")
    (root / "intro.txt").write_text("Welcome to the lighthouse.", "utf-8")
    (root / "context").mkdir(exist_ok=True)
    (root / "context" / "place.txt").write_text(sentence(random.Random(1), 80, 120), "utf-8")
    return root


async def long_run(model: str, provider: str, turns: int, data: Path) -> dict[str, Any]:
    counter = BPECounter("o200k_base")
    rng = random.Random(11)

    def responder(body: dict[str, Any]) -> Reply:
        return text(" ".join(sentence(rng) for _ in range(rng.randint(1, 4))), chunk_size=12)

    # llama.cpp says its context size (/props) and counts (/tokenize) itself; for
    # the others the user set the context size, as they would for a local server.
    says = provider == "llamacpp"
    with ModelServer(
        context_limit=4096, counter=counter.count, responder=responder, props=says
    ) as server:
        player = CharacterPlayer(
            _character(data / f"{provider}-{model}"),
            base_url=server.url,
            model=model,
            provider=provider,
            settings=PlayerSettings(max_tokens=400, context_window=None if says else 4096),
        )
        started = time.perf_counter()
        trimmed = 0
        async with player:
            for _ in range(turns):
                said = " ".join(sentence(rng) for _ in range(rng.randint(1, 3)))
                await player.send(said)
            status = player.context_status() or {}
            trimmed = int(status.get("trimmed") or 0)
            records = await player.read_requests()
        elapsed = time.perf_counter() - started
    errors = []
    for record in records[10:]:
        usage, budget = record.get("usage") or {}, record.get("context") or {}
        if usage.get("prompt_tokens") and budget.get("used"):
            actual = usage["prompt_tokens"]
            errors.append(abs(budget["used"] - actual) / actual * 100)
    return {
        "requests": len(records),
        "rejected": server.rejected,
        "trimmed_at_end": trimmed,
        "seconds": elapsed,
        "errors": errors,
        "counter": status.get("counter"),
        "source": status.get("source"),
    }


async def bench_runs(turns: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        runs = (
            ("llama.cpp-style server", "local-model", "llamacpp"),
            ("same tokenizer, bundled", "gpt-4o-mini", "custom"),
            ("estimate, calibrated", "local-model", "custom"),
        )
        for label, model, provider in runs:
            result = await long_run(model, provider, turns, Path(tmp))
            errors = result["errors"]
            print(
                f"{turns}-turn run, {label} (counted by {result['counter']}, "
                f"window from {result['source']}):"
            )
            print(
                f"  requests {result['requests']}, rejected {result['rejected']} (target 0), "
                f"oldest messages not sent at the end: {result['trimmed_at_end']}, "
                f"{result['seconds']:.1f} s"
            )
            if errors:
                print(
                    f"  prediction error vs prompt_tokens: median {statistics.median(errors):.2f} %"
                    f", p95 {_pct(errors, 95):.2f} %, max {max(errors):.2f} % (target <= 5 %)"
                )


def main() -> None:
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    asyncio.run(bench_assembly(rounds))
    asyncio.run(bench_runs(turns))


if __name__ == "__main__":
    main()

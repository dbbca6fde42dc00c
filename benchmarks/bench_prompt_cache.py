"""Prompt-cache reuse once the window is full: trimming in steps against one message a turn.

Plays ``turns`` turns (default 24) of ``characters/plain`` through
``CharacterPlayer.send`` on the real built-in server (llama.cpp from PyPI
``xllamacpp``, SmolLM2-135M) with a 2,048-token window, in two conversations
interleaved turn by turn, each on a server of its own (the built-in server has one
slot, so two conversations on one server would evict each other's cache):

* **old**: the history trimmed as little as possible on every request
  (``ContextBudget.headroom = 0``): the cut moves one message each turn, so
  everything after the head is shifted and evaluated again;
* **quarter**: trimming in steps as first written (decisions §19): a step leaves a
  quarter of the history's room free (``ContextBudget.step_turns = 0``) and the cut
  stays until the history no longer fits;
* **new**: trimming in steps that leave room for six more turns of the recent size
  (at least a quarter, at most two thirds of the room; docs/ENGINE.md);
* **lorebook**: as **new**, on a copy of ``characters/plain`` with a small lorebook
  (``studio.lorebook``) whose entries follow the latest message, so the preload block
  before the history changes on some turns (decisions §5 keeps it there).

Per request it reads llama.cpp's ``timings`` from the requests journal: ``prompt_n``
(tokens evaluated), ``cache_n`` (taken from the slot's cache), ``prompt_ms``, and the
journal's first-token time (to the first text). "ideal" is the time to evaluate only
the new tokens (the new user message, counted by the server's ``/tokenize``, plus 8
template tokens: the slot keeps the reply it generated) at the prompt speed the servers
measured on long evaluations in the same run. From the first
trimmed turn on it prints medians [min–max] and the new/old ratios.

Run: ``.venv/bin/python benchmarks/bench_prompt_cache.py [turns] [--max-tokens N]
[--configs old,quarter,new,lorebook]`` (needs ``character-studio models install``;
about ten minutes per configuration on two idle cores). The load average is printed
at the start and the end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import sys
import tempfile
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from studio.engine import CharacterPlayer  # noqa: E402
from studio.providers.builtin import BuiltinServer, ServerInfo, model_path, status  # noqa: E402

PLAIN = ROOT / "characters" / "plain"
WINDOW = 2048
LINES = (
    "Hello! Who are you?",
    "What is this place?",
    "Tell me something about yourself.",
    "What do you do all day?",
    "Is there anything to eat here?",
    "What is the strangest thing that ever happened here?",
    "Do you have any friends nearby?",
    "Can you show me around?",
    "What are you afraid of?",
    "Tell me a story about the sea.",
    "What should I do next?",
    "Why do you say that?",
)
CONFIGS = ("old", "quarter", "new", "lorebook")
# Entries keyed on words some of the lines use: the preload block changes on those turns.
BOOK = {
    "spec": "lorebook_v3",
    "data": {
        "name": "Shore",
        "extensions": {},
        "entries": [
            {"keys": keys, "content": content, "extensions": {}, "enabled": True,
             "insertion_order": order, "use_regex": False, "id": order}
            for order, (keys, content) in enumerate(
                [
                    (["sea"], "The sea here is grey and cold, and it took the old pier."),
                    (["eat"], "Mara keeps smoked fish and hard bread in a tin by the door."),
                    (["friends"], "Old Tomas mends nets two coves north; he and Mara trade."),
                    (["afraid"], "Mara fears the fog that comes in without a sound."),
                ],
                start=1,
            )
        ],
    },
}
LOREBOOK_AGENT = {
    "id": "shore.lorebook", "implementation": "studio.lorebook", "contextFile": ".lorebook.json",
}
# Said after each line so the window fills in a few turns (a player who writes more).
DETAIL = (
    " I walked here along the shore this morning, past the old boats and the nets "
    "drying on the rocks, and the gulls followed me the whole way, so tell me all "
    "you can, and take your time."
)


@dataclass(frozen=True, kw_only=True)
class Row:
    """One measured request."""

    config: str
    turn: int
    trimmed: int
    prompt_n: int
    cache_n: int
    prompt_ms: float
    first_ms: float
    new_tokens: int

    @property
    def reuse(self) -> float:
        total = self.prompt_n + self.cache_n
        return self.cache_n / total if total else 0.0


async def _tokens(info: ServerInfo, text: str) -> int:
    async with httpx.AsyncClient() as http:
        reply = await http.post(info.root_url + "/tokenize", json={"content": text})
        return len(reply.json()["tokens"])


def _lorebook_copy(work: Path) -> Path:
    root = work / "plain-lorebook"
    shutil.copytree(PLAIN, root, ignore=shutil.ignore_patterns("conv*"))
    (root / "context" / ".lorebook.json").write_text(json.dumps(BOOK), encoding="utf-8")
    config = json.loads((root / "config.json").read_text(encoding="utf-8"))
    config["agents"] = [LOREBOOK_AGENT]
    (root / "config.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    return root


async def _play(turns: int, servers: dict[str, ServerInfo], work: Path, cap: int) -> list[Row]:
    players: dict[str, CharacterPlayer] = {}
    configs = tuple(servers)
    records: dict[str, list[dict[str, Any]]] = {c: [] for c in configs}
    for config, info in servers.items():
        player = CharacterPlayer(
            _lorebook_copy(work) if config == "lorebook" else PLAIN,
            base_url=info.base_url,
            model=info.model,
            provider="builtin",
            data_dir=work / f"data-{config}",
            settings={"max_tokens": cap, "seed": 7},
        )
        recorder = player.client._on_exchange
        sink = records[config]

        def both(record: dict[str, Any], recorder: Any = recorder, sink: Any = sink) -> None:
            sink.append(record)
            if recorder is not None:
                recorder(record)

        player.client._on_exchange = both
        await player.__aenter__()
        players[config] = player
    rows: list[Row] = []
    print(
        f"{'config':6} {'turn':>4} {'trim':>4} {'prompt_n':>8} {'cache_n':>7} {'reuse':>6} "
        f"{'prompt_ms':>9} {'first_ms':>8} {'new':>4}"
    )
    try:
        for index in range(turns):
            line = LINES[index % len(LINES)] + DETAIL
            order = configs if index % 2 == 0 else configs[::-1]
            for config in order:
                player = players[config]
                await player.send(line)
                budget = player.engine.budget
                if config == "old" and budget is not None:
                    budget.headroom = 0
                if config == "quarter" and budget is not None:
                    budget.step_turns = 0
                record = next(
                    r for r in reversed(records[config])
                    if isinstance(r.get("request"), dict) and r["request"].get("stream")
                )
                timings = record.get("timings") or {}
                prompt_n = int(timings.get("prompt_n", 0))
                cache_n = int(timings.get("cache_n", 0))
                prompt_ms = float(timings.get("prompt_ms", 0.0))
                # The slot keeps the reply it generated: only the new user message
                # (and its template tokens) need evaluating.
                new = await _tokens(servers[config], line) + 8
                last = budget.last if budget is not None else None
                row = Row(
                    config=config,
                    turn=index + 1,
                    trimmed=last.trimmed if last is not None else 0,
                    prompt_n=prompt_n,
                    cache_n=cache_n,
                    prompt_ms=prompt_ms,
                    first_ms=float(record.get("first_token_ms") or 0.0),
                    new_tokens=new,
                )
                rows.append(row)
                print(
                    f"{config:6} {row.turn:>4} {row.trimmed:>4} {prompt_n:>8} {cache_n:>7} "
                    f"{row.reuse:>6.0%} {prompt_ms:>9.0f} {row.first_ms:>8.0f} "
                    f"{new:>4}",
                    flush=True,
                )
    finally:
        for player in players.values():
            await player.__aexit__(None, None, None)
    return rows


def _spread(values: list[float], fmt: str = ".0f") -> str:
    if not values:
        return "-"
    return (
        f"{statistics.median(values):{fmt}} [{min(values):{fmt}}–{max(values):{fmt}}]"
    )


def _summary(rows: list[Row]) -> None:
    full = [r for r in rows if r.trimmed > 0]
    first = min((r.turn for r in full), default=None)
    if first is None:
        print("\nthe window never filled: play more turns")
        return
    print(f"\nfrom turn {first} on (the first trimmed request), median [min–max]")
    print(
        f"{'config':6} {'n':>3} {'reuse':>16} {'prompt_n':>16} {'first_ms':>20} "
        f"{'ideal_ms':>16} {'first/ideal':>16}"
    )
    # Prompt speed as both servers measured it on long evaluations in this run.
    rates = [r.prompt_ms / r.prompt_n for r in rows if r.prompt_n >= 100]
    rate = statistics.median(rates) if rates else 0.0
    print(f"prompt evaluation: {1000 / rate if rate else 0:.0f} tokens/s (median, same run)")
    medians: dict[str, dict[str, float]] = {}
    for config in [c for c in CONFIGS if any(r.config == c for r in rows)]:
        picked = [r for r in rows if r.config == config and r.turn >= first]
        reuse = [100 * r.reuse for r in picked]
        prompt_n = [float(r.prompt_n) for r in picked]
        first_ms = [r.first_ms for r in picked]
        ideal = [r.new_tokens * rate for r in picked]
        ratio = [r.first_ms / (r.new_tokens * rate) for r in picked if rate]
        cached = sum(r.cache_n for r in picked)
        total = sum(r.cache_n + r.prompt_n for r in picked)
        medians[config] = {
            "reuse": statistics.median(reuse),
            "first": statistics.median(first_ms),
            "prompt_n": statistics.median(prompt_n),
        }
        print(
            f"{config:6} {len(picked):>3} {_spread(reuse, '.1f'):>16} {_spread(prompt_n):>16} "
            f"{_spread(first_ms):>20} {_spread(ideal):>16} {_spread(ratio, '.2f'):>16}"
        )
        print(f"       all prompt tokens reused: {cached:,} of {total:,} ({cached / total:.1%})")
        # Requests that evaluated only about the new tokens (the cut did not move):
        # their own prompt_ms is the time to evaluate just those, in the same moment.
        warm = [r for r in picked if r.prompt_n <= 2 * r.new_tokens]
        if warm:
            own = [r.first_ms / r.prompt_ms for r in warm if r.prompt_ms]
            print(
                f"       {len(warm)} of {len(picked)} evaluated only the new tokens "
                f"(prompt_n {_spread([float(r.prompt_n) for r in warm])}); first token / "
                f"their own prompt_ms {_spread(own, '.2f')}"
            )
    new = medians.get("new")
    for base in ("old", "quarter"):
        if new is None or base not in medians:
            continue
        other = medians[base]
        print(
            f"\nnew/{base}: first-token time {new['first'] / other['first']:.2f}x, "
            f"tokens evaluated {new['prompt_n'] / other['prompt_n']:.2f}x, "
            f"reuse {new['reuse']:.1f}% against {other['reuse']:.1f}% (medians)"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("turns", type=int, nargs="?", default=24)
    parser.add_argument("--max-tokens", type=int, default=128, help="the reply cap")
    parser.add_argument(
        "--configs", default=",".join(CONFIGS), help="which of old,quarter,new,lorebook to play"
    )
    args = parser.parse_args()
    chosen = [c for c in CONFIGS if c in args.configs.split(",")]
    if not chosen:
        parser.error(f"--configs: choose from {','.join(CONFIGS)}")
    if not status().installed:
        print("the built-in model is not installed: character-studio models install")
        return 2
    with tempfile.TemporaryDirectory(prefix="bench-cache-") as tmp, ExitStack() as stack:
        work = Path(tmp)
        servers: dict[str, ServerInfo] = {}
        for config in chosen:
            # A cache folder of its own per server, the installed model linked in.
            own = model_path(cache_dir=work / config)
            own.parent.mkdir(parents=True)
            own.symlink_to(model_path())
            server = BuiltinServer(cache_dir=work / config, n_ctx=WINDOW)
            servers[config] = server.start()
            stack.callback(server.stop)
        print(
            f"{len(chosen)} servers ({', '.join(chosen)}), n_ctx {WINDOW}; {args.turns} turns, "
            f"reply cap {args.max_tokens}; load average at start "
            f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}\n"
        )
        _summary(asyncio.run(_play(args.turns, servers, work, args.max_tokens)))
        print(f"load average at the end {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Loops on the built-in model: the old request defaults against the new, interleaved.

Plays ``turns`` turns (default 12) of ``characters/plain`` and of one imported card
(default: SillyTavern's Seraphina from ``/work/shared/cards-corpus``, read in place
and imported into a temporary folder) through ``CharacterPlayer.send`` against the
real built-in server (llama.cpp from PyPI ``xllamacpp`` with SmolLM2-135M, its own
server with a private cache folder, so a running one with other settings is not
reused). Each character has two conversations, one per configuration:

* **old**: what every request carried before issue 24: no sampler at all (the
  server's defaults: no repetition penalty, no DRY) and a 1,024-token reply cap;
* **new**: the ``builtin`` preset's defaults (``presets.BUILTIN_SAMPLERS``: repeat
  penalty, DRY, ``min_p``, ``top_k``) and its reply cap (``BUILTIN_REPLY_CAP``).

Turns are interleaved (old, new; then new, old on the next turn) so that load from
other work on the machine falls on both alike. Per turn it prints the reply's
tokens (the server's ``usage``), the seconds ``send`` took, how it ended, and how
much the reply repeats itself (``studio/providers/repeats.py``: its most repeated
sentence, the share of its word 8-grams seen earlier in it, and ``LOOP`` when a
sentence comes 3+ times, a paragraph twice, or half its 8-grams are repeats); then
medians with their range, the looping replies and the new/old ratios.

Run: ``.venv/bin/python benchmarks/bench_builtin_loops.py [turns] [--card PATH]
[--seed N]`` (needs ``character-studio models install``; minutes on two cores).
``--try 'repeat_penalty=1.05,dry_multiplier=0.8'`` adds a third configuration, those
samplers instead of the preset's (with ``max_tokens=N`` among them for its cap), to
try other values; ``--configs new,try`` plays only the ones named.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from studio.cards import import_card  # noqa: E402
from studio.engine import CharacterPlayer  # noqa: E402
from studio.providers.builtin import BuiltinServer, ServerInfo, model_path, status  # noqa: E402
from studio.providers.repeats import repeats  # noqa: E402

PLAIN = ROOT / "characters" / "plain"
CARD = Path("/work/shared/cards-corpus/SillyTavern__SillyTavern/default_Seraphina.v2.png")
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
    "Tell me a story.",
    "What should I do next?",
    "Thank you. Goodbye for now.",
)
CONFIGS = ("old", "new")
# config -> (samplers instead of the preset's, or None to keep them; the reply cap)
Override = tuple[tuple[tuple[str, float | int], ...], int | None]


@dataclass(frozen=True, kw_only=True)
class Turn:
    """One measured reply."""

    config: str
    character: str
    turn: int
    tokens: int
    seconds: float
    finish: str
    sentence_max: int
    ngram_share: float
    loops: bool


async def _player(
    package: Path, info: ServerInfo, data: Path, override: Override | None, seed: int | None
) -> CharacterPlayer:
    player = CharacterPlayer(
        package,
        base_url=info.base_url,
        model=info.model,
        provider="builtin",
        data_dir=data,
        settings={"seed": seed} if seed is not None else None,
    )
    if override is not None:
        samplers, cap = override
        player.client.preset = replace(
            player.client.preset, default_samplers=samplers, reply_cap=cap
        )
    await player.__aenter__()
    return player


async def _turn(player: CharacterPlayer, line: str) -> tuple[dict[str, Any], float, dict]:
    started = time.perf_counter()
    reply = await player.send(line)
    seconds = time.perf_counter() - started
    records = [
        r
        for r in await player.read_requests()
        if isinstance(r.get("request"), dict) and r["request"].get("stream")
    ]
    return reply, seconds, records[-1] if records else {}


async def _run(
    turns: int,
    card: Path,
    seed: int | None,
    info: ServerInfo,
    work: Path,
    configs: dict[str, Override | None],
    show: bool = False,
) -> None:
    card_root = import_card(card, work / "projects").folder
    characters = {"plain": PLAIN, card.stem.split(".")[0]: card_root}
    players: dict[tuple[str, str], CharacterPlayer] = {}
    for name, package in characters.items():
        for config, override in configs.items():
            players[name, config] = await _player(
                package, info, work / f"data-{name}-{config}", override, seed
            )
    names = tuple(configs)
    results: list[Turn] = []
    print(
        f"{'config':6} {'character':22} {'turn':>4} {'tokens':>6} {'seconds':>7} "
        f"{'finish':>6} {'same':>4} {'8-gram':>6}  loop"
    )
    try:
        for index in range(turns):
            line = LINES[index % len(LINES)]
            order = names if index % 2 == 0 else names[::-1]
            for name in characters:
                for config in order:
                    reply, seconds, record = await _turn(players[name, config], line)
                    usage = record.get("usage") or {}
                    body = record.get("response") or {}
                    finish = "length" if reply.get("truncated") else "stop"
                    if isinstance(body, dict) and body.get("finish_reason"):
                        finish = str(body["finish_reason"])
                    found = repeats(str(reply.get("content", "")))
                    turn = Turn(
                        config=config,
                        character=name,
                        turn=index + 1,
                        tokens=int(usage.get("completion_tokens") or 0),
                        seconds=seconds,
                        finish=finish,
                        sentence_max=found.sentence_max,
                        ngram_share=found.ngram_share,
                        loops=found.loops,
                    )
                    results.append(turn)
                    print(
                        f"{config:6} {name:22} {turn.turn:>4} {turn.tokens:>6} "
                        f"{seconds:>7.1f} {finish:>6} {turn.sentence_max:>4} "
                        f"{turn.ngram_share:>6.0%}  "
                        + (f"LOOP {found.sentence[:60]!r}" if turn.loops else ""),
                        flush=True,
                    )
                    if show:
                        print("    " + str(reply.get("content", "")).replace("\n", "\n    "))
    finally:
        for player in players.values():
            await player.__aexit__(None, None, None)
    _summary(results, characters, names)


def _spread(values: list[float], unit: str = "") -> str:
    return (
        f"{statistics.median(values):.1f}{unit} [{min(values):.1f}–{max(values):.1f}]"
        if values
        else "-"
    )


def _summary(results: list[Turn], characters: dict[str, Path], names: tuple[str, ...]) -> None:
    print("\nmedian [min–max] per reply")
    print(
        f"{'character':22} {'config':6} {'tokens':>20} {'seconds':>20} "
        f"{'looping':>8} {'at cap':>7}"
    )
    groups = [*characters, "all"]
    medians: dict[tuple[str, str], tuple[float, float]] = {}
    for name in groups:
        for config in names:
            rows = [
                r for r in results if r.config == config and name in ("all", r.character)
            ]
            if not rows:
                continue
            tokens = [float(r.tokens) for r in rows]
            seconds = [r.seconds for r in rows]
            looping = sum(r.loops for r in rows)
            capped = sum(r.finish == "length" for r in rows)
            medians[name, config] = (statistics.median(tokens), statistics.median(seconds))
            print(
                f"{name:22} {config:6} {_spread(tokens):>20} {_spread(seconds, ' s'):>20} "
                f"{looping:>4}/{len(rows):<3} {capped:>3}/{len(rows):<3}"
            )
    base = names[0]
    for config in names[1:]:
        print(f"\nratios {config}/{base} of the medians")
        for name in groups:
            old, new = medians.get((name, base)), medians.get((name, config))
            if old and new and old[0] and old[1]:
                print(
                    f"{name:22} tokens {new[0] / old[0]:.2f}x   seconds {new[1] / old[1]:.2f}x"
                )


def _tried(spec: str) -> Override:
    """``name=value,...`` as samplers and a cap (``max_tokens``)."""
    samplers: list[tuple[str, float | int]] = []
    cap: int | None = None
    for item in filter(None, (part.strip() for part in spec.split(","))):
        name, _, text = item.partition("=")
        value = float(text) if any(c in text for c in ".eE") else int(text)
        if name.strip() == "max_tokens":
            cap = int(value)
        else:
            samplers.append((name.strip(), value))
    return tuple(samplers), cap


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("turns", nargs="?", type=int, default=12)
    parser.add_argument("--card", type=Path, default=CARD, help="a card to import and play")
    parser.add_argument("--seed", type=int, default=None, help="the sampling seed of every turn")
    parser.add_argument("--try", dest="tried", default=None, help="name=value,... to try")
    parser.add_argument("--configs", default=None, help="which to play, e.g. new,try")
    parser.add_argument("--show", action="store_true", help="print every reply")
    args = parser.parse_args()
    # Before issue 24 the built-in preset sent no sampler and the engine's 1,024 cap.
    known: dict[str, Override | None] = {"old": ((), None), "new": None}
    if args.tried is not None:
        known["try"] = _tried(args.tried)
    wanted = args.configs.split(",") if args.configs else list(known)
    configs = {name: known[name] for name in wanted}
    if not status().installed:
        print("the built-in model is not installed: run `character-studio models install`")
        return 2
    if not args.card.is_file():
        print(f"no card at {args.card}: pass --card PATH")
        return 2
    with tempfile.TemporaryDirectory(prefix="bench-loops-") as tmp:
        work = Path(tmp)
        # A cache folder of its own with the installed model linked in: a running
        # built-in server with another context size or reply cap is not reused.
        own = model_path(cache_dir=work / "cache")
        own.parent.mkdir(parents=True)
        own.symlink_to(model_path())
        server = BuiltinServer(cache_dir=work / "cache")
        info = server.start(progress=lambda line: print(line, flush=True))
        print(f"server: n_ctx {info.n_ctx}, {info.base_url}; {args.turns} turns\n")
        try:
            asyncio.run(_run(args.turns, args.card, args.seed, info, work, configs, args.show))
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""First-token time of a character with many tools on the built-in model: every tool
definition in every prompt (before) against none past the preset's share (now).

``characters/menagerie`` (seven tools, ~500 tokens of definitions) says "Hello" in a
fresh conversation per round and configuration, on one real built-in server (llama.cpp
from PyPI ``xllamacpp``, SmolLM2-135M, a private cache folder), the two configurations
interleaved and alternating which goes first:

* **tools**: the ``builtin`` preset without its ``tool_share`` (what every request
  carried before issue 24: the definitions rendered as a ``<tools>`` block);
* **none**: the preset as it is (``BUILTIN_TOOL_SHARE``: no definitions past 1/16 of
  the window).

Requests carry ``cache_prompt: false`` so each evaluates its whole prompt (the two
configurations would otherwise share a cached system prompt). Prints per round the
prompt tokens, the journal's first-token time (to the first text) and llama.cpp's
``prompt_ms``; then medians [min–max] and the none/tools ratios.

Run: ``.venv/bin/python benchmarks/bench_builtin_tools.py [rounds]`` (default 4).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from studio.engine import CharacterPlayer  # noqa: E402
from studio.providers.builtin import BuiltinServer, ServerInfo, model_path, status  # noqa: E402

MENAGERIE = ROOT / "characters" / "menagerie"
CONFIGS = ("tools", "none")


async def _once(info: ServerInfo, config: str, data: Path) -> dict[str, float]:
    player = CharacterPlayer(
        MENAGERIE,
        base_url=info.base_url,
        model=info.model,
        provider="builtin",
        data_dir=data,
        settings={"max_tokens": 16, "seed": 1},
    )
    preset = player.client.preset
    player.client.preset = replace(
        preset,
        cache_prompt=False,
        default_samplers=(*preset.default_samplers, ("cache_prompt", False)),
        tool_share=None if config == "tools" else preset.tool_share,
    )
    records: list[dict[str, Any]] = []
    recorder = player.client._on_exchange

    def both(record: dict[str, Any]) -> None:
        records.append(record)
        if recorder is not None:
            recorder(record)

    player.client._on_exchange = both
    async with player:
        await player.send("Hello")
    record = next(r for r in records if (r.get("request") or {}).get("stream"))
    timings = record.get("timings") or {}
    return {
        "prompt": float((record.get("usage") or {}).get("prompt_tokens") or 0),
        "first_ms": float(record.get("first_token_ms") or 0),
        "prompt_ms": float(timings.get("prompt_ms") or 0),
        "tools": float(len(record["request"].get("tools") or [])),
    }


async def _run(rounds: int, info: ServerInfo, work: Path) -> None:
    found: dict[str, list[dict[str, float]]] = {c: [] for c in CONFIGS}
    print(f"{'config':6} {'round':>5} {'tools':>5} {'prompt':>6} {'first_ms':>9} {'prompt_ms':>9}")
    for index in range(rounds):
        order = CONFIGS if index % 2 == 0 else CONFIGS[::-1]
        for config in order:
            row = await _once(info, config, work / f"{config}-{index}")
            found[config].append(row)
            print(
                f"{config:6} {index + 1:>5} {row['tools']:>5.0f} {row['prompt']:>6.0f} "
                f"{row['first_ms']:>9.0f} {row['prompt_ms']:>9.0f}",
                flush=True,
            )
    print("\nmedian [min–max]")
    medians: dict[str, dict[str, float]] = {}
    for config in CONFIGS:
        rows = found[config]
        medians[config] = {}
        parts = []
        for key in ("prompt", "first_ms", "prompt_ms"):
            values = [r[key] for r in rows]
            medians[config][key] = statistics.median(values)
            middle = statistics.median(values)
            parts.append(f"{key} {middle:.0f} [{min(values):.0f}–{max(values):.0f}]")
        print(f"{config:6} " + ", ".join(parts))
    base, now = medians["tools"], medians["none"]
    print(
        "\nnone/tools: "
        + ", ".join(f"{k} {now[k] / base[k]:.2f}x" for k in ("prompt", "first_ms", "prompt_ms"))
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rounds", type=int, nargs="?", default=4)
    args = parser.parse_args()
    if not status().installed:
        print("the built-in model is not installed: character-studio models install")
        return 2
    with tempfile.TemporaryDirectory(prefix="bench-tools-") as tmp:
        work = Path(tmp)
        own = model_path(cache_dir=work / "cache")
        own.parent.mkdir(parents=True)
        own.symlink_to(model_path())
        server = BuiltinServer(cache_dir=work / "cache")
        info = server.start()
        try:
            asyncio.run(_run(args.rounds, info, work))
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""This checkout's sandbox against another one (e.g. before the kernel layers),
interleaved round by round: cold start to first result and warm tool-call
round trip per language, medians with spread and the ratio new / old.

Each round runs one short measuring process per checkout, alternating, so both
see the same machine load. Target (issue 14): ratios <= 1.2.

Run: ``.venv/bin/python benchmarks/bench_sandbox_compare.py OTHER_CHECKOUT [rounds]``
(the other checkout needs ``resources/vendor`` for TypeScript, as this one).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WARM_CALLS = 200

PROBE = """
import asyncio, json, sys, time
from studio.sandbox import AgentSandbox, AgentSpec
SOURCES = {
    "python": ("def f(tool, args, *rest):\\n    return tool + str(args['x'])\\n", "f", "b.py"),
    "javascript": ("export function f(tool, args) { return tool + args.x; }", "f", "b.js"),
    "lua": ("function f(tool, args) return tool .. tostring(args.x) end", "f", "b.lua"),
}
async def bridge(*a):
    return None
async def main():
    out = {}
    for language, (source, export, filename) in SOURCES.items():
        spec = AgentSpec(agent_id="bench", language=language, source=source,
                         filename=filename, timeout=10.0)
        box = AgentSandbox(spec, bridge)
        started = time.perf_counter()
        await box.call(export, ["t", {"x": 1}], {}, {})
        cold = time.perf_counter() - started
        warm = []
        for _ in range(int(sys.argv[1])):
            started = time.perf_counter()
            await box.call(export, ["t", {"x": 1}], {}, {})
            warm.append(time.perf_counter() - started)
        await box.close()
        out[language] = {"cold": cold, "warm": sorted(warm)[len(warm) // 2]}
    print(json.dumps(out))
asyncio.run(main())
"""


def _probe(checkout: Path) -> dict[str, dict[str, float]]:
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(WARM_CALLS)],
        capture_output=True, text=True, env=env, cwd=checkout, timeout=300, check=True,
    )  # fmt: skip
    result: dict[str, dict[str, float]] = json.loads(done.stdout.splitlines()[-1])
    return result


def main(other: Path, rounds: int) -> None:
    runs: dict[str, list[dict[str, dict[str, float]]]] = {"old": [], "new": []}
    for checkout in (other, ROOT):
        # Bytecode as an installed app has it: workers run with -B and never write it.
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(checkout / "studio")],
                       check=True)  # fmt: skip
    _probe(other), _probe(ROOT)  # Warm-up: page cache, TypeScript cache.
    for _ in range(rounds):
        runs["old"].append(_probe(other))
        runs["new"].append(_probe(ROOT))
    print(f"this checkout vs {other}, {rounds} interleaved rounds, warm = p50 of {WARM_CALLS}")
    for language in runs["new"][0]:
        for figure, unit_scale in (("cold", 1000), ("warm", 1000)):
            old = [r[language][figure] * unit_scale for r in runs["old"]]
            new = [r[language][figure] * unit_scale for r in runs["new"]]
            ratios = [n / o for n, o in zip(new, old, strict=True)]
            print(
                f"  {language:10s} {figure}: old median {statistics.median(old):8.3f} ms "
                f"({min(old):.3f}-{max(old):.3f}), new {statistics.median(new):8.3f} ms "
                f"({min(new):.3f}-{max(new):.3f}); new/old median of pairs "
                f"{statistics.median(ratios):.2f}x ({min(ratios):.2f}-{max(ratios):.2f})"
            )
    print("  target: <= 1.2x")


if __name__ == "__main__":
    main(Path(sys.argv[1]).resolve(), int(sys.argv[2]) if len(sys.argv) > 2 else 9)

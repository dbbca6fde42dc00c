"""Benchmark: exporting the menagerie sample as a package zip.

Run: ``.venv/bin/python benchmarks/bench_export.py [N]``

Exports ``characters/menagerie`` (JavaScript, TypeScript, Python and Lua agents,
a sub-agent, a library, two built-ins copied in) N times and prints the median,
with the first (cold) export separately: it compiles the TypeScript agent, which
later exports take from the transpiler's cache. Also reports a larger project
(the sample plus 300 context files of 20 KB) to show how size scales. The user
cache goes to a temporary folder so the real one is never touched.
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_MS = 100.0


def _time(project: Path, out: Path, runs: int) -> tuple[float, list[float], int]:
    from studio.package.export import export_package

    times: list[float] = []
    size = 0
    for _ in range(runs):
        start = time.perf_counter()
        size = export_package(project, out).size
        times.append((time.perf_counter() - start) * 1000)
    return times[0], times[1:] or times, size


def _large(base: Path) -> Path:
    project = Path(shutil.copytree(ROOT / "characters" / "menagerie", base / "large"))
    line = "The estate keeps careful records of every animal and every season. "
    for n in range(300):
        (project / "context" / f"notes-{n:03d}.txt").write_text(line * 300, encoding="utf-8")
    return project


def main(argv: list[str]) -> int:
    """Run the benchmark; prints medians and the ratio to the target."""
    runs = int(argv[1]) if len(argv) > 1 else 20
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        os.environ["XDG_CACHE_HOME"] = str(base / "cache")
        sample = ROOT / "characters" / "menagerie"
        cold, warm, size = _time(sample, base / "menagerie.zip", runs + 1)
        median = statistics.median(warm)
        print(f"menagerie export: cold {cold:.1f} ms (compiles TypeScript)")
        print(
            f"menagerie export: median {median:.2f} ms over {len(warm)} runs, "
            f"{size} bytes, {median / TARGET_MS:.2f}x of the {TARGET_MS:.0f} ms target"
        )
        large = _large(base)
        _, warm_large, large_size = _time(large, base / "large.zip", max(3, runs // 4))
        large_median = statistics.median(warm_large)
        print(
            f"menagerie + 300 context files (6 MB): median {large_median:.1f} ms, "
            f"{large_size // 1024} KB zip, {large_median / median:.1f}x the sample"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

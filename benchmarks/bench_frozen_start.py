"""Cold start of the frozen app vs running from source (goal: frozen within 1.5x).

Each run starts ``--smoke URL`` against the scripted model server and measures,
from just before the process is spawned:

* **to first request**: the model server receives the chat request, so the
  main window is up, the sample character is open (its agents' workers started)
  and the message was sent — the start-up a user waits for, and observable from
  outside without a hook in ``studio/ui/app.py``;
* **to exit**: the whole smoke run (the turn, the screenshot, shutting down).

Runs alternate frozen/source so both see the same machine load; medians printed.

    .venv/bin/python benchmarks/bench_frozen_start.py [--runs 7] [--frozen PATH]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.model_server import ModelServer, text  # noqa: E402


def one_run(command: list[str], cwd: Path) -> tuple[float, float]:
    """(seconds to the first model request, seconds to exit) for one ``--smoke`` run."""
    with tempfile.TemporaryDirectory(prefix="bench-start-") as name:
        tmp = Path(name)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp))
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
            env[var] = str(tmp / var.lower())
        with ModelServer() as server:
            server.script(text("Hello from the start-up benchmark."))
            started = time.perf_counter()
            process = subprocess.Popen(
                [*command, "--smoke", server.url, "--screenshot", str(tmp / "s.png")],
                cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            )  # fmt: skip
            server.wait_for_requests(1, timeout=60)
            first = time.perf_counter() - started
            _out, err = process.communicate(timeout=120)
            total = time.perf_counter() - started
        if process.returncode != 0:
            raise SystemExit(f"{command[0]} failed: {err.decode(errors='replace')[-2000:]}")
    return first, total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--frozen", default=str(ROOT / "dist" / "character-studio" / "character-studio")
    )
    args = parser.parse_args()
    if not Path(args.frozen).is_file():
        raise SystemExit(f"no frozen build at {args.frozen}: run packaging/linux/build.sh")
    commands = {
        "source": [sys.executable, "-m", "studio"],
        "frozen": [str(Path(args.frozen).resolve())],
    }
    results: dict[str, list[tuple[float, float]]] = {k: [] for k in commands}
    for command in commands.values():  # One warm-up each: page cache, bytecode.
        one_run(command, ROOT)
    for _ in range(args.runs):
        for name, command in commands.items():
            results[name].append(one_run(command, ROOT))
    medians = {}
    for name, runs in results.items():
        first = statistics.median(r[0] for r in runs)
        total = statistics.median(r[1] for r in runs)
        medians[name] = (first, total)
        print(
            f"{name:>6}: to first request {first * 1000:7.0f} ms   to exit {total * 1000:7.0f} ms"
            f"   ({args.runs} runs, medians)"
        )
    ratio_first = medians["frozen"][0] / medians["source"][0]
    ratio_total = medians["frozen"][1] / medians["source"][1]
    verdict = "within" if ratio_first <= 1.5 else "OVER"
    print(
        f" ratio: frozen/source {ratio_first:.2f}x to first request, {ratio_total:.2f}x to exit"
        f" ({verdict} the 1.5x goal)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""What issue 26's start-up layers add to a worker's cold start, measured alone.

Each round starts two bare ``python -I -S`` children, alternating: one enters the
network namespace only (the worker before issue 26), the other the network, IPC
and mount namespaces and builds the mount root (:mod:`studio.sandbox.mountns`)
over the same read view. Each child times only those steps; the script prints
their medians, spread and the difference, next to a worker's ~15 ms cold start
(``bench_workers.py``, docs/SANDBOX.md "Figures").

Run: ``.venv/bin/python benchmarks/bench_mount_root.py [rounds]`` (Linux; root, or
unprivileged user namespaces).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHILD = """
import os, sys, time
sys.path.insert(0, {root!r})
from studio.sandbox import isolation, kernel, mountns
started = time.perf_counter()
dirs, files = kernel.read_view({sandbox!r})  # Landlock's input: computed either way.
if sys.argv[1] == "old":
    isolation.enter_network_namespace()
else:
    names = isolation.enter_namespaces()
    assert "mountns" in names and mountns.build_root(dirs, files) == "mount-root"
print(time.perf_counter() - started)
"""


def _run(script: str, mode: str) -> float:
    done = subprocess.run(
        [sys.executable, "-I", "-S", "-c", script, mode],
        capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    return float(done.stdout.strip()) * 1000


def main(rounds: int) -> None:
    script = CHILD.format(root=str(ROOT), sandbox=str(ROOT / "studio" / "sandbox"))
    _run(script, "old"), _run(script, "new")  # Warm-up.
    old, new = [], []
    for _ in range(rounds):
        old.append(_run(script, "old"))
        new.append(_run(script, "new"))
    diffs = [n - o for n, o in zip(new, old, strict=True)]
    print(f"{rounds} interleaved rounds (ms)")
    for label, values in (("netns only (before)", old), ("net+ipc+mount ns, mount root", new)):
        spread = f"{min(values):.3f}-{max(values):.3f}"
        print(f"  {label:30} {statistics.median(values):.3f} ({spread})")
    added = statistics.median(diffs)
    print(
        f"  added per cold start: median of pairs {added:+.3f} ms"
        f" = {added / 15.1:+.1%} of a 15.1 ms worker cold start"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 31)

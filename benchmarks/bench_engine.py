"""Engine overhead per turn: ``CharacterPlayer.send`` versus a bare httpx streaming read.

A local server (in its own process, so it does not fight the client for the
GIL) streams a fixed 300-token reply as fast as it can. We time:

* a bare ``httpx`` streaming read of that reply (bytes discarded);
* ``send()`` on a character with no agents;
* ``send()`` on a character with 10 ``@preload`` JavaScript agents (their
  ``onLoad`` runs before every model request).

Each is measured two ways:

* *growing*: every round adds a turn to the same conversation, so by the end
  every request carries ~120 history entries (~60 KB) that the bare read does
  not send — the cost of uploading history is in this ratio;
* *short*: every round times the second turn of a fresh conversation (the
  fresh conversation and its first turn are not timed), so the request is about
  as small as the bare read's and the ratio is the engine's own overhead.

Targets (issue 4): at most 1.2x the bare read with no agents, 1.5x with 10
preload agents. Prints medians and ratios.

Run: ``.venv/bin/python benchmarks/bench_engine.py [rounds]``
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from studio.engine import CharacterPlayer  # noqa: E402

TOKENS = 300
REPLY = "".join(f"w{i % 10} " for i in range(TOKENS))
BODY = {"model": "bench", "messages": [{"role": "user", "content": "go"}], "stream": True}

SERVER = """
import sys
from tests.support.model_server import ModelServer, text
server = ModelServer().start()
server.script(*[text(sys.argv[1], chunk_size=3) for _ in range(int(sys.argv[2]))])
print(server.url, flush=True)
sys.stdin.read()
server.close()
"""

PRELOAD_AGENT = """/**
 * @agent bench.p{n}
 * @preload true
 */
export function onLoad(store) {{
  // Like most preload agents, it only reads its store to describe it.
  const items = store.items || ["a lantern", "a map"];
  return `Agent {n} carries ${{items.join(", ")}}.`;
}}
"""


def make_character(folder: Path, agents: int) -> Path:
    folder.mkdir(parents=True)
    ids = [f"bench.p{n}" for n in range(agents)]
    (folder / "config.json").write_text(json.dumps({"name": "Bench", "agents": ids}))
    (folder / "instructions.txt").write_text("You are a benchmark.")
    (folder / "system-prompt.txt").write_text("%%CHARACTER_INSTRUCTIONS%%")
    if agents:
        (folder / "agents").mkdir()
        for n in range(agents):
            (folder / "agents" / f"bench.p{n}.js").write_text(PRELOAD_AGENT.format(n=n))
    return folder


async def bare(http: httpx.AsyncClient, url: str) -> None:
    async with http.stream("POST", f"{url}/chat/completions", json=BODY) as response:
        async for _chunk in response.aiter_bytes():
            pass


async def measure(url: str, rounds: int, tmp: Path) -> dict[str, float]:
    results: dict[str, list[float]] = {"bare": []}
    players = {
        "no agents": CharacterPlayer(
            make_character(tmp / "a", 0),
            api_key="k",
            base_url=url,
            model="bench",
            data_dir=tmp / "d1",
            project=False,
        ),
        "10 preload agents": CharacterPlayer(
            make_character(tmp / "b", 10),
            api_key="k",
            base_url=url,
            model="bench",
            data_dir=tmp / "d2",
            project=False,
        ),
    }
    async with httpx.AsyncClient(timeout=30) as http:
        # Warm up: connections, workers, caches.
        for _ in range(3):
            await bare(http, url)
            for player in players.values():
                await player.send("warm up")
        for _ in range(rounds):
            started = time.perf_counter()
            await bare(http, url)
            results["bare"].append(time.perf_counter() - started)
            for name, player in players.items():
                started = time.perf_counter()
                await player.send("hello")
                results.setdefault(f"{name}, growing", []).append(time.perf_counter() - started)
        for _ in range(rounds):
            started = time.perf_counter()
            await bare(http, url)
            results["bare"].append(time.perf_counter() - started)
            for name, player in players.items():
                await player.new_conversation()
                await player.send("first")
                started = time.perf_counter()
                await player.send("hello")
                results.setdefault(f"{name}, short", []).append(time.perf_counter() - started)
    for player in players.values():
        await player.close()
    return {name: statistics.median(times) for name, times in results.items()}


def main(rounds: int) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    count = str(5 * (2 * rounds + 3) + 10)
    with (
        tempfile.TemporaryDirectory() as tmp,
        subprocess.Popen(
            [sys.executable, "-c", SERVER, REPLY, count],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        ) as proc,
    ):
        assert proc.stdout is not None and proc.stdin is not None
        try:
            medians = asyncio.run(measure(proc.stdout.readline().strip(), rounds, Path(tmp)))
        finally:
            proc.stdin.close()
    base = medians["bare"]
    print(f"{TOKENS}-token streamed reply, {rounds} rounds (server in a subprocess)")
    for name, value in medians.items():
        print(f"{name:28s} median {value * 1000:7.2f} ms   ratio {value / base:5.2f}x")
    print("targets: no agents <= 1.20x, 10 preload agents <= 1.50x")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)

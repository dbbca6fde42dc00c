"""Engine overhead per turn: ``CharacterPlayer.send`` versus a bare httpx stream
of the identical request body, against a local server that reports usage.

The server (a subprocess, so it does not fight the client for the GIL) streams
a 300-token reply and reports token usage on every reply, as real providers do
when asked (``stream_options.include_usage``): every turn therefore updates the
token totals, which is what the group commit has to make durable.

Cases: 0 and 10 ``@preload`` JavaScript agents × conversations of 2, 200 and
2,000 entries, each case its own player with its conversation open. In each
round and case (interleaved), untimed: the conversation is cut back to its
size (the budget's history index keeps what the cut left); timed: a bare
stream of the body ``send()`` sent last time (taken from the requests journal,
so it is byte-for-byte the same request), then ``send()``. Printed per case:
medians, the median of the pairwise ratios with its interquartile range, and
fsyncs per ``send()`` (os.fsync is wrapped).

Also: the first turn of a new conversation with 10 agents (fsyncs of the
conversation's creation and of the turn); the first send after opening a
2,000-entry conversation (informational); and an end-to-end pass at a paced
stream (the reply at ``PACE`` chunks per second, like a fast hosted model).

Figures (issue 15): send() <= 1.2x the bare stream at 2/200/2,000 entries with
0 agents, <= 1.4x with 10 preload agents, fsync included; first turn of a new
conversation with 10 agents <= 2 fsyncs.

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
from typing import Any

import httpx
import orjson

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from studio.engine import CharacterPlayer  # noqa: E402

TOKENS = 300
REPLY = "".join(f"w{i % 10} " for i in range(TOKENS))
SIZES = (2, 200, 2000)
AGENTS = (0, 10)
PACE = 1500  # chunks per second for the end-to-end pass (3 characters each)

SERVER = """
import sys
from tests.support.model_server import ModelServer, text, usage
server = ModelServer().start()
pace = float(sys.argv[3]) or None
reply = text(sys.argv[1], chunk_size=3, tokens_per_second=pace, usage=usage(1200, 300))
server.script(*[reply] * int(sys.argv[2]))
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


class FsyncCounter:
    """Counts os.fsync calls while installed."""

    def __init__(self) -> None:
        self.count = 0
        self._real = os.fsync

    def __enter__(self) -> FsyncCounter:
        real = self._real

        def counting(fd: int) -> None:
            self.count += 1
            real(fd)

        os.fsync = counting  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        os.fsync = self._real  # type: ignore[assignment]


async def bare(http: httpx.AsyncClient, url: str, content: bytes) -> None:
    headers = {"Content-Type": "application/json", "Authorization": "Bearer k"}
    async with http.stream(
        "POST", f"{url}/chat/completions", content=content, headers=headers
    ) as r:
        async for _chunk in r.aiter_raw():
            pass


def _entry(i: int) -> dict[str, Any]:
    role = "user" if i % 2 == 0 else "assistant"
    return {
        "role": role,
        "content": f"Message {i}: " + "ordinary chat text, a sentence or two. " * 6,
    }


def _player(tmp: Path, url: str, agents: int, name: str) -> CharacterPlayer:
    return CharacterPlayer(
        make_character(tmp / f"char-{name}", agents),
        api_key="k",
        base_url=url,
        model="bench",
        data_dir=tmp / f"data-{name}",
        project=False,
    )


async def _last_body(player: CharacterPlayer) -> bytes:
    records = await player.read_requests()
    return orjson.dumps(records[-1]["request"])


def _q(values: list[float]) -> str:
    q = statistics.quantiles(values, n=4)
    return f"{statistics.median(values):5.2f}x (IQR {q[0]:.2f}-{q[2]:.2f})"


async def overhead(url: str, rounds: int, tmp: Path) -> dict[str, Any]:
    # One player per case, each keeping its conversation open (as a user does):
    # switching conversations before every send would measure the first send
    # after opening one (its history index is built then), not a turn.
    players = {(a, n): _player(tmp, url, a, f"a{a}-n{n}") for a in AGENTS for n in SIZES}
    bodies: dict[tuple[int, int], bytes] = {}
    for (agents, size), player in players.items():
        await player.new_conversation()
        conv = player.engine.session.conversation
        conv.append_many([_entry(i) for i in range(size)])
        for _ in range(2):  # warm up; keep the conversation at its size
            await player.send("hello")
            conv.replace_entries(conv.entries[:size])
        bodies[(agents, size)] = await _last_body(player)
    times: dict[tuple[int, int], dict[str, list[float]]] = {
        k: {"bare": [], "send": [], "ratio": [], "fsyncs": []} for k in players
    }
    async with httpx.AsyncClient(timeout=60) as http:
        for _ in range(3):
            await bare(http, url, bodies[(0, 2)])
        for _ in range(rounds):
            for (agents, size), player in players.items():
                conv = player.engine.session.conversation
                if len(conv.entries) != size:
                    conv.replace_entries(conv.entries[:size])
                await player.read_requests()  # the previous turn's record: written, untimed
                # Let the untimed work's disk writes settle, so the bare stream that
                # comes next does not pay for them.
                await asyncio.sleep(0.02)
                started = time.perf_counter()
                await bare(http, url, bodies[(agents, size)])
                b = time.perf_counter() - started
                with FsyncCounter() as fsyncs:
                    started = time.perf_counter()
                    await player.send("hello")
                    s = time.perf_counter() - started
                row = times[(agents, size)]
                row["bare"].append(b * 1e3)
                row["send"].append(s * 1e3)
                row["ratio"].append(s / b)
                row["fsyncs"].append(fsyncs.count)
    first = await first_turn(players[(10, 2)], url, rounds, http_url=url)
    for player in players.values():
        await player.close()
    return {"cases": times, "first": first}


async def first_turn(
    player: CharacterPlayer, url: str, rounds: int, *, http_url: str
) -> dict[str, Any]:
    """New conversation + first send() with 10 agents, against a bare stream of its body."""
    await player.new_conversation()
    await player.send("first")
    body = await _last_body(player)
    out: dict[str, list[float]] = {"ratio": [], "create": [], "send": [], "bare": []}
    async with httpx.AsyncClient(timeout=60) as http:
        for _ in range(max(5, rounds // 3)):
            await player.read_requests()
            started = time.perf_counter()
            await bare(http, http_url, body)
            b = time.perf_counter() - started
            # The previous conversation's clean close (its checkpoint) is not
            # part of the new one: close it first, untimed and uncounted.
            closing = player.engine.session.conversation
            if hasattr(closing, "checkpoint"):  # (absent before issue 15, for A/B runs)
                closing.checkpoint()
            with FsyncCounter() as created:
                await player.new_conversation()
            with FsyncCounter() as turn:
                started = time.perf_counter()
                await player.send("first")
                s = time.perf_counter() - started
            out["ratio"].append(s / b)
            out["create"].append(created.count)
            out["send"].append(turn.count)
            out["bare"].append(b * 1e3)
    return out


async def after_open(url: str, rounds: int, tmp: Path) -> dict[str, list[float]]:
    """The first send after opening a 2,000-entry conversation (informational): the
    conversation's history index is built by that send, once."""
    results: dict[str, list[float]] = {}
    async with httpx.AsyncClient(timeout=60) as http:
        for agents in AGENTS:
            player = _player(tmp, url, agents, f"open{agents}")
            other = await player.new_conversation()
            await player.send("hello")
            conv_id = await player.new_conversation()
            conv = player.engine.session.conversation
            conv.append_many([_entry(i) for i in range(2000)])
            await player.send("hello")
            for _ in range(max(5, rounds // 3)):
                await player.load_conversation(other)
                await player.load_conversation(conv_id)  # untimed: the open itself
                conv = player.engine.session.conversation
                conv.replace_entries(conv.entries[:2000])
                body = await _last_body(player)
                await asyncio.sleep(0.02)
                started = time.perf_counter()
                await bare(http, url, body)
                b = time.perf_counter() - started
                started = time.perf_counter()
                await player.send("hello")
                took = time.perf_counter() - started
                results.setdefault(f"{agents} agents", []).append(took / b)
            await player.close()
    return results


async def paced(url: str, rounds: int, tmp: Path) -> dict[str, list[float]]:
    """End to end at a realistic pace: 2,000 entries, 0 and 10 agents."""
    results: dict[str, list[float]] = {}
    players = {a: _player(tmp, url, a, f"paced{a}") for a in AGENTS}
    bodies = {}
    for agents, player in players.items():
        await player.new_conversation()
        conv = player.engine.session.conversation
        conv.append_many([_entry(i) for i in range(2000)])
        await player.send("hello")
        conv.replace_entries(conv.entries[:2000])
        bodies[agents] = await _last_body(player)
    async with httpx.AsyncClient(timeout=60) as http:
        for _ in range(rounds):
            for agents, player in players.items():
                conv = player.engine.session.conversation
                conv.replace_entries(conv.entries[:2000])
                await player.read_requests()
                started = time.perf_counter()
                await bare(http, url, bodies[agents])
                b = time.perf_counter() - started
                started = time.perf_counter()
                await player.send("hello")
                s = time.perf_counter() - started
                results.setdefault(f"{agents} agents", []).append(s / b)
                results.setdefault(f"{agents} agents bare ms", []).append(b * 1e3)
    for player in players.values():
        await player.close()
    return results


def _server(pace: float, count: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-c", SERVER, REPLY, str(count), str(pace)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )


def main(rounds: int) -> int:
    with tempfile.TemporaryDirectory() as tmp, _server(0, 40 * rounds + 400) as fast:
        assert fast.stdout is not None and fast.stdin is not None
        try:
            fast_url = fast.stdout.readline().strip()
            result = asyncio.run(overhead(fast_url, rounds, Path(tmp)))
            opened = asyncio.run(after_open(fast_url, rounds, Path(tmp)))
        finally:
            fast.stdin.close()
    with tempfile.TemporaryDirectory() as tmp, _server(PACE, 100) as slow:
        assert slow.stdout is not None and slow.stdin is not None
        try:
            e2e = asyncio.run(paced(slow.stdout.readline().strip(), 5, Path(tmp)))
        finally:
            slow.stdin.close()
    ok = True
    print(f"{TOKENS}-token reply with usage, {rounds} rounds interleaved (server in a subprocess)")
    print(f"{'case':26s} {'bare ms':>8s} {'send ms':>8s}  {'send/bare (pairwise)':24s} fsyncs")
    for (agents, size), row in result["cases"].items():
        limit = 1.2 if agents == 0 else 1.4
        ratio = statistics.median(row["ratio"])
        ok = ok and ratio <= limit
        print(
            f"{agents:2d} agents, {size:5d} entries   {statistics.median(row['bare']):8.2f} "
            f"{statistics.median(row['send']):8.2f}  {_q(row['ratio']):24s} "
            f"{statistics.median(row['fsyncs']):.0f}   (figure <= {limit}x)"
        )
    first = result["first"]
    total = [c + s for c, s in zip(first["create"], first["send"], strict=True)]
    ok = ok and max(total) <= 2
    print(
        f"first turn of a new conversation, 10 agents: send/bare {_q(first['ratio'])}, "
        f"bare {statistics.median(first['bare']):.2f} ms; fsyncs: creation "
        f"{max(first['create'])}, turn {max(first['send'])} (figure <= 2 together)"
    )
    print("first send after opening a 2,000-entry conversation (informational, no figure):")
    for agents in AGENTS:
        print(f"  {agents:2d} agents: send/bare {_q(opened[f'{agents} agents'])}")
    print(f"end to end at {PACE} chunks/s, 2,000 entries:")
    for agents in AGENTS:
        bare_ms = statistics.median(e2e[f"{agents} agents bare ms"])
        print(
            f"  {agents:2d} agents: send/bare {_q(e2e[f'{agents} agents'])}, bare {bare_ms:.0f} ms"
        )
    print("figures met" if ok else "a figure is missed")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 30))

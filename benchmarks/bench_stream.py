"""Streaming overhead of ModelClient versus a bare httpx streaming read.

A local server streams a fixed 300-token reply as fast as it can; we time a full
``ModelClient.stream_chat`` (SSE parsing, events, usage, journal record) and a
``ModelClient.stream_text`` with a cancel event (the callback form the engine
uses) against reading the same response with plain ``httpx`` and discarding the
bytes. The engine's whole per-turn budget is 1.2x the bare read, so the client
should be close to 1.0x.

Run: ``PYTHONPATH=. .venv/bin/python benchmarks/bench_stream.py [rounds]``
"""

from __future__ import annotations

import asyncio
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import httpx

from studio.providers import PRESETS, ChatRequest, ModelClient, StreamDone

ROOT = Path(__file__).resolve().parent.parent

TOKENS = 300
REPLY = "".join(f"w{i % 10} " for i in range(TOKENS))  # 3 characters per token
BODY = {"model": "bench", "messages": [{"role": "user", "content": "go"}], "stream": True}


async def bare(http: httpx.AsyncClient, url: str) -> int:
    size = 0
    async with http.stream("POST", f"{url}/chat/completions", json=BODY) as response:
        async for chunk in response.aiter_bytes():
            size += len(chunk)
    return size


async def client_read(client: ModelClient) -> int:
    request = ChatRequest(model="bench", messages=BODY["messages"])
    async for event in client.stream_chat(request):
        if isinstance(event, StreamDone):
            return len(event.content)
    return 0


async def client_text(client: ModelClient) -> int:
    request = ChatRequest(model="bench", messages=BODY["messages"])
    done = await client.stream_text(request, cancel=asyncio.Event())
    return len(done.content)


# The server runs in its own process: in-process, its thread would fight the
# client for the GIL and the benchmark would measure contention, not parsing.
SERVER = """
import sys
from tests.support.model_server import ModelServer, text
server = ModelServer().start()
server.script(*[text(sys.argv[1], chunk_size=3) for _ in range(int(sys.argv[2]))])
print(server.url, flush=True)
sys.stdin.read()
server.close()
"""


def main(rounds: int) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    count = str(3 * rounds + 40)
    with subprocess.Popen(
        [sys.executable, "-c", SERVER, REPLY, count],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    ) as proc:
        assert proc.stdout is not None and proc.stdin is not None
        try:
            b, c, t = asyncio.run(measure(proc.stdout.readline().strip(), rounds))
        finally:
            proc.stdin.close()
    print(f"{TOKENS}-token streamed reply, {rounds} rounds each (server in a subprocess)")
    print(f"bare httpx read      median {b * 1000:7.2f} ms")
    print(f"ModelClient stream   median {c * 1000:7.2f} ms   ratio {c / b:.3f}x")
    print(f"ModelClient text     median {t * 1000:7.2f} ms   ratio {t / b:.3f}x")
    print("(budget for the whole engine turn: 1.2x)")


async def measure(url: str, rounds: int) -> tuple[float, float, float]:
    """Median seconds for a bare read and for both ModelClient stream forms."""
    records: list[dict[str, object]] = []
    async with (
        httpx.AsyncClient() as http,
        ModelClient(
            base_url=url,
            api_key="sk-bench",
            preset=PRESETS["openai"],
            on_exchange=records.append,
        ) as client,
    ):
        for _ in range(10):  # Warm both connection pools.
            await bare(http, url)
            await client_read(client)
            await client_text(client)
        bare_times: list[float] = []
        client_times: list[float] = []
        text_times: list[float] = []
        # Interleave so server and machine noise hits both sides alike.
        for _ in range(rounds):
            t0 = time.perf_counter()
            await bare(http, url)
            bare_times.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            assert await client_read(client) == len(REPLY)
            client_times.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            assert await client_text(client) == len(REPLY)
            text_times.append(time.perf_counter() - t0)
    return (
        statistics.median(bare_times),
        statistics.median(client_times),
        statistics.median(text_times),
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)

"""``character-studio serve`` under load: 2 server processes on one PostgreSQL.

Figures (issue 27), printed in one run:

1. **Load**: USERS concurrent users × TURNS turns each, every turn sent to the other
   process than the last (so each turn moves the conversation between processes
   through PostgreSQL). Afterwards every user's conversation is read back and
   checked: turns lost, turns duplicated, and any other user's text in it (cross-user
   reads). Per turn: request sent → first token received at the client; the
   scripted model's own latency, measured right after each turn by a request
   straight to it from the same client (interleaved, so under the same load);
   their difference, the **server overhead**; and request sent → the model's
   request received (the server's in-path).
2. **SIGKILL**: KILLED users each finish one turn on process A (acknowledged), start a
   second one there that the model holds, and A is SIGKILLed with all of them in
   flight; each user's next request goes to B: every acknowledged turn must be there
   and no in-flight turn half there.
3. **The page**: first contentful paint in Debian's chromium (headless), and the
   page's script and style, gzip-compressed.

Users are told apart by a trusted proxy header (``--auth proxy``).

Run: ``PYTHONPATH=. .venv/bin/python benchmarks/bench_server.py [USERS] [TURNS] [sticky]
[--killed N] [--no-page]`` (defaults 200, 10, alternating, 50; needs PostgreSQL at
``$CHARACTER_STUDIO_TEST_PG`` or the local
socket, and ``/usr/bin/chromium`` for the page figure).
"""

from __future__ import annotations

import asyncio
import collections
import gzip
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import psycopg

from tests.server.pg import BASE, _with_db
from tests.support.model_server import ModelServer, Reply, text

ROOT = Path(__file__).resolve().parent.parent
CSRF = {"X-Character-Studio": "1"}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


ARRIVED: dict[str, float] = {}  # A user's text -> when the model got the request.
STARTED: dict[str, float] = {}  # A user's text -> when the client sent it.
FAILURES: list[str] = []  # Why turns were not acknowledged.
SAMPLE_EVERY = 5  # The model's own latency is measured after every 5th turn.


def _reply(body: dict[str, Any]) -> Reply:
    last = body["messages"][-1]["content"]
    if isinstance(last, str):
        ARRIVED[last] = time.perf_counter()
    hold = isinstance(last, str) and last.startswith("HOLD")
    return text(f"re: {last}", chunk_size=8, hold_after=1 if hold else None)


class Process:
    def __init__(self, package: Path, model_url: str, dsn: str, data: Path) -> None:
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = {**os.environ, "BENCH_KEY": "sk-bench"}
        self.log = (data.parent / f"{data.name}.log").open("w")  # Read after a failure.
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "studio", "serve", str(package), "--port", str(self.port),
             "--auth", "proxy", "--trusted-header", "X-Remote-User",
             "--trusted-proxy", "127.0.0.1", "--base-url", model_url,
             "--api-key-env", "BENCH_KEY", "--database", dsn, "--data-dir", str(data)],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=self.log,
        )

    def wait_ready(self) -> None:
        deadline = time.monotonic() + 240  # Start-up is slow on a busy host.
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.url + "/api/v1/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError(f"server on {self.port} did not start")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()


async def _direct(http: httpx.AsyncClient, model_url: str, said: str) -> float:
    """The scripted model's own latency as this client sees it: a streamed request
    straight to it (a fresh connection, as every turn has) to its first chunk."""
    start = time.perf_counter()
    async with http.stream(
        "POST", model_url + "/chat/completions",
        json={"model": "m", "stream": True, "messages": [{"role": "user", "content": said}]},
    ) as response:
        async for line in response.aiter_lines():
            if line.startswith("data: "):
                return time.perf_counter() - start
    return float("nan")


async def _turn(
    http: httpx.AsyncClient, base: str, user: str, cid: str, conv: str, said: str
) -> tuple[float, bool]:
    """One streamed turn; (seconds to the first token, acknowledged)."""
    start = time.perf_counter()
    STARTED[said] = start
    first = None
    ok = False
    async with http.stream(
        "POST", f"{base}/api/v1/characters/{cid}/conversations/{conv}/messages",
        json={"text": said}, headers={**CSRF, "X-Remote-User": user},
    ) as response:
        event = ""
        async for line in response.aiter_lines():
            if line.startswith("event: "):
                event = line[7:]
                if event == "token" and first is None:
                    first = time.perf_counter() - start
            elif line.startswith("data: ") and event == "done":
                done = json.loads(line[6:])
                ok = bool(done["ok"])
                if not ok:
                    FAILURES.append(str(done.get("error"))[:120])
            elif response.status_code != 200:
                FAILURES.append(f"{response.status_code} {line[:120]}")
    return (first if first is not None else float("nan")), ok


async def _said(http: httpx.AsyncClient, base: str, user: str, cid: str, conv: str) -> list[str]:
    view = (await http.get(
        f"{base}/api/v1/characters/{cid}/conversations/{conv}", headers={"X-Remote-User": user}
    )).json()
    return [e["content"] for e in view["entries"] if e["role"] in ("user", "assistant")]


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


async def load(
    procs: list[Process], model_url: str, users: int, turns: int, sticky: bool = False
) -> dict[str, Any]:
    # No keep-alive: under load the client's loop sees a response late, so a connection
    # it thinks fresh may be one uvicorn's 5 s keep-alive timer has already closed.
    limits = httpx.Limits(max_connections=users * 2, max_keepalive_connections=0)
    async with httpx.AsyncClient(timeout=600, limits=limits) as http:
        cid = (await http.get(procs[0].url + "/api/v1/characters",
                              headers={"X-Remote-User": "u0"})).json()[0]["id"]
        firsts: list[float] = []
        directs: list[float] = []
        overheads: list[float] = []
        failed = 0

        async def user(n: int) -> tuple[str, str]:
            nonlocal failed
            name = f"user{n:04d}"
            conv = (await http.post(
                f"{procs[n % 2].url}/api/v1/characters/{cid}/conversations", json={},
                headers={**CSRF, "X-Remote-User": name},
            )).json()["id"]
            for t in range(turns):
                first, ok = await _turn(
                    http, procs[(n + (0 if sticky else t)) % 2].url, name, cid, conv,
                    f"{name} turn {t}",
                )
                firsts.append(first)
                failed += not ok
                if (n + t) % SAMPLE_EVERY == 0:
                    # Interleaved: the model's own latency right after, under the same
                    # load (every 5th turn, so the baseline adds little load of its own).
                    direct = await _direct(http, model_url, f"direct {name} {t}")
                    directs.append(direct)
                    overheads.append(first - direct)
            return name, conv

        start = time.perf_counter()
        made = await asyncio.gather(*(user(n) for n in range(users)))
        wall = time.perf_counter() - start
        lost = duplicated = foreign = 0
        for n, (name, conv) in enumerate(made):
            said = await _said(http, procs[n % 2].url, name, cid, conv)
            expected = []
            for t in range(turns):
                expected += [f"{name} turn {t}", f"re: {name} turn {t}"]
            lost += sum(1 for e in expected if e not in said)
            duplicated += len(said) - len(set(said))
            foreign += sum(1 for s in said if name not in s)
    inpath = [
        (ARRIVED[said] - STARTED[said]) * 1000
        for said in STARTED if said in ARRIVED and not said.startswith(("HOLD", "direct"))
    ]
    figures: dict[str, Any] = {
        "turns": len(firsts), "failed": failed, "lost": lost, "duplicated": duplicated,
        "cross_user": foreign, "wall_s": wall,
    }
    figures["failures"] = dict(collections.Counter(FAILURES).most_common(5))
    for label, values in (
        ("first", [f * 1000 for f in firsts if f == f]), ("model", [d * 1000 for d in directs]),
        ("overhead", [o * 1000 for o in overheads if o == o]), ("inpath", inpath),
    ):
        figures[f"{label}_p50_ms"] = statistics.median(values)
        figures[f"{label}_p99_ms"] = _pct(values, 0.99)
    return figures



async def killed(a: Process, b: Process, model: ModelServer, users: int) -> dict[str, Any]:
    async with httpx.AsyncClient(timeout=120) as http:
        cid = (await http.get(a.url + "/api/v1/characters",
                              headers={"X-Remote-User": "k0"})).json()[0]["id"]
        convs = []
        for n in range(users):
            name = f"kill{n:03d}"
            conv = (await http.post(f"{a.url}/api/v1/characters/{cid}/conversations", json={},
                                    headers={**CSRF, "X-Remote-User": name})).json()["id"]
            _, ok = await _turn(http, a.url, name, cid, conv, f"{name} acked")
            assert ok
            convs.append((name, conv))
        inflight = [asyncio.create_task(_turn(http, a.url, name, cid, conv, f"HOLD {name}"))
                    for name, conv in convs]
        await asyncio.to_thread(model.holding.wait, 60)  # The first held reply is out.
        await asyncio.sleep(1.0)  # Let the other sends reach the server (and wait there).
        a.proc.kill()  # SIGKILL with every second turn in flight.
        await asyncio.gather(*inflight, return_exceptions=True)
        model.release()
        missing = half = 0
        for name, conv in convs:
            said = await _said(http, b.url, name, cid, conv)
            missing += f"{name} acked" not in said or f"re: {name} acked" not in said
            half += (f"HOLD {name}" in said) != (f"re: HOLD {name}" in said)
    return {"users": users, "acknowledged_missing": missing, "half_written": half}


def page_figures(url: str) -> dict[str, Any]:
    static = ROOT / "studio" / "server" / "static"
    size = sum(
        len(gzip.compress((static / n).read_bytes(), 9))
        for n in ("player.js", "character-player.js", "player.css")
    )
    result: dict[str, Any] = {"script_and_style_gzip_bytes": size}
    if not Path("/usr/bin/chromium").exists():
        return result
    from playwright.sync_api import sync_playwright

    from tests.server.browser import CHROMIUM, FLAGS

    paints = []
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for _ in range(5):
            page = browser.new_page()
            page.goto(url + "/player/", wait_until="load")
            page.wait_for_function(
                "performance.getEntriesByName('first-contentful-paint').length > 0"
            )
            paints.append(page.evaluate(
                "performance.getEntriesByName('first-contentful-paint')[0].startTime"))
            page.close()
        browser.close()
    result["first_paint_ms_median"] = statistics.median(paints)
    return result


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("users", type=int, nargs="?", default=200)
    parser.add_argument("turns", type=int, nargs="?", default=10)
    parser.add_argument(
        "mode", nargs="?", choices=("alternating", "sticky"), default="alternating",
        help="sticky: each user's turns all go to one process (a load balancer with "
        "sticky sessions); default: every turn to the other process",
    )
    parser.add_argument("--killed", type=int, default=50, help="turns in flight at SIGKILL")
    parser.add_argument("--no-page", action="store_true", help="skip the page figures")
    args = parser.parse_args()
    users, turns, sticky = args.users, args.turns, args.mode == "sticky"
    name = f"studio_bench_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(BASE, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    dsn = _with_db(name)
    tmp = Path(tempfile.mkdtemp(prefix="bench-server-"))
    package = tmp / "char"
    package.mkdir()
    (package / "config.json").write_text(json.dumps({"name": "Bench", "model": "m", "agents": []}))
    (package / "instructions.txt").write_text("You are Bench.")
    (package / "system-prompt.txt").write_text("%%CHARACTER_INSTRUCTIONS%%")
    procs: list[Process] = []
    print(f"server logs in {tmp}/p0.log and p1.log")
    try:
        with ModelServer(responder=_reply) as model:
            procs = [Process(package, model.url, dsn, tmp / f"p{i}") for i in range(2)]
            for proc in procs:
                proc.wait_ready()
            before = os.getloadavg()
            figures = asyncio.run(load(procs, model.url, users, turns, sticky))
            after = os.getloadavg()
            print(f"load: {users} users x {turns} turns through 2 processes on one PostgreSQL "
                  f"({args.mode}); load average before {before[0]:.1f}, after {after[0]:.1f} "
                  f"({os.cpu_count()} cores)")
            print(f"  turns {figures['turns']}  failed {figures['failed']}  "
                  f"lost {figures['lost']}  duplicated {figures['duplicated']}  "
                  f"cross-user {figures['cross_user']}  wall {figures['wall_s']:.1f} s")
            if figures["failures"]:
                print(f"  why turns failed: {figures['failures']}")
            for label, what in (
                ("first", "request in -> first token out"),
                ("model", "the scripted model's own first chunk (direct)"),
                ("overhead", "server overhead per turn (first token - model's own, paired)"),
                ("inpath", "request in -> the model's request in"),
            ):
                print(f"  {what}: p50 {figures[label + '_p50_ms']:.1f} ms  "
                      f"p99 {figures[label + '_p99_ms']:.1f} ms")
            print("  (targets for the overhead: p50 5 ms, p99 50 ms)")
            if not args.no_page:
                print("page:", page_figures(procs[0].url), "(targets 1000 ms, 300 KB)")
            kill = asyncio.run(killed(procs[0], procs[1], model, args.killed))
            print(f"SIGKILL during {kill['users']} in-flight turns: acknowledged turns missing "
                  f"{kill['acknowledged_missing']}, half-written {kill['half_written']}")
    finally:
        for proc in procs:
            proc.stop()
        with psycopg.connect(BASE, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')


if __name__ == "__main__":
    main()

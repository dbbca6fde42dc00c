"""Worker start-up and footprint (issue 15): cold starts against a bare interpreter,
starts from a spare worker, memory per agent, and the first turn of a 20-agent character.

Every figure is interleaved round by round and printed as the median with its spread
(min-max); ratios are the median of the per-round ratios (each round's pair ran back
to back, so a busy moment of the machine hits both sides):

* true cold start to first result per language (spawn, prepare, load, one call; no
  spare) against ``python -I -S -c pass`` started the same way (target: JavaScript
  and Lua <= 2x);
* start to first result when the player's spare worker of that language is ready
  (``studio/sandbox/spares.py``; "ready" = it has applied its kernel layers, read
  from ``/proc``), the same agent and call;
* footprint per agent: unique set size (USS, memory no other process shares) and
  proportional set size (PSS) of the worker processes (the launcher and the worker)
  for 5 agents of each language, divided by 5 — Python agents have a process each,
  JavaScript and Lua agents share one worker per character — and the idle spare a
  player keeps of that language, alone and spread over the 5 agents;
* first turn of a new conversation of a fresh ``CharacterPlayer`` with 20 ``@preload``
  agents (5 each in JavaScript, TypeScript, Python and Lua: 7 workers) against one
  with none (target: <= 2x), against a local server in its own process that reports
  usage and streams 40 tokens at 200 tokens/s: opened and sent at once (the spares
  are still starting), and sent once its spares are ready (a user typing).

Run: ``.venv/bin/python benchmarks/bench_workers.py [rounds]``
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from studio.engine import CharacterPlayer  # noqa: E402
from studio.sandbox import AgentSandbox, AgentSpec, SpareWorkers, WorkerGroup  # noqa: E402

TOKENS = 40
REPLY = "".join(f"w{i % 10} " for i in range(TOKENS))
SERVER = """
import sys
from tests.support.model_server import ModelServer, text, usage
server = ModelServer().start()
for _ in range(int(sys.argv[2])):
    server.script(text(sys.argv[1], chunk_size=3, tokens_per_second=200), usage(20, 40))
print(server.url, flush=True)
sys.stdin.read()
server.close()
"""
LANGUAGES = ("python", "javascript", "lua")
SOURCES = {
    "python": ("def f(*a):\n    return 1\n", "f", "a.py"),
    "javascript": ("export function f() { return 1; }", "f", "a.js"),
    "lua": ("function f() return 1 end", "f", "a.lua"),
}
PRELOAD = {
    "js": "/**\n * @agent bench.js{n}\n * @preload true\n */\n"
    "export function onLoad(store) {{ return `js {n}: ${{(store.items || []).length}}`; }}\n",
    "ts": "/**\n * @agent bench.ts{n}\n * @preload true\n */\n"
    "export function onLoad(store: {{items?: string[]}}): string {{\n"
    "  return `ts {n}: ${{(store.items || []).length}}`;\n}}\n",
    "py": '"""\n@agent bench.py{n}\n@preload true\n"""\n'
    "def on_load(store, studio, context):\n"
    "    return f\"py {n}: {{len(store.get('items', []))}}\"\n",
    "lua": "--[[\n@agent bench.lua{n}\n@preload true\n]]\n"
    "function on_load(store)\n  return 'lua {n}: ' .. #(store.items or {{}})\nend\n",
}
HAS_PROC = os.path.exists("/proc/self/smaps_rollup")


def _spread(samples: list[float]) -> str:
    ms = [s * 1000 for s in samples]
    return f"median {statistics.median(ms):6.1f} ms (min {min(ms):5.1f}, max {max(ms):6.1f})"


def _ratio(samples: list[float], base: list[float]) -> str:
    ratios = [a / b for a, b in zip(samples, base, strict=True)]
    return (
        f"{statistics.median(ratios):4.2f}x (per-round ratios "
        f"{min(ratios):.2f}-{max(ratios):.2f})"
    )


async def _bridge(*_args: Any) -> Any:
    return None


def _sandbox(language: str, spares: SpareWorkers | None = None) -> tuple[AgentSandbox, Any]:
    source, _export, filename = SOURCES[language]
    spec = AgentSpec(agent_id="bench.cold", language=language, source=source,  # type: ignore[arg-type]
                     filename=filename)  # fmt: skip
    # As the engine does: JavaScript and Lua agents join their language's group.
    group = WorkerGroup(language, spares=spares) if language != "python" else None
    return AgentSandbox(spec, _bridge, group=group, spares=spares), group


async def _close(box: AgentSandbox, group: WorkerGroup | None) -> None:
    await box.close()
    if group is not None:
        await group.close()


async def _bare_python() -> float:
    started = time.perf_counter()
    process = await asyncio.create_subprocess_exec(sys.executable, "-I", "-S", "-c", "pass")
    await process.wait()
    return time.perf_counter() - started


async def _cold(language: str) -> float:
    box, group = _sandbox(language)
    started = time.perf_counter()
    await box.call(SOURCES[language][1], [], {}, {})
    elapsed = time.perf_counter() - started
    await _close(box, group)
    return elapsed


def _worker_pids(pid: int) -> list[int]:
    """The process the host started and, behind it, the worker (launcher or fork)."""
    pids = [pid]
    children = Path(f"/proc/{pid}/task/{pid}/children")
    if children.exists():
        pids += [int(p) for p in children.read_text().split()]
    return pids


def _locked_down(pid: int) -> bool:
    """Whether the worker behind ``pid`` runs under its seccomp filter."""
    status = [Path(f"/proc/{p}/status").read_text() for p in _worker_pids(pid)[1:]]
    return any("Seccomp:\t2" in text for text in status)


async def _prepared(pool: SpareWorkers, language: str) -> int:
    """Wait until the spare of ``language`` has applied its kernel layers (the last step
    of its preparation); returns the pid the host started."""
    await pool.settled()
    spare = pool.ready(language)
    assert spare is not None, f"no {language} spare"
    pid = spare.process.pid
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if not HAS_PROC:
            await asyncio.sleep(0.5)
            break
        if _locked_down(pid):
            break
        await asyncio.sleep(0.005)
    return pid


async def _from_spare(language: str) -> float:
    pool = SpareWorkers(enabled=True)
    pool.keep([language])
    pid = await _prepared(pool, language)
    box, group = _sandbox(language, pool)
    started = time.perf_counter()
    await box.call(SOURCES[language][1], [], {}, {})
    elapsed = time.perf_counter() - started
    assert box._supervisor.pid == pid, "the call did not get the spare"
    await _close(box, group)
    await pool.close()
    return elapsed


async def starts(rounds: int) -> None:
    bare: list[float] = []
    cold: dict[str, list[float]] = {language: [] for language in LANGUAGES}
    spare: dict[str, list[float]] = {language: [] for language in LANGUAGES}
    for language in LANGUAGES:  # Warm the page cache and the host's caches.
        await _cold(language)
        await _from_spare(language)
    for _ in range(rounds):
        bare.append(await _bare_python())
        for language in LANGUAGES:
            cold[language].append(await _cold(language))
        for language in LANGUAGES:
            spare[language].append(await _from_spare(language))
    print(f"start to first result, {rounds} interleaved rounds")
    print(f"  python -I -S -c pass      {_spread(bare)}")
    for language in LANGUAGES:
        print(f"  {language:10s} cold start  {_spread(cold[language])}   "
              f"{_ratio(cold[language], bare)} bare")  # fmt: skip
    for language in LANGUAGES:
        print(f"  {language:10s} from spare  {_spread(spare[language])}   "
              f"{_ratio(spare[language], bare)} bare")  # fmt: skip
    print("  target: javascript and lua cold start <= 2x python -I -S -c pass")


def _memory(pid: int) -> tuple[int, int]:
    """(USS, PSS) in KiB of ``pid`` and the worker behind it."""
    uss = pss = 0
    for each in _worker_pids(pid):
        for line in Path(f"/proc/{each}/smaps_rollup").read_text().splitlines():
            name, _, rest = line.partition(":")
            if name in ("Private_Clean", "Private_Dirty"):
                uss += int(rest.split()[0])
            elif name == "Pss":
                pss += int(rest.split()[0])
    return uss, pss


async def footprint() -> None:
    if not HAS_PROC:
        print("footprint: needs Linux /proc/<pid>/smaps_rollup; skipped")
        return
    print("footprint per agent, 5 agents of each language, MiB unique / proportional")
    for language, (source, export, filename) in SOURCES.items():
        group = WorkerGroup(language) if language != "python" else None
        boxes = [
            AgentSandbox(
                AgentSpec(agent_id=f"bench.m{n}", language=language, source=source,  # type: ignore[arg-type]
                          filename=filename),
                _bridge, group=group,
            )
            for n in range(5)
        ]  # fmt: skip
        for box in boxes:
            await box.call(export, [], {}, {})
        pids = {box._supervisor.pid for box in boxes}
        totals = [_memory(pid) for pid in pids if pid is not None]
        uss, pss = (sum(t[i] for t in totals) / 1024 for i in (0, 1))
        pool = SpareWorkers(enabled=True)
        pool.keep([language])
        spare_uss, spare_pss = (m / 1024 for m in _memory(await _prepared(pool, language)))
        await pool.close()
        print(
            f"  {language:11s} {len(pids)} worker process(es): {uss / 5:4.1f} / {pss / 5:4.1f} "
            f"per agent; idle spare {spare_uss:4.1f} / {spare_pss:4.1f}; per agent with "
            f"the spare {(uss + spare_uss) / 5:4.1f} / {(pss + spare_pss) / 5:4.1f}"
        )
        for box in boxes:
            await box.close()
        if group is not None:
            await group.close()


def make_character(folder: Path, per_language: int) -> Path:
    folder.mkdir(parents=True)
    ids: list[str] = []
    extension = {"js": "js", "ts": "ts", "py": "py", "lua": "lua"}
    if per_language:
        (folder / "agents").mkdir()
    for kind, template in PRELOAD.items():
        for n in range(per_language):
            ids.append(f"bench.{kind}{n}")
            path = folder / "agents" / f"bench.{kind}{n}.{extension[kind]}"
            path.write_text(template.format(n=n))
    (folder / "config.json").write_text(json.dumps({"name": "Bench", "agents": ids}))
    (folder / "instructions.txt").write_text("You are a benchmark.")
    (folder / "system-prompt.txt").write_text("%%CHARACTER_INSTRUCTIONS%%")
    return folder


async def _first_turn(package: Path, url: str, data: Path, *, typed: bool) -> float:
    """Open the character (a fresh player), then send: at once, or (``typed``) once
    its spares are ready, as when a user types the first message."""
    player = CharacterPlayer(package, api_key="k", base_url=url, model="bench",
                             data_dir=data, project=False)  # fmt: skip
    if typed:
        for language in player.engine.spares.languages:
            await _prepared(player.engine.spares, language)
    started = time.perf_counter()
    await player.send("hello")
    elapsed = time.perf_counter() - started
    await player.close()
    return elapsed


async def first_turns(url: str, rounds: int, tmp: Path) -> None:
    packages = {0: make_character(tmp / "none", 0), 20: make_character(tmp / "twenty", 5)}
    for count, package in packages.items():  # Warm-up: TypeScript compile cache, page cache.
        await _first_turn(package, url, tmp / f"warm{count}", typed=False)
    samples: dict[tuple[int, bool], list[float]] = {}
    for round_ in range(rounds):
        for typed in (False, True):
            for count, package in packages.items():
                data = tmp / f"d{count}-{typed}-{round_}"
                samples.setdefault((count, typed), []).append(
                    await _first_turn(package, url, data, typed=typed)
                )
    print(f"first turn of a fresh player, {TOKENS} tokens at 200 tokens/s, {rounds} rounds")
    for typed, how in ((False, "sent on opening"), (True, "sent when its spares are ready")):
        zero, twenty = samples[(0, typed)], samples[(20, typed)]
        print(f"  {how}:")
        print(f"    0 agents              {_spread(zero)}")
        print(f"    20 agents (7 workers) {_spread(twenty)}   {_ratio(twenty, zero)} 0 agents")
    print("  target: <= 2x")


def main(rounds: int) -> None:
    # Bytecode as an installed app has it: workers run with -B and never write it.
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "studio")], check=True)
    asyncio.run(starts(rounds))
    asyncio.run(footprint())
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with (
        tempfile.TemporaryDirectory() as tmp,
        subprocess.Popen(
            [sys.executable, "-c", SERVER, REPLY, str(4 * rounds + 10)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT,
        ) as proc,
    ):  # fmt: skip
        assert proc.stdout is not None and proc.stdin is not None
        try:
            asyncio.run(first_turns(proc.stdout.readline().strip(), rounds, Path(tmp)))
        finally:
            proc.stdin.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)

"""Worker start-up and footprint (issue 15): cold starts against a bare interpreter,
memory per agent, and the first turn of a character with 20 agents.

Three figures, each interleaved round by round and printed as medians with their
spread (min-max) and the ratio:

* cold start to first result per language (spawn, isolate, load, one call) against
  ``python -I -S -c pass`` started the same way (target: JavaScript and Lua
  <= 2x);
* footprint per agent: unique set size (USS, memory no other process shares)
  and proportional set size (PSS) of the worker processes, for 5 agents of each
  language, divided by 5 — Python agents have a process each, JavaScript and Lua
  agents share one worker per character;
* first turn of a new conversation of a fresh ``CharacterPlayer`` with 20
  ``@preload`` agents (5 each in JavaScript, TypeScript, Python and Lua: 7
  workers) against one with none (target: <= 2x), against a local server in its
  own process that reports usage and streams 40 tokens at 200 tokens/s.

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
from studio.sandbox import AgentSandbox, AgentSpec, WorkerGroup  # noqa: E402

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


def _spread(samples: list[float]) -> str:
    ms = [s * 1000 for s in samples]
    return f"median {statistics.median(ms):7.1f} ms (min {min(ms):.1f}, max {max(ms):.1f})"


async def _bare_python() -> float:
    started = time.perf_counter()
    process = await asyncio.create_subprocess_exec(sys.executable, "-I", "-S", "-c", "pass")
    await process.wait()
    return time.perf_counter() - started


async def _bridge(*_args: Any) -> Any:
    return None


async def _cold(language: str) -> float:
    source, export, filename = SOURCES[language]
    spec = AgentSpec(agent_id="bench.cold", language=language, source=source, filename=filename)  # type: ignore[arg-type]
    sandbox = AgentSandbox(spec, _bridge)
    started = time.perf_counter()
    await sandbox.call(export, [], {}, {})
    elapsed = time.perf_counter() - started
    await sandbox.close()
    return elapsed


async def cold_starts(rounds: int) -> None:
    samples: dict[str, list[float]] = {"python -I -S -c pass": []}
    for language in SOURCES:
        await _cold(language)  # Warm the page cache and the host's caches (TypeScript).
    for _ in range(rounds):
        samples["python -I -S -c pass"].append(await _bare_python())
        for language in SOURCES:
            samples.setdefault(language, []).append(await _cold(language))
    base = statistics.median(samples["python -I -S -c pass"])
    print(f"cold start to first result, {rounds} interleaved rounds")
    for name, values in samples.items():
        ratio = statistics.median(values) / base
        print(f"  {name:22s} {_spread(values)}   {ratio:4.2f}x bare")
    print("  target: javascript and lua <= 2x python -I -S -c pass")


def _memory(pid: int) -> tuple[int, int]:
    """(USS, PSS) in KiB of ``pid`` and its children (the PID-namespace parent and worker)."""
    pids = [pid]
    children = Path(f"/proc/{pid}/task/{pid}/children")
    if children.exists():
        pids += [int(p) for p in children.read_text().split()]
    uss = pss = 0
    for each in pids:
        for line in Path(f"/proc/{each}/smaps_rollup").read_text().splitlines():
            name, _, rest = line.partition(":")
            if name in ("Private_Clean", "Private_Dirty"):
                uss += int(rest.split()[0])
            elif name == "Pss":
                pss += int(rest.split()[0])
    return uss, pss


HAS_SMAPS = os.path.exists("/proc/self/smaps_rollup")


async def footprint() -> None:
    if not HAS_SMAPS:
        print("footprint: needs Linux /proc/<pid>/smaps_rollup; skipped")
        return
    print("footprint per agent, 5 agents of each language")
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
        uss = sum(t[0] for t in totals) / 5 / 1024
        pss = sum(t[1] for t in totals) / 5 / 1024
        print(
            f"  {language:11s} {len(pids)} worker process(es): {uss:5.1f} MiB unique, "
            f"{pss:5.1f} MiB proportional per agent"
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


async def _first_turn(package: Path, url: str, data: Path) -> float:
    player = CharacterPlayer(package, api_key="k", base_url=url, model="bench",
                             data_dir=data, project=False)  # fmt: skip
    started = time.perf_counter()
    await player.send("hello")
    elapsed = time.perf_counter() - started
    await player.close()
    return elapsed


async def first_turns(url: str, rounds: int, tmp: Path) -> None:
    packages = {0: make_character(tmp / "none", 0), 20: make_character(tmp / "twenty", 5)}
    for count, package in packages.items():  # Warm-up: TypeScript compile cache, page cache.
        await _first_turn(package, url, tmp / f"warm{count}")
    samples: dict[int, list[float]] = {0: [], 20: []}
    for round_ in range(rounds):
        for count, package in packages.items():
            samples[count].append(await _first_turn(package, url, tmp / f"d{count}-{round_}"))
    ratio = statistics.median(samples[20]) / statistics.median(samples[0])
    print(f"first turn of a fresh player, {TOKENS} tokens at 200 tokens/s, {rounds} rounds")
    print(f"  0 agents              {_spread(samples[0])}")
    print(f"  20 agents (7 workers) {_spread(samples[20])}   {ratio:4.2f}x 0 agents")
    print("  target: <= 2x")


def main(rounds: int) -> None:
    # Bytecode as an installed app has it: workers run with -B and never write it.
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "studio")], check=True)
    asyncio.run(cold_starts(rounds))
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

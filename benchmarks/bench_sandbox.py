"""Sandbox benchmarks: warm call, in-process ratio, cold start, bridge round trip, respawn.

Run with ``.venv/bin/python benchmarks/bench_sandbox.py`` (``--quick`` for fewer rounds).
Prints medians (p50) and ratios; languages whose executor is missing are skipped.

Targets: warm tool call <= 1 ms p50; cold start to first result <= 150 ms (JS, Lua),
<= 300 ms (Python).

The last rows compare ten JavaScript agents each in a worker of its own with the
same ten sharing one worker (what the engine does, ``studio.sandbox.group``):
ten ``onLoad`` calls sent at once, after 5 ms of idleness (as before a model
request) and back to back, and the time to start all ten.
"""

from __future__ import annotations

import asyncio
import importlib
import statistics
import sys
import time
from typing import Any

from studio.errors import SandboxError
from studio.sandbox import AgentSandbox, AgentSpec, WorkerGroup

TIMEOUT = 0.05

AGENTS: dict[str, tuple[str, str, str, str]] = {
    # language: (source, tool export, bridge export, filename)
    "python": (
        "def on_tool_call(tool, args, store, studio, context):\n"
        "    store['n'] = store.get('n', 0) + 1\n    return tool + str(args['x'])\n"
        "async def bridge(store, studio, context):\n"
        "    return len(await studio.history.range(0, 1))\n"
        "def spin(*a):\n    while True:\n        pass\n",
        "on_tool_call", "bridge", "bench.py",
    ),
    "javascript": (
        "export function onToolCall(tool, args, store) {\n"
        "  store.n = (store.n || 0) + 1; return tool + args.x; }\n"
        "export async function bridge(store, studio) {\n"
        "  return (await studio.history.range(0, 1)).length; }\n"
        "export function spin() { for (;;) {} }\n",
        "onToolCall", "bridge", "bench.js",
    ),
    "lua": (
        "function on_tool_call(tool, args, store)\n"
        "  store.n = (store.n or 0) + 1\n  return tool .. tostring(args.x)\nend\n"
        "function bridge(store, studio)\n"
        "  return #studio.history.range(0, 1):await()\nend\n"
        "function spin()\n  while true do end\nend\n",
        "on_tool_call", "bridge", "bench.lua",
    ),
}  # fmt: skip
EXECUTORS = {
    "python": ("studio.sandbox.python", "PythonExecutor"),
    "javascript": ("studio.sandbox.js", "JavaScriptExecutor"),
    "lua": ("studio.sandbox.lua", "LuaExecutor"),
}


async def _bridge(agent_id: str, method: str, params: list[Any], meta: Any) -> Any:
    return [{"role": "user", "content": "hi", "index": 0}]


def _p50_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


class _NullBridge:
    def request(self, method: str, params: list[Any]) -> Any:
        return [{"role": "user", "content": "hi", "index": 0}]

    def notify(self, method: str, params: list[Any]) -> None:
        return None

    def debug(self, text: str) -> None:
        return None


def _in_process_p50(language: str, source: str, export: str, rounds: int) -> float | None:
    module_name, class_name = EXECUTORS[language]
    try:
        executor_class = getattr(importlib.import_module(module_name), class_name)
    except (ImportError, AttributeError):
        return None
    executor = executor_class(_NullBridge(), {"memory_bytes": 256 << 20, "instruction_budget": 0})
    if language == "javascript":
        from studio.sandbox.typescript import prepare_javascript

        source = prepare_javascript(source, "bench.js")
    executor.load(source, AGENTS[language][3], [])
    samples = []
    for _ in range(rounds):
        started = time.perf_counter()
        executor.call(export, ["t", {"x": 1}], {}, {"agentId": "bench"})
        samples.append(time.perf_counter() - started)
    return _p50_ms(samples)


async def bench(language: str, rounds: int) -> dict[str, float] | None:
    source, tool, bridge_export, filename = AGENTS[language]
    spec = AgentSpec(
        agent_id=f"bench.{language}", language=language,  # type: ignore[arg-type]
        source=source, filename=filename, apis=frozenset({"studio.history"}), timeout=10.0,
    )  # fmt: skip
    cold = []
    for _ in range(max(3, rounds // 100)):
        sandbox = AgentSandbox(spec, _bridge)
        started = time.perf_counter()
        try:
            await sandbox.call(tool, ["t", {"x": 1}], {}, {})
        except Exception as exc:  # An absent executor shows up as a load error.
            print(f"{language:<11} skipped: {exc}")
            await sandbox.close()
            return None
        cold.append(time.perf_counter() - started)
        await sandbox.close()
    sandbox = AgentSandbox(spec, _bridge)
    await sandbox.start()
    warm, trips = [], []
    for _ in range(rounds):
        started = time.perf_counter()
        await sandbox.call(tool, ["t", {"x": 1}], {}, {})
        warm.append(time.perf_counter() - started)
    for _ in range(rounds):
        started = time.perf_counter()
        await sandbox.call(bridge_export, [], {}, {})
        trips.append(time.perf_counter() - started)
    respawn = []
    for _ in range(5):
        # From the timeout firing to the next call's result: kill, reap, spawn, load, call.
        started = time.perf_counter()
        try:
            await sandbox.call("spin", [], {}, {}, timeout=TIMEOUT)
        except SandboxError as exc:
            assert exc.kind == "timeout", exc
        await sandbox.call(tool, ["t", {"x": 1}], {}, {})
        respawn.append(time.perf_counter() - started - TIMEOUT)
    await sandbox.close()
    in_process = _in_process_p50(language, source, tool, rounds)
    return {
        "warm_p50_ms": _p50_ms(warm),
        "in_process_p50_ms": in_process or float("nan"),
        "cold_start_ms": _p50_ms(cold),
        "bridge_call_p50_ms": _p50_ms(trips),
        "bridge_round_trip_ms": _p50_ms(trips) - _p50_ms(warm),
        "kill_respawn_ms": _p50_ms(respawn),
    }


PRELOAD_JS = (
    "export function onLoad(store) { return `carries ${(store.items || ['a map']).join()}`; }"
)


async def bench_preload(shared: bool, rounds: int) -> tuple[float, float, float]:
    """(idle batch p50, busy batch p50, start all) in ms for ten preload agents."""
    group = WorkerGroup("javascript") if shared else None
    specs = [
        AgentSpec(agent_id=f"bench.p{n}", language="javascript", source=PRELOAD_JS, filename="p.js")
        for n in range(10)
    ]
    boxes = [AgentSandbox(spec, _bridge, group=group) for spec in specs]
    started = time.perf_counter()
    await asyncio.gather(*(box.start() for box in boxes))
    start_all = time.perf_counter() - started
    context = {"invokedBy": "preload", "conversationLength": 2, "agentId": "x", "config": {}}
    results: list[float] = []
    for idle in (0.005, 0.0):
        samples = []
        for _ in range(rounds):
            if idle:
                await asyncio.sleep(idle)
            started = time.perf_counter()
            await asyncio.gather(*(box.call("onLoad", [], {}, context) for box in boxes))
            samples.append(time.perf_counter() - started)
        results.append(_p50_ms(samples))
    for box in boxes:
        await box.close()
    return results[0], results[1], start_all * 1000


async def main() -> None:
    rounds = 200 if "--quick" in sys.argv else 1000
    print(f"sandbox benchmarks, {rounds} rounds, Python {sys.version.split()[0]}")
    for language in AGENTS:
        numbers = await bench(language, rounds)
        if numbers is None:
            continue
        ratio = numbers["warm_p50_ms"] / numbers["in_process_p50_ms"]
        print(
            f"{language:<11} warm p50 {numbers['warm_p50_ms']:.3f} ms "
            f"(in-process {numbers['in_process_p50_ms']:.3f} ms, x{ratio:.0f}) | "
            f"cold start {numbers['cold_start_ms']:.1f} ms | "
            f"bridge call p50 {numbers['bridge_call_p50_ms']:.3f} ms "
            f"(round trip ~{numbers['bridge_round_trip_ms']:.3f} ms) | "
            f"timeout->kill->respawn->result {numbers['kill_respawn_ms']:.1f} ms"
        )
    batches = max(50, rounds // 5)
    own = await bench_preload(False, batches)
    shared = await bench_preload(True, batches)
    for name, (idle, busy, start) in (("own workers", own), ("one shared worker", shared)):
        print(
            f"10 JS preload agents, {name:<17}: 10 onLoad at once p50 {idle:.3f} ms after 5 ms "
            f"idle, {busy:.3f} ms back to back | start all {start:.0f} ms"
        )
    print(f"shared / own, after idle: {shared[0] / own[0]:.2f}x")


if __name__ == "__main__":
    asyncio.run(main())

"""Language executor figures: load times, warm call latency, TypeScript compile cost.

Run from the repository root (after ``python scripts/build_transpiler.py``)::

    .venv/bin/python benchmarks/bench_executors.py

Prints medians (p50) in milliseconds. The executors run in-process here; the last figure
is a real JavaScript worker from spawn to first result, for the 150 ms cold-start target.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from studio import paths
from studio.sandbox import typescript
from studio.sandbox.js import JavaScriptExecutor
from studio.sandbox.lua import LuaExecutor

LIMITS: dict[str, Any] = {"memory_bytes": 64 * 1024 * 1024, "instruction_budget": 50_000_000}

JS_AGENT = """\
export function onLoad(store) { return "items: " + (store.items || []).length }
export async function onToolCall(name, args, store, studio, context) {
  store.items = (store.items || []).concat([args.item]).slice(-20);
  return {ok: true, count: store.items.length};
}
"""
TS_AGENT = """\
interface Args { item: string }
enum Kind { A, B }
export async function onToolCall(name: string, args: Args, store: { items?: string[] }) {
  store.items = [...(store.items ?? []), args.item].slice(-20);
  return { ok: true as const, kind: Kind.B, count: store.items.length };
}
"""
LUA_AGENT = """\
function on_tool_call(name, args, store, studio, context)
  store.items = store.items or {}
  table.insert(store.items, args.item)
  while #store.items > 20 do table.remove(store.items, 1) end
  return {ok = true, count = #store.items}
end
"""


class NullBridge:
    def request(self, method: str, params: list[Any]) -> Any:
        return None

    def notify(self, method: str, params: list[Any]) -> None:
        pass

    def debug(self, text: str) -> None:
        pass


def p50(action: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


def report(label: str, value: float) -> None:
    print(f"{label:<48} {value:9.3f} ms")


def bench_transpiler() -> str:
    started = time.perf_counter()
    typescript._get_transpiler()
    report("sucrase bundle load (once per host process)", (time.perf_counter() - started) * 1000)

    def cold() -> None:  # a unique comment defeats both caches
        typescript.compile_typescript(TS_AGENT + f"// {uuid.uuid4()}\n", "agent.ts")

    report("TS compile per agent, cold", p50(cold, 30))
    typescript.compile_typescript(TS_AGENT, "agent.ts")
    report(
        "TS compile, memory cache hit",
        p50(lambda: typescript.compile_typescript(TS_AGENT, "agent.ts"), 200),
    )

    def disk() -> None:
        typescript._memory.clear()
        typescript.compile_typescript(TS_AGENT, "agent.ts")

    report("TS compile, disk cache hit", p50(disk, 100))
    report(
        "JS ESM->CJS prepare, cold",
        p50(
            lambda: typescript.prepare_javascript(JS_AGENT + f"// {uuid.uuid4()}\n", "agent.js"), 30
        ),
    )
    return typescript.prepare_javascript(JS_AGENT, "agent.js")


def bench_js(prepared: str) -> None:
    def load() -> JavaScriptExecutor:
        executor = JavaScriptExecutor(NullBridge(), LIMITS)
        executor.load(prepared, "agent.js", [])
        return executor

    report("JS context + agent load", p50(load, 50))
    executor = load()
    store: dict[str, Any] = {"items": ["a"] * 10}
    report(
        "JS warm call (async export, JSON in/out)",
        p50(lambda: executor.call("onToolCall", ["t", {"item": "x"}], store, {}), 2000),
    )


def bench_lua() -> None:
    def load() -> LuaExecutor:
        executor = LuaExecutor(NullBridge(), LIMITS)
        executor.load(LUA_AGENT, "agent.lua", [])
        return executor

    report("Lua runtime + agent load", p50(load, 50))
    executor = load()
    store: dict[str, Any] = {"items": ["a"] * 10}
    report(
        "Lua warm call (tables <-> JSON)",
        p50(lambda: executor.call("on_tool_call", ["t", {"item": "x"}], store, {}), 2000),
    )


async def bench_worker_cold_start() -> None:
    from studio.sandbox import AgentSandbox, AgentSpec

    async def handler(*args: Any) -> Any:
        return None

    samples = []
    for _ in range(5):
        spec = AgentSpec(
            agent_id="bench.js", language="javascript", source=JS_AGENT, filename="agent.js"
        )
        started = time.perf_counter()
        sandbox = AgentSandbox(spec, handler)
        await sandbox.call("onToolCall", ["t", {"item": "x"}], {}, {})
        samples.append((time.perf_counter() - started) * 1000)
        await sandbox.close()
    report("JS worker spawn to first result (p50 of 5)", statistics.median(samples))


def main() -> None:
    with tempfile.TemporaryDirectory() as cache:
        paths.user_cache_dir = lambda: Path(cache)
        prepared = bench_transpiler()
        bench_js(prepared)
        bench_lua()
        asyncio.run(bench_worker_cold_start())


if __name__ == "__main__":
    main()

"""TypeScript compilation and ES-module preparation on the host (sucrase in QuickJS)."""

from __future__ import annotations

from pathlib import Path

import pytest

from studio.sandbox import typescript
from studio.sandbox.executor import AgentError
from studio.sandbox.js import JavaScriptExecutor

from .fakes_executor import DEFAULT_LIMITS, FakeBridge

TS_AGENT = """\
import type { Thing } from "./types";

interface Entry {
  name: string;
  score?: number;
}

enum Level { Low = 1, Mid, High }

const LIMITS = { max: 3 } as const;
const defaults = { label: "x" } satisfies Record<string, string>;

class Counter {
  constructor(private readonly start: number, public step = 1) {}
  next(): number { return this.start + this.step; }
}

export function onToolCall(name: string, args: { entries: Entry[] }, store: any): unknown {
  const best = args.entries.filter((e): e is Entry => e.score !== undefined);
  return [best.map((e) => e.name), Level.High, LIMITS.max, defaults.label,
          new Counter(10, 2).next(), typeof (null as unknown as Thing)];
}
"""


@pytest.fixture(autouse=True)
def _private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(typescript.paths, "user_cache_dir", lambda: tmp_path)
    typescript._memory.clear()


def run(source: str, filename: str = "agent.ts") -> object:
    executor = JavaScriptExecutor(FakeBridge(), dict(DEFAULT_LIMITS))
    executor.load(typescript.prepare_javascript(source, filename, typescript=True), filename, [])
    return executor.call(
        "onToolCall", ["t", {"entries": [{"name": "a", "score": 1}, {"name": "b"}]}], {}, {}
    )[0]


def test_typescript_features_compile_and_run() -> None:
    assert run(TS_AGENT) == [["a"], 3, 3, "x", 12, "object"]


def test_compile_typescript_keeps_esm_and_line_numbers() -> None:
    out = typescript.compile_typescript(TS_AGENT, "agent.ts")
    assert "export function onToolCall" in out
    assert "interface" not in out
    assert out.count("\n") == TS_AGENT.count("\n")
    assert out.splitlines()[17].startswith("export function onToolCall")


def test_runtime_errors_point_at_typescript_lines() -> None:
    source = (
        "type A = number;\n\nexport function onToolCall(): A {\n"
        "  const f: any = 1;\n  return f();\n}\n"
    )
    with pytest.raises(AgentError, match=r"TypeError: not a function \(agent.ts:5\)"):
        run(source)


@pytest.mark.parametrize(
    ("source", "where"),
    [
        ("let x: = 3;\n", "agent.ts:1:8"),
        ("export function f(a: number {\n  return a\n}\n", "agent.ts:1:"),
        ("const a = 1;\nconst b = ;\n", "agent.ts:2:"),
    ],
)
def test_syntax_errors_have_file_line_and_column(source: str, where: str) -> None:
    with pytest.raises(AgentError, match=f"^{where}.*SyntaxError: Unexpected token"):
        typescript.compile_typescript(source, "agent.ts")


def test_javascript_syntax_errors_are_reported_at_preparation() -> None:
    with pytest.raises(AgentError, match=r"^agent.js:2:\d+: SyntaxError"):
        typescript.prepare_javascript("export function f() {\n  return )\n}\n", "agent.js")


def test_results_are_cached_in_memory_and_on_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = typescript.compile_typescript(TS_AGENT, "agent.ts")
    assert len(list((tmp_path / "ts").glob("*.js"))) == 1

    def no_transpiling(*args: object) -> str:
        raise AssertionError("should have come from the cache")

    transpiler = typescript._get_transpiler()
    monkeypatch.setattr(transpiler, "transform", no_transpiling)
    assert typescript.compile_typescript(TS_AGENT, "agent.ts") == first  # memory
    typescript._memory.clear()
    assert typescript.compile_typescript(TS_AGENT, "agent.ts") == first  # disk


def test_prepared_code_is_marked_and_differs_by_mode() -> None:
    js = typescript.prepare_javascript("export const a = 1;\n", "a.js")
    assert typescript.is_prepared(js)
    assert "exports.a" in js
    assert not typescript.is_prepared("export const a = 1;")


def test_missing_bundle_explains_how_to_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(typescript, "_transpiler", None)
    monkeypatch.setattr(typescript.paths, "resources_dir", lambda: tmp_path)
    with pytest.raises(typescript.TranspilerUnavailable, match=r"scripts/build_transpiler\.py"):
        typescript.compile_typescript("let a = 1", "a.ts")

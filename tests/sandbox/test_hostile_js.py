"""Hostile JavaScript in-process: what an agent must not reach or break.

Infinite loops are the host's job (wall-clock kill of the worker); they are not tested
here because an in-process executor has no time limit by design.
"""

from __future__ import annotations

from typing import Any

import pytest

from studio.sandbox.executor import AgentError
from studio.sandbox.js import JavaScriptExecutor

from .fakes_executor import DEFAULT_LIMITS, FakeBridge


def make(source: str, **limits: Any) -> JavaScriptExecutor:
    executor = JavaScriptExecutor(FakeBridge(), {**DEFAULT_LIMITS, **limits})
    executor.load(source, "agent.js", [])
    return executor


def run(executor: JavaScriptExecutor, export: str = "f") -> Any:
    return executor.call(export, [], {}, {})[0]


def test_require_throws_a_clear_error() -> None:
    executor = make("export function f() { return require('fs') }")
    with pytest.raises(AgentError, match="modules are not available in agents"):
        run(executor)


def test_import_statement_is_rejected_at_load() -> None:
    with pytest.raises(AgentError, match="modules are not available in agents"):
        make("import fs from 'fs';\nexport function f() { return fs }")


def test_dynamic_import_rejects() -> None:
    executor = make(
        "export async function f() { try { await import('os') } catch (e) { return String(e) } }"
    )
    # As in a Web Worker, the import rejects (there is no require behind it).
    assert "'require' is not defined" in run(executor)


def test_no_quickjs_std_or_os_modules_and_no_network() -> None:
    executor = make(
        "export function f() { return [typeof std, typeof os, typeof scriptArgs, typeof fetch,"
        " typeof XMLHttpRequest, typeof WebSocket, typeof __studio_bridge,"
        " typeof __studio_host] }"
    )
    assert run(executor) == ["undefined"] * 8


@pytest.mark.parametrize(
    ("thrown", "message"),
    [
        ("'plain string'", "^plain string$"),
        ("undefined", "the agent threw undefined"),
        ("null", "the agent threw null"),
        ("{code: 7}", r'non-Error value: \{"code":7\}'),
        ("42", "non-Error value: 42"),
    ],
)
def test_throwing_non_error_values_gives_readable_messages(thrown: str, message: str) -> None:
    executor = make(
        f"export function f() {{ throw {thrown} }}\nexport async function g() {{ throw {thrown} }}"
    )
    with pytest.raises(AgentError, match=message):
        run(executor, "f")
    with pytest.raises(AgentError, match=message):
        run(executor, "g")


def test_promise_that_never_settles() -> None:
    executor = make("export function f() { return new Promise(() => {}) }")
    with pytest.raises(AgentError, match="agent returned a promise that never settled"):
        run(executor)


def test_thenable_that_never_calls_back() -> None:
    executor = make("export function f() { return {then() {}} }")
    with pytest.raises(AgentError, match="never settled"):
        run(executor)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("return () => 1", "returned a function"),
        ("const a = {}; a.self = a; return a", "not JSON-serialisable"),
        ("return 10n", "not JSON-serialisable"),
    ],
)
def test_non_json_results(body: str, message: str) -> None:
    executor = make(f"export function f() {{ {body} }}")
    with pytest.raises(AgentError, match=message):
        run(executor)


def test_cyclic_store_is_an_error() -> None:
    executor = make("export function f(store) { store.me = store }")
    with pytest.raises(AgentError, match="store is not JSON-serialisable"):
        run(executor)


def test_stack_overflow_is_an_agent_error_and_the_context_survives() -> None:
    executor = make(
        "export function f() { return (function r() { return r() })() }\n"
        "export function ok() { return 1 }"
    )
    with pytest.raises(AgentError, match="stack overflow"):
        run(executor)
    assert run(executor, "ok") == 1


def test_studio_object_is_fresh_for_every_call() -> None:
    # Module state persists by design (like a worker in the reference), but the studio
    # object handed to each call is rebuilt, so tampering with it does not carry over.
    executor = make(
        "export function f(store, studio) { const had = typeof studio.history.search;"
        " studio.history.search = null; delete studio.log; return had }"
    )
    assert run(executor) == "function"
    assert run(executor) == "function"


def test_prototype_pollution_stays_inside_the_agents_own_context() -> None:
    # Polluting built-in prototypes only affects this agent's context; another executor
    # (another worker in production) is untouched.
    polluter = make("export function f() { Object.prototype.polluted = 'yes'; JSON.parse = null }")
    run(polluter)
    other = make("export function f() { return [({}).polluted, typeof JSON.parse] }")
    assert run(other) == [None, "function"]
    # Our own call machinery captured JSON.parse before the agent ran, so it still works.
    assert polluter.call("f", [], {"a": 1}, {})[1] == {"a": 1}


def test_a_web_workers_globals() -> None:
    """Node's names are absent, as in the reference's Web Worker; globalThis is not."""
    executor = make(
        "export function f() { return [typeof require, typeof module, typeof exports,"
        " typeof process, typeof global, typeof globalThis, typeof self] }"
    )
    assert run(executor)[:6] == ["undefined"] * 5 + ["object"]


def test_node_feature_detection_takes_the_browser_branch_in_libs_too() -> None:
    lib = (
        "(function (root, factory) {"
        " if (typeof module === 'object' && module.exports) { module.exports = factory(); }"
        " else if (typeof exports === 'object') { exports.detect = factory(); }"
        " else { root.detect = factory(); } })(this, function () {"
        " return {where: typeof require === 'function' ? 'node' : 'worker'}; });"
    )
    executor = JavaScriptExecutor(FakeBridge(), dict(DEFAULT_LIMITS))
    executor.load(
        "export const kind = 1;\nexport let n = 0;\n"
        "export function f() { n++; return [detect.where, typeof exports, n, kind] }",
        "agent.js",
        [("detect.js", lib)],
    )
    assert run(executor) == ["worker", "undefined", 1, 1]


def test_a_typescript_agent_sees_the_same_worker_scope() -> None:
    from studio.sandbox.typescript import prepare_javascript

    source = (
        "export const names: string[] = ['require', 'module', 'exports', 'process', 'global'];\n"
        "export function f(): string[] {\n"
        "  return [typeof require, typeof module, typeof exports, typeof process, typeof global]\n"
        "}\n"
    )
    executor = JavaScriptExecutor(FakeBridge(), dict(DEFAULT_LIMITS))
    executor.load(prepare_javascript(source, "agent.ts", True, disk_cache=False), "agent.ts", [])
    assert run(executor) == ["undefined"] * 5

"""The JavaScript executor in-process: export forms, async bridge, polyfills, libs, store."""

from __future__ import annotations

from typing import Any

import pytest

from studio.sandbox.executor import AgentError, BridgeError
from studio.sandbox.js import JavaScriptExecutor
from studio.sandbox.typescript import is_prepared, prepare_javascript

from .fakes_executor import (
    DEFAULT_LIMITS,
    WEIGHTED_CHOICE,
    FakeBridge,
    vendor_file,
)


def make(
    source: str, bridge: FakeBridge | None = None, libs: list[tuple[str, str]] | None = None
) -> tuple[JavaScriptExecutor, list[str]]:
    executor = JavaScriptExecutor(bridge or FakeBridge(), dict(DEFAULT_LIMITS))
    return executor, executor.load(source, "agent.js", libs or [])


def call(executor: JavaScriptExecutor, export: str, *args: Any, store: Any = None) -> Any:
    return executor.call(export, list(args), store if store is not None else {}, {})


EXPORT_FORMS = """\
export function plain(x) { return x + 1 }
export async function later(x) { return x * 2 }
export const arrow = (x) => "arrow " + x;
function inner(x) { return "renamed " + x }
export { inner as outer };
export default function (x) { return "default " + x }
export const notAFunction = 42;
"""


def test_every_export_form_is_callable() -> None:
    executor, names = make(EXPORT_FORMS)
    assert sorted(names) == ["arrow", "default", "later", "outer", "plain"]
    assert call(executor, "plain", 1)[0] == 2
    assert call(executor, "later", 4)[0] == 8
    assert call(executor, "arrow", "a")[0] == "arrow a"
    assert call(executor, "outer", "b")[0] == "renamed b"
    assert call(executor, "default", "c")[0] == "default c"


def test_prepared_source_from_the_host_is_used_as_is() -> None:
    prepared = prepare_javascript(EXPORT_FORMS, "agent.js")
    assert is_prepared(prepared)
    _executor, names = make(prepared)
    assert "outer" in names


def test_store_is_passed_mutated_and_returned_as_a_copy() -> None:
    executor, _ = make(
        "export function onToolCall(name, args, store) {"
        " store.items.push(args.item); store.count = (store.count || 0) + 1; return 'ok' }"
    )
    store = {"items": ["a"]}
    result, after = executor.call("onToolCall", ["add", {"item": "b"}], store, {})
    assert result == "ok"
    assert after == {"items": ["a", "b"], "count": 1}
    assert store == {"items": ["a"]}


def test_context_and_studio_arrive_after_args() -> None:
    executor, _ = make(
        "export function onLoad(store, studio, context) {"
        " return [typeof studio.log, context.agentId, context.config.x] }"
    )
    result, _ = executor.call("onLoad", [], {}, {"agentId": "a.b", "config": {"x": 1}})
    assert result == ["function", "a.b", 1]


def test_undefined_result_is_none() -> None:
    executor, _ = make("export function f() {}")
    assert call(executor, "f") == (None, {})


def test_awaited_bridge_calls_resolve_with_the_host_reply() -> None:
    bridge = FakeBridge({"history.search": [{"role": "user", "content": "hi", "index": 0}]})
    executor, _ = make(
        "export async function f(q, store, studio) {"
        " const hits = await studio.history.search(q);"
        " const file = await studio.context.readFile('a.txt').catch(e => e.message);"
        " return {hits, file} }",
        bridge,
    )
    result, _ = call(executor, "f", "hi")
    assert result == {
        "hits": [{"role": "user", "content": "hi", "index": 0}],
        "file": "not implemented",
    }
    assert bridge.requests == [("history.search", ["hi"]), ("context.readFile", ["a.txt"])]


def test_bridge_rejection_is_an_error_object_with_the_host_message() -> None:
    bridge = FakeBridge({"web.fetch": BridgeError("missing @api studio.web")})
    executor, _ = make(
        "export async function f(store, studio) {"
        " try { await studio.web.fetch('https://x') } catch (e) {"
        "   return [e instanceof Error, e.message] } }",
        bridge,
    )
    assert call(executor, "f")[0] == [True, "missing @api studio.web"]


def test_uncaught_bridge_rejection_fails_the_call() -> None:
    executor, _ = make(
        "export async function f(s, studio) { return await studio.callModel('x', []) }"
    )
    with pytest.raises(AgentError, match="Error: not implemented"):
        call(executor, "f")


def test_every_bridge_method_reaches_the_host_with_trailing_undefined_trimmed() -> None:
    bridge = FakeBridge({m: m for m in ["history.range", "callModel", "grants.readStore"]})
    executor, _ = make(
        "export async function f(s, studio) { return [await studio.history.range(0, 3),"
        " await studio.callModel('sys', [{role: 'user', content: 'x'}]),"
        " await studio.grants.readStore('ref')] }",
        bridge,
    )
    assert call(executor, "f")[0] == ["history.range", "callModel", "grants.readStore"]
    assert bridge.requests[1] == ("callModel", ["sys", [{"role": "user", "content": "x"}]])


def test_log_and_toast_are_notifications() -> None:
    bridge = FakeBridge()
    executor, _ = make(
        "export function f(s, studio) { studio.log('one'); studio.toast(2) }", bridge
    )
    call(executor, "f")
    assert bridge.notifications == [("log", ["one"]), ("toast", ["2"])]
    assert bridge.requests == []


def test_console_goes_to_debug() -> None:
    bridge = FakeBridge()
    executor, _ = make(
        "export function f() { console.log('a', {b: 1}, [2]); console.warn('w');"
        " console.error(new TypeError('bad')); console.info(undefined); console.debug(3) }",
        bridge,
    )
    call(executor, "f")
    assert bridge.debug_lines == [
        'a {"b":1} [2]',
        "warning: w",
        "error: TypeError: bad",
        "undefined",
        "3",
    ]


def test_polyfills() -> None:
    executor, _ = make(
        "export function f() { return [[1, 2, 3].at(-1), 'abc'.at(-2), new Uint8Array([5]).at(0),"
        " Object.hasOwn({a: 1}, 'a'), Object.hasOwn({}, 'toString'),"
        " structuredClone({x: [1, {y: 2}]}), typeof globalThis, globalThis === this || true] }"
    )
    assert call(executor, "f")[0] == [3, "b", 5, True, False, {"x": [1, {"y": 2}]}, "object", True]


def test_structured_clone_is_a_deep_copy() -> None:
    executor, _ = make(
        "export function f() { const a = {l: [1]}; const b = structuredClone(a);"
        " b.l.push(2); return a.l.length }"
    )
    assert call(executor, "f")[0] == 1


def test_timers_and_network_are_absent() -> None:
    executor, _ = make(
        "export function f() { return [typeof setTimeout, typeof setInterval, typeof fetch,"
        " typeof XMLHttpRequest, typeof WebSocket, typeof std, typeof os,"
        " typeof queueMicrotask] }"
    )
    assert call(executor, "f")[0] == ["undefined"] * 7 + ["function"]


def test_queue_microtask_runs_before_the_result() -> None:
    executor, _ = make(
        "export async function f() { let hit = false; queueMicrotask(() => { hit = true });"
        " await null; await null; return hit }"
    )
    assert call(executor, "f")[0] is True


def test_module_state_persists_between_calls() -> None:
    executor, _ = make("let n = 0; export function f() { return ++n }")
    assert [call(executor, "f")[0] for _ in range(3)] == [1, 2, 3]


def test_libs_run_as_global_scripts_before_the_agent() -> None:
    executor, _ = make(
        "export function f() { return weightedChoice.pick([{weight: 1, value: 'only'}]) }",
        libs=[("weighted-choice", WEIGHTED_CHOICE)],
    )
    assert call(executor, "f")[0] == "only"


def test_real_jmespath_umd_build() -> None:
    jmespath = vendor_file("test/jmespath.js").read_text(encoding="utf-8")
    executor, _ = make(
        "export function onToolCall(name, args) { return jmespath.search(args.data, args.q) }",
        libs=[("jmespath", jmespath)],
    )
    data = {"people": [{"name": "a", "age": 30}, {"name": "b", "age": 50}]}
    result, _ = executor.call(
        "onToolCall", ["q", {"data": data, "q": "people[?age > `40`].name"}], {}, {}
    )
    assert result == ["b"]


def test_lib_error_names_the_lib() -> None:
    with pytest.raises(AgentError, match=r"ReferenceError: .*nope.* \(broken:3\)"):
        make("export function f() {}", libs=[("broken", "var a = 1;\n\nnope();\n")])


def test_error_in_a_lib_function_points_into_the_lib() -> None:
    executor, _ = make(
        "export function f() {\n  return weightedChoice.pick([])\n}",
        libs=[("weighted-choice", WEIGHTED_CHOICE)],
    )
    throw_line = next(
        n for n, line in enumerate(WEIGHTED_CHOICE.splitlines(), 1) if "throw new Error" in line
    )
    with pytest.raises(
        AgentError, match=rf"weightedChoice.pick: table must .*\(weighted-choice:{throw_line}\)"
    ):
        call(executor, "f")


def test_missing_export() -> None:
    executor, _ = make("export function f() {}")
    with pytest.raises(AgentError, match='no exported function named "g"'):
        call(executor, "g")


def test_module_level_error_fails_the_load() -> None:
    with pytest.raises(AgentError, match=r"Error: setup failed \(agent.js:2\)"):
        make("const a = 1;\nthrow new Error('setup failed');\n")


def test_syntax_error_names_the_line() -> None:
    with pytest.raises(AgentError, match=r"agent.js:3"):
        make("export function f() {\n  return 1\n}}\n")


def test_runtime_error_names_file_and_line() -> None:
    executor, _ = make("export function f() {\n  const x = 1;\n\n  return x();\n}\n")
    with pytest.raises(AgentError, match=r"^TypeError: not a function \(agent.js:4\)$"):
        call(executor, "f")


def test_async_rejection_names_file_and_line() -> None:
    executor, _ = make("export async function f() {\n  await null;\n  null.x;\n}\n")
    with pytest.raises(AgentError, match=r"TypeError: .*null.* \(agent.js:3\)"):
        call(executor, "f")

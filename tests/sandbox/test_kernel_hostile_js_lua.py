"""Hostile JavaScript and Lua agents: what they can reach is their runtime and the
shared worker's own process. Both are contained with and without the audit hook,
and that process carries every kernel layer.
"""

from __future__ import annotations

import json
import sys

import pytest

from studio.errors import SandboxError
from studio.sandbox import WorkerGroup, landlock, seccomp

from .helpers_sandbox import SandboxFactory
from .hostile_targets import assert_locked_down, layers_here

linux_layers = pytest.mark.skipif(
    not sys.platform.startswith("linux") or landlock.abi_version() < 6 or seccomp.machine() is None,
    reason="Linux kernel layers (Landlock ABI 6+, a known seccomp architecture)",
)
HOOK = pytest.mark.parametrize("hook", [True, False], ids=["with-hook", "kernel-only"])
CTX = {"invokedBy": "model", "agentId": "evil.agent"}

JS_PROBES = """
export function probe() {
  const seen = {};
  const G = (0, eval)("this");
  for (const name of ["require", "process", "std", "os", "module", "Deno", "Bun",
                      "__studio_bridge", "__studio_notify", "__studio_host", "XMLHttpRequest",
                      "fetch", "WebSocket"]) {
    seen[name] = typeof G[name];
  }
  seen.functionCtor = typeof (new Function("return this"))().process;
  seen.ctorChain = typeof ({}).constructor.constructor("return globalThis.std")();
  return JSON.stringify(seen);
}
export async function dynamicImport() {
  try { await import("os"); return "imported"; } catch (e) { return "blocked"; }
}
export function ok() { return "still fine"; }
"""
LUA_PROBES = """
function probe()
  local seen = {}
  for _, name in ipairs({"io", "require", "package", "load", "loadfile", "dofile", "debug",
                         "collectgarbage", "python", "loadstring", "module"}) do
    seen[name] = type(_ENV[name])
  end
  seen["os.execute"] = type(os.execute)
  seen["os.getenv"] = type(os.getenv)
  seen["os.remove"] = type(os.remove)
  seen["string.dump"] = type(string.dump)
  return seen
end
function ok() return "still fine" end
"""


@linux_layers
@HOOK
async def test_js_agents_reach_nothing_and_the_shared_worker_is_locked_down(
    make_sandbox: SandboxFactory, hook: bool
) -> None:
    group = WorkerGroup("javascript")
    evil = make_sandbox(JS_PROBES, language="javascript", agent_id="evil.agent",
                        group=group, audit_hook=hook)  # fmt: skip
    seen = json.loads((await evil.call("probe", [], {}, CTX)).value)
    assert set(seen.values()) == {"undefined"}, seen
    assert (await evil.call("dynamicImport", [], {}, CTX)).value == "blocked"
    assert ("audit-hook" in evil.isolation) is hook
    assert layers_here("pidns", "landlock-fs", "landlock-scope", "seccomp", "no-caps") <= set(
        evil.isolation
    )
    assert_locked_down(group.supervisor.pid)
    await group.close()


@linux_layers
@HOOK
async def test_lua_agents_reach_nothing_and_the_shared_worker_is_locked_down(
    make_sandbox: SandboxFactory, hook: bool
) -> None:
    group = WorkerGroup("lua")
    evil = make_sandbox(LUA_PROBES, language="lua", agent_id="evil.agent", group=group,
                        audit_hook=hook)  # fmt: skip
    seen = (await evil.call("probe", [], {}, CTX)).value
    assert set(seen.values()) == {"nil"}, seen
    assert ("audit-hook" in evil.isolation) is hook
    assert layers_here("pidns", "landlock-fs", "landlock-scope", "seccomp", "no-caps") <= set(
        evil.isolation
    )
    assert_locked_down(group.supervisor.pid)
    await group.close()


@pytest.mark.parametrize(
    ("body", "shown"),
    [
        ("return new Date(0);", "a Date is not plain JSON data"),
        ("return {toString() { return 'x'; }};", 'property "toString" is a function'),
        ("return {toJSON() { return 'x'; }};", 'property "toJSON" is a function'),
        ("return [1, new Date(0)];", "a Date is not plain JSON data"),
        ("return {when: new Map()};", "a Map is not plain JSON data"),
        ("class Point { constructor() { this.x = 1; } } return new Point();", "a Point is not"),
        ("return {n: NaN};", "NaN is not a JSON number"),
        ("return Infinity;", "Infinity is not a JSON number"),
    ],
)
async def test_js_non_plain_results_are_agent_failures(
    make_sandbox: SandboxFactory, body: str, shown: str
) -> None:
    sandbox = make_sandbox(
        f"export function onToolCall() {{ {body} }}\nexport function ok() {{ return 'fine'; }}",
        language="javascript", agent_id="js.agent",
    )  # fmt: skip
    with pytest.raises(SandboxError) as caught:
        await sandbox.call("onToolCall", ["t", {}], {}, CTX)
    assert caught.value.kind == "error"
    assert shown in caught.value.message and "not JSON-serialisable" in caught.value.message
    assert (await sandbox.call("ok", [], {}, CTX)).value == "fine"


async def test_js_plain_results_still_pass(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox(
        "export function onToolCall() { return {a: [1, 'x', null, {b: true}], c: undefined,"
        " d: Object.create(null)}; }",
        language="javascript", agent_id="js.agent",
    )  # fmt: skip
    value = (await sandbox.call("onToolCall", ["t", {}], {}, CTX)).value
    assert value == {"a": [1, "x", None, {"b": True}], "d": {}}


@pytest.mark.parametrize(
    ("body", "shown"),
    [
        ("return string.rep('x', 100 * 1024 * 1024)",
         "the agent's result with its store is larger"),
        ("local t = {} for i = 1, 20 do t[i] = string.rep('x', 1024 * 1024) end return t",
         "the agent's result with its store is larger"),
        ("store.big = string.rep('y', 40 * 1024 * 1024) return 'ok'",
         "the agent's result with its store is larger"),
        ("local t = {} t[1] = t t[2] = t return t", "is larger"),
        ("return studio.history.search(string.rep('q', 30 * 1024 * 1024)):await()",
         "studio.history.search's argument is larger"),
    ],
)  # fmt: skip
async def test_lua_oversize_values_are_refused_before_the_native_layer(
    make_sandbox: SandboxFactory, body: str, shown: str
) -> None:
    sandbox = make_sandbox(
        f"function on_tool_call(tool, args, store, studio)\n  {body}\nend\n"
        "function ok() return 'fine' end\n",
        language="lua", agent_id="lua.agent", apis={"studio.history"},
    )  # fmt: skip
    await sandbox.start()
    pid = sandbox._supervisor.pid
    with pytest.raises(SandboxError) as caught:
        await sandbox.call("on_tool_call", ["t", {}], {}, CTX)
    assert caught.value.kind == "error", caught.value  # Not a crash of the worker.
    assert shown in caught.value.message
    assert (await sandbox.call("ok", [], {}, CTX)).value == "fine"
    assert sandbox._supervisor.pid == pid


async def test_lua_huge_log_and_print_are_cut_not_fatal(make_sandbox: SandboxFactory) -> None:
    lines: list[str] = []
    sandbox = make_sandbox(
        "function f(tool, args, store, studio)\n"
        "  local s = string.rep('z', 40 * 1024 * 1024)\n"
        "  print(s)\n  studio.log(s)\n  return #s\nend\n",
        language="lua", agent_id="lua.agent",
        on_console=lambda agent, text: lines.append(text),
    )  # fmt: skip
    result = await sandbox.call("f", ["t", {}], {}, CTX)
    assert result.value == 40 * 1024 * 1024
    assert result.console and len(result.console[0]) == 16_000

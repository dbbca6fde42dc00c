"""The Lua executor in-process: globals as exports, bridge awaitables, tables <-> JSON."""

from __future__ import annotations

from typing import Any

import pytest

from studio.sandbox.executor import AgentError, BridgeError
from studio.sandbox.lua import LuaExecutor

from .fakes_executor import DEFAULT_LIMITS, FakeBridge


def make(source: str, bridge: FakeBridge | None = None) -> tuple[LuaExecutor, list[str]]:
    executor = LuaExecutor(bridge or FakeBridge(), dict(DEFAULT_LIMITS))
    return executor, executor.load(source, "agent.lua", [])


def call(executor: LuaExecutor, export: str, *args: Any, store: Any = None) -> Any:
    return executor.call(export, list(args), store if store is not None else {}, {})


def test_global_functions_are_the_exports() -> None:
    executor, names = make(
        "local function helper() return 1 end\n"
        "function on_load(store) return 'n=' .. tostring(store.n) end\n"
        "function on_tool_call(name, args) return name .. helper() end\n"
        "function on_conversation_start(event) end\n"
        "function rollDice(args) return #args end\n"
        "answer = 42\n"
    )
    assert names == ["on_conversation_start", "on_load", "on_tool_call", "rollDice"]
    assert call(executor, "on_load", store={"n": 3}) == ("n=3", {"n": 3})
    assert call(executor, "on_tool_call", "t", {})[0] == "t1"
    assert call(executor, "on_conversation_start", {"isNewConversation": True})[0] is None


def test_context_and_studio_follow_the_args() -> None:
    executor, _ = make(
        "function on_load(store, studio, context)\n"
        "  return {type(studio.log), context.agentId, context.config.x}\nend"
    )
    result, _ = executor.call("on_load", [], {}, {"agentId": "a.b", "config": {"x": 1}})
    assert result == ["function", "a.b", 1]


def test_store_round_trip_keeps_arrays_including_empty_ones() -> None:
    executor, _ = make(
        "function f(store)\n"
        "  table.insert(store.list, 'c')\n"
        "  store.emptied = {}\n"
        "  store.nested.inner = {}\n"
        "  store.matrix[1] = {}\n"
        "  store.new_empty = {}\n"
        "  store.map.k2 = 2\n"
        "end"
    )
    store = {
        "list": ["a", "b"],
        "emptied": ["x"],
        "nested": {"inner": [1, 2]},
        "matrix": [[1], [2]],
        "map": {"k": 1},
        "stays_empty": [],
    }
    _, after = call(executor, "f", store=store)
    assert after == {
        "list": ["a", "b", "c"],
        "emptied": [],
        "nested": {"inner": []},
        "matrix": [[], [2]],
        "new_empty": {},
        "map": {"k": 1, "k2": 2},
        "stays_empty": [],
    }


def test_results_convert_to_json() -> None:
    executor, _ = make(
        "function f() return {1, 2, {a = true, b = 1.5}}, 'ignored' end\n"
        "function g() return {[1] = 'a', [3] = 'c'} end\n"
        "function h() return nil end"
    )
    assert call(executor, "f")[0] == [1, 2, {"a": True, "b": 1.5}]
    assert call(executor, "g")[0] == {"1": "a", "3": "c"}
    assert call(executor, "h")[0] is None


def test_awaited_bridge_calls() -> None:
    bridge = FakeBridge({"history.search": [{"role": "user", "content": "hi", "index": 0}]})
    executor, _ = make(
        "function f(q, store, studio)\n"
        "  local hits = studio.history.search(q):await()\n"
        "  local ok, err = pcall(function()\n"
        "    local v = studio.web.fetch('https://x'):await(); return v end)\n"
        "  return {hits[1].content, #hits, ok, err}\n"
        "end",
        bridge,
    )
    result, _ = call(executor, "f", "hi")
    assert result[:3] == ["hi", 1, False]
    assert result[3].endswith("not implemented")
    assert bridge.requests == [("history.search", ["hi"]), ("web.fetch", ["https://x"])]


def test_bridge_rejection_uncaught_fails_the_call_with_the_host_message() -> None:
    bridge = FakeBridge({"callModel": BridgeError("token cap reached")})
    executor, _ = make(
        "function f(store, studio)\n  return studio.callModel('s', {}, 10):await()\nend", bridge
    )
    with pytest.raises(AgentError, match="token cap reached"):
        call(executor, "f")
    assert bridge.requests == [("callModel", ["s", [], 10])]


def test_every_bridge_method() -> None:
    bridge = FakeBridge({m: m for m in ["history.range", "context.readFile", "grants.readStore"]})
    executor, _ = make(
        "function f(store, studio) return {studio.history.range(0, 2):await(),"
        " studio.context.readFile('a'):await(), studio.grants.readStore('r'):await()} end",
        bridge,
    )
    assert call(executor, "f")[0] == ["history.range", "context.readFile", "grants.readStore"]


def test_log_toast_and_print() -> None:
    bridge = FakeBridge()
    executor, _ = make(
        "function f(store, studio) studio.log('one'); studio.toast(2); print('a', 1, nil) end",
        bridge,
    )
    call(executor, "f")
    assert bridge.notifications == [("log", ["one"]), ("toast", ["2"])]
    assert bridge.debug_lines == ["a\t1\tnil"]


def test_allowed_libraries_work() -> None:
    executor, _ = make(
        "function f()\n"
        "  local co = coroutine.wrap(function(a) coroutine.yield(a + 1); return 0 end)\n"
        "  return {string.format('%02d', 7), ('abc'):upper(), math.floor(2.5), utf8.char(233),\n"
        "          table.concat({'a', 'b'}, '-'), type(os.time()), type(os.clock()),\n"
        "          os.date('!%Y', 0), co(1), select('#', 1, 2)}\n"
        "end"
    )
    assert call(executor, "f")[0] == ["07", "ABC", 2, "é", "a-b", "number", "number", "1970", 2, 2]


def test_module_state_persists_between_calls() -> None:
    executor, _ = make("local n = 0\nfunction f() n = n + 1; return n end")
    assert [call(executor, "f")[0] for _ in range(3)] == [1, 2, 3]


def test_runtime_error_names_file_and_line() -> None:
    executor, _ = make("function f()\n  local x\n  return x.y\nend")
    with pytest.raises(AgentError, match=r"^agent.lua:3: attempt to index a nil value"):
        call(executor, "f")


def test_syntax_error_names_file_and_line() -> None:
    with pytest.raises(AgentError, match=r"^agent.lua:2: "):
        make("function f()\n  return return\nend")


def test_error_at_load() -> None:
    with pytest.raises(AgentError, match=r"^agent.lua:1: boom"):
        make("error('boom')")


@pytest.mark.parametrize(
    ("raised", "message"),
    [
        ("error({code = 7})", r'non-string error: \{"code": 7\}'),
        ("error(nil)", "no value"),
        ("error('plain', 0)", "^plain$"),
    ],
)
def test_non_string_errors_are_readable(raised: str, message: str) -> None:
    executor, _ = make(f"function f() {raised} end")
    with pytest.raises(AgentError, match=message):
        call(executor, "f")


@pytest.mark.parametrize(
    "body",
    ["return function() end", "return {f = print}", "return coroutine.create(print)"],
)
def test_non_json_results_are_errors(body: str) -> None:
    executor, _ = make(f"function f() {body} end")
    with pytest.raises(AgentError, match="not JSON"):
        call(executor, "f")


def test_cyclic_store_is_an_error() -> None:
    executor, _ = make("function f(store) store.me = store end")
    with pytest.raises(AgentError, match="nested too deeply"):
        call(executor, "f")


def test_missing_export() -> None:
    executor, _ = make("function f() end")
    with pytest.raises(AgentError, match="no global function named g"):
        call(executor, "g")


def test_store_stays_an_object_and_bad_utf8_is_an_error() -> None:
    executor, _ = make('function f(store) store[1] = "x" end\nfunction g() return "\\255" end')
    assert call(executor, "f") == (None, {"1": "x"})
    with pytest.raises(AgentError, match="not valid UTF-8"):
        call(executor, "g")


def test_infinite_numbers_are_not_json() -> None:
    executor, _ = make("function f() return {n = math.huge} end")
    with pytest.raises(AgentError, match="not a JSON number"):
        call(executor, "f")

"""Hostile Lua in-process: escapes, infinite loops and memory bombs."""

from __future__ import annotations

import time
from typing import Any

import pytest

from studio.sandbox.executor import AgentError
from studio.sandbox.lua import LuaExecutor

from .fakes_executor import DEFAULT_LIMITS, FakeBridge


def make(source: str, **limits: Any) -> LuaExecutor:
    executor = LuaExecutor(FakeBridge(), {**DEFAULT_LIMITS, **limits})
    executor.load(source, "agent.lua", [])
    return executor


def run(executor: LuaExecutor, export: str = "f") -> Any:
    return executor.call(export, [], {}, {})[0]


@pytest.mark.parametrize(
    "name",
    [
        "io",
        "require",
        "load",
        "loadfile",
        "dofile",
        "debug",
        "package",
        "loadstring",
        "collectgarbage",
        "python",
        "module",
        "setfenv",
        "getfenv",
        "_G",
    ],
)
def test_dangerous_globals_are_absent(name: str) -> None:
    assert run(make(f"function f() return type({name}) end")) == "nil"


def test_os_has_only_time_clock_and_date() -> None:
    executor = make(
        "function f() local k = {} for n in pairs(os) do k[#k+1] = n end table.sort(k) return k end"
    )
    assert run(executor) == ["clock", "date", "time"]
    with pytest.raises(AgentError, match="execute"):
        run(make("function f() return os.execute('echo hi') end"))


def test_string_dump_is_gone_everywhere() -> None:
    executor = make(
        "function f() return {type(string.dump), type(('').dump), getmetatable('')} end"
    )
    assert run(executor) == ["nil", "nil", False]


def test_string_metatable_cannot_reach_globals() -> None:
    executor = make(
        "function f()\n"
        "  local ok1 = pcall(function() return getmetatable('').__index end)\n"
        "  local ok2 = pcall(setmetatable, '', {})\n"
        "  local s = ('x').len\n"
        "  return {ok1, ok2, type(s), type(string.io)}\n"
        "end"
    )
    assert run(executor) == [False, False, "function", "nil"]


def test_bytecode_is_refused() -> None:
    with pytest.raises(AgentError, match="binary chunk"):
        make("\x1bLua\x54\x00garbage")


def test_environment_cannot_be_walked_to_the_host_globals() -> None:
    executor = make(
        "function f()\n"
        "  local ok = pcall(setmetatable, _ENV, nil)\n"
        "  return {tostring(getmetatable(_ENV)), ok, rawget(_ENV, 'io') == nil}\n"
        "end"
    )
    assert run(executor) == ["false", False, True]


def test_python_objects_are_unreachable() -> None:
    # The only Python objects in the runtime are the bridge callables, held in upvalues
    # the agent cannot read without debug; attribute access on them is denied anyway.
    executor = make(
        "function f(store, studio)\n"
        "  local found = {}\n"
        "  local function walk(t, depth)\n"
        "    if depth > 3 then return end\n"
        "    for k, v in pairs(t) do\n"
        "      if type(v) == 'userdata' then found[#found + 1] = k end\n"
        "      if type(v) == 'table' then walk(v, depth + 1) end\n"
        "    end\n"
        "  end\n"
        "  walk(studio, 0); walk(_ENV, 0); walk(string, 0)\n"
        "  return #found\n"
        "end"
    )
    assert run(executor) == 0


def test_python_attribute_access_is_denied() -> None:
    executor = LuaExecutor(FakeBridge(), dict(DEFAULT_LIMITS))
    # Reach into the runtime as a host bug would: even a leaked callable gives nothing.
    probe = executor._runtime.eval("function(obj) return obj.__class__ end")
    with pytest.raises(Exception, match="not available"):
        probe(executor._request)


@pytest.mark.parametrize(
    "body",
    [
        "while true do end",
        "local n = 0 repeat n = n + 1 until false",
        "while true do pcall(function() while true do end end) end",
        "while true do pcall(error, 'x') end",
        "local ok = pcall(function() while true do end end); while true do end",
        "xpcall(function() while true do end end, function() while true do end end)",
        "local co = coroutine.create(function() while true do end end)"
        " while true do coroutine.resume(co) end",
        "coroutine.wrap(function() while true do end end)()",
        "local co = coroutine.wrap(function() while true do coroutine.yield() end end)"
        " while true do pcall(co) end",
        "local function r() return r() end r()",
        "xpcall(error, function(e) while true do end end, 'x')",
        "setmetatable({}, {__newindex = function(t, k) while true do end end}).x = 1",
        "local t = setmetatable({}, {__index = function(t, k) while true do end end}); return t.x",
        "for w in string.gmatch(string.rep('a ', 10), '%a+') do while true do end end",
        "table.sort({3, 2, 1}, function(a, b) while true do end end)",
        "do local x <close> = setmetatable({}, {__close = function() while true do end end})"
        " while true do end end",
    ],
)
def test_infinite_loops_hit_the_instruction_budget(body: str) -> None:
    executor = make(f"function f()\n{body}\nend\nfunction ok() return 'still fine' end")
    started = time.perf_counter()
    with pytest.raises(AgentError, match="instruction budget exceeded"):
        run(executor)
    assert time.perf_counter() - started < 5
    assert run(executor, "ok") == "still fine"


def test_gc_finalizers_are_refused() -> None:
    executor = make("function f() setmetatable({}, {__gc = function() while true do end end}) end")
    with pytest.raises(AgentError, match="__gc metamethods are not available"):
        run(executor)


def test_infinite_loop_at_load_hits_the_budget() -> None:
    with pytest.raises(AgentError, match="instruction budget exceeded"):
        make("while true do end")


def test_budget_is_per_call() -> None:
    executor = make(
        "function f() local n = 0 for i = 1, 300000 do n = n + i end return n end",
        instruction_budget=2_000_000,
    )
    assert [run(executor) for _ in range(5)] == [45000150000] * 5


def test_memory_bomb_is_out_of_memory() -> None:
    executor = make(
        "function f() local t = {} for i = 1, 1e9 do t[i] = string.rep('x', 64) .. i end end\n"
        "function ok() return 1 end",
        memory_bytes=16 * 1024 * 1024,
    )
    with pytest.raises(AgentError, match=r"^out of memory$"):
        run(executor)
    assert run(executor, "ok") == 1


def test_memory_bomb_in_one_c_call() -> None:
    executor = make("function f() return #string.rep('x', 1e9) end", memory_bytes=16 * 1024 * 1024)
    with pytest.raises(AgentError, match="out of memory"):
        run(executor)


def test_memory_bomb_behind_pcall_is_still_capped() -> None:
    executor = make(
        "function f() local s = 'x'\n"
        "  local ok, err = pcall(function() while true do s = s .. s end end)\n"
        "  return {ok, err, #s <= 16 * 1024 * 1024} end",
        memory_bytes=16 * 1024 * 1024,
    )
    assert run(executor) == [False, "not enough memory", True]

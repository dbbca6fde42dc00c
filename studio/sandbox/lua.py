"""The Lua executor: one agent in a restricted Lua 5.4 runtime (``lupa.lua54``).

* The agent's globals live in a fresh environment table whose ``__index`` is a whitelist
  (decisions §13): ``string`` (without ``dump``), ``table``, ``math``, ``utf8``, a wrapped
  ``coroutine``, ``os.time/clock/date`` and the safe base functions. There is no ``io``,
  ``require``, ``load``, ``loadfile``, ``dofile``, ``debug``, ``package`` or
  ``collectgarbage`` (left out: ``"stop"`` would let an agent switch the collector off,
  and agents have no use for the rest). The string metatable is hidden, so
  ``getmetatable("").__index`` leads nowhere. Source is loaded with mode ``"t"``: bytecode
  is refused.
* Python attribute access is denied by an ``attribute_filter``, and the only Python
  objects the runtime ever sees are the three bridge callables, which sit in upvalues the
  agent cannot reach without ``debug``.
* The instruction budget is a count hook firing every :data:`_HOOK_STEP` instructions. Once
  spent it is sticky: the hook raises again on every firing, and the wrapped
  ``pcall``/``xpcall``/``coroutine.resume``/``coroutine.wrap`` re-raise it, so neither
  ``pcall`` nor a coroutine can swallow it. Hooks are per coroutine in 5.4, so the wrapped
  ``coroutine.create``/``wrap`` install it in each new one. Long C calls (``string.rep``)
  do not fire hooks; the host's wall-clock kill covers those.
* Tables become JSON on the way out: sequences turn into lists, and an empty table at a key
  path that held a list going in turns back into ``[]`` (the reference's caveat).
"""

from __future__ import annotations

import math

import lupa.lua54 as lupa

from studio.sandbox import wirejson
from studio.sandbox.executor import AgentError, Bridge, BridgeError
from studio.sandbox.framing import MAX_LINE

# Not ``from typing import ...``: importing typing costs a worker ~10 ms of its cold
# start; mypy reads the names through the TYPE_CHECKING branch.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

MAX_VALUE = MAX_LINE - 64 * 1024  # Room for the frame around a value (ids, keys, escapes).
MAX_DEBUG_LINE = 16_000  # As studio.sandbox.worker.MAX_DEBUG_LINE: console lines are for people.

__all__ = ["LuaExecutor"]

_HOOK_STEP = 1000
_BUDGET_MESSAGE = "instruction budget exceeded"
_MAX_DEPTH = 100
_ITEM = "[]"  # stands for "any element of a list" in a key path
# Bridge parameters that are arrays by contract, so an empty Lua table there means [].
_ARRAY_PARAMS = {("callModel", 1)}

_SETUP = r"""
local request, notify, debug_out, budget_message, step, max_value, max_debug = ...
local sethook, traceback = debug.sethook, debug.traceback
local pack, unpack, concat = table.pack, table.unpack, table.concat
local raw_pcall, raw_xpcall, raw_error, select, type = pcall, xpcall, error, select, type
local co_create, co_resume, co_wrap, co_status = coroutine.create, coroutine.resume,
  coroutine.wrap, coroutine.status
local load, tostring = load, tostring

string.dump = nil
getmetatable("").__metatable = false

local steps, limit, exhausted = 0, 0, false
local function hook()
  steps = steps + 1
  if exhausted or (limit > 0 and steps > limit) then
    exhausted = true
    raw_error(budget_message, 0)
  end
end
local function install(thread)
  if limit <= 0 then return end
  if thread then sethook(thread, hook, "", step) else sethook(hook, "", step) end
end
-- Re-raise a spent budget after anything that catches errors.
local function sticky(...)
  if exhausted then raw_error(budget_message, 0) end
  return ...
end

local co = {}
for k, v in pairs(coroutine) do co[k] = v end
co.create = function(f) local t = co_create(f); install(t); return t end
co.resume = function(t, ...) return sticky(co_resume(t, ...)) end
co.wrap = function(f)
  local t = co.create(f)
  return function(...)
    local r = pack(co_resume(t, ...))
    sticky()
    if not r[1] then raw_error(r[2], 0) end
    return unpack(r, 2, r.n)
  end
end

local function text(...)
  local parts = pack(...)
  for i = 1, parts.n do parts[i] = tostring(parts[i]) end
  return concat(parts, "\t")
end

-- What a value would take as JSON, roughly, or a negative number once it exceeds
-- `left`. Checked in Lua, before anything crosses to Python: a value larger than
-- a frame may carry cannot be sent anyway, and converting one (a 100 MB string)
-- can exhaust the worker's memory inside the native layer, which crashes it.
-- Shared subtables count each time they appear, as JSON would repeat them; the
-- walk stops as soon as the budget is spent, so it is bounded by the budget.
local function measure(v, left, depth)
  local kind = type(v)
  if kind == "string" then return left - #v - 2 end
  if kind ~= "table" or depth > 100 then return left - 8 end
  for k, item in next, v do
    left = left - 2 - (type(k) == "string" and #k + 3 or 8)
    if left < 0 then return left end
    left = measure(item, left, depth + 1)
    if left < 0 then return left end
  end
  return left - 2
end
local function too_large(what)
  return what .. " is larger than the " .. math.floor(max_value / 1048576 + 0.5) ..
    " MB a message to the host may carry"
end
local function clip(text)
  if #text > max_value then return text:sub(1, max_value) end
  return text
end

local Pending = {}
Pending.__index = Pending
function Pending:await()
  if not self.ok then raw_error(self.value, 2) end
  return self.value
end
local function call(method, ...)
  local left = max_value
  for i = 1, select("#", ...) do
    left = measure((select(i, ...)), left, 0)
    if left < 0 then raw_error(too_large("studio." .. method .. "'s argument"), 2) end
  end
  local ok, value = request(method, select("#", ...), ...)
  return setmetatable({ok = ok, value = value}, Pending)
end

-- Finalizers run with hooks disabled, so a looping __gc would escape the budget.
local function safe_setmetatable(t, mt)
  if type(mt) == "table" and rawget(mt, "__gc") ~= nil then
    raw_error("__gc metamethods are not available to agents", 2)
  end
  return setmetatable(t, mt)
end

local base = {
  string = string, table = table, math = math, utf8 = utf8, coroutine = co,
  os = {time = os.time, clock = os.clock, date = os.date},
  pairs = pairs, ipairs = ipairs, select = select, type = type, tostring = tostring,
  tonumber = tonumber, error = raw_error, assert = assert, next = next,
  setmetatable = safe_setmetatable, getmetatable = getmetatable, rawget = rawget,
  rawset = rawset, rawequal = rawequal, rawlen = rawlen, _VERSION = _VERSION,
  pcall = function(...) return sticky(raw_pcall(...)) end,
  -- An error raised by the hook runs the message handler with hooks disabled, so a
  -- handler that loops would never be stopped: once the budget is spent it is skipped.
  xpcall = function(f, handler, ...)
    local function guarded(e)
      if exhausted then return e end
      return handler(e)
    end
    return sticky(raw_xpcall(f, guarded, ...))
  end,
  print = function(...)
    local line = text(...)
    debug_out(#line > max_debug and line:sub(1, max_debug) or line)
  end,
}
local env = setmetatable({}, {__index = base, __metatable = false})
local studio = {
  log = function(message) notify("log", clip(tostring(message))) end,
  toast = function(message) notify("toast", clip(tostring(message))) end,
  history = {
    search = function(query) return call("history.search", query) end,
    range = function(first, last) return call("history.range", first, last) end,
  },
  context = {readFile = function(name) return call("context.readFile", name) end},
  callModel = function(...) return call("callModel", ...) end,
  grants = {readStore = function(ref) return call("grants.readStore", ref) end},
  web = {fetch = function(...) return call("web.fetch", ...) end},
}

local host = {}
function host.load(source, chunkname, budget)
  local chunk, err = load(source, chunkname, "t", env)
  if not chunk then return false, err end
  return host.run(chunk, budget)
end
function host.run(f, budget, ...)
  steps, limit, exhausted = 0, budget, false
  install(nil)
  local r = pack(raw_pcall(f, ...))
  sethook()
  if exhausted then return false, budget_message end
  return unpack(r, 1, r.n)
end
function host.invoke(name, budget, args, nargs, store, context)
  local f = rawget(env, name)
  if type(f) ~= "function" then return false, "the agent has no global function named " .. name end
  args[nargs + 1], args[nargs + 2], args[nargs + 3] = store, studio, context
  local r = pack(host.run(f, budget, unpack(args, 1, nargs + 3)))
  if r[1] and measure(store, measure(r[2], max_value, 0), 0) < 0 then
    return false, too_large("the agent's result with its store")
  end
  return unpack(r, 1, r.n)
end
function host.exports()
  local names = {}
  for k, v in next, env do
    if type(k) == "string" and type(v) == "function" then names[#names + 1] = k end
  end
  return names
end
return host
"""


def _deny(obj: object, name: object, is_setting: bool) -> object:
    raise AttributeError("Python attribute access is not available to Lua agents")


def _values(returned: Any) -> tuple[Any, ...]:
    """Lua's multiple returns arrive as a tuple, a single one as a bare value."""
    return returned if isinstance(returned, tuple) else (returned,)


def _array_paths(value: Any, path: tuple[str, ...], out: set[tuple[str, ...]]) -> None:
    """Record the key path of every list in ``value`` (list elements share the ``[]`` step)."""
    if isinstance(value, dict):
        for key, item in value.items():
            _array_paths(item, (*path, str(key)), out)
    elif isinstance(value, list):
        out.add(path)
        for item in value:
            _array_paths(item, (*path, _ITEM), out)


class LuaExecutor:
    """Runs one Lua agent; see the module docstring for the sandbox rules."""

    language = "lua"

    def __init__(self, bridge: Bridge, limits: dict[str, Any]) -> None:
        self._bridge = bridge
        memory = int(limits.get("memory_bytes") or 0)
        self._budget = max(0, -(-int(limits.get("instruction_budget") or 0) // _HOOK_STEP))
        self._runtime = lupa.LuaRuntime(
            register_eval=False,
            register_builtins=False,
            unpack_returned_tuples=True,
            attribute_filter=_deny,
            max_memory=memory if memory > 0 else None,
        )
        setup = self._runtime.execute(
            _SETUP,
            self._request,
            self._notify,
            self._debug,
            _BUDGET_MESSAGE,
            _HOOK_STEP,
            MAX_VALUE,
            MAX_DEBUG_LINE,
        )
        self._load, self._invoke, self._exports = setup.load, setup.invoke, setup.exports
        self._filename = "agent.lua"

    # -- Python callables for the bridge: they report failures instead of raising ----------

    def _request(self, method: str, count: int, *params: Any) -> tuple[bool, Any]:
        try:
            values = [
                self._to_json(p, (), {()} if (method, i) in _ARRAY_PARAMS else set())
                for i, p in enumerate(params[:count])
            ]
            result = self._bridge.request(str(method), values)
            return True, self._to_lua(result)
        except BridgeError as err:
            return False, str(err)
        except Exception as err:
            return False, f"bridge call {method} failed: {err}"

    def _notify(self, method: str, message: str) -> None:
        try:
            self._bridge.notify(str(method), [str(message)])
        except Exception:
            pass  # Fire-and-forget: a lost log line must not break the agent.

    def _debug(self, text: str) -> None:
        try:
            self._bridge.debug(str(text))
        except Exception:
            pass

    # -- conversion -------------------------------------------------------------------------

    def _to_lua(self, value: Any) -> Any:
        if isinstance(value, dict | list):
            return self._runtime.table_from(value, recursive=True)
        return value

    def _to_json(self, value: Any, path: tuple[str, ...], arrays: set[tuple[str, ...]]) -> Any:
        kind = lupa.lua_type(value)
        if kind is None:
            if isinstance(value, float) and not math.isfinite(value):
                raise AgentError(f"{value} is not a JSON number")
            if isinstance(value, bytes):
                return value.decode("utf-8", errors="replace")
            return value
        if kind != "table":
            raise AgentError(f"a Lua {kind} is not JSON-serialisable")
        if len(path) > _MAX_DEPTH:
            raise AgentError("a table is nested too deeply (or contains itself) for JSON")
        items = list(value.items())
        if not items:
            return [] if path in arrays else {}
        keys = [k for k, _ in items]
        if all(type(k) is int for k in keys) and sorted(keys) == list(range(1, len(keys) + 1)):
            ordered = sorted(items, key=lambda kv: int(kv[0]))
            return [self._to_json(v, (*path, _ITEM), arrays) for _, v in ordered]
        return {self._key(k): self._to_json(v, (*path, self._key(k)), arrays) for k, v in items}

    def _key(self, key: Any) -> str:
        if isinstance(key, str):
            return key
        if isinstance(key, bool) or not isinstance(key, int | float | bytes):
            raise AgentError(
                f"a table key of Lua type {lupa.lua_type(key) or 'boolean'} is not JSON"
            )
        return key.decode("utf-8", "replace") if isinstance(key, bytes) else str(key)

    def _failure(self, error: Any) -> AgentError:
        if isinstance(error, str):
            return AgentError("out of memory" if error == "not enough memory" else error)
        if error is None:
            return AgentError("the agent raised an error with no value (nil)")
        try:
            shown = wirejson.dumps(self._to_json(error, (), set()), compact=False)
        except AgentError:
            shown = str(error)
        return AgentError(f"the agent raised a non-string error: {shown}")

    # -- Executor protocol ------------------------------------------------------------------

    def load(self, source: str, filename: str, libs: list[tuple[str, str]]) -> list[str]:
        """Run the agent chunk in its environment and return its global function names."""
        self._filename = filename
        try:
            ok, *rest = _values(self._load(source, "=" + filename, self._budget))
            if not ok:
                raise self._failure(rest[0] if rest else None)
            return sorted(str(name) for name in self._exports().values())
        except lupa.LuaMemoryError:
            raise AgentError("out of memory") from None
        except lupa.LuaError as err:
            raise AgentError(str(err)) from None

    def call(
        self, export: str, args: list[Any], store: dict[str, Any], context: dict[str, Any]
    ) -> tuple[Any, dict[str, Any]]:
        """Call the global ``export(*args, store, studio, context)`` under the budget."""
        arrays: set[tuple[str, ...]] = set()
        _array_paths(store, (), arrays)
        try:
            lua_store = self._runtime.table_from(store, recursive=True)
            lua_args = self._runtime.table_from(args, recursive=True)
            lua_context = self._runtime.table_from(context, recursive=True)
            ok, *rest = _values(
                self._invoke(export, self._budget, lua_args, len(args), lua_store, lua_context)
            )
            if not ok:
                raise self._failure(rest[0] if rest else None)
            result = self._to_json(rest[0] if rest else None, (), set())
            after = self._to_json(lua_store, (), arrays)
        except lupa.LuaMemoryError:
            raise AgentError("out of memory") from None
        except lupa.LuaError as err:
            raise AgentError(str(err)) from None
        except UnicodeDecodeError:
            raise AgentError("the agent produced a string that is not valid UTF-8") from None
        if isinstance(after, list):  # the store is an object even if the agent used [1], [2]
            after = {str(index): value for index, value in enumerate(after, start=1)}
        return result, after

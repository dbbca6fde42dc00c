"""The Python agent executor: runs one ``.py`` agent inside a worker.

Imported by the worker started as ``python -I -S launch.py``, so it uses the
standard library only. ``asyncio`` is imported on the first ``async def`` call,
not at start-up, because it costs ~50 ms of cold start.

Agent-facing contract (reference Part 1, decisions §11):

* exports are the module's own public functions (``on_load``, ``on_tool_call``,
  ``on_conversation_start``, command handlers verbatim), plain or ``async def``;
* they are called as ``fn(*args, store, studio, context)`` with trailing
  parameters the signature leaves out dropped;
* ``studio.log`` / ``studio.toast`` are fire-and-forget; every other bridge
  method (``studio.history.search``, ``studio.callModel``, ...) sends its request
  immediately, like a JS promise, and returns an awaitable with the answer;
* ``context`` is a dict that also allows attribute access (missing keys read as
  ``None``, as ``undefined`` does in JS); ``store`` is a plain dict synced back.
"""

from __future__ import annotations

import types

from studio.sandbox import wirejson
from studio.sandbox.executor import BRIDGE_METHODS, NOTIFY_METHODS, AgentError, Bridge

# Not ``from typing import ...``: importing typing costs a worker ~10 ms of its cold
# start; mypy reads the names through the TYPE_CHECKING branch.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Generator
    from typing import Any

    _DictBase = dict[str, Any]
else:
    _DictBase = dict

_CO_VARARGS = 0x04
# The first compile() of a process builds the AST node types (~1.5 ms, even for a
# string: compile() checks whether it was given an AST). Done at import, so a spare
# worker (studio/sandbox/spares.py) has done it before its first load.
compile("", "<warm-up>", "exec", dont_inherit=True)


class AttrDict(_DictBase):
    """A dict whose keys also read as attributes (``context.toolCallId``)."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return self.get(name)

    def __setattr__(self, name: str, value: Any) -> None:
        self[name] = value


def _attrify(value: Any) -> Any:
    if isinstance(value, dict):
        return AttrDict({k: _attrify(v) for k, v in value.items()})
    if isinstance(value, list):
        return [_attrify(v) for v in value]
    return value


class Settled:
    """An already-settled bridge answer that agent code can ``await``."""

    __slots__ = ("_error", "_value")

    def __init__(self, value: Any = None, error: BaseException | None = None) -> None:
        self._value = value
        self._error = error

    def __await__(self) -> Generator[Any, None, Any]:
        if self._error is not None:
            raise self._error
        return self._value
        yield  # Unreachable; makes this a generator so ``await`` accepts it.


class _Namespace:
    """One level of the ``studio`` object (``studio.history``, ``studio.context``, ...)."""

    def __repr__(self) -> str:
        return f"<studio namespace {sorted(vars(self))}>"


def make_studio(bridge: Bridge) -> _Namespace:
    """Build the ``studio`` object from :data:`BRIDGE_METHODS` (camelCase names kept)."""
    root = _Namespace()
    for method in BRIDGE_METHODS:
        *path, leaf = method.split(".")
        target = root
        for part in path:
            if not hasattr(target, part):
                setattr(target, part, _Namespace())
            target = getattr(target, part)
        setattr(target, leaf, _make_method(bridge, method))
    return root


def _make_method(bridge: Bridge, method: str) -> Any:
    if method in NOTIFY_METHODS:

        def notify(*args: Any) -> None:
            bridge.notify(method, [_jsonable(a) for a in args])

        notify.__name__ = method
        return notify

    def request(*args: Any) -> Settled:
        try:
            return Settled(bridge.request(method, [_jsonable(a) for a in args]))
        except Exception as exc:
            return Settled(error=exc)

    request.__name__ = method.rsplit(".", 1)[-1]
    return request


def _jsonable(value: Any) -> Any:
    """A deep JSON copy of ``value`` (strict: no NaN, only JSON types)."""
    return wirejson.loads(wirejson.dumps(value))


def describe(exc: BaseException, filename: str) -> str:
    """``ExcType: message (file:line)``, naming the deepest frame in the agent's file."""
    try:
        text = str(exc)
    except Exception:
        text = "<unprintable>"
    name = type(exc).__name__
    line: int | None = getattr(exc, "lineno", None) if isinstance(exc, SyntaxError) else None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    if isinstance(exc, SyntaxError):
        text = exc.msg
    where = f" ({filename}:{line})" if line is not None else f" ({filename})"
    return f"{name}: {text}{where}" if text else f"{name}{where}"


class PythonExecutor:
    """Holds one Python agent module and calls its exports."""

    language = "python"

    def __init__(self, bridge: Bridge, limits: dict[str, Any]) -> None:
        self._bridge = bridge
        self._limits = limits
        self._module: types.ModuleType | None = None
        self._filename = "<agent>"
        self._studio = make_studio(bridge)

    def load(self, source: str, filename: str, libs: list[tuple[str, str]]) -> list[str]:
        """Execute the agent module and return its exported function names."""
        self._filename = filename
        module = types.ModuleType("agent")
        module.__file__ = filename
        try:
            code = compile(source, filename, "exec", dont_inherit=True)
            exec(code, module.__dict__)
        except BaseException as exc:
            raise AgentError(describe(exc, filename)) from None
        self._module = module
        return sorted(
            name
            for name, value in module.__dict__.items()
            if isinstance(value, types.FunctionType)
            and not name.startswith("_")
            and value.__module__ == module.__name__
        )

    def call(
        self, export: str, args: list[Any], store: dict[str, Any], context: dict[str, Any]
    ) -> tuple[Any, dict[str, Any]]:
        """Call one export with ``(*args, store, studio, context)`` and return JSON copies."""
        function = self._module.__dict__.get(export) if self._module else None
        if not isinstance(function, types.FunctionType) or export.startswith("_"):
            raise AgentError(f"the agent has no exported function {export!r} ({self._filename})")
        full = [*args, store, self._studio, _attrify(context)]
        code = function.__code__
        if not code.co_flags & _CO_VARARGS:
            full = full[: code.co_argcount]
        try:
            result = function(*full)
            if isinstance(result, types.CoroutineType):
                result = _run_coroutine(result)
        except BaseException as exc:
            raise AgentError(describe(exc, self._filename)) from None
        try:
            result = _jsonable(result)
        except (TypeError, ValueError, RecursionError) as exc:
            raise AgentError(
                f"TypeError: {export} returned a value that is not JSON "
                f"({type(result).__name__}: {exc}) ({self._filename})"
            ) from None
        try:
            store_after = _jsonable(store)
        except (TypeError, ValueError, RecursionError) as exc:
            raise AgentError(
                f"TypeError: the store holds a value that is not JSON ({exc}) ({self._filename})"
            ) from None
        return result, store_after


def _run_coroutine(coroutine: types.CoroutineType[Any, Any, Any]) -> Any:
    """Run an ``async def`` export to completion on a fresh event loop."""
    import asyncio

    loop = asyncio.new_event_loop()
    try:
        return loop.run_until_complete(coroutine)
    finally:
        loop.close()

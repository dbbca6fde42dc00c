"""The JavaScript executor: one agent in one QuickJS context (PyPI ``quickjs``).

Design (measured, see ``benchmarks/bench_executors.py``):

* **ES modules are turned into CommonJS on the host**, not here. The host calls
  :func:`studio.sandbox.typescript.prepare_javascript` (``typescript=True`` for ``.ts``) and
  sends the result as the load's ``source``; it is cached by content hash, so workers never
  load the 300 KB sucrase bundle (~25 ms each) and a JS worker reaches its first result in
  a few milliseconds. Source that did not come from there (tests, older hosts) is prepared
  here as a fallback, paying the bundle load once per process.
* The prepared code runs inside ``(function (__studio_exports) {...})``, its export
  writes aimed at that parameter, so the agent sees a Web Worker's scope: ``typeof
  require``, ``module``, ``exports``, ``process`` and ``global`` are ``"undefined"``
  (an agent that feature-detects Node takes the browser branch, as in the reference).
  ``@lib`` files run first as plain global scripts, so UMD/IIFE libraries attach to
  ``globalThis``.
* QuickJS names every evaluated script ``<input>``. To tell files apart in stack traces,
  each file is evaluated after enough blank lines to give it its own line range (prelude,
  then agent, then each lib), and errors are reported as ``(agent.js:12)``.
* ``prelude.js`` (package data next to this module) adds polyfills, ``console`` and the
  ``studio`` object, and returns the handles used below. Only JSON text crosses between
  Python and JS, and the Python callables never raise (QuickJS turns that into a
  ``SystemError`` when JS catches).
* Memory is capped with ``set_memory_limit``; after an out-of-memory the context is
  discarded and every later call fails (the host replaces the worker). There is no
  ``set_time_limit``: it stops Python callables from running, so CPU time is limited by
  the host's wall-clock kill.
"""

from __future__ import annotations

import os

# The extension module itself: the ``quickjs`` package around it imports
# concurrent.futures and threading (~20 ms of a worker's cold start) for a
# thread-pool wrapper this executor never uses. Context and the exception types
# are the extension's own (the package only re-exports them).
import _quickjs as quickjs

from studio.sandbox import wirejson
from studio.sandbox.executor import PREPARED_MARKER, AgentError, Bridge, BridgeError

# Not ``from typing import ...``: importing typing costs a worker ~10 ms of its cold
# start; mypy reads the names through the TYPE_CHECKING branch.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_orjson: Any
try:  # Installed with the app; the standard library is the fallback.
    import orjson as _orjson
except ImportError:  # pragma: no cover
    _orjson = None


def _dumps(value: Any) -> str:
    if _orjson is not None:
        return str(_orjson.dumps(value).decode("utf-8"))
    return wirejson.dumps(value)


_loads = _orjson.loads if _orjson is not None else wirejson.loads

__all__ = ["JavaScriptExecutor"]

_LINE_PATTERN = r"<input>:(\d+)"  # Compiled on the first error: importing re costs start-up.
# A Web Worker's scope has no CommonJS names: the host's ES-module-to-CommonJS step
# (studio.sandbox.typescript.prepare_javascript) aims its exports at this parameter,
# so `typeof exports`, `module` and `require` are "undefined" for the agent.
_EXPORTS = "__studio_exports"
_OOM = "out of memory"


_PRELUDE: list[str] = []


def _prelude() -> str:
    # Read once per worker: a shared worker builds one context per agent, and
    # later ones start after the audit hook is in place.
    # By path, not importlib.resources: the worker's bare ``studio.sandbox`` package
    # object (see worker._bootstrap_package) has no loader to read resources with.
    if not _PRELUDE:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "js_runtime", "prelude.js")
        with open(path, encoding="utf-8") as handle:
            _PRELUDE.append(handle.read())
    return _PRELUDE[0]


class JavaScriptExecutor:
    """Runs one JavaScript agent; see the module docstring for the design."""

    language = "javascript"

    def __init__(self, bridge: Bridge, limits: dict[str, Any]) -> None:
        self._bridge = bridge
        self._limits = limits
        self._loaded: tuple[str, str, list[tuple[str, str]]] | None = None
        self._context: quickjs.Context | None = None
        self._start()

    def _start(self) -> None:
        """A fresh QuickJS context with the prelude installed."""
        self._context = quickjs.Context()
        context = self._context
        context.add_callable("__studio_bridge", self._request)
        context.add_callable("__studio_notify", self._notify)
        context.add_callable("__studio_debug", self._debug)
        source = _prelude()
        context.eval(
            "globalThis.__studio_host = (" + source + ")"
            "(globalThis, __studio_bridge, __studio_notify, __studio_debug);"
        )
        self._instantiate = context.eval("__studio_host.instantiate")
        self._call = context.eval("__studio_host.call")
        self._outcome = context.eval("__studio_host.outcome")
        context.eval(
            "delete globalThis.__studio_host; delete globalThis.__studio_bridge;"
            "delete globalThis.__studio_notify; delete globalThis.__studio_debug;"
        )
        # Line ranges (first line, file name) used to name the file in stack traces.
        self._regions: list[tuple[int, str]] = [(1, "<studio prelude>")]
        self._next_line = source.count("\n") + 3
        memory = int(self._limits.get("memory_bytes") or 0)
        if memory > 0:
            context.set_memory_limit(memory)

    # -- Python callables: never raise (see module docstring) ---------------------------

    def _request(self, method: str, params_json: str) -> str:
        try:
            return _dumps({"ok": self._bridge.request(method, _loads(params_json))})
        except BridgeError as err:
            return _dumps({"error": str(err)})
        except Exception as err:
            return _dumps({"error": f"bridge call {method} failed: {err}"})

    def _notify(self, method: str, params_json: str) -> None:
        try:
            self._bridge.notify(method, _loads(params_json))
        except Exception:
            pass  # Fire-and-forget by contract: a lost log line must not break the agent.

    def _debug(self, text: str) -> None:
        try:
            self._bridge.debug(str(text))
        except Exception:
            pass

    # -- evaluation helpers ---------------------------------------------------------------

    def _live(self) -> quickjs.Context:
        """The context; after an out-of-memory, a fresh one with the agent loaded again
        (module state starts over, exactly as in a new worker)."""
        if self._context is None:
            if self._loaded is None:
                raise AgentError("out of memory (the agent's JavaScript runtime was discarded)")
            self._start()
            self.load(*self._loaded)
        assert self._context is not None
        return self._context

    def _eval_file(self, code: str, name: str) -> Any:
        """Evaluate ``code`` in its own line range so traces can name ``name``."""
        first = self._next_line
        self._regions.append((first, name))
        self._next_line = first + code.count("\n") + 2
        return self._guard(lambda: self._live().eval("\n" * (first - 1) + code))

    def _guard(self, action: Any) -> Any:
        try:
            return action()
        except (quickjs.JSException, quickjs.StackOverflow) as err:
            raise self._error(str(err), str(err)) from None
        except MemoryError:
            raise self._error(_OOM, "") from None

    def _locate(self, stack: str) -> str:
        import re

        for match in re.finditer(_LINE_PATTERN, stack):
            line = int(match.group(1))
            first, name = max((r for r in self._regions if r[0] <= line), default=(1, ""))
            if not name.startswith("<"):
                return f" ({name}:{line - first + 1})"
        return ""

    def _error(self, message: str, stack: str) -> AgentError:
        headline = message.split("\n", 1)[0].strip()
        if "require' is not defined" in headline or "require is not defined" in headline:
            # An import became require(...): there are no modules in a Web Worker.
            headline = (
                "modules are not available in agents (require is not defined, as in a "
                "Web Worker); declare libraries with @lib"
            )
        if _OOM in headline or headline in ("null", ""):
            # QuickJS can leave a context unusable after an allocation failure.
            self._context = None
            return AgentError("out of memory")
        return AgentError(headline + self._locate(stack))

    def _envelope(self, reply: str | None) -> dict[str, Any]:
        if reply is None:
            raise AgentError("the agent returned a promise that never settled")
        data: dict[str, Any] = _loads(reply)
        if "error" in data:
            raise self._error(str(data["error"]), str(data.get("stack", "")))
        return data

    # -- Executor protocol ----------------------------------------------------------------

    def load(self, source: str, filename: str, libs: list[tuple[str, str]]) -> list[str]:
        """Evaluate ``libs`` as global scripts, then the agent; return its function exports."""
        self._loaded = (source, filename, list(libs))
        if not source.startswith(PREPARED_MARKER):
            # Not from the host (tests, older hosts): prepare here. Never in a locked-down
            # worker, whose filesystem view leaves out the transpiler's modules.
            from studio.sandbox import typescript

            source = typescript.prepare_javascript(
                source, filename, filename.endswith(".ts"), disk_cache=False
            )
        code = source[len(PREPARED_MARKER) :]
        for name, lib_source in libs:
            self._eval_file(lib_source, name)
        factory = self._eval_file(
            "(function (" + _EXPORTS + ") {" + code + "\n})", filename
        )
        reply = self._guard(lambda: self._instantiate(factory))
        return list(self._envelope(reply)["exports"])

    def call(
        self, export: str, args: list[Any], store: dict[str, Any], context: dict[str, Any]
    ) -> tuple[Any, dict[str, Any]]:
        """Call ``export(*args, store, studio, context)``, draining jobs if it is async."""
        try:
            payload = _dumps([args, store, context])
        except (TypeError, ValueError) as err:
            raise AgentError(f"call arguments are not JSON: {err}") from None
        live = self._live()
        call = self._call
        # The prelude's call() returns the outcome when the agent finished
        # synchronously, and null when it returned a promise.
        reply = self._guard(lambda: call(export, payload))

        def drain() -> None:
            while live.execute_pending_job():
                pass

        self._guard(drain)
        if reply is None:
            reply = self._guard(self._outcome)
        if reply is not None and reply[:1] == "R":
            outcome: dict[str, Any] = _loads(reply[1:])
            return outcome["result"], outcome["store"]
        self._envelope(None if reply is None else reply[1:])
        raise AgentError("the agent's outcome could not be read")  # _envelope raised already

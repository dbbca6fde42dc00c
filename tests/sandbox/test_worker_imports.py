"""What a worker imports before its agent runs: its runtime and the sandbox's own modules,
not the standard library's heavier packages (each costs a cold start 1-13 ms)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from studio.sandbox.spawn import PROJECT_ROOT, _dependency_dirs

from .helpers_sandbox import SandboxFactory

# Modules no worker needs at start-up (typing ~10 ms, json/re/enum, collections,
# functools, threading, the ctypes package, asyncio ~50 ms, ...).
HEAVY = {
    "typing", "json", "re", "enum", "collections", "functools", "threading", "ctypes",
    "socket", "platform", "signal", "asyncio", "contextlib", "inspect", "dataclasses",
    "orjson", "quickjs", "lupa.version", "pydantic", "studio.engine",
}  # fmt: skip


def _child(language: str, script: str) -> list[str]:
    """Run ``script`` in ``python -I -S`` as a worker sees it: bare ``studio`` packages,
    the runtime's directory at the end of ``sys.path``."""
    prelude = textwrap.dedent(
        f"""
        import sys
        sys.path[0:0] = [{str(PROJECT_ROOT)!r}]
        sys.path += {list(_dependency_dirs(language))!r}
        for name, path in (("studio", {str(PROJECT_ROOT / "studio")!r}),
                           ("studio.sandbox", {str(PROJECT_ROOT / "studio" / "sandbox")!r})):
            module = type(sys)(name)
            module.__path__ = [path]
            sys.modules[name] = module
        sys.modules["orjson"] = None
        """
    )
    done = subprocess.run(
        [sys.executable, "-I", "-S", "-c", prelude + textwrap.dedent(script)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize("language", ["python", "javascript", "lua"])
def test_a_prepared_worker_has_imported_nothing_heavy(language: str) -> None:
    out = _child(
        language,
        f"""
        from studio.sandbox import worker, kernel, isolation, audit, wirejson, framing
        worker._executor_type({language!r})
        print("\\n".join(sorted(k for k, v in sys.modules.items() if v is not None)))
        """,
    )
    assert HEAVY.isdisjoint(out), sorted(HEAVY.intersection(out))
    assert "_ctypes" in out  # What the kernel layers use instead of the ctypes package.


def test_lupa_imported_the_worker_way_behaves_as_ever() -> None:
    out = _child(
        "lua",
        """
        from studio.sandbox.lua_import import lua_executor
        LuaExecutor = lua_executor()
        print(sorted(m for m in ("collections", "collections.abc", "functools", "contextlib")
                     if m in sys.modules))

        class Bridge:
            def request(self, method, params): return None
            def notify(self, method, params): pass
            def debug(self, text): pass

        executor = LuaExecutor(Bridge(), {"memory_bytes": 64 << 20, "instruction_budget": 0})
        executor.load("function f(args, store) store.seen = args.items[2].n; "
                      "return {#args.items, args.name} end", "a.lua", [])
        value, store = executor.call("f", [{"items": [{"n": 1}, {"n": 2}], "name": "x"}], {}, {})
        import json
        print(json.dumps([value, store]))
        import collections.abc, functools, _collections_abc
        print(collections.abc.Mapping is _collections_abc.Mapping, hasattr(functools, "lru_cache"))
        import lupa.lua54
        wrapped = lupa.lua54.unpacks_lua_table(lambda *args: args)
        print(wrapped.__wrapped__ is not None)
        """,
    )
    assert out[0] == "[]"  # None of them imported for lupa.
    assert json.loads(out[1]) == [[2, "x"], {"seen": 2}]
    assert out[2:] == ["True True", "True"]  # The real modules afterwards, wraps included.


async def test_a_python_agent_finds_only_the_workers_own_modules(
    make_sandbox: SandboxFactory,
) -> None:
    box = make_sandbox(
        "import sys\ndef f(*a):\n    return sorted(k for k, v in sys.modules.items() if v)\n"
    )
    loaded = set((await box.call("f", [], {}, {})).value)
    assert HEAVY.isdisjoint(loaded), sorted(HEAVY.intersection(loaded))

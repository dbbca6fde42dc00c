"""How a Lua worker imports lupa: the runtime, without what it would import beside.

``import lupa.lua54`` runs ``lupa/__init__`` first, which imports ``contextlib``
(and with it ``collections`` and ``functools``) only to choose among the Lua
versions (~2 ms); and ``lupa.lua54`` itself takes ``collections.abc.Mapping``,
``Sequence`` and ``functools.wraps`` at import for features it uses only when
asked to (``table_from(recursive=True)``, ``unpacks_lua_table``), which imports
``collections`` and ``functools`` (~3 ms more: together, a quarter of a Lua
worker's cold start). :func:`lua_executor` imports the executor so that:

* ``lupa`` is registered as a bare package (its ``__path__`` only), found through
  ``sys.meta_path`` so that it works from a PyInstaller bundle too;
* while ``lupa.lua54`` initialises, ``collections.abc`` is ``_collections_abc``
  (already imported by ``os``; ``collections/abc.py`` re-exports it name for name,
  so lupa gets the very same classes) and ``functools`` a stand-in whose ``wraps``
  and every other name import the real module when first used. Both entries leave
  ``sys.modules`` afterwards, so later imports are the ordinary ones.

Worker side only (the host and the tests import ``lupa`` the ordinary way);
standard library only.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # Not typing's: a worker does not import typing (~10 ms).
if TYPE_CHECKING:
    from typing import Any


def lua_executor() -> Any:
    """The :class:`studio.sandbox.lua.LuaExecutor` class, imported as described above."""
    _bare_package("lupa")
    with _LupaImports():
        from studio.sandbox.lua import LuaExecutor

    return LuaExecutor


class _LupaImports:
    """``collections.abc`` and ``functools`` as lupa.lua54 needs them at import (see
    the module docstring), for the ``with`` block only."""

    def __init__(self) -> None:
        self._added: dict[str, Any] = {}

    def __enter__(self) -> None:
        import _collections_abc

        modules = sys.modules
        if "collections.abc" not in modules:
            self._added["collections.abc"] = modules["collections.abc"] = _collections_abc
        if "functools" not in modules:
            self._added["functools"] = modules["functools"] = _functools_on_demand()

    def __exit__(self, *exc: object) -> None:
        for name, module in self._added.items():
            if sys.modules.get(name) is module:
                del sys.modules[name]


def _functools_on_demand() -> Any:
    """A ``functools`` module whose names come from the real one when first asked for."""
    stand_in = type(sys)("functools")

    def real() -> Any:
        if sys.modules.get("functools") is stand_in:
            del sys.modules["functools"]
        import functools

        return functools

    def wraps(wrapped: Any, *args: Any, **kwargs: Any) -> Any:
        return real().wraps(wrapped, *args, **kwargs)

    stand_in.wraps = wraps  # type: ignore[attr-defined]
    stand_in.__getattr__ = lambda name: getattr(real(), name)  # type: ignore[method-assign]
    return stand_in


def _bare_package(name: str) -> None:
    """Register package ``name`` without running its ``__init__``; its submodules then
    import as usual. Found through ``sys.meta_path``, so it works from a PyInstaller
    bundle too; where the package cannot be found, nothing happens (the import then
    fails or succeeds the ordinary way)."""
    if name in sys.modules:
        return
    for finder in sys.meta_path:
        find_spec = getattr(finder, "find_spec", None)
        if find_spec is None:
            continue
        try:
            spec = find_spec(name, None)
        except ImportError:
            return
        if spec is not None:
            break
    else:
        return
    if not spec.submodule_search_locations:
        return
    module = type(sys)(name)
    module.__path__ = list(spec.submodule_search_locations)
    sys.modules[name] = module

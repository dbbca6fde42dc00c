"""Running as a frozen (PyInstaller) application: one binary, three roles.

A frozen app has no ``python`` to start workers with, so the app's own
executable plays every role, chosen by its first argument:

* ``character-studio --sandbox-worker LANGUAGE``: a sandbox worker
  (:mod:`studio.sandbox.worker`). Dispatched before anything else is imported,
  so a worker never loads Qt, pydantic or the engine.
* ``character-studio --builtin-server ...``: the built-in model's llama.cpp server
  (:mod:`studio.providers.builtin.serve`).
* ``character-studio --player ...`` or the executable invoked under a name
  starting with ``character-player`` (the symlink the bundle and the .deb ship):
  :func:`studio.cli.player_main`.
* anything else: :func:`studio.cli.main`.

Python agents in a source install run under ``python -I -S``: no site-packages,
no environment. A frozen interpreter has one import archive holding the standard
library *and* every dependency, and PyInstaller's bootloader already ignores
``PYTHON*`` variables, so the worker emulates ``-S`` with an import guard that
refuses any top-level module outside the standard library (plus ``studio``
itself, whose sandbox modules the worker imports). The other layers — the
scrubbed environment, netns, rlimits and the audit hook — are the worker's own
and apply unchanged. The guard, like the audit hook, is a speed bump; the host
treats every worker as untrusted either way.

This module imports the standard library only, at module level and below.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any

WORKER_FLAG = "--sandbox-worker"
PLAYER_FLAG = "--player"
BUILTIN_SERVER_FLAG = "--builtin-server"  # studio.providers.builtin.server.SERVER_FLAG
LANGUAGES = ("javascript", "lua", "python")


def is_frozen() -> bool:
    """Whether this process runs from a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False))


class StdlibOnly:
    """A meta-path finder refusing top-level imports outside the standard library.

    Placed first on ``sys.meta_path`` so it answers before PyInstaller's finder;
    submodules of an allowed package pass (their top-level name was allowed).
    """

    def __init__(self, allowed: frozenset[str]) -> None:
        self._allowed = allowed

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> None:
        top = fullname.partition(".")[0]
        if top not in self._allowed:
            raise ModuleNotFoundError(
                f"No module named {fullname!r} (agents may use the standard library only)",
                name=fullname,
            )
        return None  # Let the real finders load it.


def _python_worker_guard() -> None:
    # The emulated -S: only the standard library and the sandbox package import.
    allowed = frozenset(sys.stdlib_module_names) | {"studio", "_pyi_rth_utils"}
    sys.meta_path.insert(0, StdlibOnly(allowed))
    # Drop everything already imported that a -S interpreter would not have (the
    # bootloader's runtime hooks may have imported helpers), so agent code cannot
    # pick them out of sys.modules either.
    for name in list(sys.modules):
        if name.partition(".")[0] not in allowed:
            del sys.modules[name]


def run_worker(language: str) -> int:
    """Serve the host as a ``language`` worker; returns the exit status."""
    if language not in LANGUAGES:
        os.write(2, f"studio worker: unknown language {language!r}\n".encode())
        return 2
    sys.dont_write_bytecode = True  # As -B: a worker never writes files.
    if language == "python":
        _python_worker_guard()
    _allow_reading_the_archive()
    from studio.sandbox import worker

    return worker.main()


def _allow_reading_the_archive() -> None:
    """Let the audit hook allow reads of the executable itself.

    PyInstaller appends the bytecode archive to the executable and reopens that
    file for every module it loads, and executors import lazily (asyncio on the
    first ``async def`` call, after the hook is in place). ``sys.prefix`` (the
    ``_internal`` folder) is already allowed; the executable sits one level up.
    Only the file is added, not its folder: a root matches by path prefix, and
    ``<exe>/`` is a prefix of nothing else.
    """
    from studio.sandbox import audit

    defaults = audit.default_roots
    archive = sorted({sys.executable, os.path.realpath(sys.executable)})
    audit.default_roots = lambda: [*defaults(), *archive]


def main(argv: Sequence[str] | None = None) -> int:
    """The frozen executable's entry point (see the module docstring)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == [WORKER_FLAG]:
        return run_worker(args[1] if len(args) > 1 else "")
    if args[:1] == [BUILTIN_SERVER_FLAG]:
        from studio.providers.builtin import serve

        return serve.main(args[1:])
    name = os.path.basename(sys.argv[0]).lower()
    if args[:1] == [PLAYER_FLAG] or name.startswith("character-player"):
        from studio.cli import player_main

        return player_main([a for a in args if a != PLAYER_FLAG])
    from studio.cli import main as studio_main

    return studio_main(args)

"""macOS: the worker runs under ``sandbox-exec`` with a deny-by-default profile.

Seatbelt (the kernel's sandbox, driven by ``/usr/bin/sandbox-exec -p PROFILE``)
is what macOS has instead of Landlock and seccomp. ``sandbox-exec`` is marked
deprecated but is what every macOS sandboxing tool still uses (Chromium, Bazel,
Codex); the profile language is stable. The profile denies everything, then
allows:

* reading the interpreter's files (the Python prefixes, the sandbox package,
  the runtime's site-packages directories) and the system libraries and
  settings every process reads (``/System``, ``/usr/lib``, ``/usr/share``,
  ``/private/etc/localtime``, the dyld cache), plus ``/dev/null``/``/dev/urandom``;
* in a frozen app (:func:`frozen_reads`), the app's own executable, which holds
  its modules (PyInstaller's archive, reopened for every lazy import, as on
  Linux: ``studio.sandbox.kernel.frozen_archive``), as a single file, and in a
  ``.app`` bundle ``Contents/Resources``, where PyInstaller puts the data files
  that ``Contents/Frameworks`` (``sys._MEIPASS``) only links to;
* running the interpreter itself once (``process-exec`` of ``sys.executable``
  and its resolved path; ``process-fork`` is not allowed, so nothing else runs);
* the ``sysctl`` reads and Mach lookups the Python runtime does at start-up.

No ``network*``, no ``file-write*`` (except ``/dev/null``), no ``process-fork``,
no ``signal`` to other processes, no ``mach-priv``. **Not exercised here**: this
repository's CI runs on Linux; the tests check the profile text and the command
(docs/PACKAGING.md lists what only a Mac can show).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable

SANDBOX_EXEC = "/usr/bin/sandbox-exec"
_SYSTEM_READ = (
    "/System", "/usr/lib", "/usr/share", "/Library/Preferences/Logging",
    "/private/var/db/dyld", "/private/var/db/timezone", "/private/etc/localtime",
)  # fmt: skip


def _quote(path: str) -> str:
    """A string literal for the profile language (backslash and quote escaped)."""
    return '"' + path.replace("\\", "\\\\").replace('"', '\\"') + '"'


def read_roots(extra: Iterable[str] = ()) -> list[str]:
    """The directories a worker may read under the profile."""
    sandbox_dir = os.path.dirname(os.path.abspath(__file__))
    roots = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix, sandbox_dir}
    roots.update(os.path.realpath(root) for root in list(roots))
    roots.update(extra)
    return sorted(root for root in roots if root and root != "/")


def frozen_reads() -> tuple[list[str], list[str]]:
    """``(folders, files)`` a frozen app's worker reads beyond :func:`read_roots`.

    The executable is allowed as a file (``literal``): the folder holding it
    stays closed. Seatbelt matches resolved paths, so a data file reached through
    a ``Contents/Frameworks`` link needs the ``Contents/Resources`` it points into.
    Both lists are empty when not frozen.
    """
    if not getattr(sys, "frozen", False):
        return [], []
    executable = os.path.abspath(sys.executable)
    real = os.path.realpath(executable)
    folders = []
    macos_dir = os.path.dirname(real)
    contents = os.path.dirname(macos_dir)
    if os.path.basename(macos_dir) == "MacOS" and os.path.basename(contents) == "Contents":
        folders.append(os.path.join(contents, "Resources"))
    return folders, sorted({executable, real})


def profile(executable: str, extra: Iterable[str] = ()) -> str:
    """The Seatbelt profile for a worker started as ``executable``."""
    executables = sorted({executable, os.path.realpath(executable)})
    folders, files = frozen_reads()
    subpaths = [*read_roots([*extra, *folders]), *_SYSTEM_READ]
    literals = [*files, "/dev/null", "/dev/urandom"]
    lines = [
        "(version 1)",
        "(deny default)",
        "(allow process-exec " + " ".join(f"(literal {_quote(e)})" for e in executables) + ")",
        "(allow file-read-metadata)",
        "(allow file-read* "
        + " ".join(f"(subpath {_quote(p)})" for p in subpaths)
        + " "
        + " ".join(f"(literal {_quote(f)})" for f in literals)
        + ")",
        '(allow file-write-data (literal "/dev/null"))',
        "(allow sysctl-read)",
        '(allow mach-lookup (global-name "com.apple.system.opendirectoryd.libinfo"))',
        "(allow signal (target self))",
    ]
    return "\n".join(lines) + "\n"


def wrap(command: list[str], extra: Iterable[str] = ()) -> list[str]:
    """``command`` run under ``sandbox-exec`` with :func:`profile`, when it exists."""
    if not os.path.exists(SANDBOX_EXEC):
        return command
    return [SANDBOX_EXEC, "-p", profile(command[0], extra), *command]

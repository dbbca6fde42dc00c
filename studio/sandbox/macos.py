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
* running the interpreter itself once (``process-exec`` of ``sys.executable``
  and its resolved path; ``process-fork`` is not allowed, so nothing else runs);
* the ``sysctl`` reads and Mach lookups the Python runtime does at start-up.

No ``network*``, no ``file-write*`` (except ``/dev/null``), no ``process-fork``,
no ``signal`` to other processes, no ``mach-priv``. **Not exercised here**: this
repository's CI runs on Linux; the tests check the profile text and the command.
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


def profile(executable: str, extra: Iterable[str] = ()) -> str:
    """The Seatbelt profile for a worker started as ``executable``."""
    executables = sorted({executable, os.path.realpath(executable)})
    lines = [
        "(version 1)",
        "(deny default)",
        "(allow process-exec " + " ".join(f"(literal {_quote(e)})" for e in executables) + ")",
        "(allow file-read-metadata)",
        "(allow file-read* "
        + " ".join(f"(subpath {_quote(p)})" for p in [*read_roots(extra), *_SYSTEM_READ])
        + ' (literal "/dev/null") (literal "/dev/urandom"))',
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

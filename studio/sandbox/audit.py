"""The PEP 578 audit hook a worker installs before agent code runs.

The hook refuses, by raising ``PermissionError`` out of the audited operation:

* every ``socket.*`` event except creating an ``AF_UNIX`` socket (asyncio's
  event loop needs a self-pipe socketpair; connecting or binding is refused);
* processes: ``subprocess.Popen``, ``os.system``, ``os.exec*``, ``os.posix_spawn*``,
  ``os.spawn*``, ``os.fork``/``forkpty``, ``os.kill*``, ``pty.spawn``, ``os.startfile``;
* ``ctypes.*``, ``sys.addaudithook``, ``resource.setrlimit``/``prlimit``, ``os.chdir``;
* filesystem changes: ``open`` with any write flag, ``os.remove``/``unlink``/``rename``/
  ``replace``/``mkdir``/``rmdir``/``chmod``/``chown``/``link``/``symlink``/``truncate``/
  ``utime``, ``shutil.*``;
* reads (``open``, ``os.listdir``, ``os.scandir``) outside the allowed roots: the
  interpreter's own files and the sandbox package, which imports need.

Agent code can replace module attributes (``os.path.realpath = ...``), so the hook
uses only what it captured when it was installed and normalises paths with plain
string operations (methods of ``str`` cannot be patched). The hook is a speed bump
for Python agents, not the boundary: code can still reach the worker's own pipes
through frames, which is why the host treats every worker as untrusted.
"""

from __future__ import annotations

import os
import sys

# Not ``from typing import ...``: importing typing costs a worker ~10 ms of its cold
# start; mypy reads the names through the TYPE_CHECKING branch.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Any


_DENY_EXACT = frozenset(
    {
        "subprocess.Popen", "os.system", "os.posix_spawn", "os.posix_spawnp", "os.fork",
        "os.forkpty", "os.kill", "os.killpg", "pty.spawn", "os.startfile", "os.exec",
        "os.spawn", "sys.addaudithook", "resource.setrlimit", "resource.prlimit", "os.chdir",
        "os.remove", "os.unlink", "os.rename", "os.replace", "os.mkdir", "os.rmdir",
        "os.chmod", "os.chown", "os.chflags", "os.link", "os.symlink", "os.truncate",
        "os.utime", "os.putenv", "os.unsetenv", "os.setxattr", "os.removexattr",
        "os.mkfifo", "os.mknod", "_winapi.CreateProcess", "_winapi.CreatePipe",
        "_winapi.CreateNamedPipe", "_winapi.CreateFile",
    }
)  # fmt: skip
_DENY_PREFIXES = ("ctypes.", "shutil.", "winreg.", "_winapi.", "socket.", "os.exec", "os.spawn")
_READ_EVENTS = frozenset({"os.listdir", "os.scandir"})


def _normalise(path: str, cwd: str) -> str:
    """Absolute, lexically normalised path, using only builtin str operations."""
    if not path.startswith("/"):
        path = cwd + "/" + path
    parts: list[str] = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if parts:
                parts.pop()
            continue
        parts.append(part)
    return "/" + "/".join(parts)


def make_hook(
    allowed_roots: Iterable[str],
) -> Callable[[str, tuple[Any, ...]], None]:
    """Build the hook function with everything it needs captured now.

    Args:
        allowed_roots: Directories under which reading files is allowed.
    """
    windows = sys.platform == "win32"
    sep = "\\" if windows else "/"
    cwd = os.getcwd().replace(sep, "/")
    roots = tuple(
        root.rstrip("/") + "/"
        for root in (_normalise(r.replace(sep, "/"), cwd) for r in allowed_roots)
        if root != "/"  # Never let a root of "/" allow the whole disk.
    )
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_TRUNC
    deny_exact, deny_prefixes, read_events = _DENY_EXACT, _DENY_PREFIXES, _READ_EVENTS
    af_unix = None if windows else 1  # socket.AF_UNIX on every POSIX system (no socket import).
    permission_error, str_type, bytes_type, int_type = PermissionError, str, bytes, int
    decode = bytes.decode
    # Builtins and module globals can be replaced by agent code; bind them now.
    isinstance_, len_, normalise = isinstance, len, _normalise

    def readable(path: Any) -> bool:
        if isinstance_(path, int_type):
            return True  # An already-open descriptor: access was checked when it was opened.
        if isinstance_(path, bytes_type):
            path = decode(path, "utf-8", "surrogateescape")
        if not isinstance_(path, str_type):
            return False  # A PathLike could answer differently each time it is asked.
        # str.__str__ gives an exact str, so a str subclass cannot override split() & co.
        text = str_type.__str__(path)
        if windows:
            text = str_type.replace(text, sep, "/")
            if len_(text) > 1 and text[1] == ":":
                text = "/" + text
        full = normalise(text, cwd) + "/"
        for root in roots:
            if str_type.startswith(full, root):
                return True
        return False

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event == "open":
            path, mode, flags = args[0], args[1], args[2]
            if isinstance_(mode, str_type):
                for char in "wax+":
                    if char in mode:
                        raise permission_error(f"sandbox: writing files is not allowed ({path!r})")
            if isinstance_(flags, int_type) and flags & write_flags:
                raise permission_error(f"sandbox: writing files is not allowed ({path!r})")
            if not readable(path):
                raise permission_error(f"sandbox: reading {path!r} is not allowed")
            return
        if event in read_events:
            if args and args[0] is not None and not readable(args[0]):
                raise permission_error(f"sandbox: listing {args[0]!r} is not allowed")
            return
        if event == "socket.__new__" and af_unix is not None and len(args) > 1:
            if args[1] == af_unix:
                return
        if event in deny_exact or str_type.startswith(event, deny_prefixes):
            raise permission_error(f"sandbox: {event} is not allowed")

    return hook


def default_roots() -> list[str]:
    """The interpreter's own files plus the ``studio`` package (lazy imports read these).

    Deliberately not ``sys.path``: in a development checkout that holds the project
    root, and with it every character package and the user's files next to it.
    """
    roots = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    roots.add(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if getattr(sys, "frozen", False):
        # The app's executable holds its modules (PyInstaller's PYZ archive): a
        # root that is a file allows that file only (paths are compared with "/").
        roots.add(sys.executable)
    return sorted(roots)


def install(extra_roots: Iterable[str] = ()) -> str:
    """Install the hook (irreversibly for this process). Returns the layer name."""
    sys.addaudithook(make_hook([*default_roots(), *extra_roots]))
    return "audit-hook"

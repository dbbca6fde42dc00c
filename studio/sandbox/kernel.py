"""The kernel layers a Linux worker applies to itself once its imports are done.

Runs inside the worker (standard library and :mod:`.cabi` only). In order:

1. ``no-new-privs``: ``PR_SET_NO_NEW_PRIVS``; nothing this process or a child
   runs can gain privileges (set-uid bits, file capabilities), and it lets an
   unprivileged process install Landlock and seccomp.
2. ``mount-root`` (:mod:`.mountns`), in a mount namespace of its own: a root
   that holds only the read view below, so nothing outside it can even be
   named (``stat``, ``access``, inotify, ``O_PATH``, ``/proc``).
3. Landlock (:mod:`.landlock`): read-only view of what the interpreter needs,
   no TCP, no abstract UNIX sockets, no signals or ptrace outside the domain.
4. ``no-caps``: every capability dropped — effective, permitted, inheritable,
   ambient and the bounding set — with the securebits that stop root from
   regaining them, so a worker started by root is an ordinary process.
5. seccomp (:mod:`.seccomp`): no programs, processes, sockets, access to other
   processes, file metadata changes, inotify, SysV IPC or socket buffer sizes,
   installed on every thread.

Each layer holds on its own and is skipped (and so missing from the reported
list) where the kernel lacks it. The PID namespace
(:func:`studio.sandbox.isolation.enter_pid_namespace`) is entered earlier,
before anything is imported, because it needs a fork.
"""

from __future__ import annotations

import os
import sys

from studio.sandbox import cabi, landlock, mountns, seccomp

TYPE_CHECKING = False  # Not typing's: a worker does not import typing (~10 ms).
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

PR_SET_NO_NEW_PRIVS = 38
PR_CAPBSET_DROP = 24
PR_SET_SECUREBITS = 28
PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL = 47, 4
# NOROOT, NO_SETUID_FIXUP, KEEP_CAPS (off) and NO_CAP_AMBIENT_RAISE, each with its lock.
SECUREBITS_LOCKED_DOWN = 0x01 | 0x02 | 0x04 | 0x08 | 0x20 | 0x40 | 0x80
_CAP_VERSION_3 = 0x20080522
_MAX_CAP = 63

# Outside the interpreter's own directories, the few things it may still read.
SYSTEM_FILES = ("/etc/localtime", "/etc/ld.so.cache", "/dev/null", "/dev/urandom")
ZONEINFO = "/usr/share/zoneinfo"


class _CapHeader(cabi.Structure):
    _fields_ = (("version", cabi.c_uint32), ("pid", cabi.c_int))


class _CapData(cabi.Structure):
    _fields_ = (
        ("effective", cabi.c_uint32),
        ("permitted", cabi.c_uint32),
        ("inheritable", cabi.c_uint32),
    )


def _libc() -> Any:
    return cabi.libc()


def no_new_privs() -> str | None:
    """Set ``PR_SET_NO_NEW_PRIVS``. Returns the layer name, or None if refused."""
    libc = _libc()
    return "no-new-privs" if libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 else None


def drop_capabilities() -> str | None:
    """Drop every capability of this process for good. Returns the layer name, or None."""
    libc = _libc()
    libc.prctl(PR_SET_SECUREBITS, SECUREBITS_LOCKED_DOWN, 0, 0, 0)  # Needs CAP_SETPCAP: root.
    for cap in range(_MAX_CAP + 1):
        if libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 and cabi.get_errno() == 22:
            break  # EINVAL: past the kernel's last capability.
    libc.prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
    header = _CapHeader(_CAP_VERSION_3, 0)
    empty = (_CapData * 2)()
    if libc.capset(cabi.byref(header), empty) != 0:
        return None
    check = (_CapData * 2)()
    if libc.capget(cabi.byref(header), check) != 0:
        return None
    held = any(d.effective or d.permitted or d.inheritable for d in check)
    return None if held else "no-caps"


def interpreter_dirs() -> list[str]:
    """The interpreter's own directories: the standard library and its extension modules.

    Taken from ``sys.path`` as the worker started (``-I -S``: no site-packages, no
    current directory), plus the bundle directory of a frozen app.
    """
    dirs = [p for p in sys.path if p and os.path.isdir(p) and "-packages" not in p]
    if getattr(sys, "frozen", False):
        dirs.append(getattr(sys, "_MEIPASS", os.path.dirname(sys.executable)))
    return dirs


def library_dirs() -> list[str]:
    """Where the dynamic loader finds system libraries that stdlib modules link to
    (``zlib``, ``_sqlite3``, ``_ctypes`` loaded after the lock-down need them)."""
    multiarch = getattr(sys.implementation, "_multiarch", "") or ""
    candidates = ["/lib64", "/usr/lib64"]
    if multiarch:
        candidates += [f"/lib/{multiarch}", f"/usr/lib/{multiarch}"]
    return [d for d in candidates if os.path.isdir(d)]


def frozen_archive() -> str | None:
    """A frozen app's own executable, which holds its modules (PyInstaller's PYZ):
    an import after the lock-down (``asyncio`` in an agent) reads it. None when
    not frozen."""
    return sys.executable if getattr(sys, "frozen", False) else None


def read_view(sandbox_dir: str, extra: Iterable[str] = ()) -> tuple[list[str], list[str]]:
    """``(directories, files)`` the worker may still read after the lock-down."""
    dirs = [*interpreter_dirs(), *library_dirs(), sandbox_dir, ZONEINFO]
    files = list(SYSTEM_FILES)
    archive = frozen_archive()
    if archive is not None:
        files.append(archive)
    for path in extra:
        (dirs if os.path.isdir(path) else files).append(path)
    return dirs, files


def lock_down(sandbox_dir: str, extra: Iterable[str] = (), own_mounts: bool = False) -> list[str]:
    """Apply the layers of the module docstring, in order. Returns those that applied.

    ``own_mounts``: the worker is in a mount namespace of its own
    (:func:`studio.sandbox.isolation.enter_namespaces`), so its root can be
    replaced by the read view (:mod:`.mountns`).
    """
    if not sys.platform.startswith("linux"):
        return []
    layers: list[str] = []
    nnp = no_new_privs()
    if nnp:
        layers.append(nnp)
    dirs, files = read_view(sandbox_dir, extra)
    if own_mounts:  # Before Landlock, which refuses mounts once in place.
        root = mountns.build_root(dirs, files)
        if root:
            layers.append(root)
    layers += landlock.restrict(dirs, files)
    caps = drop_capabilities()
    if caps:
        layers.append(caps)
    if nnp:  # The kernel refuses a filter without no_new_privs once capabilities are gone.
        filtered = seccomp.install()
        if filtered:
            layers.append(filtered)
    return layers

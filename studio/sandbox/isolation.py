"""OS-level isolation a worker applies to itself before it runs agent code.

Runs inside the worker (standard library only). Layers, in the order applied:

1. ``netns``: a new, empty Linux network namespace (``unshare(CLONE_NEWNET)``,
   with ``CLONE_NEWUSER`` when not root). Only a down loopback exists inside,
   so every ``connect`` fails with "Network is unreachable".
2. ``rlimit-as`` / ``rlimit-fsize`` / ``rlimit-core`` / ``rlimit-nproc``:
   memory, file size (0, with SIGXFSZ ignored so writes fail with EFBIG instead
   of killing us), core dumps, and processes (only effective when not root:
   the kernel ignores RLIMIT_NPROC for privileged users).
3. ``audit-hook``: :mod:`studio.sandbox.audit` refuses sockets, processes,
   ctypes, file writes and reads outside the interpreter's own files.

Each layer that fails is skipped, never fatal; the list of layers that applied
goes back to the host in the load reply so the agent log can show it.
"""

from __future__ import annotations

import os
import sys

CLONE_NEWUSER = 0x10000000
CLONE_NEWNET = 0x40000000
AS_OVERHEAD = 64 * 1024 * 1024  # Room for the interpreter itself on top of the agent's budget.


def _unshare(flags: int) -> None:
    unshare = getattr(os, "unshare", None)  # Python 3.12+
    if unshare is not None:
        unshare(flags)
        return
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    if libc.unshare(flags) != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, os.strerror(errno))


def _write_id_maps(uid: int, gid: int) -> None:
    # Map ourselves to the same ids inside the user namespace so file permissions
    # keep working (unmapped, we would be "nobody" and could not read 0600 files of ours).
    for path, text in (
        ("/proc/self/setgroups", "deny"),
        ("/proc/self/uid_map", f"{uid} {uid} 1"),
        ("/proc/self/gid_map", f"{gid} {gid} 1"),
    ):
        try:
            with open(path, "w") as handle:
                handle.write(text)
        except OSError:
            pass


def enter_network_namespace() -> str | None:
    """Move this process into a fresh network namespace. Returns the layer name or None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        if os.geteuid() == 0:
            _unshare(CLONE_NEWNET)
        else:
            uid, gid = os.geteuid(), os.getegid()
            _unshare(CLONE_NEWUSER | CLONE_NEWNET)
            _write_id_maps(uid, gid)
    except (OSError, AttributeError):
        return None
    return "netns"


def apply_rlimits(memory_bytes: int) -> list[str]:
    """Set resource limits where the platform has them. Returns the layers applied."""
    try:
        import resource
        import signal
    except ImportError:  # Windows: the host's Job Object does this job.
        return []
    applied: list[str] = []

    def limit(name: str, which: int, value: int) -> None:
        try:
            _soft, hard = resource.getrlimit(which)
            if hard != resource.RLIM_INFINITY and value > hard:
                value = hard
            resource.setrlimit(which, (value, value))
            applied.append(name)
        except (OSError, ValueError):
            pass

    if memory_bytes > 0 and sys.platform != "darwin":
        # macOS accepts RLIMIT_AS but does not enforce it for malloc; don't claim it there.
        limit("rlimit-as", resource.RLIMIT_AS, memory_bytes + AS_OVERHEAD)
    if hasattr(signal, "SIGXFSZ"):
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    limit("rlimit-fsize", resource.RLIMIT_FSIZE, 0)
    limit("rlimit-core", resource.RLIMIT_CORE, 0)
    if hasattr(resource, "RLIMIT_NPROC") and os.geteuid() != 0:
        limit("rlimit-nproc", resource.RLIMIT_NPROC, 0)
    return applied


def isolate(memory_bytes: int, *, network: bool = True) -> list[str]:
    """Apply the network and resource layers (the audit hook is installed separately,
    after the language runtime is imported, because imports need file reads)."""
    layers: list[str] = []
    if network:
        netns = enter_network_namespace()
        if netns:
            layers.append(netns)
    layers.extend(apply_rlimits(memory_bytes))
    return layers

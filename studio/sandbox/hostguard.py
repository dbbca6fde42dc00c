"""The host's side of the boundary: the player protects itself, and says which
layers are missing.

* :func:`protect_host_process`: the player (CLI, GUI, :class:`CharacterPlayer`)
  marks itself non-dumpable (``PR_SET_DUMPABLE 0``), so no process of the same
  user without ``CAP_SYS_PTRACE`` can ``ptrace`` it or read its
  ``/proc/<pid>/mem``/``environ`` — where the API key lives. Workers have no
  capabilities at all.
* :func:`missing_layers`: the kernel layers this machine cannot give workers
  (probed once: an old kernel without Landlock or its newer ABI, a container
  without namespaces, an architecture the seccomp filter does not know), and
  :func:`log_missing_layers_once` / :func:`missing_layers_notice`, which tell the
  log and the UI once. The other layers still apply.
"""

from __future__ import annotations

import functools
import logging
import os
import sys
from collections.abc import Callable

_log = logging.getLogger(__name__)
PR_SET_DUMPABLE, PR_GET_DUMPABLE = 4, 3

# Layer names a Linux worker reports, and what a missing one means for users.
LINUX_LAYERS = {
    "pidns": "PID namespace (the player's process is visible to agents)",
    "netns": "network namespace",
    "ipcns": "IPC namespace (SysV IPC is still refused by seccomp)",
    "mount-root": "a root of the worker's own (files outside its view can be stat'ed)",
    "no-new-privs": "no_new_privs",
    "landlock-fs": "Landlock filesystem view (Linux 5.13+)",
    "landlock-net": "Landlock TCP rules (Linux 6.7+)",
    "landlock-scope": "Landlock signal and abstract-socket scoping (Linux 6.12+)",
    "no-caps": "dropping capabilities",
    "seccomp": "seccomp system-call filter",
}
_reported: set[str] = set()


def protect_host_process() -> bool:
    """Make this process non-dumpable (Linux). Returns whether it now is."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)
    return int(libc.prctl(PR_GET_DUMPABLE, 0, 0, 0, 0)) == 0


def _namespaces_possible() -> bool:
    if not os.path.exists("/proc/self/ns/pid"):
        return False
    if os.geteuid() == 0:
        return True
    try:
        with open("/proc/sys/user/max_user_namespaces") as handle:
            if int(handle.read().strip() or 0) == 0:
                return False
        with open("/proc/sys/kernel/unprivileged_userns_clone") as handle:
            return handle.read().strip() != "0"
    except FileNotFoundError:
        return True  # No Debian knob: unprivileged user namespaces are allowed.
    except (OSError, ValueError):
        return False


@functools.cache
def missing_layers() -> tuple[str, ...]:
    """The Linux kernel layers workers will not get here (empty elsewhere and when
    everything is there). Probed from the host, without starting a worker."""
    if not sys.platform.startswith("linux"):
        return ()
    from studio.sandbox import landlock, seccomp

    missing: list[str] = []
    if not _namespaces_possible():
        missing += ["pidns", "netns", "ipcns", "mount-root"]
    abi = landlock.abi_version()
    missing += [
        name for name, needed in (("landlock-fs", 1), ("landlock-net", 4), ("landlock-scope", 6))
        if abi < needed
    ]  # fmt: skip
    if seccomp.machine() is None:
        missing.append("seccomp")
    return tuple(missing)


def missing_layers_notice(missing: tuple[str, ...] | list[str] | None = None) -> str | None:
    """One sentence for the log or a status bar, or None when nothing is missing."""
    names = list(missing_layers() if missing is None else missing)
    if not names:
        return None
    described = ", ".join(LINUX_LAYERS.get(name, name) for name in names)
    return (
        f"Agent sandbox: this system lacks {described}; agents still run with the other "
        "layers (see docs/SANDBOX.md)."
    )


def log_missing_layers_once(reported: list[str] | None = None) -> None:
    """Log the missing layers once per process: from the probe, or from the layers
    a Linux worker actually reported (``reported``), whichever shows a gap first."""
    if not sys.platform.startswith("linux"):
        return
    if reported is None:
        missing = list(missing_layers())
    else:
        missing = [name for name in LINUX_LAYERS if name not in reported]
    new = [name for name in missing if name not in _reported]
    if not new:
        return
    _reported.update(new)
    notice = missing_layers_notice(new)
    if notice:
        _log.warning("%s", notice)


def guard_player() -> None:
    """What every player does once it starts: become non-dumpable, and log the
    kernel layers workers will lack here (once per process)."""
    protect_host_process()
    log_missing_layers_once()


_shown = False


def show_missing_once(show: Callable[[str], None]) -> None:
    """For the GUI: guard the process (:func:`guard_player`), and pass the missing-layer
    notice to ``show`` (a status bar) the first time this is called, if there is one."""
    global _shown
    guard_player()
    notice = missing_layers_notice()
    if notice and not _shown:
        _shown = True
        show(notice)

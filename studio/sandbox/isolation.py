"""OS-level isolation a worker applies to itself before it runs agent code.

Runs inside the worker (standard library and :mod:`.cabi` only). This module holds:

1. ``pidns`` (:func:`enter_pid_namespace`, at start-up): the worker continues as
   pid 1 of a new PID namespace, where no process of the host is visible.
2. ``netns``, ``ipcns`` (:func:`enter_namespaces`): a new, empty Linux network
   namespace (``unshare(CLONE_NEWNET)``, with ``CLONE_NEWUSER`` when not root),
   where only a down loopback exists, so every ``connect`` fails with "Network is
   unreachable"; an IPC namespace of its own; and a mount namespace that
   :mod:`.mountns` fills with the read view only.
3. ``rlimit-as`` / ``rlimit-fsize`` / ``rlimit-core`` / ``rlimit-nofile``, and ``rlimit-nproc``
   (:func:`limit_processes`, last): memory, file size (0, with SIGXFSZ ignored
   so writes fail with EFBIG instead of killing us), core dumps, and processes
   (only effective when not root: the kernel ignores RLIMIT_NPROC for root).
   ``RLIMIT_NOFILE`` (:data:`MAX_FILES`) also bounds the kernel memory a worker can
   pin in socket and pipe buffers, which ``RLIMIT_AS`` does not count: with
   ``setsockopt`` buffer sizes and ``F_SETPIPE_SZ`` refused by :mod:`.seccomp`,
   each descriptor holds at most the system's default buffer.

The worker enters the network namespace before its runtime's imports and the
kernel layers that need those done first (Landlock, capabilities, seccomp:
:mod:`studio.sandbox.kernel`); the resource limits, whose memory the first load
names, follow them, and the audit hook (:mod:`studio.sandbox.audit`) comes last.
Each layer that fails is skipped, never fatal; the list of layers that applied
goes back to the host in the load reply.
"""

from __future__ import annotations

import os
import sys

CLONE_NEWNS = 0x00020000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
PR_SET_PDEATHSIG = 1
# Room for the interpreter itself on top of the agent's budget, plus the copies one
# largest frame takes on its way out (runtime string, Python str, encoded bytes): a
# native encoder that runs out of address space crashes the worker instead of failing.
# (framing.MAX_LINE, repeated so this module imports no more than .cabi, and only when
# it makes a system call; a test keeps them equal.)
MAX_FRAME = 16 * 1024 * 1024
AS_OVERHEAD = 64 * 1024 * 1024 + 4 * MAX_FRAME
# Descriptors a worker may hold: its protocol, the interpreter's few, and room for an
# agent's own files and socket pairs; at most the system's default socket buffer
# each (seccomp refuses SO_SNDBUF/SO_RCVBUF), so a few tens of MB of kernel memory.
MAX_FILES = 64


def _unshare(flags: int) -> None:
    unshare = getattr(os, "unshare", None)  # Python 3.12+
    if unshare is not None:
        unshare(flags)
        return
    from studio.sandbox import cabi

    libc = cabi.libc()
    if libc.unshare(flags) != 0:
        errno = cabi.get_errno()
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


def enter_namespaces() -> list[str]:
    """Move this process into fresh network, IPC and mount namespaces at once.

    Returns the layers: ``netns``, ``ipcns`` (SysV shared memory, semaphores and
    message queues of its own: none of the host's segments are visible, and what
    the worker allocates is freed when it exits) and ``mountns`` (a mount table of
    its own, which :func:`studio.sandbox.mountns.build_root` then replaces with
    the read view; not reported itself). Where the kernel refuses the IPC and
    mount namespaces, the network namespace alone, as before; ``[]`` when none.
    """
    if not sys.platform.startswith("linux"):
        return []
    root = os.geteuid() == 0
    uid, gid = os.geteuid(), os.getegid()
    user = 0 if root else CLONE_NEWUSER
    for flags, layers in (
        (CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWNS, ["netns", "ipcns", "mountns"]),
        (CLONE_NEWNET, ["netns"]),
    ):
        try:
            _unshare(user | flags)
        except (OSError, AttributeError):
            continue
        if not root:
            _write_id_maps(uid, gid)
        return layers
    return []


def enter_pid_namespace() -> str | None:
    """Continue this worker as pid 1 of a new PID namespace. Returns the layer name or None.

    ``unshare(CLONE_NEWPID)`` only moves *children* into the new namespace, so
    the process forks: the child returns and becomes the worker; the parent,
    which the host knows by pid, only waits and exits the way the child did.
    Both share the process group the host kills on a timeout, and the child dies
    with its parent (``PR_SET_PDEATHSIG``). Inside, no process of the host is
    visible: ``kill``, ``pidfd_open`` and ``/proc/<pid>`` for the player's pid
    find nothing (the child's ``getppid()`` is 0). Must run before any thread
    exists and before the protocol descriptors are moved.
    """
    if not sys.platform.startswith("linux"):
        return None
    root = os.geteuid() == 0
    uid, gid = os.geteuid(), os.getegid()
    try:
        _unshare(CLONE_NEWPID if root else CLONE_NEWUSER | CLONE_NEWPID)
    except (OSError, AttributeError):
        return None
    if not root:
        _write_id_maps(uid, gid)
    child = os.fork()
    if child == 0:
        from studio.sandbox import cabi

        cabi.libc().prctl(PR_SET_PDEATHSIG, 9, 0, 0, 0)  # SIGKILL
        return "pidns"
    _wait_for(child)
    return None  # Not reached: _wait_for exits.


def _wait_for(child: int) -> None:
    """The parent's whole life after the fork: wait, then exit like the child."""
    import _signal as signal  # The C module: the signal wrapper imports enum (~2 ms).

    for fd in (0, 1):  # The protocol belongs to the child; the host's EOFs must not wait for us.
        try:
            os.close(fd)
        except OSError:
            pass
    while True:
        try:
            _pid, status = os.waitpid(child, 0)
            break
        except ChildProcessError:
            os._exit(3)
        except InterruptedError:
            continue
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        try:
            import resource

            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        except (ImportError, OSError, ValueError):
            pass
        signal.signal(number, signal.SIG_DFL)
        os.kill(os.getpid(), number)  # Report the same death to the host (e.g. SIGSEGV).
    os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 3)


def apply_rlimits(memory_bytes: int) -> list[str]:
    """Set resource limits where the platform has them. Returns the layers applied."""
    try:
        import _signal as signal  # The C module: the signal wrapper imports enum.
        import resource
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
    limit("rlimit-nofile", resource.RLIMIT_NOFILE, MAX_FILES)
    return applied


def limit_processes() -> list[str]:
    """RLIMIT_NPROC 0 (no new processes or threads), when not root: the kernel ignores
    it for root, so it is neither applied nor claimed then. Applied last, after the
    worker started the threads it needs."""
    try:
        import resource
    except ImportError:
        return []
    if not hasattr(resource, "RLIMIT_NPROC") or os.geteuid() == 0:
        return []
    try:
        resource.setrlimit(resource.RLIMIT_NPROC, (0, 0))
    except (OSError, ValueError):
        return []
    return ["rlimit-nproc"]

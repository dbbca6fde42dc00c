"""A seccomp-BPF filter the worker installs on itself after its imports (Linux).

Standard library and :mod:`.cabi` only (see :mod:`.landlock` for why). The filter
checks the architecture first (a 32-bit or x32 system call from a 64-bit process
would bypass a table of 64-bit numbers, so anything but the native ABI kills the
process), then **allows only the calls in** ``_ALLOWED`` — what CPython, QuickJS
(JavaScript and TypeScript) and Lua were seen to make after the lock-down when
real workers were traced (``strace -f`` over the sandbox tests; docs/SANDBOX.md
has the method), plus the ordinary libc calls the same code reaches on other
paths (threads, sleeping, polling, time, randomness) — and a few with their
arguments checked:

* ``clone`` only with ``CLONE_THREAD`` and no namespace flag (threads, no
  processes); ``clone3`` answers ``ENOSYS`` so libc falls back to ``clone``,
  whose flags a filter can read;
* ``kill``, ``tgkill``, ``tkill``, ``rt_sigqueueinfo``, ``rt_tgsigqueueinfo``
  only to this process;
* ``socketpair(AF_UNIX, SOCK_STREAM)`` only (asyncio's self-pipe in a Python
  worker; a connected pair reaches nothing outside; so do pipes, which are
  allowed). The protocol is the inherited pipes;
* ``fcntl`` only for descriptor flags, status flags, ``F_DUPFD*`` and
  ``F_GETPIPE_SZ``: no ``F_SETPIPE_SZ`` (a pipe buffer is kernel memory outside
  ``RLIMIT_AS``), ``F_NOTIFY`` (directory change signals, a side channel like
  inotify), ``F_SETOWN``/``F_SETSIG`` (signals sent elsewhere) or locks;
* ``ioctl`` only for ``TCGETS``/``TIOCGWINSZ`` (``isatty``, terminal size),
  ``FIONREAD``, ``FIONBIO``, ``FIOCLEX``/``FIONCLEX``.

Everything else answers ``EPERM``: running programs, new processes, sockets
other than the pair, other processes (``ptrace``, ``process_vm_*``, pidfds),
file metadata changes Landlock (ABI <= 7) does not look at (``chmod``, ``chown``,
``utime``, xattrs: ACLs are xattrs, ``mknod``), inotify/fanotify, SysV IPC and
POSIX message queues, ``setsockopt`` (buffer sizes), ``io_uring``, ``bpf``,
``perf_event_open``, ``userfaultfd``, keyrings, namespaces, mounts, modules,
and every call added to the kernel after this list was written. A call an
interpreter needs on some path the traces did not take fails with ``EPERM``
in the agent (an error it sees, not a killed worker).
"""

from __future__ import annotations

import errno
import os
import sys

from studio.sandbox import cabi

_AUDIT_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}
_SYS_SECCOMP = {"x86_64": 317, "aarch64": 277}
_X32_BIT = 0x40000000

# name -> (x86_64, aarch64); None where the architecture has no such call. The order is
# the filter's: the calls a worker makes most come first (each costs one comparison).
_ALLOWED: dict[str, tuple[int | None, int | None]] = {
    "read": (0, 63), "write": (1, 64), "newfstatat": (262, 79), "lseek": (8, 62),
    "openat": (257, 56), "close": (3, 57), "mmap": (9, 222), "munmap": (11, 215),
    "brk": (12, 214), "mprotect": (10, 226), "futex": (202, 98), "getdents64": (217, 61),
    "prlimit64": (302, 261), "rt_sigaction": (13, 134), "getcwd": (79, 17),
    "geteuid": (107, 175), "epoll_wait": (232, None), "epoll_pwait": (281, 22),
    "epoll_ctl": (233, 21), "epoll_create1": (291, 20), "epoll_create": (213, None),
    "epoll_pwait2": (441, 441), "getpid": (39, 172), "gettid": (186, 178),
    "getsockname": (51, 204), "mremap": (25, 216), "madvise": (28, 233),
    "pipe2": (293, 59), "pipe": (22, None),
    "exit_group": (231, 94), "exit": (60, 93),
    # Files, through the read view only (mount-root and Landlock decide what is there).
    "pread64": (17, 67), "readv": (19, 65), "writev": (20, 66), "open": (2, None),
    "stat": (4, None), "fstat": (5, 80), "lstat": (6, None), "statx": (332, 291),
    "readlink": (89, None), "readlinkat": (267, 78), "access": (21, None),
    "faccessat": (269, 48), "faccessat2": (439, 439), "dup": (32, 23), "dup2": (33, None),
    "dup3": (292, 24), "close_range": (436, 436),
    # Threads and signals within this process.
    "set_robust_list": (273, 99), "rseq": (334, 293), "set_tid_address": (218, 96),
    "sched_yield": (24, 124), "sched_getaffinity": (204, 123), "getppid": (110, 173),
    "restart_syscall": (219, 128), "rt_sigprocmask": (14, 135), "rt_sigreturn": (15, 139),
    "sigaltstack": (131, 132),
    # Identity, time, limits, randomness: reading one's own state.
    "getuid": (102, 174), "getgid": (104, 176), "getegid": (108, 177), "uname": (63, 160),
    "clock_gettime": (228, 113), "clock_getres": (229, 114), "gettimeofday": (96, 169),
    "time": (201, None), "nanosleep": (35, 101), "clock_nanosleep": (230, 115),
    "getrlimit": (97, 163), "setrlimit": (160, 164), "getrusage": (98, 165),
    "getrandom": (318, 278),
    # Waiting, and the socket pair's own traffic.
    "poll": (7, None), "ppoll": (271, 73), "select": (23, None), "pselect6": (270, 72),
    "getpeername": (52, 205), "getsockopt": (55, 209), "sendto": (44, 206),
    "recvfrom": (45, 207), "sendmsg": (46, 211), "recvmsg": (47, 212), "shutdown": (48, 210),
}  # fmt: skip
# Signal calls whose first argument is the target: allowed only when it is us.
_SELF_ONLY = {
    "kill": (62, 129), "tkill": (200, 130), "tgkill": (234, 131),
    "rt_sigqueueinfo": (129, 138), "rt_tgsigqueueinfo": (297, 240),
}  # fmt: skip
_CLONE, _CLONE3, _SOCKETPAIR = (56, 220), (435, 435), (53, 199)
_FCNTL, _IOCTL = (72, 25), (16, 29)
F_SETPIPE_SZ = 1031  # A pipe's buffer up to pipe-max-size: kernel memory outside RLIMIT_AS.
# F_DUPFD, F_GETFD, F_SETFD, F_GETFL, F_SETFL, F_DUPFD_CLOEXEC, F_GETPIPE_SZ.
FCNTL_ALLOWED = (0, 1, 2, 3, 4, 1030, 1032)
# TCGETS, TIOCGWINSZ, FIONREAD, FIONBIO, FIONCLEX, FIOCLEX (the same on both architectures).
IOCTL_ALLOWED = (0x5401, 0x5413, 0x541B, 0x5421, 0x5450, 0x5451)

CLONE_THREAD = 0x00010000
# NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET (clone() cannot ask for NEWTIME:
# that bit is part of the exit-signal byte there).
CLONE_NAMESPACES = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000
CLONE_NAMESPACES |= 0x20000000 | 0x40000000
AF_UNIX, SOCK_STREAM, SOCK_TYPE_MASK = 1, 1, 0xF

# Classic BPF opcodes and seccomp return values.
_LD_ABS, _JEQ, _JSET, _AND, _RET, _JA = 0x20, 0x15, 0x45, 0x54, 0x06, 0x05
_JGE = 0x35
RET_ALLOW, RET_KILL_PROCESS, RET_ERRNO = 0x7FFF0000, 0x80000000, 0x00050000
_OFF_NR, _OFF_ARCH = 0, 4
_DENY = RET_ERRNO | errno.EPERM
_NOSYS = RET_ERRNO | errno.ENOSYS
FILTER_FLAG_TSYNC = 1
_SET_MODE_FILTER = 1


def _arg_low(index: int) -> int:
    return 16 + 8 * index  # Low 32 bits of args[index] (little-endian seccomp_data).


class _Insn(cabi.Structure):
    _fields_ = (
        ("code", cabi.c_uint16),
        ("jt", cabi.c_uint8),
        ("jf", cabi.c_uint8),
        ("k", cabi.c_uint32),
    )


class _Prog(cabi.Structure):
    _fields_ = (("len", cabi.c_ushort), ("filter", cabi.POINTER(_Insn)))


def machine() -> str | None:
    """The architecture key of this process when the filter supports it."""
    # os.uname, not platform.machine: importing platform costs a worker ~10 ms.
    if not sys.platform.startswith("linux"):
        return None
    machine = os.uname().machine
    name = {"arm64": "aarch64"}.get(machine, machine)
    return name if name in _AUDIT_ARCH else None


def build(arch: str, pid: int) -> list[tuple[int, int, int, int]]:
    """The filter program for ``arch`` as ``(code, jt, jf, k)`` tuples.

    Args:
        arch: ``"x86_64"`` or ``"aarch64"``.
        pid: This process's pid: the one target signals may go to.
    """
    col = 0 if arch == "x86_64" else 1
    prog: list[tuple[int, int, int, int]] = [
        (_LD_ABS, 0, 0, _OFF_ARCH),
        (_JEQ, 1, 0, _AUDIT_ARCH[arch]),
        (_RET, 0, 0, RET_KILL_PROCESS),
        (_LD_ABS, 0, 0, _OFF_NR),
    ]
    if arch == "x86_64":  # The x32 ABI shares the architecture value; refuse it outright.
        prog += [(_JGE, 0, 1, _X32_BIT), (_RET, 0, 0, RET_KILL_PROCESS)]
    allowed = [n for n in (numbers[col] for numbers in _ALLOWED.values()) if n is not None]
    # Each plain call jumps to the one ALLOW after the list (offsets are 8 bits: < 255 calls).
    assert len(allowed) < 255
    for index, number in enumerate(allowed):
        prog.append((_JEQ, len(allowed) - index, 0, number))
    prog += [(_JA, 0, 0, 1), (_RET, 0, 0, RET_ALLOW)]
    prog += [(_JEQ, 0, 1, _CLONE3[col]), (_RET, 0, 0, _NOSYS)]
    # Each block below starts with the syscall number in the accumulator and,
    # when it matches, ends in a return (the accumulator no longer holds it).
    for numbers in _SELF_ONLY.values():
        prog += [
            (_JEQ, 0, 4, numbers[col]),
            (_LD_ABS, 0, 0, _arg_low(0)),
            (_JEQ, 0, 1, pid),
            (_RET, 0, 0, RET_ALLOW),
            (_RET, 0, 0, _DENY),
        ]
    for call, values in ((_FCNTL, FCNTL_ALLOWED), (_IOCTL, IOCTL_ALLOWED)):
        prog += [(_JEQ, 0, len(values) + 3, call[col]), (_LD_ABS, 0, 0, _arg_low(1))]
        prog += [(_JEQ, len(values) - i, 0, value) for i, value in enumerate(values)]
        prog += [(_RET, 0, 0, _DENY), (_RET, 0, 0, RET_ALLOW)]
    prog += [
        (_JEQ, 0, 5, _CLONE[col]),
        (_LD_ABS, 0, 0, _arg_low(0)),
        (_JSET, 2, 0, CLONE_NAMESPACES),
        (_JSET, 0, 1, CLONE_THREAD),
        (_RET, 0, 0, RET_ALLOW),
        (_RET, 0, 0, _DENY),
        (_JEQ, 0, 7, _SOCKETPAIR[col]),
        (_LD_ABS, 0, 0, _arg_low(0)),
        (_JEQ, 0, 4, AF_UNIX),
        (_LD_ABS, 0, 0, _arg_low(1)),
        (_AND, 0, 0, SOCK_TYPE_MASK),
        (_JEQ, 0, 1, SOCK_STREAM),
        (_RET, 0, 0, RET_ALLOW),
        (_RET, 0, 0, _DENY),
        (_RET, 0, 0, _DENY),  # Not on the list.
    ]
    return prog


def install() -> str | None:
    """Install the filter on every thread of this process. Returns the layer name.

    Requires ``no_new_privs`` (set by :func:`studio.sandbox.kernel.no_new_privs`).
    """
    arch = machine()
    if arch is None:
        return None
    program = build(arch, os.getpid())
    insns = (_Insn * len(program))(*(_Insn(*insn) for insn in program))
    prog = _Prog(len(program), insns)
    libc = cabi.libc()
    libc.syscall.restype = cabi.c_long
    result = libc.syscall(
        cabi.c_long(_SYS_SECCOMP[arch]), cabi.c_uint(_SET_MODE_FILTER),
        cabi.c_uint(FILTER_FLAG_TSYNC), cabi.byref(prog),
    )  # fmt: skip
    return "seccomp" if result == 0 else None

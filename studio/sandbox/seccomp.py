"""A seccomp-BPF filter the worker installs on itself after its imports (Linux).

Standard library and :mod:`.cabi` only (see :mod:`.landlock` for why). The filter
checks the architecture first (a 32-bit or x32 system call from a 64-bit process
would bypass a table of 64-bit numbers, so anything but the native ABI kills the
process), then refuses with ``EPERM``:

* running programs: ``execve``, ``execveat``; new processes: ``fork``, ``vfork``,
  and ``clone`` without ``CLONE_THREAD`` or with any namespace flag (threads
  stay allowed); ``clone3`` answers ``ENOSYS`` so libc falls back to ``clone``,
  whose flags a filter can read;
* reading or writing other processes: ``ptrace``, ``process_vm_readv``/``writev``,
  ``process_madvise``, ``kcmp``, ``pidfd_open``, ``pidfd_getfd``,
  ``pidfd_send_signal``;
* signals to anyone but this process: ``kill``, ``tgkill``, ``tkill``,
  ``rt_sigqueueinfo``, ``rt_tgsigqueueinfo`` unless the target is our own pid;
* sockets: ``socket``, ``connect``, ``bind``, ``listen``, ``accept``/``accept4``;
  only ``socketpair(AF_UNIX, SOCK_STREAM)`` is allowed (asyncio's self-pipe in a
  Python worker; a connected pair reaches nothing outside). The protocol is the
  inherited pipes;
* ``io_uring_*`` (it performs socket and file operations without system calls
  a filter sees), ``bpf``, ``perf_event_open``, ``userfaultfd``, keyrings,
  namespaces (``unshare``, ``setns``), mounts, modules, ``kexec``, ``reboot``,
  swap, handle-based opens, ``chroot``, ``pivot_root``, ``acct``, ``quotactl``.

Everything else is allowed: the interpreter needs its ordinary calls, and the
filesystem view is :mod:`.landlock`'s job.
"""

from __future__ import annotations

import errno
import os
import sys

from studio.sandbox import cabi

_AUDIT_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}
_SYS_SECCOMP = {"x86_64": 317, "aarch64": 277}
_X32_BIT = 0x40000000

# name -> (x86_64, aarch64); None where the architecture has no such call.
_DENIED: dict[str, tuple[int | None, int | None]] = {
    "execve": (59, 221), "execveat": (322, 281), "fork": (57, None), "vfork": (58, None),
    "ptrace": (101, 117), "process_vm_readv": (310, 270), "process_vm_writev": (311, 271),
    "process_madvise": (440, 440), "kcmp": (312, 272), "pidfd_open": (434, 434),
    "pidfd_getfd": (438, 438), "pidfd_send_signal": (424, 424),
    "socket": (41, 198), "connect": (42, 203), "bind": (49, 200), "listen": (50, 201),
    "accept": (43, 202), "accept4": (288, 242),
    "io_uring_setup": (425, 425), "io_uring_enter": (426, 426),
    "io_uring_register": (427, 427), "bpf": (321, 280), "perf_event_open": (298, 241),
    "userfaultfd": (323, 282), "keyctl": (250, 219), "add_key": (248, 217),
    "request_key": (249, 218), "unshare": (272, 97), "setns": (308, 268),
    "mount": (165, 40), "umount2": (166, 39), "pivot_root": (155, 41), "chroot": (161, 51),
    "open_tree": (428, 428), "move_mount": (429, 429), "fsopen": (430, 430),
    "fsconfig": (431, 431), "fsmount": (432, 432), "fspick": (433, 433),
    "mount_setattr": (442, 442), "init_module": (175, 105), "finit_module": (313, 273),
    "delete_module": (176, 106), "kexec_load": (246, 104), "kexec_file_load": (320, 294),
    "reboot": (169, 142), "swapon": (167, 224), "swapoff": (168, 225),
    "open_by_handle_at": (304, 265), "name_to_handle_at": (303, 264), "acct": (163, 89),
    "quotactl": (179, 60), "iopl": (172, None), "ioperm": (173, None),
}  # fmt: skip
# Signal calls whose first argument is the target: allowed only when it is us.
_SELF_ONLY = {
    "kill": (62, 129), "tkill": (200, 130), "tgkill": (234, 131),
    "rt_sigqueueinfo": (129, 138), "rt_tgsigqueueinfo": (297, 240),
}  # fmt: skip
_CLONE, _CLONE3, _SOCKETPAIR = (56, 220), (435, 435), (53, 199)

CLONE_THREAD = 0x00010000
# NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET (clone() cannot ask for NEWTIME:
# that bit is part of the exit-signal byte there).
CLONE_NAMESPACES = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000
CLONE_NAMESPACES |= 0x20000000 | 0x40000000
AF_UNIX, SOCK_STREAM, SOCK_TYPE_MASK = 1, 1, 0xF

# Classic BPF opcodes and seccomp return values.
_LD_ABS, _JEQ, _JSET, _AND, _RET = 0x20, 0x15, 0x45, 0x54, 0x06
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
    for numbers in _DENIED.values():
        if numbers[col] is not None:
            prog += [(_JEQ, 0, 1, int(numbers[col])), (_RET, 0, 0, _DENY)]  # type: ignore[arg-type]
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
        (_RET, 0, 0, RET_ALLOW),
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

"""Landlock: the worker's filesystem view, TCP and scope limits (Linux 5.13+).

Runs inside the worker (standard library and :mod:`.cabi` only: a Python
worker starts with ``-I -S`` and sees no site-packages, so a PyPI binding could
not be imported there). The kernel interface is three system calls:

* ``landlock_create_ruleset`` with the rights this process gives up unless a
  rule grants them back: every filesystem right the kernel's ABI knows, TCP
  bind/connect (ABI 4+), and the abstract-UNIX-socket and signal scopes (ABI 6+:
  no connecting to abstract sockets or signalling processes outside the domain);
* ``landlock_add_rule`` granting *read* (files, directory listings) beneath each
  allowed directory, and read of single allowed files;
* ``landlock_restrict_self``, irreversible, inherited by every child.

Nothing is writable, no TCP port reachable. Landlock also stops ``ptrace`` and
``/proc/<pid>/mem`` access to any process outside the domain (the player).
"""

from __future__ import annotations

import os
import sys

from studio.sandbox import cabi

TYPE_CHECKING = False  # Not typing's: a worker does not import typing (~10 ms).
if TYPE_CHECKING:
    from typing import Any

# System call numbers: asm-generic (aarch64 and most others) and x86_64 agree here.
_SYS_CREATE_RULESET, _SYS_ADD_RULE, _SYS_RESTRICT_SELF = 444, 445, 446
_CREATE_RULESET_VERSION = 1
_RULE_PATH_BENEATH = 1

FS_EXECUTE = 1 << 0
FS_WRITE_FILE = 1 << 1
FS_READ_FILE = 1 << 2
FS_READ_DIR = 1 << 3
_FS_ABI1 = (1 << 13) - 1  # EXECUTE .. MAKE_SYM
_FS_BY_ABI = {1: _FS_ABI1, 2: _FS_ABI1 | 1 << 13, 3: _FS_ABI1 | 1 << 13 | 1 << 14}
_FS_ALL_LATEST = _FS_ABI1 | 1 << 13 | 1 << 14 | 1 << 15  # + REFER, TRUNCATE, IOCTL_DEV (ABI 5)
_FILE_RIGHTS = FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE | 1 << 14 | 1 << 15
NET_BIND_TCP, NET_CONNECT_TCP = 1 << 0, 1 << 1
SCOPE_ABSTRACT_UNIX_SOCKET, SCOPE_SIGNAL = 1 << 0, 1 << 1


class _RulesetAttr(cabi.Structure):
    _fields_ = (
        ("handled_access_fs", cabi.c_uint64),
        ("handled_access_net", cabi.c_uint64),
        ("scoped", cabi.c_uint64),
    )


class _PathBeneath(cabi.Structure):
    _pack_ = 1  # The kernel struct is __attribute__((packed)).
    _fields_ = (("allowed_access", cabi.c_uint64), ("parent_fd", cabi.c_int32))


def _libc() -> Any:
    return cabi.libc()


def abi_version() -> int:
    """The kernel's Landlock ABI (0: no Landlock, not Linux, or disabled at boot)."""
    if not sys.platform.startswith("linux") or os.uname().machine not in _SUPPORTED_MACHINES:
        return 0
    libc = _libc()
    libc.syscall.restype = cabi.c_long
    version = libc.syscall(
        cabi.c_long(_SYS_CREATE_RULESET), None, cabi.c_size_t(0),
        cabi.c_uint32(_CREATE_RULESET_VERSION),
    )  # fmt: skip
    return max(0, int(version))


_SUPPORTED_MACHINES = frozenset({"x86_64", "aarch64", "arm64", "riscv64", "ppc64le", "s390x"})


def restrict(read_dirs: list[str], read_files: list[str]) -> list[str]:
    """Limit this process to reading ``read_dirs`` (recursively) and ``read_files``.

    Returns the layer names that applied (``landlock-fs``, ``landlock-net``,
    ``landlock-scope``), empty when the kernel has no Landlock. Paths that do not
    exist are skipped. Needs ``no_new_privs`` (or CAP_SYS_ADMIN) to be set first.
    """
    abi = abi_version()
    if abi < 1:
        return []
    libc = _libc()
    libc.syscall.restype = cabi.c_long
    attr = _RulesetAttr(handled_access_fs=_FS_BY_ABI.get(abi, _FS_ALL_LATEST))
    size = 8
    layers = ["landlock-fs"]
    if abi >= 4:
        attr.handled_access_net = NET_BIND_TCP | NET_CONNECT_TCP
        size, layers = 16, [*layers, "landlock-net"]
    if abi >= 6:
        attr.scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL
        size, layers = 24, [*layers, "landlock-scope"]
    ruleset = libc.syscall(
        cabi.c_long(_SYS_CREATE_RULESET), cabi.byref(attr), cabi.c_size_t(size),
        cabi.c_uint32(0),
    )  # fmt: skip
    if ruleset < 0:
        return []
    try:
        handled = attr.handled_access_fs
        for paths, rights in ((read_dirs, FS_READ_FILE | FS_READ_DIR), (read_files, FS_READ_FILE)):
            for path in paths:
                _add_rule(libc, int(ruleset), path, rights & handled)
        if libc.syscall(cabi.c_long(_SYS_RESTRICT_SELF), cabi.c_int(ruleset), 0) != 0:
            return []
    finally:
        os.close(int(ruleset))
    return layers


def _add_rule(libc: Any, ruleset: int, path: str, rights: int) -> None:
    try:
        fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
    except OSError:
        return  # Missing (e.g. no /lib64 here): nothing to grant.
    try:
        if not os.path.isdir(path):
            rights &= _FILE_RIGHTS  # A file rule may carry file rights only.
        rule = _PathBeneath(allowed_access=rights, parent_fd=fd)
        libc.syscall(
            cabi.c_long(_SYS_ADD_RULE), cabi.c_int(ruleset), cabi.c_int(_RULE_PATH_BENEATH),
            cabi.byref(rule), cabi.c_uint32(0),
        )  # fmt: skip
    finally:
        os.close(fd)

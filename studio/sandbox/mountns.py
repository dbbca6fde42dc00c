"""A root of the worker's own that holds only its read view (Linux mount namespace).

Runs inside the worker (standard library and :mod:`.cabi` only), after
:func:`studio.sandbox.isolation.enter_network_namespace` has put the worker in a
mount namespace of its own (``CLONE_NEWNS``, with ``CLONE_NEWUSER`` when not
root) and before Landlock, which refuses mounts once it is in place.

As bubblewrap and nsjail do: every mount is made private (nothing propagates to
the host), a fresh ``tmpfs`` becomes the new root, each path of the read view
(:func:`studio.sandbox.kernel.read_view`) is bind-mounted at its own path inside
it, the whole tree is made read-only and nosuid (one ``mount_setattr``; a
remount per mount before Linux 5.12), and the
worker ``chroot``s into it (see :func:`build_root` for why that holds). Afterwards ``stat``,
``access``, ``inotify_add_watch``, ``O_PATH`` opens and ``/proc/<pid>`` of
anything outside the view answer ``ENOENT``: there is no ``/home``, no data
dir, no ``/proc``, no ``/tmp``.

The sources are opened (``O_PATH``) before the tmpfs is mounted and bound
through ``/proc/self/fd/N``, so a source below the tmpfs's mount point
(``/tmp``) is still reached. A failure undoes what it did (the tmpfs is
detached) and the layer is not reported; Landlock still applies.
"""

from __future__ import annotations

import os

from studio.sandbox import cabi

TYPE_CHECKING = False  # Not typing's: a worker does not import typing (~10 ms).
if TYPE_CHECKING:
    from typing import Any

MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 0x1, 0x2, 0x4, 0x8
MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 0x20, 0x1000, 0x4000, 0x40000
MS_NOATIME, MS_NODIRATIME, MS_RELATIME = 0x400, 0x800, 0x200000
MNT_DETACH = 2
MOUNT_ATTR_RDONLY, MOUNT_ATTR_NOSUID = 0x1, 0x2
AT_FDCWD, AT_RECURSIVE = -100, 0x8000
_SYS_MOUNT_SETATTR = 442  # The same on x86_64 and aarch64.
# statvfs f_flag bits -> the mount flags a remount must keep (an unprivileged
# user namespace may not clear flags the outer mount has: EPERM).
_KEPT = (
    (os.ST_RDONLY, MS_RDONLY), (os.ST_NOSUID, MS_NOSUID), (os.ST_NODEV, MS_NODEV),
    (os.ST_NOEXEC, MS_NOEXEC), (os.ST_NOATIME, MS_NOATIME),
    (os.ST_NODIRATIME, MS_NODIRATIME), (os.ST_RELATIME, MS_RELATIME),
) if hasattr(os, "ST_RDONLY") else ()  # fmt: skip
STAGE = "/tmp"  # Where the new root is built (hidden by the tmpfs in this namespace only).


def _libc() -> Any:
    return cabi.libc()  # Strings go as bytes (char *), None as NULL: no prototypes needed.


def _check(result: int, what: str) -> None:
    if result != 0:
        errno = cabi.get_errno()
        raise OSError(errno, f"{what}: {os.strerror(errno)}")


def _mount(libc: Any, source: str | None, target: str, fstype: str | None, flags: int) -> None:
    _check(
        libc.mount(
            source.encode() if source else None, target.encode(),
            fstype.encode() if fstype else None, cabi.c_ulong(flags), None,
        ),
        f"mount {target}",
    )  # fmt: skip


def _kept_flags(fd: int) -> int:
    have = os.fstatvfs(fd).f_flag
    return sum(ms for st, ms in _KEPT if have & st)


def _open_plan(dirs: list[str], files: list[str]) -> list[tuple[str, bool, int]]:
    """``(path, is_dir, O_PATH fd)`` to bind, parents first; paths inside a bound
    directory are visible through it already, and missing ones are left out."""
    wanted: dict[str, bool] = {}
    for path, is_dir in [*((d, True) for d in dirs), *((f, False) for f in files)]:
        wanted.setdefault(os.path.normpath(path), is_dir)
    plan: list[tuple[str, bool, int]] = []
    bound: list[str] = []
    for path in sorted(wanted):
        if path == "/" or not path.startswith("/") or any(path.startswith(d) for d in bound):
            continue
        try:
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
        except OSError:
            continue
        is_dir = os.fstat(fd).st_mode & 0o170000 == 0o040000
        plan.append((path, is_dir, fd))
        if is_dir:
            bound.append(path + "/")
    return plan


def _make_parents(path: str, made: set[str]) -> None:
    """``mkdir -p`` of ``path``'s parent inside the fresh tmpfs (nothing exists there
    but what this module made, so no checks beyond ``made``)."""
    parent = path.rpartition("/")[0]
    if parent and parent not in made:
        _make_parents(parent, made)
        os.mkdir(parent, 0o755)
        made.add(parent)


class _MountAttr(cabi.Structure):
    _fields_ = (
        ("attr_set", cabi.c_uint64), ("attr_clr", cabi.c_uint64),
        ("propagation", cabi.c_uint64), ("userns_fd", cabi.c_uint64),
    )  # fmt: skip


def _read_only_tree(libc: Any, path: str) -> bool:
    """``mount_setattr(AT_RECURSIVE)``: read-only and nosuid for ``path`` and every
    mount below it in one call (it only adds flags, so locked ones stay)."""
    attr = _MountAttr(MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID, 0, 0, 0)
    libc.syscall.restype = cabi.c_long
    result = libc.syscall(
        cabi.c_long(_SYS_MOUNT_SETATTR), cabi.c_int(AT_FDCWD), path.encode(),
        cabi.c_uint(AT_RECURSIVE), cabi.byref(attr), cabi.c_size_t(cabi.sizeof(attr)),
    )  # fmt: skip
    return bool(result == 0)


def build_root(dirs: list[str], files: list[str]) -> str | None:
    """Make a root holding only ``dirs`` and ``files`` (read-only) and enter it.

    Returns the layer name (``"mount-root"``), or None where it could not be built
    (no privileges in the namespace, no tmpfs).

    The caller must have entered a mount namespace of its own: the mounts made
    here would otherwise be the host's.
    """
    try:
        libc = _libc()
    except (OSError, AttributeError):
        return None
    opened = _open_plan(dirs, files)
    staged = False
    made = {STAGE}
    try:
        _mount(libc, None, "/", None, MS_REC | MS_PRIVATE)
        _mount(libc, "none", STAGE, "tmpfs", MS_NOSUID | MS_NODEV)
        staged = True
        for path, is_dir, fd in opened:
            target = STAGE + path
            _make_parents(target, made)
            if is_dir:
                os.mkdir(target, 0o755)
                made.add(target)
            else:
                os.close(os.open(target, os.O_CREAT | os.O_WRONLY | os.O_CLOEXEC, 0o444))
            _mount(libc, f"/proc/self/fd/{fd}", target, None, MS_BIND | MS_REC)
        if not _read_only_tree(libc, STAGE):  # Before Linux 5.12: one remount per mount.
            for path, _is_dir, fd in opened:
                kept = _kept_flags(fd) | MS_NOSUID | MS_RDONLY
                _mount(libc, None, STAGE + path, None, MS_REMOUNT | MS_BIND | kept)
            _mount(libc, None, STAGE, None, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV)
        # chroot, not pivot_root: detaching the old root waits for an RCU grace
        # period (1-5 ms of every cold start). Nothing can climb out: the worker
        # holds no descriptor of a directory outside, its cwd is the new "/",
        # CAP_SYS_CHROOT goes with the other capabilities next and seccomp
        # refuses chroot, mount and open_tree; /proc (other roots) is not inside.
        os.chroot(STAGE)
        os.chdir("/")
    except OSError:
        if staged:
            libc.umount2(STAGE.encode(), MNT_DETACH)
        try:
            os.chdir("/")
        except OSError:
            pass
        return None
    finally:
        for _path, _is_dir, fd in opened:
            os.close(fd)
    return "mount-root"

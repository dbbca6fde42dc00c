"""Side doors of issue 26, as bodies of ``def attack(a)`` (see :mod:`.hostile_python_cases`):
file metadata, SysV IPC, kernel memory outside ``RLIMIT_AS``, and what ``stat``,
``access``, inotify and ``/proc`` reveal outside the worker's read view.

``a["victim"]`` is a 0600 file of the player's user that the host checks
afterwards (mode, times, extended attributes); ``a["shm"]`` a SysV segment of
the player's holding the fake key; ``a["data_dir"]`` the directory the victim
lives in.
"""

from __future__ import annotations

CTYPES = "import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\n"
FAILED = "raise OSError(ctypes.get_errno(), 'failed')\n"

# Calls that make something the namespace keeps (a 160 MB segment): the unsandboxed
# control runs them in an IPC namespace of its own, which frees them when it exits.
OWN_IPC = frozenset({"shmget 160 MB", "msgget", "semget"})
# A POSIX ACL (system.posix_acl_access, version 2) granting "other" read: USER_OBJ rw,
# GROUP_OBJ r, OTHER r — what turned a 0600 file into 0644.
ACL = (
    "import struct\n"
    "acl = struct.pack('<I', 2) + b''.join(struct.pack('<HHI', tag, perm, 0xFFFFFFFF)\n"
    "    for tag, perm in ((1, 6), (4, 4), (0x20, 4)))\n"
)
SOCKET_FLOOD = """
import socket
pairs, queued = [], 0
try:
    for _ in range(16):
        pairs.append(socket.socketpair())
except OSError:
    pass  # EMFILE: the descriptor cap is part of the bound.
chunk = b"x" * 65536
for left, right in pairs:
    for sock in (left, right):
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 64 * 1024 * 1024)
        except OSError:
            pass
        sock.setblocking(False)
        while queued < 1024 ** 3:
            try:
                queued += sock.send(chunk)
            except BlockingIOError:
                break
if queued > 64 * 1024 * 1024:
    return f"queued {queued // 2 ** 20} MB in {len(pairs)} pairs"
raise OSError(f"bounded: {queued // 2 ** 20} MB in {len(pairs)} pairs")
"""
PROC_PIDS = """
found = [n for n in range(1, 4096) if os.path.exists(f"/proc/{n}")]
if os.path.exists(f"/proc/{a['player']}"):
    found.append(a["player"])
if found:
    return f"{len(found)} pids, e.g. {found[:5]}"
raise FileNotFoundError("no /proc/<pid> visible")
"""

SIDE_DOORS: dict[str, str] = {
    # File metadata of any file the player's user owns.
    "chmod 04777": "os.chmod(a['victim'], 0o4777)\nreturn oct(os.stat(a['victim']).st_mode)",
    "chmod through O_PATH fd": "fd = os.open(a['victim'], os.O_PATH)\n"
    "os.chmod(f'/proc/self/fd/{fd}', 0o4777)\nreturn 'changed'",
    "fchmodat2 on O_PATH fd": CTYPES
    + "fd = os.open(a['victim'], os.O_PATH)\n"  # fchmodat2(fd, "", mode, AT_EMPTY_PATH)
    "if libc.syscall(452, fd, b'', 0o4777, 0x1000) != 0:\n    "
    + FAILED + "return 'changed'",
    "chown": "os.chown(a['victim'], os.getuid(), os.getgid())\nreturn 'chowned'",
    "utime": "os.utime(a['victim'], (0, 0))\nreturn 'touched'",
    "utime through O_PATH fd": "fd = os.open(a['victim'], os.O_PATH)\n"
    "os.utime(f'/proc/self/fd/{fd}', (0, 0))\nreturn 'touched'",
    "setxattr user": "os.setxattr(a['victim'], 'user.agent', b'was here')\nreturn 'set'",
    "setxattr posix_acl_access": ACL
    + "os.setxattr(a['victim'], 'system.posix_acl_access', acl)\nreturn 'acl set'",
    "removexattr": "os.removexattr(a['victim'], 'user.keep')\nreturn 'removed'",
    # SysV IPC.
    "shmat the player's segment": CTYPES
    + "libc.shmat.restype = ctypes.c_void_p\n"
    "addr = libc.shmat(a['shm'], None, 0)\n"
    "if addr in (None, ctypes.c_void_p(-1).value):\n    " + FAILED
    + "return ctypes.string_at(addr, 64)",
    "shmget 160 MB": CTYPES
    + "shmid = libc.shmget(0, 160 * 1024 * 1024, 0o1600)\n"
    "if shmid < 0:\n    " + FAILED + "return f'segment {shmid}'",
    "msgget": CTYPES + "q = libc.msgget(0, 0o1600)\nif q < 0:\n    " + FAILED + "return q",
    "semget": CTYPES + "s = libc.semget(0, 1, 0o1600)\nif s < 0:\n    " + FAILED + "return s",
    # Kernel memory outside RLIMIT_AS.
    "socketpair buffer flood": SOCKET_FLOOD,
    "pipe buffer growth": "import fcntl\nr, w = os.pipe()\n"
    "return fcntl.fcntl(w, 1031, 1024 * 1024)",
    # Side channels.
    "inotify on the data dir": CTYPES
    + "fd = libc.inotify_init1(0)\nif fd < 0:\n    " + FAILED
    + "wd = libc.inotify_add_watch(fd, a['data_dir'].encode(), 0xFFF)\n"
    "if wd < 0:\n    " + FAILED + "return f'watching {wd}'",
    "stat outside the view": "return os.stat(a['files']['ssh']).st_size",
    "stat another conversation": "return os.stat(a['files']['sqlite']).st_size",
    "access outside the view": "if os.access(a['files']['ssh'], os.F_OK):\n"
    "    return 'exists'\nraise FileNotFoundError('not visible')",
    "O_PATH open outside the view": "fd = os.open(a['data_dir'], os.O_PATH)\nreturn fd",
    "stat /proc/N of host pids": PROC_PIDS,
}
# What only the mount root hides (Landlock does not look at metadata): these answer where
# no user namespace can be made (docs/SANDBOX.md, "What holds, by privilege").
NEED_MOUNT_ROOT = frozenset({
    "stat outside the view", "stat another conversation", "access outside the view",
    "O_PATH open outside the view", "stat /proc/N of host pids",
})  # fmt: skip

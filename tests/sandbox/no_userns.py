"""Run a command where user namespaces cannot be made (issue 26, the right-hand column
of docs/SANDBOX.md's "What holds, by privilege").

``python no_userns.py COMMAND...``, as root: the command runs in a user namespace of its
own whose ``user.max_user_namespaces`` is 0, with uids and gids 0-65535 mapped to
themselves, so ``setpriv`` can still become an ordinary user there — who then cannot
create a user namespace (``ENOSPC``) and so gets no PID, network, IPC or mount
namespace for its workers, as on a system with ``user.max_user_namespaces=0``. The
host's own setting is not touched (the limit is per user namespace).

Standard library only: util-linux 2.38's ``unshare --map-users`` needs ``newuidmap``.
"""

from __future__ import annotations

import ctypes
import os
import sys

CLONE_NEWUSER = 0x10000000
IDENTITY = "0 0 65536\n"


def main(command: list[str]) -> int:
    libc = ctypes.CDLL(None, use_errno=True)
    to_child, from_parent = os.pipe()
    to_parent, from_child = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(from_parent)
        os.close(to_parent)
        if libc.unshare(CLONE_NEWUSER) != 0:
            os._exit(90)
        os.write(from_child, b"u")
        os.close(from_child)
        if os.read(to_child, 1) != b"m":  # The parent writes the maps.
            os._exit(91)
        with open("/proc/sys/user/max_user_namespaces", "w") as limit:
            limit.write("0")
        os.execvp(command[0], command)
    os.close(to_child)
    os.close(from_child)
    if os.read(to_parent, 1) == b"u":
        for name in ("uid_map", "gid_map"):
            with open(f"/proc/{pid}/{name}", "w") as mapping:
                mapping.write(IDENTITY)
        os.write(from_parent, b"m")
    os.close(from_parent)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Proof that the process behind a port is the built-in server we started (issue 26).

A state file names the server's pid and port. After a crash, both can belong to
someone else: the pid to a new process, the port to any program that binds it
and answers ``/health`` and ``/props`` — which would then receive the player's
chat. So a server is reused only when it proves to be ours:

* the pid's **start time** (``/proc/<pid>/stat``, field 22, in clock ticks since
  boot) is the one recorded when we started it: a reused pid has another;
* the **listening socket** on ``127.0.0.1:<port>`` (``/proc/net/tcp``) belongs to
  our user and is one of that process's own descriptors (``/proc/<pid>/fd``):
  another program on the port is not it, whatever it answers.

Linux only: elsewhere nothing is proven, so nothing is reused (each app instance
starts its own server; docs/LOCAL_MODEL.md).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["is_our_server", "process_start"]

_LISTEN = "0A"
_LOOPBACK = "0100007F"  # 127.0.0.1 as /proc/net/tcp writes it (little-endian hex).


def process_start(pid: int) -> str | None:
    """The process's start time as the kernel records it, or None (gone, not Linux)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        text = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    # "pid (comm) state ppid ...": comm may hold spaces and parentheses; split after it.
    fields = text.rpartition(")")[2].split()
    return fields[19] if len(fields) > 19 else None  # Field 22 overall.


def _listening_inodes(port: int) -> list[int]:
    """Inodes of our user's sockets listening on 127.0.0.1:``port``."""
    wanted = f"{_LOOPBACK}:{port:04X}"
    uid = str(os.getuid())
    inodes = []
    try:
        lines = Path("/proc/net/tcp").read_text(encoding="ascii").splitlines()[1:]
    except OSError:
        return []
    for line in lines:
        parts = line.split()
        if len(parts) > 9 and parts[1] == wanted and parts[3] == _LISTEN and parts[7] == uid:
            inodes.append(int(parts[9]))
    return inodes


def _holds_socket(pid: int, inodes: list[int]) -> bool:
    links = {f"socket:[{inode}]" for inode in inodes}
    try:
        names = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return False
    for name in names:
        try:
            if os.readlink(f"/proc/{pid}/fd/{name}") in links:
                return True
        except OSError:
            continue
    return False


def is_our_server(pid: int, started: object, port: int) -> bool:
    """Whether ``pid`` is still the process started at ``started`` and listens on ``port``."""
    if not isinstance(started, str) or process_start(pid) != started:
        return False
    inodes = _listening_inodes(port)
    return bool(inodes) and _holds_socket(pid, inodes)

"""What the hostile suite attacks: a fake API key in the player's memory and
environment, other agents' files, and live sockets of every family.

The test process plays the player: workers are its children, as in the app.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import socket
import sqlite3
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from studio.sandbox import hostguard

FAKE_KEY = "sk-hostile-suite-" + "7f3c" * 8
# The key as the player holds it in memory (a bytes object, as httpx keeps headers).
SECRET = FAKE_KEY.encode()
BYTES_HEADER = sys.getsizeof(b"") - 1  # Offset of a bytes object's data from id().


@dataclass
class Targets:
    """Everything an attack gets told about (the worst case: it knows it all)."""

    files: dict[str, str]
    tcp_port: int
    udp: socket.socket
    unix: socket.socket
    unix_path: str
    abstract: socket.socket
    abstract_name: str
    new_db: str
    victim: str
    victim_state: tuple[int, int, list[str]]
    shm: int

    def args(self) -> dict[str, Any]:
        return {
            "player": os.getpid(),
            "secret_addr": id(SECRET) + BYTES_HEADER,
            "secret_len": len(SECRET),
            "key": FAKE_KEY,
            "files": self.files,
            "tcp": self.tcp_port,
            "udp": self.udp.getsockname()[1],
            "unix": self.unix_path,
            "abstract": self.abstract_name,
            "new_db": self.new_db,
            "victim": self.victim,
            "data_dir": os.path.dirname(self.victim),
            "shm": self.shm,
        }

    def nothing_arrived(self) -> list[str]:
        """What reached the player's sockets (must be nothing)."""
        arrived = []
        for name, sock in (("udp", self.udp), ("unix", self.unix), ("abstract", self.abstract)):
            try:
                if sock.type == socket.SOCK_DGRAM:
                    sock.recvfrom(100)
                else:
                    sock.accept()[0].close()
                arrived.append(name)
            except BlockingIOError:
                pass
        if os.path.exists(self.new_db):
            arrived.append("new_db")
        if _file_state(self.victim) != self.victim_state:
            arrived.append(f"victim metadata {_file_state(self.victim)}")
        if _shm_read(self.shm) != SECRET:
            arrived.append("shm segment")
        return arrived


def _file_state(path: str) -> tuple[int, int, list[str]]:
    """Mode, mtime and extended attributes (with values) of a file."""
    info = os.stat(path)
    attrs = sorted(f"{name}={os.getxattr(path, name)!r}" for name in os.listxattr(path))
    return info.st_mode, info.st_mtime_ns, attrs


def _libc() -> ctypes.CDLL:
    libc = ctypes.CDLL(None, use_errno=True)
    libc.shmat.restype = ctypes.c_void_p
    libc.shmat.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
    libc.shmdt.argtypes = [ctypes.c_void_p]
    return libc


def _shm_create() -> int:
    """A private SysV segment of the player's, 0600, holding the fake key."""
    libc = _libc()
    shmid = libc.shmget(0, 4096, 0o1600)  # IPC_PRIVATE, IPC_CREAT | 0600
    assert shmid >= 0, os.strerror(ctypes.get_errno())
    addr = libc.shmat(shmid, None, 0)
    ctypes.memmove(addr, SECRET, len(SECRET))
    libc.shmdt(ctypes.c_void_p(addr))
    return int(shmid)


def _shm_read(shmid: int) -> bytes:
    libc = _libc()
    addr = libc.shmat(shmid, None, 0o10000)  # SHM_RDONLY
    try:
        return ctypes.string_at(addr, len(SECRET))
    finally:
        libc.shmdt(ctypes.c_void_p(addr))


@contextlib.contextmanager
def targets(tmp_path: Path, tcp_port: int) -> Iterator[Targets]:
    """Build the targets under ``tmp_path``; close the sockets afterwards."""
    ssh = tmp_path / "home" / ".ssh"
    ssh.mkdir(parents=True)
    (ssh / "id_ed25519").write_text("-----BEGIN OPENSSH PRIVATE KEY-----\nsecret\n")
    store = tmp_path / "data" / "other.agent.store.json"
    store.parent.mkdir()
    store.write_text('{"diary": "private"}')
    db = tmp_path / "data" / "conversation.sqlite"
    with contextlib.closing(sqlite3.connect(db)) as connection:
        connection.execute("create table secrets (value text)")
        connection.execute("insert into secrets values (?)", (FAKE_KEY,))
        connection.commit()
    files = {"ssh": str(ssh / "id_ed25519"), "store": str(store), "sqlite": str(db)}
    victim = tmp_path / "data" / "victim.txt"
    victim.write_text("the player's file")
    victim.chmod(0o600)
    try:
        os.setxattr(victim, "user.keep", b"kept")
    except OSError:
        pass  # A file system without user xattrs: the removexattr case still must fail.
    shm = _shm_create()
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("127.0.0.1", 0))
    unix_path = str(tmp_path / "player.sock")
    unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    unix.bind(unix_path)
    unix.listen()
    abstract_name = f"studio-hostile-{os.getpid()}-{id(tmp_path)}"
    abstract = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    abstract.bind("\0" + abstract_name)
    abstract.listen()
    for sock in (udp, unix, abstract):
        sock.setblocking(False)
    try:
        yield Targets(
            files=files, tcp_port=tcp_port, udp=udp, unix=unix, unix_path=unix_path,
            abstract=abstract, abstract_name=abstract_name,
            new_db=str(tmp_path / "data" / "created-by-agent.sqlite"),
            victim=str(victim), victim_state=_file_state(str(victim)), shm=shm,
        )  # fmt: skip
    finally:
        for sock in (udp, unix, abstract):
            sock.close()
        _libc().shmctl(shm, 0, None)  # IPC_RMID


def worker_state(parent: int) -> dict[str, str]:
    """``/proc/<worker>/status`` fields, plus its ``pidns``/``netns`` links, of the worker
    whose PID-namespace parent (the process the host started) is ``parent`` (or which is
    ``parent``, where no PID namespace can be made)."""
    children = Path(f"/proc/{parent}/task/{parent}/children").read_text().split()
    child = int(children[0]) if children else parent  # No PID namespace: no fork for one.
    lines = Path(f"/proc/{child}/status").read_text().splitlines()
    state = {key: value.strip() for key, value in (line.split(":", 1) for line in lines)}
    state["pidns"] = os.readlink(f"/proc/{child}/ns/pid")
    state["netns"] = os.readlink(f"/proc/{child}/ns/net")
    state["ipcns"] = os.readlink(f"/proc/{child}/ns/ipc")
    state["mntns"] = os.readlink(f"/proc/{child}/ns/mnt")
    state["root"] = os.readlink(f"/proc/{child}/root")
    for line in Path(f"/proc/{child}/limits").read_text().splitlines():
        if line.startswith("Max open files"):
            state["nofile"] = line.split()[3]
    return state


def layers_here(*names: str) -> set[str]:
    """``names`` less the layers this system cannot give a worker
    (:func:`studio.sandbox.hostguard.missing_layers`: the namespaces, where no user
    namespace can be made; docs/SANDBOX.md's right-hand column)."""
    return set(names) - set(hostguard.missing_layers())


def assert_locked_down(parent: int | None) -> None:
    """The worker process has no capabilities, no_new_privs, a seccomp filter, and
    namespaces of its own (where they can be made: else it is in the player's)."""
    assert parent is not None
    state = worker_state(parent)
    assert state["NoNewPrivs"] == "1"
    assert state["Seccomp"] == "2"
    own = bool(layers_here("mount-root"))
    # Without a user namespace an ordinary user cannot shrink its bounding set (that needs
    # CAP_SETPCAP); it holds nothing to lose, and execve, which the set limits, is refused.
    for field in ("CapEff", "CapPrm", "CapInh", "CapAmb", *(["CapBnd"] if own else [])):
        assert int(state[field], 16) == 0, field
    assert (state["pidns"] != os.readlink("/proc/self/ns/pid")) is own
    assert (state["netns"] != os.readlink("/proc/self/ns/net")) is own
    assert (state["ipcns"] != os.readlink("/proc/self/ns/ipc")) is own
    assert (state["mntns"] != os.readlink("/proc/self/ns/mnt")) is own
    assert int(state["nofile"]) <= 64
    assert (state["root"] != "/") is own  # Its own root (mount namespace, read view only).

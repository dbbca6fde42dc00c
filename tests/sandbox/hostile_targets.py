"""What the hostile suite attacks: a fake API key in the player's memory and
environment, other agents' files, and live sockets of every family.

The test process plays the player: workers are its children, as in the app.
"""

from __future__ import annotations

import contextlib
import os
import socket
import sqlite3
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
        return arrived


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
        )  # fmt: skip
    finally:
        for sock in (udp, unix, abstract):
            sock.close()


def worker_state(parent: int) -> dict[str, str]:
    """``/proc/<worker>/status`` fields, plus its ``pidns``/``netns`` links, of the worker
    whose PID-namespace parent (the process the host started) is ``parent``."""
    child = int(Path(f"/proc/{parent}/task/{parent}/children").read_text().split()[0])
    lines = Path(f"/proc/{child}/status").read_text().splitlines()
    state = {key: value.strip() for key, value in (line.split(":", 1) for line in lines)}
    state["pidns"] = os.readlink(f"/proc/{child}/ns/pid")
    state["netns"] = os.readlink(f"/proc/{child}/ns/net")
    return state


def assert_locked_down(parent: int | None) -> None:
    """The worker process has no capabilities, no_new_privs, a seccomp filter, and
    namespaces of its own."""
    assert parent is not None
    state = worker_state(parent)
    assert state["NoNewPrivs"] == "1"
    assert state["Seccomp"] == "2"
    for field in ("CapEff", "CapPrm", "CapInh", "CapBnd", "CapAmb"):
        assert int(state[field], 16) == 0, field
    assert state["pidns"] != os.readlink("/proc/self/ns/pid")
    assert state["netns"] != os.readlink("/proc/self/ns/net")

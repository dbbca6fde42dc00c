"""The running built-in server as the machine knows it: a state file, leases, a lock.

``<cache>/builtin-server/state.json`` names the server's pid, port and model
digest, and the process's start time; a server is reused only when that process
proves to be the one we started and to hold the port's listening socket
(:mod:`.identity`), ``/health`` is ok and ``/props`` reports exactly our model
file. Starts and stops are serialised by an inter-process lock file.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from studio import paths
from studio.providers.builtin.identity import is_our_server
from studio.providers.builtin.model import DEFAULT_MODEL, ModelSpec, model_path
from studio.providers.builtin.serve import pid_alive

__all__ = [
    "DEFAULT_CTX",
    "ServerInfo",
    "get",
    "locked",
    "read_state",
    "running_server",
    "serves_model",
    "state_dir",
    "write_state",
]

DEFAULT_CTX = 4096


@dataclass(frozen=True, kw_only=True)
class ServerInfo:
    """A running built-in server.

    Attributes:
        base_url: The OpenAI-compatible endpoint (``http://127.0.0.1:PORT/v1``).
        model: The model name to send (the server's alias).
        port: The loopback port.
        pid: The server process.
        n_ctx: The context size the server was started with.
        reused: True when another client had started it.
    """

    base_url: str
    model: str
    port: int
    pid: int
    n_ctx: int
    reused: bool

    @property
    def root_url(self) -> str:
        """``http://127.0.0.1:PORT``: llama.cpp's own endpoints (``/props``, ``/tokenize``)."""
        return f"http://127.0.0.1:{self.port}"


def state_dir(cache_dir: Path | None = None) -> Path:
    """``<user cache dir>/builtin-server``: state file, leases, lock and log."""
    return (Path(cache_dir) if cache_dir is not None else paths.user_cache_dir()) / "builtin-server"


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """An inter-process lock (released by the OS if the holder dies)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a+b") as handle:
        if sys.platform == "win32":
            import msvcrt

            handle.seek(0)  # msvcrt locks bytes from the current position: always byte 0.
            while True:
                try:
                    msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
                    break
                except OSError:  # LK_LOCK gives up after 10 s; keep waiting.
                    continue
            try:
                yield
            finally:
                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def get(url: str, timeout: float = 2.0) -> httpx.Response | None:
    try:
        return httpx.get(url, timeout=timeout)
    except httpx.HTTPError:
        return None


def serves_model(port: int, model_file: Path) -> bool:
    """Whether the server on ``port`` is llama.cpp serving exactly ``model_file``."""
    health = get(f"http://127.0.0.1:{port}/health")
    if health is None or health.status_code != 200:
        return False
    props = get(f"http://127.0.0.1:{port}/props")
    try:
        served = props.json().get("model_path") if props is not None else None
    except ValueError:
        return False
    return isinstance(served, str) and Path(served).resolve() == model_file.resolve()


def read_state(folder: Path) -> dict[str, Any] | None:
    try:
        state = json.loads((folder / "state.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return state if isinstance(state, dict) else None


def running_server(
    spec: ModelSpec = DEFAULT_MODEL, cache_dir: Path | None = None
) -> ServerInfo | None:
    """The built-in server already running for ``spec``, if one is (no lease is taken)."""
    state = read_state(state_dir(cache_dir))
    if state is None or state.get("sha256") != spec.sha256:
        return None
    pid, port = state.get("pid"), state.get("port")
    if not isinstance(pid, int) or not isinstance(port, int) or not pid_alive(pid):
        return None
    if not is_our_server(pid, state.get("started"), port):
        return None  # Another process on the pid or the port: it gets no chat of ours.
    if not serves_model(port, model_path(spec, cache_dir)):
        return None
    return ServerInfo(
        base_url=f"http://127.0.0.1:{port}/v1",
        model=spec.alias,
        port=port,
        pid=pid,
        n_ctx=int(state.get("n_ctx", DEFAULT_CTX)),
        reused=True,
    )


def write_state(folder: Path, state: dict[str, Any]) -> None:
    """Replace ``state.json`` atomically."""
    tmp = folder / "state.json.tmp"
    tmp.write_text(json.dumps(state), encoding="utf-8")
    os.replace(tmp, folder / "state.json")

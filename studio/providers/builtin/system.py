"""What the operating system says and does for the built-in server: memory, ports, threads,
the command that runs it, and ending it.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

from studio.providers.builtin.serve import pid_alive

__all__ = [
    "SERVER_FLAG",
    "available_memory",
    "default_threads",
    "free_port",
    "port_taken",
    "server_command",
    "terminate",
]

SERVER_FLAG = "--builtin-server"  # studio.frozen dispatches it to serve.main.


def available_memory() -> int | None:
    """Bytes of memory available to a new process, when the OS says (Linux), else None."""
    try:
        with open("/proc/meminfo", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def server_command(args: list[str]) -> tuple[list[str], dict[str, str]]:
    """The command and environment that run :mod:`studio.providers.builtin.serve`."""
    env = dict(os.environ)
    if getattr(sys, "frozen", False):
        return [sys.executable, SERVER_FLAG, *args], env
    root = str(Path(__file__).resolve().parents[3])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    return [sys.executable, "-m", "studio.providers.builtin.serve", *args], env


def default_threads() -> int:
    """Half the logical CPUs (about the physical cores), 1 to 8.

    llama.cpp's threads spin while they wait for each other, so one thread more than
    the cores that are actually free costs far more than it brings: on a shared
    2-CPU machine one thread generated 2.5x faster than two (benchmarks/
    bench_local_model.py, docs/LOCAL_MODEL.md).
    """
    return max(1, min(8, (os.cpu_count() or 2) // 2))


def free_port() -> int:
    """A loopback port nothing listens on right now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def port_taken(port: int) -> bool:
    """Whether another program already holds ``127.0.0.1:port``."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return True
    return False


def terminate(pid: int, process: subprocess.Popen[bytes] | None, grace: float = 5.0) -> None:
    """SIGTERM (Windows: TerminateProcess), then SIGKILL after ``grace`` seconds."""
    import signal

    if process is not None:  # Our own child: Popen knows how to stop and reap it.
        process.terminate()
        try:
            process.wait(grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        return
    with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
        os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + grace
    while pid_alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    if pid_alive(pid) and hasattr(signal, "SIGKILL"):
        with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
            os.kill(pid, signal.SIGKILL)

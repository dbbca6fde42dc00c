"""Why the built-in server stopped, in the error a failed turn gets (not a routine log line)."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from studio.providers.builtin import BuiltinServer, ServerInfo

ROUTINE = "0.01.016.159 I slot launch_slot_: id  0 | task 0 | processing task, is_child = 0"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


def _server_whose_process(
    tmp_path: Path, process: subprocess.Popen[bytes], log: str
) -> BuiltinServer:
    server = BuiltinServer(cache_dir=tmp_path, memory=None)
    server.log_path.parent.mkdir(parents=True, exist_ok=True)
    server.log_path.write_text(log, encoding="utf-8")
    # What start() leaves behind after launching the server itself.
    server._process = process
    server.info = ServerInfo(
        base_url="http://127.0.0.1:9/v1", model="smollm2", port=9, pid=process.pid, n_ctx=4096,
        reused=False,
    )  # fmt: skip
    return server


def _ended(*args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-c", *args])


def test_a_killed_server_is_named_as_killed_not_by_its_last_log_line(tmp_path: Path) -> None:
    process = _ended("import time; time.sleep(60)")
    process.send_signal(signal.SIGKILL)
    process.wait()
    server = _server_whose_process(tmp_path, process, f"READY\n{ROUTINE}\n")
    message = str(server.failure())
    assert "stopped (killed by signal SIGKILL)" in message
    assert "processing task" not in message and "launch_slot_" not in message
    assert str(server.log_path) in message and "start again" in message


def test_an_exit_status_and_the_logs_last_error_are_named(tmp_path: Path) -> None:
    process = _ended("raise SystemExit(3)")
    process.wait()
    log = f"{ROUTINE}\n0.02.000.001 E srv  operator(): out of memory\n{ROUTINE}\n"
    message = str(_server_whose_process(tmp_path, process, log).failure())
    assert "stopped (exit status 3)" in message
    assert "its log's last error: 0.02.000.001 E srv  operator(): out of memory" in message
    assert "processing task" not in message


def test_a_server_another_client_started_that_is_gone(tmp_path: Path) -> None:
    process = _ended("pass")
    process.wait()
    server = _server_whose_process(tmp_path, process, ROUTINE)
    server._process = None  # Reused: another client's process.
    assert "stopped (it is no longer running)" in str(server.failure())

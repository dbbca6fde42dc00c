"""Fixtures for the server tests: a running server against the scripted model server."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from studio.server import ServerConfig, create_app
from tests.engine.conftest import make_character  # noqa: F401
from tests.server.harness import RunningServer
from tests.support.fixtures import model_server  # noqa: F401
from tests.support.model_server import ModelServer

StartServer = Callable[..., RunningServer]


@pytest.fixture
def start_server(
    tmp_path: Path,
    model_server: ModelServer,  # noqa: F811
) -> Iterator[StartServer]:
    """``start_server(packages=[...], **config)``: a started server, closed after the test."""
    started: list[RunningServer] = []

    def start(*, packages: list[Path] = (), app_options: dict[str, Any] | None = None,
              **config: Any) -> RunningServer:
        config.setdefault("data_dir", tmp_path / "server-data")
        config.setdefault("base_url", model_server.url)
        config.setdefault("api_key", "sk-test-SECRET-123")
        app = create_app(
            ServerConfig(packages=tuple(packages), **config), **(app_options or {})
        )
        server = RunningServer(app).__enter__()
        started.append(server)
        return server

    yield start
    for server in started:
        server.__exit__(None, None, None)

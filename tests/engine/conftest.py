"""Fixtures for engine tests: characters built per test, players against the model server."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from studio.engine import CharacterPlayer
from tests.support.fixtures import model_server  # noqa: F401
from tests.support.model_server import ModelServer

MakeCharacter = Callable[..., Path]


@pytest.fixture
def make_character(tmp_path: Path) -> MakeCharacter:
    """Write a character folder: ``make_character(files={...}, agents=[...], **config)``."""
    counter = {"n": 0}

    def make(
        *,
        files: dict[str, str] | None = None,
        agents: list[Any] | None = None,
        name: str = "Tester",
        **config: Any,
    ) -> Path:
        counter["n"] += 1
        root = tmp_path / f"char{counter['n']}"
        root.mkdir()
        cfg = {"name": name, "model": "test-model", "agents": agents or [], **config}
        (root / "config.json").write_text(json.dumps(cfg), encoding="utf-8")
        defaults = {
            "instructions.txt": f"You are {name}.",
            "system-prompt.txt": "System. %%CHARACTER_INSTRUCTIONS%%",
        }
        for rel, text in {**defaults, **(files or {})}.items():
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return root

    return make


PlayerFactory = Callable[..., CharacterPlayer]


@pytest.fixture
async def player_factory(
    model_server: ModelServer,  # noqa: F811
) -> AsyncIterator[PlayerFactory]:
    """Make players pointed at the scripted server; all closed after the test."""
    made: list[CharacterPlayer] = []

    def factory(package: Path | str, **kwargs: Any) -> CharacterPlayer:
        kwargs.setdefault("api_key", "sk-test-SECRET-123")
        kwargs.setdefault("base_url", model_server.url)
        player = CharacterPlayer(package, **kwargs)
        made.append(player)
        return player

    yield factory
    for player in made:
        await player.close()


def bodies(server: ModelServer) -> list[dict[str, Any]]:
    """The JSON bodies of chat-completion requests the server received."""
    return [r.body for r in server.requests if r.path.endswith("/chat/completions")]

"""The built-in model's defaults through the player: loop guards and a short reply cap
unless the player chose otherwise (issue 24).

The scripted server speaks llama.cpp's ``/props`` and ``/tokenize`` with a
4,096-token window, as the built-in server does.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from studio.engine import CharacterPlayer
from studio.engine.budget import DEFAULT_MAX_TOKENS, reply_reserve
from studio.providers.presets import BUILTIN_REPLY_CAP, BUILTIN_SAMPLERS, LOCAL_SAMPLERS
from tests.engine.conftest import MakeCharacter, bodies
from tests.support.model_server import ModelServer, text

CHARACTERS = Path(__file__).resolve().parents[2] / "characters"


@pytest.fixture
def llama() -> Iterator[ModelServer]:
    with ModelServer(models=["smollm2"], props=True, context_limit=4096) as server:
        yield server


async def _two_turns(
    server: ModelServer, package: Path, data: Path, **kwargs: Any
) -> list[dict[str, Any]]:
    server.script(text("Evening."), text("Tea?"))
    async with CharacterPlayer(
        package, base_url=server.url, model="smollm2", data_dir=data, **kwargs
    ) as player:
        await player.send("Hello")
        await player.send("Who are you?")
    sent = bodies(server)
    assert len(sent) == 2
    return sent


async def test_every_turn_on_the_builtin_model_carries_its_defaults(
    llama: ModelServer, make_character: MakeCharacter, tmp_path: Path
) -> None:
    for body in await _two_turns(llama, make_character(), tmp_path, provider="builtin"):
        assert body["max_tokens"] == BUILTIN_REPLY_CAP
        for name, value in BUILTIN_SAMPLERS:
            assert body[name] == value, name
        # The server's own temperature stands: none was set.
        assert "temperature" not in body


async def test_the_players_own_settings_win(
    llama: ModelServer, make_character: MakeCharacter, tmp_path: Path
) -> None:
    settings = {"max_tokens": 700, "frequency_penalty": 0.0, "temperature": 0.9}
    sent = await _two_turns(
        llama, make_character(), tmp_path, provider="builtin", settings=settings
    )
    for body in sent:
        assert body["max_tokens"] == 700
        assert (body["frequency_penalty"], body["temperature"]) == (0.0, 0.9)
        assert body["dry_multiplier"] == dict(BUILTIN_SAMPLERS)["dry_multiplier"]


async def test_the_local_samplers_the_player_chose_win(
    llama: ModelServer, make_character: MakeCharacter, tmp_path: Path
) -> None:
    llama.script(text("Evening."))
    async with CharacterPlayer(
        make_character(), base_url=llama.url, model="smollm2", data_dir=tmp_path,
        provider="builtin",
    ) as player:  # fmt: skip
        player.client.set_local_samplers({"repeat_penalty": 1.0, "min_p": 0.02})
        await player.send("Hello")
    (body,) = bodies(llama)
    assert (body["repeat_penalty"], body["min_p"]) == (1.0, 0.02)
    assert body["top_k"] == dict(BUILTIN_SAMPLERS)["top_k"]


async def test_a_hosted_provider_keeps_the_plain_request(
    model_server: ModelServer, make_character: MakeCharacter, tmp_path: Path
) -> None:
    sent = await _two_turns(
        model_server, make_character(), tmp_path, provider="openai", api_key="sk-test"
    )
    for body in sent:
        assert body["max_tokens"] == DEFAULT_MAX_TOKENS
        assert not set(body) & set(LOCAL_SAMPLERS)


def test_the_reply_reserve_takes_the_providers_cap_only_when_the_player_set_none() -> None:
    assert reply_reserve(None, 4096, 320) == 320
    assert reply_reserve(None, 4096) == DEFAULT_MAX_TOKENS == 1024
    assert reply_reserve(500, 4096, 320) == 500
    assert reply_reserve(0, 4096, 320) == 320
    # A small window still keeps three quarters for the prompt.
    assert reply_reserve(None, 1024, 320) == 256
    assert reply_reserve(None, 4096, None) == 1024


async def test_the_builtin_model_is_given_no_tools_past_its_share_of_the_window(
    llama: ModelServer, tmp_path: Path
) -> None:
    from studio.providers.presets import BUILTIN_TOOL_SHARE

    root = CHARACTERS
    llama.script(text("Hello."), text("Hello."))
    for name in ("menagerie",):  # seven tools, ~500 tokens of definitions
        async with CharacterPlayer(
            root / name, base_url=llama.url, model="smollm2", provider="builtin",
            data_dir=tmp_path / "b",
        ) as player:
            await player.send("Hi")
            assert player.engine.tools_withheld
        async with CharacterPlayer(
            root / name, base_url=llama.url, model="smollm2", provider="llamacpp",
            data_dir=tmp_path / "l",
        ) as player:
            await player.send("Hi")
    builtin, llamacpp = bodies(llama)
    assert "tools" not in builtin
    assert len(llamacpp["tools"]) == 7  # a server of the user's choice gets them all
    assert BUILTIN_TOOL_SHARE * 4096 < llama.counter(str(llamacpp["tools"]))

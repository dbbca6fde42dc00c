"""``samplers.local`` from settings to the request: PlayerSettings, the players, the
terminal's ``--sampler`` (issue 24)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from studio.engine import CharacterPlayer, PartyPlayer
from studio.engine.settings import PlayerSettings
from studio.storage.settings import Settings, play_options
from studio.terminal.local import sampler_options
from tests.engine.conftest import MakeCharacter, bodies
from tests.support.model_server import ModelServer, text
from tests.terminal.runner import ROOT, play

MINE = {"repeat_penalty": 1.05, "min_p": 0.02, "dry_multiplier": 0.0}


async def test_player_settings_local_samplers_reach_llamacpp_and_win_over_defaults(
    make_character: MakeCharacter, tmp_path: Path
) -> None:
    with ModelServer(models=["smollm2"], props=True, context_limit=4096) as server:
        for provider in ("builtin", "llamacpp", None):
            server.script(text("Hi."))
            async with CharacterPlayer(
                make_character(),
                base_url=server.url,
                model="smollm2",
                provider=provider,
                data_dir=tmp_path / str(provider),
                settings=PlayerSettings(local_samplers=MINE),
            ) as player:
                await player.send("Hello")
            body = bodies(server)[-1]
            if provider is None:  # custom: a strict server never sees them
                assert not set(MINE) & set(body)
            else:
                assert {k: body[k] for k in MINE} == MINE
        assert bodies(server)[0]["top_k"] == 40  # the built-in default not overridden


async def test_party_player_passes_them_to_its_client(tmp_path: Path) -> None:
    party = ROOT / "characters" / "tea-party.party.json"
    player = PartyPlayer(
        party, base_url="http://127.0.0.1:9/v1", model="m", data_dir=tmp_path,
        settings={"local_samplers": MINE},
    )
    assert player.client.local_samplers == MINE
    await player.client.aclose()


def test_bad_local_samplers_are_a_type_error_naming_the_field() -> None:
    with pytest.raises(TypeError, match=r"local_samplers.*top_q"):
        PlayerSettings.coerce({"local_samplers": {"top_q": 1}})
    with pytest.raises(TypeError, match=r"local_samplers.*number"):
        PlayerSettings.coerce({"local_samplers": {"min_p": "x"}})


def test_play_options_carry_the_merged_local_samplers() -> None:
    settings = Settings.model_validate(
        {
            "samplers": {"local": {"min_p": 0.05, "top_k": 20}},
            "character_samplers": {"sha-1": {"local": {"top_k": 50}}},
        }
    )
    options = play_options(settings, package_key="sha-1", model="m", profile="custom")
    assert options["local_samplers"] == {"min_p": 0.05, "top_k": 50}
    assert "local_samplers" not in play_options(
        Settings(), package_key="sha-1", model="m", profile="custom"
    )
    PlayerSettings.coerce(options)  # what the players are given is accepted


def test_terminal_sampler_flags_go_over_the_settings_and_bad_ones_are_refused(
    tmp_path: Path,
) -> None:
    args = argparse.Namespace(sampler=["top_k=64", "repeat_penalty=1.2"])
    merged = sampler_options(args, {"min_p": 0.05, "top_k": 20})
    assert merged == {"min_p": 0.05, "top_k": 64, "repeat_penalty": 1.2}
    for bad, said in (("top_k", "NAME=VALUE"), ("top_q=1", "NAME one of"),
                      ("min_p=x", "not a number"), ("top_k=-5", "whole number")):
        with pytest.raises(SystemExit, match=said):
            sampler_options(argparse.Namespace(sampler=[bad]), {})
    with ModelServer() as server:
        result = play(server.url, tmp_path, ROOT / "characters" / "plain", "/quit\n",
                      "--sampler", "top_k=-5")
    assert result.returncode != 0 and "top_k must be a whole number" in result.stderr

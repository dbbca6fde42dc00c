"""llama.cpp's own samplers: the built-in model's defaults, the player's local samplers,
who gets them, and what a bad value says (issue 24).

Bodies are read where the scripted OpenAI-compatible server received them.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from studio.engine import PlayerSettings
from studio.errors import StorageError
from studio.providers import PRESETS, ChatRequest, ModelClient
from studio.providers.presets import (
    BUILTIN_REPLY_CAP,
    BUILTIN_SAMPLERS,
    LOCAL_SAMPLERS,
    check_local_samplers,
)
from studio.storage.settings import (
    LOCAL_SAMPLER_RANGES,
    Settings,
    load_settings,
    local_samplers,
    play_options,
    save_settings,
)
from tests.support.model_server import ModelServer, text

REQUEST = ChatRequest(model="m", messages=[{"role": "user", "content": "hi"}])
HOSTED = ("openai", "openrouter", "venice", "deepseek", "groq", "mistral", "anthropic")
# Servers that take none of llama.cpp's samplers in their OpenAI endpoint (or that the
# client knows nothing about): nothing of the player's local samplers reaches them.
NEVER = (*HOSTED, "custom", "ollama", "lmstudio")
KOBOLD_FIELDS = {"rep_pen_range", "typical", "mirostat_mode"}
MINE = {"repeat_penalty": 1.02, "repeat_last_n": 128, "typical_p": 0.9, "mirostat": 2}


async def _body(
    server: ModelServer, preset: str, request: ChatRequest = REQUEST, **kw: Any
) -> dict[str, Any]:
    server.script(text("ok"))
    async with ModelClient(
        base_url=server.url, api_key=None, preset=PRESETS[preset], **kw
    ) as client:
        await client.stream_text(request)
    body = server.requests[-1].body
    assert isinstance(body, dict)
    return body


async def test_the_builtin_preset_sends_its_loop_guards(model_server: ModelServer) -> None:
    body = await _body(model_server, "builtin")
    for name, value in BUILTIN_SAMPLERS:
        assert body[name] == value, name
    assert body["repeat_penalty"] > 1 and body["dry_multiplier"] > 0


async def test_what_the_request_sets_wins_over_the_defaults(model_server: ModelServer) -> None:
    request = ChatRequest(
        model="m",
        messages=REQUEST.messages,
        temperature=0.3,
        frequency_penalty=0.0,
        presence_penalty=0.4,
        max_tokens=77,
    )
    body = await _body(model_server, "builtin", request)
    assert (body["temperature"], body["frequency_penalty"]) == (0.3, 0.0)
    assert (body["presence_penalty"], body["max_tokens"]) == (0.4, 77)
    assert body["dry_multiplier"] == dict(BUILTIN_SAMPLERS)["dry_multiplier"]


async def test_the_players_local_samplers_win_over_the_defaults(
    model_server: ModelServer,
) -> None:
    mine = {"repeat_penalty": 1.0, "dry_multiplier": 0.0, "top_k": 12, "xtc_probability": 0.5}
    body = await _body(model_server, "builtin", local_samplers=mine)
    for name, value in mine.items():
        assert body[name] == value, name
    assert body["min_p"] == dict(BUILTIN_SAMPLERS)["min_p"]  # not set: the default stays


async def test_local_samplers_reach_llamacpp_unchanged(model_server: ModelServer) -> None:
    body = await _body(model_server, "llamacpp", local_samplers=MINE)
    assert {k: body[k] for k in MINE} == MINE


async def test_llamacpp_gets_no_defaults(model_server: ModelServer) -> None:
    # Whoever started a llama.cpp server chose its samplers; a request field would override.
    body = await _body(model_server, "llamacpp")
    assert not set(body) & set(LOCAL_SAMPLERS)
    assert PRESETS["llamacpp"].reply_cap is None


async def test_koboldcpp_gets_them_under_its_own_names(model_server: ModelServer) -> None:
    body = await _body(model_server, "koboldcpp", local_samplers=MINE)
    assert body["repeat_penalty"] == 1.02  # KoboldCpp aliases it to its rep_pen
    assert (body["rep_pen_range"], body["typical"], body["mirostat_mode"]) == (128, 0.9, 2)
    assert "repeat_last_n" not in body and "typical_p" not in body and "mirostat" not in body


@pytest.mark.parametrize("preset", NEVER)
async def test_hosted_and_unknown_servers_never_get_them(
    model_server: ModelServer, preset: str
) -> None:
    every = {name: LOCAL_SAMPLER_RANGES[name][1] for name in LOCAL_SAMPLERS}
    every["repeat_penalty"] = 1.1
    body = await _body(model_server, preset, local_samplers=every)
    sent = set(body) & (set(LOCAL_SAMPLERS) | KOBOLD_FIELDS)
    assert not sent, f"{preset} got {sorted(sent)}"
    assert not PRESETS[preset].default_samplers and PRESETS[preset].reply_cap is None


async def test_a_change_applies_from_the_next_request(model_server: ModelServer) -> None:
    model_server.script(text("one"), text("two"))
    async with ModelClient(
        base_url=model_server.url, api_key=None, preset=PRESETS["llamacpp"]
    ) as client:
        await client.stream_text(REQUEST)
        client.set_local_samplers({"min_p": 0.2})
        await client.stream_text(REQUEST)
    first, second = (r.body for r in model_server.requests)
    assert "min_p" not in first and second["min_p"] == 0.2


@pytest.mark.parametrize(
    ("values", "words"),
    [
        ({"repeat_penalt": 1.1}, "unknown local-server sampler 'repeat_penalt'"),
        ({"top_k": "many"}, "the sampler top_k must be a number (got 'many')"),
        ({"min_p": True}, "the sampler min_p must be a number"),
        ({"min_p": math.nan}, "the sampler min_p must be a number"),
    ],
)
def test_the_client_refuses_what_no_server_would_take(
    values: dict[str, Any], words: str
) -> None:
    with pytest.raises(ValueError) as caught:
        check_local_samplers(values)
    assert words in str(caught.value)
    with pytest.raises(ValueError):
        ModelClient(base_url="http://127.0.0.1:9/v1", api_key=None, local_samplers=values)


def test_the_settings_know_the_samplers_the_presets_send() -> None:
    assert tuple(LOCAL_SAMPLER_RANGES) == LOCAL_SAMPLERS
    names = {name for preset in PRESETS.values() for name, _ in preset.sampler_names}
    assert names == set(LOCAL_SAMPLERS)
    # The built-in defaults are values a player could have written in settings.
    settings = Settings.model_validate({"samplers": {"local": dict(BUILTIN_SAMPLERS)}})
    assert settings.samplers.local == dict(BUILTIN_SAMPLERS)
    assert 256 <= BUILTIN_REPLY_CAP <= 512


def _write(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_settings_keep_local_samplers_and_old_files_still_load(tmp_path: Path) -> None:
    old = _write(tmp_path / "old.json", {"samplers": {"temperature": 0.7, "max_tokens": 300}})
    loaded = load_settings(old)
    assert loaded.samplers.local == {} and loaded.samplers.temperature == 0.7
    path = tmp_path / "settings.json"
    settings = Settings.model_validate(
        {
            "samplers": {"temperature": 0.7, "local": {"repeat_penalty": 1.1, "top_k": 40}},
            "character_samplers": {"abc": {"local": {"top_k": 20, "min_p": 0.2}}},
        }
    )
    save_settings(settings, path)
    again = load_settings(path)
    assert again.samplers.local == {"repeat_penalty": 1.1, "top_k": 40}
    assert local_samplers(again, package_key="abc") == {
        "repeat_penalty": 1.1,
        "top_k": 20,
        "min_p": 0.2,
    }
    assert local_samplers(again, package_key="other") == {"repeat_penalty": 1.1, "top_k": 40}
    # The player settings take what play_options gives (local samplers go to the client).
    options = play_options(again, package_key="abc", model="m", profile="builtin")
    assert "local" not in options
    assert PlayerSettings(**options).temperature == 0.7


def test_a_local_sampler_written_beside_the_others_is_taken(tmp_path: Path) -> None:
    path = _write(tmp_path / "s.json", {"samplers": {"repeat_penalty": 1.15, "min_p": 0.05}})
    assert load_settings(path).samplers.local == {"repeat_penalty": 1.15, "min_p": 0.05}


@pytest.mark.parametrize(
    ("local", "words"),
    [
        ({"top_k": -5}, "top_k must be a whole number from 0 to 100,000 (got -5)"),
        ({"top_k": 2.5}, "top_k must be a whole number from 0 to 100,000 (got 2.5)"),
        ({"repeat_penalty": 0}, "repeat_penalty must be a number from 0.5 to 2 (got 0)"),
        ({"dry_penalty_last_n": -1}, "dry_penalty_last_n must be a whole number from 0"),
        ({"min_p": "high"}, "min_p must be a number from 0 to 1 (got 'high')"),
        ({"mirostat": True}, "mirostat must be a whole number from 0 to 2 (got True)"),
        ({"dry_multiplyer": 0.8}, "unknown local-server sampler 'dry_multiplyer'; known:"),
    ],
)
def test_a_bad_local_sampler_is_named_when_settings_load(
    tmp_path: Path, local: dict[str, Any], words: str
) -> None:
    path = _write(tmp_path / "settings.json", {"samplers": {"local": local}})
    with pytest.raises(StorageError) as caught:
        load_settings(path)
    message = str(caught.value)
    assert "samplers.local" in message and words in message
    assert "settings.json" in message

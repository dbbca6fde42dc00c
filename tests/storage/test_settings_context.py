"""Samplers, model and provider options in settings.json, and one key per provider profile."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio.engine.bridge import visible_turns
from studio.errors import StorageError
from studio.storage import (
    get_provider_key,
    load_settings,
    play_options,
    provider_profile,
    save_settings,
    set_api_key,
)
from studio.storage.settings import Samplers


def test_options_round_trip_and_character_samplers_win(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "samplers": {"temperature": 0.9, "top_p": 0.8},
                "character_samplers": {"pkg": {"temperature": 0.3, "seed": 5}},
                "model_options": {"m": {"context_window": 0, "tokenizer_file": "/t.json"}},
                "provider_options": {"llamacpp": {"merge_roles": False}},
                "future_field": 1,
            }
        ),
        encoding="utf-8",
    )
    settings = load_settings(path)
    options = play_options(settings, package_key="pkg", model="m", profile="llamacpp")
    assert options == {
        "temperature": 0.3,
        "top_p": 0.8,
        "seed": 5,
        "context_window": 0,  # kept: the engine reports it and asks the server instead
        "tokenizer_file": "/t.json",
        "merge_roles": False,
        "system_as_user": False,
    }
    save_settings(settings, path)
    again = json.loads(path.read_text(encoding="utf-8"))
    assert again["future_field"] == 1 and again["samplers"]["temperature"] == 0.9
    assert play_options(load_settings(path), package_key="x", model="y", profile="z") == {
        "temperature": 0.9,
        "top_p": 0.8,
    }


def test_a_sampler_out_of_range_is_refused_with_its_name(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"samplers": {"temperature": 99}}), encoding="utf-8")
    with pytest.raises(StorageError, match=r"samplers\.temperature"):
        load_settings(path)
    assert Samplers(stop=["a"]).set_values() == {"stop": ["a"]}


def test_keys_per_provider_profile_and_the_old_single_key(tmp_path: Path, monkeypatch) -> None:
    import keyring.backends.fail
    import keyring.core

    monkeypatch.setattr(keyring.core, "_keyring_backend", keyring.backends.fail.Keyring())
    assert provider_profile("openrouter") == "openrouter"
    assert provider_profile("custom", "http://10.0.0.2:5000/v1") == "custom@10.0.0.2:5000"
    assert provider_profile("", "") == "custom"
    set_api_key("sk-old", data_dir=tmp_path)  # what older versions stored ("default")
    assert get_provider_key("openai", data_dir=tmp_path) == "sk-old"
    set_api_key("sk-openai", "openai", data_dir=tmp_path)
    set_api_key("sk-router", "openrouter", data_dir=tmp_path)
    assert get_provider_key("openai", data_dir=tmp_path) == "sk-openai"
    assert get_provider_key("openrouter", data_dir=tmp_path) == "sk-router"


def test_reasoning_never_reaches_studio_history() -> None:
    entries = [
        {"role": "user", "content": "q"},
        {"role": "assistant", "content": "a", "reasoning": "hidden thoughts", "truncated": True},
    ]
    assert visible_turns(entries) == [
        {"role": "user", "content": "q", "index": 0},
        {"role": "assistant", "content": "a", "index": 1},
    ]

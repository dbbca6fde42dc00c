"""Settings: defaults, round trip, unknown fields, no secrets, refusals; locations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio.errors import StorageError
from studio.storage import (
    Settings,
    load_settings,
    package_conversations_dir,
    project_conversations_dir,
    save_settings,
)


def test_defaults_when_missing(tmp_path: Path) -> None:
    settings = load_settings(tmp_path / "none.json")
    assert settings.agent_tokens_per_response == 32_000
    assert settings.agent_tokens_per_conversation == 1_000_000
    assert settings.web_access == {} and not settings.web_allowed("abc")
    assert settings.accepted_packages == [] and settings.recent_projects == []


def test_round_trip_with_unknown_fields(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"main_model": "m", "future_thing": {"a": [1]}, "theme": "dark"}))
    settings = load_settings(path)
    settings.worker_model = "w"
    settings.web_access["deadbeef"] = True
    settings.accepted_packages.append("deadbeef")
    save_settings(settings, path)
    raw = json.loads(path.read_text())
    assert raw["future_thing"] == {"a": [1]} and raw["theme"] == "dark"
    again = load_settings(path)
    assert again == settings and again.web_allowed("deadbeef")


def test_default_path_is_in_user_data_dir(_isolated_user_dirs: Path) -> None:
    save_settings(Settings(base_url="http://x"))
    assert json.loads((_isolated_user_dirs / "settings.json").read_text())["base_url"] == "http://x"
    assert load_settings().base_url == "http://x"


def test_api_key_never_stored(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"api_key": "sk-secret", "Authorization": "Bearer sk-secret"}))
    settings = load_settings(path)
    settings.api_key = "sk-secret-2"  # type: ignore[attr-defined]
    save_settings(settings, path)
    assert "sk-secret" not in path.read_text()


@pytest.mark.parametrize(
    "content, match",
    [
        ("{nope", "invalid JSON"),
        ("[1]", "JSON object"),
        ('{"agent_tokens_per_response": "lots"}', "agent_tokens_per_response"),
        ('{"web_access": {"x": "maybe"}}', "web_access"),
        ('{"schema_version": 9}', "newer Character Studio"),
    ],
)
def test_bad_settings_name_the_file(tmp_path: Path, content: str, match: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content)
    with pytest.raises(StorageError, match=match) as info:
        load_settings(path)
    assert info.value.path == str(path)
    assert path.read_text() == content


def test_locations(tmp_path: Path, _isolated_user_dirs: Path) -> None:
    assert project_conversations_dir(tmp_path / "proj") == tmp_path / "proj" / "conversations"
    sha = "ABCDEF0123456789" * 4
    assert package_conversations_dir("My Char!", sha, tmp_path) == (
        tmp_path / "characters" / "My-Char-abcdef01" / "conversations"
    )
    assert package_conversations_dir("../../etc", sha).parent.name == "etc-abcdef01"
    assert package_conversations_dir("", sha).parts[-3:-1] == ("characters", "character-abcdef01")
    assert str(package_conversations_dir("x", sha)).startswith(str(_isolated_user_dirs))
    with pytest.raises(StorageError):
        package_conversations_dir("x", "not-hex")

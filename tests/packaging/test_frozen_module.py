"""studio.frozen and the frozen branch of spawn.worker_command, without a build."""

from __future__ import annotations

import os
import sys

import pytest

from studio import frozen
from studio.sandbox import spawn


def test_source_workers_keep_their_commands() -> None:
    command, _env, _cwd = spawn.worker_command("python")
    assert command[:5] == [sys.executable, "-I", "-S", "-B", str(spawn.SANDBOX_DIR / "launch.py")]
    command, env, _cwd = spawn.worker_command("lua")  # Isolated too, told where lupa is.
    assert command[:5] == [sys.executable, "-I", "-S", "-B", str(spawn.SANDBOX_DIR / "launch.py")]
    assert command[5] == "--path" and "PYTHONPATH" not in env


@pytest.mark.parametrize("language", ["javascript", "lua", "python"])
def test_frozen_workers_run_the_app_itself(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    command, env, _cwd = spawn.worker_command(language)
    assert command == [sys.executable, "--sandbox-worker", language]
    assert "PYTHONPATH" not in env  # Scrubbed as ever; nothing to add in a bundle.
    assert spawn.FROZEN_WORKER_FLAG == frozen.WORKER_FLAG


def test_stdlib_only_guard_refuses_site_packages() -> None:
    guard = frozen.StdlibOnly(frozenset(sys.stdlib_module_names) | {"studio"})
    assert guard.find_spec("json") is None  # None: the real finders load it.
    assert guard.find_spec("studio.sandbox.python") is None
    with pytest.raises(ModuleNotFoundError, match="standard library only"):
        guard.find_spec("httpx")


@pytest.mark.parametrize(
    ("argv0", "args", "mode"),
    [
        ("/opt/character-studio/character-studio", ["x"], "studio"),
        ("/usr/bin/character-player", ["x"], "player"),
        ("C:/Program Files/Character Studio/character-studio.exe", ["--player", "x"], "player"),
    ],
)
def test_main_picks_the_mode(
    monkeypatch: pytest.MonkeyPatch, argv0: str, args: list[str], mode: str
) -> None:
    import studio.cli

    seen: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(studio.cli, "main", lambda a: seen.append(("studio", a)) or 0)
    monkeypatch.setattr(studio.cli, "player_main", lambda a: seen.append(("player", a)) or 0)
    monkeypatch.setattr(sys, "argv", [argv0, *args])
    assert frozen.main() == 0
    assert seen == [(mode, ["x"])]


def test_unknown_worker_language_exits_2() -> None:
    assert frozen.run_worker("cobol") == 2


def test_the_builtin_server_role(monkeypatch: pytest.MonkeyPatch) -> None:
    from studio.providers.builtin import serve, server

    assert server.SERVER_FLAG == frozen.BUILTIN_SERVER_FLAG
    command, env = server.server_command(["--port", "1"])
    assert command == [sys.executable, "-m", "studio.providers.builtin.serve", "--port", "1"]
    assert env["PYTHONPATH"].split(os.pathsep)[0] == str(spawn.PROJECT_ROOT)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    command, _env = server.server_command(["--port", "1"])
    assert command == [sys.executable, "--builtin-server", "--port", "1"]
    seen: list[list[str]] = []
    monkeypatch.setattr(serve, "main", lambda args: seen.append(list(args)) or 0)
    monkeypatch.setattr(sys, "argv", ["/opt/character-studio/character-studio"])
    assert frozen.main(["--builtin-server", "--port", "1"]) == 0
    assert seen == [["--port", "1"]]

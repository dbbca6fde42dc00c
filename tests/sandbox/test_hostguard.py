"""The host's side: missing layers said once (log and UI), the worker command."""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from studio.sandbox import hostguard, landlock, seccomp, spawn
from studio.sandbox.spawn import SANDBOX_DIR, UNSHARE, pid_namespace_launcher, worker_command

from .helpers_sandbox import SandboxFactory

linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux layers")


@pytest.fixture(autouse=True)
def _fresh_probe(monkeypatch: pytest.MonkeyPatch) -> None:
    hostguard.missing_layers.cache_clear()
    monkeypatch.setattr(hostguard, "_reported", set())
    monkeypatch.setattr(hostguard, "_shown", False)


@linux
def test_an_old_kernel_is_reported_once_in_the_log_and_once_in_the_ui(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(landlock, "abi_version", lambda: 3)  # Linux 6.2: no TCP rules, no scopes.
    assert hostguard.missing_layers() == ("landlock-net", "landlock-scope")
    with caplog.at_level(logging.WARNING, logger="studio.sandbox.hostguard"):
        hostguard.log_missing_layers_once()
        hostguard.log_missing_layers_once()
    warnings = [r.getMessage() for r in caplog.records]
    assert len(warnings) == 1
    assert "Landlock TCP rules" in warnings[0] and "other layers" in warnings[0]
    shown: list[str] = []
    hostguard.show_missing_once(shown.append)
    hostguard.show_missing_once(shown.append)
    assert len(shown) == 1 and "signal and abstract-socket scoping" in shown[0]


@linux
def test_a_worker_reporting_fewer_layers_is_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    full = list(hostguard.LINUX_LAYERS)
    with caplog.at_level(logging.WARNING, logger="studio.sandbox.hostguard"):
        hostguard.log_missing_layers_once(full)
        assert not caplog.records
        without = [name for name in full if name != "seccomp"]
        hostguard.log_missing_layers_once(without)
        hostguard.log_missing_layers_once(without)
    assert [r.getMessage().count("seccomp") for r in caplog.records] == [1]


def test_nothing_to_say_when_everything_is_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hostguard, "missing_layers", lambda: ())
    shown: list[str] = []
    hostguard.show_missing_once(shown.append)
    assert shown == [] and hostguard.missing_layers_notice(()) is None


@linux
def test_this_machine_has_every_layer() -> None:
    if landlock.abi_version() < 6 or seccomp.machine() is None:
        pytest.skip("older kernel")
    assert hostguard.missing_layers() == ()


@pytest.mark.parametrize("language", ["python", "javascript", "lua"])
def test_every_worker_starts_isolated_by_path(language: str) -> None:
    command, env, cwd = worker_command(language)
    if command[0] != sys.executable:
        pytest.skip("wrapped (macOS) or frozen")
    assert command[1:5] == ["-I", "-S", "-B", str(SANDBOX_DIR / "launch.py")]
    assert "PYTHONPATH" not in env and cwd == str(SANDBOX_DIR)
    paths = [command[i + 1] for i, arg in enumerate(command) if arg == "--path"]
    if language == "python":
        assert paths == []
    else:
        module = "_quickjs" if language == "javascript" else "lupa"
        assert paths and any(Path(p, module).exists() or list(Path(p).glob(f"{module}*"))
                             for p in paths)  # fmt: skip


@linux
@pytest.mark.parametrize(
    ("language", "source"),
    [("javascript", "export function f() { return 1; }"), ("lua", "function f() return 1 end")],
)
async def test_js_and_lua_workers_run_without_site(
    make_sandbox: SandboxFactory, language: str, source: str
) -> None:
    sandbox = make_sandbox(source, language=language, agent_id="w.agent")
    assert (await sandbox.call("f", [], {}, {})).value == 1
    pid = sandbox._supervisor.pid
    assert pid is not None
    launcher = list(pid_namespace_launcher())
    argv = _cmdline(pid)
    if launcher:  # The host started unshare, which runs the worker command as pid 1.
        assert argv[: len(launcher)] == launcher
        argv = argv[len(launcher) :]
        assert argv == _cmdline(_only_child(pid))
    assert argv[1:4] == ["-I", "-S", "-B"] and argv[4].endswith("launch.py")
    assert argv[-2:] == ["--language", language]


@linux
def test_the_launcher_is_unshare_when_it_works_and_nothing_elsewhere(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    launcher = pid_namespace_launcher()
    if launcher:
        assert launcher[0] in UNSHARE
        assert launcher[-4:] == ("--pid", "--fork", "--kill-child", "--")
        assert launcher[1:-4] in ((), ("--user", "--map-current-user"))
        done = subprocess.run(
            [*launcher, sys.executable, "-I", "-S", "-c", "import os; print(os.getpid())"],
            capture_output=True, text=True, timeout=30, check=True,
        )  # fmt: skip
        assert done.stdout.strip() == "1"
    pid_namespace_launcher.cache_clear()
    try:
        monkeypatch.setattr(spawn, "UNSHARE", ("/nonexistent/unshare",))
        assert pid_namespace_launcher() == ()
        pid_namespace_launcher.cache_clear()
        monkeypatch.setattr(spawn, "UNSHARE", (shutil.which("false") or "/bin/false",))
        assert pid_namespace_launcher() == ()  # It exists but refuses: workers fork instead.
    finally:
        pid_namespace_launcher.cache_clear()


def _cmdline(pid: int | None) -> list[str]:
    assert pid is not None
    return Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")[:-1]


def _only_child(pid: int) -> int:
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    assert len(children) == 1
    return int(children[0])


@linux
def test_protect_host_process_marks_the_process_non_dumpable() -> None:
    # In a child: the test process itself stays dumpable for debuggers.
    script = (
        "import ctypes, sys\nsys.path.insert(0, sys.argv[1])\n"
        "from studio.sandbox import hostguard\nprint(hostguard.protect_host_process())\n"
        "print(ctypes.CDLL(None).prctl(3, 0, 0, 0, 0))\n"
    )
    root = str(SANDBOX_DIR.parent.parent)
    out = subprocess.run([sys.executable, "-I", "-S", "-c", script, root],
                         capture_output=True, text=True, timeout=30).stdout.split()  # fmt: skip
    assert out == ["True", "0"]


@linux
def test_a_character_player_makes_its_process_non_dumpable(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "config.json").write_text('{"name": "Guarded"}')
    (package / "instructions.txt").write_text("Hi.")
    (package / "system-prompt.txt").write_text("%%CHARACTER_INSTRUCTIONS%%")
    script = (
        "import ctypes, sys\n"
        "from studio.engine import CharacterPlayer\n"
        "print(ctypes.CDLL(None).prctl(3, 0, 0, 0, 0))\n"
        "CharacterPlayer(sys.argv[1], api_key='sk-x', model='m', data_dir=sys.argv[2])\n"
        "print(ctypes.CDLL(None).prctl(3, 0, 0, 0, 0))\n"
    )
    root = str(SANDBOX_DIR.parent.parent)
    out = subprocess.run(
        [sys.executable, "-c", script, str(package), str(tmp_path / "data")],
        capture_output=True, text=True, timeout=60, cwd=root,
        env={"PYTHONPATH": root, "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )  # fmt: skip
    assert out.stdout.split() == ["1", "0"], out.stderr

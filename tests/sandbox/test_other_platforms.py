"""The macOS and Windows layers, as far as Linux can test them: the Seatbelt
profile text, the wrapped command, and the Windows token code path.

Neither platform runs in this repository's CI; docs/SANDBOX.md says so.
"""

from __future__ import annotations

import sys

import pytest

from studio.sandbox import macos, wintoken
from studio.sandbox.spawn import SANDBOX_DIR


def test_seatbelt_profile_denies_by_default_and_allows_only_reads_of_the_interpreter() -> None:
    text = macos.profile("/usr/local/bin/python3", ["/opt/venv/lib/site-packages/quickjs"])
    lines = text.splitlines()
    assert lines[:2] == ["(version 1)", "(deny default)"]
    assert "network" not in text and "process-fork" not in text
    assert "file-write*" not in text
    assert '(allow file-write-data (literal "/dev/null"))' in lines
    assert '(allow process-exec (literal "/usr/local/bin/python3")' in text
    reads = next(line for line in lines if line.startswith("(allow file-read* "))
    assert f'(subpath "{SANDBOX_DIR}")' in reads
    assert f'(subpath "{sys.base_prefix}")' in reads
    assert '(subpath "/opt/venv/lib/site-packages/quickjs")' in reads
    assert "/Users" not in reads and '(subpath "/")' not in reads
    assert "(allow signal (target self))" in lines


def test_seatbelt_profile_quotes_paths() -> None:
    text = macos.profile('/odd "dir"\\python')
    assert '(literal "/odd \\"dir\\"\\\\python")' in text


def test_wrap_runs_the_worker_under_sandbox_exec_when_present(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    command = ["/usr/bin/python3", "-I", "-S", "-B", "worker.py"]
    monkeypatch.setattr(macos.os.path, "exists", lambda path: path == macos.SANDBOX_EXEC)
    wrapped = macos.wrap(command)
    assert wrapped[:2] == [macos.SANDBOX_EXEC, "-p"]
    assert wrapped[2].startswith("(version 1)\n(deny default)")
    assert wrapped[3:] == command
    monkeypatch.setattr(macos.os.path, "exists", lambda path: False)
    assert macos.wrap(command) == command


def test_windows_token_layers_do_nothing_elsewhere() -> None:
    if sys.platform == "win32":
        pytest.skip("runs the real thing on Windows")
    assert wintoken.lower_token() == []
    assert wintoken.LOW_INTEGRITY_SID == "S-1-16-4096"  # Low mandatory level.
    assert wintoken.TOKEN_INTEGRITY_LEVEL_CLASS == 25  # TokenIntegrityLevel.

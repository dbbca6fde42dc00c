"""A frozen worker may read its own executable (its modules live there), nothing beside it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from studio.sandbox import audit, kernel


@pytest.fixture
def frozen_app(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    exe = tmp_path / "character-studio"
    exe.write_bytes(b"\x7fELF")
    (tmp_path / "_internal").mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "_internal"), raising=False)
    monkeypatch.setattr(sys, "executable", str(exe))
    return exe


def test_the_read_view_holds_the_executable_as_a_file(frozen_app: Path) -> None:
    dirs, files = kernel.read_view("/opt/studio/sandbox")
    assert str(frozen_app) in files
    assert str(frozen_app.parent) not in dirs  # the folder beside it stays closed
    assert str(frozen_app.parent / "_internal") in dirs


def test_the_audit_hook_lets_the_executable_be_read_and_nothing_beside_it(
    frozen_app: Path,
) -> None:
    hook = audit.make_hook(audit.default_roots())
    hook("open", (str(frozen_app), "rb", 0))  # allowed: no exception
    for other in (frozen_app.parent / "notes.txt", Path(f"{frozen_app}-secret")):
        with pytest.raises(PermissionError):
            hook("open", (str(other), "rb", 0))


def test_not_frozen_nothing_is_added() -> None:
    assert kernel.frozen_archive() is None
    assert sys.executable not in kernel.read_view("/opt/studio/sandbox")[1]

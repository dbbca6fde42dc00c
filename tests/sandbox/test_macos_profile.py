"""The Seatbelt profile of a frozen worker lets it read its own bundle (issue 23).

PyInstaller keeps the modules in the executable and reopens it for every lazy
import; the Linux layers allow that file (``kernel.frozen_archive``, the audit
hook). These tests check the generated profile text, so they run anywhere; what
only a Mac can show is listed in docs/PACKAGING.md.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from studio.sandbox import macos


def reads(text: str) -> str:
    return next(line for line in text.splitlines() if line.startswith("(allow file-read* "))


def freeze(monkeypatch: pytest.MonkeyPatch, executable: Path, meipass: Path) -> None:
    executable.parent.mkdir(parents=True, exist_ok=True)
    executable.write_bytes(b"\xcf\xfa\xed\xfe")
    meipass.mkdir(parents=True, exist_ok=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(meipass), raising=False)
    monkeypatch.setattr(sys, "executable", str(executable))


@pytest.fixture
def app_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A frozen ``Character Studio.app``: the executable in Contents/MacOS."""
    contents = tmp_path / "Applications" / "Character Studio.app" / "Contents"
    (contents / "Resources").mkdir(parents=True)
    exe = contents / "MacOS" / "character-studio"
    freeze(monkeypatch, exe, contents / "Frameworks")
    return exe


def test_a_frozen_worker_may_read_its_executable_as_one_file(app_bundle: Path) -> None:
    text = macos.profile(str(app_bundle))
    line = reads(text)
    assert f'(literal "{app_bundle}")' in line
    assert f'(allow process-exec (literal "{app_bundle}"))' in text
    # The folder beside the executable and the bundle as a whole stay closed.
    assert f'(subpath "{app_bundle.parent}")' not in line
    assert f'(subpath "{app_bundle.parents[2]}")' not in line
    assert f'"{app_bundle}-' not in line and "file-write*" not in text


def test_a_frozen_worker_may_read_the_bundles_resources(app_bundle: Path) -> None:
    contents = app_bundle.parents[1]
    line = reads(macos.profile(str(app_bundle)))
    # Data files live in Contents/Resources; Contents/Frameworks links to them.
    assert f'(subpath "{contents / "Resources"}")' in line
    assert f'(subpath "{contents}")' not in line


def test_a_one_folder_build_gets_the_executable_and_no_resources_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    exe = tmp_path / "character-studio" / "character-studio"
    freeze(monkeypatch, exe, exe.parent / "_internal")
    folders, files = macos.frozen_reads()
    assert files == [str(exe)] and folders == []
    line = reads(macos.profile(str(exe)))
    assert f'(literal "{exe}")' in line and f'(subpath "{exe.parent}")' not in line


def test_a_linked_executable_is_allowed_by_both_paths(
    monkeypatch: pytest.MonkeyPatch, app_bundle: Path, tmp_path: Path
) -> None:
    link = tmp_path / "bin" / "character-studio"
    link.parent.mkdir()
    link.symlink_to(app_bundle)
    monkeypatch.setattr(sys, "executable", str(link))
    folders, files = macos.frozen_reads()
    assert files == sorted([str(link), str(app_bundle)])
    assert folders == [str(app_bundle.parents[1] / "Resources")]


def test_not_frozen_the_profile_adds_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert macos.frozen_reads() == ([], [])
    line = reads(macos.profile("/usr/local/bin/python3"))
    assert line.endswith('(literal "/dev/null") (literal "/dev/urandom"))')

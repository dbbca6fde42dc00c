"""Fixtures for the interface's translations (tests/ui/test_i18n.py and the live
switch's tests): the .ts sources, the Qt tools that ship with PySide6, and the .qm
files compiled once per module."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from studio.ui import i18n
from tests.ui.helpers_player import ROOT

I18N = ROOT / "resources" / "i18n"
TS_FILES = sorted(I18N.glob("studio_*.ts"))
BIN = Path(sys.executable).parent


def tool(name: str) -> str:
    """A Qt tool installed with the PySide6 wheels (pyside6-lupdate, pyside6-lrelease)."""
    path = shutil.which(name, path=str(BIN))
    assert path is not None, f"{name} ships with the PySide6 wheels; not found in {BIN}"
    return path


@pytest.fixture(scope="module")
def qm_files(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .qm files, compiled once with pyside6-lrelease (as scripts/setup does), beside
    copies of their .ts sources (the live switch reads those)."""
    folder = tmp_path_factory.mktemp("qm")
    for ts in TS_FILES:
        shutil.copy(ts, folder / ts.name)
        subprocess.run(
            [tool("pyside6-lrelease"), "-silent", str(ts), "-qm",
             str(folder / ts.with_suffix(".qm").name)],
            check=True,
        )  # fmt: skip
    return folder


@pytest.fixture
def compiled(qm_files: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The compiled translations, where the app looks for them."""
    monkeypatch.setattr(i18n, "translations_dir", lambda: qm_files)
    yield qm_files
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.install_translator(app, "en")  # back to the source strings

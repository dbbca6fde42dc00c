"""Shared pieces of the Player mode tests: a window factory and the built-in stand-in."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from studio.ui.bridge import EngineBridge
from studio.ui.main_window import MainWindow
from studio.ui.opening import Endpoint

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class _Info:
    base_url: str
    model: str


class ScriptedBuiltin:
    """Stands in for :class:`~studio.providers.builtin.BuiltinServer` (same interface):
    reports start-up steps and points at the test's scripted model server."""

    def __init__(self, base_url: str, gate: threading.Event | None = None) -> None:
        self.base_url = base_url
        self.gate = gate
        self.info: _Info | None = None
        self.stopped = False

    def start(self, progress: Callable[[str], None] | None = None) -> _Info:
        say = progress or (lambda _line: None)
        say("Checking the built-in model…")
        if self.gate is not None:  # a test holds start-up to look at the progress
            self.gate.wait(10)
        say("Loading the model…")
        self.info = _Info(base_url=self.base_url, model="smollm2")
        return self.info

    def stop(self) -> None:
        self.stopped = True


def visible_dialogs() -> list[QDialog]:
    """Every dialog on screen (the flow must never show two)."""
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]


@pytest.fixture
def player_window(qtbot: Any, tmp_path: Path) -> Iterator[Callable[..., MainWindow]]:
    """``player_window(endpoint=None, ask_first_run=False, remember_layout=False)``: a
    shown Player-mode window (``remember_layout``: the Qt settings file is read and
    written; pair it with a fixture that gives QSettings a folder of the test's own)."""
    windows: list[MainWindow] = []

    def make(
        *,
        endpoint: Endpoint | None = None,
        ask_first_run: bool = False,
        remember_layout: bool = False,
    ) -> MainWindow:
        window = MainWindow(
            EngineBridge(),
            mode="player",
            settings_path=tmp_path / "settings.json",
            data_dir=tmp_path / "data",
            endpoint=endpoint,
            ask_first_run=ask_first_run,
            remember_layout=remember_layout,
        )
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        dialog = window.setup_dialog
        if dialog is not None:
            dialog.reject()
        window.close()

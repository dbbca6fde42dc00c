"""File → Models… with the real built-in server: two real model files (the cached
SmolLM2 and a copy added under another name); choosing the second stops the running
llama.cpp server, starts one on the chosen file, the model box shows it and the next
reply comes from it (issue 24).

Bounded: replies capped at a few tokens, every wait has a timeout, a pytest timeout.
Skipped only when the model is not installed and ``CI`` is unset.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtGui import QAction

from studio.providers.builtin import DEFAULT_MODEL, model_path, status
from studio.providers.builtin.serve import pid_alive
from studio.storage.settings import Settings
from studio.ui.bridge import EngineBridge
from studio.ui.dialogs.models_dialog import KEY_ROLE, ModelsDialog
from studio.ui.main_window import MainWindow
from studio.ui.player import home
from tests.ui.helpers_player import ROOT

pytestmark = pytest.mark.timeout(300)


def _require_model() -> Path:
    if status().installed:
        return model_path()
    if os.environ.get("CI"):
        pytest.fail("CI is set but the built-in model is not installed (scripts/setup)")
    pytest.skip("the built-in model is not installed (run: character-studio models install)")


def _served_file(base_url: str) -> str:
    props = httpx.get(base_url.removesuffix("/v1") + "/props", timeout=10).json()
    return str(props["model_path"])


def test_choosing_another_real_model_restarts_the_server_on_it(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    installed = _require_model()
    # A cache folder of the test's own: the installed model linked in, so the user's
    # models.json and running server are not touched.
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    own = model_path()
    own.parent.mkdir(parents=True)
    own.symlink_to(installed)
    copy = tmp_path / "Smol Copy.gguf"
    shutil.copyfile(installed, copy)

    window = MainWindow(
        EngineBridge(), mode="player", settings_path=tmp_path / "settings.json",
        data_dir=tmp_path / "data", ask_first_run=False, remember_layout=False,
    )  # fmt: skip
    qtbot.addWidget(window)
    window.auto_accept = True
    window.show()
    window.settings = Settings(provider="builtin", max_tokens=8)
    launcher = window.builtin
    try:
        home.settings_changed(window)
        qtbot.waitUntil(lambda: launcher.running or bool(launcher.error), timeout=120_000)
        assert launcher.error is None and launcher.model == DEFAULT_MODEL.alias
        first_url = launcher.base_url
        assert first_url is not None
        first_pid = launcher._server.info.pid  # type: ignore[union-attr]
        assert Path(_served_file(first_url)).resolve() == installed.resolve()
        project = tmp_path / "plain"
        shutil.copytree(
            ROOT / "characters" / "plain", project, ignore=shutil.ignore_patterns("conv*")
        )
        with qtbot.waitSignal(window.characterOpened, timeout=30_000):
            window.open_path(project)
        picker = window.chat.model_picker
        qtbot.waitUntil(lambda: picker.currentText() == DEFAULT_MODEL.alias, timeout=30_000)

        action = next(
            a for a in window.findChildren(QAction) if a.text().replace("&", "") == "Models…"
        )
        action.trigger()
        dialog = window.models_dialog
        assert isinstance(dialog, ModelsDialog)
        dialog.add_file(copy)
        qtbot.waitUntil(lambda: dialog.worker is None, timeout=60_000)
        assert dialog.message.text().startswith("added smol-copy: "), dialog.message.text()
        assert dialog.list.currentItem().data(KEY_ROLE) == "smol-copy"
        dialog.use_selected()
        qtbot.waitUntil(
            lambda: (launcher.running and launcher.model == "smol-copy") or bool(launcher.error),
            timeout=120_000,
        )
        assert launcher.error is None
        assert not pid_alive(first_pid)  # the previous server was stopped
        assert launcher.base_url is not None
        served = Path(_served_file(launcher.base_url))
        assert served.name == "user-smol-copy.gguf"
        qtbot.waitUntil(lambda: picker.currentText() == "smol-copy", timeout=30_000)
        qtbot.waitUntil(window.chat.send_button.isEnabled, timeout=30_000)
        assert dialog.keys()[dialog.in_use_row()] == "smol-copy"
        replies = len(window.bridge.player.get_conversation())  # type: ignore[union-attr]
        window.chat.send("Hello")
        qtbot.waitUntil(
            lambda: len(window.bridge.player.get_conversation()) >= replies + 2,  # type: ignore[union-attr]
            timeout=120_000,
        )
        reply = window.bridge.player.get_conversation()[-1]  # type: ignore[union-attr]
        assert reply["role"] == "assistant" and reply.get("content")
        assert window.bridge.player.model == "smol-copy"  # type: ignore[union-attr]
        dialog.close()
    finally:
        window.close()
        launcher.stop()

"""File → Models…: the list (the one in use marked, the catalogue), adding a GGUF file
(progress, the CLI's error words, nothing half-added), choosing one, and the live
switch of the running built-in server (issue 24)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction

from studio.providers.builtin import DEFAULT_MODEL
from studio.providers.builtin.choice import current_model
from studio.providers.builtin.model import models_dir
from studio.storage.settings import Settings
from studio.ui.dialogs.models_dialog import ModelsDialog
from studio.ui.player import home
from tests.providers.builtin.gguf_files import gguf_bytes, write_gguf
from tests.support.replies import text
from tests.ui.helpers_player import ROOT, ScriptedBuiltin, _Info


@pytest.fixture
def cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A user cache folder of the test's own (the models folder and models.json)."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(folder))
    return folder / "character-studio"


def _rows(dialog: ModelsDialog) -> list[str]:
    return [dialog.list.item(i).text() for i in range(dialog.list.count())]


def _added(qtbot: Any, dialog: ModelsDialog, source: Path) -> None:
    dialog.add_file(source)
    qtbot.waitUntil(lambda: dialog.worker is None, timeout=10_000)


def test_the_list_marks_the_model_in_use_and_adds_a_checked_file(
    qtbot: Any, tmp_path: Path
) -> None:
    dialog = ModelsDialog(cache_dir=tmp_path)
    qtbot.addWidget(dialog)
    rows = _rows(dialog)
    # The default model (not installed in this folder) is the one in use.
    assert rows[0].startswith(DEFAULT_MODEL.key) and rows[0].endswith("(in use)")
    assert "not installed" in rows[0] or "missing" in rows[0]
    assert dialog.keys() == [None]  # a model that is not installed cannot be chosen
    assert dialog.gpu.text().startswith("GPU offload:")
    source = write_gguf(tmp_path / "Tiny Chat.gguf")
    progress: list[int] = []
    dialog.progress.valueChanged.connect(progress.append)
    _added(qtbot, dialog, source)
    assert dialog.message.text().startswith("added tiny-chat: Tiny Test (llama, ")
    assert progress and progress[-1] == 1000
    assert dialog.keys() == [None, "tiny-chat"]
    assert dialog.list.currentRow() == 1 and dialog.use_button.isEnabled()
    assert (models_dir(tmp_path) / "user-tiny-chat.gguf").read_bytes() == source.read_bytes()


@pytest.mark.parametrize(
    "content, words",
    [
        (b"not a model at all, just text" * 10, "not a GGUF"),
        (gguf_bytes(weights=1024), "cut short"),
    ],
)
def test_a_bad_file_is_refused_in_the_clis_words_and_nothing_is_added(
    qtbot: Any, tmp_path: Path, content: bytes, words: str
) -> None:
    dialog = ModelsDialog(cache_dir=tmp_path)
    qtbot.addWidget(dialog)
    source = tmp_path / "bad.gguf"
    source.write_bytes(content)
    _added(qtbot, dialog, source)
    message = dialog.message.text()
    assert message.startswith("error: ") and words in message
    assert "b00020" in dialog.message.styleSheet()
    assert not dialog.progress.isVisibleTo(dialog)
    assert dialog.keys() == [None]
    folder = models_dir(tmp_path)
    assert not folder.exists() or not any(p.suffix in {".gguf", ".part"} for p in folder.iterdir())


def test_use_records_the_choice_marks_it_and_tells_the_window(
    qtbot: Any, tmp_path: Path
) -> None:
    used: list[str] = []
    dialog = ModelsDialog(cache_dir=tmp_path, on_use=used.append)
    qtbot.addWidget(dialog)
    _added(qtbot, dialog, write_gguf(tmp_path / "second.gguf"))
    dialog.use_selected()
    assert used == ["second"]
    assert current_model(tmp_path).key == "second"
    assert dialog.in_use_row() == 1 and _rows(dialog)[1].endswith("(in use)")
    assert not _rows(dialog)[0].endswith("(in use)")


class _Chosen(ScriptedBuiltin):
    """A stand-in server that serves whatever model is in use when it starts."""

    def start(self, progress: Any = None) -> _Info:
        self.info = _Info(base_url=self.base_url, model=current_model().alias)
        return self.info


@pytest.mark.parametrize("mode", ["player", "studio"])
def test_choosing_a_model_switches_the_running_server_live(
    qtbot: Any, tmp_path: Path, cache: Path, model_server: Any, mode: str
) -> None:
    from studio.ui.bridge import EngineBridge
    from studio.ui.main_window import MainWindow

    started: list[_Chosen] = []

    def factory() -> _Chosen:
        started.append(_Chosen(model_server.url))
        return started[-1]

    window = MainWindow(
        EngineBridge(), mode=mode, settings_path=tmp_path / "settings.json",
        data_dir=tmp_path / "data", ask_first_run=False, remember_layout=False,
    )  # fmt: skip
    qtbot.addWidget(window)
    window.auto_accept = True
    window.builtin.server_factory = factory
    window.builtin.installed = lambda: True
    window.show()
    window.settings = Settings(provider="builtin")
    home.settings_changed(window)
    project = tmp_path / "plain"
    shutil.copytree(ROOT / "characters" / "plain", project, ignore=shutil.ignore_patterns("conv*"))
    if mode == "studio":
        window.open_project(project)
    else:
        window.open_path(project)
    picker = window.chat.model_picker
    qtbot.waitUntil(lambda: picker.currentText() == DEFAULT_MODEL.alias, timeout=15_000)
    # File → Models… is there in both modes.
    action = next(
        a for a in window.findChildren(QAction) if a.text().replace("&", "") == "Models…"
    )
    action.trigger()
    dialog = window.models_dialog
    assert isinstance(dialog, ModelsDialog) and dialog.isVisible()
    _added(qtbot, dialog, write_gguf(tmp_path / "other.gguf"))
    dialog.use_selected()
    qtbot.waitUntil(lambda: len(started) == 2 and window.builtin.running, timeout=10_000)
    assert started[0].stopped and not started[1].stopped  # the old one stopped first
    qtbot.waitUntil(lambda: picker.currentText() == "other", timeout=15_000)
    qtbot.waitUntil(lambda: window.chat.send_button.isEnabled(), timeout=15_000)
    model_server.script(text("From the other model."))
    window.chat.send("hello")
    qtbot.waitUntil(lambda: len(model_server.requests) >= 1, timeout=15_000)
    chats = [r for r in model_server.requests if r.path.endswith("/chat/completions")]
    assert chats and chats[-1].body["model"] == "other"
    dialog.close()
    window.close()

"""The window's day-one defects (issue 23): each test failed before its fix.

The chat in Player mode, the saved layout (versions, foreign values, another
screen), the window's first size, settings saved where the next start reads
them, the built-in model chosen at the first run, and cards opened by name.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QGuiApplication

from studio.storage import Settings, load_settings, save_settings
from studio.ui import window_layout
from studio.ui.bridge import EngineBridge
from studio.ui.dialogs import SettingsDialog
from studio.ui.main_window import MainWindow
from studio.ui.window_open import is_card_file
from tests.support.fixtures import model_server  # noqa: F401
from tests.ui.helpers_player import player_window  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "cards-corpus"


@pytest.fixture
def layouts(tmp_path: Path) -> Iterator[Path]:
    """QSettings (the saved window layout) in a folder of this test's own."""
    folder = tmp_path / "qt"
    folder.mkdir()
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(folder))
    yield folder


def _studio(qtbot: Any, tmp_path: Path, **kwargs: Any) -> MainWindow:
    window = MainWindow(
        EngineBridge(),
        mode="studio",
        settings_path=tmp_path / "settings.json",
        data_dir=tmp_path / "data",
        ask_first_run=False,
        **kwargs,
    )
    qtbot.addWidget(window)
    return window


def test_a_player_sees_the_chat_once_a_character_opens(player_window: Any) -> None:  # noqa: F811
    window = player_window()
    home = window.player_home
    home.show_chat()
    # What a player needs: the transcript, the message box and Send, all shown.
    for widget in (window.chat.view, window.chat.input, window.chat.send_button):
        assert widget.isVisibleTo(window), widget


def test_the_first_window_fits_the_screen(qtbot: Any, tmp_path: Path, layouts: Path) -> None:
    window = _studio(qtbot, tmp_path)
    window.show()
    area = QGuiApplication.primaryScreen().availableGeometry()  # offscreen: 800×800
    assert window.frameGeometry().height() <= area.height()
    assert window.width() <= max(area.width(), window.minimumSizeHint().width())


def test_a_layout_from_another_version_is_ignored_and_said(
    qtbot: Any, tmp_path: Path, layouts: Path
) -> None:
    first = _studio(qtbot, tmp_path)
    first.show()
    state = first._qsettings()
    state.setValue("geometry", first.saveGeometry())
    state.setValue("state", first.saveState())  # version 0: before the problems dock
    state.sync()
    second = _studio(qtbot, tmp_path)
    assert not second.layout_restored
    assert "another version" in second.statusBar().currentMessage()


def test_a_foreign_value_in_the_qt_settings_file_is_ignored(
    qtbot: Any, tmp_path: Path, layouts: Path
) -> None:
    probe = _studio(qtbot, tmp_path, remember_layout=False)
    state = probe._qsettings()
    state.setValue("geometry", "not a geometry")
    state.setValue("state", QByteArray(b"\x00garbage"))
    state.setValue("layout_version", window_layout.LAYOUT_VERSION)
    state.sync()
    window = _studio(qtbot, tmp_path)
    window.show()
    message = window.statusBar().currentMessage()
    assert "window size was not understood" in message
    assert "dock layout was not understood" in message


def test_a_window_saved_on_a_bigger_screen_comes_back_on_this_one(
    qtbot: Any, tmp_path: Path, layouts: Path
) -> None:
    first = _studio(qtbot, tmp_path)
    first.show()
    first.move(5000, 3000)  # where a second, bigger monitor was
    window_layout.save(first)
    first._qsettings().sync()
    window = _studio(qtbot, tmp_path)
    window.show()
    area = QGuiApplication.primaryScreen().availableGeometry()
    visible = area.intersected(window.frameGeometry())
    assert visible.width() > window.width() // 2 and visible.height() > 48


def test_a_saved_layout_comes_back_with_the_problems_dock(
    qtbot: Any, tmp_path: Path, layouts: Path
) -> None:
    project = tmp_path / "plain"
    shutil.copytree(ROOT / "characters" / "plain", project, ignore=shutil.ignore_patterns("conv*"))
    first = _studio(qtbot, tmp_path)
    first.show()
    first.open_project(project)
    qtbot.waitUntil(lambda: first.problems_dock.isVisible(), timeout=10_000)
    first.close()
    again = _studio(qtbot, tmp_path)
    again.show()
    assert again.layout_restored
    again.open_project(project)
    qtbot.waitUntil(lambda: again.problems_dock.isVisible(), timeout=10_000)
    again.close()


def test_settings_saved_from_the_real_window_are_there_at_the_next_start(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # No settings_path: the window as `character-studio` makes it (XDG dirs are the test's).
    window = MainWindow(EngineBridge(), mode="studio", ask_first_run=False, remember_layout=False)
    qtbot.addWidget(window)
    assert window.settings_path is not None and window.settings_path.name == "settings.json"
    dialog = SettingsDialog(window.settings, window, settings_path=window.settings_path)
    dialog.persona_name.setText("Rob")
    dialog.accept()
    assert load_settings(window.settings_path).persona_name == "Rob"


def test_an_unreadable_settings_file_is_kept_aside_and_the_app_starts(
    qtbot: Any, tmp_path: Path
) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"schema_version": 99, "persona_name": "Future"}', encoding="utf-8")
    window = _studio(qtbot, tmp_path)
    assert window.settings == Settings()
    kept = tmp_path / "settings.json.unusable-1"
    assert kept.read_text(encoding="utf-8").startswith('{"schema_version": 99')
    assert "kept as" in window.statusBar().currentMessage()


def test_choosing_the_built_in_model_at_the_first_run_starts_it(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from studio.ui.dialogs import first_run

    window = _studio(qtbot, tmp_path, remember_layout=False)
    window.ask_first_run = True
    started: list[bool] = []
    monkeypatch.setattr(window.builtin, "start", lambda *a, **k: started.append(True))

    class Chosen(first_run.FirstRunDialog):
        def exec(self) -> int:
            return 1

        def result_settings(self) -> Settings:
            return Settings(provider="builtin")

    monkeypatch.setattr(first_run, "FirstRunDialog", Chosen)
    monkeypatch.setattr("studio.ui.dialogs.FirstRunDialog", Chosen)
    window.maybe_first_run()
    assert started == [True]


def test_testing_the_built_in_provider_does_not_ask_for_a_url(qtbot: Any, tmp_path: Path) -> None:
    dialog = SettingsDialog(Settings(), None, settings_path=tmp_path / "s.json")
    qtbot.addWidget(dialog)
    index = dialog.provider.findData("builtin")
    dialog.provider.setCurrentIndex(index)
    dialog.test_button.click()
    text = dialog.test_result.text()
    assert "base URL" not in text
    assert "built-in model" in text.lower() or "runs on this computer" in text


@pytest.mark.parametrize("name", ["card", "card.webp", "card.bin"])
def test_a_card_without_a_known_extension_is_told_by_its_bytes(tmp_path: Path, name: str) -> None:
    source = CORPUS / "SillyTavern__SillyTavern" / "default_Seraphina.png"
    if not source.exists():
        pytest.skip("the cards corpus is not beside the project")
    target = tmp_path / name
    shutil.copyfile(source, target)
    assert is_card_file(target)
    json_card = tmp_path / f"{name}-json"
    json_card.write_text('{"name": "A", "first_mes": "Hi"}', encoding="utf-8")
    assert is_card_file(json_card)
    other = tmp_path / f"{name}-text"
    other.write_text("hello", encoding="utf-8")
    assert not is_card_file(other)


def test_opening_a_card_by_path_imports_it(
    player_window: Any,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    window = player_window()
    card = tmp_path / "seraphina.png"
    source = CORPUS / "SillyTavern__SillyTavern" / "default_Seraphina.png"
    if not source.exists():
        pytest.skip("the cards corpus is not beside the project")
    shutil.copyfile(source, card)
    imported: list[Path] = []
    monkeypatch.setattr(window, "import_dropped", imported.append)
    window.open_path(card)
    assert imported == [card]


def test_saving_settings_path_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(persona_name="Ada"), path)
    assert load_settings(path).persona_name == "Ada"


def test_studio_holds_sending_until_the_built_in_model_runs(
    qtbot: Any,
    tmp_path: Path,
    model_server: Any,  # noqa: F811
) -> None:
    import threading

    from studio.ui.player import home
    from tests.support.replies import text
    from tests.ui.helpers_player import ScriptedBuiltin

    gate = threading.Event()
    stand_in = ScriptedBuiltin(model_server.url, gate)
    window = _studio(qtbot, tmp_path, remember_layout=False)
    window.builtin.server_factory = lambda: stand_in
    window.builtin.installed = lambda: True
    project = tmp_path / "plain"
    shutil.copytree(ROOT / "characters" / "plain", project, ignore=shutil.ignore_patterns("conv*"))
    window.show()
    # As Settings (or the first run) does when "Built-in (offline)" is saved.
    window.settings = Settings(provider="builtin")
    home.settings_changed(window)
    window.open_project(project)
    qtbot.waitUntil(lambda: window.bridge.player is not None, timeout=10_000)
    # Starting: the chat says so and nothing can be sent to a default endpoint.
    assert window.chat.hold_reason.startswith("Starting the built-in model")
    assert window.chat.notice.isVisibleTo(window)
    assert not window.chat.send_button.isEnabled()
    window.chat.input.setPlainText("Hello")
    window.chat.send()
    assert window.chat.input.toPlainText() == "Hello"  # kept, not lost
    assert model_server.requests == []
    gate.set()
    qtbot.waitUntil(lambda: not window.chat.hold_reason, timeout=10_000)
    assert window.chat.send_button.isEnabled()
    model_server.script(text("Hi there."))
    window.chat.send()
    qtbot.waitUntil(lambda: len(model_server.requests) >= 1, timeout=10_000)
    window.close()


def test_a_rebuilt_player_leaves_the_player_in_the_library(
    qtbot: Any,
    player_window: Any,  # noqa: F811
    model_server: Any,  # noqa: F811
    tmp_path: Path,
) -> None:
    from studio.ui.opening import Endpoint

    window = player_window(
        endpoint=Endpoint(base_url=model_server.url, api_key=None, main_model="m", worker_model="m")
    )
    window.auto_accept = True
    project = tmp_path / "plain"
    shutil.copytree(ROOT / "characters" / "plain", project, ignore=shutil.ignore_patterns("conv*"))
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_path(project)
    assert not window.player_home.showing_library
    window.player_home.show_library()
    # The built-in model came up (or Settings were saved): the player is rebuilt.
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.reopen_player()
    assert window.player_home.showing_library
    # Choosing the character again opens its chat.
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_path(project)
    assert not window.player_home.showing_library


def test_f6_visits_only_what_is_shown(player_window: Any) -> None:  # noqa: F811
    from studio.ui.window_menus import _panes

    window = player_window()
    window.player_home.show_library()
    assert window.chat not in _panes(window)  # behind the library: F6 skips it
    window.player_home.show_chat()
    assert window.chat in _panes(window)


def test_saving_settings_keeps_the_local_server_samplers(qtbot: Any, tmp_path: Path) -> None:
    from studio.storage.settings import Samplers

    path = tmp_path / "settings.json"
    kept = Settings(samplers=Samplers(temperature=0.5, local={"repeat_penalty": 1.05}))
    save_settings(kept, path)
    dialog = SettingsDialog(load_settings(path), None, settings_path=path)
    qtbot.addWidget(dialog)
    dialog.persona_name.setText("Rob")
    dialog.accept()
    again = load_settings(path)
    assert again.persona_name == "Rob"
    assert again.samplers.local == {"repeat_penalty": 1.05}  # not shown, not wiped
    assert again.samplers.temperature == 0.5


def test_the_start_page_sets_the_docks_aside_until_a_project_opens(
    qtbot: Any, tmp_path: Path, layouts: Path
) -> None:
    project = tmp_path / "plain"
    shutil.copytree(ROOT / "characters" / "plain", project, ignore=shutil.ignore_patterns("conv*"))
    first = _studio(qtbot, tmp_path)
    first.resize(1366, 768)  # wide enough for docks (a small window hides them anyway)
    first.show()
    docks = (first.conversations_dock, first.store_dock, first.log_dock, first.problems_dock)
    assert not any(d.isVisible() for d in docks)  # nothing to show: no character is open
    first.close()  # quit on the start page ...
    again = _studio(qtbot, tmp_path)
    again.resize(1366, 768)
    again.show()
    assert again.layout_restored and not again.conversations_dock.isVisible()
    again.open_project(project)  # ... and the docks are back once a character opens
    qtbot.waitUntil(lambda: again.conversations_dock.isVisible(), timeout=10_000)
    qtbot.waitUntil(lambda: again.problems_dock.isVisible(), timeout=10_000)
    again.close()


def test_a_player_who_quits_on_the_library_gets_the_conversations_back(
    qtbot: Any,
    player_window: Any,  # noqa: F811
    model_server: Any,  # noqa: F811
    tmp_path: Path,
    layouts: Path,
) -> None:
    from studio.ui.opening import Endpoint

    endpoint = Endpoint(base_url=model_server.url, api_key=None, main_model="m", worker_model="m")
    project = tmp_path / "plain"
    shutil.copytree(ROOT / "characters" / "plain", project, ignore=shutil.ignore_patterns("conv*"))
    for _start in range(2):
        window = player_window(endpoint=endpoint, remember_layout=True)
        window.auto_accept = True
        assert not window.conversations_dock.isVisible()  # the library shows first
        with qtbot.waitSignal(window.characterOpened, timeout=15_000):
            window.open_path(project)
        window.player_home.show_chat()
        qtbot.waitUntil(window.conversations_dock.isVisible, timeout=5_000)
        window.player_home.show_library()
        assert not window.conversations_dock.isVisible()
        window.close()  # quit on the library

"""Themes, accent colour and chat font: applied app-wide at once, saved, shared."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from studio.storage import load_settings
from studio.storage.settings import Appearance
from studio.ui import look
from studio.ui.bridge import EngineBridge
from studio.ui.chat.theme import contrast
from studio.ui.dialogs import SettingsDialog
from studio.ui.look.focus_ring import ring_color
from studio.ui.look.themes import THEMES, palette_for
from studio.ui.main_window import MainWindow

R = QPalette.ColorRole


@pytest.fixture
def app_look() -> Iterator[look.Look]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    current = look.install(app)
    yield current
    current.apply(Appearance())  # the next test starts from the system look


@pytest.mark.parametrize("key", [k for k in THEMES if k != "system"])
def test_every_theme_reads_well_and_its_focus_ring_shows(key: str) -> None:
    palette = palette_for(THEMES[key])
    assert contrast(palette.color(R.Text), palette.color(R.Base)) >= 7
    assert contrast(palette.color(R.WindowText), palette.color(R.Window)) >= 7
    assert contrast(palette.color(R.ButtonText), palette.color(R.Button)) >= 7
    assert contrast(ring_color(palette), palette.color(R.Window)) >= 3
    assert (palette.color(R.Base).lightness() < 128) == THEMES[key].dark


def test_an_accent_colours_selection_and_links_readably() -> None:
    palette = palette_for(THEMES["dark"], "#7c4dff")
    assert palette.color(R.Highlight).name() == "#7c4dff"
    assert contrast(palette.color(R.Link), palette.color(R.Base)) >= 4.5
    assert contrast(palette.color(R.HighlightedText), palette.color(R.Highlight)) >= 3


def _window(tmp_path: Path, mode: str) -> MainWindow:
    window = MainWindow(
        EngineBridge(),
        mode=mode,
        settings_path=tmp_path / "settings.json",
        data_dir=tmp_path / "data",
        ask_first_run=False,
        remember_layout=False,
    )
    window.show()
    return window


def test_view_theme_switches_at_once_and_both_modes_start_in_it(
    qtbot, tmp_path: Path, app_look: look.Look
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    start = app.palette().color(R.Base).name()
    window = _window(tmp_path, "player")
    qtbot.addWidget(window)
    assert window.theme_actions is not None
    chosen = [a for a in window.theme_actions.actions() if a.isChecked()]
    assert [a.data() for a in chosen] == ["system"]
    midnight = next(a for a in window.theme_actions.actions() if a.data() == "midnight")
    midnight.trigger()
    # Every widget has the theme now, the chat's colours too; nothing restarted.
    assert app.palette().color(R.Base).name() == THEMES["midnight"].colors["Base"]
    qtbot.waitUntil(lambda: window.chat.view.palette().color(R.Base).name() == "#0e1322")
    assert window.chat.view.chat_delegate.colors.code_style == "native"  # a dark theme
    assert app.style().name().lower() == "fusion"
    assert load_settings(tmp_path / "settings.json").appearance.theme == "midnight"
    window.close()
    # Studio reads the same settings: it starts in Midnight.
    app_look.apply(Appearance())
    assert app.palette().color(R.Base).name() == start
    studio = _window(tmp_path, "studio")
    qtbot.addWidget(studio)
    assert app.palette().color(R.Base).name() == "#0e1322"
    checked = [a.data() for a in studio.theme_actions.actions() if a.isChecked()]  # type: ignore[union-attr]
    assert checked == ["midnight"]
    # Back to the system's look: the palette the app started with.
    system = next(a for a in studio.theme_actions.actions() if a.data() == "system")  # type: ignore[union-attr]
    system.trigger()
    assert app.palette().color(R.Base).name() == start
    studio.close()


def test_the_chat_font_and_size_apply_to_the_transcript_and_message_box(
    qtbot, tmp_path: Path, app_look: look.Look
) -> None:
    window = _window(tmp_path, "player")
    qtbot.addWidget(window)
    view = window.chat.view
    app_look.apply(Appearance(chat_font_size=17))
    assert view.font().pointSize() == 17 and window.chat.input.font().pointSize() == 17
    assert view.chat_delegate.font.pointSize() == 17  # rows are laid out again in it
    app_look.apply(Appearance())
    assert view.font().pointSize() == QApplication.font().pointSize()
    window.close()


def test_settings_previews_the_appearance_and_cancel_puts_it_back(
    qtbot, tmp_path: Path, app_look: look.Look
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    start = app.palette().color(R.Base).name()
    dialog = SettingsDialog(load_settings(tmp_path / "settings.json"), None,
                            settings_path=tmp_path / "settings.json")  # fmt: skip
    qtbot.addWidget(dialog)
    box = dialog.appearance
    box.theme.setCurrentIndex(box.theme.findData("parchment"))
    assert app.palette().color(R.Base).name() == THEMES["parchment"].colors["Base"]
    box.accent.setCurrentIndex(box.accent.findData("#2e8b57"))
    assert app.palette().color(R.Highlight).name() == "#2e8b57"
    dialog.reject()
    assert app.palette().color(R.Base).name() == start
    # Saved: the choice is in settings.json.
    dialog = SettingsDialog(load_settings(tmp_path / "settings.json"), None,
                            settings_path=tmp_path / "settings.json")  # fmt: skip
    qtbot.addWidget(dialog)
    box = dialog.appearance
    box.theme.setCurrentIndex(box.theme.findData("forest"))
    box.font_size.setValue(15)
    box.avatar.setText(str(tmp_path / "me.png"))
    dialog.accept()
    saved = load_settings(tmp_path / "settings.json")
    assert saved.appearance.theme == "forest" and saved.appearance.chat_font_size == 15
    assert saved.persona_avatar == str(tmp_path / "me.png")


def test_a_theme_from_a_newer_version_shows_the_system_look(app_look: look.Look) -> None:
    assert app_look.resolve("aurora") == app_look.resolve("system")
    with pytest.raises(ValueError):
        Appearance(accent="red")

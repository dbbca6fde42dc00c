"""Settings → Language applies at once (docs/LOOK.md, Languages): every open window is
retranslated in place — menus, buttons, the library's boxes and tiles, the context
meter, "You" — with what was typed and shown kept; and a language whose script no
installed font covers gets a clear word in Settings."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from studio.storage.settings import Settings
from studio.ui import i18n
from studio.ui.dialogs import language_box
from studio.ui.dialogs.language_box import LanguageBox
from studio.ui.dialogs.settings_dialog import SettingsDialog
from studio.ui.retranslate import Catalogue, switch_language
from tests.support.model_server import ModelServer, text
from tests.ui.test_player_mode import _endpoint, _greeter


def _app() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app


def _menus(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions() if a.menu() is not None][:5]


def _combo(box) -> list[str]:
    return [box.itemText(i) for i in range(box.count())]


def test_an_open_player_window_is_retranslated_in_place(qtbot, player_window, compiled):
    window = player_window()
    panel = window.player_home.panel
    window.chat.input.setPlainText("half a message")
    assert window.chat.send_button.text() == "Send"
    assert switch_language(_app(), "ja") == "ja"
    assert _menus(window) == ["ファイル(&F)", "編集(&E)", "表示(&V)", "チャット(&C)", "ヘルプ(&H)"]
    assert window.chat.send_button.text() == "送信"
    assert window.chat.input.accessibleName() == "メッセージ"
    assert window.chat.context_meter.text() == "コンテキスト：–"
    assert _combo(panel.sort) == ["最近プレイ", "名前", "最近追加"]
    assert _combo(panel.sizes) == ["小", "中", "大"]
    assert panel.sort.currentData() == "last_played"  # the keys stay
    assert window.chat.input.toPlainText() == "half a message"  # nothing typed is lost
    # From one translation straight to another (the old catalogue is Japanese's).
    assert switch_language(_app(), "ru") == "ru"
    assert window.chat.send_button.text() == "Отправить"
    assert _combo(panel.sort)[0] == "Недавно сыгранные"
    assert _menus(window)[0] == "&Файл"
    # And back to the source strings.
    assert switch_language(_app(), "en") == "en"
    assert _menus(window) == ["&File", "&Edit", "&View", "&Chat", "&Help"]
    assert window.chat.send_button.text() == "Send"
    assert _combo(panel.sort) == ["Last played", "Name", "Recently added"]


def test_figures_and_names_built_from_state_follow_the_switch(
    qtbot, player_window, compiled, tmp_path: Path, model_server: ModelServer
):
    model_server.script(text("Hello."))
    window = player_window(endpoint=_endpoint(model_server))
    window.auto_accept = True
    with qtbot.waitSignal(window.characterOpened, timeout=20_000):
        window.open_path(_greeter(tmp_path))
    window.chat.input.setPlainText("Hi")
    window.chat.send_button.click()
    meter = window.chat.context_meter
    qtbot.waitUntil(lambda: meter.text().startswith("Context: ") and "/" in meter.text())
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=20_000)
    english = meter.text()
    switch_language(_app(), "de")
    used_window = english.removeprefix("Context: ").split(" ·")[0].split(" (")[0]
    used, total = (int(part.replace(",", "")) for part in used_window.split(" / "))
    assert meter.text().startswith(f"Kontext: {i18n.number(used)} / {i18n.number(total)}")
    assert "Die letzte Anfrage nutzte etwa" in meter.toolTip()
    assert window.chat.view.chat_delegate.user_name == "Du"
    model = window.chat.model
    user_rows = [r for r in range(model.rowCount()) if model.row_at(r).kind == "user"]
    description = model.index(user_rows[0], 0).data(Qt.ItemDataRole.AccessibleDescriptionRole)
    assert description.startswith("Du")
    switch_language(_app(), "en")
    assert meter.text() == english
    assert window.chat.view.chat_delegate.user_name == "You"


def test_ok_in_settings_switches_the_language_of_the_open_window(
    qtbot, player_window, compiled, monkeypatch
):
    window = player_window()

    def choose_french(dialog: SettingsDialog) -> int:
        dialog.language.combo.setCurrentIndex(dialog.language.combo.findData("fr"))
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", choose_french)
    window.open_settings()
    assert window.settings.language == "fr"
    assert i18n.current_language() == "fr"
    assert window.chat.send_button.text() == "Envoyer"
    assert _menus(window)[0] == "&Fichier"


def test_a_placeholder_string_is_carried_over_with_its_values():
    catalogue = Catalogue([("Library", "Last played {when}", "最近游玩：{when}")])
    assert catalogue.convert("最近游玩：3月5日") == "Last played 3月5日"  # no translator: source
    assert catalogue.convert("a character's own words") is None
    assert catalogue.convert("") is None


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW", "ja", "ko"])
def test_a_missing_cjk_font_is_said_in_settings(qtbot, monkeypatch, language):
    monkeypatch.setattr(language_box.QFontDatabase, "families", lambda _system=None: [])
    box = LanguageBox(language)
    qtbot.addWidget(box)
    box.show()
    assert box.font_note.isVisible()
    assert i18n.LANGUAGES[language] in box.font_note.text()
    assert "fonts-noto-cjk" in box.font_note.text()
    box.combo.setCurrentIndex(box.combo.findData("de"))  # Latin script: no word
    assert not box.font_note.isVisible()


def test_no_font_word_when_a_cjk_font_is_installed(qtbot):
    if not QFontDatabase.families(QFontDatabase.WritingSystem.Japanese):
        pytest.skip("no Japanese font on this machine (the note test covers the word)")
    box = LanguageBox("ja")
    qtbot.addWidget(box)
    box.show()
    assert not box.font_note.isVisible()


def test_settings_offers_every_named_language_in_its_own_name(qtbot, tmp_path):
    dialog = SettingsDialog(Settings(), data_dir=tmp_path)
    qtbot.addWidget(dialog)
    offered = _combo(dialog.language.combo)
    assert offered[1:] == list(i18n.LANGUAGES.values())
    assert "繁體中文" in offered and "한국어" in offered and "Português (Brasil)" in offered


def test_the_gallery_tiles_follow_the_switch_even_while_hidden(
    qtbot, player_window, compiled, tmp_path: Path
):
    from studio.ui.library.gallery import STATE_ROLE

    window = player_window()
    home = window.player_home
    home.library.add(str(tmp_path), name="Quill", description="A librarian.")
    home.panel.refresh()
    tile = home.panel.list.item(0)
    assert tile.data(STATE_ROLE) == "Not played yet"
    switch_language(_app(), "ko")
    assert home.panel.list.item(0).data(STATE_ROLE) == "아직 플레이하지 않음"
    home.show_chat()  # the gallery is hidden: rebuilt when it comes back
    switch_language(_app(), "es")
    home.show_library()
    qtbot.waitUntil(lambda: home.panel.list.item(0).data(STATE_ROLE) == "Aún no jugado")
    assert "Quill\nA librarian.\nAún no jugado" == home.panel.list.item(0).text()


def test_a_numbered_placeholder_is_carried_over(qapp) -> None:
    # "{0}" is no valid regex group name: the catalogue once raised re.error for it and
    # every switch failed once such a string existed.
    from studio.ui.retranslate import Catalogue

    catalogue = Catalogue(
        [("Voice", "The audio device failed ({0}); check.", "Das Gerät ist ausgefallen ({0}).")]
    )
    # No translator installed: the source is "the language now installed".
    assert catalogue.convert("Das Gerät ist ausgefallen (busy).") == (
        "The audio device failed (busy); check."
    )

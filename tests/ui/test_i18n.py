"""The interface's translations (docs/LOOK.md, Languages): every string extracted from
studio/ui has a finished translation in every shipped language, and the Player window
comes up in Chinese when Chinese is chosen (and in English otherwise)."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from studio.ui import i18n
from tests.ui.helpers_i18n import I18N, TS_FILES
from tests.ui.helpers_i18n import tool as _tool
from tests.ui.helpers_player import ROOT


def _messages(ts: Path) -> Iterator[tuple[str, str, ET.Element]]:
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message.findtext("source") or "", message


def _unfinished(ts: Path) -> list[str]:
    bad = []
    for context, source, message in _messages(ts):
        translation = message.find("translation")
        if translation is None or translation.get("type") or not (translation.text or "").strip():
            bad.append(f"{context}: {source!r}")
    return bad


#: The languages issue 28 names, besides English (the source).
NAMED = {"zh_CN", "zh_TW", "ja", "ko", "ru", "es", "pt_BR", "de", "fr"}


def test_every_shipped_language_has_a_ts_file_and_a_name():
    shipped = {ts.stem.removeprefix("studio_") for ts in TS_FILES}
    assert shipped == set(i18n.LANGUAGES) - {"en"} == NAMED


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_every_message_is_translated(ts):
    """All of them: one unfinished or empty message fails the language."""
    assert not _unfinished(ts), f"untranslated in {ts.name}"
    # Every language carries the same messages (the extraction check below pins them
    # to the source; this pins them to one another).
    reference = {(c, s) for c, s, _m in _messages(I18N / "studio_ja.ts")}
    assert {(c, s) for c, s, _m in _messages(ts)} == reference


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory) -> Path:
    """Copies of every .ts after pyside6-lupdate over studio/ui (one run for all)."""
    folder = tmp_path_factory.mktemp("ts")
    copies = [shutil.copy(ts, folder / ts.name) for ts in TS_FILES]
    sources = sorted(str(p) for p in (ROOT / "studio" / "ui").rglob("*.py"))
    subprocess.run(
        [_tool("pyside6-lupdate"), "-silent", "-locations", "none", "-no-obsolete",
         *sources, "-ts", *map(str, copies)],
        check=True, capture_output=True,
    )  # fmt: skip
    return folder


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_a_new_tr_string_in_the_source_fails_until_translated(ts, refreshed):
    """pyside6-lupdate over studio/ui into a copy: what it adds arrives unfinished."""
    copy = refreshed / ts.name
    assert not _unfinished(copy), f"run scripts/update_translations and translate {ts.name}"
    extracted = {(c, s) for c, s, _m in _messages(copy)}
    assert extracted == {(c, s) for c, s, _m in _messages(ts)}, "stale .ts: run the script"


def test_the_extraction_check_catches_an_untranslated_string(tmp_path):
    """The check above can fail: a module with one new translate() call."""
    copy = tmp_path / "studio_ja.ts"
    shutil.copy(I18N / "studio_ja.ts", copy)
    module = tmp_path / "new_widget.py"
    module.write_text('translate("NewWidget", "A string nobody translated")\n', encoding="utf-8")
    subprocess.run(
        [_tool("pyside6-lupdate"), "-silent", "-locations", "none", "-no-obsolete",
         str(module), "-ts", str(copy)],
        check=True, capture_output=True,
    )  # fmt: skip
    assert _unfinished(copy) == ["NewWidget: 'A string nobody translated'"]


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_translations_keep_mnemonics_and_placeholders(ts):
    for context, source, message in _messages(ts):
        text = message.findtext("translation") or ""
        if re.search(r"&[^&\s]", source.replace("&&", "")):
            assert re.search(r"&[^&\s]", text.replace("&&", "")), f"{context}: {source!r}"
        for token in re.findall(r"\{\{?\w+\}\}?|</?[a-z]+>|@api \S+", source):
            assert token in text, f"{context}: {source!r} lost {token!r}"
        # .format() placeholders: exactly the source's (an extra one would raise KeyError).
        named = set(re.findall(r"(?<!\{)\{(\w+)\}(?!\})", source))
        assert set(re.findall(r"(?<!\{)\{(\w+)\}(?!\})", text)) == named, f"{context}: {source!r}"
        assert text.count("{{") == source.count("{{"), f"{context}: {source!r} macros"


def test_the_placeholder_check_catches_a_lost_or_an_invented_one(tmp_path):
    """The check above can fail: a copy of a .ts with one placeholder renamed."""
    ts = I18N / "studio_de.ts"
    broken = tmp_path / ts.name
    text = ts.read_text(encoding="utf-8")
    good = "<translation>Zuletzt gespielt {when}</translation>"
    assert good in text
    broken.write_text(text.replace(good, good.replace("{when}", "{wann}")), encoding="utf-8")
    with pytest.raises(AssertionError, match="Last played"):
        test_translations_keep_mnemonics_and_placeholders(broken)


@pytest.mark.parametrize(
    ("name", "expected"),
    [("zh_CN", "zh_CN"), ("zh_SG", "zh_CN"), ("zh_TW", "zh_TW"), ("zh_HK", "zh_TW"),
     ("ja_JP", "ja"), ("ko_KR", "ko"), ("ru_RU", "ru"), ("es_MX", "es"), ("pt_PT", "pt_BR"),
     ("pt_BR", "pt_BR"), ("de_AT", "de"), ("fr_CA", "fr"), ("en_US", "en"), ("C", "en"),
     ("it_IT", "en")],
)  # fmt: skip
def test_the_system_language_picks_the_nearest_shipped_one(name, expected):
    assert i18n.resolve_language("", QLocale(name)) == expected
    assert i18n.resolve_language("ja", QLocale(name)) == "ja"  # a choice in Settings wins


def _menu_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions() if a.menu() is not None]


def test_the_player_window_starts_in_chinese(qtbot, player_window, compiled):
    assert i18n.install_translator(QApplication.instance(), "zh_CN") == "zh_CN"
    window = player_window()
    assert window.chat.send_button.text() == "发送"
    assert window.chat.input.accessibleName() == "消息"
    titles = _menu_titles(window)
    assert titles[:5] == ["文件(&F)", "编辑(&E)", "视图(&V)", "聊天(&C)", "帮助(&H)"]


def test_english_installs_nothing_and_keeps_the_source_strings(qtbot, player_window, compiled):
    assert i18n.install_translator(QApplication.instance(), "ru") == "ru"
    assert i18n.install_translator(QApplication.instance(), "en") == "en"  # replaces ru
    window = player_window()
    assert window.chat.send_button.text() == "Send"
    assert _menu_titles(window)[:5] == ["&File", "&Edit", "&View", "&Chat", "&Help"]


def test_japanese_and_russian_settings_labels(qtbot, compiled, tmp_path):
    from studio.storage.settings import Settings
    from studio.ui.dialogs.settings_dialog import SettingsDialog

    for language, title, group in (("ja", "設定", "言語"), ("ru", "Настройки", "Язык")):
        i18n.install_translator(QApplication.instance(), language)
        dialog = SettingsDialog(Settings(language=language), data_dir=tmp_path)
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == title
        assert dialog.language.title() == group
        assert dialog.language.choice() == language
        assert dialog.result_settings().language == language

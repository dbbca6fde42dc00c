"""Settings → Voice (studio/ui/dialogs/voice_box.py): the engine, endpoints and their
keys, and the open character's own voice, saved to settings.json and the keychain."""

from __future__ import annotations

import json

from studio.storage.secrets import get_api_key
from studio.storage.settings import Settings, load_settings
from studio.voice.settings import VoiceSettings
from tests.ui.helpers_inspectors import memory_keyring  # noqa: F401
from tests.ui.test_settings_dialog import _dialog

SPEECH_KEY = "sk-voice-out-0123456789"
HEARING_KEY = "sk-voice-in-9876543210"


def test_the_voice_and_this_characters_voice_are_saved(
    qtbot, tmp_path, memory_keyring  # noqa: F811
) -> None:
    before = Settings(voice={"autoRead": True, "characters": {"Other": {"voice": "de"}}})
    dialog = _dialog(qtbot, tmp_path, before, character=("Ada", VoiceSettings(voice="en-gb")))
    box = dialog.voice
    assert box.voice.isVisibleTo(dialog)
    assert box.voice.lineEdit().placeholderText() == "en-gb"  # what Ada suggests
    assert not box.endpoint.isEnabled()  # eSpeak NG needs no endpoint
    # eSpeak NG's own voices are offered (listed off the GUI thread).
    qtbot.waitUntil(lambda: box.voice.findText("en-gb") > 0, timeout=10_000)
    assert box.voice.count() > 50 and box.voice.currentText() == ""

    box.engine.setCurrentIndex(box.engine.findData("remote"))
    assert box.endpoint.isEnabled()
    box.endpoint.setText("http://127.0.0.1:9/v1")
    box.speech_key.setText(SPEECH_KEY)
    box.transcribe_key.setText(HEARING_KEY)
    box.action_mode.setCurrentIndex(box.action_mode.findData("narrate"))
    box.voice.setCurrentText("en-gb+f3")
    box.remote_voice.setCurrentText("nova")
    box.rate.setValue(1.3)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted

    path = tmp_path / "settings.json"
    saved = load_settings(path).voice
    assert saved["engine"] == "remote" and saved["endpoint"] == "http://127.0.0.1:9/v1"
    assert saved["actions"] == "narrate" and saved["autoRead"] is True  # the button's kept
    assert saved["characters"] == {
        "Other": {"voice": "de"},
        "Ada": {"voice": "en-gb+f3", "remoteVoice": "nova", "rate": 1.3},
    }
    text = path.read_text(encoding="utf-8")
    assert SPEECH_KEY not in text and HEARING_KEY not in text
    data_dir = tmp_path / "userdata"
    assert get_api_key("voice-out", data_dir=data_dir) == SPEECH_KEY
    assert get_api_key("voice-in", data_dir=data_dir) == HEARING_KEY

    # Opened again: what was saved, the keys masked.
    again = _dialog(qtbot, tmp_path, load_settings(path), character=("Ada", VoiceSettings()))
    assert again.voice.engine.currentData() == "remote"
    assert again.voice.voice.currentText() == "en-gb+f3"
    assert again.voice.remote_voice.currentText() == "nova"
    assert abs(again.voice.rate.value() - 1.3) < 1e-9
    assert again.voice.speech_key.text() == ""
    assert again.voice.speech_key.placeholderText().endswith("6789 (type to replace)")
    assert SPEECH_KEY not in again.voice.speech_key.placeholderText()
    # Emptied, the character's entry goes: what the character suggests applies again.
    for combo in (again.voice.voice, again.voice.remote_voice):
        combo.setCurrentText("")
    again.voice.rate.setValue(again.voice.rate.minimum())
    assert "Ada" not in again.result_settings().voice["characters"]
    assert again.voice.rate.text().startswith("The character's own (1.0")


def test_voice_fields_that_cannot_work_are_told_and_nothing_is_saved(
    qtbot, tmp_path, memory_keyring  # noqa: F811
) -> None:
    dialog = _dialog(qtbot, tmp_path, character=("Ada", VoiceSettings()))
    box = dialog.voice
    cases = [
        (lambda: box.endpoint.setText("ftp://voices.example"), "must start with http://"),
        (lambda: (box.endpoint.clear(), box.engine.setCurrentIndex(1)),
         "speech endpoint is empty"),
        (lambda: (box.engine.setCurrentIndex(0), box.voice.setCurrentText("en; rm -rf")),
         "is not an eSpeak NG voice name"),
    ]
    for change, told in cases:
        change()
        dialog.accept()
        assert dialog.save_error.isVisibleTo(dialog), told
        assert told in dialog.save_error.text()
        assert dialog.result() != dialog.DialogCode.Accepted
        assert not (tmp_path / "settings.json").exists()
    box.voice.setCurrentText("en-us")
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert json.loads((tmp_path / "settings.json").read_text())["voice"]["characters"] == {
        "Ada": {"voice": "en-us"}
    }


def test_without_a_character_there_are_no_character_rows(
    qtbot, tmp_path, memory_keyring  # noqa: F811
) -> None:
    dialog = _dialog(qtbot, tmp_path)
    dialog.show()
    assert dialog.voice.isVisible() and dialog.voice.engine.isVisible()
    assert not dialog.voice.voice.isVisibleTo(dialog)
    assert dialog.result_settings().voice["characters"] == {}

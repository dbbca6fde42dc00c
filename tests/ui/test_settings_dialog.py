"""SettingsDialog and FirstRunDialog: presets, models from /models, key, caps."""

from __future__ import annotations

import json

from studio.providers import PRESETS
from studio.storage.secrets import SERVICE, get_api_key
from studio.storage.settings import Settings, load_settings
from studio.ui.dialogs import FirstRunDialog, SettingsDialog, masked, needs_first_run
from tests.ui.helpers_inspectors import (  # noqa: F401
    KEY,
    memory_keyring,
    model_server,
    refusing_server,
)


def _dialog(qtbot, tmp_path, settings=None, **kwargs) -> SettingsDialog:
    dialog = SettingsDialog(
        settings or Settings(), settings_path=tmp_path / "settings.json",
        data_dir=tmp_path / "userdata", **kwargs,
    )
    qtbot.addWidget(dialog)
    return dialog


def test_preset_fills_url_and_custom_keeps_it(qtbot, tmp_path, memory_keyring):  # noqa: F811
    dialog = _dialog(qtbot, tmp_path)
    assert dialog.base_url.text() == PRESETS["openai"].base_url
    dialog.provider.setCurrentIndex(dialog.provider.findData("openrouter"))
    assert dialog.base_url.text() == "https://openrouter.ai/api/v1"
    dialog.provider.setCurrentIndex(dialog.provider.findData("custom"))
    assert dialog.base_url.text() == "https://openrouter.ai/api/v1"
    dialog.base_url.setText("http://my.host/v1")
    assert dialog.result_settings().base_url == "http://my.host/v1"
    assert dialog.result_settings().provider == "custom"


def test_builtin_provider_needs_no_url(qtbot, tmp_path, memory_keyring):  # noqa: F811
    dialog = _dialog(qtbot, tmp_path)
    assert dialog.provider.findText("Built-in (offline)") >= 0
    dialog.provider.setCurrentIndex(dialog.provider.findData("builtin"))
    assert dialog.base_url.text() == ""
    assert "started by the app" in dialog.base_url.placeholderText()
    result = dialog.result_settings()
    assert (result.provider, result.base_url) == ("builtin", "")
    dialog.provider.setCurrentIndex(dialog.provider.findData("groq"))
    assert dialog.base_url.text() == "https://api.groq.com/openai/v1"


def test_refresh_models_and_test_connection(
    qtbot, tmp_path, memory_keyring, model_server  # noqa: F811
):
    dialog = _dialog(qtbot, tmp_path)
    dialog.provider.setCurrentIndex(dialog.provider.findData("custom"))
    dialog.base_url.setText(model_server.url)
    dialog.api_key.setText(KEY)
    dialog.refresh_button.click()
    qtbot.waitUntil(lambda: not dialog.is_fetching(), timeout=10_000)
    assert [dialog.main_model.itemText(i) for i in range(dialog.main_model.count())] == [
        "test-model", "test-worker"
    ]
    assert dialog.worker_model.count() == 2
    assert model_server.requests[-1].path == "/v1/models"
    assert model_server.requests[-1].headers["authorization"] == f"Bearer {KEY}"
    dialog.worker_model.setCurrentText("test-worker")

    dialog.test_button.click()
    qtbot.waitUntil(lambda: not dialog.is_fetching(), timeout=10_000)
    assert dialog.test_result.text() == "Connected: 2 models available."
    assert dialog.result_settings().worker_model == "test-worker"


def test_connection_failure_is_reported_without_the_key(
    qtbot, tmp_path, memory_keyring, refusing_server  # noqa: F811
):
    dialog = _dialog(qtbot, tmp_path)
    dialog.base_url.setText(refusing_server)
    dialog.api_key.setText(KEY)
    dialog.test_button.click()
    qtbot.waitUntil(lambda: not dialog.is_fetching(), timeout=10_000)
    message = dialog.test_result.text()
    assert message.startswith("Failed:") and "401" in message and "API key" in message
    assert KEY not in message and "b00020" in dialog.test_result.styleSheet()
    assert dialog.main_model.count() == 0


def test_save_writes_settings_and_key_masked(qtbot, tmp_path, memory_keyring):  # noqa: F811
    original = Settings(web_access={"other": True}, accepted_packages=["abc"])
    dialog = _dialog(qtbot, tmp_path, original, package_key="sha-1")
    assert not dialog.web_access.isHidden()
    dialog.provider.setCurrentIndex(dialog.provider.findData("deepseek"))
    dialog.main_model.setCurrentText("deepseek-chat")
    dialog.per_response.setValue(5000)
    dialog.per_conversation.setValue(70000)
    dialog.web_access.setChecked(True)
    dialog.api_key.setText(KEY)
    dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
    assert dialog.result() == SettingsDialog.DialogCode.Accepted

    saved = load_settings(tmp_path / "settings.json")
    assert saved.base_url == "https://api.deepseek.com/v1" and saved.provider == "deepseek"
    assert saved.agent_tokens_per_response == 5000
    assert saved.agent_tokens_per_conversation == 70000
    assert saved.web_access == {"other": True, "sha-1": True}
    assert saved.accepted_packages == ["abc"]
    assert KEY not in (tmp_path / "settings.json").read_text(encoding="utf-8")
    # One keychain entry per provider profile: the key belongs to DeepSeek.
    assert memory_keyring.data[(SERVICE, "deepseek")] == KEY
    assert not (tmp_path / "userdata" / "secrets.json").exists()

    again = _dialog(qtbot, tmp_path, saved, package_key="sha-1")
    assert again.web_access.isChecked() and again.api_key.text() == ""
    assert again.key_status.text() == "Stored key: ••••••••4321" == f"Stored key: {masked(KEY)}"
    assert KEY not in again.api_key.placeholderText() and "4321" in again.api_key.placeholderText()
    assert again.entered_key() == KEY
    assert again.keychain_note.isHidden()
    no_web = _dialog(qtbot, tmp_path, saved)
    assert no_web.web_access.isHidden()
    assert json.loads((tmp_path / "settings.json").read_text())["main_model"] == "deepseek-chat"


def test_keychain_fallback_is_explained(qtbot, tmp_path, monkeypatch):
    import keyring.backends.fail
    import keyring.core

    monkeypatch.setattr(keyring.core, "_keyring_backend", keyring.backends.fail.Keyring())
    dialog = _dialog(qtbot, tmp_path)
    assert not dialog.keychain_note.isHidden()
    assert "secrets.json" in dialog.keychain_note.text()
    dialog.api_key.setText(KEY)
    dialog.accept()
    assert get_api_key(dialog.profile(), data_dir=tmp_path / "userdata") == KEY


def test_first_run(qtbot, tmp_path, memory_keyring):  # noqa: F811
    data = tmp_path / "userdata"
    assert needs_first_run(Settings(), data_dir=data)
    local = Settings(provider="ollama", base_url="http://127.0.0.1:11434/v1", main_model="m")
    assert not needs_first_run(local, data_dir=data)
    hosted = Settings(provider="openai", base_url="https://api.openai.com/v1", main_model="m")
    assert needs_first_run(hosted, data_dir=data)
    dialog = FirstRunDialog(Settings(), settings_path=tmp_path / "s.json", data_dir=data)
    qtbot.addWidget(dialog)
    assert not dialog.intro.isHidden() and "API key" in dialog.intro.text()
    dialog.main_model.setCurrentText("gpt-4o-mini")
    dialog.api_key.setText(KEY)
    dialog.accept()
    assert not needs_first_run(load_settings(tmp_path / "s.json"), data_dir=data)


def test_each_provider_keeps_its_own_key(qtbot, tmp_path, memory_keyring):  # noqa: F811
    dialog = _dialog(qtbot, tmp_path)
    dialog.provider.setCurrentIndex(dialog.provider.findData("openrouter"))
    dialog.api_key.setText("sk-or-first")
    dialog.accept()
    saved = load_settings(tmp_path / "settings.json")
    second = _dialog(qtbot, tmp_path, saved)
    second.provider.setCurrentIndex(second.provider.findData("deepseek"))
    assert second.entered_key() is None  # DeepSeek has no key yet; OpenRouter's is not shown.
    second.api_key.setText("sk-ds-second")
    second.accept()
    assert memory_keyring.data[(SERVICE, "openrouter")] == "sk-or-first"
    assert memory_keyring.data[(SERVICE, "deepseek")] == "sk-ds-second"
    third = _dialog(qtbot, tmp_path, load_settings(tmp_path / "settings.json"))
    third.provider.setCurrentIndex(third.provider.findData("openrouter"))
    assert third.entered_key() == "sk-or-first"


def test_samplers_context_and_provider_options_are_saved(qtbot, tmp_path):
    from studio.storage.settings import play_options

    dialog = _dialog(qtbot, tmp_path, package_key="sha-1")
    box = dialog.replies
    assert box.temperature.text() == "default"
    assert box.max_tokens.value() == box.max_tokens.minimum()
    dialog.main_model.setCurrentText("small-model")
    box.temperature.setValue(0.7)
    box.max_tokens.setValue(300)
    box.stop.setText("###| END")
    box.scope.setCurrentIndex(box.scope.findData("character"))
    box.seed.setValue(42)
    box.context_window.setValue(2048)
    box.merge_roles.setChecked(True)
    dialog.accept()
    saved = load_settings(tmp_path / "settings.json")
    assert saved.samplers.temperature == 0.7 and saved.samplers.max_tokens == 300
    assert saved.samplers.stop == ["###", "END"] and saved.samplers.seed is None
    assert saved.character_samplers["sha-1"].seed == 42
    options = play_options(saved, package_key="sha-1", model=saved.main_model,
                           profile=dialog.profile())
    assert options["temperature"] == 0.7 and options["seed"] == 42
    assert options["context_window"] == 2048 and options["merge_roles"] is True
    assert "top_p" not in options  # Never set: not sent.
    other = play_options(saved, package_key="sha-2", model=saved.main_model,
                         profile=dialog.profile())
    assert "seed" not in other


def test_persona_is_saved_and_shown_again(qtbot, tmp_path, memory_keyring):  # noqa: F811
    dialog = _dialog(qtbot, tmp_path)
    assert dialog.persona_name.text() == "User"
    dialog.persona_name.setText("Robin")
    dialog.persona_description.setPlainText("A traveller from the city.")
    dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
    saved = load_settings(tmp_path / "settings.json")
    assert saved.persona_name == "Robin"
    assert saved.persona_description == "A traveller from the city."
    again = _dialog(qtbot, tmp_path, saved)
    assert again.persona_name.text() == "Robin"
    assert again.persona_description.toPlainText() == "A traveller from the city."
    again.persona_name.setText("  ")
    assert again.result_settings().persona_name == "User"


def test_on_a_short_screen_the_body_scrolls_and_save_stays_in_view(
    qtbot,
    tmp_path,
    memory_keyring,  # noqa: F811
):
    dialog = FirstRunDialog(
        Settings(), settings_path=tmp_path / "settings.json", data_dir=tmp_path / "userdata"
    )
    qtbot.addWidget(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.sizeHint().height() <= int(screen.height() * 0.9)
    dialog.resize(dialog.sizeHint().width(), 480)  # a small laptop screen, minus panels
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 500
    save = dialog.buttons.button(dialog.buttons.StandardButton.Save)
    corner = save.mapTo(dialog, save.rect().bottomRight())
    assert dialog.rect().contains(corner)  # Save is reachable without a taller screen
    bar = dialog.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0  # the groups scroll instead of being squeezed
    dialog.scroll_area.ensureWidgetVisible(dialog.persona_name)
    assert bar.value() > 0


def test_local_samplers_are_shown_set_cleared_and_the_unshown_kept(qtbot, tmp_path):
    from studio.storage.settings import play_options

    start = Settings.model_validate(
        {"samplers": {"local": {"min_p": 0.05, "xtc_probability": 0.5, "top_k": 30}}}
    )
    dialog = _dialog(qtbot, tmp_path, start, package_key="sha-1")
    box = dialog.replies
    assert box.local["min_p"].value() == 0.05 and box.local["top_k"].value() == 30
    assert box.local["repeat_penalty"].text() == "default"
    box.local["repeat_penalty"].setValue(1.15)
    box.local["top_k"].setValue(box.local["top_k"].minimum())  # back to "default"
    box.scope.setCurrentIndex(box.scope.findData("character"))
    box.local["dry_multiplier"].setValue(0)  # DRY off for this character only
    dialog.accept()
    saved = load_settings(tmp_path / "settings.json")
    assert saved.samplers.local == {"min_p": 0.05, "xtc_probability": 0.5, "repeat_penalty": 1.15}
    assert saved.character_samplers["sha-1"].local == {"dry_multiplier": 0}
    options = play_options(saved, package_key="sha-1", model=saved.main_model,
                           profile=dialog.profile())
    assert options["local_samplers"]["dry_multiplier"] == 0

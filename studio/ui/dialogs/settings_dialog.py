"""The settings dialog: endpoint, models, API key, agent token caps, web access,
samplers and context (:mod:`reply_settings`).

Each provider profile has its own key (``provider_profile``): switching the
provider shows that provider's stored key and keeps the others.
The key never leaves this dialog except into the keychain (``set_api_key``) and
the ``Authorization`` header of a model listing; it is shown masked
(``••••••••1234``) and never appears in a status message.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studio.providers import PRESETS, preset_for
from studio.storage.secrets import (
    get_provider_key,
    keychain_status,
    provider_profile,
    set_api_key,
)
from studio.storage.settings import Settings, save_settings
from studio.ui.dialogs.appearance_box import AppearanceBox
from studio.ui.dialogs.language_box import LanguageBox
from studio.ui.dialogs.mcp_servers_box import McpServersBox
from studio.ui.dialogs.model_fetch import ModelFetcher, masked
from studio.ui.dialogs.reply_settings import ReplySettingsBox
from studio.ui.dialogs.tool_policies_box import ToolPoliciesBox
from studio.ui.dialogs.voice_box import VoiceBox
from studio.ui.i18n import translate
from studio.ui.widgets_wheel import guard_wheel
from studio.voice.settings import VoiceSettings

__all__ = ["SettingsDialog"]

OK_STYLE = "color: #1b6e2a;"
ERROR_STYLE = "color: #b00020;"


def _spin(value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, 2_000_000_000)
    spin.setSingleStep(1000)
    spin.setGroupSeparatorShown(True)
    spin.setValue(value)
    spin.setSuffix(translate("SettingsDialog", " tokens"))
    return spin


class SettingsDialog(QDialog):
    """Edit the player's settings and API key.

    Args:
        settings: The current settings (not modified; see :meth:`result_settings`).
        parent: The parent widget.
        settings_path: Where accepting saves ``settings.json`` (None: not saved).
        data_dir: The user data dir for the key's fallback file (tests use tmp).
        package_key: The open character's key (sha256) for the web access checkbox;
            None hides the checkbox.
        character: The open character's package name and the voice its package
            suggests, for its own voice rows (None: no character is open).
    """

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        settings_path: Path | None = None,
        data_dir: Path | None = None,
        package_key: str | None = None,
        character: tuple[str, VoiceSettings] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self.setMinimumWidth(520)
        self._settings = settings
        self._settings_path = settings_path
        self._data_dir = data_dir
        self._package_key = package_key
        self._stored_key: str | None = None
        self._fetcher: ModelFetcher | None = None
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.hide()

        self.provider = QComboBox()
        for preset in PRESETS.values():
            self.provider.addItem(preset.label, preset.key)
        self.base_url = QLineEdit(settings.base_url)
        self.base_url.setPlaceholderText("https://…/v1")
        key = settings.provider or (preset_for(settings.base_url).key if settings.base_url else "")
        self.provider.setCurrentIndex(max(0, self.provider.findData(key or "openai")))
        if not settings.base_url:
            self._preset_chosen()
        self.provider.currentIndexChanged.connect(self._preset_chosen)
        self.main_model = self._model_combo(settings.main_model)
        self.worker_model = self._model_combo(settings.worker_model)
        self.refresh_button = QPushButton(translate("SettingsDialog", "Refresh models"))
        self.refresh_button.clicked.connect(lambda: self._fetch(test=False))
        models_row = QHBoxLayout()
        models_row.addWidget(self.main_model, 1)
        models_row.addWidget(self.refresh_button)

        self.api_key = QLineEdit()
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_status = QLabel()
        self._load_key()
        self.provider.currentIndexChanged.connect(self._load_key)
        status = keychain_status(data_dir=data_dir)
        self.keychain_note = QLabel(status.detail)
        self.keychain_note.setWordWrap(True)
        self.keychain_note.setStyleSheet("color: #8a5a00;")
        self.keychain_note.setVisible(not status.available)

        self.per_response = _spin(settings.agent_tokens_per_response)
        self.per_conversation = _spin(settings.agent_tokens_per_conversation)
        self.web_access = QCheckBox(
            translate("SettingsDialog", "Let this character's agents fetch web pages")
        )
        self.web_access.setToolTip(
            translate("SettingsDialog", "Only agents that declare @api studio.web can use it.")
        )
        self.web_access.setChecked(bool(package_key) and settings.web_allowed(package_key or ""))
        self.web_access.setVisible(package_key is not None)

        # The persona: who the user is in stories ({{user}}, decisions §17).
        self.persona_name = QLineEdit(settings.persona_name)
        self.persona_name.setPlaceholderText("User")
        self.persona_description = QPlainTextEdit(settings.persona_description)
        self.persona_description.setPlaceholderText(
            translate(
                "SettingsDialog",
                'Optional: who you are in the story. Characters are told "About <your name>: …"',
            )
        )
        self.persona_description.setMaximumHeight(80)
        # The user's regex scripts: SillyTavern's JSON (a list of script objects).
        self.regex_scripts = QPlainTextEdit(
            json.dumps(settings.regex_scripts, ensure_ascii=False, indent=1)
            if settings.regex_scripts
            else ""
        )
        self.regex_scripts.setPlaceholderText(
            translate(
                "SettingsDialog",
                'Optional: SillyTavern regex scripts as JSON, e.g. [{"scriptName": "...", '
                '"findRegex": "/x/g", "replaceString": "y", "placement": [1, 2]}]. '
                "They run before a character's own.",
            )
        )
        self.regex_scripts.setMaximumHeight(80)

        self.test_button = QPushButton(translate("SettingsDialog", "Test connection"))
        self.test_button.clicked.connect(lambda: self._fetch(test=True))
        self.test_result = QLabel()
        self.test_result.setWordWrap(True)

        endpoint = QGroupBox(translate("SettingsDialog", "Model endpoint"))
        form = QFormLayout(endpoint)
        form.addRow(translate("SettingsDialog", "Provider"), self.provider)
        form.addRow(translate("SettingsDialog", "Base URL"), self.base_url)
        form.addRow(translate("SettingsDialog", "API key"), self.api_key)
        form.addRow("", self.key_status)
        form.addRow("", self.keychain_note)
        form.addRow(translate("SettingsDialog", "Main model"), models_row)
        form.addRow(translate("SettingsDialog", "Worker model"), self.worker_model)
        test_row = QHBoxLayout()
        test_row.addWidget(self.test_button)
        test_row.addWidget(self.test_result, 1)
        form.addRow("", test_row)
        self.replies = ReplySettingsBox(
            settings,
            package_key=package_key,
            model=settings.main_model,
            profile=self.profile(),
            provider=str(self.provider.currentData() or "custom"),
        )
        self.mcp_servers = McpServersBox(settings.mcp_servers, data_dir=data_dir)
        self.tool_policies = ToolPoliciesBox(dict(settings.tool_policies))
        caps = QGroupBox(translate("SettingsDialog", "Agents"))
        caps_form = QFormLayout(caps)
        caps_form.addRow(translate("SettingsDialog", "Tokens per response"), self.per_response)
        caps_form.addRow(
            translate("SettingsDialog", "Tokens per conversation"), self.per_conversation
        )
        caps_form.addRow(translate("SettingsDialog", "Web access"), self.web_access)
        caps_form.setRowVisible(self.web_access, package_key is not None)
        persona = QGroupBox(translate("SettingsDialog", "You (persona)"))
        persona_form = QFormLayout(persona)
        persona_form.addRow(translate("SettingsDialog", "Your name"), self.persona_name)
        persona_form.addRow(translate("SettingsDialog", "About you"), self.persona_description)
        persona_form.addRow(translate("SettingsDialog", "Regex scripts"), self.regex_scripts)
        self.appearance = AppearanceBox(settings)
        self.language = LanguageBox(settings.language)
        self.voice = VoiceBox(
            settings.voice,
            data_dir=data_dir,
            character=character[0] if character else None,
            suggested=character[1] if character else None,
        )
        self.save_error = QLabel()
        self.save_error.setStyleSheet(ERROR_STYLE)
        self.save_error.setWordWrap(True)
        self.save_error.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # The groups scroll; the error and Save/Cancel stay in view, so the dialog
        # works on a laptop's 768-pixel screen (it is taller than that).
        self.body = QWidget()
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        for part in (
            self.intro,
            endpoint,
            caps,
            self.mcp_servers,
            self.tool_policies,
            persona,
            self.appearance,
            self.language,
            self.voice,
            self.replies,
        ):
            body.addWidget(part)
        body.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(self.body)
        self._layout = layout = QVBoxLayout(self)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.save_error)
        layout.addWidget(self.buttons)
        # Scrolling the page with the wheel scrolls it; a field changes only once focused.
        guard_wheel(self)
        # Qt would open a dialog at most two thirds of the screen tall.
        self.resize(self.sizeHint())

    def sizeHint(self) -> QSize:
        """All of it when the screen has room; else as tall as 90 % of the screen."""
        layout = self._layout
        margins = layout.contentsMargins()
        body = self.body.sizeHint()
        width = body.width() + self.scroll_area.verticalScrollBar().sizeHint().width()
        width += margins.left() + margins.right()
        height = body.height() + self.buttons.sizeHint().height() + 2 * layout.spacing()
        height += margins.top() + margins.bottom()
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, room.width()), min(height, int(room.height() * 0.9))
        return QSize(width, height)

    @staticmethod
    def _model_combo(current: str) -> QComboBox:
        combo = QComboBox()
        combo.setEditable(True)
        combo.setMinimumContentsLength(24)
        combo.setCurrentText(current)
        return combo

    def _preset_chosen(self) -> None:
        preset = PRESETS.get(str(self.provider.currentData()))
        builtin = preset is not None and preset.key == "builtin"
        # The built-in server gets a free port when it starts: there is no URL to enter.
        self.base_url.setPlaceholderText(
            "started by the app (character-studio models install)" if builtin else "https://…/v1"
        )
        if builtin:
            self.base_url.clear()
        elif preset is not None and preset.base_url:
            self.base_url.setText(preset.base_url)

    def profile(self) -> str:
        """The keychain profile of the provider shown (one key per provider)."""
        return provider_profile(str(self.provider.currentData() or ""), self.base_url.text())

    def _load_key(self) -> None:
        try:
            self._stored_key = get_provider_key(self.profile(), data_dir=self._data_dir)
        except Exception:  # A broken keychain: no stored key to show.
            self._stored_key = None
        self.api_key.clear()
        self.api_key.setPlaceholderText(
            translate("SettingsDialog", "stored: {key} (type to replace)").format(
                key=masked(self._stored_key)
            )
            if self._stored_key
            else translate("SettingsDialog", "paste your API key")
        )
        self.key_status.setText(
            translate("SettingsDialog", "Stored key: {key}").format(
                key=masked(self._stored_key) or translate("SettingsDialog", "none")
            )
        )

    def entered_key(self) -> str | None:
        """The key typed in the field, else the stored one."""
        return self.api_key.text().strip() or self._stored_key

    # -- models -------------------------------------------------------------------

    def _fetch(self, *, test: bool) -> None:
        url = self.base_url.text().strip()
        if str(self.provider.currentData()) == "builtin":
            self._builtin_check()
            return
        if not url:
            self._report(False, translate("SettingsDialog", "Enter a base URL first."))
            return
        self.refresh_button.setEnabled(False)
        self.test_button.setEnabled(False)
        self.test_result.setStyleSheet("")
        self.test_result.setText(translate("SettingsDialog", "Connecting…"))
        fetcher = ModelFetcher(url, self.entered_key(), self)
        fetcher.done.connect(self._models_listed)
        fetcher.failed.connect(lambda message: self._report(False, f"Failed: {message}"))
        fetcher.finished.connect(self._fetch_ended)
        self._fetcher = fetcher
        fetcher.start()

    def _builtin_check(self) -> None:
        """The built-in model has no URL (it gets a free port when it starts): say whether
        it is installed, and offer what is, instead of asking for a base URL."""
        from studio.providers.builtin.model import MODELS, status

        installed = [spec for spec in MODELS.values() if status(spec).installed]
        if not installed:
            problem = status().problem or "not installed"
            self._report(False, f"The built-in model is not ready: {problem}")
            return
        self._models_listed([spec.alias for spec in installed], listed=False)
        names = ", ".join(spec.label for spec in installed)
        self._report(True, f"Ready: {names} runs on this computer; it starts when you save.")

    def _fetch_ended(self) -> None:
        self.refresh_button.setEnabled(True)
        self.test_button.setEnabled(True)
        if self._fetcher is not None:
            self._fetcher.deleteLater()
            self._fetcher = None

    def _models_listed(self, models: list[str], *, listed: bool = True) -> None:
        for combo in (self.main_model, self.worker_model):
            current = combo.currentText()
            combo.clear()
            combo.addItems(models)
            combo.setCurrentText(current or (models[0] if models else ""))
        if listed:
            count = len(models)
            self._report(True, f"Connected: {count} model{'' if count == 1 else 's'} available.")

    def _report(self, ok: bool, message: str) -> None:
        key = self.entered_key()
        if key:
            message = message.replace(key, masked(key))
        self.test_result.setStyleSheet(OK_STYLE if ok else ERROR_STYLE)
        self.test_result.setText(message)

    def is_fetching(self) -> bool:
        """True while a model listing runs."""
        return self._fetcher is not None

    # -- result -------------------------------------------------------------------

    def result_settings(self) -> Settings:
        """The settings as entered (the key is not part of them)."""
        web = dict(self._settings.web_access)
        if self._package_key is not None:
            web[self._package_key] = self.web_access.isChecked()
        update: dict[str, Any] = {
            "provider": str(self.provider.currentData() or "custom"),
            "base_url": self.base_url.text().strip(),
            "main_model": self.main_model.currentText().strip(),
            "worker_model": self.worker_model.currentText().strip(),
            "agent_tokens_per_response": self.per_response.value(),
            "agent_tokens_per_conversation": self.per_conversation.value(),
            "web_access": web,
            "persona_name": self.persona_name.text().strip() or "User",
            "persona_description": self.persona_description.toPlainText().strip(),
            "regex_scripts": self._regex_scripts(),
        }
        self.replies.profile = self.profile()
        self.replies.model = update["main_model"]
        self.replies.apply(update)
        self.appearance.apply(update)
        update["language"] = self.language.choice()
        self.mcp_servers.apply(update)
        self.tool_policies.apply(update)
        self.voice.apply(update)
        return self._settings.model_copy(update=update)

    def _regex_scripts(self) -> list[dict[str, Any]]:
        """The scripts as typed. Raises ValueError with what to fix (Save says it)."""
        typed = self.regex_scripts.toPlainText().strip()
        if not typed:
            return []
        try:
            value = json.loads(typed)
        except json.JSONDecodeError as exc:
            raise ValueError(f"the regex scripts are not valid JSON ({exc.msg}, line "
                             f"{exc.lineno})") from None
        if isinstance(value, dict):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            raise ValueError("the regex scripts must be a JSON list of script objects")
        return value

    def accept(self) -> None:
        """Save settings.json (atomically) and a newly typed key, then close."""
        try:
            if self._settings_path is not None:
                save_settings(self.result_settings(), self._settings_path)
            self.mcp_servers.save_env()
            self.voice.save_keys()
            new_key = self.api_key.text().strip()
            if new_key:
                set_api_key(new_key, self.profile(), data_dir=self._data_dir)
                self._stored_key = new_key
        except Exception as exc:  # a failed save keeps the dialog open with the reason
            self.save_error.setText(
                translate("SettingsDialog", "Not saved: {error}").format(error=exc)
            )
            self.save_error.show()
            return
        super().accept()

    def reject(self) -> None:
        """Cancel: the appearance previewed goes back to what it was."""
        self.appearance.revert()
        super().reject()

"""The first-run dialog: the settings dialog with a word on what is needed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from studio.providers import PRESETS, preset_for
from studio.storage.secrets import get_provider_key, provider_profile
from studio.storage.settings import Settings
from studio.ui.dialogs.settings_dialog import SettingsDialog
from studio.ui.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["FIRST_RUN_TEXT", "FirstRunDialog", "needs_first_run"]

FIRST_RUN_TEXT = QT_TRANSLATE_NOOP(
    "FirstRunDialog",
    "<b>Welcome to Character Studio.</b><br>"
    "Characters talk through an OpenAI-compatible model endpoint that you choose: "
    "a hosted provider (OpenAI, OpenRouter, Venice, DeepSeek, …) with <i>your own</i> "
    "API key, or a local server (Ollama, LM Studio, llama.cpp) that needs none. "
    "Pick a provider, paste your key, press <i>Refresh models</i> and choose the "
    "main model (it plays the character) and the worker model (agents use it). "
    "Your key is kept in the system keychain and is never written into a "
    "character, a conversation or a log.",
)


def needs_first_run(settings: Settings, *, data_dir: Path | None = None) -> bool:
    """True when no endpoint or model is set, or the provider needs a key and none is stored."""
    if settings.provider == "builtin":  # started by the app; nothing to enter
        return False
    if not settings.base_url or not settings.main_model:
        return True
    preset = PRESETS.get(settings.provider) or preset_for(settings.base_url)
    profile = provider_profile(settings.provider, settings.base_url)
    return preset.needs_key and not get_provider_key(profile, data_dir=data_dir)


class FirstRunDialog(SettingsDialog):
    """:class:`SettingsDialog` opened with an explanation, shown when nothing is configured.

    Args:
        settings: The current (probably default) settings.
        parent: The parent widget.
        settings_path: Where accepting saves ``settings.json``.
        data_dir: The user data dir for the key's fallback file.
    """

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        settings_path: Path | None = None,
        data_dir: Path | None = None,
    ) -> None:
        super().__init__(settings, parent, settings_path=settings_path, data_dir=data_dir)
        self.setWindowTitle(translate("FirstRunDialog", "Set up Character Studio"))
        self.intro.setText(translate("FirstRunDialog", FIRST_RUN_TEXT))
        self.intro.show()
        self.resize(self.sizeHint())  # The intro made it taller.

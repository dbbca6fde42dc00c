"""The settings dialog's "Replies and context" group.

Samplers (temperature, top_p, max_tokens, penalties, seed, stop, and four of
llama.cpp's own under ``samplers.local``) for every character or for the open one,
the main model's context size and tokenizer file, and the provider's message
shaping for strict chat templates. A field at its lowest value shows "default"
and is not sent at all, so the server's own default stands.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from studio.providers import PRESETS
from studio.storage.settings import ModelOptions, ProviderOptions, Samplers, Settings
from studio.ui.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["ReplySettingsBox"]

DEFAULT_TEXT = QT_TRANSLATE_NOOP("ReplySettings", "default")
# llama.cpp's own samplers shown here (settings ``samplers.local``; the rest of them
# are kept as saved): label, then (low, high, step) or None for a whole number 0..high.
LOCAL_FIELDS: tuple[tuple[str, str, tuple[float, float, float] | int], ...] = (
    (
        "repeat_penalty",
        QT_TRANSLATE_NOOP("ReplySettings", "Repeat penalty (local)"),
        (0.5, 2, 0.05),
    ),
    ("min_p", QT_TRANSLATE_NOOP("ReplySettings", "Min P (local)"), (0, 1, 0.01)),
    ("top_k", QT_TRANSLATE_NOOP("ReplySettings", "Top K (local)"), 100_000),
    ("dry_multiplier", QT_TRANSLATE_NOOP("ReplySettings", "DRY multiplier (local)"), (0, 5, 0.1)),
)


def _number(low: float, high: float, step: float, value: float | None) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setDecimals(2)
    spin.setSingleStep(step)
    spin.setRange(low - step, high)  # The lowest value means "not set".
    spin.setSpecialValueText(translate("ReplySettings", DEFAULT_TEXT))
    spin.setValue(low - step if value is None else value)
    return spin


def _whole(low: int, high: int, value: int | None, special: str = DEFAULT_TEXT) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low - 1, high)
    spin.setSpecialValueText(translate("ReplySettings", special))
    spin.setGroupSeparatorShown(True)
    spin.setValue(low - 1 if value is None else value)
    return spin


def _read(spin: QDoubleSpinBox | QSpinBox) -> Any:
    return None if spin.value() == spin.minimum() else spin.value()


class ReplySettingsBox(QGroupBox):
    """Edit samplers, the model's context options and the provider's options.

    Args:
        settings: The current settings (read only).
        package_key: The open character's key; None hides "This character".
        model: The main model whose context options are shown.
        profile: The provider profile whose message options are shown.
        provider: The provider preset key (its default for merging).
    """

    def __init__(
        self,
        settings: Settings,
        *,
        package_key: str | None,
        model: str,
        profile: str,
        provider: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(translate("ReplySettings", "Replies and context"), parent)
        self._settings = settings
        self._package_key = package_key
        self.model = model
        self.profile = profile
        self.scope = QComboBox()
        self.scope.addItem(translate("ReplySettings", "All characters"), "global")
        if package_key is not None:
            self.scope.addItem(translate("ReplySettings", "This character"), "character")
        self.scope.currentIndexChanged.connect(self._load_scope)
        self.temperature = _number(0, 5, 0.05, None)
        self.top_p = _number(0, 1, 0.05, None)
        self.max_tokens = _whole(1, 1_000_000, None)
        self.presence = _number(-2, 2, 0.1, None)
        self.frequency = _number(-2, 2, 0.1, None)
        self.seed = _whole(0, 2_147_483_647, None, QT_TRANSLATE_NOOP("ReplySettings", "none"))
        self.stop = QLineEdit()
        self.stop.setPlaceholderText(translate("ReplySettings", "stop sequences, separated by |"))
        # Sent only to llama.cpp, KoboldCpp and the built-in model (never to hosted APIs).
        self.local: dict[str, QDoubleSpinBox | QSpinBox] = {
            name: _whole(0, shape, None)
            if isinstance(shape, int)
            else _number(shape[0], shape[1], shape[2], None)
            for name, _label, shape in LOCAL_FIELDS
        }
        for spin in self.local.values():
            spin.setToolTip(
                translate(
                    "ReplySettings",
                    "Sent only to llama.cpp-family servers (llama.cpp, KoboldCpp, the built-in "
                    "model); 'default' leaves the server's (the built-in model's loop guards).",
                )
            )
        opts = settings.model_options.get(model) or ModelOptions()
        self.context_window = QSpinBox()
        self.context_window.setRange(0, 10_000_000)
        self.context_window.setSingleStep(1024)
        self.context_window.setGroupSeparatorShown(True)
        self.context_window.setSpecialValueText(
            translate("ReplySettings", "ask the server (else 8,192)")
        )
        self.context_window.setValue(opts.context_window or 0)
        self.tokenizer = QLineEdit(opts.tokenizer_file or "")
        self.tokenizer.setPlaceholderText(
            translate("ReplySettings", "tokenizer.json (optional: exact counts)")
        )
        browse = QPushButton(translate("ReplySettings", "Browse…"))
        browse.clicked.connect(self._browse)
        tokenizer_row = QHBoxLayout()
        tokenizer_row.addWidget(self.tokenizer, 1)
        tokenizer_row.addWidget(browse)
        provider_opts = settings.provider_options.get(profile) or ProviderOptions()
        preset = PRESETS.get(provider)
        self.merge_roles = QCheckBox(
            translate("ReplySettings", "Merge consecutive messages of one role")
        )
        self.merge_roles.setToolTip(
            "For strict chat templates (Gemma, Mistral, Llama 2) that refuse two user "
            "messages in a row. Each block's text is kept as it is."
        )
        default_merge = bool(preset.merge_roles) if preset is not None else False
        merge = provider_opts.merge_roles
        self.merge_roles.setChecked(default_merge if merge is None else merge)
        self._merge_default = default_merge
        self.system_as_user = QCheckBox(
            translate("ReplySettings", "Send the system prompt as user text")
        )
        self.system_as_user.setChecked(provider_opts.system_as_user)
        form = QFormLayout(self)
        form.addRow(translate("ReplySettings", "Samplers for"), self.scope)
        form.addRow(translate("ReplySettings", "Temperature"), self.temperature)
        form.addRow(translate("ReplySettings", "Top P"), self.top_p)
        form.addRow(translate("ReplySettings", "Reply length (max tokens)"), self.max_tokens)
        form.addRow(translate("ReplySettings", "Presence penalty"), self.presence)
        form.addRow(translate("ReplySettings", "Frequency penalty"), self.frequency)
        form.addRow(translate("ReplySettings", "Seed"), self.seed)
        form.addRow(translate("ReplySettings", "Stop"), self.stop)
        for name, label, _shape in LOCAL_FIELDS:
            form.addRow(translate("ReplySettings", label), self.local[name])
        form.addRow(
            translate("ReplySettings", "Context size of {model}").format(
                model=model or translate("ReplySettings", "the model")
            ),
            self.context_window,
        )
        form.addRow(translate("ReplySettings", "Tokenizer"), tokenizer_row)
        form.addRow(translate("ReplySettings", "Strict servers"), self.merge_roles)
        form.addRow("", self.system_as_user)
        self._edited: dict[str, Samplers] = {}
        self._shown = "global"
        self._show(settings.samplers)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("ReplySettings", "Choose a tokenizer.json"),
            "",
            translate("ReplySettings", "Tokenizer (*.json)"),
        )
        if path:
            self.tokenizer.setText(path)

    def _saved(self, scope: str) -> Samplers:
        """What settings.json holds for ``scope`` ("global" or "character")."""
        if scope == "global":
            return self._settings.samplers
        return self._settings.character_samplers.get(self._package_key or "") or Samplers()

    def _current(self) -> Samplers:
        stop = [s for s in (p.strip() for p in self.stop.text().split("|")) if s]
        # llama.cpp's samplers this group does not show are kept as saved (Save wiped
        # them before); those it shows are set or cleared.
        saved = self._saved(self._shown)
        local = dict(saved.local)
        for name, spin in self.local.items():
            value = _read(spin)
            if value is None:
                local.pop(name, None)
            else:
                local[name] = round(value, 4) if isinstance(value, float) else value
        return saved.model_copy(
            update={
                "local": local,
                "temperature": _read(self.temperature),
                "top_p": _read(self.top_p),
                "max_tokens": _read(self.max_tokens),
                "presence_penalty": _read(self.presence),
                "frequency_penalty": _read(self.frequency),
                "seed": _read(self.seed),
                "stop": stop or None,
            }
        )

    def _show(self, samplers: Samplers) -> None:
        pairs: list[tuple[QDoubleSpinBox | QSpinBox, Any]] = [
            (self.temperature, samplers.temperature),
            (self.top_p, samplers.top_p),
            (self.max_tokens, samplers.max_tokens),
            (self.presence, samplers.presence_penalty),
            (self.frequency, samplers.frequency_penalty),
            (self.seed, samplers.seed),
        ]
        for spin, value in pairs:
            if isinstance(spin, QSpinBox):
                spin.setValue(spin.minimum() if value is None else int(value))
            else:
                spin.setValue(spin.minimum() if value is None else float(value))
        self.stop.setText(" | ".join(samplers.stop or []))
        for name, spin in self.local.items():
            value = samplers.local.get(name)
            if isinstance(spin, QSpinBox):
                spin.setValue(spin.minimum() if value is None else int(value))
            else:
                spin.setValue(spin.minimum() if value is None else float(value))

    def _load_scope(self) -> None:
        self._edited[self._shown] = self._current()
        self._shown = str(self.scope.currentData())
        saved = self._edited.get(self._shown)
        self._show(saved if saved is not None else self._saved(self._shown))

    def apply(self, update: dict[str, Any]) -> None:
        """Add this group's fields to a ``Settings.model_copy(update=...)`` dict."""
        self._edited[self._shown] = self._current()
        settings = self._settings
        if "global" in self._edited:
            update["samplers"] = self._edited["global"]
        if "character" in self._edited and self._package_key is not None:
            per = dict(settings.character_samplers)
            per[self._package_key] = self._edited["character"]
            update["character_samplers"] = per
        if self.model:
            models = dict(settings.model_options)
            models[self.model] = ModelOptions(
                context_window=self.context_window.value() or None,
                tokenizer_file=self.tokenizer.text().strip() or None,
            )
            update["model_options"] = models
        providers = dict(settings.provider_options)
        merge = self.merge_roles.isChecked()
        providers[self.profile] = ProviderOptions(
            merge_roles=None if merge == self._merge_default else merge,
            system_as_user=self.system_as_user.isChecked(),
        )
        update["provider_options"] = providers

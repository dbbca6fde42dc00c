"""Dialogs: settings and first run, the package summary shown before a first run,
the greeting picker."""

from __future__ import annotations

from studio.ui.dialogs.first_run import FirstRunDialog, needs_first_run
from studio.ui.dialogs.greeting_picker import GreetingPicker
from studio.ui.dialogs.model_fetch import ModelFetcher, masked
from studio.ui.dialogs.package_summary import (
    PackageSummaryDialog,
    needs_acceptance,
    remember_acceptance,
)
from studio.ui.dialogs.settings_dialog import SettingsDialog

__all__ = [
    "FirstRunDialog",
    "GreetingPicker",
    "ModelFetcher",
    "PackageSummaryDialog",
    "SettingsDialog",
    "masked",
    "needs_acceptance",
    "needs_first_run",
    "remember_acceptance",
]

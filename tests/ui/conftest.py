"""Fixtures for the GUI tests (pytest-qt, offscreen)."""

from __future__ import annotations

from tests.support.fixtures import model_server  # noqa: F401
from tests.ui.helpers_i18n import compiled, qm_files  # noqa: F401
from tests.ui.helpers_inspectors import memory_keyring  # noqa: F401
from tests.ui.helpers_player import player_window  # noqa: F401

"""Where the application's own files are: bundled resources and user data.

Works from a source checkout, an installed wheel, and a PyInstaller bundle
(``sys._MEIPASS``).
"""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs

APP_NAME = "CharacterStudio"


def resources_dir() -> Path:
    """The ``resources/`` folder: built-in agents, agent libs, the transpiler bundle, icons."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "resources", here / "resources"):
        if candidate.is_dir():
            return candidate
    return here.parent / "resources"


def bundled_agents_dir() -> Path:
    """Bundled copies of the built-in ``studio.*`` agents (decisions §12)."""
    return resources_dir() / "agents"


def user_data_dir() -> Path:
    """The per-user data folder (settings, package conversations)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_cache_dir() -> Path:
    """The per-user cache folder (extracted packages, compiled TypeScript)."""
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))

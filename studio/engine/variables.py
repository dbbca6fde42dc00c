"""Where macro variables live (decisions §21).

A conversation's variables (``{{setvar}}``, ``{{getvar}}``, ...) are one store of the
conversation, ``studio.variables`` (``conversation_NN.stores/studio.variables.json``):
kept with the conversation, copied by a fork like every store, shown (and editable)
in the store inspector. The global ones (``{{setglobalvar}}``) are the user's, in
``variables.json`` in the user data folder, shared by every character.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio import paths
from studio.errors import StorageError
from studio.storage.atomic import atomic_write_json, read_json

if TYPE_CHECKING:
    from studio.engine.macro_engine import MacroEnv
    from studio.storage import Conversation

__all__ = [
    "VARIABLES_STORE",
    "globals_path",
    "load_globals",
    "load_variables",
    "save_changes",
]

VARIABLES_STORE = "studio.variables"
_lock = threading.Lock()


def globals_path() -> Path:
    return paths.user_data_dir() / "variables.json"


def load_variables(conversation: Conversation) -> dict[str, Any]:
    """The conversation's variables (a copy; ``{}`` before the first ``setvar``)."""
    saved = conversation.load_store(VARIABLES_STORE)
    return dict(saved) if isinstance(saved, dict) else {}


def load_globals() -> dict[str, Any]:
    """The user's global variables (``{}`` when there are none or the file is unreadable)."""
    path = globals_path()
    try:
        value = read_json(path)
    except (OSError, ValueError, StorageError):
        return {}
    return dict(value) if isinstance(value, dict) else {}


def save_changes(conversation: Conversation, env: MacroEnv) -> None:
    """Save what the request's macros set: the conversation's variables, the globals."""
    if env.changed:
        conversation.save_store(VARIABLES_STORE, dict(env.variables))
        env.changed = False
    if env.globals_changed:
        with _lock:
            path = globals_path()
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_json(path, env.globals)
        env.globals_changed = False

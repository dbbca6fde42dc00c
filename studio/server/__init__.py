"""``character-studio serve``: the Player API over HTTP and the web player (docs/SERVER.md).

A front end beside :mod:`studio.terminal` and :mod:`studio.ui`: it drives the
engine's :class:`~studio.engine.CharacterPlayer` through its public methods only.
"""

from __future__ import annotations

from studio.server.app import create_app
from studio.server.config import ServerConfig

__all__ = ["ServerConfig", "create_app"]

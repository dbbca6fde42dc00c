"""Character Studio: write, play-test and play AI characters with sandboxed agents.

The public Python API (decisions §2)::

    from studio import CharacterPlayer
    async with CharacterPlayer(package="aria.zip", api_key=key, model="m") as player:
        reply = await player.send("Hello")

Names are imported lazily so that ``import studio.package`` (and the sandbox
worker, which imports ``studio.sandbox``) does not pull in the whole engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from studio.engine import CharacterPlayer, PartyPlayer, PlayerSettings
    from studio.errors import (
        BudgetExceeded,
        PackageError,
        ProviderError,
        SandboxError,
        StorageError,
        StudioError,
    )

__all__ = [
    "BudgetExceeded",
    "CharacterPlayer",
    "PackageError",
    "PartyPlayer",
    "PlayerSettings",
    "ProviderError",
    "SandboxError",
    "StorageError",
    "StudioError",
]
__version__ = "0.1.0"

_ENGINE = {"CharacterPlayer", "PartyPlayer", "PlayerSettings"}


def __getattr__(name: str) -> Any:
    if name in _ENGINE:
        from studio import engine

        return getattr(engine, name)
    if name in __all__:
        from studio import errors

        return getattr(errors, name)
    raise AttributeError(f"module 'studio' has no attribute {name!r}")

"""The player core: prompt assembly, the broker loop, tool dispatch, hooks,
metering, conversations and edits, sub-agents, party play. Runs headless (no Qt)."""

from __future__ import annotations

from studio.engine.events import Event
from studio.engine.party.player import PartyPlayer
from studio.engine.player import CharacterPlayer
from studio.engine.settings import PlayerSettings

__all__ = ["CharacterPlayer", "Event", "PartyPlayer", "PlayerSettings"]

"""The player user's own settings that shape a play session (decisions §2, §7)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from studio.engine.macros import Persona

DEFAULT_AGENT_TOKENS_PER_RESPONSE = 32_000
DEFAULT_AGENT_TOKENS_PER_CONVERSATION = 1_000_000
MAX_MODEL_REQUESTS_PER_RESPONSE = 10


@dataclass(frozen=True, kw_only=True)
class PlayerSettings:
    """Budgets and gates chosen by the person playing, never by the package.

    Attributes:
        agent_tokens_per_response: Cap on agent ``callModel`` tokens in one response.
        agent_tokens_per_conversation: Cap over the life of one conversation.
        web_access: Whether ``studio.web.fetch`` may reach the web (player mode only).
        persona_name: What ``{{user}}`` expands to (decisions §17); a conversation
            may override it.
        persona_description: Sent with the context block as ``About {{user}}:``.
    """

    agent_tokens_per_response: int = DEFAULT_AGENT_TOKENS_PER_RESPONSE
    agent_tokens_per_conversation: int = DEFAULT_AGENT_TOKENS_PER_CONVERSATION
    web_access: bool = False
    persona_name: str = "User"
    persona_description: str = ""

    @property
    def persona(self) -> Persona:
        """The persona these settings describe."""
        return Persona(name=self.persona_name or "User", description=self.persona_description)

    @classmethod
    def coerce(cls, value: PlayerSettings | dict[str, Any] | None) -> PlayerSettings:
        """Accept a ``PlayerSettings``, a plain dict with the same keys, or None.

        Raises:
            TypeError: On unknown keys or wrong types, naming them.
        """
        if value is None:
            return cls()
        if isinstance(value, cls):
            return value
        if not isinstance(value, dict):
            raise TypeError("settings must be a PlayerSettings or a dict")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(value) - known)
        if unknown:
            raise TypeError(f"unknown settings: {', '.join(unknown)} (known: {sorted(known)})")
        for key in ("agent_tokens_per_response", "agent_tokens_per_conversation"):
            if key in value and (not isinstance(value[key], int) or value[key] < 0):
                raise TypeError(f"settings.{key} must be a non-negative integer")
        if "web_access" in value and not isinstance(value["web_access"], bool):
            raise TypeError("settings.web_access must be true or false")
        for key in ("persona_name", "persona_description"):
            if key in value and not isinstance(value[key], str):
                raise TypeError(f"settings.{key} must be text")
        return cls(**value)

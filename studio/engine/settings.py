"""The player user's own settings that shape a play session (decisions §2, §7)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from studio.engine.macros import Persona

DEFAULT_AGENT_TOKENS_PER_RESPONSE = 32_000
DEFAULT_AGENT_TOKENS_PER_CONVERSATION = 1_000_000
MAX_MODEL_REQUESTS_PER_RESPONSE = 10
# Runaway replies: generous enough for any real reply, small enough to protect the disk
# and every later request (each reply is sent back as history).
DEFAULT_REPLY_DEADLINE_SECONDS = 600.0
DEFAULT_REPLY_MAX_BYTES = 64 << 20


@dataclass(frozen=True, kw_only=True)
class PlayerSettings:
    """Budgets and gates chosen by the person playing, never by the package.

    Attributes:
        agent_tokens_per_response: Cap on agent ``callModel`` tokens in one response.
        agent_tokens_per_conversation: Cap over the life of one conversation.
        web_access: Whether ``studio.web.fetch`` may reach the web (player mode only).
        reply_deadline_seconds: How long one streamed model reply may take in all.
        reply_max_bytes: How many bytes one streamed model reply may send. Past either
            cap the reply ends as if cut at a length limit, with what arrived kept.
        persona_name: What ``{{user}}`` expands to (decisions §17); a conversation
            may override it.
        persona_description: Sent with the context block as ``About {{user}}:``.
    """

    agent_tokens_per_response: int = DEFAULT_AGENT_TOKENS_PER_RESPONSE
    agent_tokens_per_conversation: int = DEFAULT_AGENT_TOKENS_PER_CONVERSATION
    web_access: bool = False
    reply_deadline_seconds: float = DEFAULT_REPLY_DEADLINE_SECONDS
    reply_max_bytes: int = DEFAULT_REPLY_MAX_BYTES
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
        deadline = value.get("reply_deadline_seconds", 1.0)
        if isinstance(deadline, bool) or not isinstance(deadline, int | float) or deadline <= 0:
            raise TypeError("settings.reply_deadline_seconds must be a positive number")
        cap = value.get("reply_max_bytes", 1)
        if isinstance(cap, bool) or not isinstance(cap, int) or cap <= 0:
            raise TypeError("settings.reply_max_bytes must be a positive integer")
        for key in ("persona_name", "persona_description"):
            if key in value and not isinstance(value[key], str):
                raise TypeError(f"settings.{key} must be text")
        return cls(**value)

"""Greetings and persona of :class:`~studio.engine.player.CharacterPlayer`
(decisions §16, §17): which greeting opens a conversation, and who the user is in
it. A mixin of the player, split out to keep ``player.py`` to the turn itself;
it uses only the player's package, settings, engine, lock and session helpers.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from studio.engine.macros import conversation_greeting, expand, persona_from

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.settings import PlayerSettings
    from studio.package import CharacterPackage

__all__ = ["PlayerGreetings", "persona_dict"]


def persona_dict(persona: dict[str, str]) -> dict[str, str]:
    name = persona.get("name")
    description = persona.get("description", "")
    if not isinstance(name, str) or not name.strip():
        raise ValueError("a persona needs a name")
    if not isinstance(description, str):
        raise ValueError("a persona description must be text")
    return {"name": name.strip(), "description": description}


class PlayerGreetings:
    """The greetings a conversation may open with, and its persona."""

    if TYPE_CHECKING:
        engine: Engine
        package: CharacterPackage
        settings: PlayerSettings
        _lock: asyncio.Lock

        async def _ensure_session(self) -> None: ...

        def _switched(self, reason: str) -> None: ...

    def _check_greeting(self, greeting: int) -> None:
        count = len(self.package.greetings)
        if isinstance(greeting, bool) or not isinstance(greeting, int) or not (
            0 <= greeting <= count
        ):
            raise ValueError(
                f"greeting must be 0 (the intro) to {count}; this character has "
                f"{count} alternate greeting(s)"
            )

    async def set_greeting(self, greeting: int) -> None:
        """Change the open conversation's greeting (only before its first message).

        Raises:
            ValueError: No such greeting, or the conversation has begun (start a
                new one with ``new_conversation(greeting=...)`` instead).
        """
        self._check_greeting(greeting)
        async with self._lock:
            await self._ensure_session()
            conversation = self.engine.session.conversation
            if any(e.get("role") in ("user", "assistant") for e in conversation.entries):
                raise ValueError(
                    "the greeting can only be chosen before the first message; "
                    "start a new conversation for another greeting"
                )
            conversation.set_header_field("greeting", greeting)
            self._switched("greeting")

    def greetings(self) -> list[str]:
        """The greetings a new conversation may open with, macros expanded: index 0
        is the intro, index N the N-th alternate greeting."""
        pkg = self.package
        user = self.settings.persona.name
        return [expand(t, char=pkg.char_name, user=user) for t in [pkg.intro, *pkg.greetings]]

    def greeting_text(self) -> str:
        """The current conversation's greeting as shown and sent (macros expanded)."""
        header = self.engine.session.conversation.header if self.engine.has_session else {}
        return self.greeting_for(header)

    def greeting_for(self, header: dict[str, Any]) -> str:
        """The greeting of the conversation with ``header`` (its ``greeting`` and
        ``persona``), macros expanded: what the chat shows first, what a request sends
        as the intro and what an export opens with (``export_conversation(greeting=)``).

        The greeting is not an entry (decisions §4): it is this text, computed from
        the header wherever a conversation is shown, counted or exported."""
        return conversation_greeting(self.package, header, self.settings.persona)

    def persona(self) -> dict[str, Any]:
        """The open conversation's persona: ``{"name", "description", "own"}``; ``own``
        is True when the conversation has its own, False when it uses the settings'."""
        header = self.engine.session.conversation.header if self.engine.has_session else {}
        who = persona_from(self.settings.persona, header.get("persona"))
        return {"name": who.name, "description": who.description,
                "own": isinstance(header.get("persona"), dict)}

    async def set_persona(self, name: str | None, description: str = "") -> None:
        """Give the current conversation its own persona (None: back to the settings').

        Views hear of it as ``conversationChanged`` (reason ``"persona"``).
        """
        async with self._lock:
            await self._ensure_session()
            value = None if name is None else persona_dict(
                {"name": name, "description": description}
            )
            self.engine.session.conversation.set_header_field("persona", value)
            # The greeting and the user's name as shown depend on it (``{{user}}``).
            self._switched("persona")

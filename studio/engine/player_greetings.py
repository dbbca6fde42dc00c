"""Greetings and persona of :class:`~studio.engine.player.CharacterPlayer`
(decisions §16, §17): which greeting opens a conversation, and who the user is in
it. A part the player holds as ``player.openings`` (:mod:`studio.engine.player_core`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from studio.engine.macros import conversation_greeting, expand, persona_from
from studio.engine.notes import (
    AUTHORS_NOTE_KEY,
    DEFAULT_NOTE_DEPTH,
    ROLES,
    AuthorsNote,
    authors_note,
)

if TYPE_CHECKING:
    from studio.engine.player_core import PlayerCore

__all__ = ["Openings", "persona_dict"]


def persona_dict(persona: dict[str, str]) -> dict[str, str]:
    name = persona.get("name")
    description = persona.get("description", "")
    if not isinstance(name, str) or not name.strip():
        raise ValueError("a persona needs a name")
    if not isinstance(description, str):
        raise ValueError("a persona description must be text")
    return {"name": name.strip(), "description": description}


class Openings:
    """The greetings a conversation may open with, and its persona."""

    def __init__(self, player: PlayerCore) -> None:
        self._player = player

    def check_greeting(self, greeting: int) -> None:
        count = len(self._player.package.greetings)
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
        self.check_greeting(greeting)
        async with self._player._lock:
            await self._player._ensure_session()
            conversation = self._player.engine.session.conversation
            if any(e.get("role") in ("user", "assistant") for e in conversation.entries):
                raise ValueError(
                    "the greeting can only be chosen before the first message; "
                    "start a new conversation for another greeting"
                )
            conversation.set_header_field("greeting", greeting)
            self._player._switched("greeting")

    def greetings(self) -> list[str]:
        """The greetings a new conversation may open with, macros expanded: index 0
        is the intro, index N the N-th alternate greeting."""
        pkg = self._player.package
        user = self._player.settings.persona.name
        return [expand(t, char=pkg.char_name, user=user) for t in [pkg.intro, *pkg.greetings]]

    def _header(self) -> dict[str, Any]:
        engine = self._player.engine
        return engine.session.conversation.header if engine.has_session else {}

    def greeting_text(self) -> str:
        """The current conversation's greeting as shown and sent (macros expanded)."""
        return self.greeting_for(self._header())

    def greeting_for(self, header: dict[str, Any]) -> str:
        """The greeting of the conversation with ``header`` (its ``greeting`` and
        ``persona``), macros expanded: what the chat shows first, what a request sends
        as the intro and what an export opens with (``export_conversation(greeting=)``).

        The greeting is not an entry (decisions §4): it is this text, computed from
        the header wherever a conversation is shown, counted or exported."""
        return conversation_greeting(self._player.package, header, self._player.settings.persona)

    def persona(self) -> dict[str, Any]:
        """The open conversation's persona: ``{"name", "description", "own"}``; ``own``
        is True when the conversation has its own, False when it uses the settings'."""
        header = self._header()
        who = persona_from(self._player.settings.persona, header.get("persona"))
        return {"name": who.name, "description": who.description,
                "own": isinstance(header.get("persona"), dict)}

    async def set_persona(self, name: str | None, description: str = "") -> None:
        """Give the current conversation its own persona (None: back to the settings').

        Views hear of it as ``conversationChanged`` (reason ``"persona"``).
        """
        async with self._player._lock:
            await self._player._ensure_session()
            value = None if name is None else persona_dict(
                {"name": name, "description": description}
            )
            self._player.engine.session.conversation.set_header_field("persona", value)
            # The greeting and the user's name as shown depend on it (``{{user}}``).
            self._player._switched("persona")

    def authors_note(self) -> dict[str, Any]:
        """The open conversation's author's note: ``{"text", "depth", "interval", "role"}``
        (decisions §20; empty text when it has none)."""
        note = authors_note(self._header())
        return {"text": note.text, "depth": note.depth, "interval": note.interval,
                "role": note.role}

    async def set_authors_note(
        self, text: str, *, depth: int = DEFAULT_NOTE_DEPTH, interval: int = 1,
        role: str = "system",
    ) -> None:
        """Set the conversation's author's note (empty ``text`` removes it): sent as a
        ``role`` message ``depth`` messages from the end, when the count of user
        messages is a multiple of ``interval`` (0: never).

        Raises:
            ValueError: A negative depth or interval, or an unknown role.
        """
        if not isinstance(text, str):
            raise ValueError("the author's note must be text")
        if isinstance(depth, bool) or not isinstance(depth, int) or depth < 0:
            raise ValueError("the author's note depth must be a whole number, 0 or more")
        if isinstance(interval, bool) or not isinstance(interval, int) or interval < 0:
            raise ValueError("the author's note interval must be a whole number, 0 or more")
        if role not in ROLES:
            raise ValueError(f"the author's note role must be one of {', '.join(ROLES)}")
        value = AuthorsNote(text=text, depth=depth, interval=interval, role=role).to_header()
        async with self._player._lock:
            await self._player._ensure_session()
            self._player.engine.session.conversation.set_header_field(AUTHORS_NOTE_KEY, value)
            self._player._switched("authors_note")

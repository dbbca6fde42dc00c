"""Card macros and the user persona in the prompt (decisions §17).

``{{char}}``, ``<BOT>`` and ``<char>`` expand to the character's nickname (else
its name); ``{{user}}`` and ``<USER>`` to the persona name. Matching ignores
case, as SillyTavern's does. Expansion happens when a request is built, in
every text the package supplies (system prompt, instructions, context files,
preload block, greeting, post-history instructions), never in the stored
conversation, so renaming the persona takes effect on the next request.
``%%CHARACTER_INSTRUCTIONS%%`` is a different macro and keeps its meaning.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

__all__ = ["DEFAULT_PERSONA_NAME", "Persona", "expand", "persona_from"]

DEFAULT_PERSONA_NAME = "User"
_MACRO_RE = re.compile(r"\{\{(char|user)\}\}|<(bot|char|user)>", re.IGNORECASE)


@dataclass(frozen=True, kw_only=True)
class Persona:
    """Who the user is in the story.

    Attributes:
        name: What ``{{user}}`` expands to.
        description: Sent with the context block as ``About {{user}}: ...`` when not empty.
    """

    name: str = DEFAULT_PERSONA_NAME
    description: str = ""


def expand(text: str, *, char: str, user: str) -> str:
    """``text`` with the card macros replaced."""
    if "{" not in text and "<" not in text:
        return text

    def sub(match: re.Match[str]) -> str:
        which = (match.group(1) or match.group(2)).lower()
        return user if which == "user" else char

    return _MACRO_RE.sub(sub, text)


def persona_from(default: Persona, override: Any) -> Persona:
    """The conversation's persona: ``override`` (a header's ``persona`` dict) over ``default``."""
    if not isinstance(override, dict):
        return default
    name = override.get("name")
    description = override.get("description")
    return Persona(
        name=name if isinstance(name, str) and name.strip() else default.name,
        description=description if isinstance(description, str) else default.description,
    )

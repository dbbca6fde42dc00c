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
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from studio.package import CharacterPackage

__all__ = [
    "DEFAULT_PERSONA_NAME",
    "Persona",
    "PromptTexts",
    "conversation_greeting",
    "expand",
    "export_user_name",
    "persona_from",
    "prompt_texts",
    "session_greeting",
    "with_post_history",
]

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


@dataclass(frozen=True, kw_only=True)
class PromptTexts:
    """A package's texts for one request, macros expanded (decisions §5, §16, §17).

    Attributes:
        system_prompt: The system prompt file.
        instructions: The instructions file.
        context_files: ``(name, text)`` of the context block, the persona
            description last (``About <name>: ...``) when there is one.
        preload: The preload block parts.
        intro: The conversation's greeting.
        post_history: The post-history instructions ("" when none).
    """

    system_prompt: str
    instructions: str
    context_files: list[tuple[str, str]]
    preload: list[str]
    intro: str
    post_history: str


def session_greeting(package: CharacterPackage, header: dict[str, Any]) -> str:
    """The conversation's greeting: ``header["greeting"]`` 0 is the intro, N the N-th
    alternate greeting (an index the package no longer has falls back to the intro)."""
    index = header.get("greeting")
    count = len(package.greetings)
    if isinstance(index, int) and not isinstance(index, bool) and 1 <= index <= count:
        return package.greetings[index - 1]
    return package.intro


def conversation_greeting(
    package: CharacterPackage, header: dict[str, Any], persona: Persona
) -> str:
    """The greeting of the conversation with ``header``, as shown, sent and exported:
    :func:`session_greeting` with the macros expanded for the conversation's persona
    (``header["persona"]`` over ``persona``, the settings').

    The greeting is not an entry (decisions §4, docs/ENGINE.md "Greetings"): every
    view computes it from the header with this function, so a conversation saved
    before its greeting was chosen, or one whose persona changed, shows the same
    text everywhere."""
    who = persona_from(persona, header.get("persona"))
    return expand(session_greeting(package, header), char=package.char_name, user=who.name)


def export_user_name(persona: Persona, header: dict[str, Any]) -> str:
    """The user's name in a chat export: the conversation's persona name, "You"
    while it is the default "User"."""
    name = persona_from(persona, header.get("persona")).name
    return "You" if name == DEFAULT_PERSONA_NAME else name


def prompt_texts(
    package: CharacterPackage, header: dict[str, Any], persona: Persona, preload: list[str]
) -> PromptTexts:
    """Every package text of a request, with the conversation's persona and greeting.

    Args:
        package: The character.
        header: The conversation header (``persona``, ``greeting``).
        persona: The settings' persona (a header's own wins).
        preload: The preload block parts.
    """
    who = persona_from(persona, header.get("persona"))

    def x(text: str) -> str:
        return expand(text, char=package.char_name, user=who.name)

    context = [(f.name, x(f.text)) for f in package.context_files]
    if who.description.strip():
        context.append(("", x(f"About {{{{user}}}}: {who.description}")))
    return PromptTexts(
        system_prompt=x(package.system_prompt),
        instructions=x(package.instructions),
        context_files=context,
        preload=[x(p) for p in preload],
        intro=conversation_greeting(package, header, persona),
        post_history=x(package.post_history) if package.post_history.strip() else "",
    )


def with_post_history(messages: list[dict[str, Any]], texts: PromptTexts) -> list[dict[str, Any]]:
    """``messages`` with the post-history instructions last, as a ``system`` message (§16)."""
    if texts.post_history:
        messages.append({"role": "system", "content": texts.post_history})
    return messages

"""Card macros and the user persona in the prompt (decisions §17).

``{{char}}``, ``<BOT>`` and ``<char>`` expand to the character's nickname (else
its name); ``{{user}}`` and ``<USER>`` to the persona name. Matching ignores
case, as SillyTavern's does. Expansion happens when a request is built, in
every text the package supplies (system prompt, instructions, context files,
preload block, greeting, post-history instructions), never in the stored
conversation, so renaming the persona takes effect on the next request.
``%%CHARACTER_INSTRUCTIONS%%`` is a different macro and keeps its meaning.

Every other SillyTavern macro cards use (decisions §21, the table in
docs/CARDS.md) is expanded by :mod:`studio.engine.macro_engine`: a request's texts
share one :class:`~studio.engine.macro_engine.MacroEnv` holding the conversation's
variables, its last messages and the character's fields.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from studio.engine.macro_engine import MacroEnv, expand_macros, idle_since
from studio.engine.notes import DepthNote, package_notes

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
_SECTION_RE = re.compile(r"^## (Description|Personality|Scenario)[ \t]*$", re.MULTILINE)
_EXAMPLES_FILE = "example-dialogue.txt"
_EXAMPLES_HEADING = re.compile(r"\A[^<]*?(?=<START>)", re.IGNORECASE)
# What ``{{original}}`` stands for in a system prompt: the main prompt a card's own
# replaces (studio.cards writes it when importing; SillyTavern's default).
DEFAULT_MAIN_PROMPT = (
    "Write {{char}}'s next reply in a fictional chat between {{char}} and {{user}}."
)


@dataclass(frozen=True, kw_only=True)
class Persona:
    """Who the user is in the story.

    Attributes:
        name: What ``{{user}}`` expands to.
        description: Sent with the context block as ``About {{user}}: ...`` when not empty.
    """

    name: str = DEFAULT_PERSONA_NAME
    description: str = ""


def expand(text: str, *, char: str, user: str, seed: str = "") -> str:
    """``text`` with the card macros replaced, outside any conversation's variables.

    ``seed`` (a conversation id) makes ``{{random}}`` and ``{{pick}}`` give the same
    text every time the same conversation is shown (a greeting is computed, not kept).
    """
    if "{" not in text and "<" not in text:
        return text
    env = MacroEnv(char=char, user=user, seed=seed, rng=random.Random(seed or None))
    return expand_macros(text, env)


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
        notes: The character's note and the author's note (decisions §20).
        env: The macros' environment of this request (variables set while
            expanding are saved from it; ``problems`` says what was refused).
    """

    system_prompt: str
    instructions: str
    context_files: list[tuple[str, str]]
    preload: list[str]
    intro: str
    post_history: str
    notes: list[DepthNote] = field(default_factory=list)
    env: MacroEnv | None = None


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
    seed = str(header.get("id") or "")
    return expand(
        session_greeting(package, header), char=package.char_name, user=who.name, seed=seed
    )


def export_user_name(persona: Persona, header: dict[str, Any]) -> str:
    """The user's name in a chat export: the conversation's persona name, "You"
    while it is the default "User"."""
    name = persona_from(persona, header.get("persona")).name
    return "You" if name == DEFAULT_PERSONA_NAME else name


def card_fields(package: CharacterPackage) -> dict[str, str]:
    """``description``, ``personality``, ``scenario`` (the instructions file's
    sections, as studio.cards writes them) and ``mesexamples``."""
    text = package.instructions
    out = {"description": "", "personality": "", "scenario": ""}
    matches = list(_SECTION_RE.finditer(text))
    lead = text[: matches[0].start()] if matches else text
    out["description"] = lead.strip()
    for i, match in enumerate(matches):
        stop = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        key = match.group(1).lower()
        body = text[match.end() : stop].strip("\n")
        out[key] = (out[key] + "\n\n" + body).strip("\n") if out[key] else body.rstrip()
    examples = next((f.text for f in package.context_files if f.name == _EXAMPLES_FILE), "")
    out["mesexamples"] = _EXAMPLES_HEADING.sub("", examples, count=1).strip("\n")
    out["mesexamplesraw"] = out["mesexamples"]
    out["charprompt"] = package.system_prompt
    out["charjailbreak"] = package.post_history
    return out


def _last(entries: Sequence[dict[str, Any]], role: str | None) -> str:
    for entry in reversed(entries):
        if entry.get("rejected") or entry.get("role") not in ("user", "assistant"):
            continue
        if role is None or entry.get("role") == role:
            content = entry.get("content")
            if isinstance(content, str) and content:
                return content
    return ""


def _idle(entries: Sequence[dict[str, Any]]) -> str:
    """SillyTavern's ``{{idle_duration}}``: the time since the user's message before
    the newest message (entries carrying ``at``/``time`` seconds), else "just now"."""
    skipped = False
    for entry in reversed(entries):
        if entry.get("role") not in ("user", "assistant"):
            continue
        if skipped and entry.get("role") == "user":
            stamp = entry.get("at", entry.get("time"))
            if isinstance(stamp, (int, float)) and not isinstance(stamp, bool):
                return idle_since(float(stamp))
            return "just now"
        skipped = True
    return "just now"


def macro_env(
    package: CharacterPackage,
    header: dict[str, Any],
    who: Persona,
    entries: Sequence[dict[str, Any]] = (),
    variables: dict[str, Any] | None = None,
    globals_: dict[str, Any] | None = None,
) -> MacroEnv:
    """The macros' environment of one request of the conversation with ``header``."""
    values = card_fields(package)
    values.update(
        persona=who.description,
        lastmessage=_last(entries, None),
        lastusermessage=_last(entries, "user"),
        lastcharmessage=_last(entries, "assistant"),
        input=_last(entries, "user"),
        idle_duration=_idle(entries),
        lastmessageid=str(max(len(entries) - 1, 0)) if entries else "",
    )
    return MacroEnv(
        char=package.char_name,
        user=who.name,
        values=values,
        variables=variables if variables is not None else {},
        globals=globals_ if globals_ is not None else {},
        seed=str(header.get("id") or ""),
    )


def prompt_texts(
    package: CharacterPackage,
    header: dict[str, Any],
    persona: Persona,
    preload: list[str],
    *,
    entries: Sequence[dict[str, Any]] = (),
    variables: dict[str, Any] | None = None,
    globals_: dict[str, Any] | None = None,
) -> PromptTexts:
    """Every package text of a request, with the conversation's persona and greeting.

    Args:
        package: The character.
        header: The conversation header (``persona``, ``greeting``, ``authors_note``).
        persona: The settings' persona (a header's own wins).
        preload: The preload block parts.
        entries: The conversation's entries (``{{lastMessage}}`` and friends).
        variables: The conversation's variables (``{{setvar}}`` changes them).
        globals_: The user's global variables.
    """
    who = persona_from(persona, header.get("persona"))
    env = macro_env(package, header, who, entries, variables, globals_)

    def x(text: str, original: str | None = None) -> str:
        # ``{{original}}`` is defined where the text replaces a default (SillyTavern):
        # the system prompt (the default main prompt) and post-history (none here).
        if original is None:
            env.values.pop("original", None)
        else:
            env.values["original"] = original
        return expand_macros(text, env)

    context = [(f.name, x(f.text)) for f in package.context_files]
    if who.description.strip():
        context.append(("", x(f"About {{{{user}}}}: {who.description}")))
    notes = [
        DepthNote(text=x(n.text), depth=n.depth, role=n.role, label=n.label)
        for n in package_notes(package, header, entries)
    ]
    return PromptTexts(
        system_prompt=x(package.system_prompt, x(DEFAULT_MAIN_PROMPT)),
        instructions=x(package.instructions),
        context_files=context,
        preload=[x(p) for p in preload],
        intro=conversation_greeting(package, header, persona),
        post_history=x(package.post_history, "") if package.post_history.strip() else "",
        notes=[n for n in notes if n.text.strip()],
        env=env,
    )


def with_post_history(messages: list[dict[str, Any]], texts: PromptTexts) -> list[dict[str, Any]]:
    """``messages`` with the post-history instructions last, as a ``system`` message (§16)."""
    if texts.post_history:
        messages.append({"role": "system", "content": texts.post_history})
    return messages

"""How card fields become project files and back (the table in docs/CARDS.md).

Each ``render_*`` turns card fields into a file's text; each ``parse_*`` reads
an edited file back. Export first compares the file with what the card's own
fields render to: when they match, the card's fields are used verbatim, so an
unedited round trip is exact whatever the text holds; only an edited file is
parsed.
"""

from __future__ import annotations

import re

__all__ = [
    "DEFAULT_MAIN_PROMPT",
    "EXAMPLES_FILE",
    "EXAMPLES_HEADING",
    "INSTRUCTION_SECTIONS",
    "creator_notes_text",
    "greeting_names",
    "parse_examples",
    "parse_instructions",
    "parse_system_prompt",
    "render_examples",
    "render_instructions",
    "render_system_prompt",
]

# What ``{{original}}`` stands for: the main prompt SillyTavern users know.
DEFAULT_MAIN_PROMPT = (
    "Write {{char}}'s next reply in a fictional chat between {{char}} and {{user}}."
)
INSTRUCTIONS_MACRO = "%%CHARACTER_INSTRUCTIONS%%"
INSTRUCTION_SECTIONS = (
    ("description", "Description"),
    ("personality", "Personality"),
    ("scenario", "Scenario"),
)
EXAMPLES_FILE = "example-dialogue.txt"
EXAMPLES_HEADING = (
    "Example dialogues of {{char}}. They show how {{char}} speaks; "
    "they are not part of the conversation."
)
_SECTION_RE = re.compile(r"^## (Description|Personality|Scenario)[ \t]*$", re.MULTILINE)
_START_RE = re.compile(r"<START>", re.IGNORECASE)


def render_instructions(description: str, personality: str, scenario: str) -> str:
    """The instructions file: one ``## Heading`` section per non-empty field."""
    values = {"description": description, "personality": personality, "scenario": scenario}
    parts = [f"## {title}\n{values[key]}" for key, title in INSTRUCTION_SECTIONS if values[key]]
    return "\n\n".join(parts) + ("\n" if parts else "")


def parse_instructions(text: str) -> dict[str, str]:
    """An edited instructions file back into the three fields.

    Text before the first heading (or a file without headings) is the description.
    """
    out = {"description": "", "personality": "", "scenario": ""}
    matches = list(_SECTION_RE.finditer(text))
    lead = text[: matches[0].start()] if matches else text
    if lead.strip():
        out["description"] = lead.strip()
    for i, match in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        body = text[match.end() : end].strip("\n")
        key = match.group(1).lower()
        out[key] = (out[key] + "\n\n" + body).strip("\n") if out[key] else body.rstrip()
    return out


def render_system_prompt(system_prompt: str) -> str:
    """The system prompt file: ``{{original}}`` resolved, the instructions macro ensured."""
    text = system_prompt.replace("{{original}}", DEFAULT_MAIN_PROMPT) or DEFAULT_MAIN_PROMPT
    if INSTRUCTIONS_MACRO not in text:
        text = f"{text}\n\n{INSTRUCTIONS_MACRO}"
    return text + "\n"


def parse_system_prompt(text: str) -> str:
    """An edited system prompt file back into a card ``system_prompt``."""
    body = text.rstrip("\n")
    suffix = f"\n\n{INSTRUCTIONS_MACRO}"
    if body.endswith(suffix):
        body = body[: -len(suffix)]
    if body.strip() == DEFAULT_MAIN_PROMPT:
        return ""
    return body.replace(DEFAULT_MAIN_PROMPT, "{{original}}")


def render_examples(mes_example: str) -> str:
    """The example-dialogue context file (empty when the card has no examples)."""
    blocks = [b.strip("\n") for b in _START_RE.split(mes_example)]
    blocks = [b for b in blocks if b.strip()]
    if not blocks:
        return ""
    return EXAMPLES_HEADING + "\n\n" + "\n\n".join(f"<START>\n{b}" for b in blocks) + "\n"


def parse_examples(text: str) -> str:
    """An edited example-dialogue file back into ``mes_example``."""
    body = text
    if body.startswith(EXAMPLES_HEADING):
        body = body[len(EXAMPLES_HEADING) :]
    blocks = [b.strip("\n") for b in _START_RE.split(body)]
    return "\n".join(f"<START>\n{b}" for b in blocks if b.strip())


def creator_notes_text(creator_notes: str, multilingual: dict[str, str] | None) -> str:
    """The text shown to players: ``creator_notes``, else the English (or first) note."""
    if creator_notes or not multilingual:
        return creator_notes
    return multilingual.get("en") or next(iter(multilingual.values()), "")


def greeting_names(count: int) -> list[str]:
    """File names for ``count`` greetings, sorting in order (``01.txt``, ``02.txt``...)."""
    width = max(2, len(str(count)))
    return [f"{n:0{width}d}.txt" for n in range(1, count + 1)]

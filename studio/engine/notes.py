"""Notes at a depth: the character's note and the author's note (decisions §20).

Each is a message placed before the N-th most recent history message (depth 0:
after the last one, before the post-history instructions), never trimmed. The
character's note is the package's ``character-note.txt`` (``fileMappings``
``"Character Note"``) with ``config.json`` ``"characterNote": {"depth": 4, "role":
"system"}`` (a card's ``extensions.depth_prompt`` imports there). The author's note
belongs to one conversation: its header's ``authors_note`` ``{"text", "depth",
"interval", "role"}``, sent when the count of user messages is a multiple of
``interval`` (1: every request, 0: never), as SillyTavern counts it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from studio.package import CharacterPackage

__all__ = [
    "AUTHORS_NOTE_KEY",
    "DEFAULT_NOTE_DEPTH",
    "ROLES",
    "AuthorsNote",
    "DepthNote",
    "authors_note",
    "insert_notes",
    "package_notes",
]

AUTHORS_NOTE_KEY = "authors_note"
DEFAULT_NOTE_DEPTH = 4
MAX_NOTE_DEPTH = 10_000
ROLES = ("system", "user", "assistant")


@dataclass(frozen=True, kw_only=True)
class DepthNote:
    """One note to insert: its text, depth (messages from the end), role and name."""

    text: str
    depth: int
    role: str
    label: str


@dataclass(frozen=True, kw_only=True)
class AuthorsNote:
    """A conversation's author's note as the header keeps it."""

    text: str = ""
    depth: int = DEFAULT_NOTE_DEPTH
    interval: int = 1
    role: str = "system"

    def to_header(self) -> dict[str, Any] | None:
        if not self.text.strip():
            return None
        return {
            "text": self.text,
            "depth": self.depth,
            "interval": self.interval,
            "role": self.role,
        }


def _int(value: Any, default: int, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    return max(low, min(high, int(value)))


def _role(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 2:
        return ROLES[value]  # SillyTavern's extension_prompt_roles numbering
    return value if value in ROLES else "system"


def authors_note(header: dict[str, Any]) -> AuthorsNote:
    """The conversation's author's note (empty when it has none or it is malformed)."""
    raw = header.get(AUTHORS_NOTE_KEY)
    if not isinstance(raw, dict) or not isinstance(raw.get("text"), str):
        return AuthorsNote()
    return AuthorsNote(
        text=raw["text"],
        depth=_int(raw.get("depth"), DEFAULT_NOTE_DEPTH, 0, MAX_NOTE_DEPTH),
        interval=_int(raw.get("interval"), 1, 0, MAX_NOTE_DEPTH),
        role=_role(raw.get("role")),
    )


def _due(interval: int, entries: Sequence[dict[str, Any]]) -> bool:
    if interval <= 0:
        return False
    if interval == 1:
        return True
    users = sum(1 for e in entries if e.get("role") == "user" and not e.get("rejected"))
    return users > 0 and users % interval == 0


def package_notes(
    package: CharacterPackage, header: dict[str, Any], entries: Sequence[dict[str, Any]]
) -> list[DepthNote]:
    """The notes of one request, macros not yet expanded: the character's, then the author's."""
    notes: list[DepthNote] = []
    text = getattr(package, "character_note", "")
    if isinstance(text, str) and text.strip():
        spec = (package.config.model_extra or {}).get("characterNote")
        spec = spec if isinstance(spec, dict) else {}
        notes.append(
            DepthNote(
                text=text,
                depth=_int(spec.get("depth"), DEFAULT_NOTE_DEPTH, 0, MAX_NOTE_DEPTH),
                role=_role(spec.get("role")),
                label="the character's note",
            )
        )
    note = authors_note(header)
    if note.text.strip() and _due(note.interval, entries):
        notes.append(
            DepthNote(text=note.text, depth=note.depth, role=note.role, label="the author's note")
        )
    return notes


def insert_notes(
    messages: list[dict[str, Any]],
    notes: Sequence[DepthNote],
    history_start: int,
    history_end: int,
) -> list[dict[str, Any]]:
    """``messages`` with each note placed before the ``depth``-th most recent message
    of ``messages[history_start:history_end]`` (the history; a depth beyond it puts
    the note at the history's start). Notes at the same depth keep their order."""
    if not notes:
        return messages
    history = messages[history_start:history_end]
    # Insert deepest first so the positions of shallower ones are unaffected.
    placed: list[list[dict[str, Any]]] = [[] for _ in range(len(history) + 1)]
    for note in notes:
        at = max(0, len(history) - note.depth)
        placed[at].append({"role": note.role, "content": note.text})
    out = list(messages[:history_start])
    for i, message in enumerate(history):
        out.extend(placed[i])
        out.append(message)
    out.extend(placed[len(history)])
    out.extend(messages[history_end:])
    return out

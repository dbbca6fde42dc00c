"""Party additions to chat rows' painting: speaker labels, colours, private marks.

A row of a one-character chat has no ``speaker``, ``to`` or ``private_to``, so
every function here gives back what the delegate showed before parties existed.
"""

from __future__ import annotations

from studio.ui.chat.rows import Row
from studio.ui.i18n import translate

#: A private exchange's mark colour (the other marks are amber).
PRIVATE_MARK = "#7a4fb5"


def header_label(row: Row, default: str, user: str = "") -> str:
    """The header of a row: the speaker's name, or "Ann → Quill" for an addressed message
    (``user``: the user's name; "" : "You" in the interface language)."""
    if row.kind == "user" and row.to:
        return f"{user or translate('ChatPane', 'You')} → {', '.join(row.to)}"
    if row.kind == "error" and row.speaker:
        return translate("ChatPane", "Error · {speaker}").format(speaker=row.speaker)
    if row.kind == "assistant" and row.speaker:
        return row.speaker
    return default


def private_mark(row: Row) -> str:
    """``"private to Quill"`` on a private exchange's user row, ``"private reply"`` on the rest."""
    if not row.private_to:
        return ""
    if row.kind == "user":
        return translate("ChatPane", "private to {name}").format(name=row.private_to)
    return translate("ChatPane", "private reply")


def speaker_tint(row: Row, colors: dict[str, str]) -> str | None:
    """The speaker's colour for a member's rows (None: the row kind's usual tint)."""
    if row.kind == "user" or not row.speaker:
        return None
    return colors.get(row.speaker)

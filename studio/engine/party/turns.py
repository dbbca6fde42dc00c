"""Who speaks in a party (docs/PARTY.md "Who speaks").

After a user message: the members it addresses (an explicit addressee, else the
names it mentions, case-insensitive whole words, in the order named); when none
is addressed, the turn policy decides. Chatter turns after the human's turn go
to the member the last reply mentions, else the one least recently heard from.
Everything is derived from the journal, so a reloaded conversation goes on
where it left off.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any


def mentioned(text: str, names: Sequence[str]) -> list[str]:
    """The names ``text`` mentions as whole words (case-insensitive), in order named."""
    found: list[tuple[int, str]] = []
    for name in names:
        match = re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.IGNORECASE)
        if match is not None:
            found.append((match.start(), name))
    return [name for _pos, name in sorted(found)]


def resolve_name(name: str, names: Sequence[str]) -> str:
    """The member called ``name`` (case-insensitive).

    Raises:
        KeyError: No such member (the message lists them).
    """
    wanted = name.strip().lstrip("@").casefold()
    for candidate in names:
        if candidate.casefold() == wanted:
            return candidate
    raise KeyError(f"no member called {name!r}; the members are {', '.join(names)}")


def _last_heard(entries: Sequence[dict[str, Any]], names: Sequence[str]) -> dict[str, int]:
    """Index of each member's last reply with text (-1 when never heard)."""
    last = dict.fromkeys(names, -1)
    for index, entry in enumerate(entries):
        speaker = entry.get("speaker")
        if entry.get("role") == "assistant" and entry.get("content") and speaker in last:
            last[speaker] = index
    return last


def least_recent(
    entries: Sequence[dict[str, Any]], names: Sequence[str], exclude: str | None = None
) -> str | None:
    """The member least recently heard from (ties: party order)."""
    last = _last_heard(entries, names)
    candidates = [n for n in names if n != exclude]
    if not candidates:
        return None
    return min(candidates, key=lambda n: (last[n], names.index(n)))


def next_round_robin(entries: Sequence[dict[str, Any]], names: Sequence[str]) -> str:
    """The member after the last one who answered the human (party order, wrapping)."""
    for entry in reversed(entries):
        speaker = entry.get("speaker")
        if (
            entry.get("role") == "assistant"
            and speaker in names
            and not entry.get("chatter")
            and not entry.get("private_to")
        ):
            return names[(list(names).index(speaker) + 1) % len(names)]
    return names[0]


def responders(
    *,
    text: str,
    to: Sequence[str],
    policy: str,
    names: Sequence[str],
    entries: Sequence[dict[str, Any]],
) -> list[str]:
    """Who answers a user message, in order.

    Args:
        text: The user message.
        to: Explicit addressees (already resolved), possibly empty.
        policy: ``round-robin``, ``natural`` or ``manual``.
        names: Every member, in party order.
        entries: The conversation before the user message.
    """
    if to:
        return list(dict.fromkeys(to))
    named = mentioned(text, names)
    if named:
        return named
    if policy == "round-robin":
        return [next_round_robin(entries, names)]
    if policy == "natural":
        chosen = least_recent(entries, names)
        return [chosen] if chosen else []
    return []  # manual: only a chosen member answers


def chatter_speaker(
    *, last_speaker: str, last_text: str, names: Sequence[str], entries: Sequence[dict[str, Any]]
) -> str | None:
    """Who joins in next: a member the last reply names, else the least recently heard."""
    named = [n for n in mentioned(last_text, names) if n != last_speaker]
    if named:
        return named[0]
    return least_recent(entries, names, exclude=last_speaker)

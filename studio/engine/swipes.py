"""Swipes: the other responses to a user message, kept beside the one shown.

The entry list stays exactly what the model and the agents see: the shown
response block follows its user message as before. The blocks not shown are
kept on that user entry (schema version 2, :mod:`studio.storage.schema`)::

    {"role": "user", "content": "...",
     "alternatives": [[...block entries...], ...],   # the others, in creation order
     "alternative": 1}                                 # where the shown one sits

So ``all = alternatives[:k] + [shown block] + alternatives[k:]`` with ``k =
alternative``; there are ``len(alternatives) + 1`` in all. A block is
everything between the user message and the next one (tool rounds, tool
results, logs, errors, the reply), so each alternative keeps its own tool
rounds. Nested blocks never hold alternatives themselves.

These are pure functions over entry lists; :class:`CharacterPlayer` saves the
result and fires ``afterUserEdit`` for the ids that left the history.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Entry = dict[str, Any]

ALTERNATIVES = "alternatives"
SHOWN = "alternative"


@dataclass(frozen=True, kw_only=True)
class Swipes:
    """The alternatives of one response.

    Attributes:
        user_index: The entry index of the user message they answer.
        start: The first entry index of the shown block.
        end: One past its last entry index.
        shown: The shown alternative's position (0-based).
        count: How many alternatives there are (the shown one included).
    """

    user_index: int
    start: int
    end: int
    shown: int
    count: int


def user_index_for(entries: list[Entry], index: int) -> int | None:
    """The user message a response entry answers (``index`` itself for a user entry)."""
    for i in range(index, -1, -1):
        if entries[i].get("role") == "user":
            return i
    return None


def block_end(entries: list[Entry], user_index: int) -> int:
    """One past the last entry of the block answering the user message at ``user_index``."""
    end = user_index + 1
    while end < len(entries) and entries[end].get("role") != "user":
        end += 1
    return end


def swipes_at(entries: list[Entry], index: int) -> Swipes | None:
    """The swipes of the response around ``index`` (None before the first user message)."""
    if not 0 <= index < len(entries):
        raise IndexError(f"no entry at index {index} (the conversation has {len(entries)})")
    user = user_index_for(entries, index)
    if user is None:
        return None
    others = entries[user].get(ALTERNATIVES) or []
    shown = _shown(entries[user], len(others))
    return Swipes(
        user_index=user,
        start=user + 1,
        end=block_end(entries, user),
        shown=shown,
        count=len(others) + 1,
    )


def _shown(user: Entry, others: int) -> int:
    value = user.get(SHOWN)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= others:
        return value
    return others  # a missing or damaged position: the shown one counts as the newest


def all_blocks(entries: list[Entry], user_index: int) -> list[list[Entry]]:
    """Every alternative block of a user message, in creation order (shown one included)."""
    user = entries[user_index]
    others = [list(b) for b in user.get(ALTERNATIVES) or []]
    shown = _shown(user, len(others))
    current = [dict(e) for e in entries[user_index + 1 : block_end(entries, user_index)]]
    return [*others[:shown], current, *others[shown:]]


def _with_blocks(user: Entry, blocks: list[list[Entry]], shown: int) -> Entry:
    out = {k: v for k, v in user.items() if k not in (ALTERNATIVES, SHOWN)}
    others = blocks[:shown] + blocks[shown + 1 :]
    if others:
        out[ALTERNATIVES] = others
        out[SHOWN] = shown
    return out


def stash_for_regenerate(entries: list[Entry], user_index: int) -> list[Entry]:
    """The entries up to the user message, its current response kept as an alternative.

    The new response (appended after this by the caller) becomes the newest
    alternative and the shown one. An empty response block is not kept.
    """
    blocks = [b for b in all_blocks(entries, user_index) if b]
    blocks.append([])  # the place of the response about to be written
    user = _with_blocks(entries[user_index], blocks, len(blocks) - 1)
    return [*entries[:user_index], user]


def select(entries: list[Entry], index: int, n: int) -> list[Entry]:
    """The entries with alternative ``n`` of the response around ``index`` shown.

    Raises:
        IndexError: ``index`` or ``n`` out of range.
        ValueError: ``index`` is before the first user message.
    """
    swipes = swipes_at(entries, index)
    if swipes is None:
        raise ValueError("only a response to a user message has alternatives")
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n < swipes.count:
        raise IndexError(f"no alternative {n} (this response has {swipes.count}, from 0)")
    if n == swipes.shown:
        return entries
    blocks = all_blocks(entries, swipes.user_index)
    user = _with_blocks(entries[swipes.user_index], blocks, n)
    return [*entries[: swipes.user_index], user, *blocks[n], *entries[swipes.end :]]


def drop_shown(entries: list[Entry], index: int) -> list[Entry] | None:
    """Delete the shown alternative of the response around ``index``; show a neighbour.

    Returns None when the response has no other alternative (the caller then
    deletes the block the usual way).
    """
    swipes = swipes_at(entries, index)
    if swipes is None or swipes.count < 2:
        return None
    blocks = all_blocks(entries, swipes.user_index)
    del blocks[swipes.shown]
    shown = min(swipes.shown, len(blocks) - 1)
    user = _with_blocks(entries[swipes.user_index], blocks, shown)
    return [*entries[: swipes.user_index], user, *blocks[shown], *entries[swipes.end :]]

"""User edits of the history and the tool-call ids they remove.

Edits work on "response blocks": everything between a user message and the
next user message (tool rounds, tool results, logs, errors and the final
reply). Deleting any assistant or tool entry deletes its whole block, so the
history never holds a tool result without the call that produced it.

``afterUserEdit`` (reference Part 2): the ids removed are those present in the
non-rejected history before the edit and absent from the non-rejected history
after it. A response marked unacceptable stays in the file but counts as
removed, and because rejected entries are excluded from both sides, its ids
are never reported twice.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def entry_tool_call_ids(entry: dict[str, Any]) -> set[int]:
    """Every ``toolCallId`` an entry carries (tool rounds, results, inner calls)."""
    ids: set[int] = set()
    for call in entry.get("tool_calls") or []:
        if isinstance(call, dict) and isinstance(call.get("toolCallId"), int):
            ids.add(call["toolCallId"])
    if isinstance(entry.get("toolCallId"), int):
        ids.add(entry["toolCallId"])
    for inner in entry.get("innerCalls") or []:
        if isinstance(inner, dict) and isinstance(inner.get("toolCallId"), int):
            ids.add(inner["toolCallId"])
    return ids


def viable_ids(entries: Iterable[dict[str, Any]]) -> set[int]:
    """Tool-call ids in the history, not counting rejected responses."""
    out: set[int] = set()
    for entry in entries:
        # Most entries carry no id at all: skip them without building a set (an edit
        # of a 10,000-message conversation scans it twice).
        if ("tool_calls" in entry or "toolCallId" in entry or "innerCalls" in entry) and (
            not entry.get("rejected")
        ):
            out |= entry_tool_call_ids(entry)
    return out


def removed_ids(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> tuple[list[int], int]:
    """``(deletedToolCallIds, lastViableToolCallId)`` for an edit from ``before`` to ``after``."""
    remaining = viable_ids(after)
    deleted = sorted(viable_ids(before) - remaining)
    return deleted, max(remaining, default=0)


def block_bounds(entries: list[dict[str, Any]], index: int) -> tuple[int, int]:
    """The response block around ``index``: ``[start, end)`` of non-user entries."""
    start = index
    while start > 0 and entries[start - 1].get("role") != "user":
        start -= 1
    end = index + 1
    while end < len(entries) and entries[end].get("role") != "user":
        end += 1
    return start, end


def delete(entries: list[dict[str, Any]], index: int) -> list[dict[str, Any]]:
    """Delete one entry; an assistant or tool entry takes its whole block with it."""
    _check(entries, index)
    role = entries[index].get("role")
    if role in ("assistant", "tool"):
        start, end = block_bounds(entries, index)
        return entries[:start] + entries[end:]
    return entries[:index] + entries[index + 1 :]


def truncate(entries: list[dict[str, Any]], index: int) -> list[dict[str, Any]]:
    """Remove the entry at ``index`` and everything after it."""
    _check(entries, index)
    return entries[:index]


def reject(entries: list[dict[str, Any]], index: int) -> list[dict[str, Any]]:
    """Mark the response block around ``index`` unacceptable (kept in the file)."""
    _check(entries, index)
    if entries[index].get("role") == "user":
        raise ValueError("only a response can be marked unacceptable, not a user message")
    start, end = block_bounds(entries, index)
    out = [dict(e) for e in entries]
    for i in range(start, end):
        if out[i].get("role") in ("assistant", "tool"):
            out[i]["rejected"] = True
    return out


def last_user_index(entries: list[dict[str, Any]]) -> int | None:
    for i in range(len(entries) - 1, -1, -1):
        if entries[i].get("role") == "user":
            return i
    return None


def _check(entries: list[dict[str, Any]], index: int) -> None:
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(entries):
        raise IndexError(f"no entry at index {index} (the conversation has {len(entries)})")

"""What the model is sent, in the order of decisions §5.

1. ``system``: the system prompt with ``%%CHARACTER_INSTRUCTIONS%%`` expanded
   (the instructions alone when the system prompt is empty).
2. ``user`` + ``isFile``: the context block (prefix sentence, then every non-dot
   context file sorted by name, two newlines between them); omitted when empty.
3. ``user`` + ``isFile``: the preload block (every ``@preload`` agent's non-null
   ``onLoad`` result in load order, two newlines between them); omitted when empty.
4. ``assistant``: the intro, if any.
5. History: user and assistant text entries, minus rejected responses. Tool-call
   rounds and results of earlier turns are dropped; those of the turn in
   progress are sent.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

CONTEXT_PREFIX = (
    "The following information is provided as background context for this character. "
    "It is not always relevant. Only refer to it if it's relevant to the discussion:"
)
INSTRUCTIONS_MACRO = "%%CHARACTER_INSTRUCTIONS%%"


def system_prompt_text(system_prompt: str, instructions: str) -> str:
    """Expand the one system-prompt macro (or fall back to the instructions)."""
    if not system_prompt.strip():
        return instructions
    return system_prompt.replace(INSTRUCTIONS_MACRO, instructions)


def context_block(files: Sequence[tuple[str, str]]) -> str:
    """The context block text (empty when there are no context files)."""
    texts = [text for _name, text in files]
    if not texts:
        return ""
    return CONTEXT_PREFIX + "\n\n" + "\n\n".join(texts)


def settled_message(entry: dict[str, Any]) -> dict[str, Any] | None:
    """What an entry of an earlier turn sends: user or assistant text, or nothing.

    Reasoning (``reasoning``) is never sent back; rejected responses are not sent.
    """
    role = entry.get("role")
    if role not in ("user", "assistant") or entry.get("rejected"):
        return None
    content = entry.get("content") or ""
    if not content:
        return None
    return {"role": role, "content": content}


def history_messages(entries: Sequence[dict[str, Any]], turn_start: int) -> list[dict[str, Any]]:
    """The history part of the request.

    Args:
        entries: The conversation's full entry list.
        turn_start: Index of the first entry of the turn in progress (usually the
            user message being answered). Tool rounds at or after it are sent.
    """
    out: list[dict[str, Any]] = []
    for i, entry in enumerate(entries):
        role = entry.get("role")
        if entry.get("rejected"):
            continue
        if role == "user":
            content = entry.get("content") or ""
            if content:
                out.append({"role": "user", "content": content})
        elif role == "assistant":
            content = entry.get("content") or ""
            calls = entry.get("tool_calls")
            if calls and i >= turn_start:
                out.append(
                    {
                        "role": "assistant",
                        "content": content or None,
                        "tool_calls": [_wire_call(c) for c in calls],
                    }
                )
            elif content:
                out.append({"role": "assistant", "content": content})
        elif role == "tool" and i >= turn_start:
            out.append(
                {
                    "role": "tool",
                    "tool_call_id": entry.get("tool_call_id", ""),
                    "content": entry.get("content") or "",
                }
            )
    return out


def _wire_call(call: dict[str, Any]) -> dict[str, Any]:
    """A stored tool call in OpenAI wire form (without our integer id)."""
    fn = call.get("function") or {}
    return {
        "id": call.get("id", ""),
        "type": "function",
        "function": {"name": fn.get("name", ""), "arguments": fn.get("arguments", "")},
    }


def build_messages(
    *,
    system_prompt: str,
    instructions: str,
    context_files: Sequence[tuple[str, str]],
    preload: Sequence[str],
    intro: str,
    entries: Sequence[dict[str, Any]],
    turn_start: int,
) -> list[dict[str, Any]]:
    """Assemble the full ``messages`` array for one model request."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": system_prompt_text(system_prompt, instructions)}
    ]
    block = context_block(context_files)
    if block:
        messages.append({"role": "user", "content": block, "isFile": True})
    preload_text = "\n\n".join(p for p in preload if p)
    if preload_text:
        messages.append({"role": "user", "content": preload_text, "isFile": True})
    if intro.strip():
        messages.append({"role": "assistant", "content": intro})
    messages.extend(history_messages(entries, turn_start))
    return messages

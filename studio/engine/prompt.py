"""What the model is sent, in the order of decisions §5.

1. ``system``: the system prompt with ``%%CHARACTER_INSTRUCTIONS%%`` expanded
   (the instructions alone when the system prompt is empty).
2. ``user`` + ``isFile``: the context block (prefix sentence, then every non-dot
   context file sorted by name, two newlines between them); omitted when empty.
3. ``user`` + ``isFile``: the preload block (every ``@preload`` agent's non-null
   ``onLoad`` result in load order, two newlines between them); omitted when empty.
4. ``assistant``: the intro, if any.
5. History: user and assistant text entries, minus rejected responses (a user
   entry's images ride along as an ``images`` key, studio/engine/images.py). Tool-call
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
    images = entry.get("images") if role == "user" else None
    if images:  # Image references (docs/IMAGES.md); parts are made just before sending.
        return {"role": role, "content": content, "images": images}
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
        if entry.get("rejected"):
            continue
        if entry.get("role") == "user":
            content = entry.get("content") or ""
            images = entry.get("images")
            if images:
                out.append({"role": "user", "content": content, "images": images})
            elif content:
                out.append({"role": "user", "content": content})
            continue
        message = reply_message(entry, in_turn=i >= turn_start)
        if message is not None:
            out.append(message)
    return out


def reply_message(entry: dict[str, Any], *, in_turn: bool) -> dict[str, Any] | None:
    """An assistant or tool entry as the model is sent it, or None when it sends nothing.

    The tool rounds of the turn in progress (``in_turn``) go in wire form, tool
    results included; of an earlier turn only an assistant's text is sent.
    """
    role = entry.get("role")
    content = entry.get("content") or ""
    if role == "assistant":
        calls = entry.get("tool_calls")
        if calls and in_turn:
            return {
                "role": "assistant",
                "content": content or None,
                "tool_calls": [_wire_call(c) for c in calls],
            }
        return {"role": "assistant", "content": content} if content else None
    if role == "tool" and in_turn:
        return {"role": "tool", "tool_call_id": entry.get("tool_call_id", ""), "content": content}
    return None


def _wire_call(call: dict[str, Any]) -> dict[str, Any]:
    """A stored tool call in OpenAI wire form (without our integer id)."""
    fn = call.get("function") or {}
    return {
        "id": call.get("id", ""),
        "type": "function",
        "function": {"name": fn.get("name", ""), "arguments": fn.get("arguments", "")},
    }


def opening_messages(
    system: str, context_files: Sequence[tuple[str, str]], preload: Sequence[str]
) -> list[dict[str, Any]]:
    """What every request starts with: the system message, then the context block
    and the agents' preload block (each a ``user`` message marked ``isFile``) when
    they hold anything."""
    messages: list[dict[str, Any]] = [{"role": "system", "content": system}]
    block = context_block(context_files)
    if block:
        messages.append({"role": "user", "content": block, "isFile": True})
    preload_text = "\n\n".join(p for p in preload if p)
    if preload_text:
        messages.append({"role": "user", "content": preload_text, "isFile": True})
    return messages


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
    system = system_prompt_text(system_prompt, instructions)
    messages = opening_messages(system, context_files, preload)
    if intro.strip():
        messages.append({"role": "assistant", "content": intro})
    messages.extend(history_messages(entries, turn_start))
    return messages

"""The last adaptation of ``messages`` before they go on the wire.

Strict chat templates (Gemma, Mistral, Llama-2 styles, as llama.cpp and LM
Studio render them) refuse two messages of the same role in a row and some
refuse a ``system`` message at all. Servers that re-parse the history also
refuse tool-call ``arguments`` that are not JSON. Everything here returns new
lists and dicts; the caller's messages are never changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson

__all__ = ["MERGE_SEPARATOR", "START_PROMPT", "WireOptions", "adapt_messages", "safe_arguments"]

# Between merged blocks: each block's text stays byte-for-byte, separated the way
# the context block already separates its files.
MERGE_SEPARATOR = "\n\n"
# Strict templates also want the first turn after the system prompt to be the
# user's. When the intro (an assistant message) comes first, this goes before it;
# SillyTavern uses the same words for the same reason.
START_PROMPT = "[Start a new chat]"


@dataclass(frozen=True, kw_only=True)
class WireOptions:
    """How one provider profile wants its messages shaped.

    Attributes:
        drop_fields: Message keys the provider refuses (``isFile`` where it is not
            accepted, ``name`` for some), removed before sending.
        merge_roles: Merge consecutive ``user`` (or ``assistant``, or ``system``)
            messages into one, and start the turns with a user message.
        system_as_user: Send the system prompt as the start of the first user
            message (for templates with no system role).
    """

    drop_fields: tuple[str, ...] = ("isFile",)
    merge_roles: bool = False
    system_as_user: bool = False


def safe_arguments(arguments: Any) -> str:
    """Tool-call ``arguments`` every server accepts: the text when it is a JSON
    object, else ``"{}"`` (the tool result already tells the model what was wrong)."""
    if isinstance(arguments, str):
        try:
            if isinstance(orjson.loads(arguments), dict):
                return arguments
        except ValueError:
            pass
    return "{}"


def _safe_calls(message: dict[str, Any]) -> dict[str, Any]:
    calls = message.get("tool_calls")
    if not calls:
        return message
    fixed = []
    changed = False
    for call in calls:
        fn = call.get("function") or {}
        args = fn.get("arguments", "")
        safe = safe_arguments(args)
        if safe is not args:
            changed = True
            call = {**call, "function": {**fn, "arguments": safe}}
        fixed.append(call)
    return {**message, "tool_calls": fixed} if changed else message


def _mergeable(message: dict[str, Any]) -> bool:
    return (
        message.get("role") in ("user", "assistant", "system")
        and isinstance(message.get("content"), str)
        and not message.get("tool_calls")
    )


def adapt_messages(messages: list[dict[str, Any]], options: WireOptions) -> list[dict[str, Any]]:
    """The messages as ``options`` want them (see the module docstring)."""
    out: list[dict[str, Any]] = []
    dropped = frozenset(options.drop_fields)
    for message in messages:
        # Most messages pass as they are (the same objects, so the requests
        # journal sees them unchanged): two C-level checks per message.
        if dropped and not dropped.isdisjoint(message):
            message = {k: v for k, v in message.items() if k not in dropped}
        if message.get("tool_calls"):
            message = _safe_calls(message)
        out.append(message)
    if options.system_as_user:
        out = _system_into_user(out)
    if options.merge_roles:
        out = _merge(out)
    return out


def _merge(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    merged: list[dict[str, Any]] = []
    for message in messages:
        last = merged[-1] if merged else None
        if (
            last is not None
            and last.get("role") == message.get("role")
            and _mergeable(last)
            and _mergeable(message)
        ):
            merged[-1] = {
                "role": last["role"],
                "content": last["content"] + MERGE_SEPARATOR + message["content"],
            }
        else:
            merged.append(message)
    first_turn = next((i for i, m in enumerate(merged) if m.get("role") != "system"), None)
    if first_turn is not None and merged[first_turn].get("role") == "assistant":
        merged.insert(first_turn, {"role": "user", "content": START_PROMPT})
    return merged


def _system_into_user(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Leading system text opens the first user message; a later system message
    (post-history instructions) becomes a user message where it stands."""
    lead = 0
    while lead < len(messages) and messages[lead].get("role") == "system":
        lead += 1
    rest = [
        {**m, "role": "user"} if m.get("role") == "system" else m for m in messages[lead:]
    ]
    texts = [m["content"] for m in messages[:lead] if isinstance(m.get("content"), str)]
    if not texts:
        return rest
    text = MERGE_SEPARATOR.join(texts)
    for i, message in enumerate(rest):
        if message.get("role") == "user" and isinstance(message.get("content"), str):
            rest[i] = {**message, "content": text + MERGE_SEPARATOR + message["content"]}
            return rest
    return [{"role": "user", "content": text}, *rest]

"""Tool call ids for providers that accept only their own shape (Mistral: 9 letters/digits).

A conversation may hold ids made by another provider (``call_abc...``), or by the
engine. They are mapped, deterministically, to 9-character ids, so an assistant
tool call and the tool result answering it still pair up, and the same history
maps to the same ids on every request.
"""

from __future__ import annotations

import hashlib
import re
import string
from typing import Any

__all__ = ["short_id", "short_tool_call_ids"]

_OK = re.compile(r"[A-Za-z0-9]{9}")
_ALPHABET = string.ascii_letters + string.digits


def short_id(call_id: str) -> str:
    """``call_id`` itself when it already is 9 letters/digits, else one derived from it."""
    if _OK.fullmatch(call_id):
        return call_id
    number = int.from_bytes(hashlib.sha256(call_id.encode("utf-8")).digest()[:8], "big")
    chars = []
    for _ in range(9):
        number, digit = divmod(number, len(_ALPHABET))
        chars.append(_ALPHABET[digit])
    return "".join(chars)


def short_tool_call_ids(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A copy of ``messages`` with every tool call id mapped by :func:`short_id`.

    Messages without ids are passed through as they are (the input is never mutated).
    """
    out: list[dict[str, Any]] = []
    for message in messages:
        calls = message.get("tool_calls")
        if isinstance(calls, list) and calls:
            message = {
                **message,
                "tool_calls": [
                    {**c, "id": short_id(c["id"])}
                    if isinstance(c, dict) and isinstance(c.get("id"), str)
                    else c
                    for c in calls
                ],
            }
        call_id = message.get("tool_call_id")
        if isinstance(call_id, str):
            message = {**message, "tool_call_id": short_id(call_id)}
        out.append(message)
    return out

"""What one party member's model is sent (docs/PARTY.md "What a member sees").

The member's own system prompt (with a short party framing appended), its own
context block, the preload block of its agents and the shared agents, then the
shared transcript as that member may see it: its own replies as ``assistant``,
everyone else's (the user's and the other members') as ``user`` messages
labelled ``Name: text``. The intro is not sent: a party has no single greeter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from studio.engine.prompt import opening_messages, reply_message, system_prompt_text

USER_LABEL = "User"


def party_framing(me: str, others: Sequence[str]) -> str:
    """The short paragraph that tells a member it is in a party, and with whom."""
    if len(others) > 1:
        names = ", ".join(others[:-1]) + f" and {others[-1]}"
    else:
        names = others[0] if others else "nobody else"
    return (
        f"You are {me}, one of several characters in a group conversation with the user "
        f"and {names}. Every message from someone else starts with the speaker's name "
        f'("{USER_LABEL}: ..." for the user). Write only {me}\'s own reply, without a name '
        "prefix, and never speak for the others."
    )


def _user_label(entry: dict[str, Any], me: str) -> str:
    if entry.get("private_to") == me:
        return f"{USER_LABEL} (privately, to you only)"
    to = entry.get("to")
    if isinstance(to, list) and to:
        names = ", ".join("you" if n == me else str(n) for n in to)
        return f"{USER_LABEL} (to {names})"
    return USER_LABEL


def party_history(
    entries: Sequence[dict[str, Any]],
    *,
    me: str,
    turn_start: int,
    view: Callable[[dict[str, Any]], bool],
) -> list[dict[str, Any]]:
    """The transcript part of a member's request.

    Args:
        entries: The conversation's full entry list.
        me: The member being asked.
        turn_start: Index of the first entry of this member's response in
            progress; its own tool rounds from there on are sent.
        view: Which entries the member may see (private ones of others: never).
    """
    out: list[dict[str, Any]] = []
    for i, entry in enumerate(entries):
        if entry.get("rejected") or not view(entry):
            continue
        message = _member_message(entry, me=me, in_turn=i >= turn_start)
        if message is not None:
            out.append(message)
    return out


def party_settled(
    entry: dict[str, Any], *, me: str, view: Callable[[dict[str, Any]], bool]
) -> dict[str, Any] | None:
    """What an entry of an earlier turn sends to member ``me`` (the budget's history;
    the same as :func:`party_history` for entries before the turn in progress)."""
    if entry.get("rejected") or not view(entry):
        return None
    return _member_message(entry, me=me, in_turn=False)


def _member_message(entry: dict[str, Any], *, me: str, in_turn: bool) -> dict[str, Any] | None:
    """One entry member ``me`` may see, as it is sent to ``me`` (None: nothing).

    The user's messages and the other members' replies are ``user`` messages
    labelled ``Name: text``; the member's own replies and tool rounds are sent as
    in a single-character request (:func:`~studio.engine.prompt.reply_message`);
    the other members' tool rounds never are.
    """
    role = entry.get("role")
    speaker = entry.get("speaker")
    if role == "user" or (role == "assistant" and speaker != me):
        content = entry.get("content") or ""
        label = _user_label(entry, me) if role == "user" else str(speaker or "Someone")
        return {"role": "user", "content": f"{label}: {content}"} if content else None
    if role == "tool" and speaker != me:
        return None
    return reply_message(entry, in_turn=in_turn)


def member_messages(
    *,
    me: str,
    others: Sequence[str],
    system_prompt: str,
    instructions: str,
    context_files: Sequence[tuple[str, str]],
    preload: Sequence[str],
    entries: Sequence[dict[str, Any]],
    turn_start: int,
    view: Callable[[dict[str, Any]], bool],
) -> list[dict[str, Any]]:
    """The full ``messages`` array of one member's model request."""
    system = system_prompt_text(system_prompt, instructions)
    framing = party_framing(me, others)
    head = f"{system}\n\n{framing}" if system.strip() else framing
    messages = opening_messages(head, context_files, preload)
    messages.extend(party_history(entries, me=me, turn_start=turn_start, view=view))
    return messages

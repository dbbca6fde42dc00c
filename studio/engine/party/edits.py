"""The user's edits of a party conversation: edit, delete, truncate, reject,
regenerate and resubmit, with ``afterUserEdit`` scoped per member. A part
:class:`~studio.engine.party.player.PartyPlayer` holds as ``player.edits``
(:mod:`.core`); every edit runs under the player's lock.

``afterUserEdit`` in a party (reference "Hook events"): each member's agents get
only the ids from that member's turns, with ``lastViableToolCallId`` the highest
of that member's remaining ids; the shared agents get every id of the public
history (they never took part in a private exchange).

Deleting one member's reply (docs/PARTY.md): in a round several members may
answer one user message. Every entry a member's turn appends (its tool rounds,
tool results, logs, errors and the reply) carries its ``speaker``, and a member's
request only ever contains its *own* tool rounds of the reply in progress, so a
turn is self-contained: removing the run of entries of one speaker leaves every
other member's tool rounds whole. :func:`delete_turn` does exactly that; an entry
without a speaker (an old journal) still takes its whole round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from studio.engine import edits
from studio.engine.party.sessions import public_view

if TYPE_CHECKING:
    from studio.engine.party.core import PartyCore
    from studio.engine.party.sessions import MemberEngine, PartySessions

__all__ = ["PartyEdits", "after_user_edit", "delete_turn", "turn_bounds"]


def turn_bounds(entries: list[dict[str, Any]], index: int) -> tuple[int, int]:
    """The member's turn around ``index``: ``[start, end)`` of the entries of the
    same speaker within its round (the whole round for an entry with no speaker)."""
    start, end = edits.block_bounds(entries, index)
    speaker = entries[index].get("speaker")
    if speaker is None:
        return start, end
    low = index
    while low > start and entries[low - 1].get("speaker") == speaker:
        low -= 1
    high = index + 1
    while high < end and entries[high].get("speaker") == speaker:
        high += 1
    return low, high


def delete_turn(entries: list[dict[str, Any]], index: int) -> list[dict[str, Any]]:
    """Delete one entry; an assistant or tool entry takes its member's turn with it
    (the other members' replies in the same round stay)."""
    edits._check(entries, index)
    if entries[index].get("role") not in ("assistant", "tool"):
        return edits.delete(entries, index)
    start, end = turn_bounds(entries, index)
    return entries[:start] + entries[end:]


async def after_user_edit(
    sessions: PartySessions,
    engines: dict[str, MemberEngine],
    before: list[dict[str, Any]],
    after: list[dict[str, Any]],
) -> None:
    """Fire ``afterUserEdit`` for the tool calls that left the history, scoped per
    member, then for the shared agents over the public history."""
    for name, engine in engines.items():

        def mine(entries: list[dict[str, Any]], who: str = name) -> list[dict[str, Any]]:
            return [e for e in entries if e.get("speaker") == who]

        deleted, last = edits.removed_ids(mine(before), mine(after))
        session = sessions.prepare(engine, private=False, chatter=False)
        if session.hooks is not None:
            await session.hooks.after_user_edit(deleted, last, runtimes=list(engine.runtimes))
    public_before = [e for e in before if public_view(e)]
    deleted, last = edits.removed_ids(public_before, [e for e in after if public_view(e)])
    if sessions.shared.hooks is not None:
        await sessions.shared.hooks.after_user_edit(deleted, last)


class PartyEdits:
    """Edits and answering again in the open party conversation."""

    def __init__(self, player: PartyCore) -> None:
        self._player = player

    async def _edit(self, new_entries: list[dict[str, Any]], reason: str) -> None:
        conversations = self._player.conversations
        sessions = conversations.require()
        before = list(sessions.conversation.entries)
        sessions.conversation.replace_entries(new_entries)
        conversations.switched(reason)
        await after_user_edit(sessions, self._player.engines, before, new_entries)

    async def edit(self, index: int, text: str) -> None:
        """Change the text of a user or assistant entry without answering again."""
        async with self._player._lock:
            sessions = await self._player.conversations.ensure()
            entries = [dict(e) for e in sessions.conversation.entries]
            edits._check(entries, index)
            if entries[index].get("role") not in ("user", "assistant"):
                raise ValueError("only user and assistant messages can be edited")
            entries[index]["content"] = text
            await self._edit(entries, "edit")

    async def delete(self, index: int) -> None:
        """Delete an entry; a reply or tool entry takes its member's whole turn (tool
        rounds included) with it, the other members' replies in the round stay."""
        async with self._player._lock:
            await self._player.conversations.ensure()
            await self._edit(delete_turn(self._player.conversations.entries(), index), "delete")

    async def truncate(self, index: int) -> None:
        """Remove entry ``index`` and everything after it."""
        async with self._player._lock:
            await self._player.conversations.ensure()
            entries = self._player.conversations.entries()
            await self._edit(edits.truncate(entries, index), "truncate")

    async def reject(self, index: int) -> None:
        """Mark a response unacceptable: kept in the file, never sent again."""
        async with self._player._lock:
            await self._player.conversations.ensure()
            await self._edit(edits.reject(self._player.conversations.entries(), index), "reject")

    async def regenerate(self) -> list[dict[str, Any]]:
        """Answer the last user message again: the same members, chatter again."""
        player = self._player
        async with player._lock:
            await player.conversations.ensure()
            last = edits.last_user_index(player.conversations.entries())
            if last is None:
                raise ValueError("there is no user message to answer again")
            await self._edit(player.conversations.entries()[: last + 1], "regenerate")
            return await player.rounds.answer(last, regenerate=True)

    async def resubmit(self, index: int, text: str | None = None) -> list[dict[str, Any]]:
        """Answer the user message at ``index`` again, optionally edited first.

        Everything after it is removed (``afterUserEdit`` scoped per member, as for
        other edits). Who answers follows :meth:`PartyPlayer.send`'s rules with the
        message's stored ``to`` / ``private_to`` and its (possibly edited) text.

        Args:
            index: The user message's entry index.
            text: The new text; None answers the message as it is.

        Returns:
            Each reply in order, as :meth:`PartyPlayer.send` returns them.

        Raises:
            IndexError: No entry at ``index``.
            ValueError: The entry is not a user message.
        """
        player = self._player
        async with player._lock:
            await player.conversations.ensure()
            entries = player.conversations.entries()
            edits._check(entries, index)
            if entries[index].get("role") != "user":
                raise ValueError("only a user message can be resubmitted")
            kept = [dict(e) for e in entries[: index + 1]]
            same = text is None or text == kept[index].get("content")
            if text is not None:
                kept[index]["content"] = text
            await self._edit(kept, "resubmit")
            return await player.rounds.answer(index, regenerate=same)

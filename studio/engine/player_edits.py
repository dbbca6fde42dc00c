"""The user's edits of :class:`~studio.engine.player.CharacterPlayer`'s conversation:
edit, delete, truncate, reject, regenerate, resubmit, undo and swipes (decisions §2,
§4; docs/ENGINE.md). A part the player holds as ``player.edits``
(:mod:`studio.engine.player_core`); every edit runs under the player's lock and
fires ``afterUserEdit`` through :mod:`studio.engine.edits` when tool calls leave
the history.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from studio.engine import edits, swipes

if TYPE_CHECKING:
    from studio.engine.player_core import PlayerCore

__all__ = ["ConversationEdits"]


class ConversationEdits:
    """Edits, regeneration and swipes of the open conversation."""

    def __init__(self, player: PlayerCore) -> None:
        self._player = player

    async def edit(self, index: int, text: str) -> None:
        """Change the text of an entry without answering again."""
        async with self._player._lock:
            await self._player._ensure_session()
            entries = [dict(e) for e in self._player.engine.session.entries]
            edits._check(entries, index)
            if entries[index].get("role") not in ("user", "assistant"):
                raise ValueError("only user and assistant messages can be edited")
            entries[index]["content"] = text
            await self._edit(entries, "edit")

    async def _edit(self, new_entries: list[dict[str, Any]], reason: str) -> None:
        session = self._player.engine.session
        before = session.entries
        deleted, last = edits.removed_ids(before, new_entries)
        session.conversation.replace_entries(new_entries)
        self._player._switched(reason)
        if session.hooks is not None:
            await session.hooks.after_user_edit(deleted, last)

    async def delete(self, index: int) -> None:
        """Delete an entry; a response with alternatives loses only the shown one
        (a neighbouring alternative is shown instead)."""
        async with self._player._lock:
            await self._player._ensure_session()
            entries = self._player.engine.session.entries
            edits._check(entries, index)
            dropped = None
            if entries[index].get("role") in ("assistant", "tool"):
                dropped = swipes.drop_shown(entries, index)
            new = dropped if dropped is not None else edits.delete(entries, index)
            await self._edit(new, "delete")

    async def truncate(self, index: int) -> None:
        async with self._player._lock:
            await self._player._ensure_session()
            await self._edit(edits.truncate(self._player.engine.session.entries, index), "truncate")

    async def reject(self, index: int) -> None:
        """Mark a response unacceptable: kept in the file, never sent again."""
        async with self._player._lock:
            await self._player._ensure_session()
            await self._edit(edits.reject(self._player.engine.session.entries, index), "reject")

    async def regenerate(self) -> dict[str, Any]:
        """Answer the last user message again; the earlier response is kept as an
        alternative (see :meth:`select_alternative`).

        Returns and raises as :meth:`send` does.
        """
        async with self._player._lock:
            await self._player._ensure_session()
            entries = self._player.engine.session.entries
            last = edits.last_user_index(entries)
            if last is None:
                raise ValueError("there is no user message to answer again")
            await self._edit(swipes.stash_for_regenerate(entries, last), "regenerate")
            return await self._player._respond(last, regenerate=True)

    async def resubmit(self, index: int, text: str | None = None) -> dict[str, Any]:
        """Answer the user message at ``index`` again, optionally edited first.

        At the last user message the earlier response is kept as an alternative,
        as with :meth:`regenerate`; further back, everything after ``index`` goes.

        Returns and raises as :meth:`send` does.
        """
        async with self._player._lock:
            await self._player._ensure_session()
            entries = self._player.engine.session.entries
            edits._check(entries, index)
            if entries[index].get("role") != "user":
                raise ValueError("only a user message can be resubmitted")
            if index == edits.last_user_index(entries):
                kept = swipes.stash_for_regenerate(entries, index)
            else:
                kept = [dict(e) for e in entries[: index + 1]]
            same = text is None or text == kept[index].get("content")
            if text is not None:
                kept[index] = {**kept[index], "content": text}
            await self._edit(kept, "resubmit")
            return await self._player._respond(index, regenerate=same)

    async def restore_entries(self, entries: list[dict[str, Any]]) -> None:
        """Undo an edit: make the conversation hold ``entries`` again, as an earlier
        :meth:`get_conversation` returned them (the GUI's Undo after Delete).

        It is an edit like the others: ``afterUserEdit`` fires for any ids that
        leave. Ids that come back are not announced (as with swipes).
        """
        if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
            raise TypeError("restore_entries() takes a list of entries (dicts)")
        async with self._player._lock:
            await self._player._ensure_session()
            await self._edit([dict(e) for e in entries], "restore")

    async def select_alternative(self, index: int, n: int) -> None:
        """Show alternative ``n`` (0-based, in the order they were made) of the
        response around entry ``index``; the one shown is the one the model sees.

        Nothing is lost: the block shown until now becomes an alternative again.
        Its tool-call ids leave the history, so ``afterUserEdit`` fires for them.
        """
        async with self._player._lock:
            await self._player._ensure_session()
            entries = self._player.engine.session.entries
            new = swipes.select(entries, index, n)
            if new is not entries:
                await self._edit(new, "swipe")

    def alternatives(self, index: int) -> tuple[int, int]:
        """``(shown, count)`` of the response around entry ``index`` (``(0, 1)``:
        a response with no alternatives, or an entry before the first user message)."""
        if not self._player.engine.has_session:
            raise IndexError("there is no conversation open")
        found = swipes.swipes_at(self._player.engine.session.entries, index)
        return (0, 1) if found is None else (found.shown, found.count)

"""A round of a party conversation: who answers a user message, each member's turn
on the broker loop, and the chatter that may follow (docs/PARTY.md). A part
:class:`~studio.engine.party.player.PartyPlayer` holds as ``player.rounds``
(:mod:`.core`); it runs under the lock its caller already holds.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from studio.engine.broker import run_response
from studio.engine.events import MessageEvent
from studio.engine.party.turns import chatter_speaker, responders
from studio.engine.state import ResponseState

if TYPE_CHECKING:
    from studio.engine.party.core import PartyCore

__all__ = ["PartyRounds"]


class PartyRounds:
    """Who speaks, and each member's turn."""

    def __init__(self, player: PartyCore) -> None:
        self._player = player
        self.speaking: str | None = None
        """The member whose turn it is (events and journal records name it)."""
        self._stopped = False
        self._cancel: asyncio.Event | None = None

    def stop(self) -> None:
        """Stop the reply being generated (the rest of the round is not asked)."""
        if self._cancel is not None:
            self._cancel.set()

    def who(self, index: int) -> list[str]:
        """The members who answer the user message at ``index``, in order."""
        player = self._player
        entries = player.conversations.entries()
        entry = entries[index]
        if entry.get("private_to"):
            return [str(entry["private_to"])]
        return responders(
            text=str(entry.get("content") or ""),
            to=[n for n in entry.get("to") or [] if n in player.engines],
            policy=player.party.spec.turn_policy,
            names=list(player.engines),
            entries=entries[:index],
        )

    async def answer(self, index: int, *, regenerate: bool) -> list[dict[str, Any]]:
        """Answer the user message at ``index``: its addressees, then chatter."""
        player = self._player
        entry = player.conversations.entries()[index]
        text, private = str(entry.get("content") or ""), bool(entry.get("private_to"))
        replies: list[dict[str, Any]] = []
        for name in self.who(index):
            replies.append(await self._turn(name, text, private, regenerate, chatter=False))
            if replies[-1]["stopped"] and self._stopped:
                return replies
        rounds = 0 if private or not replies else player.party.spec.chatter
        last = replies[-1] if replies else None
        for _ in range(rounds):
            if last is None or not last["content"] or self._stopped:
                break
            public = [e for e in player.conversations.entries() if not e.get("private_to")]
            joiner = chatter_speaker(
                last_speaker=last["speaker"],
                last_text=last["content"],
                names=list(player.engines),
                entries=public,
            )
            if joiner is None:
                break
            last = await self._turn(joiner, text, False, False, chatter=True)
            replies.append(last)
        return replies

    async def _turn(
        self, name: str, user_text: str, private: bool, regenerate: bool, *, chatter: bool
    ) -> dict[str, Any]:
        engine = self._player.engines[name]
        sessions = self._player.conversations.require()
        session = sessions.prepare(engine, private=private, chatter=chatter)
        self.speaking = name
        response = ResponseState(
            user_text=user_text, regenerate=regenerate, responding_to_human=not chatter
        )
        self._stopped = False
        self._cancel = cancel = asyncio.Event()
        try:
            # One group commit per member's turn: its lines, token totals,
            # toolCallIds and stores cost one fsync together (docs/STORAGE.md).
            with session.conversation.group_commit():
                if session.hooks is not None:
                    await session.hooks.before_response(response)
                start = len(session.entries)
                reply = await run_response(
                    engine, session, response, turn_start=start, cancel=cancel
                )
                if session.hooks is not None:
                    await session.hooks.after_response(response, reply)
        finally:
            self._stopped = cancel.is_set()
            self._cancel = None
        if response.failure is not None:
            # Decisions §14, as for CharacterPlayer: raised after the error event,
            # carrying what was kept. The replies before it were announced as
            # ``message`` events and are in the conversation.
            response.failure.partial = response.partial
            response.failure.committed = True
            raise response.failure
        if response.produced:
            index = len(session.entries) - 1
            engine.emit(MessageEvent(content=reply, stopped=response.stopped, index=index))
        return {"role": "assistant", "speaker": name, "content": reply, "stopped": response.stopped}

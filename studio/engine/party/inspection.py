"""Export and inspection of a party conversation: the chat export, every agent's
store (and editing one), an agent's ``@debug`` log, and the requests journal. A
part :class:`~studio.engine.party.player.PartyPlayer` holds as ``player.inspect``
(:mod:`.core`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.storage.chat_export import export_conversation

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.party.core import PartyCore

__all__ = ["PartyInspection"]


class PartyInspection:
    """What a party conversation holds besides its messages."""

    def __init__(self, player: PartyCore) -> None:
        self._player = player

    def _all_engines(self) -> list[Engine]:
        return [*self._player.engines.values(), self._player.shared]

    async def export_chat(
        self,
        path: str | Path | None = None,
        *,
        fmt: str | None = None,
        include_logs: bool = False,
        include_reasoning: bool = False,
        conversation_id: str | None = None,
    ) -> str:
        """As :meth:`CharacterPlayer.export_chat`; each reply names its member."""
        player = self._player
        async with player._lock:
            sessions = player.conversations.sessions
            return export_conversation(
                player.store,
                sessions.conversation if sessions is not None else None,
                character=", ".join(player.engines),
                conversation_id=conversation_id,
                path=path,
                fmt=fmt,
                include_logs=include_logs,
                include_reasoning=include_reasoning,
            )

    async def stores(self) -> dict[str, dict[str, Any]]:
        """Every store of the conversation: members' as ``<slug>/<agentId>``, shared
        agents' as ``<agentId>``; ``{}`` for one not created yet."""
        sessions = await self._player.conversations.ensure()
        out: dict[str, dict[str, Any]] = {}
        for engine in self._all_engines():
            for runtime in engine.all_runtimes():
                out[runtime.store_id] = sessions.shared.peek_store(runtime.store_id) or {}
        return out

    async def set_store(self, store_id: str, store: dict[str, Any]) -> None:
        """Replace an agent's store (the store inspector's edit).

        Args:
            store_id: A member's ``<slug>/<agentId>`` (a grant ``<slug>/sub--short``)
                or a shared agent's ``<agentId>``.
            store: The new store (a JSON object).

        Raises:
            TypeError: ``store`` is not a dict.
            KeyError: No agent of the party has that store id.
        """
        if not isinstance(store, dict):
            raise TypeError("a store must be a JSON object")
        player = self._player
        async with player._lock:
            sessions = await player.conversations.ensure()
            for name, engine in player.engines.items():
                runtime = engine.runtime_by_store_id(store_id)
                if runtime is not None:
                    sessions.by_name[name].set_store(runtime, store)
                    return
            runtime = player.shared.runtime_by_store_id(store_id)
            if runtime is None:
                raise KeyError(f"no agent {store_id!r} in this party")
            sessions.shared.set_store(runtime, store)

    async def read_agent_log(self, store_id: str) -> list[dict[str, Any]]:
        """The ``@debug`` activity records of an agent (by store id) in this conversation."""
        sessions = await self._player.conversations.ensure()
        return sessions.conversation.read_agent_log(store_id)

    def debug_store_ids(self) -> list[str]:
        """Store ids of every agent (members' and shared, grants included) with ``@debug``."""
        return [
            runtime.store_id
            for engine in self._all_engines()
            for runtime in engine.all_runtimes()
            if runtime.debug
        ]

    async def read_requests(self) -> list[dict[str, Any]]:
        """The requests journal (each record names its ``speaker``)."""
        return (await self._player.conversations.ensure()).conversation.read_requests()

"""What :class:`~studio.engine.player.CharacterPlayer` lets a consumer read and set
beside the chat: chat export, the agents' stores and default state, the agent logs
and the requests journal. A part the player holds as ``player.inspect``
(:mod:`studio.engine.player_core`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.engine.macros import export_user_name
from studio.engine.regex_scripts import display_scripts
from studio.engine.variables import VARIABLES_STORE
from studio.storage import atomic_write_json
from studio.storage.chat_export import export_conversation

if TYPE_CHECKING:
    from studio.engine.player_core import PlayerCore

__all__ = ["Inspection"]


class Inspection:
    """Chat export, stores, agent logs and the requests journal of the open character."""

    def __init__(self, player: PlayerCore) -> None:
        self._player = player

    async def export_chat(
        self,
        path: str | Path | None = None,
        *,
        fmt: str | None = None,
        include_logs: bool = False,
        include_reasoning: bool = False,
        conversation_id: str | None = None,
    ) -> str:
        """A conversation as Markdown, HTML, plain text or JSON; returns the text.

        It opens with the conversation's greeting as the character's first message
        (the one its header names, macros expanded for its persona: not an entry, so
        the JSON gives it ``"index": null, "greeting": true``).

        Args:
            path: Where to write it (atomically; the folder must exist). The format
                follows its extension (``.md``, ``.html``, ``.txt``, ``.json``)
                unless ``fmt`` names one.
            fmt: ``"markdown"``, ``"html"``, ``"text"`` or ``"json"`` (default:
                from ``path``, else Markdown).
            include_logs: Also ``studio.log`` and error entries.
            include_reasoning: Also the model's reasoning kept beside replies.
            conversation_id: Another saved conversation (default: the current one).

        Raises:
            ValueError: An unknown format.
            StorageError: No such conversation, or the file cannot be written.
        """
        async with self._player._lock:
            engine = self._player.engine
            current = engine.session.conversation if engine.has_session else None
            return export_conversation(
                self._player.engine.store,
                current,
                character=self._player.package.name,
                conversation_id=conversation_id,
                path=path,
                fmt=fmt,
                include_logs=include_logs,
                include_reasoning=include_reasoning,
                user_name=lambda header: export_user_name(self._player.settings.persona, header),
                greeting=self._player.greeting_for,
                shown=display_scripts(self._player.package, self._player.settings),
            )

    # -- inspection (GUI) -----------------------------------------------------

    async def stores(self) -> dict[str, dict[str, Any]]:
        """Every agent instance's store in this conversation (private grants
        namespaced ``<subAgentId>/<shortId>``); ``{}`` for one not created yet.

        Reading never creates a conversation: with none open, every store is ``{}``.
        """
        if not self._player.engine.has_session:
            return {r.store_id: {} for r in self._player.engine.all_runtimes()}
        session = self._player.engine.session
        runtimes = self._player.engine.all_runtimes()
        stores = {r.store_id: session.peek_store(r.store_id) or {} for r in runtimes}
        # The card macros' variables ({{setvar}}), once the conversation has any.
        variables = session.conversation.load_store(VARIABLES_STORE)
        if variables is not None:
            stores[VARIABLES_STORE] = variables
        return stores

    async def set_store(self, store_id: str, store: dict[str, Any]) -> None:
        """Replace an agent's store (the store inspector's edit)."""
        if not isinstance(store, dict):
            raise TypeError("a store must be a JSON object")
        async with self._player._lock:
            await self._player._ensure_session()
            if store_id == VARIABLES_STORE:
                self._player.engine.session.conversation.save_store(store_id, dict(store))
                return
            runtime = self._player.engine.runtime_by_store_id(store_id)
            if runtime is None:
                raise KeyError(f"no agent {store_id!r} in this character")
            self._player.engine.session.set_store(runtime, store)

    async def save_default_state(self, store_id: str) -> Path:
        """Write the agent's current store as ``{agentId}.agent.json`` in the project,
        every ``toolCallId`` stripped (a private grant's goes under its sub-agent)."""
        async with self._player._lock:
            await self._player._ensure_session()
            runtime = self._player.engine.runtime_by_store_id(store_id)
            if runtime is None:
                raise KeyError(f"no agent {store_id!r} in this character")
            data = self._player.engine.session.default_state_from(runtime)
            target = self._player.package.root / f"{store_id}.agent.json"
            target.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_json(target, data)
            return target

    async def read_agent_log(self, store_id: str) -> list[dict[str, Any]]:
        """The ``@debug`` activity records of an agent in this conversation."""
        if not self._player.engine.has_session:
            return []
        return self._player.engine.session.conversation.read_agent_log(store_id)

    async def read_requests(self) -> list[dict[str, Any]]:
        """The requests journal of this conversation (no keys are ever in it)."""
        self._player._flush_records()
        if not self._player.engine.has_session:
            return []
        return self._player.engine.session.conversation.read_requests()

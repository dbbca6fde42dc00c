"""The players of each user's characters: one :class:`~studio.engine.CharacterPlayer`
per conversation in use, so two conversations progress at once.

The HTTP API names the conversation in every request, and a player has one open
conversation at a time; so :class:`CharacterSlots` keeps, for one user and one
character, a player per conversation (made on first use, kept open) behind a lock
of that conversation only, plus a "lobby" player for the list of conversations.
A reply request for a conversation that is already writing one is refused at once
(:class:`ConversationBusy`) rather than queued behind it: the second tab is told
to wait instead of hanging. Another conversation of the same character is not
held up. Only the players' public methods are used.

Creating, forking and deleting conversations go through the lobby's lock (and,
with ``--database``, the lobby's advisory lock), taken before any conversation's,
so conversation ids never collide across processes and no two locks wait on each
other in a cycle.

Each user's players keep their conversations in that user's folder
(``users/<user>/``), so no request of one user can open another's files.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from studio.engine import CharacterPlayer
from studio.errors import ConversationBusy, NoSuchConversation, ServerError
from studio.server.characters import Character
from studio.server.config import ServerConfig
from studio.server.modeltransport import SharedTransport
from studio.server.pgstore import PgStore
from studio.server.pgsync import LOBBY, CharacterSync, Lease
from studio.server.views import conversation_view
from studio.server.visitorkey import VisitorKeyTransport

__all__ = ["CharacterSlots", "PlayerPool", "PlayerSlot", "TooManyConversations"]


class TooManyConversations(ServerError):
    """The user has as many conversations open on this server as it allows (429)."""

    status = 429


@dataclass(kw_only=True)
class PlayerSlot:
    """One conversation's player."""

    player: CharacterPlayer
    loaded: int = -1  # The conversation's version the player last read (--database).
    replying: bool = False
    used: float = field(default_factory=time.monotonic)


class CharacterSlots:
    """One user's players of one character: a player per conversation in use.

    Args:
        folder: The user's conversations of this character.
        make: Makes a player (in a thread: it checks the package).
        sync: With ``--database``, the folder's locks, pulls and pushes.
        can_open: Awaited before another conversation's player is made: makes
            room (closes the user's least recently used idle player) or raises
            when the user has as many open as the server allows, all busy.
    """

    def __init__(
        self,
        folder: Path,
        make: Callable[[], Awaitable[CharacterPlayer]],
        sync: CharacterSync | None = None,
        can_open: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        self.folder = folder
        self._make = make
        self.sync = sync
        self._can_open = can_open
        self._locks: dict[str, asyncio.Lock] = {}
        self._slots: dict[str, PlayerSlot] = {}
        self._leases: dict[str, Lease | None] = {}
        self._lobby: CharacterPlayer | None = None

    @property
    def open_players(self) -> int:
        return len(self._slots) + (self._lobby is not None)

    def idle(self) -> list[tuple[float, str]]:
        """(last used, conversation) of every player doing nothing now (LOBBY: the lobby's)."""
        found = [
            (slot.used, conv)
            for conv, slot in self._slots.items()
            if not self._lock(conv).locked() and not slot.replying
        ]
        if self._lobby is not None and not self._lock(LOBBY).locked():
            found.append((0.0, LOBBY))
        return found

    async def evict(self, conversation: str) -> bool:
        """Close an idle player (its agent workers stop); False if it is busy now."""
        lock = self._lock(conversation)
        if lock.locked():
            return False
        async with lock:
            if conversation == LOBBY:
                player, self._lobby = self._lobby, None
            else:
                slot = self._slots.pop(conversation, None)
                player = slot.player if slot is not None else None
            if player is not None:
                await player.close()
            return player is not None

    def _lock(self, conversation: str) -> asyncio.Lock:
        return self._locks.setdefault(conversation, asyncio.Lock())

    def replying(self, conversation: str) -> CharacterPlayer | None:
        """The player writing a reply in ``conversation`` now, if one is."""
        slot = self._slots.get(conversation)
        return slot.player if slot is not None and slot.replying else None

    async def _new_player(self) -> CharacterPlayer:
        if self._can_open is not None:
            await self._can_open()
        return await self._make()

    async def _open(self, conversation: str) -> PlayerSlot:
        """The conversation's player with what the folder holds of it open."""
        version = self.sync.version(conversation) if self.sync is not None else 0
        slot = self._slots.get(conversation)
        made = slot is None
        if not (self.folder / f"conversation_{conversation}.jsonl").is_file():
            raise NoSuchConversation(
                f"there is no conversation {conversation} for this character"
            )
        if slot is None:
            slot = PlayerSlot(player=await self._new_player())
        if slot.player.conversation_id != conversation or slot.loaded != version:
            try:
                await slot.player.load_conversation(conversation)
            except BaseException:
                if made:
                    await slot.player.close()
                raise
            slot.loaded = version
        slot.used = time.monotonic()
        self._slots[conversation] = slot
        return slot

    async def enter(self, conversation: str, *, reply: bool = False) -> CharacterPlayer:
        """Take ``conversation``'s player with it open and current; :meth:`leave`
        gives it back.

        Args:
            reply: The operation writes a reply; refused while another one is.

        Raises:
            ConversationBusy: ``reply`` and a reply is already being written there.
            StorageError: No such conversation, or the database is out of reach.
        """
        if reply and self.replying(conversation) is not None:
            raise ConversationBusy(
                "a reply is already being written in this conversation; wait for it to "
                "finish (or stop it), then send again"
            )
        lock = self._lock(conversation)
        await lock.acquire()
        lease = None
        try:
            if self.sync is not None:
                lease = await self.sync.lease(conversation)
                await self.sync.pull(lease, conversation, lease.version)
            slot = await self._open(conversation)
        except BaseException:
            if lease is not None:
                await lease.release()
            lock.release()
            raise
        self._leases[conversation] = lease
        slot.replying = reply
        return slot.player

    async def leave(self, conversation: str) -> None:
        """Store what the operation wrote (``--database``), then let the next one in.

        Raises:
            StorageError: The database refused the write; the next operation
                pushes it again.
        """
        slot = self._slots.get(conversation)
        lease = self._leases.pop(conversation, None)
        try:
            if lease is not None and self.sync is not None:
                try:
                    await self.sync.push(lease, conversation)
                    if slot is not None:
                        slot.loaded = self.sync.version(conversation)
                finally:
                    await lease.release()
        finally:
            if slot is not None:
                slot.replying = False
            self._lock(conversation).release()

    @contextlib.asynccontextmanager
    async def use(self, conversation: str) -> AsyncIterator[CharacterPlayer]:
        """:meth:`enter` and :meth:`leave` around a block that writes no reply."""
        player = await self.enter(conversation)
        try:
            yield player
        finally:
            await self.leave(conversation)

    # -- the lobby: listing, creating, forking, deleting -------------------------

    @contextlib.asynccontextmanager
    async def _lobby_lock(self, *also: str) -> AsyncIterator[Lease | None]:
        """The lobby's lock and ``also``'s, with every conversation pulled that another
        process wrote since (but those being played here: they are current)."""
        held = [self._lock(LOBBY), *(self._lock(c) for c in also)]
        taken: list[asyncio.Lock] = []
        lease = None
        try:
            for lock in held:
                await lock.acquire()
                taken.append(lock)
            if self.sync is not None:
                lease = await self.sync.lease(LOBBY, *also)
                for conversation, version in (await self.sync.changed(lease)).items():
                    lock = self._lock(conversation)
                    if conversation in also:
                        await self.sync.pull(lease, conversation, version)
                    elif not lock.locked():
                        async with lock:
                            await self.sync.pull(lease, conversation, version)
            yield lease
        finally:
            if lease is not None:
                await lease.release()
            for lock in reversed(taken):
                lock.release()

    async def _push(self, lease: Lease | None, *conversations: str) -> None:
        if lease is None or self.sync is None:
            return
        for conversation in conversations:
            await self.sync.push(lease, conversation)
            slot = self._slots.get(conversation)
            if slot is not None:
                slot.loaded = self.sync.version(conversation)

    async def _lobby_player(self) -> CharacterPlayer:
        if self._lobby is None:
            self._lobby = await self._new_player()
        return self._lobby

    async def list(self) -> list[dict[str, Any]]:
        async with self._lobby_lock():
            return await (await self._lobby_player()).list_conversations()

    async def new(
        self, greeting: int | None = None, persona: dict[str, str] | None = None
    ) -> dict[str, Any]:
        """A new conversation with its own player; its view."""
        async with self._lobby_lock() as lease:
            player = await self._new_player()
            try:
                conversation = await player.new_conversation(greeting=greeting, persona=persona)
            except BaseException:
                await player.close()
                raise
            async with self._lock(conversation):
                self._slots[conversation] = PlayerSlot(player=player, loaded=0)
                await self._push(lease, conversation)
                return conversation_view(player)

    async def fork(self, conversation: str, index: int) -> dict[str, Any]:
        """A new conversation holding entries ``0..index`` of ``conversation``; its view.

        The source's player carries on with the fork open; the source gets a new
        player on its next use.
        """
        async with self._lobby_lock(conversation) as lease:
            slot = await self._open(conversation)
            new = await slot.player.fork(index)
            async with self._lock(new):
                del self._slots[conversation]
                self._slots[new] = slot
                await self._push(lease, conversation, new)
                return conversation_view(slot.player)

    async def delete(self, conversation: str) -> None:
        """Delete ``conversation`` (its player closed first, so nothing writes it again).

        Raises:
            StorageError: There is no such conversation.
        """
        async with self._lobby_lock(conversation) as lease:
            slot = self._slots.pop(conversation, None)
            if slot is not None:
                await slot.player.close()
            await (await self._lobby_player()).delete_conversation(conversation)
            await self._push(lease, conversation)

    async def close(self) -> None:
        players = [s.player for s in self._slots.values()] + [self._lobby] * bool(self._lobby)
        self._slots, self._lobby = {}, None
        for player in players:
            if player is not None:
                await player.close()


class PlayerPool:
    """Each user's :class:`CharacterSlots` by (user, character id), closed with the pool.

    Args:
        config: Where users' folders are, which endpoint and model to use, and how
            many players (each with its agent workers) one user may have open.
        transport: An httpx transport for the model client (tests).
        store: ``--database``: where the conversations are kept.
    """

    def __init__(
        self, config: ServerConfig, *, transport: Any = None, store: PgStore | None = None
    ) -> None:
        self._config = config
        self._store = store
        # One connection pool for every player (studio.server.modeltransport).
        self._shared = SharedTransport(transport, config.forward_user_header)
        # Visitors bring their key: every model request takes the key of the request
        # being served (studio.server.visitorkey); the player itself holds none.
        self._transport: Any = (
            VisitorKeyTransport(self._shared) if config.auth == "visitor" else self._shared
        )
        self._slots: dict[tuple[str, str], CharacterSlots] = {}

    def slots(self, user: str, character: Character) -> CharacterSlots:
        key = (user, character.id)
        found = self._slots.get(key)
        if found is None:
            sync = None
            user_dir = self._config.user_dir(user)
            folder = CharacterPlayer.conversations_folder(
                character.package, user_dir, project=False
            )
            if self._store is not None:
                sync = self._store.character_sync(
                    user, folder.relative_to(user_dir).as_posix(), folder
                )

            async def make() -> CharacterPlayer:
                return await asyncio.to_thread(self._make, user, character)

            async def can_open() -> None:
                await self._can_open(user)

            found = CharacterSlots(folder, make, sync, can_open)
            self._slots[key] = found
        return found

    def open_players(self, user: str) -> int:
        """How many players ``user`` has open in this process."""
        return sum(s.open_players for (u, _), s in self._slots.items() if u == user)

    async def _can_open(self, user: str) -> None:
        """Room for one more of ``user``'s players (each with its agent workers):
        the least recently used idle one is closed when they are at the cap."""
        cap = self._config.max_players_per_user
        if cap <= 0:
            return
        mine = [s for (u, _), s in self._slots.items() if u == user]
        while sum(s.open_players for s in mine) >= cap:
            idle = sorted((used, n, conv) for n, s in enumerate(mine) for used, conv in s.idle())
            if not idle:
                raise TooManyConversations(
                    f"you have {cap} conversations busy on this server, the most it allows "
                    "at once; wait for a reply to finish, then try again"
                )
            _used, n, conv = idle[0]
            await mine[n].evict(conv)

    def _make(self, user: str, character: Character) -> CharacterPlayer:
        config = self._config
        folder = config.user_dir(user)
        folder.mkdir(parents=True, exist_ok=True)
        return CharacterPlayer(
            character.package,
            api_key=None if config.auth == "visitor" else config.api_key,
            base_url=config.base_url,
            model=config.model,
            worker_model=config.worker_model,
            data_dir=folder,
            project=False,
            transport=self._transport,
            provider=config.provider,
        )

    async def close(self) -> None:
        slots, self._slots = list(self._slots.values()), {}
        for slot in slots:
            await slot.close()
        await self._shared.close_shared()

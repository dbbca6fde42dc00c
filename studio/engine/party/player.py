"""``PartyPlayer``: several characters in one conversation (docs/PARTY.md).

The :class:`~studio.engine.player.CharacterPlayer` shape for a party: the same
events (each also naming its ``speaker``), conversations and edits, and
``send(text, to=None, private=False)`` returning every reply in order. The
working parts are beside it: :mod:`party` (engines and scopes),
:mod:`party_turns` (who speaks), :mod:`party_prompt` (what a member sees),
:mod:`party_edits` (edits, hooks scoping, inspection),
:mod:`party_manage` (resubmit, conversations, store edits).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from studio.engine.broker import run_response
from studio.engine.core import Engine
from studio.engine.events import MessageEvent
from studio.engine.listeners import Listeners
from studio.engine.party.edits import PartyEditsMixin
from studio.engine.party.events import PartyCallback, PartyEventsMixin
from studio.engine.party.format import LoadedParty, load_party, party_conversations_dir
from studio.engine.party.manage import PartyManageMixin
from studio.engine.party.sessions import MemberEngine, PartySessions
from studio.engine.party.turns import chatter_speaker, resolve_name, responders
from studio.engine.settings import PlayerSettings
from studio.engine.state import ResponseState
from studio.providers import ModelClient, preset_for
from studio.sandbox import SpareWorkers
from studio.sandbox.hostguard import guard_player
from studio.storage import ConversationStore
from studio.web.fetch import WebFetcher

DEFAULT_BASE_URL = "https://api.openai.com/v1"


class PartyPlayer(PartyEventsMixin, PartyManageMixin, PartyEditsMixin):
    """Play a party: several characters answering in one conversation.

    Args:
        party: A ``*.party.json`` path, or an already loaded party.
        api_key: The user's API key (never written anywhere).
        base_url: An OpenAI-compatible endpoint.
        model: The main model for every member (default: each member's
            ``config.json`` model, then the party file's ``model``).
        worker_model: The model for agents' ``callModel`` (default: ``model``,
            then the party file's, then the first member's).
        data_dir: Where party conversations live (default: the user data dir).
        settings: :class:`PlayerSettings` or a dict; one set of budgets for the party.
        transport: An httpx transport for the model client (tests).
        web_fetcher: As for :class:`CharacterPlayer`.
    """

    def __init__(
        self,
        party: str | Path | LoadedParty,
        api_key: str | None = None,
        base_url: str | None = None,
        model: str | None = None,
        worker_model: str | None = None,
        data_dir: str | Path | None = None,
        settings: PlayerSettings | dict[str, Any] | None = None,
        *,
        transport: Any = None,
        web_fetcher: Any = None,
    ) -> None:
        guard_player()  # Non-dumpable before the key arrives; missing sandbox layers logged.
        loaded = party if isinstance(party, LoadedParty) else load_party(party)
        self.party = loaded
        self.settings = PlayerSettings.coerce(settings)
        url = base_url or DEFAULT_BASE_URL
        self._listeners = Listeners()
        self._all: list[PartyCallback] = []
        self._speaking: str | None = None
        self._stopped = False
        self.client = ModelClient(
            base_url=url,
            api_key=api_key,
            preset=preset_for(url),
            transport=transport,
            on_exchange=self._record_exchange,
            reply_deadline=self.settings.reply_deadline_seconds,
            reply_max_bytes=self.settings.reply_max_bytes,
        )
        if web_fetcher is None and self.settings.web_access:
            web_fetcher = WebFetcher()
        self._web_fetcher = web_fetcher
        models = [model or m.package.config.model or loaded.spec.model for m in loaded.members]
        missing = [m.name for m, chosen in zip(loaded.members, models, strict=True) if not chosen]
        if missing:
            raise ValueError(f"no model for {', '.join(missing)}: pass model=...")
        worker = worker_model or model or loaded.spec.model or str(models[0])
        # One set of spare workers for the whole party (its engines share it).
        self._spares = SpareWorkers()
        common = {
            "spares": self._spares,
            "client": self.client,
            "worker_model": worker,
            "settings": self.settings,
            "conversations_dir": party_conversations_dir(
                loaded, Path(data_dir) if data_dir else None
            ),
            "web_fetcher": web_fetcher,
        }
        self.shared = Engine(
            package=loaded.shared,
            main_model=worker,
            emit=lambda ev: self._emit(ev, self._speaking),
            **common,
        )
        self.store: ConversationStore = self.shared.store
        self.engines: dict[str, MemberEngine] = {}
        names = [m.name for m in loaded.members]
        for member, main in zip(loaded.members, models, strict=True):
            self.engines[member.name] = MemberEngine(
                member,
                self.shared,
                [n for n in names if n != member.name],
                main_model=str(main),
                emit=lambda ev, n=member.name: self._emit(ev, n),
                **common,
            )
        self._sessions: PartySessions | None = None
        self._lock = asyncio.Lock()
        self._cancel: asyncio.Event | None = None

    @property
    def names(self) -> list[str]:
        """The members' names in party order."""
        return list(self.engines)

    @property
    def members(self) -> list[dict[str, Any]]:
        """``{name, slug, color, character}`` of each member, in party order."""
        return [
            {"name": m.name, "slug": m.slug, "color": m.color, "character": m.package.name}
            for m in self.party.members
        ]

    # -- playing --------------------------------------------------------------

    @property
    def model(self) -> str:
        """The members' main models (one name when they all use the same)."""
        names = dict.fromkeys(e.main_model for e in self.engines.values())
        return ", ".join(names)

    def set_model(self, model: str) -> None:
        """Every member uses ``model`` for its next replies (``/model NAME``)."""
        if not isinstance(model, str) or not model.strip():
            raise ValueError("a model name is needed, e.g. gpt-4o-mini")
        for engine in self.engines.values():
            engine.main_model = model.strip()

    def stop(self) -> None:
        """Stop the reply being generated (the rest of the round is not asked)."""
        if self._cancel is not None:
            self._cancel.set()

    async def send(
        self, text: str, to: str | list[str] | None = None, private: bool = False
    ) -> list[dict[str, Any]]:
        """Send a user message; returns each reply in order as
        ``{"role": "assistant", "speaker": name, "content": ..., "stopped": ...}``.

        A member's failed turn raises as :meth:`CharacterPlayer.send` does (the
        round ends there; earlier replies were delivered as ``message`` events).

        Args:
            text: The message.
            to: The addressee(s) by name (the GUI's picker); else names in the text,
                else the turn policy.
            private: Only ``to`` (exactly one member) sees the message and its reply.

        Raises:
            ValueError: An unknown member, or a private message without one addressee.
        """
        if not isinstance(text, str):
            raise TypeError("send() takes the user's message as a string")
        wanted = [to] if isinstance(to, str) else list(to or [])
        try:
            addressees = [resolve_name(n, self.names) for n in wanted]
        except KeyError as err:
            raise ValueError(err.args[0]) from None
        if private and len(addressees) != 1:
            raise ValueError("a private message goes to exactly one member: pass to=<name>")
        async with self._lock:
            sessions = await self._ensure_session()
            entry: dict[str, Any] = {"role": "user", "content": text}
            if addressees:
                entry["to"] = addressees
            if private:
                entry["private_to"] = addressees[0]
            index = sessions.conversation.append(entry)
            return await self._answer(index, regenerate=False)

    def _who(self, index: int) -> list[str]:
        entries = self._entries()
        entry = entries[index]
        if entry.get("private_to"):
            return [str(entry["private_to"])]
        return responders(
            text=str(entry.get("content") or ""),
            to=[n for n in entry.get("to") or [] if n in self.engines],
            policy=self.party.spec.turn_policy,
            names=self.names,
            entries=entries[:index],
        )

    async def _answer(self, index: int, *, regenerate: bool) -> list[dict[str, Any]]:
        entry = self._entries()[index]
        text, private = str(entry.get("content") or ""), bool(entry.get("private_to"))
        replies: list[dict[str, Any]] = []
        for name in self._who(index):
            replies.append(await self._turn(name, text, private, regenerate, chatter=False))
            if replies[-1]["stopped"] and self._stopped:
                return replies
        rounds = 0 if private or not replies else self.party.spec.chatter
        last = replies[-1] if replies else None
        for _ in range(rounds):
            if last is None or not last["content"] or self._stopped:
                break
            public = [e for e in self._entries() if not e.get("private_to")]
            joiner = chatter_speaker(
                last_speaker=last["speaker"],
                last_text=last["content"],
                names=self.names,
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
        engine = self.engines[name]
        session = self._require().prepare(engine, private=private, chatter=chatter)
        self._speaking = name
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

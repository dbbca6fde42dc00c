"""``CharacterPlayer``: the public Python API (reference Part 3, decisions §2).

A thin orchestrator: it owns the engine and the conversation lifecycle, and
serialises every operation on one lock so sends are held while edit hooks run.
The working parts are beside it: :mod:`broker`, :mod:`hooks`, :mod:`edits`,
:mod:`callmodel`, :mod:`bridge`.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from studio.engine import continuing, edits
from studio.engine.broker import run_response
from studio.engine.commands import run_command
from studio.engine.core import Engine
from studio.engine.events import (
    ConversationChangedEvent,
    ErrorEvent,
    Event,
    MessageEvent,
    TokenEvent,
    consumer_payload,
)
from studio.engine.listeners import Listeners
from studio.engine.macros import session_greeting
from studio.engine.player_edits import PlayerEdits
from studio.engine.player_greetings import PlayerGreetings, persona_dict
from studio.engine.player_inspect import PlayerInspection
from studio.engine.settings import PlayerSettings
from studio.engine.state import ResponseState
from studio.errors import InstallationError, StorageError, StudioError
from studio.package import CharacterPackage, load_package
from studio.providers import PRESETS, ModelClient, preset_for
from studio.sandbox.hostguard import guard_player
from studio.storage.atomic import write_failure
from studio.storage.conversation import read_header
from studio.storage.migrate import conversations_dir_for
from studio.storage.search import search_conversations
from studio.web.fetch import WebFetcher

log = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://api.openai.com/v1"


def conversation_key(conversation_id: str | int) -> str:
    """A conversation id as a person gives it: ``7``, ``"7"`` and ``"07"`` all mean ``07``.

    Ids are numbers of at least two digits (``01``, ``02``, ... ``100``); a shorter
    number is padded, anything else is passed on unchanged (and refused by the
    store if it is not an id). The terminal's ``--conversation`` and ``/switch``
    read ids by this same rule.
    """
    value = str(conversation_id).strip()
    return value.zfill(2) if value.isdigit() else value


def _turn_os_error(exc: OSError, conversation_path: Path) -> StudioError:
    """An OSError nothing under the turn wrapped, reported as what failed (issue 23).

    The storage layer wraps its own failures; a raw one that names no file (a
    write to an open descriptor) or a file beside the conversation is still a
    storage failure. One naming a file of the installation (a token table, a
    template) is an :class:`InstallationError`; any other file is named, and the
    disk holding the conversation is not blamed.
    """
    name = None if exc.filename is None else os.fsdecode(exc.filename)
    if name is None or Path(name).resolve().is_relative_to(conversation_path.parent.resolve()):
        return write_failure(exc, conversation_path, "the conversation could not be saved")
    if InstallationError.installed(name):
        return InstallationError.unreadable(exc, "the bundled file")
    return StudioError(f"{name} could not be opened during the turn ({exc.strerror or exc})")


class CharacterPlayer(PlayerGreetings, PlayerInspection, PlayerEdits):
    """Play one character package: send messages, get replies, manage conversations.

    Args:
        package: A package folder or zip path, or an already loaded package.
        api_key: The user's API key (never written anywhere by the player).
        base_url: An OpenAI-compatible endpoint.
        model: The main model (default: the package's ``model`` field).
        worker_model: The model for agents' ``callModel`` (default: ``model``).
        data_dir: Where package conversations live (default: the user data dir).
        settings: :class:`PlayerSettings` or a dict with the same keys.
        project: True to keep conversations inside the folder (Studio play-test);
            default: True for a folder, False for a zip.
        transport: An httpx transport for the model client (tests).
        provider: A provider preset key (``"llamacpp"``, ``"openrouter"``, ...);
            guessed from ``base_url`` when None.
        web_fetcher: The ``studio.web.fetch`` implementation to use. By default a
            :class:`WebFetcher` in player mode when ``settings.web_access`` is on,
            otherwise none (every fetch rejects with "not implemented").
    """

    def __init__(
        self,
        package: str | Path | CharacterPackage,
        api_key: str | None = None,
        base_url: str | None = None,
        model: str | None = None,
        worker_model: str | None = None,
        data_dir: str | Path | None = None,
        settings: PlayerSettings | dict[str, Any] | None = None,
        *,
        project: bool | None = None,
        transport: Any = None,
        web_fetcher: Any = None,
        provider: str | None = None,
    ) -> None:
        guard_player()  # Non-dumpable before the key arrives; missing sandbox layers logged.
        pkg = package if isinstance(package, CharacterPackage) else load_package(package)
        self.package = pkg
        self.settings = PlayerSettings.coerce(settings)
        main = model or pkg.config.model
        if not main:
            raise ValueError("no model: pass model=... (the package names none in its config.json)")
        url = base_url or DEFAULT_BASE_URL
        self._listeners = Listeners()
        self._all: list[Callable[[Event], None]] = []
        is_project = (not pkg.is_zip) if project is None else project
        # Keyed by the character's identity, so its next version finds these
        # conversations; folders of the old content-keyed scheme move into place.
        try:
            folder = self.conversations_folder(pkg, data_dir, project=is_project)
        except OSError as exc:  # A read-only or full data folder (issue 14).
            where = Path(exc.filename) if exc.filename else Path(data_dir or ".")
            raise write_failure(
                exc, where / ".", "the conversations folder could not be made"
            ) from None
        self.client = ModelClient(
            base_url=url,
            api_key=api_key,
            preset=PRESETS[provider] if provider in PRESETS else preset_for(url),
            transport=transport,
            on_exchange=self._record_exchange,
            merge_roles=self.settings.merge_roles,
            system_as_user=self.settings.system_as_user,
            reply_deadline=self.settings.reply_deadline_seconds,
            reply_max_bytes=self.settings.reply_max_bytes,
        )
        if web_fetcher is None and self.settings.web_access and not is_project:
            web_fetcher = WebFetcher()
        self.engine = Engine(
            package=pkg,
            client=self.client,
            main_model=main,
            worker_model=worker_model or main,
            settings=self.settings,
            conversations_dir=folder,
            emit=self._emit,
            web_fetcher=web_fetcher,
        )
        self.engine.wants = lambda kind: bool(self._all) or self._listeners.wants(kind)
        self._lock = asyncio.Lock()
        self._cancel: asyncio.Event | None = None
        self._pending_records: list[tuple[Any, dict[str, Any]]] | None = None
        self._flush_handle: asyncio.Handle | None = None

    @staticmethod
    def conversations_folder(
        package: CharacterPackage,
        data_dir: str | Path | None = None,
        *,
        project: bool | None = None,
    ) -> Path:
        """Where this package's conversations live (decisions §3):
        :func:`studio.storage.migrate.conversations_dir_for`."""
        return conversations_dir_for(package, data_dir, project=project)

    # -- events ---------------------------------------------------------------

    def on(self, event: str, callback: Callable[[Any], Any]) -> Callable[[], None]:
        """Subscribe to an event; returns a function that unsubscribes."""
        return self._listeners.add(event, callback)

    def subscribe(self, callback: Callable[[Event], None]) -> Callable[[], None]:
        """Receive every engine event as its :class:`Event` object (GUI bridge, tools).

        Returns a function that unsubscribes. Callbacks run on the engine's loop.
        """
        self._all.append(callback)
        return lambda: self._all.remove(callback)

    def _emit(self, event: Event) -> None:
        for observer in list(self._all):
            try:
                observer(event)
            except Exception:  # an observer must not break the conversation
                log.exception("an event observer raised")
        if not self._listeners.wants(event.type):
            return
        payload: Any
        if isinstance(event, TokenEvent):
            payload = event.text  # the hot path: one call per streamed fragment
        else:
            payload = consumer_payload(event)
        self._listeners.dispatch(event.type, payload)

    def _record_exchange(self, record: dict[str, Any]) -> None:
        if self.engine.has_session:
            session = self.engine.session
            # Lets the request inspector find the request behind an entry, and
            # which history it left out (the context budget).
            record = {**record, "entries_before": len(session.entries)}
            budget = self.engine.budget
            request = record.get("request")
            streamed = isinstance(request, dict) and request.get("stream") is True
            # Only the main chat streams; agents' callModel requests are not budgeted.
            if streamed and budget is not None and budget.last is not None:
                record["context"] = budget.last.summary()
            if self._pending_records is not None:
                # Recording is off the turn's critical path: records made during
                # a response are written, in order, once the reply is reported
                # (see _respond), or before anything reads or closes the journal.
                self._pending_records.append((session.conversation, record))
            else:
                session.conversation.append_request(record)

    def _flush_records(self) -> None:
        """Write queued requests-journal records now, in order."""
        pending, self._pending_records = self._pending_records, None
        if self._flush_handle is not None:
            self._flush_handle.cancel()
            self._flush_handle = None
        for conversation, record in pending or ():
            try:
                conversation.append_request(record)
            except (StorageError, OSError) as exc:
                # Diagnostics only: a record that cannot be written (a closed or
                # deleted conversation, a full disk) must not fail the player, whose
                # turn is already committed; it is reported, not dropped silently.
                log.warning("a requests-journal record could not be written", exc_info=True)
                err = exc if isinstance(exc, StorageError) else write_failure(
                    exc, conversation.path, "the request log could not be written"
                )
                self._emit(ErrorEvent(message=str(err), kind="storage", error=err))
                break

    # -- conversations --------------------------------------------------------

    async def _open(self, conversation: Any) -> None:
        self._flush_records()  # The previous conversation's journal closes now.
        session = self.engine.open_session(conversation)
        await session.start()

    async def _ensure_session(self) -> None:
        if not self.engine.has_session:
            try:
                conversation = self.engine.store.create()
            except OSError as exc:
                raise write_failure(
                    exc, self.engine.store.folder / ".", "a new conversation could not be made"
                ) from None
            await self._open(conversation)

    def _switched(self, reason: str) -> None:
        conv = self.engine.session.conversation
        self._emit(ConversationChangedEvent(conversation_id=conv.id, reason=reason))

    @property
    def conversation_id(self) -> str | None:
        return self.engine.session.conversation.id if self.engine.has_session else None

    async def new_conversation(
        self, greeting: int | None = None, persona: dict[str, str] | None = None
    ) -> str:
        """Start a new conversation (the current one is already saved).

        Args:
            greeting: Which greeting opens it: 0 the intro, N the N-th alternate
                greeting (:meth:`greetings`). Recorded in the conversation header.
            persona: ``{"name", "description"}`` for this conversation only;
                default: the settings' persona.

        Raises:
            ValueError: No such greeting.
        """
        extra: dict[str, Any] = {}
        if greeting is not None:
            self._check_greeting(greeting)
            extra["greeting"] = greeting
        if persona is not None:
            extra["persona"] = persona_dict(persona)
        async with self._lock:
            await self._open(self.engine.store.create(extra=extra))
            self._switched("new")
            return self.engine.session.conversation.id

    def get_conversation(self) -> list[dict[str, Any]]:
        """The current conversation's entries (copies)."""
        if not self.engine.has_session:
            return []
        return [dict(e) for e in self.engine.session.entries]

    async def resume_latest(self) -> str | None:
        """Open the most recently changed conversation, if there is one; its id.

        Creates nothing: with no conversation yet, the first message (or
        :meth:`new_conversation`) creates one.
        """
        async with self._lock:
            if self.engine.has_session:
                return self.engine.session.conversation.id
            infos = self.engine.store.list()
            if not infos:
                return None
            latest = max(infos, key=lambda info: (info.updated, int(info.id)))
            await self._open(self.engine.store.open(latest.id))
            self._switched("load")
            return latest.id

    async def load_conversation(self, conversation_id: str | int) -> None:
        """Open a saved conversation: ``"07"``, or ``"7"`` / ``7`` as ``--conversation 7``.

        Raises:
            StorageError: There is no such conversation, or the id is not one.
        """
        async with self._lock:
            await self._open(self.engine.store.open(conversation_key(conversation_id)))
            self._switched("load")

    async def list_conversations(self) -> list[dict[str, Any]]:
        """Every saved conversation: ``{id, title, created, updated, message_count,
        forked_from, forked_at}``.

        ``message_count`` counts the greeting too, as the chat shows it first: it is
        not an entry (decisions §4), so a conversation holding only its greeting
        counts 1.
        """
        infos = self.engine.store.list()
        return [
            {
                "id": info.id,
                "title": info.title,
                "created": info.created,
                "updated": info.updated,
                "message_count": info.message_count + self._greeting_count(info.id),
                "forked_from": info.forked_from,
                "forked_at": info.forked_at,
            }
            for info in infos
        ]

    def _greeting_count(self, conversation_id: str) -> int:
        """1 when the conversation opens with a greeting, else 0."""
        pkg = self.package
        if not pkg.greetings:  # Every conversation opens with the intro, if any.
            return 1 if pkg.intro.strip() else 0
        try:  # Its header says which greeting: one line read, whatever its length.
            header = read_header(self.engine.store.folder, conversation_id)
        except StorageError:
            header = {}  # Gone or damaged since it was listed; opening it will say so.
        return 1 if session_greeting(pkg, header).strip() else 0

    def search(self, query: str, *, limit: int = 200) -> list[dict[str, Any]]:
        """Messages containing ``query`` (case-insensitive) in every conversation of
        this character, the open one first: ``{conversation_id, title, index, role,
        start, snippet}`` (:mod:`studio.storage.search`)."""
        hits = search_conversations(
            self.engine.store.folder, query, first=self.conversation_id, limit=limit
        )
        return [dataclasses.asdict(hit) for hit in hits]

    async def delete_conversation(self, conversation_id: str) -> None:
        async with self._lock:
            self._flush_records()
            was_open = self.conversation_id == conversation_id
            if was_open:
                self.engine.session.conversation.close()
                self.engine._session = None
            self.engine.store.delete(conversation_id)
            if was_open:
                # No conversation is open now (the next message creates one); "" says so.
                self._emit(ConversationChangedEvent(conversation_id="", reason="delete"))

    async def fork(self, at_index: int) -> str:
        """A new conversation with entries ``0..at_index``, stores and counter copied."""
        async with self._lock:
            await self._ensure_session()
            source = self.engine.session.entries
            edits._check(source, at_index)
            new = self.engine.store.fork(self.engine.session.conversation.id, at_index)
            self._flush_records()
            session = self.engine.open_session(new)
            await session.start()
            deleted, last = edits.removed_ids(source, source[: at_index + 1])
            if session.hooks is not None:
                await session.hooks.after_user_edit(deleted, last)
            self._switched("fork")
            return new.id

    async def clear(self) -> None:
        """Empty the conversation and its stores; the tool-call counter is kept."""
        async with self._lock:
            await self._ensure_session()
            self.engine.session.conversation.clear()
            self.engine.session.forget_cached_stores()
            await self.engine.session.start()
            self._switched("clear")

    async def close(self) -> None:
        """Stop every agent worker and close the model client."""
        self._flush_records()
        await self.engine.close()

    async def __aenter__(self) -> CharacterPlayer:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- playing --------------------------------------------------------------

    @property
    def model(self) -> str:
        """The main model the next reply uses."""
        return self.engine.main_model

    def set_model(self, model: str) -> None:
        """Use ``model`` for the next replies (the terminal's ``/model NAME``).

        The worker model follows when it was the main model (nothing separate chosen).
        """
        if not isinstance(model, str) or not model.strip():
            raise ValueError("a model name is needed, e.g. gpt-4o-mini")
        engine = self.engine
        if engine.worker_model == engine.main_model:
            engine.worker_model = model.strip()
        if engine.main_model != model.strip():
            engine.budget = None  # Another model: its own context size and tokenizer.
        engine.main_model = model.strip()

    def stop(self) -> None:
        """Stop the response being generated; what arrived is kept, marked stopped."""
        if self._cancel is not None:
            self._cancel.set()

    async def send(self, text: str) -> dict[str, Any]:
        """Send a user message; returns ``{"role": "assistant", "content": ..., "stopped": ...}``.

        A user stop (:meth:`stop`) is not a failure: the reply returns with what
        arrived and ``stopped: True``.

        Raises:
            ProviderError: The model endpoint failed (including a stream cut off
                mid-reply, and a model that kept calling tools past the limit).
            StorageError: The conversation could not be written.
            StudioError: Every failure is one; after the ``error`` event, with
                ``partial`` (the reply text that arrived and was kept, ``""`` if
                none) and ``committed`` (the user message and ``partial`` are saved).
        """
        if not isinstance(text, str):
            raise TypeError("send() takes the user's message as a string")
        async with self._lock:
            await self._ensure_session()
            conversation = self.engine.session.conversation
            # Group commit: the user line is written now and made durable by the
            # one fsync that also covers the reply (or by any synced append in
            # between), which _respond awaits before send() returns.
            try:
                try:
                    index = conversation.append({"role": "user", "content": text}, sync=False)
                except OSError as exc:
                    raise write_failure(
                        exc, conversation.path, "the message could not be saved"
                    ) from None
            except StudioError as err:
                err.partial, err.committed = "", False
                self._emit(ErrorEvent(message=str(err), kind="storage", error=err))
                raise
            return await self._respond(index, regenerate=False)

    async def _respond(self, user_index: int, *, regenerate: bool) -> dict[str, Any]:
        """Answer the user message at ``user_index``; raise if the turn failed (§14)."""
        session = self.engine.session
        conversation = session.conversation
        response = ResponseState(
            user_text=str(session.entries[user_index].get("content", "")), regenerate=regenerate
        )
        self._cancel = cancel = asyncio.Event()
        self._flush_records()  # The previous turn's, if they are still queued.
        self._pending_records = []
        raised: StudioError | None = None
        text = ""
        try:
            # The group commit: every change of the turn (the user line, the
            # reply, tool rounds, token totals, toolCallIds, stores) is written
            # at once but fsynced together, once, when the block ends (also
            # after a failure), before the reply is reported.
            with conversation.group_commit():
                if session.hooks is not None:
                    await session.hooks.before_response(response)
                text = await run_response(
                    self.engine,
                    session,
                    response,
                    turn_start=user_index,
                    cancel=cancel,
                    sync_final=False,
                )
                if session.hooks is not None:
                    await session.hooks.after_response(response, text)
        except StudioError as err:  # The disk failed under the turn (StorageError, ...).
            raised = err
        except OSError as exc:  # Not wrapped where it was raised: still typed, as what it is.
            raised = _turn_os_error(exc, conversation.path)
        finally:
            self._cancel = None
            # Written once the reply is out: the next loop iteration, or sooner
            # if anything needs the journal first (_flush_records callers).
            self._flush_handle = asyncio.get_running_loop().call_soon(self._flush_records)
        failure = raised or response.failure
        if failure is not None:
            failure.partial = response.partial
            failure.committed = raised is None
            if isinstance(raised, StorageError) and user_index < len(session.entries):
                # The message itself is in the conversation: sending it again would
                # duplicate it (issue 14); say what to do instead.
                raised.args = (
                    f"{raised.args[0]}. Your message was kept: once the disk is writable, "
                    "regenerate the reply instead of sending the message again",
                )
            if raised is not None:
                # Not reported by the broker: the event goes out before the raise.
                kind = "storage" if isinstance(raised, StorageError) else "error"
                self._emit(ErrorEvent(message=str(raised), kind=kind, error=raised))
            raise failure
        if response.produced:
            self._emit(
                MessageEvent(
                    content=text,
                    stopped=response.stopped,
                    index=len(session.entries) - 1,
                    truncated=response.truncated,
                )
            )
        reply: dict[str, Any] = {"role": "assistant", "content": text, "stopped": response.stopped}
        if response.truncated:
            reply["truncated"] = True
        if response.reasoning:
            reply["reasoning"] = response.reasoning
        return reply

    async def continue_reply(self) -> dict[str, Any]:
        """Extend the last assistant reply (one cut off by the reply cap, or any).

        The model goes on from where the reply ends; what it adds is appended to
        the same entry (``truncated`` is set again if the cap cut it once more).
        Returns ``{"role": "assistant", "content": <the whole reply>, "stopped",
        "truncated"?}``.

        Raises:
            ValueError: The conversation does not end with an assistant reply.
            StudioError: The continuation failed, as :meth:`send` does (``partial``
                is what arrived of it; the reply as it was stays).
        """
        async with self._lock:
            await self._ensure_session()
            session = self.engine.session
            index = continuing.last_reply_index(session.entries)
            if index is None:
                raise ValueError("there is no assistant reply to continue")
            self._cancel = cancel = asyncio.Event()
            self._pending_records = []
            try:
                result = await continuing.continue_reply(self.engine, session, index, cancel)
            finally:
                self._cancel = None
                try:
                    session.conversation.sync()
                finally:
                    self._flush_records()
            if result.failure is not None:
                raise result.failure  # After its error event (decisions §14).
            if result.changed:
                self._emit(
                    MessageEvent(
                        content=result.content,
                        stopped=result.stopped,
                        index=index,
                        truncated=result.truncated,
                    )
                )
                self._switched("continue")
            reply: dict[str, Any] = {
                "role": "assistant",
                "content": result.content,
                "stopped": result.stopped,
            }
            if result.truncated:
                reply["truncated"] = True
            return reply

    def set_provider_options(
        self, *, merge_roles: bool | None = None, system_as_user: bool | None = None
    ) -> None:
        """Change how messages are shaped for this provider from the next request on
        (the fix an ``error`` event's ``offer`` names)."""
        self.client.set_wire(merge_roles=merge_roles, system_as_user=system_as_user)

    def context_status(self) -> dict[str, Any] | None:
        """What the context budget made of the last request (``window``, ``used``,
        ``reserve``, ``history``, ``trimmed``, ``first_sent``, ``counter``), or None
        before the first request."""
        budget = self.engine.budget
        if budget is None or budget.last is None:
            return None
        return {**budget.last.summary(), "source": budget.window.source}

    async def command(self, line: str) -> str | None:
        """Run a direct ``@command``; returns None, or the validation-error string."""
        async with self._lock:
            await self._ensure_session()
            return await run_command(self.engine, self.engine.session, line)

    async def rename_conversation(self, conversation_id: str, title: str) -> None:
        async with self._lock:
            if self.conversation_id == conversation_id:
                self.engine.session.conversation.set_title(title)
            else:
                conversation = self.engine.store.open(conversation_id)
                try:
                    conversation.set_title(title)
                finally:
                    conversation.close()

    # -- user edits -----------------------------------------------------------

"""``CharacterPlayer``: the public Python API (reference Part 3, decisions §2).

A thin orchestrator: it owns the engine and the conversation lifecycle, and
serialises every operation on one lock so sends are held while edit hooks run.
The working parts are beside it: :mod:`broker`, :mod:`hooks`, :mod:`edits`,
:mod:`callmodel`, :mod:`bridge`.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from studio.cards.expressions import character_expressions, choose
from studio.engine import continuing
from studio.engine.approval import Approver, ToolApprovals
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
from studio.engine.mcp_client import McpServerConfig
from studio.engine.mcp_tools import McpTools
from studio.engine.player_conversations import Conversations, conversation_key
from studio.engine.player_edits import ConversationEdits
from studio.engine.player_greetings import Openings
from studio.engine.player_images import ImageAttachments, ImageSource
from studio.engine.player_inspect import Inspection
from studio.engine.player_journal import RequestRecorder
from studio.engine.player_turn import respond
from studio.engine.settings import PlayerSettings
from studio.errors import StudioError
from studio.package import CharacterPackage, load_package
from studio.providers import PRESETS, ModelClient, preset_for
from studio.sandbox.hostguard import guard_player
from studio.storage.atomic import write_failure
from studio.storage.migrate import conversations_dir_for
from studio.web.fetch import WebFetcher

__all__ = ["DEFAULT_BASE_URL", "CharacterPlayer", "conversation_key"]

log = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://api.openai.com/v1"


class CharacterPlayer:
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
        approve: Asks the player before a tool acts (MCP tools; agents with
            ``@api studio.web`` when web access is on): called with an
            :class:`~studio.engine.approval.ApprovalRequest`, sync or async, it
            answers ``"once"``, ``"conversation"``, ``"always"`` or ``"deny"``
            (or True/False). Without it MCP tools are declined and agent tools
            run as ``web_access`` allows.
        tool_policies: ``{tool key: "ask" | "conversation" | "always"}``, the
            player's saved choices (``player.approvals``).
        mcp_servers: The player's MCP servers (:class:`McpServerConfig` or dicts
            with its fields); those offered to this character start on demand and
            stop with the player (docs/TOOLS.md).
        vision: Whether the main model takes images; None (default): the provider
            preset and the model name decide (docs/IMAGES.md). True for a local
            server running a vision model under a name the app does not know.

    The player is the turn itself (:meth:`send`, :meth:`continue_reply`) and the
    parts it holds, each with its own object (style.md: composition):
    ``conversations`` (:class:`Conversations`), ``edits``
    (:class:`ConversationEdits`), ``openings`` (:class:`Openings`: greetings and
    persona), ``inspect`` (:class:`Inspection`: export, stores, logs, journal)
    ``approvals`` (:class:`ToolApprovals`: asking before a tool acts) and
    ``images`` (:class:`ImageAttachments`: images attached to a message).
    Its public methods (decisions §2) hand over to them.
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
        approve: Approver | None = None,
        tool_policies: dict[str, str] | None = None,
        mcp_servers: Sequence[McpServerConfig | dict[str, Any]] | None = None,
        vision: bool | None = None,
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
        self.journal = RequestRecorder(self)
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
            on_exchange=self.journal.record,
            merge_roles=self.settings.merge_roles,
            system_as_user=self.settings.system_as_user,
            reply_deadline=self.settings.reply_deadline_seconds,
            reply_max_bytes=self.settings.reply_max_bytes,
            local_samplers=self.settings.local_samplers,
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
        self.approvals = ToolApprovals(approve=approve, policies=dict(tool_policies or {}))
        self.engine.approvals = self.approvals
        if mcp_servers:
            self.engine.mcp = McpTools(mcp_servers, package_name=pkg.name, taken=pkg.tools)
        self.engine.wants = lambda kind: bool(self._all) or self._listeners.wants(kind)
        self._lock = asyncio.Lock()
        self._cancel: asyncio.Event | None = None
        self.openings = Openings(self)
        self._expressions: dict[str, Path] | None = None  # read at the first expression()
        self.conversations = Conversations(self)
        self.edits = ConversationEdits(self)
        self.inspect = Inspection(self)
        self.engine.vision = vision
        self.images = ImageAttachments(self.engine)

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

    def _flush_records(self) -> None:
        """Write queued requests-journal records now (:meth:`RequestRecorder.flush`)."""
        self.journal.flush()

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

    # -- conversations (``player.conversations``) -----------------------------

    @property
    def conversation_id(self) -> str | None:
        """The open conversation's id (None before the first message)."""
        return self.conversations.current_id

    async def new_conversation(
        self, greeting: int | None = None, persona: dict[str, str] | None = None
    ) -> str:
        """Start a new conversation; its id (:meth:`Conversations.new`)."""
        return await self.conversations.new(greeting, persona)

    def get_conversation(self) -> list[dict[str, Any]]:
        """The current conversation's entries (copies)."""
        return self.conversations.entries()

    async def resume_latest(self) -> str | None:
        """Open the most recently changed conversation (:meth:`Conversations.resume_latest`)."""
        return await self.conversations.resume_latest()

    async def load_conversation(self, conversation_id: str | int) -> None:
        """Open a saved conversation (:meth:`Conversations.load`)."""
        await self.conversations.load(conversation_id)

    async def list_conversations(self) -> list[dict[str, Any]]:
        """Every saved conversation (:meth:`Conversations.saved`)."""
        return self.conversations.saved()

    def search(self, query: str, *, limit: int = 200) -> list[dict[str, Any]]:
        """Messages containing ``query`` in every conversation (:meth:`Conversations.search`)."""
        return self.conversations.search(query, limit=limit)

    async def delete_conversation(self, conversation_id: str) -> None:
        """Delete a saved conversation (:meth:`Conversations.delete`)."""
        await self.conversations.delete(conversation_id)

    async def fork(self, at_index: int) -> str:
        """A new conversation with entries ``0..at_index`` (:meth:`Conversations.fork`)."""
        return await self.conversations.fork(at_index)

    async def clear(self) -> None:
        """Empty the conversation and its stores (:meth:`Conversations.clear`)."""
        await self.conversations.clear()

    async def rename_conversation(self, conversation_id: str, title: str) -> None:
        """Retitle a saved conversation (:meth:`Conversations.rename`)."""
        await self.conversations.rename(conversation_id, title)

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

    async def send(
        self, text: str, images: Sequence[ImageSource] | None = None
    ) -> dict[str, Any]:
        """Send a user message; returns ``{"role": "assistant", "content": ..., "stopped": ...}``.

        ``images`` (bytes or file paths) go with the message to a model that takes
        images (docs/IMAGES.md); they are checked before anything is written.

        A user stop (:meth:`stop`) is not a failure: the reply returns with what
        arrived and ``stopped: True``.

        Raises:
            ImageError: An image is not one, is over 20 MB, or the model does not
                take images; nothing was written or sent.
            ProviderError: The model endpoint failed (including a stream cut off
                mid-reply, and a model that kept calling tools past the limit).
            StorageError: The conversation could not be written.
            StudioError: Every failure is one; after the ``error`` event, with
                ``partial`` (the reply text that arrived and was kept, ``""`` if
                none) and ``committed`` (the user message and ``partial`` are saved).
        """
        if not isinstance(text, str):
            raise TypeError("send() takes the user's message as a string")
        checked = self.images.check(images or [])
        async with self._lock:
            await self._ensure_session()
            conversation = self.engine.session.conversation
            # "at": when it was sent, in seconds since the epoch ({{idle_duration}}).
            entry: dict[str, Any] = {"role": "user", "content": text, "at": round(time.time(), 3)}
            # Group commit: the user line is written now and made durable by the
            # one fsync that also covers the reply (or by any synced append in
            # between), which _respond awaits before send() returns.
            try:
                try:
                    if checked:  # Written (atomically) before the entry that names them.
                        entry["images"] = self.images.store(conversation, checked)
                    index = conversation.append(entry, sync=False)
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
        return await respond(self, user_index, regenerate=regenerate)

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
            self.journal.hold()
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

    # -- user edits (``player.edits``) ------------------------------------------

    async def edit(self, index: int, text: str) -> None:
        """Change an entry's text without answering again (:meth:`ConversationEdits.edit`)."""
        await self.edits.edit(index, text)

    async def delete(self, index: int) -> None:
        """Delete an entry (:meth:`ConversationEdits.delete`)."""
        await self.edits.delete(index)

    async def truncate(self, index: int) -> None:
        """Remove entry ``index`` and everything after it."""
        await self.edits.truncate(index)

    async def reject(self, index: int) -> None:
        """Mark a response unacceptable: kept in the file, never sent again."""
        await self.edits.reject(index)

    async def regenerate(self) -> dict[str, Any]:
        """Answer the last user message again (:meth:`ConversationEdits.regenerate`)."""
        return await self.edits.regenerate()

    async def resubmit(self, index: int, text: str | None = None) -> dict[str, Any]:
        """Answer the user message at ``index`` again (:meth:`ConversationEdits.resubmit`)."""
        return await self.edits.resubmit(index, text)

    async def restore_entries(self, entries: list[dict[str, Any]]) -> None:
        """Undo an edit (:meth:`ConversationEdits.restore_entries`)."""
        await self.edits.restore_entries(entries)

    async def select_alternative(self, index: int, n: int) -> None:
        """Show alternative ``n`` of a response (:meth:`ConversationEdits.select_alternative`)."""
        await self.edits.select_alternative(index, n)

    def alternatives(self, index: int) -> tuple[int, int]:
        """``(shown, count)`` of the response around entry ``index``."""
        return self.edits.alternatives(index)

    # -- greetings and persona (``player.openings``) ----------------------------

    async def set_greeting(self, greeting: int) -> None:
        """Change the open conversation's greeting (:meth:`Openings.set_greeting`)."""
        await self.openings.set_greeting(greeting)

    def greetings(self) -> list[str]:
        """The greetings a new conversation may open with (:meth:`Openings.greetings`)."""
        return self.openings.greetings()

    def greeting_text(self) -> str:
        """The current conversation's greeting as shown and sent."""
        return self.openings.greeting_text()

    def greeting_for(self, header: dict[str, Any]) -> str:
        """The greeting of the conversation with ``header`` (:meth:`Openings.greeting_for`)."""
        return self.openings.greeting_for(header)

    def expression(self) -> dict[str, str] | None:
        """The character's expression picture for its latest message (docs/IMAGES.md).

        ``{"label": "joy", "path": "/…/expressions/joy.png"}`` read from the last
        reply's words (the greeting before any), or None when the character has no
        expression pictures. A party has none.
        """
        if self._expressions is None:
            self._expressions = character_expressions(self.package)
        reply = next(
            (
                str(e.get("content") or "")
                for e in reversed(self.get_conversation())
                if e.get("role") == "assistant" and e.get("content")
            ),
            None,
        )
        label = choose(reply if reply is not None else self.greeting_text(), self._expressions)
        if label is None:
            return None
        return {"label": label, "path": str(self._expressions[label])}

    def persona(self) -> dict[str, Any]:
        """The open conversation's persona (:meth:`Openings.persona`)."""
        return self.openings.persona()

    async def set_persona(self, name: str | None, description: str = "") -> None:
        """Give the conversation its own persona (:meth:`Openings.set_persona`)."""
        await self.openings.set_persona(name, description)

    def authors_note(self) -> dict[str, Any]:
        """The conversation's author's note (:meth:`Openings.authors_note`)."""
        return self.openings.authors_note()

    async def set_authors_note(
        self, text: str, *, depth: int = 4, interval: int = 1, role: str = "system"
    ) -> None:
        """Set the conversation's author's note (:meth:`Openings.set_authors_note`)."""
        await self.openings.set_authors_note(text, depth=depth, interval=interval, role=role)

    # -- export and inspection (``player.inspect``) -----------------------------

    async def export_chat(
        self,
        path: str | Path | None = None,
        *,
        fmt: str | None = None,
        include_logs: bool = False,
        include_reasoning: bool = False,
        conversation_id: str | None = None,
    ) -> str:
        """A conversation as Markdown, HTML, text or JSON (:meth:`Inspection.export_chat`)."""
        return await self.inspect.export_chat(
            path,
            fmt=fmt,
            include_logs=include_logs,
            include_reasoning=include_reasoning,
            conversation_id=conversation_id,
        )

    async def stores(self) -> dict[str, dict[str, Any]]:
        """Every agent instance's store in this conversation (:meth:`Inspection.stores`)."""
        return await self.inspect.stores()

    async def set_store(self, store_id: str, store: dict[str, Any]) -> None:
        """Replace an agent's store (:meth:`Inspection.set_store`)."""
        await self.inspect.set_store(store_id, store)

    async def save_default_state(self, store_id: str) -> Path:
        """Write an agent's store as its default state (:meth:`Inspection.save_default_state`)."""
        return await self.inspect.save_default_state(store_id)

    async def read_agent_log(self, store_id: str) -> list[dict[str, Any]]:
        """The ``@debug`` activity records of an agent in this conversation."""
        return await self.inspect.read_agent_log(store_id)

    async def read_requests(self) -> list[dict[str, Any]]:
        """The requests journal of this conversation (no keys are ever in it)."""
        return await self.inspect.read_requests()

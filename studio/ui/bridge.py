"""The one hop between the engine thread and the GUI thread.

Threading rules (every widget relies on them):

* The engine (a :class:`~studio.engine.CharacterPlayer`, its sandboxes, its model
  client) lives on **one asyncio loop in one background thread**, owned by
  :class:`EngineBridge`. Nothing else touches the player.
* The GUI thread never waits on the engine. It *submits* work with
  :meth:`EngineBridge.submit` (a coroutine factory taking the player) and gets
  the result later through a callback that runs **on the GUI thread**.
* Engine events reach the GUI as :attr:`EngineBridge.event` signals carrying
  plain dicts (``{"type": "token", "text": ...}``, ``{"type": "toolCall", ...}``);
  they cross threads as queued signals, so slots always run on the GUI thread.
* Streamed tokens are coalesced: at most one ``token`` signal per
  :data:`TOKEN_FLUSH_MS` milliseconds carrying all the text that arrived, so a
  fast stream never floods the GUI thread's event queue.
* Stopping a reply calls ``player.stop()`` on the engine loop (thread-safe).
* A question for the player (approve a tool call) goes the other way:
  :meth:`EngineBridge.asker` makes an engine-side coroutine that hands the
  question to a GUI-thread function and awaits the answer it gives back (the
  turn waits; the GUI does not).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import threading
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from studio.engine import CharacterPlayer, Event
from studio.engine.events import TokenEvent

log = logging.getLogger(__name__)

T = TypeVar("T")
TOKEN_FLUSH_MS = 30

PlayerJob = Callable[[CharacterPlayer], Awaitable[Any]]


class EngineBridge(QObject):
    """Runs the engine on its own thread and carries results and events back.

    Signals:
        event(dict): An engine event as a plain dict with a ``type`` key.
        busyChanged(bool): True while a submitted job is running.
        failed(str, str): ``(what, message)`` when a job raised.
        playerChanged(): A new player was opened (or the old one closed).
    """

    # Shadows QObject.event() for Python callers only: PySide dispatches the
    # C++ virtual to Python *functions*, so Qt's own event delivery (queued
    # signals included) is unaffected — tests/ui/test_bridge.py proves it.
    event = Signal(dict)  # type: ignore[assignment]
    busyChanged = Signal(bool)
    failed = Signal(str, str)
    playerChanged = Signal()
    _deliver = Signal(object, object)  # (callback, value) — always queued to the GUI thread
    _tokens = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="engine", daemon=True)
        self._thread.start()
        self._player: CharacterPlayer | None = None
        self._unsubscribe: Callable[[], None] | None = None
        self._running = 0
        self._pending_text: list[str] = []
        self._text_lock = threading.Lock()
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setInterval(TOKEN_FLUSH_MS)
        self._flush.timeout.connect(self._flush_tokens)
        self._deliver.connect(self._on_deliver, Qt.ConnectionType.QueuedConnection)
        self._tokens.connect(self._schedule_flush, Qt.ConnectionType.QueuedConnection)

    @property
    def busy(self) -> bool:
        """True while any engine job is running (what ``busyChanged`` reports)."""
        return self._running > 0

    # -- the engine thread ----------------------------------------------------

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_forever()

    @property
    def player(self) -> CharacterPlayer | None:
        """The open player. Read it on the GUI thread only for immutable facts
        (its package); everything else goes through :meth:`submit`."""
        return self._player

    def submit(
        self,
        job: PlayerJob,
        on_done: Callable[[Any], None] | None = None,
        *,
        what: str = "operation",
        on_error: Callable[[BaseException], None] | None = None,
    ) -> concurrent.futures.Future[Any]:
        """Run ``job(player)`` on the engine loop; ``on_done(result)`` runs on the GUI thread.

        A job that raises emits :attr:`failed` (and calls ``on_error`` if given).
        """
        player = self._player
        if player is None:
            raise RuntimeError("no character is open")
        return self.run(lambda: job(player), on_done, what=what, on_error=on_error)

    def run(
        self,
        factory: Callable[[], Awaitable[Any]],
        on_done: Callable[[Any], None] | None = None,
        *,
        what: str = "operation",
        on_error: Callable[[BaseException], None] | None = None,
    ) -> concurrent.futures.Future[Any]:
        """Run any coroutine factory on the engine loop (no player needed)."""

        async def wrapper() -> Any:
            return await factory()

        self._set_busy(+1)
        future = asyncio.run_coroutine_threadsafe(wrapper(), self._loop)

        def finished(fut: concurrent.futures.Future[Any]) -> None:
            if fut.cancelled():
                self._deliver.emit(self._job_ended, None)
                return
            error = fut.exception()
            if error is not None:
                self._deliver.emit(self._job_failed, (what, error, on_error))
            else:
                self._deliver.emit(self._job_done, (on_done, fut.result()))

        future.add_done_callback(finished)
        return future

    def _set_busy(self, delta: int) -> None:
        before = self._running > 0
        self._running += delta
        after = self._running > 0
        if before != after:
            self.busyChanged.emit(after)

    def _job_ended(self, _value: Any) -> None:
        self._set_busy(-1)

    def _job_done(self, value: tuple[Callable[[Any], None] | None, Any]) -> None:
        self._set_busy(-1)
        self._flush_tokens()
        callback, result = value
        if callback is not None:
            callback(result)

    def _job_failed(self, value: tuple[str, BaseException, Any]) -> None:
        self._set_busy(-1)
        what, error, on_error = value
        log.info("%s failed: %s", what, error)
        self.failed.emit(what, str(error))
        if on_error is not None:
            on_error(error)

    @Slot(object, object)
    def _on_deliver(self, callback: Callable[[Any], None], value: Any) -> None:
        callback(value)

    def call_on_gui(self, callback: Callable[[Any], None], value: Any) -> None:
        """Run ``callback(value)`` on the GUI thread (from any thread)."""
        self._deliver.emit(callback, value)

    def asker(
        self, ask: Callable[[Any, Callable[[Any], None]], object]
    ) -> Callable[[Any], Awaitable[Any]]:
        """An engine-side ``async f(question) -> answer`` that asks on the GUI thread.

        ``ask(question, answer)`` runs on the GUI thread and must call ``answer``
        once (from the GUI thread, at any later time); a second call is ignored.
        """
        loop = self._loop

        async def ask_gui(question: Any) -> Any:
            future: asyncio.Future[Any] = loop.create_future()

            def settle(value: Any) -> None:
                if not future.done():
                    future.set_result(value)

            def answer(value: Any) -> None:
                loop.call_soon_threadsafe(settle, value)

            self._deliver.emit(lambda q: ask(q, answer), question)
            return await future

        return ask_gui

    # -- players --------------------------------------------------------------

    def open_player(
        self,
        factory: Callable[[], CharacterPlayer],
        on_done: Callable[[CharacterPlayer], None] | None = None,
        *,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> concurrent.futures.Future[Any]:
        """Close the open player (if any) and build a new one on the engine thread."""

        async def swap() -> CharacterPlayer:
            await self._close_player()
            player = factory()
            self._unsubscribe = player.subscribe(self._on_engine_event)
            self._player = player
            return player

        def opened(player: CharacterPlayer) -> None:
            self.playerChanged.emit()
            if on_done is not None:
                on_done(player)

        return self.run(swap, opened, what="open the character", on_error=on_error)

    def open_party(
        self,
        factory: Callable[[], Any],
        listener: Callable[[Any, str | None], None],
        on_done: Callable[[Any], None] | None = None,
        *,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> concurrent.futures.Future[Any]:
        """Like :meth:`open_player` for a ``PartyPlayer``, whose ``subscribe`` callbacks
        take ``(event, speaker)``: ``listener`` gets them on the engine thread
        (:class:`~studio.ui.party.relay.PartyEventRelay` carries them over)."""

        async def swap() -> Any:
            await self._close_player()
            player = factory()
            self._unsubscribe = player.subscribe(listener)
            self._player = player
            return player

        def opened(player: Any) -> None:
            self.playerChanged.emit()
            if on_done is not None:
                on_done(player)

        return self.run(swap, opened, what="open the party", on_error=on_error)

    async def _close_player(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self._player is not None:
            player, self._player = self._player, None
            await player.close()

    def stop_reply(self) -> None:
        """Stop the reply being generated (thread-safe, returns at once)."""
        player = self._player
        if player is not None:
            self._loop.call_soon_threadsafe(player.stop)

    def shutdown(self, timeout: float = 10.0) -> None:
        """Close the player and stop the engine thread (called when the app quits)."""
        if not self._thread.is_alive():
            return
        future = asyncio.run_coroutine_threadsafe(self._close_player(), self._loop)
        try:
            future.result(timeout)
        except Exception:  # shutting down: report, never hang the app
            log.exception("closing the player failed")
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout)

    # -- events ---------------------------------------------------------------

    def _on_engine_event(self, event: Event) -> None:
        """Engine thread: forward an event; tokens are batched."""
        if isinstance(event, TokenEvent):
            with self._text_lock:
                first = not self._pending_text
                self._pending_text.append(event.text)
            if first:
                self._tokens.emit()
            return
        payload = event.payload()
        self._deliver.emit(self._emit_event, payload)

    def _emit_event(self, payload: dict[str, Any]) -> None:
        if payload.get("type") in ("message", "toolCall", "error", "agentLog"):
            self._flush_tokens()  # keep order: text that arrived first is shown first
        self.event.emit(payload)

    @Slot()
    def _schedule_flush(self) -> None:
        if not self._flush.isActive():
            self._flush.start()

    @Slot()
    def _flush_tokens(self) -> None:
        with self._text_lock:
            text = "".join(self._pending_text)
            self._pending_text.clear()
        if text:
            self.event.emit({"type": "token", "text": text})

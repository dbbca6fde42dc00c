"""The voice's asyncio loop on a thread of its own.

Speech synthesis and transcription are slow (a subprocess per sentence, an HTTP
upload); they run here, not on the engine's loop (a turn never waits behind a
sentence) and never on the GUI thread. Results come back to the GUI thread
through a queued signal, like :class:`~studio.ui.bridge.EngineBridge`'s.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Awaitable, Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

__all__ = ["VoiceLoop"]


class VoiceLoop(QObject):
    """Runs coroutines on a background loop; callbacks run on the GUI thread."""

    _deliver = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, daemon=True, name="voice-loop"
        )
        self._thread.start()
        self._deliver.connect(
            lambda callback, value: callback(value), Qt.ConnectionType.QueuedConnection
        )

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        return self._loop

    def run(
        self,
        factory: Callable[[], Awaitable[Any]],
        on_done: Callable[[Any], None] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> concurrent.futures.Future[Any]:
        """Run ``factory()`` on the voice loop; ``on_done``/``on_error`` on the GUI thread."""

        async def wrapper() -> Any:
            return await factory()

        future = asyncio.run_coroutine_threadsafe(wrapper(), self._loop)

        def finished(fut: concurrent.futures.Future[Any]) -> None:
            if fut.cancelled():
                return
            error = fut.exception()
            if error is not None:
                if on_error is not None:
                    self._deliver.emit(on_error, error)
            elif on_done is not None:
                self._deliver.emit(on_done, fut.result())

        future.add_done_callback(finished)
        return future

    def call_soon(self, callback: Callable[..., Any], *args: Any) -> None:
        """Call ``callback(*args)`` on the voice loop (thread-safe)."""
        self._loop.call_soon_threadsafe(callback, *args)

    def gui(self, callback: Callable[[Any], None], value: Any) -> None:
        """Hand ``value`` to ``callback`` on the GUI thread (from any thread)."""
        self._deliver.emit(callback, value)

    def shutdown(self, timeout: float = 5.0) -> None:
        """Cancel what runs and stop the thread."""
        if not self._loop.is_running():
            return

        async def cancel_all() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        try:
            asyncio.run_coroutine_threadsafe(cancel_all(), self._loop).result(timeout)
        except (concurrent.futures.TimeoutError, RuntimeError):
            pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout)
        if not self._thread.is_alive():
            self._loop.close()

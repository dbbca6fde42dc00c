"""The requests journal of :class:`~studio.engine.player.CharacterPlayer`: every
model exchange recorded beside the conversation, off the turn's critical path.

Records made during a response are queued and written, in order, once the reply
is reported (the next loop iteration), or sooner when anything reads or closes
the journal (:meth:`RequestRecorder.flush`). A part the player holds as
``player.journal``.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from studio.engine.events import ErrorEvent
from studio.engine.images import without_image_data
from studio.errors import StorageError
from studio.storage.atomic import write_failure

if TYPE_CHECKING:
    from studio.engine.player_core import PlayerCore

__all__ = ["RequestRecorder"]

log = logging.getLogger(__name__)


class RequestRecorder:
    """Writes the model client's exchange records into the open conversation."""

    def __init__(self, player: PlayerCore) -> None:
        self._player = player
        self._pending: list[tuple[Any, dict[str, Any]]] | None = None
        self._handle: asyncio.Handle | None = None

    @property
    def holding(self) -> bool:
        """True while records are queued rather than written (a response runs)."""
        return self._pending is not None

    def record(self, record: dict[str, Any]) -> None:
        """The model client's ``on_exchange``: one request and what came back."""
        engine = self._player.engine
        if not engine.has_session:
            return
        session = engine.session
        # Lets the request inspector find the request behind an entry, and
        # which history it left out (the context budget).
        record = {**record, "entries_before": len(session.entries)}
        request = record.get("request")
        if isinstance(request, dict) and isinstance(request.get("messages"), list):
            # Images are kept once, beside the journal: not again as base64 here.
            record["request"] = request = {
                **request,
                "messages": without_image_data(request["messages"]),
            }
        budget = engine.budget
        streamed = isinstance(request, dict) and request.get("stream") is True
        # Only the main chat streams; agents' callModel requests are not budgeted.
        if streamed and budget is not None and budget.last is not None:
            record["context"] = budget.last.summary()
        if self._pending is not None:
            self._pending.append((session.conversation, record))
        else:
            session.conversation.append_request(record)

    def hold(self) -> None:
        """Queue records from now on (a response starts); earlier ones are written."""
        self.flush()
        self._pending = []

    def flush_soon(self) -> None:
        """Write what is queued on the next loop iteration (the reply is out first)."""
        self._handle = asyncio.get_running_loop().call_soon(self.flush)

    def flush(self) -> None:
        """Write queued records now, in order."""
        pending, self._pending = self._pending, None
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
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
                self._player._emit(ErrorEvent(message=str(err), kind="storage", error=err))
                break

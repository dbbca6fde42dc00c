"""The turn of :class:`~studio.engine.player.CharacterPlayer`: answer one user message
under the group commit, then report the reply or the failure (decisions §14).

Split from ``player.py`` (style.md: a thin orchestrating player): the player calls
:func:`respond` under its lock; this module owns what a turn does and how its
failures are typed and told.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.engine.broker import run_response
from studio.engine.events import ErrorEvent, MessageEvent
from studio.engine.state import ResponseState
from studio.errors import InstallationError, StorageError, StudioError
from studio.storage.atomic import write_failure

if TYPE_CHECKING:
    from studio.engine.player import CharacterPlayer

__all__ = ["respond", "turn_os_error"]


def turn_os_error(exc: OSError, conversation_path: Path) -> StudioError:
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


async def respond(player: CharacterPlayer, user_index: int, *, regenerate: bool) -> dict[str, Any]:
    """Answer the user message at ``user_index`` (the player's lock is held); raise
    if the turn failed, after its ``error`` event (§14)."""
    session = player.engine.session
    conversation = session.conversation
    response = ResponseState(
        user_text=str(session.entries[user_index].get("content", "")), regenerate=regenerate
    )
    player._cancel = cancel = asyncio.Event()
    player.journal.hold()  # The previous turn's records are written first.
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
                player.engine,
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
        raised = turn_os_error(exc, conversation.path)
    finally:
        player._cancel = None
        # Written once the reply is out: the next loop iteration, or sooner
        # if anything needs the journal first (_flush_records callers).
        player.journal.flush_soon()
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
            player._emit(ErrorEvent(message=str(raised), kind=kind, error=raised))
        raise failure
    if response.produced:
        player._emit(
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
    if response.ended:
        reply["ended"] = response.ended
    if response.reasoning:
        reply["reasoning"] = response.reasoning
    return reply

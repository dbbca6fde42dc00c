"""Continue: the model extends the last assistant reply, in the same entry.

Two ways, by provider (``preset.assistant_prefill``):

* **prefill** (llama.cpp): the request ends with the reply itself as the last
  assistant message; the server continues that text token for token, and what
  comes back is appended as it is.
* **instruction** (everyone else, as SillyTavern does): the reply is sent, then
  a short user instruction to go on without repeating; what comes back is
  appended after a space when neither side has one.

The request is the main chat's (budget, preload, samplers, reply cap), with no
tools offered: a continuation is text. No response hooks fire (the response
was already answered; its agents saw it then). The entry keeps its index, so
``studio.history`` indexes do not move.
"""

from __future__ import annotations

import asyncio
import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from studio.engine.broker import build_preload_parts, reply_entry, report_failure, stream_reply
from studio.engine.budgeting import assemble, learn_window
from studio.engine.state import ResponseState
from studio.errors import ContextOverflow, StudioError
from studio.providers.failures import ContextLengthError

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.session import Session

__all__ = ["CONTINUE_PROMPT", "Continued", "continue_reply", "last_reply_index"]

CONTINUE_PROMPT = (
    "[Continue your last reply from exactly where it stops, without repeating any of it.]"
)


@dataclass(frozen=True, kw_only=True)
class Continued:
    """What Continue did.

    Attributes:
        content: The whole reply text now.
        changed: Whether anything was added (or the entry's marks changed).
        stopped: The user stopped it, or it failed (already reported).
        truncated: The reply cap cut it again.
        failure: Why it failed (reported already; the player raises it, decisions
            §14), with ``partial`` and ``committed`` set; None otherwise.
    """

    content: str
    changed: bool
    stopped: bool
    truncated: bool
    failure: StudioError | None = None


def _failed(unchanged: Continued, err: StudioError | None, partial: str) -> Continued:
    if err is None:
        return unchanged
    err.partial, err.committed = partial, True
    return dataclasses.replace(unchanged, failure=err)


def last_reply_index(entries: list[dict[str, Any]]) -> int | None:
    """The entry Continue extends: the last user/assistant entry, if it is an
    assistant reply with text (tool rounds, logs and errors after it are skipped)."""
    for i in range(len(entries) - 1, -1, -1):
        entry = entries[i]
        role = entry.get("role")
        if role == "user":
            return None
        if role == "assistant" and not entry.get("tool_calls") and not entry.get("rejected"):
            return i if entry.get("content") else None
    return None


def _turn_start(entries: list[dict[str, Any]], index: int) -> int:
    for i in range(index, -1, -1):
        if entries[i].get("role") == "user":
            return i
    return index


def _joined(before: str, added: str, *, prefill: bool) -> str:
    if prefill or not before or not added:
        return before + added
    if before[-1].isspace() or added[0].isspace():
        return before + added
    return before + " " + added


async def continue_reply(
    engine: Engine, session: Session, index: int, cancel: asyncio.Event
) -> Continued:
    """Extend entry ``index`` (see the module docstring); failures are reported."""
    entry = session.entries[index]
    before = str(entry.get("content") or "")
    prefill = engine.client.preset.assistant_prefill
    tail = [] if prefill else [{"role": "user", "content": CONTINUE_PROMPT}]
    start = _turn_start(session.entries, index)
    response = ResponseState(user_text=str(session.entries[start].get("content") or ""))
    unchanged = Continued(content=before, changed=False, stopped=True, truncated=False)
    shrunk = False
    while True:
        preload = await build_preload_parts(engine, session, response)
        try:
            prepared = await assemble(engine, session, preload, start, None, tail)
        except ContextOverflow as err:
            engine.report(f"The reply could not be continued: {err}", kind="context", error=err)
            return _failed(unchanged, err, "")
        try:
            # sync_final: a failure's partial text is kept in an entry of its own.
            done = await stream_reply(engine, session, response, prepared, None, cancel)
        except ContextLengthError as err:
            if not shrunk and learn_window(engine, err.window):
                shrunk = True
                continue
            report_failure(engine, session, response, err, True)
            return _failed(unchanged, response.failure, response.partial)
        break
    if done is None:
        return _failed(unchanged, response.failure, response.partial)
    added = reply_entry(done, done.stopped)
    text = str(added["content"])
    updated = dict(session.entries[index])
    updated["content"] = _joined(before, text, prefill=prefill)
    reasoning = "\n\n".join(
        r for r in (str(entry.get("reasoning") or ""), str(added.get("reasoning") or "")) if r
    )
    if reasoning:
        updated["reasoning"] = reasoning
    updated.pop("truncated", None)
    updated.pop("ended", None)
    if added.get("truncated"):
        updated["truncated"] = True
    if added.get("ended"):
        updated["ended"] = added["ended"]
    if done.stopped:
        updated["stopped"] = True
    else:
        updated.pop("stopped", None)
    changed = updated != entry
    if changed:
        session.conversation.update_entry(index, updated)
    return Continued(
        content=str(updated["content"]),
        changed=changed,
        stopped=done.stopped,
        truncated=bool(updated.get("truncated")),
    )

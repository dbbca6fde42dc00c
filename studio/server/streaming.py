"""A reply as Server-Sent Events: the reference's player events, then ``done``.

:func:`stream_turn` runs one reply-writing operation (send, regenerate,
continue) as its own task and forwards what the player emits while it runs:
``token`` (the text), ``message`` (``{role, content, html, ...}``),
``agentLog``/``agentToast`` (the message), ``toolCall`` (``{agentId, toolName,
result, ...}``) and ``error`` (``{message, kind}``). The stream ends with
``done``: the reply object, or ``{"ok": false, "error": ...}``.

The task is not cancelled when the browser goes away: the turn is finished and
saved whatever happens to the connection, so a reload finds it.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import orjson

from studio.engine import CharacterPlayer
from studio.engine.events import ErrorEvent, Event, TokenEvent, consumer_payload
from studio.errors import StudioError
from studio.server.views import shown_html

__all__ = ["EVENTS", "sse", "stream_turn"]

#: The events a stream carries (reference Part 3), then ``done``.
EVENTS = ("message", "token", "agentLog", "agentToast", "toolCall", "error")

_running: set[asyncio.Task[Any]] = set()  # Turns outliving their connection.


def sse(event: str, data: Any) -> bytes:
    """One SSE frame (``data`` as JSON on one line)."""
    return b"event: " + event.encode() + b"\ndata: " + orjson.dumps(data, default=str) + b"\n\n"


def _payload(player: CharacterPlayer, event: Event) -> Any:
    if isinstance(event, TokenEvent):
        return event.text
    if isinstance(event, ErrorEvent):
        return {"message": event.message, "kind": event.kind, "agentId": event.agent_id}
    payload = consumer_payload(event)
    if event.type == "message" and isinstance(payload, dict):
        role = str(payload.get("role") or "assistant")
        payload["html"] = shown_html(player, str(payload.get("content", "")), role)
    return payload


def error_text(err: BaseException) -> str:
    return str(err) or type(err).__name__


async def stream_turn(
    player: CharacterPlayer,
    operation: Callable[[], Awaitable[dict[str, Any]]],
    release: Callable[[], Awaitable[None]],
) -> AsyncIterator[bytes]:
    """Run ``operation`` and yield its events as SSE frames; ``release`` runs after it."""
    queue: asyncio.Queue[bytes | None] = asyncio.Queue()
    errors = {"sent": False}

    def observe(event: Event) -> None:
        if event.type not in EVENTS:
            return
        if event.type == "error":
            errors["sent"] = True
        queue.put_nowait(sse(event.type, _payload(player, event)))

    async def run() -> None:
        unsubscribe = player.subscribe(observe)
        done: dict[str, Any]
        try:
            reply = await operation()
            reply["html"] = shown_html(player, str(reply.get("content", "")), "assistant")
            done = {"ok": True, "reply": reply}
        except (StudioError, ValueError, IndexError) as err:
            if not errors["sent"]:
                kind = "input" if isinstance(err, ValueError | IndexError) else "error"
                queue.put_nowait(sse("error", {"message": error_text(err), "kind": kind}))
            done = {"ok": False, "error": error_text(err)}
        finally:
            unsubscribe()
        try:
            # Stored (with --database) before the reply is acknowledged by ``done``.
            await release()
        except StudioError as err:
            queue.put_nowait(sse("error", {"message": error_text(err), "kind": "storage"}))
            done = {"ok": False, "error": error_text(err)}
        queue.put_nowait(sse("done", done))
        queue.put_nowait(None)

    task = asyncio.create_task(run())
    _running.add(task)
    task.add_done_callback(_running.discard)
    while True:
        frame = await queue.get()
        if frame is None:
            return
        yield frame

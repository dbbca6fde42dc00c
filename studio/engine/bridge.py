"""The host side of the ``studio`` bridge (reference: "The studio bridge object").

Each handler gets the engine, the open session, the :class:`CallMeta` of the
agent call in flight, and the raw JSON parameters the agent passed. Parameters
come from untrusted code: every handler checks them and rejects with a message
the agent author can act on. The sandbox has already enforced ``@api``.
"""

from __future__ import annotations

import copy
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from studio.engine.callmodel import call_model
from studio.engine.events import AgentLogEvent, AgentToastEvent
from studio.engine.state import CallMeta
from studio.errors import BridgeRejected
from studio.web.fetch import NOT_IMPLEMENTED

if TYPE_CHECKING:
    from studio.engine.agents import AgentRuntime
    from studio.engine.core import Engine
    from studio.engine.session import Session

Handler = Callable[["Engine", "Session", CallMeta, list[Any]], Awaitable[Any]]


def _text(value: Any, limit: int = 20_000) -> str:
    text = value if isinstance(value, str) else str(value)
    return text[:limit]


def _reject(meta: CallMeta, message: str) -> BridgeRejected:
    return BridgeRejected(message, agent_id=meta.runtime.agent_id)


async def _log(engine: Engine, session: Session, meta: CallMeta, params: list[Any]) -> None:
    message = _text(params[0] if params else "")
    entry = {"role": "log", "content": message, "agentId": meta.runtime.agent_id}
    index = session.append(entry)
    engine.emit(AgentLogEvent(agent_id=meta.runtime.agent_id, message=message, index=index))


async def _toast(engine: Engine, session: Session, meta: CallMeta, params: list[Any]) -> None:
    message = _text(params[0] if params else "", 2_000)
    engine.emit(AgentToastEvent(agent_id=meta.runtime.agent_id, message=message))


def visible_turns(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """User and assistant entries with text, as ``{role, content, index}`` (decisions §4).

    ``entries`` is what the calling agent may see (:meth:`Session.visible_entries`);
    in a party the indexes are positions in that member's view, so a private
    exchange with another member leaves no gap.
    """
    out = []
    for index, entry in enumerate(entries):
        role = entry.get("role")
        content = entry.get("content")
        if role in ("user", "assistant") and isinstance(content, str) and content:
            out.append({"role": role, "content": content, "index": index})
    return out


async def _search(engine: Engine, session: Session, meta: CallMeta, params: list[Any]) -> Any:
    if not params or not isinstance(params[0], str):
        raise _reject(meta, "studio.history.search(query) needs a string query")
    needle = params[0].casefold()
    turns = visible_turns(session.visible_entries())
    return [t for t in turns if needle in t["content"].casefold()]


async def _range(engine: Engine, session: Session, meta: CallMeta, params: list[Any]) -> Any:
    entries = session.visible_entries()
    length = len(entries)
    start = params[0] if params else 0
    end = params[1] if len(params) > 1 and params[1] is not None else length
    for name, value in (("start", start), ("end", end)):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise _reject(meta, f"studio.history.range(start, end): {name} must be a number")
    lo, hi = max(0, int(start)), min(length, int(end))
    return [t for t in visible_turns(entries) if lo <= t["index"] < hi]


async def _read_file(engine: Engine, session: Session, meta: CallMeta, params: list[Any]) -> Any:
    if not params or not isinstance(params[0], str):
        raise _reject(meta, "studio.context.readFile(name) needs a file name string")
    return engine.package.read_context_file(params[0])


async def _read_store(engine: Engine, session: Session, meta: CallMeta, params: list[Any]) -> Any:
    caller = meta.runtime
    granted = engine.grants.get(caller.agent_id, [])
    if not granted:
        raise _reject(meta, f"{caller.agent_id} has no grants, so it can read no other store")
    if not params or not isinstance(params[0], str):
        raise _reject(meta, "studio.grants.readStore(ref) needs a string reference")
    ref = params[0]
    for runtime in granted:
        if runtime.owner is caller:
            short = runtime.instance.agent_id.rsplit("/", 1)[-1]
            if ref in (short, runtime.instance.implementation):
                return _snapshot(session, runtime)
        elif ref == runtime.agent_id:
            return _snapshot(session, runtime)
    raise _reject(meta, f"{caller.agent_id} has no grant matching {ref!r}")


def _snapshot(session: Session, runtime: AgentRuntime) -> dict[str, Any]:
    """A granted store as saved; before its first use, the store it will start as."""
    saved = session.peek_store(runtime.store_id)
    if saved is not None:
        return saved
    return copy.deepcopy(runtime.instance.default_state or {})


async def _web_fetch(engine: Engine, session: Session, meta: CallMeta, params: list[Any]) -> Any:
    if engine.web_fetcher is None:
        raise _reject(meta, NOT_IMPLEMENTED)
    url = params[0] if params else None
    options = params[1] if len(params) > 1 else None
    try:
        return await engine.web_fetcher.fetch(url, options)
    except Exception as err:  # WebFetchError and transport failures alike
        raise _reject(meta, str(err)) from err


async def _call_model(engine: Engine, session: Session, meta: CallMeta, params: list[Any]) -> Any:
    return await call_model(engine, session, meta, params)


HANDLERS: dict[str, Handler] = {
    "log": _log,
    "toast": _toast,
    "history.search": _search,
    "history.range": _range,
    "context.readFile": _read_file,
    "callModel": _call_model,
    "grants.readStore": _read_store,
    "web.fetch": _web_fetch,
}

"""The broker loop (reference Part 2 "The broker loop", decisions §5–§6).

One call of :func:`run_response` answers one user message: it rebuilds the
preload block, streams the model's reply, dispatches any tool calls to their
agents in the order the model gave them, and goes round again until the model
stops or the request limit is reached. Every entry is appended (and fsynced)
as it happens, so a crash loses at most the entry being written.
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

from studio.engine.events import TokenEvent, ToolCallEvent
from studio.engine.macros import prompt_texts, with_post_history
from studio.engine.prompt import build_messages
from studio.engine.settings import MAX_MODEL_REQUESTS_PER_RESPONSE
from studio.engine.state import ResponseState
from studio.engine.tools import agent_failure, prepare_call, tool_result_text
from studio.errors import ProviderError, SandboxError
from studio.providers import ChatRequest, StreamDone, ToolCall

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.session import Session


async def build_preload(
    engine: Engine, session: Session, response: ResponseState | None
) -> list[str]:
    """Every ``@preload`` agent's ``onLoad`` result, in load order.

    Stores are created (and ``conversationStart`` fired) one at a time in load
    order first; then the ``onLoad`` calls run concurrently, each in its own
    worker touching only its own store, and the results keep load order.
    """
    runtimes = [r for r in session.runtimes if r.preload]
    for runtime in runtimes:
        await session.ensure_store(runtime)
    results = await asyncio.gather(*(_preload_one(engine, session, r) for r in runtimes))
    return [text for text in results if text]


async def _preload_one(engine: Engine, session: Session, runtime: Any) -> str | None:
    try:
        if not await runtime.has_export("onLoad"):
            return None
        result = await session.call_agent(runtime, "onLoad", [], invoked_by="preload")
    except SandboxError as err:
        engine.report(
            f"{runtime.agent_id} could not prepare its preload context: {err.message}",
            kind="agent",
            agent_id=runtime.agent_id,
        )
        return None
    return result.value if isinstance(result.value, str) and result.value else None


def request_messages(
    engine: Engine, session: Session, preload: list[str], turn_start: int
) -> list[dict[str, Any]]:
    """The ``messages`` of one character's request (decisions §5).

    :meth:`Engine.request_messages` calls this; a party member's engine
    assembles its own (:mod:`studio.engine.party.prompt`).
    """
    texts = prompt_texts(
        engine.package, session.conversation.header, engine.settings.persona, preload
    )
    messages = build_messages(
        system_prompt=texts.system_prompt,
        instructions=texts.instructions,
        context_files=texts.context_files,
        preload=texts.preload,
        intro=texts.intro,
        entries=session.entries,
        turn_start=turn_start,
    )
    return with_post_history(messages, texts)


async def run_response(
    engine: Engine,
    session: Session,
    response: ResponseState,
    *,
    turn_start: int,
    cancel: asyncio.Event,
    sync_final: bool = True,
) -> str:
    """Answer the user message at ``turn_start``; returns the final reply text.

    With ``sync_final=False`` the final assistant entry is written but not
    fsynced: the caller must call ``conversation.sync()`` before it reports the
    reply (the player overlaps that fsync with the requests-journal write and
    ``afterResponse``). Tool rounds are always fsynced as they happen.
    """
    final_text = ""
    for request_no in range(MAX_MODEL_REQUESTS_PER_RESPONSE + 1):
        if request_no == MAX_MODEL_REQUESTS_PER_RESPONSE:
            engine.report(
                f"The response was ended after {MAX_MODEL_REQUESTS_PER_RESPONSE} model requests: "
                "the model kept calling tools. Send another message to continue.",
                kind="loop",
            )
            response.stopped = True
            break
        preload = await build_preload(engine, session, response)
        tools = engine.tool_definitions()
        response.tools_offered = response.tools_offered or bool(tools)
        request = ChatRequest(
            model=engine.main_model,
            messages=engine.request_messages(session, preload, turn_start),
            tools=tools or None,
        )
        done = await _stream(engine, session, response, request, cancel, sync_final)
        if done is None:
            break
        if done.stopped:
            if done.content or done.tool_calls:
                _append_assistant(session, response, done.content, True, sync_final)
                final_text = done.content
            response.stopped = True
            break
        if done.tool_calls:
            await _dispatch_round(engine, session, response, done.content, done.tool_calls, cancel)
            if cancel.is_set():
                response.stopped = True
                break
            continue
        _append_assistant(session, response, done.content, False, sync_final)
        final_text = done.content
        break
    return final_text


async def _stream(
    engine: Engine,
    session: Session,
    response: ResponseState,
    request: ChatRequest,
    cancel: asyncio.Event,
    sync_final: bool = True,
) -> StreamDone | None:
    """Stream one model request; None when it failed (already reported)."""
    done: StreamDone | None = None
    try:
        on_text = None
        if engine.wants("token"):
            emit = engine.emit

            def on_text(text: str) -> None:
                emit(TokenEvent(text=text))

        # The callback form: no async-generator round trip and no event object
        # per streamed fragment (ModelClient.stream_text).
        done = await engine.client.stream_text(request, on_text, cancel=cancel)
    except ProviderError as err:
        partial = getattr(err, "partial_content", "") or ""
        if partial:
            _append_assistant(session, response, partial, True, sync_final)
        response.stopped = True
        engine.report(f"The model request failed: {err}", kind="model")
        return None
    if done is not None and done.usage is not None:
        session.conversation.add_model_tokens(
            done.usage.prompt_tokens, done.usage.completion_tokens
        )
    return done


def _append_assistant(
    session: Session,
    response: ResponseState,
    content: str,
    stopped: bool = False,
    sync: bool = True,
) -> int:
    entry: dict[str, Any] = {"role": "assistant", "content": content}
    if stopped:
        entry["stopped"] = True
    response.produced = True
    return session.append(entry, sync=sync)


async def _dispatch_round(
    engine: Engine,
    session: Session,
    response: ResponseState,
    content: str,
    calls: list[ToolCall],
    cancel: asyncio.Event,
) -> None:
    """Append the tool-call round, then dispatch each call in the model's order."""
    prepared = []
    stored_calls = []
    for call in calls:
        owner = engine.tool_owner(call.name)
        check = prepare_call(call.name, call.arguments, owner[1].parameters if owner else None)
        tool_call_id = session.conversation.next_tool_call_id() if check.args is not None else None
        prepared.append((call, owner, check, tool_call_id))
        stored: dict[str, Any] = {
            "id": call.id,
            "type": "function",
            "function": {"name": call.name, "arguments": call.arguments},
        }
        if tool_call_id is not None:
            stored["toolCallId"] = tool_call_id
        stored_calls.append(stored)
    session.append({"role": "assistant", "content": content, "tool_calls": stored_calls})
    response.produced = True
    for call, owner, check, tool_call_id in prepared:
        if cancel.is_set():
            _append_tool(session, call, "Error: the user stopped the response", None, None)
            continue
        if owner is None or check.args is None or tool_call_id is None:
            result = check.error or f"Error: no agent provides the tool {call.name}"
            _append_tool(session, call, result, None, None)
            engine.emit(
                ToolCallEvent(
                    agent_id=None, tool_name=call.name, args=call.arguments, result=result, ok=False
                )
            )
            continue
        await _call_owner(engine, session, response, call, owner, check.args, tool_call_id)


async def _call_owner(
    engine: Engine,
    session: Session,
    response: ResponseState,
    call: ToolCall,
    owner: Any,
    args: dict[str, Any],
    tool_call_id: int,
) -> None:
    runtime, binding = owner
    inner: list[dict[str, Any]] = []
    started = time.perf_counter()
    ok = True
    try:
        result = await session.call_agent(
            runtime,
            "onToolCall",
            [binding.declared_name or call.name, args],
            invoked_by="model",
            response=response,
            tool_call_id=tool_call_id,
            debug_kind="tool",
            debug_name=call.name,
            inner_calls=inner,
        )
        text = tool_result_text(runtime.agent_id, "onToolCall", result.value)
    except SandboxError as err:
        ok = False
        text = agent_failure(runtime.agent_id, err)
    _append_tool(session, call, text, tool_call_id, runtime.agent_id, inner)
    if not ok:
        engine.report(text, kind="agent", agent_id=runtime.agent_id)
    duration = (time.perf_counter() - started) * 1000
    engine.emit(
        ToolCallEvent(
            agent_id=runtime.agent_id,
            tool_name=call.name,
            args=args,
            result=text,
            ok=ok,
            tool_call_id=tool_call_id,
            duration_ms=duration,
        )
    )
    if not ok:
        return
    response.tool_calls.append(
        {"name": call.name, "args": args, "result": text, "toolCallId": tool_call_id}
    )
    if session.hooks is not None:
        payload = {
            "agentId": runtime.agent_id,
            "toolName": call.name,
            "args": args,
            "result": text,
            "toolCallId": tool_call_id,
        }
        await session.hooks.after_tool_call(runtime, payload, response)


def _append_tool(
    session: Session,
    call: ToolCall,
    content: str,
    tool_call_id: int | None,
    agent_id: str | None,
    inner: list[dict[str, Any]] | None = None,
) -> None:
    entry: dict[str, Any] = {
        "role": "tool",
        "tool_call_id": call.id,
        "name": call.name,
        "content": content,
    }
    if tool_call_id is not None:
        entry["toolCallId"] = tool_call_id
    if agent_id is not None:
        entry["agentId"] = agent_id
    if inner:
        entry["innerCalls"] = inner
    session.append(entry)

"""The broker loop (reference Part 2 "The broker loop", decisions §5–§6).

One call of :func:`run_response` answers one user message: it rebuilds the
preload block, streams the model's reply, dispatches any tool calls to their
agents in the order the model gave them, and goes round again until the model
stops or the request limit is reached. Every entry is appended (and fsynced)
as it happens, so a crash loses at most the entry being written.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, TypeVar

from studio.engine.approval import ApprovalRequest, agent_request
from studio.engine.budgeting import (
    Request,
    account,
    assemble,
    ensure_budget,
    learn_window,
    session_texts,
    shape_messages,
    token_ratio,
)
from studio.engine.events import TokenEvent, ToolCallEvent
from studio.engine.macros import with_post_history
from studio.engine.mcp_calls import mcp_request, owner_id, run_mcp_call
from studio.engine.mcp_tools import OfferedTool
from studio.engine.preload import build_preload_parts
from studio.engine.prompt import build_messages, history_messages
from studio.engine.regex_scripts import request_scripts
from studio.engine.settings import MAX_MODEL_REQUESTS_PER_RESPONSE
from studio.engine.state import ResponseState
from studio.engine.tools import agent_failure, prepare_call, tool_result_text
from studio.errors import ContextOverflow, ProviderError, SandboxError
from studio.providers import ChatRequest, StreamDone, ToolCall
from studio.providers.failures import ContextLengthError, RoleAlternationError
from studio.providers.reasoning import ThinkFilter, split_think

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.session import Session

T = TypeVar("T")
STOPPED_RESULT = "Error: the user stopped the response"


async def build_preload(
    engine: Engine, session: Session, response: ResponseState | None
) -> list[str]:
    """Every ``@preload`` agent's ``onLoad`` result, in load order."""
    return [text for _agent, text in await build_preload_parts(engine, session, response)]


def request_messages(
    engine: Engine, session: Session, preload: list[str], turn_start: int
) -> list[dict[str, Any]]:
    """The ``messages`` of one character's request (decisions §5).

    :meth:`Engine.request_messages` calls this; a party member's engine
    assembles its own (:mod:`studio.engine.party.prompt`).
    """
    texts = session_texts(engine, session, preload)
    messages = build_messages(
        system_prompt=texts.system_prompt,
        instructions=texts.instructions,
        context_files=texts.context_files,
        preload=texts.preload,
        intro=texts.intro,
        entries=session.entries,
        turn_start=turn_start,
    )
    head = len(messages) - len(history_messages(session.entries, turn_start))
    scripts = request_scripts(engine.package, engine.settings)
    messages = shape_messages(messages, texts, scripts, head, len(messages))
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
    shrunk = False
    request_no = 0
    # MCP servers start on demand (studio/engine/mcp_tools.py); Stop does not wait for them.
    await _unless_stopped(engine.prepare_tools(), cancel)
    while True:
        if request_no == MAX_MODEL_REQUESTS_PER_RESPONSE:
            message = (
                f"The response was ended after {MAX_MODEL_REQUESTS_PER_RESPONSE} model requests: "
                "the model kept calling tools. Send another message to continue."
            )
            failure = ProviderError(message)
            engine.report(message, kind="loop", error=failure)
            response.stopped = True
            response.failure = failure
            break
        if engine.budget is None:  # the window first: the lorebook's budget is a share of it
            await ensure_budget(engine, engine.request_parts(session, [], turn_start).settle)
        session.context_window = engine.budget.window.tokens if engine.budget else None
        if request_no == 0:
            session.token_ratio = await token_ratio(engine, session, turn_start)
        preload = await build_preload_parts(engine, session, response)
        try:
            prepared = await assemble(
                engine, session, preload, turn_start, engine.tool_definitions() or None
            )
        except ContextOverflow as err:
            response.stopped = True
            response.failure = err
            engine.report(f"The message was not sent: {err}", kind="context", error=err)
            break
        # What the model was offered (a small model may be given none: budgeting).
        tools = prepared.tools
        response.tools_offered = response.tools_offered or bool(tools)
        try:
            done = await stream_reply(
                engine, session, response, prepared, tools, cancel, sync_final
            )
        except ContextLengthError as err:
            # The server's context is smaller than it said (or than the user set):
            # believe the refusal and assemble again, once.
            if not shrunk and learn_window(engine, err.window):
                shrunk = True
                continue
            report_failure(engine, session, response, err, sync_final)
            break
        request_no += 1
        if done is None:
            break
        if done.stopped:
            if done.content or done.tool_calls or done.reasoning:
                final_text = _append_reply(session, response, done, True, sync_final)
            response.stopped = True
            break
        if done.tool_calls:
            content, _thought = split_think(done.content)
            await _dispatch_round(engine, session, response, content, done.tool_calls, cancel)
            if cancel.is_set():
                response.stopped = True
                break
            continue
        final_text = _append_reply(session, response, done, False, sync_final)
        break
    return final_text


def main_request(
    engine: Engine, prepared: Request, tools: list[dict[str, Any]] | None
) -> ChatRequest:
    """The main model's request: the assembled messages, the reply cap, the samplers."""
    return ChatRequest(
        model=engine.main_model,
        messages=prepared.messages,
        tools=tools,
        max_tokens=prepared.max_tokens,
        **engine.settings.samplers(),
    )


async def stream_reply(
    engine: Engine,
    session: Session,
    response: ResponseState,
    prepared: Request,
    tools: list[dict[str, Any]] | None,
    cancel: asyncio.Event,
    sync_final: bool = True,
) -> StreamDone | None:
    """Stream one main-model request and count its tokens; None when it failed
    (already reported, what arrived kept).

    Raises:
        ContextLengthError: The server refused the prompt as too long (the
            caller may trim harder and try again).
    """
    request = main_request(engine, prepared, tools)
    try:
        on_text = None
        if engine.wants("token"):
            emit = engine.emit
            visible = ThinkFilter().feed

            def on_text(text: str) -> None:
                shown = visible(text)
                if shown:
                    emit(TokenEvent(text=shown))

        # The callback form: no async-generator round trip and no event object
        # per streamed fragment (ModelClient.stream_text).
        done = await engine.client.stream_text(request, on_text, cancel=cancel)
    except ContextLengthError:
        raise
    except ProviderError as err:
        report_failure(engine, session, response, err, sync_final)
        return None
    account(engine, session, prepared, done)
    return done


def report_failure(
    engine: Engine,
    session: Session,
    response: ResponseState,
    err: ProviderError,
    sync_final: bool,
) -> None:
    """Keep what arrived of the reply, and say what failed (with a fix to offer)."""
    partial = getattr(err, "partial_content", "") or ""
    reasoning = getattr(err, "partial_reasoning", "") or ""
    if partial or reasoning:
        done = StreamDone(partial, [], None, None, True, reasoning)
        _append_reply(session, response, done, True, sync_final)
    response.stopped = True
    # Decisions §14: the player raises this after the turn is wrapped up.
    response.failure = err
    response.partial = partial
    offer = None
    if isinstance(err, RoleAlternationError) and not getattr(engine.client.wire, err.option):
        offer = err.option
    engine.report(f"The model request failed: {err}", kind="model", offer=offer, error=err)


def reply_entry(done: StreamDone, stopped: bool) -> dict[str, Any]:
    """The assistant entry for a finished (or stopped) reply.

    Inline ``<think>`` blocks and the server's reasoning deltas go to
    ``reasoning`` (never sent back); ``finish_reason "length"`` marks it
    ``truncated`` (Continue can extend it); a reply the client ended itself
    carries ``ended`` (why: a local model's loop).
    """
    content, thought = split_think(done.content)
    entry: dict[str, Any] = {"role": "assistant", "content": content}
    reasoning = "\n\n".join(t for t in (done.reasoning.strip(), thought) if t)
    if reasoning:
        entry["reasoning"] = reasoning
    if stopped:
        entry["stopped"] = True
    if done.finish_reason == "length":
        entry["truncated"] = True
    if done.ended:
        entry["ended"] = done.ended  # e.g. "it began repeating itself" (the loop guard)
    return entry


def _append_reply(
    session: Session,
    response: ResponseState,
    done: StreamDone,
    stopped: bool,
    sync: bool,
) -> str:
    entry = reply_entry(done, stopped)
    response.produced = True
    response.truncated = bool(entry.get("truncated"))
    response.ended = str(entry.get("ended") or "")
    response.reasoning = str(entry.get("reasoning") or "")
    session.append(entry, sync=sync)
    return str(entry["content"])


async def _dispatch_round(
    engine: Engine,
    session: Session,
    response: ResponseState,
    content: str,
    calls: list[ToolCall],
    cancel: asyncio.Event,
) -> None:
    """Append the tool-call round, then dispatch each call in the model's order."""
    prepared: list[tuple[ToolCall, Any, Any, int | None]] = []
    stored_calls = []
    for call in calls:
        agent = engine.tool_owner(call.name)
        external = None if agent else engine.mcp_tool(call.name)
        schema = agent[1].parameters if agent else external.tool.parameters if external else None
        check = prepare_call(call.name, call.arguments, schema)
        tool_call_id = session.conversation.next_tool_call_id() if check.args is not None else None
        prepared.append((call, agent or external, check, tool_call_id))
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
            append_tool(session, call, STOPPED_RESULT, None, None)
            continue
        if owner is None or check.args is None or tool_call_id is None:
            result = check.error or f"Error: no agent provides the tool {call.name}"
            append_tool(session, call, result, None, None)
            engine.emit(
                ToolCallEvent(
                    agent_id=None, tool_name=call.name, args=call.arguments, result=result, ok=False
                )
            )
            continue
        refusal = await _unless_stopped(
            approval_for(engine, session, call.name, check.args, owner), cancel
        )
        if refusal is None:  # Stopped while the player was being asked.
            refusal = STOPPED_RESULT
        if refusal:
            _refuse(engine, session, call, refusal, check.args, tool_call_id, owner)
            continue
        if isinstance(owner, OfferedTool):
            args, call_id = check.args, tool_call_id
            await _call_mcp(engine, session, response, call, owner, args, call_id, cancel)
            continue
        await _call_owner(engine, session, response, call, owner, check.args, tool_call_id, cancel)


async def approval_for(
    engine: Engine, session: Session, name: str, args: dict[str, Any], owner: Any
) -> str:
    """"" when the call may run; otherwise the refusal to send as its result
    (:mod:`studio.engine.approval`)."""
    approvals = engine.approvals
    if approvals is None:
        return ""
    if isinstance(owner, OfferedTool):
        request: ApprovalRequest | None = mcp_request(session, name, args, owner)
    else:
        request = agent_request(engine, session, name, args, owner)
    if request is None:
        return ""
    return await approvals.check(request) or ""


def _refuse(
    engine: Engine,
    session: Session,
    call: ToolCall,
    refusal: str,
    args: dict[str, Any],
    tool_call_id: int,
    owner: Any,
) -> None:
    """A call the player declined (or stopped while asked): its refusal is the result."""
    if isinstance(owner, OfferedTool):
        extra = {"mcpServer": owner.server.name}
        append_tool(session, call, refusal, tool_call_id, None, extra=extra)
    else:
        append_tool(session, call, refusal, tool_call_id, owner[0].agent_id)
    engine.emit(
        ToolCallEvent(
            agent_id=owner_id(owner),
            tool_name=call.name,
            args=args,
            result=refusal,
            ok=False,
            tool_call_id=tool_call_id,
        )
    )


async def _unless_stopped(work: Awaitable[T], cancel: asyncio.Event) -> T | None:
    """``await work``, or None as soon as the user stops the response.

    A stuck agent call is abandoned at once instead of waiting out its sandbox
    limit (8 s, or 120 s): the cancelled request kills the worker (its state is
    unknown) and the agent's store is not saved; the next call starts a fresh one.
    """
    task = asyncio.ensure_future(work)
    if cancel.is_set():
        task.cancel()
    else:
        stop = asyncio.ensure_future(cancel.wait())
        try:
            await asyncio.wait({task, stop}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            stop.cancel()
        if task.done():
            return task.result()
        task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    return None


async def _call_mcp(
    engine: Engine,
    session: Session,
    response: ResponseState,
    call: ToolCall,
    tool: OfferedTool,
    args: dict[str, Any],
    tool_call_id: int,
    cancel: asyncio.Event,
) -> None:
    """Call an MCP server's tool; its answer (or failure) is the tool result."""
    started = time.perf_counter()
    who = owner_id(tool)
    outcome = await _unless_stopped(run_mcp_call(tool, args), cancel)
    text, ok, failed = outcome if outcome is not None else (STOPPED_RESULT, False, False)
    append_tool(session, call, text, tool_call_id, None, extra={"mcpServer": tool.server.name})
    if failed:
        engine.report(text.removeprefix("Error: "), kind="mcp")
    engine.emit(
        ToolCallEvent(
            agent_id=who,
            tool_name=call.name,
            args=args,
            result=text,
            ok=ok,
            tool_call_id=tool_call_id,
            duration_ms=(time.perf_counter() - started) * 1000,
        )
    )
    if ok:
        response.tool_calls.append(
            {"name": call.name, "args": args, "result": text, "toolCallId": tool_call_id}
        )
        if session.hooks is not None:
            # Agents hear of an MCP call as of another agent's (decisions §22): the
            # agentId names the server, so a hook can tell them apart.
            payload = {
                "agentId": who,
                "toolName": call.name,
                "args": args,
                "result": text,
                "toolCallId": tool_call_id,
                "mcpServer": tool.server.name,
            }
            await session.hooks.after_tool_call(None, payload, response)


async def _call_owner(
    engine: Engine,
    session: Session,
    response: ResponseState,
    call: ToolCall,
    owner: Any,
    args: dict[str, Any],
    tool_call_id: int,
    cancel: asyncio.Event,
) -> None:
    runtime, binding = owner
    inner: list[dict[str, Any]] = []
    started = time.perf_counter()
    ok = True
    stopped = False
    try:
        result = await _unless_stopped(
            session.call_agent(
                runtime,
                "onToolCall",
                [binding.declared_name or call.name, args],
                invoked_by="model",
                response=response,
                tool_call_id=tool_call_id,
                debug_kind="tool",
                debug_name=call.name,
                inner_calls=inner,
            ),
            cancel,
        )
        if result is None:
            ok, stopped = False, True
            text = STOPPED_RESULT
        else:
            text = tool_result_text(runtime.agent_id, "onToolCall", result.value)
    except SandboxError as err:
        ok = False
        text = agent_failure(runtime.agent_id, err)
    append_tool(session, call, text, tool_call_id, runtime.agent_id, inner)
    if not ok and not stopped:
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


def append_tool(
    session: Session,
    call: ToolCall,
    content: str,
    tool_call_id: int | None,
    agent_id: str | None,
    inner: list[dict[str, Any]] | None = None,
    *,
    extra: dict[str, Any] | None = None,
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
    if extra:
        entry.update(extra)
    session.append(entry)

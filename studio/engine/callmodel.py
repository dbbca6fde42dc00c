"""``studio.callModel``: one non-streaming model call for an agent, metered.

Metering (reference "Agent token caps", decisions §7): calls whose chain is
rooted in a model decision (``invokedBy`` "model" or "hook", and every round of
a sub-agent's inner loop) count against the user's per-response and
per-conversation caps; calls from ``@`` commands do not. Both caps are checked
before every metered call. A call costs the provider's ``total_tokens``, or
``ceil(characters / 4)`` of prompt plus reply when the provider reports none.

A sub-agent with grants gets the inner loop: its granted tools go with the
request, tool calls are dispatched to the granted agents (each with a
``toolCallId``), and the model is asked again, up to ``maxRounds``. Budgets are
checked between rounds, and an exhausted budget ends the loop with a note.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from studio.engine.state import CallMeta
from studio.engine.tools import agent_failure, prepare_call, tool_result_text
from studio.errors import BridgeRejected, ProviderError, SandboxError
from studio.providers import ChatRequest, Completion

if TYPE_CHECKING:
    from studio.engine.agents import AgentRuntime
    from studio.engine.core import Engine
    from studio.engine.session import Session

ROLES = frozenset({"user", "assistant", "system"})


def _options(meta: CallMeta, params: list[Any]) -> tuple[str, list[dict[str, str]], int, dict]:
    def reject(message: str) -> BridgeRejected:
        return BridgeRejected(message, agent_id=meta.runtime.agent_id)

    system = params[0] if params else ""
    if system is None:
        system = ""
    if not isinstance(system, str):
        raise reject("studio.callModel: systemPrompt must be a string")
    raw = params[1] if len(params) > 1 and params[1] is not None else []
    if not isinstance(raw, list):
        raise reject("studio.callModel: messages must be an array of {role, content}")
    messages = [
        {"role": m["role"], "content": m["content"]}
        for m in raw
        if isinstance(m, dict) and m.get("role") in ROLES and isinstance(m.get("content"), str)
    ]
    max_tokens = params[2] if len(params) > 2 and params[2] is not None else 1024
    if isinstance(max_tokens, bool) or not isinstance(max_tokens, (int, float)):
        raise reject("studio.callModel: maxTokens must be a number")
    max_tokens = max(1, min(8192, int(max_tokens)))
    opts = params[3] if len(params) > 3 and params[3] is not None else {}
    if not isinstance(opts, dict):
        raise reject("studio.callModel: opts must be an object")
    model = opts.get("model", "worker")
    if model is None:
        model = "worker"
    if model not in ("worker", "main"):
        raise reject(
            'studio.callModel: opts.model must be "worker" or "main"; the user picks the '
            "model IDs, so explicit model IDs are not accepted"
        )
    extra: dict[str, Any] = {"model": model}
    for key, name in (("temperature", "temperature"), ("topP", "top_p")):
        value = opts.get(key)
        if value is not None:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise reject(f"studio.callModel: opts.{key} must be a number")
            extra[name] = float(value)
    return system, messages, max_tokens, extra


def check_budget(engine: Engine, session: Session, meta: CallMeta) -> str | None:
    """The reason a metered call may not go ahead, or None when both caps allow it."""
    if not meta.metered:
        return None
    settings = engine.settings
    response = meta.response
    if response is not None and response.agent_tokens >= settings.agent_tokens_per_response:
        return (
            f"Agent token budget exhausted for this response "
            f"({response.agent_tokens:,} of {settings.agent_tokens_per_response:,} tokens used); "
            "the player's settings set this cap"
        )
    spent = int(session.conversation.tokens().get("agent_tokens", 0))
    if spent >= settings.agent_tokens_per_conversation:
        return (
            f"Agent token budget exhausted for this conversation "
            f"({spent:,} of {settings.agent_tokens_per_conversation:,} tokens used); "
            "the player's settings set this cap"
        )
    return None


def _cost(request: ChatRequest, completion: Completion) -> int:
    if completion.usage is not None and completion.usage.total_tokens > 0:
        return completion.usage.total_tokens
    chars = sum(len(str(m.get("content") or "")) for m in request.messages)
    chars += len(completion.content or "")
    chars += sum(len(c.arguments) for c in completion.tool_calls)
    return math.ceil(chars / 4)


def _charge(engine: Engine, session: Session, meta: CallMeta, tokens: int) -> None:
    if not meta.metered:
        return
    if meta.response is not None:
        meta.response.agent_tokens += tokens
    session.conversation.add_agent_tokens(tokens)


async def _complete(engine: Engine, meta: CallMeta, request: ChatRequest) -> Completion:
    try:
        return await engine.client.complete(request)
    except ProviderError as err:
        raise BridgeRejected(
            f"studio.callModel failed: {err}", agent_id=meta.runtime.agent_id
        ) from err


async def call_model(engine: Engine, session: Session, meta: CallMeta, params: list[Any]) -> str:
    """Handle ``studio.callModel(systemPrompt, messages, maxTokens, opts)``."""
    system, messages, max_tokens, extra = _options(meta, params)
    reason = check_budget(engine, session, meta)
    if reason is not None:
        raise BridgeRejected(reason, agent_id=meta.runtime.agent_id)
    model = engine.main_model if extra.pop("model") == "main" else engine.worker_model
    wire: list[dict[str, Any]] = [{"role": "system", "content": system}] if system else []
    wire.extend(messages)
    granted = engine.grants.get(meta.runtime.agent_id, []) if meta.runtime.owner is None else []
    if not granted:
        request = ChatRequest(model=model, messages=wire, max_tokens=max_tokens, **extra)
        completion = await _complete(engine, meta, request)
        _charge(engine, session, meta, _cost(request, completion))
        return completion.content or ""
    return await _inner_loop(engine, session, meta, granted, model, wire, max_tokens, extra)


async def _inner_loop(
    engine: Engine,
    session: Session,
    meta: CallMeta,
    granted: list[AgentRuntime],
    model: str,
    wire: list[dict[str, Any]],
    max_tokens: int,
    extra: dict[str, Any],
) -> str:
    """The sub-agent inner loop with granted tools (reference "Sub-agents and granted tools")."""
    sub = meta.runtime
    owners: dict[str, tuple[AgentRuntime, Any]] = {}
    for runtime in granted:
        for binding in runtime.instance.tools:
            owners.setdefault(binding.name, (runtime, binding))
    tools = [binding.definition for _rt, binding in owners.values()]
    sub_meta = sub.config.get("meta", {}) if isinstance(sub.config, dict) else {}
    max_rounds = max(1, min(10, int(sub_meta.get("maxRounds", 5) or 5)))
    inner_meta = CallMeta(runtime=sub, invoked_by="model", response=meta.response, inner_of=sub)
    last_text = ""
    for round_no in range(max_rounds):
        if round_no > 0:
            reason = check_budget(engine, session, inner_meta)
            if reason is not None:
                return f"{last_text}\n\n[{sub.agent_id} stopped early: {reason}]".strip()
        request = ChatRequest(
            model=model, messages=list(wire), tools=tools or None, max_tokens=max_tokens, **extra
        )
        completion = await _complete(engine, meta, request)
        _charge(engine, session, inner_meta, _cost(request, completion))
        last_text = completion.content or ""
        if not completion.tool_calls:
            return last_text
        wire.append(
            {
                "role": "assistant",
                "content": completion.content or None,
                "tool_calls": [
                    {
                        "id": c.id,
                        "type": "function",
                        "function": {"name": c.name, "arguments": c.arguments},
                    }
                    for c in completion.tool_calls
                ],
            }
        )
        for call in completion.tool_calls:
            result = await _granted_call(engine, session, meta, owners, call.name, call.arguments)
            wire.append({"role": "tool", "tool_call_id": call.id, "content": result})
    note = f"[{sub.agent_id} reached its limit of {max_rounds} rounds]"
    return f"{last_text}\n\n{note}".strip()


async def _granted_call(
    engine: Engine,
    session: Session,
    meta: CallMeta,
    owners: dict[str, tuple[AgentRuntime, Any]],
    name: str,
    arguments: str,
) -> str:
    owner = owners.get(name)
    prepared = prepare_call(name, arguments, owner[1].parameters if owner else None)
    if owner is None or prepared.args is None:
        return prepared.error or f"Error: no agent provides the tool {name}"
    runtime, binding = owner
    tool_call_id = session.conversation.next_tool_call_id()
    record: dict[str, Any] = {
        "agentId": runtime.store_id,
        "name": name,
        "args": prepared.args,
        "toolCallId": tool_call_id,
    }
    try:
        result = await session.call_agent(
            runtime,
            "onToolCall",
            [binding.declared_name or name, prepared.args],
            invoked_by="model",
            response=meta.response,
            tool_call_id=tool_call_id,
            inner_of=meta.runtime,
            debug_kind="tool",
            debug_name=name,
        )
        text = tool_result_text(runtime.store_id, "onToolCall", result.value)
    except SandboxError as err:
        # decisions §6: a failed agent call is also recorded as an error entry.
        text = agent_failure(runtime.store_id, err)
        record["error"] = True
        engine.report(text, kind="agent", agent_id=runtime.store_id)
    record["result"] = text
    if meta.inner_calls is not None:
        meta.inner_calls.append(record)
    return text

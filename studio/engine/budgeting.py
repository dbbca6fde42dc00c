"""The main chat request under the context budget: window, counting, usage.

The broker calls :func:`assemble` for each model request of a turn and
:func:`account` after it. The first call finds the model's context size (the
user's setting, else the server, else the default) and picks the token counter;
both are kept on the engine for the rest of the session (``engine.budget``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from studio.engine.budget import Assembly, ContextBudget, Settle, reply_reserve
from studio.engine.events import ContextEvent
from studio.engine.macros import PromptTexts, prompt_texts, with_post_history
from studio.engine.prompt import (
    build_messages,
    context_block,
    history_messages,
    settled_message,
    system_prompt_text,
)
from studio.providers import StreamDone
from studio.providers.tokens import TokenizerFileError, choose_counter
from studio.providers.window import (
    MIN_WINDOW,
    WindowInfo,
    check_window,
    discover_window,
    known_window,
)

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.session import Session

__all__ = [
    "Parts",
    "Request",
    "account",
    "assemble",
    "character_parts",
    "ensure_budget",
    "learn_window",
    "split_fixed",
]


@dataclass(frozen=True, kw_only=True)
class Request:
    """The messages of one request and the budget's account of them."""

    messages: list[dict[str, Any]]
    assembly: Assembly | None
    max_tokens: int | None


async def ensure_budget(engine: Engine, settle: Settle = settled_message) -> ContextBudget:
    """The engine's budget, made on first use (window found, counter chosen)."""
    if engine.budget is not None:
        return engine.budget
    settings = engine.settings
    window: WindowInfo | None = None
    if settings.context_window is not None:
        try:
            tokens = check_window(settings.context_window, where="your settings")
            window = WindowInfo(tokens=tokens, source="user", detail="set in Settings")
        except ValueError as err:
            engine.report(f"{err}. The server is asked instead.", kind="context")
    if window is None:
        window = await discover_window(engine.client, engine.main_model)
        if window.source == "default":
            known = known_window(engine.main_model)
            if known is not None:
                window = known
    try:
        counter = choose_counter(
            preset_key=engine.client.preset.key,
            model=engine.main_model,
            client=engine.client,
            tokenizer_file=settings.tokenizer_file,
        )
    except TokenizerFileError as err:
        engine.report(f"{err} Tokens are estimated meanwhile.", kind="context")
        counter = choose_counter(
            preset_key=engine.client.preset.key, model=engine.main_model, client=engine.client
        )
    engine.budget = ContextBudget(counter, window, settle)
    return engine.budget


def learn_window(engine: Engine, named: int | None) -> bool:
    """The server refused a prompt as too long: believe it from now on.

    Returns:
        True when the window shrank (the request is worth assembling again).
    """
    budget = engine.budget
    if budget is None:
        return False
    current = budget.window.tokens
    smaller = named if named is not None and MIN_WINDOW <= named < current else current * 3 // 4
    if smaller < MIN_WINDOW:
        return False
    budget.window = WindowInfo(
        tokens=smaller,
        source="learned",
        detail=f"the server refused a longer prompt (it said {current:,} or did not say)",
    )
    return True


@dataclass(frozen=True, kw_only=True)
class Parts:
    """One request's parts around the trimmed history.

    Attributes:
        head: Sent first, never trimmed (system prompt, context, preload, intro).
        turn: The turn in progress, never trimmed.
        tail: Sent after the turn, never trimmed (post-history instructions).
        settle: What an earlier entry sends (None: nothing); the history.
        texts: The package texts as sent (macros expanded), to name the biggest parts.
    """

    head: list[dict[str, Any]]
    turn: list[dict[str, Any]]
    tail: list[dict[str, Any]]
    settle: Settle
    texts: PromptTexts


def character_parts(
    engine: Engine, session: Session, preload: list[str], turn_start: int
) -> Parts:
    """The parts of one character's request (decisions §5, §15-§17): what
    :func:`studio.engine.broker.request_messages` sends, with the history apart."""
    texts = prompt_texts(
        engine.package, session.conversation.header, engine.settings.persona, preload
    )
    # With no history, the request is exactly the parts that are never trimmed: the
    # head, then what follows the history (post-history instructions, decisions §16).
    head, tail = split_fixed(
        with_post_history(
            build_messages(
                system_prompt=texts.system_prompt,
                instructions=texts.instructions,
                context_files=texts.context_files,
                preload=texts.preload,
                intro=texts.intro,
                entries=[],
                turn_start=0,
            ),
            texts,
        )
    )
    entries = session.entries
    turn = history_messages(entries[turn_start:], 0) if turn_start < len(entries) else []
    return Parts(head=head, turn=turn, tail=tail, settle=settled_message, texts=texts)


async def assemble(
    engine: Engine,
    session: Session,
    preload: list[tuple[str, str]],
    turn_start: int,
    tools: list[dict[str, Any]] | None,
    tail: list[dict[str, Any]] | None = None,
) -> Request:
    """The messages of the next main-chat request, trimmed to fit.

    Raises:
        ContextOverflow: The parts never trimmed do not fit (nothing is sent).
    """
    texts = [text for _agent, text in preload]
    parts = engine.request_parts(session, texts, turn_start)
    budget = await ensure_budget(engine, parts.settle)
    texts_sent = parts.texts
    files = texts_sent.context_files
    system = system_prompt_text(texts_sent.system_prompt, texts_sent.instructions)
    labels = [("the system prompt", system)]
    if files:
        labels.append(("the context block's opening sentence", context_block([("", "")])))
    labels += [
        (f"context file {name}" if name else "the persona description", text)
        for name, text in files
    ]
    labels += [
        (f"{agent}'s preload", text)
        for (agent, _raw), text in zip(preload, texts_sent.preload, strict=True)
    ]
    if texts_sent.intro.strip():
        labels.append(("the intro", texts_sent.intro))
    if texts_sent.post_history:
        labels.append(("the post-history instructions", texts_sent.post_history))
    # The player's cap, else the provider's (the built-in small model's is short), else 1,024.
    reserve = reply_reserve(
        engine.settings.max_tokens, budget.window.tokens, engine.client.preset.reply_cap
    )
    assembly = await budget.assemble(
        head=parts.head,
        entries=session.entries,
        turn_start=turn_start,
        turn=parts.turn,
        tail=[*parts.tail, *(tail or [])],
        tools=tools,
        reserve=reserve,
        labels=labels,
    )
    if engine.wants("context"):
        engine.emit(ContextEvent(**assembly.summary(), source=budget.window.source))
    return Request(messages=assembly.messages, assembly=assembly, max_tokens=reserve)


def split_fixed(
    messages: list[dict[str, Any]],
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``(head, tail)`` of a request assembled with no history: the head is the system
    prompt and what follows it up to the next ``system`` message (which, and everything
    after it, is sent after the history)."""
    for i in range(1, len(messages)):
        if messages[i].get("role") == "system":
            return messages[:i], messages[i:]
    return messages, []


def account(engine: Engine, session: Session, request: Request, done: StreamDone) -> None:
    """Add the request's tokens to ``tokens.json``; calibrate the counter.

    A provider that reports no usage gets the budget's count of the prompt and
    of the reply instead, so the totals are never silently 0.
    """
    usage = done.usage
    budget = engine.budget
    if usage is not None and (usage.prompt_tokens or usage.completion_tokens):
        if budget is not None and request.assembly is not None and usage.prompt_tokens:
            budget.observe(request.assembly, usage.prompt_tokens)
        session.conversation.add_model_tokens(usage.prompt_tokens, usage.completion_tokens)
        return
    if request.assembly is not None and budget is not None:
        prompt = request.assembly.used
        completion = budget.calibration.scale(budget.counter.count(done.content + done.reasoning))
    else:
        prompt = math.ceil(sum(len(str(m.get("content") or "")) for m in request.messages) / 4)
        completion = math.ceil(len(done.content) / 4)
    session.conversation.add_model_tokens(prompt, max(completion, 1 if done.content else 0))


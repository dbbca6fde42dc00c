"""The main chat request under the context budget: window, counting, usage.

The broker calls :func:`assemble` for each model request of a turn and
:func:`account` after it. The first call finds the model's context size (the
user's setting, else the server, else the default) and picks the token counter;
both are kept on the engine for the rest of the session (``engine.budget``).
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from studio.engine.budget import Assembly, ContextBudget, Settle, reply_reserve
from studio.engine.events import ContextEvent
from studio.engine.images import with_image_parts
from studio.engine.macro_engine import expand_macros
from studio.engine.macros import PromptTexts, prompt_texts, with_post_history
from studio.engine.notes import insert_notes
from studio.engine.prompt import (
    build_messages,
    context_block,
    history_messages,
    settled_message,
    system_prompt_text,
)
from studio.engine.regex_scripts import WORLD_INFO, ScriptSet, request_scripts
from studio.engine.variables import load_globals, load_variables, save_changes
from studio.providers import StreamDone
from studio.providers.tokens import TokenizerFileError, choose_counter, estimate, message_text
from studio.providers.vision import takes_images
from studio.providers.window import (
    MIN_WINDOW,
    WindowInfo,
    check_window,
    discover_window,
    known_window,
)
from studio.storage.images import images_folder

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
    "session_texts",
    "shape_messages",
    "split_fixed",
    "token_ratio",
]


log = logging.getLogger(__name__)


@dataclass(frozen=True, kw_only=True)
class Request:
    """The messages of one request and the budget's account of them."""

    messages: list[dict[str, Any]]
    assembly: Assembly | None
    max_tokens: int | None
    # The tool definitions sent (None: none; see :func:`offered_tools`).
    tools: list[dict[str, Any]] | None = None


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


def session_texts(engine: Engine, session: Session, preload: list[str]) -> PromptTexts:
    """The package texts of the session's next request, macros expanded with the
    conversation's variables (decisions §21) and its last messages."""
    return prompt_texts(
        engine.package,
        session.conversation.header,
        engine.settings.persona,
        preload,
        entries=session.entries,
        variables=load_variables(session.conversation),
        globals_=load_globals(),
    )


def shape_messages(
    messages: list[dict[str, Any]],
    texts: PromptTexts,
    scripts: ScriptSet,
    head: int,
    stop: int,
) -> list[dict[str, Any]]:
    """The history ``messages[head:stop]`` through the regex scripts, then the notes at
    their depths (decisions §20; docs/CARDS.md)."""
    if scripts:
        messages = scripts.apply_messages(messages, head, stop)
    return insert_notes(messages, texts.notes, head, stop)


#: Below this many estimated tokens the character's texts say too little about
#: the model's tokenizer to scale anything by.
RATIO_MIN_ESTIMATE = 200


async def token_ratio(engine: Engine, session: Session, turn_start: int) -> float | None:
    """The model's tokens per estimated token on the character's own texts (system
    prompt, description, intro: the language its lore is written in), once the
    model's tokenizer counts them; None when only the estimate counts.

    Agents see it as ``context.tokenRatio``: the lorebook's budget, a share of the
    window as SillyTavern counts it with the model's tokenizer, is in estimated
    tokens (UTF-8 bytes / 4), which SmolLM2 takes 2.5 of per Chinese estimate.
    """
    budget = engine.budget
    if budget is None or not budget.counter.exact:
        return None
    head = engine.request_parts(session, [], turn_start).head
    texts = [t for t in (message_text(m) for m in head) if t]
    await budget.counter.prefetch(texts)
    if not budget.counter.exact:  # the server's /tokenize failed meanwhile
        return None
    guessed = sum(estimate(t) for t in texts)
    if guessed < RATIO_MIN_ESTIMATE:
        return None
    real = sum(budget.counter.count(t) for t in texts)
    return round(min(4.0, max(0.25, real / guessed)), 3)


def character_parts(
    engine: Engine, session: Session, preload: list[str], turn_start: int
) -> Parts:
    """The parts of one character's request (decisions §5, §15-§17): what
    :func:`studio.engine.broker.request_messages` sends, with the history apart."""
    texts = session_texts(engine, session, preload)
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
    scripts = request_scripts(engine.package, engine.settings)
    texts = [
        scripts.apply(text, WORLD_INFO) if scripts and _is_lorebook(engine, agent) else text
        for agent, text in preload
    ]
    parts = engine.request_parts(session, texts, turn_start)
    if parts.texts.env is not None:
        save_changes(session.conversation, parts.texts.env)
        for problem in parts.texts.env.problems:
            report_once(engine, session, problem, "macro")
    scripts.expand = _expander(parts.texts)
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
    tools = offered_tools(engine, budget, tools)
    # The player's cap, else the provider's (the built-in small model's is short), else 1,024.
    reserve = reply_reserve(
        engine.settings.max_tokens, budget.window.tokens, engine.client.preset.reply_cap
    )
    notes = [{"role": n.role, "content": n.text} for n in texts_sent.notes]
    labels += [(n.label, n.text) for n in texts_sent.notes]
    assembly = await budget.assemble(
        head=parts.head,
        entries=session.entries,
        turn_start=turn_start,
        turn=parts.turn,
        tail=[*notes, *parts.tail, *(tail or [])],  # the notes counted, then placed
        tools=tools,
        reserve=reserve,
        labels=labels,
    )
    messages = assembly.messages
    stop = len(messages) - len(parts.tail) - len(tail or []) - len(notes)
    messages = messages[:stop] + messages[stop + len(notes) :]
    messages = shape_messages(messages, texts_sent, scripts, len(parts.head), stop)
    for problem in scripts.problems:
        report_once(engine, session, problem, "regex")
    if engine.wants("context"):
        engine.emit(ContextEvent(**assembly.summary(), source=budget.window.source))
    if any("images" in m for m in messages):
        # After the regex scripts (they read text): the images become content parts.
        sees = takes_images(engine.client.preset, engine.main_model, engine.vision)
        folder = images_folder(session.conversation.path)
        messages = with_image_parts(messages, folder, sees=sees)
    return Request(messages=messages, assembly=assembly, max_tokens=reserve, tools=tools)


def offered_tools(
    engine: Engine, budget: ContextBudget, tools: list[dict[str, Any]] | None
) -> list[dict[str, Any]] | None:
    """The tool definitions a request carries: all of them, unless the provider's
    ``tool_share`` says its model cannot use that many (docs/ENGINE.md, "Tools on a
    small model").

    The built-in 135M model seldom calls a tool, recites a long ``<tools>`` block
    (its template renders the definitions into the system prompt), and pays for
    every definition in every prompt; past a share of its window none are sent.
    """
    share = engine.client.preset.tool_share
    if not tools or share is None:
        return tools
    cost = budget.calibration.scale(budget.tools_cost(tools))
    if cost <= budget.window.tokens * share:
        return tools
    if not engine.tools_withheld:
        engine.tools_withheld = True
        log.info(
            "%d tool definitions (%d tokens) are more than the %s model is given "
            "(%.0f%% of its %d-token window): none are sent",
            len(tools), cost, engine.client.preset.label, share * 100, budget.window.tokens,
        )
    return None


def _is_lorebook(engine: Engine, agent_id: str) -> bool:
    return any(
        i.agent_id == agent_id and i.implementation == "studio.lorebook"
        for i in engine.package.agents
    )


def report_once(engine: Engine, session: Session, message: str, kind: str) -> None:
    """Say ``message`` once per conversation (a bad card would say it every request)."""
    said: set[tuple[str, str]] = engine.__dict__.setdefault("_said_once", set())
    key = (session.conversation.id, message)
    if key not in said:
        said.add(key)
        engine.report(message, kind=kind)


def _expander(texts: PromptTexts) -> Any:
    env = texts.env
    if env is None:
        return lambda s: s
    return lambda s: expand_macros(s, env)


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


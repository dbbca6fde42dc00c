"""The context budget: what of the history fits the model's window (decisions §15).

A request is ``head`` (system prompt, context block, preload block, intro: never
trimmed), then the history, then the turn in progress (the user message being
answered and its tool rounds: never trimmed), then ``tail`` (post-history
messages: never trimmed). The history between is trimmed oldest first until

    fixed parts + kept history + tool definitions ≤ window − reply reserve

Nothing here changes the conversation: trimming only chooses what is sent.

Trimming in steps (decisions §19): when the history must be cut, enough of the
oldest messages are dropped to leave room free for :data:`STEP_TURNS` more turns of
the recent size, at least a quarter of the history's room (:data:`HEADROOM_SHARE`)
and at most :data:`HEADROOM_MAX` of it, and that cut point is kept for the following
requests until they no longer fit. Between two steps each request starts with exactly the
previous request's messages, so a server with a prompt cache (llama.cpp) evaluates
only what is new instead of the whole prompt shifted by one message.

Cost: the history's messages are kept in a :class:`HistoryIndex` that is
extended as entries are appended (rebuilt only when the entry list is replaced
by an edit), and each text is counted once (the counters cache per text). One
assembly then walks back from the newest message only as far as the window
reaches, so it costs the same in a 100-entry and a 100,000-entry conversation.
"""

from __future__ import annotations

import json
import math
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from studio.engine.images import image_cost
from studio.engine.prompt import settled_message
from studio.errors import ContextOverflow
from studio.providers.tokens import (
    MESSAGE_OVERHEAD,
    REPLY_PRIMING,
    Calibration,
    TokenCounter,
    message_text,
)
from studio.providers.window import WindowInfo

__all__ = [
    "DEFAULT_MAX_TOKENS",
    "Assembly",
    "ContextBudget",
    "HistoryIndex",
    "reply_reserve",
]

# The reply cap when the user set none and the provider preset names none
# (SillyTavern's default response length is smaller, LM Studio's unlimited; a long
# role-play reply fits in 1,024). The built-in small model's preset names a shorter one.
DEFAULT_MAX_TOKENS = 1024
# On a small window the reply may take at most this share of it, so a 2,048-token
# model still holds the fixed parts and some recent history.
RESERVE_SHARE = 4
# An estimate may be off by a few percent even after calibration: keep that free.
ESTIMATE_MARGIN = 0.05
# A trimming step leaves this share of the history's room free, so the cut point
# stays put for several turns (decisions §19: at least a quarter).
HEADROOM_SHARE = 0.25
# ... and room for this many more turns (user message and reply) of the size of the
# recent ones, so on a small window a step comes every STEP_TURNS turns, not every
# second or third (a quarter of a 2,048 window is two turns of ~190 tokens: 68.6 % of
# the prompt reused; docs/ENGINE.md) ...
STEP_TURNS = 6
# ... but never more than this share, so a step keeps a third of the history's room.
HEADROOM_MAX = 2 / 3
# The newest history messages whose mean size is "the recent size".
RECENT_MESSAGES = 8


def reply_reserve(max_tokens: int | None, window: int, default: int | None = None) -> int:
    """The tokens kept free for the reply (also sent as ``max_tokens``).

    Args:
        max_tokens: The player's reply cap; None (or not positive) for the default.
        window: The model's context size.
        default: The cap when the player set none: the provider preset's
            (``ProviderPreset.reply_cap``, e.g. the built-in small model's), else
            :data:`DEFAULT_MAX_TOKENS`.
    """
    if max_tokens is not None and max_tokens > 0:
        wanted = max_tokens
    else:
        wanted = default if default is not None and default > 0 else DEFAULT_MAX_TOKENS
    return max(16, min(wanted, window // RESERVE_SHARE))


# What an entry of an earlier turn sends (None: nothing); a party member's differs.
Settle = Callable[[dict[str, Any]], dict[str, Any] | None]


class HistoryIndex:
    """The settled history messages of one entry list, kept up to date by appends.

    ``messages[i]`` is what entry ``positions[i]`` sends when it is not part of
    the turn in progress (user and assistant text; rejected responses, tool
    rounds' calls and results, logs and errors send nothing).

    ``costs[i]`` is the raw token cost of ``messages[i]`` once it is known for
    good (None until then; :meth:`ContextBudget._walk` fills it), so a long
    history is not counted again on every request.
    """

    __slots__ = ("_entries", "_seen", "costs", "messages", "positions", "settle", "unchanged")

    def __init__(self, settle: Settle = settled_message) -> None:
        self.settle = settle
        self._entries: list[dict[str, Any]] | None = None
        self._seen = 0
        self.messages: list[dict[str, Any]] = []
        self.positions: list[int] = []
        self.costs: list[int | None] = []
        # How many leading entries the last sync found unchanged (a trimming cut
        # point past them no longer names the same history).
        self.unchanged = 0

    def sync(self, entries: list[dict[str, Any]]) -> None:
        """Take in the entries appended since the last call.

        An edit, a swipe or a cut replaces the list (``Conversation.replace_entries``):
        what it kept unchanged is the same entry objects in the same places (entries
        are never changed in place once stored; an edit copies them), so the messages
        of that common prefix are kept and only the rest is settled again.
        """
        old = self._entries
        if entries is not old:
            keep = 0 if old is None else _same_prefix(old, entries, self._seen)
            cut = bisect_left(self.positions, keep)
            del self.messages[cut:]
            del self.positions[cut:]
            del self.costs[cut:]
            self._entries = entries
            self._seen = keep
        elif len(entries) < self._seen:  # Shrunk in place: nothing stores do, but be safe.
            self._entries = None
            self.sync(entries)
            return
        self.unchanged = self._seen
        messages, positions, costs, settle = self.messages, self.positions, self.costs, self.settle
        for i in range(self._seen, len(entries)):
            message = settle(entries[i])
            if message is not None:
                messages.append(message)
                positions.append(i)
                costs.append(None)
        self._seen = len(entries)

    def before(self, index: int) -> int:
        """How many settled messages come from entries before ``index``."""
        return bisect_left(self.positions, index)


def _same_prefix(old: list[Any], new: list[Any], limit: int) -> int:
    """How many leading entries ``old`` and ``new`` share (by value; shared objects
    compare by identity, in C), looking at most at ``limit``."""
    n = min(len(old), len(new), limit)
    if old[:n] == new[:n]:
        return n
    low, high = 0, n  # old[:low] == new[:low]; old[:high] != new[:high]
    while high - low > 1:
        middle = (low + high) // 2
        if old[low:middle] == new[low:middle]:
            low = middle
        else:
            high = middle
    return low


@dataclass(frozen=True, kw_only=True)
class Assembly:
    """One request's messages and what the budget made of them.

    Attributes:
        messages: The request's ``messages``.
        window: The context size used.
        reserve: Tokens kept for the reply (sent as ``max_tokens``).
        used: Predicted prompt tokens (messages and tool definitions), calibrated.
        raw: The same, uncalibrated (what calibration compares with ``prompt_tokens``).
        history: Settled history messages there are.
        trimmed: How many of them (the oldest) were not sent.
        first_sent: Entry index of the oldest history entry sent (None if none).
        counter: What counted (for the meter's tooltip).
        head: How many messages come before the history (the fixed head).
    """

    messages: list[dict[str, Any]]
    window: int
    reserve: int
    used: int
    raw: int
    history: int
    trimmed: int
    first_sent: int | None
    counter: str
    head: int = 0

    def summary(self) -> dict[str, Any]:
        """A JSON-ready description (requests journal, events)."""
        return {
            "window": self.window,
            "reserve": self.reserve,
            "used": self.used,
            "history": self.history,
            "trimmed": self.trimmed,
            "first_sent": self.first_sent,
            "counter": self.counter,
            "head": self.head,
        }


class ContextBudget:
    """Counts, trims and calibrates for one model.

    Args:
        counter: Counts tokens (cached per text).
        window: The model's context size and where it came from.
    """

    def __init__(
        self, counter: TokenCounter, window: WindowInfo, settle: Settle = settled_message
    ) -> None:
        self.counter = counter
        self.window = window
        self.calibration = Calibration(exact=counter.exact)
        self.index = HistoryIndex(settle)
        # The last request's assembly (the context meter, the requests journal).
        self.last: Assembly | None = None
        # Entry index of the oldest history entry sent since the last trimming step
        # (None: nothing trimmed yet). Kept while what follows it fits (decisions §19).
        self.cut: int | None = None
        # The share of the history's room a trimming step leaves free; 0 trims as
        # little as possible on every request, moving the cut each turn (the old
        # behaviour, which benchmarks/bench_prompt_cache.py compares against).
        self.headroom = HEADROOM_SHARE
        # Turns of the recent size a step leaves room for (0: only ``headroom``, the
        # quarter of the first version of §19, which the benchmark compares against).
        self.step_turns = STEP_TURNS

    def cost(self, message: dict[str, Any]) -> int:
        """Raw tokens of one message, template overhead included."""
        return (
            self.counter.count(message_text(message)) + MESSAGE_OVERHEAD + image_cost(message)
        )

    def tools_cost(self, tools: Sequence[dict[str, Any]] | None) -> int:
        """Raw tokens of the tool definitions (servers render them into the prompt)."""
        if not tools:
            return 0
        text = json.dumps(list(tools), ensure_ascii=False, separators=(",", ":"))
        return self.counter.count(text) + MESSAGE_OVERHEAD

    def _limit(self, reserve: int) -> int:
        """The raw tokens the prompt may hold."""
        room = self.window.tokens - reserve
        if not self.counter.exact:
            room -= math.ceil(self.window.tokens * ESTIMATE_MARGIN)
        return max(0, math.floor(room / self.calibration.factor))

    async def assemble(
        self,
        *,
        head: list[dict[str, Any]],
        entries: list[dict[str, Any]],
        turn_start: int,
        turn: list[dict[str, Any]],
        tail: list[dict[str, Any]],
        tools: list[dict[str, Any]] | None,
        reserve: int,
        labels: list[tuple[str, str]],
    ) -> Assembly:
        """The request's messages within budget.

        Args:
            head: System prompt, context block, preload block, intro.
            entries: The conversation's full entry list (never changed).
            turn_start: Index of the first entry of the turn in progress.
            turn: The messages of the turn in progress (never trimmed).
            tail: Messages after the turn (post-history instructions, Continue's
                instruction).
            tools: Tool definitions offered.
            reserve: Tokens kept for the reply.
            labels: ``(label, text)`` of the fixed parts for an overflow error
                (each context file and preload agent on its own).

        Raises:
            ContextOverflow: The fixed parts alone do not fit; nothing is sent.
        """
        index = self.index
        index.sync(entries)
        if self.cut is not None and index.unchanged < self.cut:
            self.cut = None  # An edit before the cut, or another conversation.
        settled = index.before(turn_start)
        fixed = [*head, *turn, *tail]
        counter = self.counter
        await counter.prefetch(message_text(m) for m in fixed)
        fixed_raw = sum(self.cost(m) for m in fixed) + self.tools_cost(tools) + REPLY_PRIMING
        limit = self._limit(reserve)
        if fixed_raw > limit:
            raise self._overflow(fixed_raw, reserve, labels, turn, tail, tools)
        room = limit - fixed_raw
        first, used = self._choose(index, settled, room)
        near = index.messages[max(0, first - 8) : settled]
        wanted = counter.missing(message_text(m) for m in near)
        if wanted:
            # Counted by the server from now on: choose again with the real counts.
            await counter.prefetch(wanted)
            first, used = self._choose(index, settled, room)
        if first == 0:
            self.cut = None
        else:
            self.cut = index.positions[first] if first < settled else turn_start
        raw = fixed_raw + used
        messages = [*head, *index.messages[first:settled], *turn, *tail]
        self.last = assembly = Assembly(
            messages=messages,
            window=self.window.tokens,
            reserve=reserve,
            used=self.calibration.scale(raw),
            raw=raw,
            history=settled,
            trimmed=first,
            first_sent=index.positions[first] if first < settled else None,
            counter=counter.name,
            head=len(head),
        )
        return assembly

    def _choose(self, index: HistoryIndex, end: int, room: int) -> tuple[int, int]:
        """The first history message sent and the raw tokens of those sent.

        Everything when it fits; else the kept cut point when what follows it still
        fits; else a new step: the newest messages that fit in three quarters of
        ``room`` (decisions §19).
        """
        first, used = self._walk(index, end, room)
        if first == 0 or self.headroom <= 0:
            return first, used
        cut = self.cut
        if cut is not None:
            kept = index.before(cut)
            if first <= kept <= end:
                # What follows the kept cut is part of what fits (the walk reached
                # at least as far back): the same prefix as the last request.
                return kept, self._span(index, kept, end)
        return self._walk(index, end, room - self._headroom(index, end, room))

    def _headroom(self, index: HistoryIndex, end: int, room: int) -> int:
        """The raw tokens a new step leaves free: room for ``step_turns`` turns of the
        size of the newest :data:`RECENT_MESSAGES` history messages (two messages a
        turn), within ``headroom`` .. :data:`HEADROOM_MAX` of ``room``."""
        least = math.ceil(room * self.headroom)
        most = math.floor(room * max(self.headroom, HEADROOM_MAX))
        recent = min(RECENT_MESSAGES, end)
        if recent == 0 or self.step_turns <= 0:
            return least
        turn = 2 * self._span(index, end - recent, end) / recent
        return max(least, min(most, math.ceil(self.step_turns * turn)))

    def _span(self, index: HistoryIndex, first: int, end: int) -> int:
        """Raw tokens of ``index.messages[first:end]`` (costs kept as in :meth:`_walk`)."""
        messages, costs = index.messages, index.costs
        counter = self.counter
        total = 0
        for i in range(first, end):
            step = costs[i]
            if step is None:
                text = message_text(messages[i])
                step = counter.count(text) + MESSAGE_OVERHEAD
                if counter.final(text):
                    costs[i] = step
            total += step
        return total

    def _walk(self, index: HistoryIndex, end: int, room: int) -> tuple[int, int]:
        """Newest first: the first index kept and the raw tokens of those kept.

        Costs the counter will not revise (see :meth:`TokenCounter.final`) are
        kept in ``index.costs``: the next walk over the same history only adds.
        """
        messages, costs = index.messages, index.costs
        counter = self.counter
        used = 0
        first = end
        while first > 0:
            step = costs[first - 1]
            if step is None:
                text = message_text(messages[first - 1])
                step = counter.count(text) + MESSAGE_OVERHEAD + image_cost(messages[first - 1])
                if counter.final(text):
                    costs[first - 1] = step
            if used + step > room:
                break
            used += step
            first -= 1
        return first, used

    def observe(self, assembly: Assembly, prompt_tokens: int) -> None:
        """Calibrate from the provider's reported ``prompt_tokens``."""
        self.calibration.observe(assembly.raw, prompt_tokens)

    def _overflow(
        self,
        fixed_raw: int,
        reserve: int,
        labels: list[tuple[str, str]],
        turn: list[dict[str, Any]],
        tail: list[dict[str, Any]],
        tools: list[dict[str, Any]] | None,
    ) -> ContextOverflow:
        scale = self.calibration.scale
        parts = [(label, scale(self.counter.count(text))) for label, text in labels]
        if turn:
            parts.append(("the message being answered", scale(sum(self.cost(m) for m in turn))))
        if tail:
            after = scale(sum(self.cost(m) for m in tail))
            parts.append(("the messages after the history", after))
        if tools:
            parts.append(("the agents' tool definitions", scale(self.tools_cost(tools))))
        parts.sort(key=lambda p: p[1], reverse=True)
        biggest = ", ".join(f"{label} ({tokens:,} tokens)" for label, tokens in parts[:3])
        window = self.window.tokens
        return ContextOverflow(
            f"what must be sent takes about {scale(fixed_raw):,} tokens, but the model's context "
            f"holds {window:,} ({self.window.source}) with {reserve:,} kept for the reply. "
            f"Biggest parts: {biggest}. Shorten them, lower the reply length, or choose a model "
            "with a larger context; no request was sent.",
            window=window,
            reserve=reserve,
            parts=parts,
        )

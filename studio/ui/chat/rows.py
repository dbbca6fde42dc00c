"""Displayable chat rows built from conversation entries (no Qt here).

The conversation (decisions §4) holds user, assistant, tool, log and error
entries. The chat shows:

* user and assistant text as messages (rejected ones greyed and struck,
  stopped ones marked);
* a tool round (an assistant entry with ``tool_calls`` and its ``tool``
  results, possibly several rounds in a row) as **one compact row**,
  "used tools: a, b x2", because the raw arguments and results belong in the
  agent log, not in the story;
* ``log`` entries inline, visually distinct; ``error`` entries inline with what
  to do about them;
* the package intro as a first row that is not an entry.

A response with alternatives (swipes, :mod:`studio.engine.swipes`) carries
``swipe = (shown, count)`` on its last row (on the user row when the shown
alternative is empty), where the chat draws ‹ n/m ›.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from studio.engine.swipes import ALTERNATIVES, swipes_at
from studio.ui.i18n import QT_TRANSLATE_NOOP, translate

_ids = itertools.count(1)

#: What the user can do about each kind of error (ErrorEvent.kind), and the buttons of
#: the error card that do it (:mod:`studio.ui.chat.error_card`): every action a hint
#: names has its button. A card in the last response also offers Regenerate.
ERROR_HELP: dict[str, tuple[str, tuple[str, ...]]] = {
    "model": (
        QT_TRANSLATE_NOOP("ErrorCard", "Check the endpoint and API key in Settings."),
        ("settings",),
    ),
    "agent": (
        QT_TRANSLATE_NOOP("ErrorCard", "An agent failed; see the Agent log for details."),
        ("agent_log",),
    ),
    "hook": (
        QT_TRANSLATE_NOOP("ErrorCard", "An agent's hook failed; see the Agent log for details."),
        ("agent_log",),
    ),
    "budget": (
        QT_TRANSLATE_NOOP(
            "ErrorCard", "A token cap was reached; raise the caps in Settings to go on."
        ),
        ("settings",),
    ),
    "loop": (
        QT_TRANSLATE_NOOP(
            "ErrorCard",
            "The tool-call limit for one reply was reached; your next message continues "
            "from here.",
        ),
        (),
    ),
    "storage": (
        QT_TRANSLATE_NOOP(
            "ErrorCard", "Saving failed; check that the data folder is writable and not full."
        ),
        ("data_folder",),
    ),
}
DEFAULT_ERROR_HELP = (
    QT_TRANSLATE_NOOP("ErrorCard", "See the Agent log for details."),
    ("agent_log",),
)
#: Error kinds whose card offers Regenerate when it is in the last response.
RETRYABLE_ERRORS = frozenset({"model", "loop", "agent", "hook", "storage"})


def next_id() -> int:
    """A fresh row identity (used to key per-row render caches)."""
    return next(_ids)


@dataclass(slots=True, kw_only=True, eq=False)
class Row:
    """One displayed row (compared by identity; :meth:`signature` compares content).

    Attributes:
        kind: ``intro``, ``user``, ``assistant``, ``tools``, ``log`` or ``error``.
        text: The text shown (Markdown for intro/user/assistant).
        index: The first conversation entry the row stands for (None: intro, stream).
        last: The last entry index the row covers (tool rounds span several).
        stopped: The reply was stopped partway.
        rejected: The user marked the response unacceptable.
        streaming: The row is the reply being generated.
        agent_id: The agent of a log row or of an agent error.
        error_kind: ``model``, ``agent``, ``budget``, ``loop``... for error rows.
        tools: Tool names used, in order, for a tools row.
        speaker: The party member whose turn the row belongs to (None: one character).
        to: A party user message's explicit addressees.
        private_to: The member a private party exchange belongs to.
        swipe: ``(shown, count)`` of the response's alternatives (0-based shown),
            on the response's last row; None without alternatives.
        truncated: The reply was cut at the reply length (Continue extends it).
        ended: Why the app ended the reply itself ("it began repeating itself").
        reasoning: The reply's reasoning (shown only when expanded).
        show_reasoning: Whether the reasoning is expanded above the reply.
        images: A user message's attached images, as stored file names
            (``<sha256>.<ext>`` in the conversation's images folder, docs/IMAGES.md).
        id: Identity of the row for render caches.
        rev: Bumped whenever the row's text changes (invalidates its render cache).
    """

    kind: str
    text: str = ""
    index: int | None = None
    last: int | None = None
    stopped: bool = False
    rejected: bool = False
    streaming: bool = False
    agent_id: str | None = None
    error_kind: str | None = None
    tools: list[str] = field(default_factory=list)
    speaker: str | None = None
    to: tuple[str, ...] = ()
    private_to: str | None = None
    swipe: tuple[int, int] | None = None
    truncated: bool = False
    ended: str = ""
    reasoning: str = ""
    show_reasoning: bool = False
    images: tuple[str, ...] = ()
    id: int = field(default_factory=next_id)
    rev: int = 0

    def signature(self) -> tuple[Any, ...]:
        """Everything that affects display; equal signatures may share a render."""
        return (
            self.kind,
            self.text,
            self.index,
            self.last,
            self.stopped,
            self.rejected,
            self.streaming,
            self.agent_id,
            self.error_kind,
            tuple(self.tools),
            self.speaker,
            self.to,
            self.private_to,
            self.swipe,
            self.truncated,
            self.ended,
            self.reasoning,
            self.show_reasoning,
            self.images,
        )

    @property
    def hint(self) -> str:
        """What to do about an error row."""
        return translate("ErrorCard", ERROR_HELP.get(self.error_kind or "", DEFAULT_ERROR_HELP)[0])

    def error_actions(self, *, last_response: bool) -> list[str]:
        """The buttons of an error row's card: what its hint names, and Regenerate
        when it is in the last response (the only one Regenerate answers again)."""
        keys = list(ERROR_HELP.get(self.error_kind or "", DEFAULT_ERROR_HELP)[1])
        if last_response and self.index is not None and (
            self.error_kind in RETRYABLE_ERRORS or self.error_kind is None
        ):
            keys.insert(0, "regenerate")
        return keys

    def tools_summary(self) -> str:
        """``"used tools: bump x2, note"`` for a tools row."""
        counts = Counter(self.tools)
        names = [f"{n} x{counts[n]}" if counts[n] > 1 else n for n in dict.fromkeys(self.tools)]
        return "used tools: " + ", ".join(names) if names else "used tools"


def _text(entry: dict[str, Any]) -> str:
    content = entry.get("content")
    return content if isinstance(content, str) else ""


def rows_from_entries(
    entries: list[dict[str, Any]], intro: str = "", *, start: int = 0
) -> list[Row]:
    """Build the displayed rows for a conversation (and its intro, when not empty).

    Args:
        entries: The conversation's entries.
        intro: The package intro (shown first when ``start`` is 0).
        start: Build only the rows of ``entries[start:]`` (a user message, so no
            row spans the boundary); the caller keeps the rows before it.
    """
    rows: list[Row] = [Row(kind="intro", text=intro)] if intro.strip() and start == 0 else []
    tools: Row | None = None
    for i in range(start, len(entries)):
        entry = entries[i]
        role = entry.get("role")
        if role == "tool":
            if tools is not None:
                tools.last = i
            continue
        calls = entry.get("tool_calls") if role == "assistant" else None
        text = _text(entry)
        if role == "assistant" and calls:
            if text.strip():
                tools = None
                rows.append(_message(entry, i))
            if tools is None:
                tools = Row(kind="tools", index=i, rejected=bool(entry.get("rejected")))
                rows.append(_party(tools, entry))
            tools.tools.extend(str(c.get("function", {}).get("name", "?")) for c in calls)
            tools.last = i
            continue
        if role in ("user", "assistant"):
            tools = None
            rows.append(_message(entry, i))
        elif role == "log":
            row = Row(kind="log", text=text, index=i, agent_id=entry.get("agentId"))
            rows.append(_party(row, entry))
        elif role == "error":
            row = Row(
                kind="error",
                text=text,
                index=i,
                error_kind=entry.get("kind"),
                agent_id=entry.get("agentId"),
            )
            rows.append(_party(row, entry))
    _mark_swipes(rows, entries)
    for row in rows:
        if row.kind == "tools":
            row.text = row.tools_summary()
            if row.speaker:
                row.text = f"{row.speaker} {row.text}"
        if row.last is None:
            row.last = row.index
    return rows


def _mark_swipes(rows: list[Row], entries: list[dict[str, Any]]) -> None:
    """Put ``(shown, count)`` on the last row of every response that has alternatives."""
    user_row: Row | None = None
    last_of_block: Row | None = None

    def close_block() -> None:
        if user_row is None or user_row.index is None:
            return
        if not entries[user_row.index].get(ALTERNATIVES):
            return
        found = swipes_at(entries, user_row.index)
        if found is not None:
            (last_of_block or user_row).swipe = (found.shown, found.count)

    for row in rows:
        if row.kind == "user":
            close_block()
            user_row, last_of_block = row, None
        elif row.index is not None:
            last_of_block = row
    close_block()


def _message(entry: dict[str, Any], index: int) -> Row:
    reasoning = entry.get("reasoning")
    row = Row(
        kind=str(entry.get("role")),
        text=_text(entry),
        index=index,
        stopped=bool(entry.get("stopped")),
        rejected=bool(entry.get("rejected")),
        truncated=bool(entry.get("truncated")),
        ended=str(entry.get("ended") or ""),
        reasoning=reasoning if isinstance(reasoning, str) else "",
    )
    refs = entry.get("images") if entry.get("role") == "user" else None
    if isinstance(refs, list):
        row.images = tuple(f"{r.get('sha256', '')}.{r.get('ext', '')}" for r in refs)
    return _party(row, entry)


def expand_reasoning(row: Row) -> None:
    """Show a row's reasoning as a quoted block above the reply (built from entries
    each time, so collapsing is building the row again without it)."""
    if not row.reasoning or row.show_reasoning:
        return
    quoted = "\n".join(f"> {line}" if line else ">" for line in row.reasoning.splitlines())
    row.text = f"> *Reasoning*\n>\n{quoted}\n\n{row.text}"
    row.show_reasoning = True
def _party(row: Row, entry: dict[str, Any]) -> Row:
    """Copy a party entry's ``speaker``, ``to`` and ``private_to`` (absent for one character)."""
    speaker, to, private = entry.get("speaker"), entry.get("to"), entry.get("private_to")
    row.speaker = speaker if isinstance(speaker, str) else None
    row.to = tuple(str(n) for n in to) if isinstance(to, list) else ()
    row.private_to = private if isinstance(private, str) else None
    return row

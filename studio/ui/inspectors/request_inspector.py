"""The request inspector: the exact model requests behind one assistant entry.

Each record of ``player.read_requests()`` carries ``entries_before``, the number
of conversation entries when the request was made. The request that produced
entry ``i`` is the latest with ``entries_before <= i``; the rounds of the same
response are every request made between the user message that opened the turn
and the next user message, of the answer that is shown (not those regenerated
away: they are kept as alternatives, and each has its own rounds; nor those of
a turn that failed and was sent again), with the client's retries of a failed
request among them. Keys never
reach the journal; credential-looking fields are still dropped here,
defensively, before anything is shown.
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studio.engine.swipes import swipes_at
from studio.ui.bridge import EngineBridge
from studio.ui.i18n import translate
from studio.ui.inspectors.jsontext import compact, elide, pretty, scrub

__all__ = ["ROLE_COLOURS", "RequestInspector", "find_rounds", "round_title", "summary_text"]

ROLE_COLOURS = {
    "system": "#6b4fa0",
    "user": "#1f5fa8",
    "assistant": "#2d7a3a",
    "tool": "#a0621f",
}


def find_rounds(
    entries: list[dict[str, Any]], records: list[dict[str, Any]], entry_index: int
) -> tuple[list[dict[str, Any]], int | None]:
    """The request records of the response that holds ``entry_index``.

    Returns:
        ``(rounds, produced)``: the records of that response in order, and the
        position in ``rounds`` of the one that produced the entry (None if none).
    """
    start = max(
        (
            i
            for i in range(min(entry_index, len(entries) - 1) + 1)
            if entries[i].get("role") == "user"
        ),
        default=-1,
    )
    end = next(
        (i for i in range(entry_index + 1, len(entries)) if entries[i].get("role") == "user"),
        len(entries),
    )
    rounds = [
        r
        for r in records
        if isinstance(r.get("entries_before"), int) and start < r["entries_before"] <= end
    ]
    rounds = _shown_attempt(entries, start, rounds)
    produced = None
    for position, record in enumerate(rounds):
        if record["entries_before"] <= entry_index:
            produced = position
    return rounds, produced


def _failed(record: dict[str, Any]) -> bool:
    """No answer came back: no HTTP response at all, or an HTTP error status."""
    status = record.get("status")
    return (status is None and bool(record.get("error"))) or (
        isinstance(status, int) and status >= 400
    )


def _retry(record: dict[str, Any], previous: dict[str, Any] | None) -> bool:
    """The client sent the same request again after ``previous`` failed.

    Its own retries count ``attempt`` from 0 (the first try) up; a server that
    refused ``stream_options`` is asked the same again without it, as attempt 0.
    """
    attempt = record.get("attempt")
    if isinstance(attempt, int) and attempt > 0:
        return True
    return (
        previous is not None
        and _failed(previous)
        and "stream_options" in str(previous.get("error") or "")
    )


def _shown_attempt(
    entries: list[dict[str, Any]], start: int, rounds: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Only the rounds of the response that is shown, not of other answers.

    Each answer to the user message at ``start`` begins with a request made
    when the conversation held ``start + 1`` entries; a retry of a failed
    request belongs to the same answer. Regenerate keeps the earlier answers as
    alternatives in the order they were made (a turn that ended in an error
    keeps its error entry), so the shown alternative's rounds are picked; when
    the failed answers were not kept, they are left out before matching. With no
    alternatives, the last answer's rounds; when nothing matches (an older
    journal), all of them.
    """
    if start < 0 or not rounds:
        return rounds
    attempts: list[list[dict[str, Any]]] = []
    previous: dict[str, Any] | None = None
    for record in rounds:
        if not attempts or (
            record["entries_before"] == start + 1 and not _retry(record, previous)
        ):
            attempts.append([])
        attempts[-1].append(record)
        previous = record
    answered = [a for a in attempts if not _failed(a[-1])] or attempts[-1:]
    found = swipes_at(entries, start) if start < len(entries) else None
    if found is None:
        return answered[-1]
    for answers in (attempts, answered):  # an error entry may be kept as an alternative
        if found.count == len(answers):
            return answers[found.shown]
    return rounds


def _trimmed_item(budget: dict[str, Any]) -> QListWidgetItem:
    """The marker where the context budget left the oldest history out."""
    trimmed = int(budget.get("trimmed") or 0)
    first = budget.get("first_sent")
    where = f" (entries before #{first})" if isinstance(first, int) else ""
    item = QListWidgetItem(
        f"✂ {trimmed} older message{'s' * (trimmed != 1)}{where} not sent: they did not fit "
        f"the {int(budget.get('window') or 0):,}-token context (they stay in the conversation)"
    )
    item.setForeground(QBrush(QColor("#b05a00")))
    item.setData(Qt.ItemDataRole.UserRole, {"trimmed": budget})
    return item


def _mono(text: str = "") -> QPlainTextEdit:
    edit = QPlainTextEdit(text)
    edit.setReadOnly(True)
    edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    return edit


def round_title(number: int, record: dict[str, Any], produced: bool) -> str:
    """A round's line in the list: model, HTTP status (or why there was none), time,
    tokens, whether it was a retry, and the round that produced the entry."""
    usage = record.get("usage") or {}
    tokens = (
        f" · {usage.get('prompt_tokens', '?')}+{usage.get('completion_tokens', '?')} tokens"
        if usage
        else ""
    )
    if isinstance(usage.get("cached_tokens"), int):
        # What the server took from its prompt cache (llama.cpp's cache_n, OpenAI's
        # cached_tokens): a warm cache is the difference between seconds and a minute.
        tokens += f" ({usage['cached_tokens']:,} cached)"
    model = (record.get("request") or {}).get("model", "?")
    status = record.get("status")
    if isinstance(status, int):
        answer = f"HTTP {status}"
    elif record.get("error"):
        answer = "no response"  # the connection failed or timed out (the error says which)
    else:
        answer = "no status"
    attempt = record.get("attempt")
    retry = f" · retry {attempt}" if isinstance(attempt, int) and attempt > 0 else ""
    mark = "  ◀ this entry" if produced else ""
    return (
        f"Round {number} · {model} · {answer}{retry} · "
        f"{record.get('duration_ms', '?')} ms{tokens}{mark}"
    )


def summary_text(rounds: list[dict[str, Any]]) -> str:
    """What the rounds add up to: how many requests, retries and failures, how long."""
    if not rounds:
        return "No model request is recorded for this entry."
    total = sum(float(r.get("duration_ms") or 0) for r in rounds)
    count = len(rounds)
    failed = sum(1 for r in rounds if _failed(r))
    notes = f" ({failed} failed and tried again)" if failed else ""
    return (
        f"{count} request{'s' * (count != 1)} made this response{notes}, "
        f"{total:.0f} ms in all."
    )


class RequestInspector(QDialog):
    """Shows the request(s), response, usage and timing behind an assistant entry.

    Args:
        bridge: The engine bridge (the player's journal is read through it).
        entry_index: The conversation entry to explain.
        parent: The parent widget.

    Signals:
        loaded(): The records were read and shown.
    """

    loaded = Signal()

    def __init__(self, bridge: EngineBridge, entry_index: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(
            translate("Inspectors", "Request inspector — entry {number}").format(number=entry_index)
        )
        self.resize(900, 640)
        self.entry_index = entry_index
        self.rounds: list[dict[str, Any]] = []
        self.summary = QLabel(translate("Inspectors", "Loading…"))
        self.summary.setWordWrap(True)
        self.round_list = QListWidget()
        self.round_list.setMaximumHeight(90)
        self.round_list.currentRowChanged.connect(self.show_round)
        self.messages = QListWidget()
        self.messages.setWordWrap(True)
        self.messages.currentRowChanged.connect(self._show_message)
        self.message_detail = _mono()
        self.tools = _mono()
        self.response = _mono()
        self.raw = _mono()
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.messages)
        split.addWidget(self.message_detail)
        self.tabs = QTabWidget()
        self.tabs.addTab(split, translate("Inspectors", "Messages"))
        self.tabs.addTab(self.tools, translate("Inspectors", "Tools"))
        self.tabs.addTab(self.response, translate("Inspectors", "Response && usage"))
        self.tabs.addTab(self.raw, translate("Inspectors", "Raw request"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.round_list)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)

        async def read(player: Any) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
            return player.get_conversation(), await player.read_requests()

        bridge.submit(
            read,
            self._show,
            what="read the requests journal",
            on_error=self._failed,
        )

    def _failed(self, error: BaseException) -> None:
        if shiboken6.isValid(self.summary):
            self.summary.setText(
                translate("Inspectors", "Could not read requests: {error}").format(error=error)
            )

    def _show(self, value: tuple[list[dict[str, Any]], list[dict[str, Any]]]) -> None:
        if not shiboken6.isValid(self.summary):
            return  # The inspector was closed (and deleted) before the journal was read.
        entries, records = value
        rounds, produced = find_rounds(entries, records, self.entry_index)
        self.rounds = [scrub(r) for r in rounds]
        self.summary.setText(summary_text(self.rounds))
        for number, record in enumerate(self.rounds, 1):
            self.round_list.addItem(round_title(number, record, number - 1 == produced))
        self.round_list.setCurrentRow(produced if produced is not None else 0)
        self.loaded.emit()

    def show_round(self, position: int) -> None:
        """Show one round: its messages, tools, response, usage and timing."""
        self.messages.clear()
        if not 0 <= position < len(self.rounds):
            return
        record = self.rounds[position]
        request = record.get("request") or {}
        found = record.get("context")
        budget: dict[str, Any] = found if isinstance(found, dict) else {}
        trimmed = int(budget.get("trimmed") or 0)
        for number, message in enumerate(request.get("messages") or []):
            if trimmed and number == int(budget.get("head") or 0):
                self.messages.addItem(_trimmed_item(budget))
            role = str(message.get("role", "?"))
            content = message.get("content")
            text = content if isinstance(content, str) else compact(content)
            if message.get("tool_calls"):
                text = f"{text} → tool calls {compact(message['tool_calls'])}".strip()
            item = QListWidgetItem(f"{role}: {elide(text or '', 300)}")
            item.setForeground(QBrush(QColor(ROLE_COLOURS.get(role, "#333333"))))
            item.setData(Qt.ItemDataRole.UserRole, message)
            self.messages.addItem(item)
        self.tools.setPlainText(pretty(request.get("tools") or []))
        details = {
            key: record.get(key)
            for key in (
                "time",
                "url",
                "status",
                "attempt",
                "duration_ms",
                "first_token_ms",
                "usage",
                "timings",
                "error",
                "entries_before",
                "context",
            )
        }
        if record.get("damaged"):
            # The journal could not rebuild this request (a missing or changed block,
            # a lost base record): say so instead of showing an empty request.
            details["damaged"] = record["damaged"]
        self.response.setPlainText(
            f"{pretty(details)}\n\nresponse:\n{pretty(record.get('response'))}"
        )
        self.raw.setPlainText(pretty(request))
        self.message_detail.clear()

    def _show_message(self, row: int) -> None:
        item = self.messages.item(row)
        if item is not None:
            self.message_detail.setPlainText(pretty(item.data(Qt.ItemDataRole.UserRole)))

    def all_text(self) -> str:
        """Every text the dialog shows (tests assert no key is in it)."""
        parts = [
            self.summary.text(),
            self.tools.toPlainText(),
            self.response.toPlainText(),
            self.raw.toPlainText(),
            self.message_detail.toPlainText(),
        ]
        parts += [self.round_list.item(i).text() for i in range(self.round_list.count())]
        parts += [self.messages.item(i).text() for i in range(self.messages.count())]
        return "\n".join(parts)

"""``ChatModel``: the chat rows as a Qt list model, with a streaming row.

Updates never reset the model once it holds rows:

* :meth:`ChatModel.set_entries` compares the new entries with the last ones
  (a C-speed list comparison), rebuilds rows only from the response block
  where they first differ, keeps the longest common prefix of rows (same
  display signature, same identity, so their cached renders survive) and only
  removes and inserts the tail — sending a message or switching a swipe in a
  10,000-message conversation touches two or three rows;
* only the last :data:`WINDOW` rows are in the Qt model at first (laying out
  10,000 rows of varying height costs a QListView a few hundred milliseconds
  each time rows change); :meth:`ChatModel.show_earlier` adds earlier rows
  (the view asks when the user scrolls to the top, Home and jumps to an old
  message ask for what they need);
* streamed text goes to one row through :meth:`ChatModel.append_stream`, which
  emits ``dataChanged`` for that row only;
* live agent log and error rows are inserted just above the streaming row.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from studio.ui.chat.rows import Row, expand_reasoning, rows_from_entries

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
ENTRY_INDEX_ROLE = Qt.ItemDataRole.UserRole + 3
#: Rows in the model before the user asks for earlier ones.
WINDOW = 400

_Index = QModelIndex | QPersistentModelIndex


class ChatModel(QAbstractListModel):
    """Displayable rows of the open conversation.

    Args:
        parent: Optional QObject parent.

    Roles: ``DisplayRole`` (the row text), :data:`ROW_ROLE` (the :class:`Row`),
    :data:`KIND_ROLE` and :data:`ENTRY_INDEX_ROLE`.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []  # the rows in the Qt model (the window)
        self.user_name = ""  # who a screen reader says wrote the user's rows ("" : "You")
        self._all: list[Row] = []  # every row of the conversation
        self._entries: list[dict[str, Any]] = []
        self._expanded: set[int] = set()  # Entry indexes whose reasoning is shown.
        self._dirty_from: int | None = None  # rows from this entry on must be rebuilt
        self._first = 0  # index in _all of the first row in the model
        self._extra = 0  # earlier rows the user brought in (a count, for the record)
        self._intro = ""
        self._stream: Row | None = None

    # -- Qt model API -------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row.text
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            # What a screen reader says besides the text: who speaks, and whether it is
            # private (the delegate paints both; an accessible list only reads roles).
            from studio.ui.chat.speakers import header_label, private_mark
            from studio.ui.i18n import translate

            kinds = {
                "user": self.user_name or translate("ChatPane", "You"),
                "assistant": translate("ChatPane", "Character"),
                "intro": translate("ChatPane", "Character, greeting"),
                "log": translate("ChatPane", "Agent log line"),
                "tools": translate("ChatPane", "Tool calls"),
                "error": translate("ChatPane", "Error"),
            }
            who = header_label(row, kinds.get(row.kind, ""), kinds["user"])
            return ", ".join(part for part in (who, private_mark(row)) if part)
        if role == ROW_ROLE:
            return row
        if role == KIND_ROLE:
            return row.kind
        if role == ENTRY_INDEX_ROLE:
            return row.index
        return None

    # -- reading --------------------------------------------------------------------

    def row_at(self, row: int) -> Row:
        """The :class:`Row` at a model row."""
        return self._rows[row]

    def rows(self) -> list[Row]:
        """All rows (a copy of the list; the rows themselves are live)."""
        return list(self._rows)

    def row_for_entry(self, entry_index: int) -> int | None:
        """The model row showing a conversation entry (tool rounds cover several).

        An entry before the window is brought in first (:meth:`show_earlier`).
        """
        for i in range(len(self._rows) - 1, -1, -1):
            row = self._rows[i]
            if row.index is not None and row.index <= entry_index <= (row.last or row.index):
                return i
            if row.index is not None and row.index < entry_index:
                return None
        hidden = self.hidden_rows()
        for i in range(hidden - 1, -1, -1):
            row = self._all[i]
            if row.index is not None and row.index <= entry_index <= (row.last or row.index):
                self.show_earlier(hidden - i)
                return self.row_for_entry(entry_index)
        return None

    def hidden_rows(self) -> int:
        """Rows of the conversation not in the model (before the window)."""
        return self._first

    def show_earlier(self, count: int | None = None) -> int:
        """Put ``count`` more earlier rows (all with None) into the model; how many."""
        count = self._first if count is None else max(0, min(count, self._first))
        if count:
            self._extra += count
            self.beginInsertRows(QModelIndex(), 0, count - 1)
            self._rows[0:0] = self._all[self._first - count : self._first]
            self._first -= count
            self.endInsertRows()
        return count

    @property
    def stream_row(self) -> Row | None:
        """The row of the reply being generated, if any."""
        return self._stream

    @property
    def streaming(self) -> bool:
        """True while a streaming row exists."""
        return self._stream is not None

    # -- updating -------------------------------------------------------------------

    def set_intro(self, intro: str) -> None:
        """Set the intro shown at the top (call :meth:`set_entries` to apply)."""
        if intro != self._intro:
            self._intro = intro
            self._entries, self._all, self._extra = [], [], 0  # rows are rebuilt from scratch

    def toggle_reasoning(self, entry_index: int) -> None:
        """Expand or collapse the reasoning of the reply at ``entry_index``."""
        self._expanded ^= {entry_index}
        self._dirty_from = entry_index if self._dirty_from is None else min(
            self._dirty_from, entry_index
        )
        self.set_entries(self._entries)

    def reasoning_shown(self, entry_index: int) -> bool:
        return entry_index in self._expanded

    def set_entries(self, entries: list[dict[str, Any]]) -> None:
        """Show a conversation's entries; a streaming row stays last until :meth:`end_stream`."""
        if entries is not self._entries and len(entries) < len(self._entries) and self._expanded:
            # Another conversation, or an edit: start collapsed (rebuild what was open).
            self._dirty_from = min(self._expanded)
            self._expanded.clear()
        self._all, same = self._rebuild(entries)
        self._entries = entries
        if same == 0:
            # Another conversation: start with the window again.
            self._extra = 0
            self._first = max(0, len(self._all) - WINDOW)
        else:
            # The same one: the first row in the model stays (new rows make the window
            # longer instead of sliding it, which would replace every row in the model).
            self._first = min(self._first, max(0, len(self._all) - WINDOW))
            if len(self._all) - self._first > 2 * WINDOW + self._extra:
                # Grown far past the window (a long reply streak, or a branch with the
                # same beginning): slide once, which replaces the rows in the model.
                self._first = max(0, len(self._all) - WINDOW - self._extra)
        new = self._all[self._first :]
        if self._stream is not None:
            new = [*new, self._stream]
        old = self._rows
        keep = 0
        limit = min(len(old), len(new))
        while keep < limit and old[keep].signature() == new[keep].signature():
            keep += 1
        if keep < len(old):
            self.beginRemoveRows(QModelIndex(), keep, len(old) - 1)
            del self._rows[keep:]
            self.endRemoveRows()
        if keep < len(new):
            self.beginInsertRows(QModelIndex(), keep, len(new) - 1)
            self._rows.extend(new[keep:])
            self.endInsertRows()

    def _rebuild(self, entries: list[dict[str, Any]]) -> tuple[list[Row], int]:
        """Every row for ``entries`` (reusing those before the first changed block) and
        how many leading entries were unchanged."""
        old, rows = self._entries, self._all
        limit = min(len(old), len(entries))
        if old[:limit] == entries[:limit]:
            same = limit  # the usual case: only the end changed (one C-speed comparison)
        else:
            same = 0
            while same < limit and old[same] == entries[same]:
                same += 1
        dirty, self._dirty_from = self._dirty_from, None
        if dirty is not None:
            same = min(same, dirty)
        if same == len(old) == len(entries) and rows:
            return rows, same
        # Rebuild from the user message that starts the block holding the change: a
        # tools row or a swipe mark never spans a user message.
        start = same
        while start > 0 and (start >= len(entries) or entries[start].get("role") != "user"):
            start -= 1
        built = rows_from_entries(entries, self._intro, start=start)
        for row in built:
            if row.index in self._expanded:
                expand_reasoning(row)
        if start == 0:
            return built, same
        kept = [r for r in rows if r.kind == "intro" or (r.last is not None and r.last < start)]
        return kept + built, same

    def begin_stream(self, **fields: Any) -> int:
        """Add the row of a reply being generated (once); returns its model row.

        ``fields`` are extra :class:`Row` fields (a party member's ``speaker``).
        """
        if self._stream is None:
            self._stream = Row(kind="assistant", streaming=True, **fields)
            self._append(self._stream)
        return len(self._rows) - 1  # the streaming row is always the last one

    def append_stream(self, text: str) -> None:
        """Add streamed text to the streaming row: ``dataChanged`` for that row only."""
        row = self.begin_stream()
        assert self._stream is not None
        self._stream.text += text
        self._stream.rev += 1
        index = self.index(row)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole, ROW_ROLE])

    def restart_stream(self) -> None:
        """Empty the streaming row (its text became a stored tool-round entry)."""
        if self._stream is not None:
            self._stream.text = ""
            self.append_stream("")

    def stream_text(self) -> str:
        """The text streamed so far ("" without a streaming row)."""
        return self._stream.text if self._stream is not None else ""

    def end_stream(self) -> None:
        """Mark the streaming row finished; the next :meth:`set_entries` replaces it."""
        if self._stream is not None:
            self._stream.streaming = False
            self._stream.rev += 1
            row = len(self._rows) - 1
            self._stream = None
            self.dataChanged.emit(self.index(row), self.index(row))

    def add_live(self, kind: str, text: str, **fields: Any) -> None:
        """Insert a log/error row that happened during a reply, above the streaming row."""
        row = Row(kind=kind, text=text, **fields)
        if self._stream is None:
            self._append(row)
            return
        at = len(self._rows) - 1
        self.beginInsertRows(QModelIndex(), at, at)
        self._rows.insert(at, row)
        self.endInsertRows()

    def _append(self, row: Row) -> None:
        at = len(self._rows)
        self.beginInsertRows(QModelIndex(), at, at)
        self._rows.append(row)
        self.endInsertRows()

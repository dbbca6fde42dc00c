"""Table models for the agent log: append-only rows, cheap with thousands of them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from studio.ui.inspectors.jsontext import compact, elide, pretty

__all__ = ["CALL_COLUMNS", "DEBUG_COLUMNS", "Column", "RowsModel", "call_row", "debug_row"]

FAILED_BACKGROUND = QColor("#fde2e2")
FAILED_FOREGROUND = QColor("#8a1c1c")
COMMAND_FOREGROUND = QColor("#1f4e8c")

Row = dict[str, Any]
_Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column:
    """One column: its header, the cell text, and the tooltip (full text)."""

    title: str
    text: Callable[[Row], str]
    tooltip: Callable[[Row], str] | None = None


def _ms(row: Row) -> str:
    value = row.get("duration_ms")
    return f"{float(value):.1f} ms" if isinstance(value, int | float) else ""


def _args_full(row: Row) -> str:
    return pretty(row.get("args"))


def _result_full(row: Row) -> str:
    result = row.get("result")
    return "" if result is None else result if isinstance(result, str) else pretty(result)


CALL_COLUMNS: tuple[Column, ...] = (
    Column("Time", lambda r: str(r.get("time", ""))),
    Column("Agent", lambda r: str(r.get("agent_id") or "—")),
    Column("Tool / command", lambda r: str(r.get("tool_name", ""))),
    Column("Arguments", lambda r: elide(compact(r.get("args")), 80), _args_full),
    Column("Result", lambda r: elide(_result_full(r), 100), _result_full),
    Column("Duration", _ms),
    Column("toolCallId", lambda r: "" if r.get("tool_call_id") is None else str(r["tool_call_id"])),
    Column("By", lambda r: str(r.get("invoked_by", ""))),
)

DEBUG_COLUMNS: tuple[Column, ...] = (
    Column("Timestamp", lambda r: str(r.get("timestamp", ""))),
    Column("Kind", lambda r: str(r.get("kind", ""))),
    Column("Name", lambda r: str(r.get("name", ""))),
    Column("Arguments", lambda r: elide(compact(r.get("args")), 80), _args_full),
    Column("Result", lambda r: elide(_result_full(r), 100), _result_full),
    Column("Duration", _ms),
)


def call_row(event: dict[str, Any]) -> Row:
    """A toolCall event as a row, stamped with the time it arrived."""
    row = dict(event)
    row["time"] = datetime.now().strftime("%H:%M:%S.%f")[:-3]
    return row


def debug_row(record: dict[str, Any]) -> Row:
    """A ``@debug`` record as a row (``ok`` is false when it carries an error)."""
    row = dict(record)
    row.setdefault("ok", not record.get("error"))
    return row


def describe(row: Row) -> str:
    """Every field of a row, for the detail pane."""
    lines = [
        f"{k}: {round(v, 1) if isinstance(v, float) else compact(v)}"
        for k, v in row.items()
        if k not in ("args", "result", "type")
    ]
    return "\n".join(
        [*lines, "", "arguments:", pretty(row.get("args")), "", "result:", _result_full(row)]
    )


class RowsModel(QAbstractTableModel):
    """An append-only list of dict rows shown through ``columns``.

    Appends go through ``beginInsertRows`` so views only lay out the new rows.
    """

    def __init__(self, columns: Sequence[Column], parent: Any = None) -> None:
        super().__init__(parent)
        self._columns = tuple(columns)
        self._rows: list[Row] = []

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._columns[section].title
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return (column.tooltip or column.text)(row)[:4000]
        if role == Qt.ItemDataRole.BackgroundRole and row.get("ok") is False:
            return QBrush(FAILED_BACKGROUND)
        if role == Qt.ItemDataRole.ForegroundRole:
            if row.get("ok") is False:
                return QBrush(FAILED_FOREGROUND)
            if row.get("invoked_by") == "direct":
                return QBrush(COMMAND_FOREGROUND)
        return None

    def row(self, number: int) -> Row:
        """The row dict at ``number``."""
        return self._rows[number]

    def rows(self) -> list[Row]:
        """All rows (a copy of the list)."""
        return list(self._rows)

    def append(self, rows: Sequence[Row]) -> None:
        """Add rows at the end."""
        if not rows:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self._rows.extend(rows)
        self.endInsertRows()

    def clear(self) -> None:
        """Remove every row."""
        self.beginResetModel()
        self._rows.clear()
        self.endResetModel()

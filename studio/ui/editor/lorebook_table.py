"""A lorebook's entries as an editable table (the JSON stays the document).

The table edits the parsed book in place -- only the fields shown change, every
other field and extension of an entry is kept -- and emits ``edited`` so the view
can write the JSON back into the editor. Columns: keys, secondary keys, logic,
content, constant, enabled, order, position, probability. Logic and probability
live in the entry's ``extensions`` under SillyTavern's names (``selectiveLogic``,
``probability``/``useProbability``), as a SillyTavern export has them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

__all__ = ["COLUMNS", "LOGIC_NAMES", "LorebookTable", "new_entry"]

COLUMNS = [
    "Keys",
    "Secondary keys",
    "Logic",
    "Content",
    "Constant",
    "Enabled",
    "Order",
    "Position",
    "Probability",
]
LOGIC_NAMES = ["AND ANY", "NOT ALL", "NOT ANY", "AND ALL"]
POSITIONS = ["before_char", "after_char"]
_CHECK_COLUMNS = {4: "constant", 5: "enabled"}
_CHOICES = {2: LOGIC_NAMES, 7: POSITIONS}


def new_entry(entries: list[Any]) -> dict[str, Any]:
    """A fresh entry with every CCv3 field, an unused ``id`` and the next order."""
    ids = [e.get("id") for e in entries if isinstance(e, dict)]
    numbers = [i for i in ids if isinstance(i, int) and not isinstance(i, bool)]
    orders: list[float] = [
        float(e["insertion_order"])
        for e in entries
        if isinstance(e, dict) and isinstance(e.get("insertion_order"), (int, float))
    ]
    return {
        "keys": [],
        "content": "",
        "extensions": {},
        "enabled": True,
        "insertion_order": int(max(orders, default=0)) + 10,
        "case_sensitive": False,
        "use_regex": False,
        "constant": False,
        "name": "",
        "priority": 10,
        "id": max(numbers, default=-1) + 1,
        "comment": "",
        "selective": False,
        "secondary_keys": [],
        "position": "after_char",
    }


def _split_keys(text: str) -> list[str]:
    return [k.strip() for k in text.split(",") if k.strip()]


def _ext(entry: dict[str, Any]) -> dict[str, Any]:
    ext = entry.get("extensions")
    if not isinstance(ext, dict):
        ext = entry["extensions"] = {}
    return ext


class _ChoiceDelegate(QStyledItemDelegate):
    """A combo box editor for the Logic and Position columns."""

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        choices = _CHOICES.get(index.column())
        if choices is None:
            return super().createEditor(parent, option, index)
        combo = QComboBox(parent)
        combo.addItems(choices)
        return combo

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, QComboBox):
            editor.setCurrentText(str(index.data()))
        else:
            super().setEditorData(editor, index)

    def setModelData(
        self, editor: QWidget, model: Any, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentText())
        else:
            super().setModelData(editor, model, index)


class LorebookTable(QTableWidget):
    """Shows and edits ``entries`` (a book's entry list, changed in place).

    Signals:
        edited(): An entry changed through the table.
    """

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.setHorizontalHeaderLabels(COLUMNS)
        self.setItemDelegate(_ChoiceDelegate(self))
        self.horizontalHeader().setStretchLastSection(False)
        # Keys first and narrow enough that Content shows in a 500 px editor; the
        # content itself is written in the box under the table (a cell is one line).
        for column, width in ((0, 130), (1, 110), (2, 80), (3, 260)):
            self.setColumnWidth(column, width)
        self.entries: list[Any] = []
        self._filling = False
        self.itemChanged.connect(self._on_item_changed)

    # --- showing --------------------------------------------------------------------

    def load(self, entries: list[Any]) -> None:
        """Show ``entries``; later edits change these dicts."""
        self.entries = entries
        self._filling = True
        try:
            self.setRowCount(len(entries))
            for row, entry in enumerate(entries):
                self._fill_row(row, entry if isinstance(entry, dict) else {})
        finally:
            self._filling = False

    def _fill_row(self, row: int, entry: dict[str, Any]) -> None:
        ext = entry.get("extensions") if isinstance(entry.get("extensions"), dict) else {}
        assert isinstance(ext, dict)
        logic = ext.get("selectiveLogic", 0)
        probability = ext.get("probability", 100)
        values = [
            ", ".join(k for k in entry.get("keys") or [] if isinstance(k, str)),
            ", ".join(k for k in entry.get("secondary_keys") or [] if isinstance(k, str)),
            LOGIC_NAMES[logic] if logic in (0, 1, 2, 3) else LOGIC_NAMES[0],
            str(entry.get("content", "")),
            None,
            None,
            str(entry.get("insertion_order", "")),
            entry.get("position") if entry.get("position") in POSITIONS else "after_char",
            str(probability if probability is not None else 100),
        ]
        for col, value in enumerate(values):
            item = QTableWidgetItem()
            if col in _CHECK_COLUMNS:
                default = col == 5  # enabled unless false; constant only if true
                on = entry.get(_CHECK_COLUMNS[col], default) is True
                item.setFlags(
                    item.flags() & ~Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsUserCheckable
                )
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            else:
                item.setText(str(value))
                if col == 3:
                    item.setToolTip(str(value)[:2000])
            self.setItem(row, col, item)

    def show_content(self, row: int, text: str) -> None:
        """Show an entry's new content in its cell (written elsewhere: no ``edited``)."""
        item = self.item(row, 3)
        if item is None:
            return
        self._filling = True
        try:
            item.setText(text)
            item.setToolTip(text[:2000])
        finally:
            self._filling = False

    # --- editing --------------------------------------------------------------------

    def _on_item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        row, col = item.row(), item.column()
        if not 0 <= row < len(self.entries) or not isinstance(self.entries[row], dict):
            return
        if self.apply(self.entries[row], col, item):
            self.edited.emit()
        else:  # refused (e.g. "abc" as an order): show the entry's value again
            self._filling = True
            self._fill_row(row, self.entries[row])
            self._filling = False

    @staticmethod
    def apply(entry: dict[str, Any], col: int, item: QTableWidgetItem) -> bool:
        """Write one cell into ``entry``; False when the text is not a valid value."""
        text = item.text().strip()
        if col == 0:
            entry["keys"] = _split_keys(text)
        elif col == 1:
            entry["secondary_keys"] = _split_keys(text)
            if entry["secondary_keys"]:
                entry["selective"] = True
        elif col == 2:
            if text not in LOGIC_NAMES:
                return False
            _ext(entry)["selectiveLogic"] = LOGIC_NAMES.index(text)
            entry["selective"] = True
        elif col == 3:
            entry["content"] = item.text()
        elif col in _CHECK_COLUMNS:
            entry[_CHECK_COLUMNS[col]] = item.checkState() == Qt.CheckState.Checked
        elif col == 6:
            try:
                number = float(text)
            except ValueError:
                return False
            entry["insertion_order"] = int(number) if number.is_integer() else number
        elif col == 7:
            if text not in POSITIONS:
                return False
            entry["position"] = text
        elif col == 8:
            try:
                value = float(text)
            except ValueError:
                return False
            if not 0 <= value <= 100:
                return False
            ext = _ext(entry)
            ext["probability"] = int(value) if value.is_integer() else value
            ext["useProbability"] = value < 100
        return True

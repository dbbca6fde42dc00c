"""A lorebook file's tab: the entries table and the tester beside the raw JSON.

:func:`attach_lorebook_view` turns a :class:`DocumentTab` whose file is a lorebook
(``*.lorebook.json`` or ``"spec": "lorebook_v3"``) into a split view. The editor
buffer stays the one truth: table edits write the JSON back into the buffer (as an
undoable edit), and typing in the JSON refreshes the table when it parses. Problems
come from :func:`studio.package.lorebook.check_lorebook` (the checks ``validate``
runs), listed with their lines; a click goes to the line.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from studio.package.lorebook import check_lorebook, is_lorebook_text
from studio.package.problems import Problem, Problems
from studio.ui.editor.lorebook_table import LorebookTable, new_entry
from studio.ui.editor.lorebook_tester import LorebookTester

if TYPE_CHECKING:
    from studio.ui.editor.document import DocumentTab

__all__ = ["MAX_TABLE_CHARS", "LorebookView", "attach_lorebook_view"]

#: Above this size the table and the as-you-type checks are off (they run on the
#: GUI thread); ``validate`` and the tester still cover the book.
MAX_TABLE_CHARS = 2_000_000


class LorebookView(QWidget):
    """The table, its problems and the tester, kept in step with ``doc``'s buffer.

    Args:
        doc: The open lorebook file.
        character_name: Returns the character's name (for ``{{char}}`` keys in the tester).
    """

    def __init__(self, doc: DocumentTab, character_name: Any = None) -> None:
        super().__init__(doc)
        self.doc = doc
        self.root: Any = None
        self.problems: list[Problem] = []
        self.table = LorebookTable(self)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.problem_list = QListWidget(self)
        self.problem_list.setMaximumHeight(90)
        self.problem_list.hide()
        self.add_button = QPushButton("Add entry", self)
        self.remove_button = QPushButton("Remove entry", self)
        name = character_name if callable(character_name) else (lambda: "")
        self.tester = LorebookTester(doc.text, name, self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.status)
        column.addWidget(self.table, 4)
        column.addLayout(buttons)
        column.addWidget(self.problem_list)
        column.addWidget(self.tester, 2)
        self._writing = False
        self._timer = QTimer(self, singleShot=True, interval=250)
        self._timer.timeout.connect(self.refresh)
        doc.editor.textChanged.connect(self._on_text_changed)
        self.table.edited.connect(self.write_back)
        self.add_button.clicked.connect(self.add_entry)
        self.remove_button.clicked.connect(self.remove_entry)
        self.problem_list.itemActivated.connect(self._go_to_problem)
        self.problem_list.itemClicked.connect(self._go_to_problem)
        self.refresh()

    # --- JSON -> table --------------------------------------------------------------

    def _on_text_changed(self) -> None:
        if not self._writing:
            self._timer.start()

    def refresh(self) -> None:
        """Re-read the buffer: problems, and the table when the JSON is a book."""
        self._timer.stop()
        text = self.doc.text()
        if len(text) > MAX_TABLE_CHARS:
            self.root = None
            self.problems = []
            self.problem_list.clear()
            self.status.setText(
                f"A large book ({len(text) // 1000:,} KB): edit it as JSON; the table and the "
                "checks as you type are off (Validate still checks it)."
            )
            for widget in (self.table, self.add_button, self.remove_button):
                widget.setEnabled(False)
            self.tester.schedule()
            return
        collected = Problems()
        book = check_lorebook(text, self.doc.path.name, collected)
        self.problems = list(collected.items)
        self.problem_list.clear()
        for problem in self.problems:
            where = f"line {problem.line}: " if problem.line else ""
            item = QListWidgetItem(f"{problem.severity}: {where}{problem.message}")
            item.setData(Qt.ItemDataRole.UserRole, problem.line or 0)
            self.problem_list.addItem(item)
        self.problem_list.setVisible(bool(self.problems))
        entries = book.get("entries") if book is not None else None
        editable = isinstance(entries, list)
        if editable:
            assert isinstance(entries, list)
            self.root = json.loads(text.removeprefix("\ufeff"))
            self.table.load(self._entries_of(self.root))
            count = len(entries)
            self.status.setText(f"{count} entr{'y' if count == 1 else 'ies'}")
        elif book is not None:
            self.status.setText(
                "A SillyTavern World Info file: edit it as JSON here, or import it to convert it."
            )
        else:
            self.status.setText(
                "The JSON is not a lorebook yet; the table shows the last good state."
            )
        for widget in (self.table, self.add_button, self.remove_button):
            widget.setEnabled(editable)
        self.tester.schedule()

    @staticmethod
    def _entries_of(root: Any) -> list[Any]:
        book = root["data"] if root.get("spec") == "lorebook_v3" else root
        entries = book["entries"]
        assert isinstance(entries, list)
        return entries

    # --- table -> JSON --------------------------------------------------------------

    def write_back(self) -> None:
        """Write the edited book into the buffer as one undoable edit."""
        if self.root is None:
            return
        text = json.dumps(self.root, indent=2, ensure_ascii=False) + "\n"
        self._writing = True
        try:
            cursor = QTextCursor(self.doc.editor.document())
            cursor.select(QTextCursor.SelectionType.Document)
            cursor.insertText(text)
        finally:
            self._writing = False
        # Problems and the tester follow the new text; the table already shows it.
        collected = Problems()
        check_lorebook(text, self.doc.path.name, collected)
        self.problems = list(collected.items)
        self.tester.schedule()

    def add_entry(self) -> None:
        """Append a new empty entry and select its keys cell."""
        if self.root is None:
            return
        entries = self._entries_of(self.root)
        entries.append(new_entry(entries))
        self.table.load(entries)
        self.write_back()
        self.table.setCurrentCell(len(entries) - 1, 0)

    def remove_entry(self) -> None:
        """Delete the selected entry."""
        row = self.table.currentRow()
        if self.root is None or row < 0:
            return
        entries = self._entries_of(self.root)
        if row < len(entries):
            del entries[row]
            self.table.load(entries)
            self.write_back()

    def _go_to_problem(self, item: QListWidgetItem) -> None:
        line = int(item.data(Qt.ItemDataRole.UserRole) or 0)
        if line:
            self.doc.editor.go_to_line(line)


def attach_lorebook_view(doc: DocumentTab, character_name: Any = None) -> LorebookView | None:
    """Give a lorebook file's tab the table view beside its JSON; None for other files."""
    if not is_lorebook_text(doc.path.name, doc.text()):
        return None
    view = LorebookView(doc, character_name)
    layout = doc.layout()
    assert layout is not None
    layout.removeWidget(doc.editor)
    splitter = QSplitter(Qt.Orientation.Horizontal, doc)
    splitter.addWidget(view)
    splitter.addWidget(doc.editor)
    splitter.setSizes([560, 440])
    layout.addWidget(splitter)
    doc.lorebook = view  # type: ignore[attr-defined]
    return view

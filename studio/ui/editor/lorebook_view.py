"""A lorebook file's tab: the entries table, the selected entry's content and the
tester, beside the raw JSON.

:func:`attach_lorebook_view` turns a :class:`DocumentTab` whose file is a lorebook
(``*.lorebook.json`` or ``"spec": "lorebook_v3"``) into a split view. The editor
buffer stays the one truth: table edits write the JSON back into the buffer (as an
undoable edit), and typing in the JSON refreshes the table when it parses. Problems
come from :func:`studio.package.lorebook.check_lorebook` (the checks ``validate``
runs), listed with their lines; a click goes to the line.

On a small screen (1366×768 gives the editor some 500 px) the parts take turns
rather than squeezing each other: the JSON pane folds away ("Show JSON" brings
it back; it starts folded when the tab is narrower than :data:`JSON_BESIDE_MIN`),
an entry's content is written in a box of its own under the table (a table cell
is one line), and table, content and tester share the height in a splitter.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from studio.package.lorebook import check_lorebook, is_lorebook_text
from studio.package.problems import Problem, Problems
from studio.ui.editor.lorebook_table import LorebookTable, new_entry
from studio.ui.editor.lorebook_tester import LorebookTester
from studio.ui.i18n import translate

if TYPE_CHECKING:
    from studio.ui.editor.document import DocumentTab

__all__ = ["JSON_BESIDE_MIN", "MAX_TABLE_CHARS", "LorebookView", "attach_lorebook_view"]

#: Above this size the table and the as-you-type checks are off (they run on the
#: GUI thread); ``validate`` and the tester still cover the book.
MAX_TABLE_CHARS = 2_000_000
#: Narrower than this (pixels), a lorebook tab opens with its JSON pane folded away.
JSON_BESIDE_MIN = 900
#: Typing in the content box writes the JSON back after this pause (ms).
CONTENT_WRITE_MS = 300


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
        self.add_button = QPushButton(translate("Editor", "Add entry"), self)
        self.remove_button = QPushButton(translate("Editor", "Remove entry"), self)
        self.json_button = QPushButton(translate("Editor", "Hide JSON"), self)
        self.json_button.setCheckable(True)
        self.json_button.setChecked(True)
        self.json_button.setToolTip(
            translate("Editor", "Show or fold away the book's JSON beside the table")
        )
        self.content_label = QLabel(translate("Editor", "Content"), self)
        self.content = QPlainTextEdit(self)
        self.content.setAccessibleName(translate("Editor", "Content of the selected entry"))
        self.content.setPlaceholderText(
            translate("Editor", "Select an entry to write its content here.")
        )
        self.content.setTabChangesFocus(True)
        self.content_label.setBuddy(self.content)
        name = character_name if callable(character_name) else (lambda: "")
        self.tester = LorebookTester(doc.text, name, self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.json_button)
        entry = QWidget(self)
        entry_layout = QVBoxLayout(entry)
        entry_layout.setContentsMargins(0, 0, 0, 0)
        entry_layout.addWidget(self.content_label)
        entry_layout.addWidget(self.content, 1)
        self.parts = QSplitter(Qt.Orientation.Vertical, self)
        for part in (self.table, entry, self.tester):
            self.parts.addWidget(part)
        self.parts.setSizes([400, 250, 300])  # proportions of the height it gets
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.status)
        column.addLayout(buttons)
        column.addWidget(self.problem_list)
        column.addWidget(self.parts, 1)
        self._writing = False
        self._showing_entry = False
        self._timer = QTimer(self, singleShot=True, interval=250)
        self._timer.timeout.connect(self.refresh)
        self._content_timer = QTimer(self, singleShot=True, interval=CONTENT_WRITE_MS)
        self._content_timer.timeout.connect(self.write_back)
        doc.editor.textChanged.connect(self._on_text_changed)
        self.table.edited.connect(self.write_back)
        self.table.edited.connect(self._show_entry)
        self.table.currentCellChanged.connect(lambda *_cells: self._show_entry())
        self.content.textChanged.connect(self._on_content_typed)
        self.add_button.clicked.connect(self.add_entry)
        self.remove_button.clicked.connect(self.remove_entry)
        self.json_button.toggled.connect(self.show_json)
        self.problem_list.itemActivated.connect(self._go_to_problem)
        self.problem_list.itemClicked.connect(self._go_to_problem)
        self.refresh()

    # --- the JSON pane ----------------------------------------------------------------

    def show_json(self, on: bool) -> None:
        """Show the book's JSON beside the table, or fold it away."""
        self.doc.editor.setVisible(on)
        self.json_button.setText(
            translate("Editor", "Hide JSON") if on else translate("Editor", "Show JSON")
        )
        if self.json_button.isChecked() != on:
            self.json_button.setChecked(on)

    def json_shown(self) -> bool:
        return self.json_button.isChecked()

    # --- the selected entry's content -------------------------------------------------

    def _show_entry(self) -> None:
        """Put the selected entry's content in the content box."""
        row = self.table.currentRow()
        entries = self.table.entries
        entry = entries[row] if 0 <= row < len(entries) else None
        usable = isinstance(entry, dict) and self.table.isEnabled()
        self.content.setEnabled(usable)
        keys = ", ".join(k for k in (entry or {}).get("keys") or [] if isinstance(k, str))
        self.content_label.setText(
            f"Content of entry {row + 1}" + (f" ({keys})" if keys else "") if usable else "Content"
        )
        text = str(entry.get("content", "")) if isinstance(entry, dict) else ""
        if self.content.toPlainText() != text:
            self._showing_entry = True
            try:
                self.content.setPlainText(text)
            finally:
                self._showing_entry = False

    def _on_content_typed(self) -> None:
        if self._showing_entry:
            return
        row = self.table.currentRow()
        entries = self.table.entries
        if not (0 <= row < len(entries) and isinstance(entries[row], dict)):
            return
        text = self.content.toPlainText()
        entries[row]["content"] = text
        self.table.show_content(row, text)
        self._content_timer.start()

    # --- JSON -> table --------------------------------------------------------------

    def _on_text_changed(self) -> None:
        if not self._writing:
            self._timer.start()

    def refresh(self) -> None:
        """Re-read the buffer: problems, and the table when the JSON is a book."""
        if self._content_timer.isActive():
            return  # the content box's text is on its way into the buffer
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
                translate(
                    "Editor", "The JSON is not a lorebook yet; the table shows the last good state."
                )
            )
        for widget in (self.table, self.add_button, self.remove_button):
            widget.setEnabled(editable)
        if editable and self.table.currentRow() < 0 and self.table.rowCount():
            self.table.setCurrentCell(0, 0)
        self._show_entry()
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
        self._content_timer.stop()
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
            self.show_json(True)  # the line is in the JSON
            self.doc.editor.go_to_line(line)


class _FoldWhenNarrow(QObject):
    """Folds the JSON pane away the first time the tab is laid out narrow."""

    def __init__(self, view: LorebookView) -> None:
        super().__init__(view)
        self._view = view
        view.doc.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        doc = self._view.doc
        if watched is doc and event.type() == QEvent.Type.Resize and doc.isVisible():
            doc.removeEventFilter(self)
            if doc.width() < JSON_BESIDE_MIN:
                self._view.show_json(False)
        return False


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
    splitter.setCollapsible(0, False)
    layout.addWidget(splitter)
    _FoldWhenNarrow(view)
    doc.lorebook = view  # type: ignore[attr-defined]
    return view

"""Every keyboard shortcut of the main window, in one table, and Help → Keyboard shortcuts.

One key, one binding: when a window action and a widget's own ``QShortcut``
both claim a key, Qt reports ``QAction::event: Ambiguous shortcut overload``
and runs neither (that is how Ctrl+S stopped saving inside the editor and
Ctrl+K stopped opening the command dialog). So the window's menu actions own
the keys below, and actions that depend on where the focus is (Find, Save)
decide inside their slot. Keys handled by one widget for itself (Enter in the
message box, Esc in a find bar) are listed too, so the help is complete;
:func:`duplicate_bindings` is what the tests check.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

__all__ = ["SHORTCUTS", "ShortcutsDialog", "duplicate_bindings", "key"]

#: (group, key, what it does). Keys are portable text (``QKeySequence`` syntax).
SHORTCUTS: tuple[tuple[str, str, str], ...] = (
    ("File", "Ctrl+N", "New project"),
    ("File", "Ctrl+O", "Open project"),
    ("File", "Ctrl+S", "Save the current file"),
    ("File", "Ctrl+Shift+S", "Save all files"),
    ("File", "Ctrl+E", "Export the package"),
    ("File", "Ctrl+Shift+E", "Export as a character card"),
    ("File", "Ctrl+I", "Import a package or a character card"),
    ("File", "Ctrl+Shift+O", "Open a package to play"),
    ("File", "Ctrl+,", "Settings"),
    ("File", "Ctrl+Q", "Quit"),
    ("Editor", "Ctrl+Tab", "Next editor tab"),
    ("Editor", "Ctrl+Shift+Tab", "Previous editor tab"),
    ("Editor", "Ctrl+W", "Close the editor tab"),
    ("Editor", "Ctrl+F", "Find in the file (in the chat: find in the chat)"),
    ("Editor", "Ctrl+H", "Find and replace in the file"),
    ("Editor", "Ctrl+M", "Tab indents / Tab moves the focus (in code files Tab indents)"),
    ("Editor", "Esc", "Leave the editor for the chat's message box"),
    ("Chat", "Enter", "Send the message"),
    ("Chat", "Shift+Enter", "New line in the message"),
    ("Chat", "Ctrl+K", "Run a command (also: type @ in an empty message box)"),
    ("Chat", "Esc", "Stop the reply being written"),
    ("Chat", "Ctrl+Shift+F", "Search all conversations of the character"),
    ("Chat", "F3", "Next match (Shift+F3: previous)"),
    ("Chat", "Alt+Left", "Previous alternative of the last reply"),
    ("Chat", "Alt+Right", "Next alternative (past the last one: write a new one)"),
    ("Chat", "Home", "Top of the conversation (in the message list)"),
    ("Chat", "End", "Bottom of the conversation (in the message list)"),
    ("Chat", "Ctrl+C", "Copy the selected messages (in the message list)"),
    ("Window", "F6", "Next pane (Shift+F6: previous)"),
    ("Window", "F1", "This list of keyboard shortcuts"),
)


def key(text: str) -> str:
    """A key in the platform's native text (Ctrl shows as ⌘ on macOS)."""
    return QKeySequence(text).toString(QKeySequence.SequenceFormat.NativeText)


def duplicate_bindings(root: QWidget, extra: Iterable[QWidget] = ()) -> list[str]:
    """Keys bound more than once among the enabled actions and shortcuts under ``root``.

    Widget-scoped ``QShortcut``s are counted too: inside the window they are
    live whenever their widget has the focus, so they collide with window
    actions of the same key.
    """
    keys: list[str] = []
    for widget in (root, *extra):
        for action in widget.findChildren(QAction):
            for seq in action.shortcuts():
                if not seq.isEmpty():
                    keys.append(seq.toString())
        for shortcut in widget.findChildren(QShortcut):
            if shortcut.isEnabled() and not shortcut.key().isEmpty():
                keys.append(shortcut.key().toString())
    return sorted(k for k, n in Counter(keys).items() if n > 1)


class ShortcutsDialog(QDialog):
    """Help → Keyboard shortcuts: the :data:`SHORTCUTS` table, read-only."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Keyboard shortcuts")
        self.resize(560, 620)
        self.table = QTableWidget(len(SHORTCUTS), 3, self)
        self.table.setHorizontalHeaderLabels(["Where", "Key", "What it does"])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (group, text, what) in enumerate(SHORTCUTS):
            for column, value in enumerate((group, key(text), what)):
                self.table.setItem(row, column, QTableWidgetItem(value))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)

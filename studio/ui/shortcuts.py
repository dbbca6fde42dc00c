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

from studio.ui.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["SHORTCUTS", "ShortcutsDialog", "duplicate_bindings", "key"]

#: (group, key, what it does). Keys are portable text (``QKeySequence`` syntax).
SHORTCUTS: tuple[tuple[str, str, str], ...] = (
    (
        QT_TRANSLATE_NOOP("Shortcuts", "File"),
        "Ctrl+N",
        QT_TRANSLATE_NOOP("Shortcuts", "New project"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "File"),
        "Ctrl+O",
        QT_TRANSLATE_NOOP("Shortcuts", "Open project"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "File"),
        "Ctrl+S",
        QT_TRANSLATE_NOOP("Shortcuts", "Save the current file"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "File"),
        "Ctrl+Shift+S",
        QT_TRANSLATE_NOOP("Shortcuts", "Save all files"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "File"),
        "Ctrl+E",
        QT_TRANSLATE_NOOP("Shortcuts", "Export the package"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "File"),
        "Ctrl+Shift+E",
        QT_TRANSLATE_NOOP("Shortcuts", "Export as a character card"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "File"),
        "Ctrl+I",
        QT_TRANSLATE_NOOP("Shortcuts", "Import a package or a character card"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "File"),
        "Ctrl+Shift+O",
        QT_TRANSLATE_NOOP("Shortcuts", "Open a package to play"),
    ),
    (QT_TRANSLATE_NOOP("Shortcuts", "File"), "Ctrl+,", QT_TRANSLATE_NOOP("Shortcuts", "Settings")),
    (QT_TRANSLATE_NOOP("Shortcuts", "File"), "Ctrl+Q", QT_TRANSLATE_NOOP("Shortcuts", "Quit")),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Editor"),
        "Ctrl+Tab",
        QT_TRANSLATE_NOOP("Shortcuts", "Next editor tab"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Editor"),
        "Ctrl+Shift+Tab",
        QT_TRANSLATE_NOOP("Shortcuts", "Previous editor tab"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Editor"),
        "Ctrl+W",
        QT_TRANSLATE_NOOP("Shortcuts", "Close the editor tab"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Editor"),
        "Ctrl+F",
        QT_TRANSLATE_NOOP("Shortcuts", "Find in the file (in the chat: find in the chat)"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Editor"),
        "Ctrl+H",
        QT_TRANSLATE_NOOP("Shortcuts", "Find and replace in the file"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Editor"),
        "Ctrl+M",
        QT_TRANSLATE_NOOP(
            "Shortcuts", "Tab indents / Tab moves the focus (in code files Tab indents)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Editor"),
        "Esc",
        QT_TRANSLATE_NOOP("Shortcuts", "Leave the editor for the chat's message box"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Chat"),
        "Enter",
        QT_TRANSLATE_NOOP("Shortcuts", "Send the message"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Chat"),
        "Shift+Enter",
        QT_TRANSLATE_NOOP("Shortcuts", "New line in the message"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Chat"),
        "Ctrl+K",
        QT_TRANSLATE_NOOP("Shortcuts", "Run a command (also: type @ in an empty message box)"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Chat"),
        "Esc",
        QT_TRANSLATE_NOOP("Shortcuts", "Stop the reply being written"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Chat"),
        "Ctrl+Shift+F",
        QT_TRANSLATE_NOOP("Shortcuts", "Search all conversations of the character"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Chat"),
        "F3",
        QT_TRANSLATE_NOOP("Shortcuts", "Next match (Shift+F3: previous)"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Chat"),
        "Alt+Left",
        QT_TRANSLATE_NOOP("Shortcuts", "Previous alternative of the last reply"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Chat"),
        "Alt+Right",
        QT_TRANSLATE_NOOP("Shortcuts", "Next alternative (past the last one: write a new one)"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Chat"),
        "Home",
        QT_TRANSLATE_NOOP("Shortcuts", "Top of the conversation (in the message list)"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Chat"),
        "End",
        QT_TRANSLATE_NOOP("Shortcuts", "Bottom of the conversation (in the message list)"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Chat"),
        "Ctrl+C",
        QT_TRANSLATE_NOOP("Shortcuts", "Copy the selected messages (in the message list)"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Window"),
        "F6",
        QT_TRANSLATE_NOOP("Shortcuts", "Next pane (Shift+F6: previous)"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Window"),
        "F1",
        QT_TRANSLATE_NOOP("Shortcuts", "This list of keyboard shortcuts"),
    ),
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
        self.setWindowTitle(translate("Shortcuts", "Keyboard shortcuts"))
        self.resize(560, 620)
        self.table = QTableWidget(len(SHORTCUTS), 3, self)
        self.table.setHorizontalHeaderLabels(
            [
                translate("Shortcuts", "Where"),
                translate("Shortcuts", "Key"),
                translate("Shortcuts", "What it does"),
            ]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (group, text, what) in enumerate(SHORTCUTS):
            shown = (translate("Shortcuts", group), key(text), translate("Shortcuts", what))
            for column, value in enumerate(shown):
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

"""One open file: its editor, highlighter, saved text and on-disk conflict state.

Reload policy when the file changes on disk: a buffer without unsaved edits
reloads silently (the cursor stays on its line). A buffer with unsaved edits is
never clobbered: the tab is marked as in conflict and a banner offers "Reload
from disk" (drop my edits) or "Keep mine" (the next save overwrites the disk).
A file deleted on disk keeps its buffer; saving writes it again.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from studio.storage.atomic import atomic_write_text
from studio.ui.editor.code_editor import CodeEditor
from studio.ui.editor.highlighter import PygmentsHighlighter
from studio.ui.editor.lexing import lexer_for
from studio.ui.i18n import translate

__all__ = ["LARGE_DOCUMENT_CHARS", "DocumentTab", "display_text", "read_disk_text"]

#: A file with more characters than this opens in large-document mode (issue 26): read-only,
#: no syntax highlighting, no current-line tint, long lines shown in pieces.
LARGE_DOCUMENT_CHARS = 1_000_000
#: In large-document mode a line longer than this is shown as several display lines. Qt lays
#: out a block (a line) whole, so one 60 MB line held the GUI thread for minutes; blocks of
#: this size are laid out only when they scroll into view.
_DISPLAY_PIECE = 4000


def display_text(text: str) -> str:
    """``text`` with each line over ``_DISPLAY_PIECE`` characters cut into display lines."""
    lines = text.split("\n")
    if all(len(line) <= _DISPLAY_PIECE for line in lines):
        return text
    pieces: list[str] = []
    for line in lines:
        if len(line) <= _DISPLAY_PIECE:
            pieces.append(line)
        else:
            pieces.extend(line[i : i + _DISPLAY_PIECE] for i in range(0, len(line), _DISPLAY_PIECE))
    return "\n".join(pieces)


def read_disk_text(path: Path) -> str | None:
    """A file's text as the editor shows it (UTF-8, no BOM, ``\\n`` newlines); None if absent."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    text = data.decode("utf-8-sig", errors="replace")
    if "\r" not in text:  # one scan instead of two copies (a 60 MB file: 0.4 s saved)
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


class DocumentTab(QWidget):
    """A tab's page: a conflict banner above a :class:`CodeEditor`.

    A file over :data:`LARGE_DOCUMENT_CHARS` characters opens in large-document mode
    (``large`` is True): a notice bar says highlighting is off, the editor is read-only,
    has no syntax highlighting and no current-line tint, and shows lines over 4,000
    characters in pieces (the file itself is never changed; :meth:`text` is the file's).

    Args:
        path: The file; it need not exist yet (a missing intro file opens empty).
        parent: The parent widget.

    Signals:
        modifiedChanged(bool): The buffer became dirty or clean.
        conflictChanged(bool): The file changed on disk under unsaved edits, or that was resolved.
    """

    modifiedChanged = Signal(bool)
    conflictChanged = Signal(bool)

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.conflict = False
        self.editor = CodeEditor(self)
        self.editor.configure_for(path.name)
        # What a screen reader (and a journey) calls this editor: the file it edits.
        self.editor.setAccessibleName(f"{path.name} editor")
        self.banner = QFrame(self)
        self.banner.setObjectName("conflictBanner")
        # The label and the buttons' text get the dark colour too: with only the frame
        # styled, a dark palette's light text sat on the light yellow and was unreadable.
        self.banner.setStyleSheet(
            "#conflictBanner { background: #fff3cd; }"
            " #conflictBanner QLabel { color: #533f03; background: transparent; }"
        )
        self.banner_label = QLabel(self.banner)
        self.reload_button = QPushButton(translate("Editor", "Reload from disk"), self.banner)
        self.keep_button = QPushButton(translate("Editor", "Keep mine"), self.banner)
        row = QHBoxLayout(self.banner)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(self.banner_label, 1)
        row.addWidget(self.reload_button)
        row.addWidget(self.keep_button)
        self.banner.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.banner)
        layout.addWidget(self.editor, 1)
        self.reload_button.clicked.connect(self.reload_from_disk)
        self.keep_button.clicked.connect(self.keep_mine)
        self.large_notice = QLabel(
            translate(
                "Editor",
                "This file is large: highlighting is off and it opens read-only."
                " Edit it in another program.",
            ),
            self,
        )
        self.large_notice.setObjectName("largeNotice")
        self.large_notice.setWordWrap(True)
        self.large_notice.setContentsMargins(8, 4, 8, 4)
        self.large_notice.hide()
        layout.insertWidget(0, self.large_notice)
        self.saved_text = read_disk_text(path) or ""
        self.large = len(self.saved_text) > LARGE_DOCUMENT_CHARS
        self.highlighter: PygmentsHighlighter | None = None
        if self.large:
            #: The file's language, as the status line names it.
            self.language = lexer_for(path.name)[0]
            self._enter_large_mode()
        else:
            self.editor.wrap_for(self.saved_text)
            self.editor.setPlainText(self.saved_text)
            self.highlighter = PygmentsHighlighter(
                self.editor.document(), path.name, palette=self.editor.palette()
            )
            self.language = self.highlighter.language
        self.editor.document().setModified(False)
        self.editor.paletteChanged.connect(self._follow_palette)
        self.editor.document().modificationChanged.connect(self.modifiedChanged)

    def _enter_large_mode(self) -> None:
        self.large = True
        self.large_notice.show()
        self.editor.set_large(True)
        self.editor.setPlainText(display_text(self.saved_text))

    def _follow_palette(self) -> None:
        if self.highlighter is not None:
            self.highlighter.set_palette(self.editor.palette())

    # --- state ----------------------------------------------------------------------

    def text(self) -> str:
        """The buffer's text (in large-document mode, the file's as last loaded)."""
        return self.saved_text if self.large else self.editor.toPlainText()

    def is_modified(self) -> bool:
        """True while the buffer differs from what was last loaded or saved."""
        return self.editor.document().isModified()

    def save(self) -> None:
        """Write the buffer atomically and mark it clean; clears a conflict.

        Raises:
            StorageError: The write failed (the file on disk is unchanged).
        """
        text = self.text()
        atomic_write_text(self.path, text)
        self.saved_text = text
        self.editor.document().setModified(False)
        self._set_conflict(False)

    def retarget(self, path: Path) -> None:
        """Follow a rename: the buffer now belongs to ``path``."""
        self.path = path

    # --- disk changes ---------------------------------------------------------------

    def disk_changed(self) -> bool:
        """React to a change on disk; returns True if the buffer was reloaded."""
        disk = read_disk_text(self.path)
        if disk is None:
            self.banner_label.setText(
                translate("Editor", "This file was deleted on disk. Saving writes it again.")
            )
            self.banner.show()
            return False
        if disk == self.saved_text or disk == self.text():
            self.saved_text = disk
            if disk == self.text():
                self.editor.document().setModified(False)
                self._set_conflict(False)
            return False
        if self.is_modified():
            self._set_conflict(True)
            return False
        self._load(disk)
        return True

    def reload_from_disk(self) -> None:
        """Replace the buffer with the file on disk, dropping unsaved edits."""
        self._load(read_disk_text(self.path) or "")

    def keep_mine(self) -> None:
        """Resolve a conflict in favour of the buffer; the next save overwrites the disk."""
        self.saved_text = read_disk_text(self.path) or ""
        self._set_conflict(False)

    def _load(self, text: str) -> None:
        if self.large or len(text) > LARGE_DOCUMENT_CHARS:
            # Read-only, so there are no edits to keep: show the new text in pieces.
            self.saved_text = text
            if self.highlighter is not None:
                self.highlighter.setDocument(None)
                self.highlighter = None
            self._enter_large_mode()
            self.editor.document().setModified(False)
            self._set_conflict(False)
            return
        line = self.editor.current_line()
        # Replacing through a cursor (not setPlainText) keeps the undo history.
        self.editor.wrap_for(text)
        cursor = QTextCursor(self.editor.document())
        cursor.select(QTextCursor.SelectionType.Document)
        cursor.insertText(text)
        self.saved_text = text
        self.editor.document().setModified(False)
        self.editor.go_to_line(line, focus=False)
        self._set_conflict(False)

    def _set_conflict(self, conflict: bool) -> None:
        if conflict:
            self.banner_label.setText(
                translate("Editor", "This file changed on disk while you have unsaved edits here.")
            )
        self.banner.setVisible(conflict)
        if conflict != self.conflict:
            self.conflict = conflict
            self.conflictChanged.emit(conflict)

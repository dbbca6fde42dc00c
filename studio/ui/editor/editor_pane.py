"""The editor pane: a project's files in a side tree and in tabs, with saving and reloading.

Tabs open files through ``fileMappings``, so a renamed instructions file opens
as "Instructions". Unsaved tabs show ``●``; a tab whose file changed on disk
under unsaved edits shows ``⚠`` (see :mod:`studio.ui.editor.document` for the
reload policy). Every save is atomic.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QSplitter, QTabWidget, QVBoxLayout, QWidget

from studio.package import Problem
from studio.ui.editor.document import DocumentTab, read_disk_text
from studio.ui.editor.file_tree import ProjectTree
from studio.ui.editor.find_replace import FindReplaceBar
from studio.ui.editor.lorebook_view import attach_lorebook_view
from studio.ui.editor.pane_edits import ProjectEdits
from studio.ui.editor.project_actions import ProjectActions
from studio.ui.editor.project_files import ProjectFiles
from studio.ui.editor.watching import ProjectWatcher
from studio.ui.i18n import translate

__all__ = ["MACRO", "EditorPane"]

MACRO = "%%CHARACTER_INSTRUCTIONS%%"


def _banner(parent: QWidget, text: str) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    label.setStyleSheet("background: #fff3cd; color: #533f03; padding: 4px 8px;")
    label.hide()
    return label


class EditorPane(QWidget):
    """Edits one character project.

    Args:
        project_root: The character folder (holding ``config.json``).
        parent: The parent widget.
        own_shortcuts: Bind Save, Save All, Find and Replace on the pane itself
            (off in the main window, whose menu actions own those keys).

    Adding, renaming and deleting files is its part ``project_edits``
    (:class:`~studio.ui.editor.pane_edits.ProjectEdits`).

    Signals:
        saved(str): A file was written (its absolute path).
        filesChanged(): A file was created, renamed or deleted (the character
            reloads as after a save).
        leaveRequested(): Esc in an editor: the window moves the focus to the chat.
        modifiedChanged(bool): Whether any buffer has unsaved edits changed.
        contentChanged(): Some buffer's text changed.
    """

    saved = Signal(str)
    filesChanged = Signal()
    leaveRequested = Signal()
    modifiedChanged = Signal(bool)
    contentChanged = Signal()

    def __init__(
        self, project_root: Path, parent: QWidget | None = None, *, own_shortcuts: bool = True
    ) -> None:
        super().__init__(parent)
        self.root = Path(project_root).resolve()
        self.files = ProjectFiles(self.root)
        self.tree = ProjectTree(self)
        self.tree.setAccessibleName(translate("Editor", "Project files"))
        self.tabs = QTabWidget(self, documentMode=True, tabsClosable=True, movable=True)
        self.find_bar = FindReplaceBar(self)
        self.macro_banner = _banner(
            self,
            f"The system prompt does not contain {MACRO}: the instructions will not reach "
            "the model. Add the macro where the instructions belong.",
        )
        self.status = QLabel(self)
        self.status.setContentsMargins(6, 2, 6, 2)
        right = QWidget(self)
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        for widget, stretch in ((self.macro_banner, 0), (self.tabs, 1), (self.find_bar, 0)):
            column.addWidget(widget, stretch)
        column.addWidget(self.status)
        self.splitter = QSplitter(self)
        self.splitter.addWidget(self.tree)
        self.splitter.addWidget(right)
        self.splitter.setSizes([200, 700])
        self.splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self._docs: dict[Path, DocumentTab] = {}
        self._problems: list[Problem] = []
        self._any_modified = False
        self.project_edits = ProjectEdits(self)
        self.watcher = ProjectWatcher(self)
        self.watcher.fileChanged.connect(self._on_file_changed)
        self.watcher.treeChanged.connect(self.reload_tree)
        self._banner_timer = QTimer(self, singleShot=True, interval=150)
        self._banner_timer.timeout.connect(self.update_macro_banner)
        self.tree.openRequested.connect(self.open_path)
        self.tabs.currentChanged.connect(self._on_current_changed)
        self.tabs.tabCloseRequested.connect(self.close_tab)
        self.actions_ = ProjectActions(self)
        shortcuts: list[tuple[QKeySequence, Callable[[], object]]] = [
            (QKeySequence(QKeySequence.StandardKey.Save), self.save_current),
            (QKeySequence("Ctrl+Shift+S"), self.save_all),
            (QKeySequence(QKeySequence.StandardKey.Find), lambda: self.find_bar.open_find(False)),
            (QKeySequence("Ctrl+H"), lambda: self.find_bar.open_find(True)),
        ]
        # Inside the main window its menu actions own these keys (one binding per key:
        # two would make Qt report an ambiguous shortcut and run neither).
        for key, slot in shortcuts if own_shortcuts else []:
            shortcut = QShortcut(key, self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self.reload_tree()
        self._update_status()

    # --- public API -----------------------------------------------------------------

    def open_path(self, path: Path, line: int | None = None) -> DocumentTab:
        """Open (or switch to) ``path``; go to the 1-based ``line`` if given (0 means none)."""
        path = Path(path).resolve()
        doc = self._docs.get(path)
        if doc is None:
            doc = DocumentTab(path, self)
            attach_lorebook_view(doc, self.files.character_name)
            self._docs[path] = doc
            doc.modifiedChanged.connect(lambda _m, d=doc: self._on_doc_modified(d))
            doc.conflictChanged.connect(lambda _c, d=doc: self._retitle(d))
            doc.editor.textChanged.connect(self._on_text_changed)
            doc.editor.escapePressed.connect(self._on_escape)
            self._mark(doc)
            doc.editor.tabModeChanged.connect(self._on_tab_mode)
            self.tabs.addTab(doc, self._title(doc))
            self.watcher.watch_file(path)
        self.tabs.setCurrentWidget(doc)
        if line:
            doc.editor.go_to_line(line)
        return doc

    def current_document(self) -> DocumentTab | None:
        """The document in the current tab."""
        widget = self.tabs.currentWidget()
        return widget if isinstance(widget, DocumentTab) else None

    def documents(self) -> list[DocumentTab]:
        """Every open document, in tab order."""
        return [
            w for i in range(self.tabs.count()) if isinstance(w := self.tabs.widget(i), DocumentTab)
        ]

    def document(self, path: Path) -> DocumentTab | None:
        """The open document for ``path``, if any."""
        return self._docs.get(Path(path).resolve())

    def save_current(self) -> bool:
        """Save the current tab; False if there is none or the write failed."""
        doc = self.current_document()
        return doc is not None and self._save(doc)

    def save_all(self) -> bool:
        """Save every tab with unsaved edits; True if all writes succeeded."""
        return all([self._save(doc) for doc in self.documents() if doc.is_modified()])

    def has_unsaved(self) -> bool:
        """True if any open buffer has unsaved edits."""
        return any(doc.is_modified() for doc in self._docs.values())

    def unsaved_buffers(self) -> dict[Path, str]:
        """Absolute path -> text of every buffer with unsaved edits."""
        return {doc.path: doc.text() for doc in self._docs.values() if doc.is_modified()}

    def reload_tree(self) -> None:
        """Re-read config.json and the folders; retitle tabs; rewatch folders."""
        self.files.refresh()
        modified = {doc.path for doc in self._docs.values() if doc.is_modified()}
        self.tree.populate(self.files.files, modified)
        folders = {self.root, self.files.context_dir, self.files.agents_dir}
        folders |= {self.files.agents_dir / "lib"} | {f.path.parent for f in self.files.files}
        self.watcher.watch_folders(folders)
        for doc in self._docs.values():
            self._retitle(doc)
        self.update_macro_banner()

    def close_tab(self, index: int, *, discard: bool = False) -> bool:
        """Close a tab; an unsaved one asks first unless ``discard``. True if closed."""
        doc = self.tabs.widget(index)
        if not isinstance(doc, DocumentTab):
            return False
        if doc.is_modified() and not discard and not self.actions_.confirm_discard(doc):
            return False
        self.tabs.removeTab(index)
        self._docs.pop(doc.path, None)
        self.watcher.unwatch_file(doc.path)
        doc.deleteLater()
        self._on_doc_modified(doc)
        return True

    # --- internals ------------------------------------------------------------------

    def show_problems(self, problems: list[Problem]) -> None:
        """Mark each open file's problem lines (the live validator's latest list)."""
        self._problems = list(problems)
        for doc in self._docs.values():
            self._mark(doc)

    def _mark(self, doc: DocumentTab) -> None:
        try:
            rel = doc.path.resolve().relative_to(self.root).as_posix()
        except ValueError:
            rel = ""
        lines: dict[int, str] = {}
        for problem in self._problems:
            if problem.file == rel and problem.line:
                if lines.get(problem.line) != "error":
                    lines[problem.line] = problem.severity
        doc.editor.set_problem_lines(lines)

    def _on_escape(self) -> None:
        if self.find_bar.isVisible():
            self.find_bar.close_bar()
        else:
            self.leaveRequested.emit()

    def _on_tab_mode(self, moves_focus: bool) -> None:
        self.status.setText(
            translate("Editor", "Tab moves the focus in this file (Ctrl+M switches)")
            if moves_focus
            else translate("Editor", "Tab indents in this file (Ctrl+M switches)")
        )

    def _files_changed(self) -> None:
        self.filesChanged.emit()

    def next_tab(self, step: int = 1) -> None:
        """Go to the next (``step`` 1) or previous (-1) tab, wrapping around."""
        count = self.tabs.count()
        if count:
            self.tabs.setCurrentIndex((self.tabs.currentIndex() + step) % count)
            doc = self.current_document()
            if doc is not None:
                doc.editor.setFocus()

    def close_current_tab(self) -> bool:
        """Close the current tab (asking first when it has unsaved edits)."""
        index = self.tabs.currentIndex()
        return index >= 0 and self.close_tab(index)

    def _save(self, doc: DocumentTab) -> bool:
        try:
            doc.save()
        except Exception as exc:  # StorageError, but never lose the buffer on any failure
            self.actions_.report_error(f"Could not save {doc.path.name}", exc)
            return False
        self.watcher.watch_file(doc.path)
        self.saved.emit(str(doc.path))
        if doc.path.name == "config.json" or self.files.find(doc.path) is None:
            self.reload_tree()
        self._banner_timer.start()
        return True

    def _title(self, doc: DocumentTab) -> str:
        listed = self.files.find(doc.path)
        title = listed.title if listed is not None else doc.path.name
        if doc.conflict:
            title = f"⚠ {title}"
        return f"{title} ●" if doc.is_modified() else title

    def _retitle(self, doc: DocumentTab) -> None:
        index = self.tabs.indexOf(doc)
        if index >= 0:
            self.tabs.setTabText(index, self._title(doc))
            self.tabs.setTabToolTip(index, str(doc.path))

    def _on_doc_modified(self, doc: DocumentTab) -> None:
        self._retitle(doc)
        item = self.tree.item_for(doc.path)
        listed = self.files.find(doc.path)
        if item is not None and listed is not None:
            item.setText(0, listed.title + (" ●" if doc.is_modified() else ""))
        now = self.has_unsaved()
        if now != self._any_modified:
            self._any_modified = now
            self.modifiedChanged.emit(now)

    def _on_text_changed(self) -> None:
        self._update_status()
        self._banner_timer.start()
        self.contentChanged.emit()

    def _on_file_changed(self, path: Path) -> None:
        doc = self._docs.get(path)
        if doc is not None:
            doc.disk_changed()
        self._banner_timer.start()

    def _on_current_changed(self, _index: int) -> None:
        doc = self.current_document()
        self.find_bar.set_editor(doc.editor if doc is not None else None)
        if doc is not None:
            item = self.tree.item_for(doc.path)
            if item is not None:
                self.tree.setCurrentItem(item)
        self._update_status()

    def _update_status(self) -> None:
        doc = self.current_document()
        if doc is None:
            self.status.setText(translate("Editor", "No file open"))
            return
        chars = len(doc.text())
        self.status.setText(
            f"{doc.path.name} · {doc.language} · {chars:,} chars · ≈{math.ceil(chars / 4):,} tokens"
        )

    def _role_text(self, title: str) -> str:
        listed = next((f for f in self.files.files if f.title == title), None)
        if listed is None:
            return ""
        doc = self._docs.get(listed.path.resolve())
        return doc.text() if doc is not None else (read_disk_text(listed.path) or "")

    def update_macro_banner(self) -> None:
        """Show the warning when instructions exist but the system prompt lacks the macro."""
        missing = bool(self._role_text("Instructions").strip()) and (
            MACRO not in self._role_text("System Prompt")
        )
        self.macro_banner.setVisible(missing)

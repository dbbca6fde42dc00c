"""The side list of a project's files, grouped as Character, Context, Agents, Default
states (``*.agent.json``, shown only when there are some) and Lib."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from studio.ui.editor.project_files import ProjectFile

__all__ = ["GROUPS", "ProjectTree"]

GROUPS = ("Character", "Context", "Agents", "Default states", "Lib")
_PATH_ROLE = Qt.ItemDataRole.UserRole
_GROUP_ROLE = Qt.ItemDataRole.UserRole + 1


class ProjectTree(QTreeWidget):
    """Lists the project's files; activating one asks for it to be opened.

    Signals:
        openRequested(object): A file's :class:`~pathlib.Path` was clicked (one
            click, as in VS Code's explorer) or activated with Enter.
    """

    openRequested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.itemActivated.connect(self._on_activated)
        self.itemClicked.connect(self._on_activated)
        self._groups: dict[str, QTreeWidgetItem] = {}

    def populate(self, files: list[ProjectFile], modified: set[Path] | None = None) -> None:
        """Show ``files``, keeping the current selection; modified ones get a ●."""
        current = self.current_path()
        modified = modified or set()
        self.clear()
        self._groups = {}
        for group in GROUPS:
            top = QTreeWidgetItem(self, [group])
            top.setData(0, _GROUP_ROLE, group)
            top.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            self._groups[group] = top
        for file in files:
            label = file.title + (" ●" if file.path in modified else "")
            item = QTreeWidgetItem(self._groups[file.group], [label])
            item.setData(0, _PATH_ROLE, str(file.path))
            item.setData(0, _GROUP_ROLE, file.group)
            item.setToolTip(0, str(file.path))
            if file.path == current:
                self.setCurrentItem(item)
        for group in ("Default states",):
            top = self._groups[group]
            top.setHidden(top.childCount() == 0)  # only when the project has some
        self.expandAll()

    def current_path(self) -> Path | None:
        """The selected file, if a file (not a group) is selected."""
        item = self.currentItem()
        return self.path_of(item)

    @staticmethod
    def path_of(item: QTreeWidgetItem | None) -> Path | None:
        """The file an item stands for (None for a group heading)."""
        value = item.data(0, _PATH_ROLE) if item is not None else None
        return Path(value) if value else None

    @staticmethod
    def group_of(item: QTreeWidgetItem | None) -> str | None:
        """The group an item (file or heading) belongs to."""
        return item.data(0, _GROUP_ROLE) if item is not None else None

    def item_for(self, path: Path) -> QTreeWidgetItem | None:
        """The item showing ``path``, if listed."""
        for top in self._groups.values():
            for i in range(top.childCount()):
                child = top.child(i)
                if self.path_of(child) == path:
                    return child
        return None

    def _on_activated(self, item: QTreeWidgetItem, _column: int) -> None:
        path = self.path_of(item)
        if path is not None:
            self.openRequested.emit(path)

"""``LibraryPanel``: every character the player opened or imported, to play again.

A searchable grid-like list (avatar, name, description, last played). Double-click
or Enter plays; Delete (or the button) takes the selected characters out of the
library after asking — their files are never touched; dropping package zips,
folders or cards onto it adds them (the window opens what is dropped, and opening
adds to the library). The panel only shows and edits the library; playing is the
window's job, reached through the ``playRequested`` and ``addRequested`` signals.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QIcon, QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.errors import StorageError
from studio.storage.library import Library, LibraryItem

__all__ = ["LibraryPanel", "confirm_remove"]

PATH_ROLE = Qt.ItemDataRole.UserRole + 1
AVATAR = 48


def confirm_remove(parent: QWidget, names: list[str]) -> bool:
    """Ask before taking characters out of the library (tests replace this function)."""
    shown = ", ".join(names[:5]) + (f" and {len(names) - 5} more" if len(names) > 5 else "")
    answer = QMessageBox.question(
        parent,
        "Remove from library",
        f"Remove {shown} from your library? Their files and conversations are kept.",
    )
    return answer == QMessageBox.StandardButton.Yes


def last_played_text(item: LibraryItem, now: datetime | None = None) -> str:
    """``"Last played 14:02"`` / ``"… 3 Nov"`` / ``"… 3 Nov 2025"`` / ``"Not played yet"``."""
    if item.last_played is None:
        return "Not played yet"
    when = datetime.fromtimestamp(item.last_played)
    now = now or datetime.now()
    if when.date() == now.date():
        shown = when.strftime("%H:%M")
    elif when.year == now.year:
        shown = f"{when.day} {when.strftime('%b')}"
    else:
        shown = f"{when.day} {when.strftime('%b %Y')}"
    return f"Last played {shown}"


class LibraryPanel(QWidget):
    """The library as a list with search, play and remove.

    Args:
        library: The loaded library (the panel saves through it).
        parent: The parent widget.

    Signals:
        playRequested(str): The user chose a character to play (its path).
        addRequested(str): A file or folder was dropped onto the panel.
    """

    playRequested = Signal(str)
    addRequested = Signal(str)

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.setAcceptDrops(True)
        self.title = QLabel("<b>Your characters</b>")
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search by name or description")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.refresh)
        self.list = QListWidget()
        self.list.setIconSize(QSize(AVATAR, AVATAR))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        # A card dropped on the characters (not only on the empty panel) is added too: the
        # list's viewport would otherwise refuse the drag (issue 23's walk).
        self.list.viewport().setAcceptDrops(True)
        self.list.viewport().installEventFilter(self)
        self.list.itemActivated.connect(self._play_item)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        self.empty = QLabel(
            "No characters yet. Open a character package or card (File → Open), "
            "or drop one here."
        )
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.play_button = QPushButton("Play")
        self.play_button.clicked.connect(self._play_selected)
        self.remove_button = QPushButton("Remove…")
        self.remove_button.clicked.connect(self.remove_selected)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.play_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.empty, 1)
        layout.addLayout(buttons)
        self.setFocusProxy(self.search)
        self.refresh()

    # -- contents ---------------------------------------------------------------

    def refresh(self) -> None:
        """Rebuild the list from the library, filtered by the search text."""
        query = self.search.text().strip()
        items = self.library.search(query) if query else self.library.items
        self.list.clear()
        for entry in items:
            row = QListWidgetItem(self._icon(entry), self._label(entry))
            row.setData(PATH_ROLE, entry.path)
            row.setToolTip(entry.path if entry.exists else f"{entry.path} (not found)")
            if not entry.exists:
                row.setForeground(self.palette().placeholderText())
            self.list.addItem(row)
        has_any = bool(self.library.items)
        self.list.setVisible(has_any)
        self.empty.setVisible(not has_any)
        if self.list.count():
            self.list.setCurrentRow(0)
        self._update_buttons()

    def _label(self, entry: LibraryItem) -> str:
        lines = [entry.name]
        if entry.description:
            lines.append(entry.description)
        state = last_played_text(entry)
        if not entry.exists:
            state += " · file not found"
        lines.append(state)
        return "\n".join(lines)

    def _icon(self, entry: LibraryItem) -> QIcon:
        if entry.avatar and Path(entry.avatar).is_file():
            pixmap = QPixmap(entry.avatar)
            if not pixmap.isNull():
                return QIcon(
                    pixmap.scaled(
                        AVATAR,
                        AVATAR,
                        Qt.AspectRatioMode.KeepAspectRatioByExpanding,
                        Qt.TransformationMode.SmoothTransformation,
                    )
                )
        return _initials_icon(entry.name, self.palette().highlight().color().name())

    def selected_paths(self) -> list[str]:
        """The paths of the selected rows, in list order."""
        return [str(row.data(PATH_ROLE)) for row in self.list.selectedItems()]

    def _update_buttons(self) -> None:
        chosen = self.list.selectedItems()
        self.play_button.setEnabled(len(chosen) == 1)
        self.remove_button.setEnabled(bool(chosen))

    # -- actions ----------------------------------------------------------------

    def _play_item(self, row: QListWidgetItem) -> None:
        self.playRequested.emit(str(row.data(PATH_ROLE)))

    def _play_selected(self) -> None:
        chosen = self.list.selectedItems()
        if len(chosen) == 1:
            self._play_item(chosen[0])

    def remove_selected(self) -> None:
        """Ask, then take the selected characters out of the library."""
        paths = self.selected_paths()
        if not paths:
            return
        names = [row.text().split("\n", 1)[0] for row in self.list.selectedItems()]
        if not confirm_remove(self, names):
            return
        try:
            self.library.remove(paths)
        except StorageError as err:
            QMessageBox.warning(self, "Remove from library", str(err))
        self.refresh()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Delete and self.list.selectedItems():
            self.remove_selected()
            return
        if event.key() == Qt.Key.Key_Down and self.search.hasFocus():
            self.list.setFocus()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.list.viewport():
            kind = event.type()
            if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
                self.dragEnterEvent(event)  # type: ignore[arg-type]
                return True
            if kind == QEvent.Type.Drop:
                self.dropEvent(event)  # type: ignore[arg-type]
                return True
        return super().eventFilter(watched, event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        for url in event.mimeData().urls():
            if url.isLocalFile():
                self.addRequested.emit(url.toLocalFile())
        event.acceptProposedAction()


def _initials_icon(name: str, colour: str) -> QIcon:
    """A round placeholder with the character's initials (no avatar file)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QFont, QPainter

    initials = "".join(word[0] for word in name.split()[:2]).upper() or "?"
    pixmap = QPixmap(AVATAR, AVATAR)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(colour))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QRectF(0, 0, AVATAR, AVATAR))
    font = QFont()
    font.setPixelSize(AVATAR // 2 - 4)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(QRectF(0, 0, AVATAR, AVATAR), Qt.AlignmentFlag.AlignCenter, initials)
    painter.end()
    return QIcon(pixmap)

"""``LibraryPanel``: every character the player opened or imported, as a gallery.

A grid of the characters' card art (:mod:`.gallery`; thumbnails made once and
cached on disk, :mod:`.thumbnails`) in three sizes, sorted by last played, name
or when added, filtered by a search (name, description, tags) and by a card
tag. Double-click or Enter opens the character's page (``characterChosen``);
Play plays the selected one at once; Delete (or the button) takes the selected
characters out of the library after asking — their files are never touched;
dropping package zips, folders or cards onto it adds them (the window opens
what is dropped, and opening adds to the library). The panel only shows and
edits the library; playing is the window's job, reached through the signals.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QDate, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
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
from studio.ui import i18n
from studio.ui.i18n import QT_TRANSLATE_NOOP, translate
from studio.ui.library.gallery import (
    ART_ROLE,
    MISSING_ROLE,
    NAME_ROLE,
    SIZES,
    STATE_ROLE,
    GalleryDelegate,
)
from studio.ui.library.thumbnails import ThumbnailCache

__all__ = ["LibraryPanel", "confirm_remove"]

PATH_ROLE = Qt.ItemDataRole.UserRole + 1
#: The orders the gallery can be sorted in.
SORTS = {
    "last_played": QT_TRANSLATE_NOOP("Library", "Last played"),
    "name": QT_TRANSLATE_NOOP("Library", "Name"),
    "added": QT_TRANSLATE_NOOP("Library", "Recently added"),
}
#: The tile sizes' captions (the keys are :data:`SIZES`'s).
SIZE_NAMES = {
    "small": QT_TRANSLATE_NOOP("Library", "Small"),
    "medium": QT_TRANSLATE_NOOP("Library", "Medium"),
    "large": QT_TRANSLATE_NOOP("Library", "Large"),
}
ALL_TAGS = QT_TRANSLATE_NOOP("Library", "All tags")


def confirm_remove(parent: QWidget, names: list[str]) -> bool:
    """Ask before taking characters out of the library (tests replace this function)."""
    shown = ", ".join(names[:5])
    if len(names) > 5:
        shown = translate("Library", "{names} and {count} more").format(
            names=shown, count=len(names) - 5
        )
    answer = QMessageBox.question(
        parent,
        translate("Library", "Remove from library"),
        translate(
            "Library", "Remove {names} from your library? Their files and conversations are kept."
        ).format(names=shown),
    )
    return answer == QMessageBox.StandardButton.Yes


def last_played_text(item: LibraryItem, now: datetime | None = None) -> str:
    """``"Last played 14:02"`` / ``"… 3 Nov"`` / ``"… 3 Nov 2025"`` / ``"Not played yet"``."""
    if item.last_played is None:
        return translate("Library", "Not played yet")
    when = datetime.fromtimestamp(item.last_played)
    now = now or datetime.now()
    day = QDate(when.year, when.month, when.day)
    if when.date() == now.date():
        shown = when.strftime("%H:%M")
    elif when.year == now.year:
        shown = i18n.locale().toString(day, translate("Library", "d MMM"))
    else:
        shown = i18n.locale().toString(day, translate("Library", "d MMM yyyy"))
    return translate("Library", "Last played {when}").format(when=shown)


class LibraryPanel(QWidget):
    """The library as a gallery with search, sort, sizes, tags, play and remove.

    Args:
        library: The loaded library (the panel saves through it).
        parent: The parent widget.
        thumbnails: Where thumbnails are kept between runs (None: memory only).

    Signals:
        playRequested(str): The user chose to play a character now (its path).
        characterChosen(str): The user opened a character (its page comes first).
        addRequested(str): A file or folder was dropped onto the panel.
    """

    playRequested = Signal(str)
    characterChosen = Signal(str)
    addRequested = Signal(str)
    viewChanged = Signal(str, str)

    def __init__(
        self, library: Library, parent: QWidget | None = None, *, thumbnails: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.thumbnails = ThumbnailCache(thumbnails, self)
        self.setAcceptDrops(True)
        self.title = QLabel(translate("Library", "<b>Your characters</b>"))
        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("Library", "Search by name, description or tag"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(translate("Library", "Search characters"))
        self.search.textChanged.connect(self.refresh)
        self.sort = QComboBox()
        for key, caption in SORTS.items():
            self.sort.addItem(translate("Library", caption), key)
        self.sort.setAccessibleName(translate("Library", "Sort by"))
        self.sort.setToolTip(translate("Library", "Sort by"))
        self.sizes = QComboBox()
        for key, caption in SIZE_NAMES.items():
            self.sizes.addItem(translate("Library", caption), key)
        self.sizes.setCurrentIndex(self.sizes.findData("medium"))
        self.sizes.setAccessibleName(translate("Library", "Tile size"))
        self.sizes.setToolTip(translate("Library", "Tile size"))
        self.tag = QComboBox()
        self.tag.setAccessibleName(translate("Library", "Tag"))
        self.tag.setToolTip(
            translate("Library", "Show only characters with this tag (from their cards)")
        )
        self.tag.addItem(translate("Library", ALL_TAGS), "")
        for combo in (self.sort, self.tag):
            combo.currentIndexChanged.connect(lambda _i: self.refresh())
        self.sizes.currentIndexChanged.connect(
            lambda _i: self.set_tile_size(str(self.sizes.currentData()))
        )
        for combo in (self.sort, self.sizes):
            combo.currentIndexChanged.connect(lambda _i: self._view_changed())
        self.list = QListWidget()
        self.list.setAccessibleName(translate("Library", "Characters"))
        self.list.setProperty("ownItemText", True)  # retranslate() rebuilds the tiles
        self.list.setViewMode(QListWidget.ViewMode.IconMode)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setMovement(QListWidget.Movement.Static)
        self.list.setWrapping(True)
        self.list.setUniformItemSizes(True)
        self.list.setSelectionRectVisible(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setDragEnabled(False)
        self.gallery = GalleryDelegate(self.thumbnails, self.list)
        self.list.setItemDelegate(self.gallery)
        self.list.setGridSize(self.gallery.tile_size(self.list.font()))
        self.list.verticalScrollBar().setSingleStep(24)
        self.thumbnails.ready.connect(lambda _source: self.list.viewport().update())
        self._applying = False
        # A card dropped on the characters (not only on the empty panel) is added too: the
        # list's viewport would otherwise refuse the drag (issue 23's walk).
        self.list.viewport().setAcceptDrops(True)
        self.list.viewport().installEventFilter(self)
        self.list.itemActivated.connect(self._choose_item)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        self.empty = QLabel(
            "No characters yet. Open a character package or card (File → Open), "
            "or drop one here."
        )
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.open_button = QPushButton(translate("Library", "About…"))
        self.open_button.setToolTip(
            translate("Library", "The character's page: art, notes, greetings, conversations")
        )
        self.open_button.clicked.connect(self._choose_selected)
        self.play_button = QPushButton(translate("Library", "Play"))
        self.play_button.clicked.connect(self._play_selected)
        self.remove_button = QPushButton(translate("Library", "Remove…"))
        self.remove_button.clicked.connect(self.remove_selected)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.play_button)
        tools = QHBoxLayout()
        tools.addWidget(self.search, 1)
        tools.addWidget(self.tag)
        tools.addWidget(self.sort)
        tools.addWidget(self.sizes)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(tools)
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
        self._fill_tags()
        tag = str(self.tag.currentData() or "")
        if tag:
            items = [i for i in items if tag in i.tags]
        order = self.sort.currentData()
        if order == "name":
            items = sorted(items, key=lambda i: i.name.casefold())
        elif order == "added":
            items = sorted(items, key=lambda i: i.added, reverse=True)
        self.list.setUpdatesEnabled(False)
        self.list.clear()
        for entry in items:
            exists = os.path.exists(entry.path)  # (Path.exists x 1,000: 100 ms)
            state = last_played_text(entry) + (
                "" if exists else translate("Library", " · file not found")
            )
            row = QListWidgetItem(self._label(entry, state))
            row.setData(PATH_ROLE, entry.path)
            row.setData(NAME_ROLE, entry.name)
            row.setData(STATE_ROLE, state)
            row.setData(ART_ROLE, entry.avatar or "")
            row.setData(MISSING_ROLE, not exists)
            tip = (
                entry.name
                if exists
                else translate("Library", "{name}: {path} (not found)").format(
                    name=entry.name, path=entry.path
                )
            )
            if entry.tags:
                tags = ", ".join(entry.tags)
                tip += "\n" + translate("Library", "Tags: {tags}").format(tags=tags)
            row.setToolTip(tip)
            self.list.addItem(row)
        self.list.setUpdatesEnabled(True)
        has_any = bool(self.library.items)
        self.list.setVisible(has_any)
        self.empty.setVisible(not has_any)
        if self.list.count():
            self.list.setCurrentRow(0)
        self._update_buttons()

    def _label(self, entry: LibraryItem, state: str) -> str:
        # What a screen reader says for the tile (and what tests read): the gallery
        # paints the name and the state under the art.
        lines = [entry.name]
        if entry.description:
            lines.append(entry.description)
        lines.append(state)
        return "\n".join(lines)

    def _fill_tags(self) -> None:
        """The tag filter offers every tag in the library, most used first."""
        counts: dict[str, int] = {}
        for entry in self.library.items:
            for tag in entry.tags:
                counts[tag] = counts.get(tag, 0) + 1
        by_use = sorted(counts.items(), key=lambda c: (-c[1], c[0]))
        wanted = [translate("Library", ALL_TAGS)] + [t for t, _n in by_use]
        shown = [self.tag.itemText(i) for i in range(self.tag.count())]
        if shown == wanted:
            return
        current = str(self.tag.currentData() or "")
        self.tag.blockSignals(True)
        self.tag.clear()
        self.tag.addItem(wanted[0], "")
        for tag in wanted[1:]:
            self.tag.addItem(tag, tag)
        self.tag.setCurrentIndex(max(0, self.tag.findData(current)))
        self.tag.blockSignals(False)
        self.tag.setVisible(len(wanted) > 1)

    def retranslate(self) -> None:
        """The tiles' captions ("Last played …") in the interface language now installed
        (the boxes' captions are retranslated with every other widget); a hidden gallery
        (the chat is in front) is rebuilt when it is shown again."""
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        if getattr(self, "_stale", False):
            self._stale = False
            self.refresh()
        super().showEvent(event)

    def set_view(self, size: str, sort: str) -> None:
        """Show tiles of ``size`` ("small", "medium", "large") sorted by ``sort``
        ("last_played", "name", "added"); an unknown key keeps the current choice."""
        self._applying = True
        try:
            for combo, key in ((self.sizes, size), (self.sort, sort)):
                found = combo.findData(key)
                if found >= 0:
                    combo.setCurrentIndex(found)
        finally:
            self._applying = False

    def _view_changed(self) -> None:
        if getattr(self, "_applying", True):
            return  # a saved choice being put back, or the boxes still being filled
        self.viewChanged.emit(str(self.sizes.currentData()), str(self.sort.currentData()))

    def set_tile_size(self, size: str) -> None:
        """Small, medium or large tiles (the :data:`SIZES` keys)."""
        self.gallery.width = SIZES.get(size, SIZES["medium"])
        self.list.setGridSize(self.gallery.tile_size(self.list.font()))
        self.list.doItemsLayout()
        self.list.viewport().update()

    def selected_paths(self) -> list[str]:
        """The paths of the selected rows, in list order."""
        return [str(row.data(PATH_ROLE)) for row in self.list.selectedItems()]

    def _update_buttons(self) -> None:
        chosen = self.list.selectedItems()
        self.play_button.setEnabled(len(chosen) == 1)
        self.open_button.setEnabled(len(chosen) == 1)
        self.remove_button.setEnabled(bool(chosen))

    # -- actions ----------------------------------------------------------------

    def _choose_item(self, row: QListWidgetItem) -> None:
        self.characterChosen.emit(str(row.data(PATH_ROLE)))

    def _choose_selected(self) -> None:
        chosen = self.list.selectedItems()
        if len(chosen) == 1:
            self._choose_item(chosen[0])

    def _play_selected(self) -> None:
        chosen = self.list.selectedItems()
        if len(chosen) == 1:
            self.playRequested.emit(str(chosen[0].data(PATH_ROLE)))

    def remove_selected(self) -> None:
        """Ask, then take the selected characters out of the library."""
        paths = self.selected_paths()
        if not paths:
            return
        names = [str(row.data(NAME_ROLE)) for row in self.list.selectedItems()]
        if not confirm_remove(self, names):
            return
        try:
            self.library.remove(paths)
        except StorageError as err:
            QMessageBox.warning(self, translate("Library", "Remove from library"), str(err))
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


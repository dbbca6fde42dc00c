"""The store inspector: every agent's store in the current conversation, live.

It reads stores with ``player.stores()`` through the bridge, rebuilds one
agent's subtree on each ``storeChanged`` event (keeping what the user had
expanded), and saves edits through ``player.set_store`` so the engine stays the
only writer of store files.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from studio.ui.bridge import EngineBridge
from studio.ui.i18n import translate
from studio.ui.inspectors.json_editor import JsonEditDialog
from studio.ui.inspectors.jsontext import compact, elide, set_at

__all__ = ["STORE_ID_ROLE", "VALUE_PATH_ROLE", "StoreInspector"]

STORE_ID_ROLE = Qt.ItemDataRole.UserRole + 1
VALUE_PATH_ROLE = Qt.ItemDataRole.UserRole + 2


def _summary(value: Any) -> str:
    if isinstance(value, dict):
        n = len(value)
        return f"{{{n} key{'s' if n != 1 else ''}}}" if value else "{}"
    if isinstance(value, list):
        n = len(value)
        return f"[{n} item{'s' if n != 1 else ''}]" if value else "[]"
    return elide(compact(value), 200)


def _label(store_id: str) -> str:
    if "/" in store_id:
        sub, short = store_id.rsplit("/", 1)
        return f"{short}  (private grant of {sub})"
    return store_id


def confirm_overwrite(parent: QWidget, path: Path) -> bool:
    """Ask before replacing an existing default-state file (tests replace this)."""
    answer = QMessageBox.question(
        parent,
        translate("Inspectors", "Replace the default state?"),
        f"{path.name} already exists. Replace it with this conversation's store?",
    )
    return answer == QMessageBox.StandardButton.Yes


class StoreInspector(QWidget):
    """A tree of every agent's store, grouped by agent, editable as JSON.

    Args:
        bridge: The engine bridge.
        parent: The parent widget.
        studio_mode: Show "Save as default state" (authoring a project only).

    Signals:
        message(str): A status line for the user (saved path, edit refused, ...).
    """

    message = Signal(str)

    def __init__(
        self, bridge: EngineBridge, parent: QWidget | None = None, *, studio_mode: bool = False
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._stores: dict[str, dict[str, Any]] = {}
        self._rows: dict[str, QStandardItem] = {}
        self.model = QStandardItemModel(0, 2, self)
        self.model.setHorizontalHeaderLabels(
            [translate("Inspectors", "Key"), translate("Inspectors", "Value")]
        )
        self.view = QTreeView()
        self.view.setAccessibleName(translate("Inspectors", "Stores"))
        self.view.setModel(self.model)
        self.view.setEditTriggers(QTreeView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.setUniformRowHeights(True)
        self.view.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self.view.header().resizeSection(0, 200)
        self.view.doubleClicked.connect(self.open_editor)
        self.status = QLabel()
        self.status.setAccessibleName(translate("Inspectors", "Store status"))
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.connect(self.status.setText)
        self.refresh_button = QPushButton(translate("Inspectors", "Refresh"))
        self.refresh_button.clicked.connect(self.refresh)
        self.default_button = QPushButton(translate("Inspectors", "Save as default state"))
        self.default_button.setToolTip(
            "Write the selected agent's store as {agentId}.agent.json in the project "
            "(toolCallIds removed)"
        )
        self.default_button.clicked.connect(self.save_default_state)
        self.default_button.setVisible(studio_mode)
        buttons = QHBoxLayout()
        buttons.addWidget(self.refresh_button)
        buttons.addStretch(1)
        buttons.addWidget(self.default_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        self._editor: JsonEditDialog | None = None
        bridge.event.connect(self._on_event)
        bridge.playerChanged.connect(self.refresh)
        if bridge.player is not None:
            self.refresh()

    # -- reading ----------------------------------------------------------------

    def refresh(self) -> None:
        """Reload every store from the engine (conversation switched, player opened)."""
        if self._bridge.player is None:
            self._set_all({})
            return
        self._bridge.submit(lambda p: p.stores(), self._set_all, what="read the agents' stores")

    def _set_all(self, stores: dict[str, dict[str, Any]]) -> None:
        for store_id in [s for s in self._rows if s not in stores]:
            row = self._rows.pop(store_id)
            (row.parent() or self.model.invisibleRootItem()).removeRow(row.row())
            self._stores.pop(store_id, None)
        for store_id, store in stores.items():
            self.update_store(store_id, store)

    def _on_event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == "storeChanged":
            self.update_store(str(event["agent_id"]), dict(event.get("store") or {}))
        elif kind == "conversationChanged":
            self.refresh()

    def store(self, store_id: str) -> dict[str, Any]:
        """The last known store of ``store_id`` (``{}`` when unknown)."""
        return self._stores.get(store_id, {})

    def agent_item(self, store_id: str) -> QStandardItem | None:
        """The tree row of an agent (for tests and the main window)."""
        return self._rows.get(store_id)

    def update_store(self, store_id: str, store: dict[str, Any]) -> None:
        """Rebuild one agent's subtree, keeping the expanded branches expanded."""
        self._stores[store_id] = store
        row = self._rows.get(store_id)
        if row is None:
            row = QStandardItem(self._row_label(store_id))
            row.setData(store_id, STORE_ID_ROLE)
            row.setData((), VALUE_PATH_ROLE)
            row.setToolTip(f"{store_id} — double-click to edit the whole store")
            self._rows[store_id] = row
            parent = self._parent_item(store_id)
            siblings = (parent.child(r, 0) for r in range(parent.rowCount()))
            position = len([c for c in siblings if c and str(c.data(STORE_ID_ROLE)) < store_id])
            parent.insertRow(position, [row, QStandardItem()])
            expanded: list[tuple[Any, ...]] = [()]
        else:
            expanded = self._expanded_paths(row.index())
        row.removeRows(0, row.rowCount())
        self._fill(row, store_id, store, ())
        summary = self.model.itemFromIndex(row.index().siblingAtColumn(1))
        if summary is not None:
            summary.setText(_summary(store))
        for path in expanded:
            index = self._find(row, path)
            if index is not None:
                self.view.expand(index)

    def _row_label(self, store_id: str) -> str:
        """An agent row's text (a party's inspector drops the member prefix)."""
        return _label(store_id)

    def _parent_item(self, store_id: str) -> QStandardItem:
        """Where an agent's row goes: the top level (a party's inspector: its member)."""
        return self.model.invisibleRootItem()

    def _fill(
        self, parent: QStandardItem, store_id: str, value: Any, path: tuple[Any, ...]
    ) -> None:
        items: list[tuple[Any, Any]] = (
            list(value.items()) if isinstance(value, dict) else list(enumerate(value))
        )
        for key, child in items:
            child_path = (*path, key)
            key_item = QStandardItem(str(key) if isinstance(value, dict) else f"[{key}]")
            value_item = QStandardItem(_summary(child))
            for item in (key_item, value_item):
                item.setData(store_id, STORE_ID_ROLE)
                item.setData(child_path, VALUE_PATH_ROLE)
            value_item.setToolTip(elide(compact(child), 2000))
            parent.appendRow([key_item, value_item])
            if isinstance(child, dict | list) and child:
                self._fill(key_item, store_id, child, child_path)

    def _expanded_paths(self, index: QModelIndex) -> list[tuple[Any, ...]]:
        found: list[tuple[Any, ...]] = []
        if self.view.isExpanded(index):
            found.append(tuple(index.data(VALUE_PATH_ROLE) or ()))
        for r in range(self.model.rowCount(index)):
            found.extend(self._expanded_paths(self.model.index(r, 0, index)))
        return found

    def _find(self, row: QStandardItem, path: tuple[Any, ...]) -> QModelIndex | None:
        item: QStandardItem | None = row
        for step in path:
            assert item is not None
            match = None
            for r in range(item.rowCount()):
                child = item.child(r, 0)
                if child is not None and tuple(child.data(VALUE_PATH_ROLE))[-1] == step:
                    match = child
                    break
            if match is None:
                return None
            item = match
        return item.index() if item is not None else None

    # -- editing ----------------------------------------------------------------

    def _value_at(self, store_id: str, path: tuple[Any, ...]) -> Any:
        node: Any = self.store(store_id)
        for step in path:
            node = node[step]
        return node

    def open_editor(self, index: QModelIndex) -> JsonEditDialog | None:
        """Open the JSON editor for the value at ``index`` (double-click does this)."""
        store_id = index.data(STORE_ID_ROLE)
        if not store_id:
            return None
        path = tuple(index.data(VALUE_PATH_ROLE) or ())
        title = " > ".join([store_id, *map(str, path)])
        dialog = JsonEditDialog(
            title, self._value_at(store_id, path), require_object=not path, parent=self
        )
        dialog.accepted.connect(lambda: self.apply_edit(store_id, path, dialog.value()))
        self._editor = dialog
        dialog.open()
        return dialog

    def apply_edit(self, store_id: str, path: tuple[Any, ...], value: Any) -> None:
        """Save ``value`` at ``path`` in an agent's store, through the engine."""
        try:
            new_store = set_at(self.store(store_id), path, value)
        except ValueError as exc:
            self.message.emit(f"Not saved: {exc}")
            return
        self._bridge.submit(
            lambda p: p.set_store(store_id, new_store),
            lambda _r: self.message.emit(f"Saved {store_id}'s store."),
            what=f"save {store_id}'s store",
            on_error=lambda e: self.message.emit(f"Not saved: {e}"),
        )

    def selected_store_id(self) -> str | None:
        """The agent whose row (or value) is selected."""
        index = self.view.currentIndex()
        return str(index.data(STORE_ID_ROLE)) if index.isValid() else None

    def save_default_state(self, store_id: str | None = None) -> None:
        """Write the agent's store as its default state (``{agentId}.agent.json``)."""
        target = store_id or self.selected_store_id()
        if not target:
            self.message.emit("Select an agent first.")
            return
        player = self._bridge.player
        existing = (
            player.package.root / f"{target}.agent.json" if player is not None else None
        )
        if existing is not None and existing.exists() and not confirm_overwrite(self, existing):
            self.message.emit("Default state not saved: the file was kept as it is.")
            return
        self._bridge.submit(
            lambda p: p.save_default_state(target),
            lambda path: self.message.emit(f"Default state written to {path}"),
            what="save the default state",
            on_error=lambda e: self.message.emit(f"Default state not saved: {e}"),
        )

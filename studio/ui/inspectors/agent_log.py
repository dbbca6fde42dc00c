"""The agent log panel: every tool call and command as it happens, the agents'
``studio.log`` lines, and ``@debug`` logs.

Rows arrive from ``toolCall``, ``agentLog`` and ``debugLog`` bridge events and
are appended to :class:`~studio.ui.inspectors.log_model.RowsModel` tables, so
thousands of rows stay cheap. The "Log lines" tab holds the open conversation's
``studio.log`` entries (the lorebook's "which entries fired" line among them):
reloaded from ``player.get_conversation()`` whenever the conversation changes,
since they are entries of it, and appended live as ``agentLog`` events come. On
a conversation switch the ``@debug`` view is reloaded from
``player.read_agent_log`` for every agent that declares ``@debug true``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studio.package import CharacterPackage
from studio.ui.bridge import EngineBridge
from studio.ui.i18n import translate
from studio.ui.inspectors.log_model import (
    CALL_COLUMNS,
    DEBUG_COLUMNS,
    Column,
    RowsModel,
    call_row,
    debug_row,
    describe,
)
from studio.ui.widgets_wheel import guard_wheel

__all__ = ["AgentLogPanel", "debug_agent_ids"]


def debug_agent_ids(package: CharacterPackage) -> list[str]:
    """Store ids of every agent instance (private grants included) with ``@debug true``."""
    found: list[str] = []
    for inst in package.agents:
        grants = inst.subagent.private_grants if inst.subagent else []
        found.extend(a.agent_id for a in (inst, *grants) if a.manifest.debug)
    return found


#: The "Log lines" table: one ``studio.log`` entry of the open conversation a row.
LOG_COLUMNS: tuple[Column, ...] = (
    Column("Entry", lambda r: "" if r.get("index") is None else str(r["index"])),
    Column("Agent", lambda r: str(r.get("agent_id") or "—")),
    Column("Message", lambda r: str(r.get("message", "")), lambda r: str(r.get("message", ""))),
)


def log_rows(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ``studio.log`` entries of a conversation as "Log lines" rows."""
    return [
        {"index": i, "agent_id": e.get("agentId"), "message": str(e.get("content", ""))}
        for i, e in enumerate(entries)
        if e.get("role") == "log"
    ]


def _table(model: RowsModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setWordWrap(False)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(22)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(True)
    return view


#: conversationChanged reasons after which the calls shown belong to no open conversation.
SWITCHES = frozenset({"load", "new", "fork", "delete", "clear"})


class AgentLogPanel(QWidget):
    """Tool calls and commands (one table) and per-agent ``@debug`` logs (another).

    Args:
        bridge: The engine bridge.
        parent: The parent widget.
        columns: The tool-call table's columns (a party's panel adds "Member").
    """

    def __init__(
        self,
        bridge: EngineBridge,
        parent: QWidget | None = None,
        *,
        columns: tuple[Column, ...] = CALL_COLUMNS,
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._debug: dict[str, list[dict[str, Any]]] = {}
        self.calls = RowsModel(columns, self)
        self.debug = RowsModel(DEBUG_COLUMNS, self)
        self.logs = RowsModel(LOG_COLUMNS, self)
        self._logs_asked = 0  # The latest reload of the log lines; older answers are dropped.
        self._logs_live: list[dict[str, Any]] = []  # Live lines since that reload was asked.
        self.calls_view = _table(self.calls)
        widths: tuple[int, ...] = (90, 120, 110, 200, 240, 70, 70)
        if columns is not CALL_COLUMNS:  # one extra column, after Time
            widths = (90, 80, *widths[1:])
        for column, width in enumerate(widths):
            self.calls_view.setColumnWidth(column, width)
        self.debug_view = _table(self.debug)
        self.logs_view = _table(self.logs)
        for view, name in ((self.calls_view, "Tool calls and commands"),
                           (self.logs_view, "Log lines"), (self.debug_view, "Debug log")):
            view.setAccessibleName(name)  # fmt: skip
        for column, width in enumerate((60, 150)):
            self.logs_view.setColumnWidth(column, width)
        for column, width in enumerate((170, 70, 90, 200, 240)):
            self.debug_view.setColumnWidth(column, width)
        self.agent_combo = QComboBox()
        self.agent_combo.setAccessibleName(translate("Inspectors", "Agent"))
        self.agent_combo.currentTextChanged.connect(self._show_debug)
        debug_page = QWidget()
        debug_layout = QVBoxLayout(debug_page)
        debug_layout.setContentsMargins(0, 4, 0, 0)
        pick = QHBoxLayout()
        pick.addWidget(QLabel(translate("Inspectors", "Agent:")))
        pick.addWidget(self.agent_combo, 1)
        debug_layout.addLayout(pick)
        debug_layout.addWidget(self.debug_view)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.calls_view, translate("Inspectors", "Tool calls && commands"))
        self.tabs.addTab(self.logs_view, translate("Inspectors", "Log lines"))
        self.tabs.setTabToolTip(1, "What agents wrote with studio.log in this conversation "
                                   "(a lorebook says here which entries fired)")  # fmt: skip
        self.tabs.addTab(debug_page, translate("Inspectors", "@debug log"))
        self.detail = QPlainTextEdit()
        self.detail.setReadOnly(True)
        self.detail.setAccessibleName(translate("Inspectors", "Details of the selected row"))
        self.detail.setPlaceholderText(
            translate("Inspectors", "Select a row to see its full arguments and result.")
        )
        self.detail.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.tabs)
        splitter.addWidget(self.detail)
        splitter.setSizes([300, 100])
        self.clear_button = QPushButton(translate("Inspectors", "Clear"))
        self.clear_button.setToolTip(
            translate("Inspectors", "Clear the tool-call table (files are not touched)")
        )
        self.clear_button.clicked.connect(self.clear)
        bar = QHBoxLayout()
        self.count_label = QLabel()
        bar.addWidget(self.count_label, 1)
        bar.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter, 1)
        layout.addLayout(bar)
        self.calls_view.selectionModel().selectionChanged.connect(
            lambda sel, _old: self._detail_for(self.calls, sel)
        )
        self.debug_view.selectionModel().selectionChanged.connect(
            lambda sel, _old: self._detail_for(self.debug, sel)
        )
        self.logs_view.selectionModel().selectionChanged.connect(
            lambda sel, _old: self._log_detail(sel)
        )
        guard_wheel(self)
        bridge.event.connect(self._on_event)
        bridge.playerChanged.connect(self.reload_debug)
        bridge.playerChanged.connect(self.reload_logs)
        bridge.playerChanged.connect(self.clear)  # another character: nothing of it yet
        self._update_count()
        if bridge.player is not None:
            self.reload_debug()
            self.reload_logs()

    # -- events -----------------------------------------------------------------

    def _on_event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == "toolCall":
            self.add_call(event)
        elif kind == "agentLog":
            self.add_log(event)
        elif kind == "debugLog":
            self.add_debug(str(event["agent_id"]), dict(event.get("record") or {}))
        elif kind == "conversationChanged":
            # The table shows the open conversation's calls only: another
            # conversation (load, new, fork, a deleted one) or a cleared one starts
            # it empty; edits within the conversation keep it.
            if event.get("reason") in SWITCHES:
                self.clear()
            self.reload_debug()
            self.reload_logs()  # Entries of the conversation: an edit may remove some.

    def add_call(self, event: dict[str, Any]) -> None:
        """Append one tool call or command; keeps the view pinned to the end."""
        bar = self.calls_view.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 2
        self.calls.append([call_row(event)])
        self._update_count()
        if at_end:
            self.calls_view.scrollToBottom()

    def add_log(self, event: dict[str, Any]) -> None:
        """Append one ``agentLog`` event (a ``studio.log`` line) to "Log lines"."""
        row = {
            "index": event.get("index"),
            "agent_id": event.get("agent_id"),
            "message": str(event.get("message", "")),
        }
        bar = self.logs_view.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 2
        self.logs.append([row])
        self._logs_live.append(row)
        if at_end:
            self.logs_view.scrollToBottom()

    def reload_logs(self) -> None:
        """Read the open conversation's ``studio.log`` entries into "Log lines"."""
        self._logs_asked += 1
        asked = self._logs_asked
        self._logs_live = []
        if self._bridge.player is None:
            self.logs.clear()
            return

        async def read(player: Any) -> list[dict[str, Any]]:
            return log_rows(player.get_conversation())

        def loaded(rows: list[dict[str, Any]]) -> None:
            if asked != self._logs_asked:
                return  # A later reload is on its way.
            # Lines that came live since the reload was asked for and were written
            # after the entries were read are not in them: keep those.
            known = {row["index"] for row in rows}
            late = [r for r in self._logs_live if r.get("index") not in known]
            self.logs.clear()
            self.logs.append(rows + late)

        self._bridge.submit(read, loaded, what="read the conversation's log lines")

    def add_debug(self, agent_id: str, record: dict[str, Any]) -> None:
        """Append one ``@debug`` record of ``agent_id``."""
        self._ensure_agent(agent_id)
        row = debug_row(record)
        self._debug[agent_id].append(row)
        if self.agent_combo.currentText() == agent_id:
            self.debug.append([row])

    def _ensure_agent(self, agent_id: str) -> None:
        if agent_id not in self._debug:
            self._debug[agent_id] = []
            self.agent_combo.addItem(agent_id)

    def reload_debug(self) -> None:
        """Reload the ``@debug`` logs of the current conversation from the engine."""
        self._debug.clear()
        self.debug.clear()
        self.agent_combo.clear()
        player = self._bridge.player
        if player is None:
            return
        for agent_id in debug_agent_ids(player.package):
            self._ensure_agent(agent_id)
            self._read_log(agent_id)

    def _read_log(self, agent_id: str) -> None:
        self._bridge.submit(
            lambda p: p.read_agent_log(agent_id),
            lambda records: self._loaded(agent_id, records),
            what=f"read {agent_id}'s debug log",
        )

    def _loaded(self, agent_id: str, records: list[dict[str, Any]]) -> None:
        self._ensure_agent(agent_id)
        self._debug[agent_id] = [debug_row(r) for r in records]
        if self.agent_combo.currentText() == agent_id:
            self._show_debug(agent_id)

    def _show_debug(self, agent_id: str) -> None:
        self.debug.clear()
        self.debug.append(self._debug.get(agent_id, []))

    def debug_records(self, agent_id: str) -> list[dict[str, Any]]:
        """The ``@debug`` rows known for ``agent_id``."""
        return list(self._debug.get(agent_id, []))

    # -- actions ----------------------------------------------------------------

    def clear(self) -> None:
        """Empty the tool-call table and the detail pane."""
        self.calls.clear()
        self.detail.clear()
        self._update_count()

    def _update_count(self) -> None:
        n = self.calls.rowCount()
        self.count_label.setText(f"{n} call{'s' if n != 1 else ''}")

    def _log_detail(self, selection: QItemSelection) -> None:
        indexes = selection.indexes()
        if indexes:
            row = self.logs.row(indexes[0].row())
            where = "" if row.get("index") is None else f", entry {row['index']}"
            self.detail.setPlainText(f"{row.get('agent_id') or '—'}{where}:\n{row['message']}")

    def _detail_for(self, model: RowsModel, selection: QItemSelection) -> None:
        indexes = selection.indexes()
        if indexes:
            self.detail.setPlainText(describe(model.row(indexes[0].row())))

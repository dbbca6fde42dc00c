"""A party's store inspector and agent log, grouped by member.

Store ids of a party are ``<slug>/<agentId>`` for a member's agents (a member's
sub-agent grant is ``<slug>/sub--short``) and plain ``<agentId>`` for the
party-shared agents (docs/PARTY.md). The inspector puts each member's stores
under a node named and coloured after the member, and the shared ones under
"Shared". The agent log gains a "Member" column: whose turn a call belonged to
(a shared agent's call shows the member it served). ``@debug`` logs are listed
as ``Member: agentId`` (``Shared: agentId`` for a party-shared agent), live and
reloaded from the conversation through ``player.read_agent_log``. Store edits go
through ``player.set_store`` as in the one-character inspector.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem
from PySide6.QtWidgets import QWidget

from studio.ui.bridge import EngineBridge
from studio.ui.inspectors import AgentLogPanel, StoreInspector
from studio.ui.inspectors.log_model import CALL_COLUMNS, Column
from studio.ui.inspectors.store_inspector import STORE_ID_ROLE
from studio.ui.party.addressee import swatch
from studio.ui.party.colors import assign_colors

SHARED = "Shared"
MEMBER_COLUMN = Column("Member", lambda r: str(r.get("speaker") or SHARED))


class PartyStoreInspector(StoreInspector):
    """Stores grouped under their member ("Shared" for the party-shared agents).

    Args:
        bridge: The party window's bridge.
        parent: The parent widget.
    """

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        self._slugs: dict[str, str] = {}
        self._colors: dict[str, str] = {}
        self._groups: dict[str, QStandardItem] = {}
        super().__init__(bridge, parent, studio_mode=False)

    def refresh(self) -> None:
        """Re-read the members (a new party) and every store."""
        player = self._bridge.player
        members: list[dict[str, Any]] = list(getattr(player, "members", []) or [])
        slugs = {str(m["slug"]): str(m["name"]) for m in members}
        if slugs != self._slugs:
            self._slugs, self._colors = slugs, assign_colors(members)
            self.model.removeRows(0, self.model.rowCount())
            self._rows.clear()
            self._stores.clear()
            self._groups.clear()
        super().refresh()

    def member_of(self, store_id: str) -> str:
        """The member (its name) a store belongs to, or ``"Shared"``."""
        slug = store_id.split("/", 1)[0] if "/" in store_id else ""
        return self._slugs.get(slug, SHARED)

    def group_item(self, name: str) -> QStandardItem | None:
        """The tree node of a member (or ``"Shared"``), once it has a store."""
        return self._groups.get(name)

    def _row_label(self, store_id: str) -> str:
        if self.member_of(store_id) == SHARED:
            return super()._row_label(store_id)
        agent = store_id.split("/", 1)[1]
        if "--" in agent:
            sub, short = agent.split("--", 1)
            return f"{short}  (private grant of {sub})"
        return agent

    def _parent_item(self, store_id: str) -> QStandardItem:
        name = self.member_of(store_id)
        group = self._groups.get(name)
        if group is None:
            group = QStandardItem(name)
            font = QFont()
            font.setBold(True)
            group.setFont(font)
            color = self._colors.get(name)
            if color:
                group.setIcon(swatch(color))
                group.setForeground(QBrush(QColor(color).darker(120)))
            order = [*self._slugs.values(), SHARED]
            position = sum(1 for g in self._groups if order.index(g) < order.index(name))
            self.model.insertRow(position, [group, QStandardItem()])
            self._groups[name] = group
            self.view.expand(group.index())
        return group

    def selected_store_id(self) -> str | None:
        """The agent whose row (or value) is selected (None for a member node)."""
        index = self.view.currentIndex()
        value = index.data(STORE_ID_ROLE) if index.isValid() else None
        return str(value) if value else None


class PartyAgentLogPanel(AgentLogPanel):
    """The agent log with a "Member" column; ``@debug`` logs are listed per member.

    Args:
        bridge: The party window's bridge.
        parent: The parent widget.
    """

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        columns = (CALL_COLUMNS[0], MEMBER_COLUMN, *CALL_COLUMNS[1:])
        super().__init__(bridge, parent, columns=columns)

    def _on_event(self, event: dict[str, Any]) -> None:
        if event.get("type") == "debugLog":
            label = self.debug_label(str(event["agent_id"]))
            self.add_debug(label, dict(event.get("record") or {}))
            return
        super()._on_event(event)

    def debug_label(self, store_id: str) -> str:
        """``Member: agentId`` for a member's agent, ``Shared: agentId`` for a shared one."""
        player = self._bridge.player
        slugs = {str(m["slug"]): str(m["name"]) for m in getattr(player, "members", []) or []}
        slug, _, agent = store_id.partition("/")
        if agent and slug in slugs:
            return f"{slugs[slug]}: {agent}"
        return f"{SHARED}: {store_id}"

    def reload_debug(self) -> None:
        """Reload every ``@debug`` agent's records of the conversation, by member."""
        self._debug.clear()
        self.debug.clear()
        self.agent_combo.clear()
        party: Any = self._bridge.player
        if party is None:
            return
        for store_id in party.debug_store_ids():
            self._read_party_log(str(store_id), self.debug_label(str(store_id)))

    def _read_party_log(self, store_id: str, label: str) -> None:
        self._ensure_agent(label)

        async def read(player: Any) -> list[dict[str, Any]]:
            records: list[dict[str, Any]] = await player.read_agent_log(store_id)
            return records

        def loaded(records: list[dict[str, Any]]) -> None:
            self._loaded(label, records)

        self._bridge.submit(read, loaded, what=f"read {label}'s debug log")

"""Settings → Tool approvals: the saved answers, and a way to forget them.

An "Always allow" answer (or a policy set in settings.json) is saved per tool
(``mcp:<server>/<tool>``, ``agent:<package>/<agentId>/<tool>``; decisions §22).
This box lists them, each as a person reads it, and **Forget** (the selected
ones) or **Forget all** puts those tools back to "ask each time". Nothing
changes until Save; then the open character asks again at the next call
(:func:`push_policies`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from studio.ui.i18n import translate

__all__ = ["ToolPoliciesBox", "describe_key", "push_policies"]

KEY_ROLE = 0x0100  # Qt.ItemDataRole.UserRole


def describe_key(key: str, policy: str) -> str:
    """``mcp:notes/add`` → "add (MCP server notes): always"."""
    kind, _, rest = key.partition(":")
    owner, _, tool = rest.rpartition("/")
    if kind == "mcp":
        who = translate("ToolPolicies", "MCP server {0}").replace("{0}", owner)
    elif kind == "agent":
        who = translate("ToolPolicies", "agent {0}").replace("{0}", owner)
    else:
        who = owner or kind
    label = {
        "always": translate("ToolPolicies", "always allowed"),
        "conversation": translate("ToolPolicies", "asked once per conversation"),
    }.get(policy, translate("ToolPolicies", "ask each time"))
    return f"{tool or key} ({who}): {label}"


class ToolPoliciesBox(QGroupBox):
    """The saved tool approvals, with Forget and Forget all."""

    def __init__(self, policies: dict[str, str]) -> None:
        super().__init__(translate("ToolPolicies", "Tool approvals"))
        self.policies = {k: v for k, v in policies.items() if v != "ask"}
        self.list = QListWidget()
        self.list.setAccessibleName(translate("ToolPolicies", "Saved tool approvals"))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.setMaximumHeight(100)
        self.forget_button = QPushButton(translate("ToolPolicies", "Forget"))
        self.forget_all_button = QPushButton(translate("ToolPolicies", "Forget all"))
        self.forget_button.clicked.connect(self.forget_selected)
        self.forget_all_button.clicked.connect(self.forget_all)
        self.empty = QLabel(
            translate("ToolPolicies", "No saved approvals: every tool that acts asks first.")
        )
        row = QHBoxLayout()
        row.addWidget(self.forget_button)
        row.addWidget(self.forget_all_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(self.empty)
        layout.addLayout(row)
        self._refresh()

    def _refresh(self) -> None:
        self.list.clear()
        for key in sorted(self.policies):
            item = QListWidgetItem(describe_key(key, self.policies[key]))
            item.setData(KEY_ROLE, key)
            item.setToolTip(key)
            self.list.addItem(item)
        has = bool(self.policies)
        self.list.setVisible(has)
        self.empty.setVisible(not has)
        self.forget_button.setEnabled(has)
        self.forget_all_button.setEnabled(has)

    def forget_selected(self) -> None:
        for item in self.list.selectedItems():
            self.policies.pop(str(item.data(KEY_ROLE)), None)
        self._refresh()

    def forget_all(self) -> None:
        self.policies.clear()
        self._refresh()

    def apply(self, update: dict[str, Any]) -> None:
        """Put the policies kept into a settings update."""
        update["tool_policies"] = dict(self.policies)


def push_policies(bridge: Any, policies: dict[str, str]) -> None:
    """Give the open player the saved policies (a forgotten one asks again)."""
    if bridge.player is None:
        return
    kept = dict(policies)

    async def update(player: Any) -> None:
        approvals = getattr(player, "approvals", None)
        if approvals is None:  # a party asks about no tool yet (docs/TOOLS.md)
            return
        approvals.policies.clear()
        approvals.policies.update(kept)

    bridge.submit(update, what="update the tool approvals")

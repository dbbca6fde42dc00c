"""Asking the player before a tool acts (issue 29 item 6): the approval dialog.

The dialog shows the tool, who offers it and its arguments, and four answers:
allow once, allow for this conversation, always allow, deny. It is window-modal
but never blocks the GUI thread (``open()``, not ``exec()``); closing it or
pressing Escape denies. The engine waits for the answer through
:meth:`studio.ui.bridge.EngineBridge.asker`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.ui.i18n import translate

__all__ = ["ToolApprovalDialog", "ask_tool_approval"]

ARGUMENTS_SHOWN = 20_000  # Characters of the arguments shown; the rest is elided.


class ToolApprovalDialog(QDialog):
    """One tool call waiting for the player.

    Signals:
        answered(str): ``"once"``, ``"conversation"``, ``"always"`` or ``"deny"``.
    """

    answered = Signal(str)

    def __init__(self, request: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ToolApproval", "Allow {tool}?").format(tool=request.tool))
        self.setAccessibleName(translate("ToolApproval", "Approve a tool call"))
        self._answer = "deny"
        layout = QVBoxLayout(self)
        head = QLabel(
            f"<b>{_escape(request.tool)}</b> wants to run.<br>"
            f"Offered by {_escape(request.offered_by)}."
        )
        head.setTextFormat(Qt.TextFormat.RichText)
        head.setWordWrap(True)
        layout.addWidget(head)
        layout.addWidget(QLabel(translate("ToolApproval", "With these arguments:")))
        self.arguments = QPlainTextEdit(self)
        self.arguments.setReadOnly(True)
        self.arguments.setAccessibleName(translate("ToolApproval", "Tool arguments"))
        text = json.dumps(request.arguments, indent=2, ensure_ascii=False)
        if len(text) > ARGUMENTS_SHOWN:
            text = text[:ARGUMENTS_SHOWN] + f"\n… ({len(text):,} characters in all)"
        self.arguments.setPlainText(text)
        layout.addWidget(self.arguments)
        buttons = QDialogButtonBox(self)
        self.buttons: dict[str, QPushButton] = {}
        for answer, label, role in (
            ("once", "Allow once", QDialogButtonBox.ButtonRole.AcceptRole),
            ("conversation", "Allow for this conversation", QDialogButtonBox.ButtonRole.AcceptRole),
            ("always", "Always allow", QDialogButtonBox.ButtonRole.AcceptRole),
            ("deny", "Deny", QDialogButtonBox.ButtonRole.RejectRole),
        ):
            button = buttons.addButton(label, role)
            button.clicked.connect(lambda _checked=False, a=answer: self._choose(a))
            self.buttons[answer] = button
        self.buttons["deny"].setDefault(True)  # Enter never approves by accident.
        layout.addWidget(buttons)
        self.finished.connect(lambda _code: self.answered.emit(self._answer))

    def _choose(self, answer: str) -> None:
        self._answer = answer
        if answer == "deny":
            self.reject()
        else:
            self.accept()


def ask_tool_approval(
    parent: QWidget | None, request: Any, answer: Callable[[str], None]
) -> ToolApprovalDialog:
    """Show the dialog for ``request``; ``answer`` gets the player's choice."""
    dialog = ToolApprovalDialog(request, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.answered.connect(answer)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.open()
    return dialog


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

"""``CommandDialog``: run an agent's direct ``@command`` (reference "Named command handlers").

A command handler runs without a model call. It returns nothing on success
(the dialog closes) or a string: a validation message the dialog shows while it
stays open, so the user can correct the arguments and run it again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import Shiboken

from studio.ui.bridge import EngineBridge

COMMAND_ROLE = Qt.ItemDataRole.UserRole + 1


class CommandDialog(QDialog):
    """Lists the character's commands and runs one with arguments.

    Args:
        bridge: The engine bridge (the open player's package gives the commands).
        parent: Optional parent widget.
        initial: Text to start from, e.g. ``"@set 5"`` selects ``@set`` with args ``5``.

    Signals:
        commandRan(str, object): ``(line, result)`` after every run; ``result`` is
            None on success or the handler's validation string.
    """

    commandRan = Signal(str, object)

    def __init__(
        self, bridge: EngineBridge, parent: QWidget | None = None, initial: str = ""
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.setWindowTitle("Run a command")
        self.setMinimumWidth(420)
        self.commands = QListWidget(self)
        self.args = QLineEdit(self)
        self.args.setPlaceholderText("Arguments (passed to the command as typed)")
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setAutoDefault(False)  # Enter runs the command, never closes the dialog
        self.run_button = QPushButton("Run", self)
        self.run_button.setAutoDefault(True)
        self.run_button.setDefault(True)
        buttons.addButton(self.run_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.run_button.clicked.connect(self.run)
        self.commands.itemDoubleClicked.connect(lambda _item: self.run())
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Commands of this character:", self))
        layout.addWidget(self.commands)
        layout.addWidget(self.args)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self._fill(initial)

    def _fill(self, initial: str) -> None:
        player = self._bridge.player
        bindings: dict[str, Any] = dict(player.package.commands) if player is not None else {}
        for token, binding in sorted(bindings.items()):
            item = QListWidgetItem(f"{token}    — {binding.agent_id} ({binding.export})")
            item.setData(COMMAND_ROLE, token)
            self.commands.addItem(item)
        if not bindings:
            self.show_message("This character has no commands.")
            self.run_button.setEnabled(False)
            return
        token, _, args = initial.strip().partition(" ")
        match = self.commands.findItems(token + " ", Qt.MatchFlag.MatchStartsWith) if token else []
        self.commands.setCurrentItem(match[0] if match else self.commands.item(0))
        self.args.setText(args.strip())
        self.args.setFocus()

    def selected_command(self) -> str | None:
        """The selected command token, e.g. ``"@set"``."""
        item = self.commands.currentItem()
        return item.data(COMMAND_ROLE) if item is not None else None

    def select_command(self, token: str) -> None:
        """Select a command by its token."""
        for i in range(self.commands.count()):
            if self.commands.item(i).data(COMMAND_ROLE) == token:
                self.commands.setCurrentRow(i)
                return
        raise KeyError(token)

    def show_message(self, text: str) -> None:
        """Show a validation or error message under the arguments."""
        self.message.setText(text)
        self.message.show()

    def run(self) -> None:
        """Run the selected command with the arguments through the bridge."""
        token = self.selected_command()
        if token is None or not self.run_button.isEnabled():
            return
        args = self.args.text().strip()
        line = f"{token} {args}" if args else token
        self.run_button.setEnabled(False)
        self.message.hide()

        async def job(player: Any) -> str | None:
            result: str | None = await player.command(line)
            return result

        def done(result: str | None) -> None:
            if not Shiboken.isValid(self):
                return  # the dialog was closed while the command ran
            self.run_button.setEnabled(True)
            self.commandRan.emit(line, result)
            if result is None:
                self.accept()
            else:
                self.show_message(str(result))

        def failed(error: BaseException) -> None:
            if not Shiboken.isValid(self):
                return
            self.run_button.setEnabled(True)
            self.show_message(f"The command failed: {error}")

        self._bridge.submit(job, done, what=f"run {token}", on_error=failed)

"""``CommandDialog``: run an agent's direct ``@command`` (reference "Named command handlers").

A command handler runs without a model call. It returns nothing on success
(the dialog closes) or a string: a validation message the dialog shows while it
stays open, so the user can correct the arguments and run it again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
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
from studio.ui.i18n import translate

COMMAND_ROLE = Qt.ItemDataRole.UserRole + 1


def command_description(package: Any, binding: Any) -> str:
    """What a command is for: its agent's ``@description`` (first line), else the agent id.

    The manifest format gives a command no text of its own, so the agent's
    description is the best the dialog can show; the handler's function name
    means nothing to a player.
    """
    try:
        manifest = package.agent(binding.agent_id).manifest
    except (KeyError, AttributeError):
        manifest = None
    text = str(getattr(manifest, "description", "") or "").strip().splitlines()
    return text[0] if text else binding.agent_id


class CommandDialog(QDialog):
    """Lists the character's commands and runs the command line typed.

    The line starts with ``@`` and whatever was typed after it; as the user types,
    the first word filters the list and selects the best match, and Enter runs
    exactly what was typed (an unknown command gets a message, never a
    different command). Up/Down or a click picks a command from the list,
    which puts its token in the line and keeps the arguments.

    Args:
        bridge: The engine bridge (the open player's package gives the commands).
        parent: Optional parent widget.
        initial: Text to start from, e.g. ``"@set 5"``.

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
        self._completing = False
        self.setWindowTitle(translate("CommandDialog", "Run a command"))
        self.setMinimumWidth(460)
        self.commands = QListWidget(self)
        self.line = _CommandLine(self)
        self.line.setPlaceholderText(translate("CommandDialog", "@command arguments"))
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setAutoDefault(False)  # Enter runs the command, never closes the dialog
        self.run_button = QPushButton(translate("CommandDialog", "Run"), self)
        self.run_button.setAutoDefault(True)
        self.run_button.setDefault(True)
        buttons.addButton(self.run_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.run_button.clicked.connect(self.run)
        self.commands.itemDoubleClicked.connect(lambda _item: self.run())
        self.commands.itemClicked.connect(self._complete_from_list)
        self.line.textEdited.connect(self._filter)
        self.line.moved.connect(self._move)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(
            translate("CommandDialog", "Type a command and its arguments; Enter runs it:"), self
        ))
        layout.addWidget(self.line)
        layout.addWidget(self.commands)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self._fill(initial)

    def _fill(self, initial: str) -> None:
        player = self._bridge.player
        bindings: dict[str, Any] = dict(player.package.commands) if player is not None else {}
        for token, binding in sorted(bindings.items()):
            about = command_description(player.package, binding) if player is not None else ""
            item = QListWidgetItem(f"{token}    — {about}")
            item.setToolTip(f"{token}: handled by {binding.agent_id}")
            item.setData(COMMAND_ROLE, token)
            self.commands.addItem(item)
        if not bindings:
            self.show_message(translate("CommandDialog", "This character has no commands."))
            self.run_button.setEnabled(False)
            return
        text = initial.strip()
        self.line.setText(text if text.startswith("@") else "@" + text)
        self.line.setFocus()
        self.line.end(False)
        self._filter(self.line.text())



    def tokens(self) -> list[str]:
        """Every command token, in list order."""
        return [self.commands.item(i).data(COMMAND_ROLE) for i in range(self.commands.count())]

    def visible_tokens(self) -> list[str]:
        """The tokens the typed word leaves in the list."""
        items = (self.commands.item(i) for i in range(self.commands.count()))
        return [item.data(COMMAND_ROLE) for item in items if not item.isHidden()]

    def typed(self) -> tuple[str, str]:
        """``(token, arguments)`` of the line as typed."""
        token, _, args = self.line.text().strip().partition(" ")
        return token, args.strip()

    def _filter(self, _text: str) -> None:
        token, _ = self.typed()
        prefix = token.lower()
        best = None
        for i in range(self.commands.count()):
            item = self.commands.item(i)
            name = str(item.data(COMMAND_ROLE)).lower()
            shown = name.startswith(prefix) or prefix in ("", "@")
            item.setHidden(not shown)
            if shown and (best is None or name == prefix):
                best = item
        self._completing = True
        if best is None:
            self.commands.setCurrentRow(-1)
        else:
            self.commands.setCurrentItem(best)
        self._completing = False

    def _move(self, step: int) -> None:
        visible = [
            self.commands.item(i)
            for i in range(self.commands.count())
            if not self.commands.item(i).isHidden()
        ]
        if not visible:
            return
        current = self.commands.currentItem()
        at = visible.index(current) if current in visible else -1
        item = visible[max(0, min(len(visible) - 1, at + step))]
        self.commands.setCurrentItem(item)
        self._complete_from_list(item)

    def _complete_from_list(self, item: QListWidgetItem | None) -> None:
        """Put a picked command's token in the line, keeping the arguments."""
        if item is None or self._completing:
            return
        _, args = self.typed()
        token = str(item.data(COMMAND_ROLE))
        self.line.setText(f"{token} {args}" if args else f"{token} ")
        self.line.setFocus()

    def selected_command(self) -> str | None:
        """The command the list has selected (the typed one when it is known)."""
        item = self.commands.currentItem()
        return item.data(COMMAND_ROLE) if item is not None else None

    def select_command(self, token: str) -> None:
        """Pick a command by its token (as a click on it does)."""
        for i in range(self.commands.count()):
            item = self.commands.item(i)
            if item.data(COMMAND_ROLE) == token:
                item.setHidden(False)
                self.commands.setCurrentRow(i)
                self._complete_from_list(item)
                return
        raise KeyError(token)

    def show_message(self, text: str) -> None:
        """Show a validation or error message under the list."""
        self.message.setText(text)
        self.message.show()

    def run(self) -> None:
        """Run the typed line (its command must exist) through the bridge."""
        if not self.run_button.isEnabled():
            return
        token, args = self.typed()
        if token not in self.tokens():
            known = ", ".join(self.visible_tokens() or self.tokens())
            self.show_message(
                f"There is no command {token or '@'}. Pick one from the list ({known})."
            )
            return
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


class _CommandLine(QLineEdit):
    """The command line; Up/Down move the list's selection.

    Signals:
        moved(int): Up (-1) or Down (+1) was pressed.
    """

    moved = Signal(int)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # Qt selects the whole line when it gets the focus this way; typing after the
        # "@" the chat box handed over must go on after it, not replace it.
        self.deselect()
        self.end(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.moved.emit(-1 if event.key() == Qt.Key.Key_Up else 1)
            return
        super().keyPressEvent(event)

"""The greeting picker: which of a card's greetings opens a new conversation.

Shown when a new conversation starts for a character with alternate
greetings (SillyTavern users swipe through them; here they pick before the
first message). The list shows each greeting's first line; the full text, with
the macros expanded, is shown beside it.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from studio.ui.i18n import translate

__all__ = ["GreetingPicker"]


def _title(index: int, text: str) -> str:
    first = next((line.strip() for line in text.splitlines() if line.strip()), "(empty)")
    if len(first) > 70:
        first = first[:69] + "…"
    label = "Intro" if index == 0 else f"Greeting {index}"
    return f"{label}: {first}"


class GreetingPicker(QDialog):
    """Pick a greeting; :attr:`chosen` is its index (0: the intro).

    Args:
        greetings: The greetings, intro first (``CharacterPlayer.greetings()``).
        parent: The parent widget.
    """

    def __init__(self, greetings: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("greetingPicker")
        self.setWindowTitle(translate("GreetingPicker", "Choose a greeting"))
        self.greetings = list(greetings)
        self.list = QListWidget()
        self.list.addItems([_title(i, g) for i, g in enumerate(self.greetings)])
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("GreetingPicker", "Start conversation")
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.currentRowChanged.connect(self._show)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        body = QHBoxLayout()
        body.addWidget(self.list, 2)
        body.addWidget(self.preview, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                translate(
                    "GreetingPicker", "This character can open the conversation in several ways:"
                )
            )
        )
        layout.addLayout(body)
        layout.addWidget(buttons)
        self.resize(720, 360)
        self.list.setCurrentRow(0)

    def _show(self, row: int) -> None:
        self.preview.setPlainText(self.greetings[row] if 0 <= row < len(self.greetings) else "")

    @property
    def chosen(self) -> int:
        """The index of the selected greeting."""
        return max(0, self.list.currentRow())

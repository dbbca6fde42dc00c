"""Chat -> Author's Note…: a note the model reads at a depth in this conversation.

The note (decisions §20) is sent as a message of its role, ``depth`` messages from the
end, on every N-th user message (1: every message, 0: never); empty text removes it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studio.ui.i18n import translate

__all__ = ["AuthorsNoteDialog"]


class AuthorsNoteDialog(QDialog):
    """Edit a conversation's author's note (``note``: ``{"text", "depth", "interval", "role"}``)."""

    def __init__(self, note: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("authorsNoteDialog")
        self.setWindowTitle(translate("AuthorsNote", "Author's note for this conversation"))
        self.text = QPlainTextEdit(str(note.get("text", "")))
        self.text.setPlaceholderText(
            translate("AuthorsNote", "For example: [Style: short replies, present tense.]")
        )
        self.depth_box = QSpinBox()
        self.depth_box.setRange(0, 10_000)
        self.depth_box.setValue(int(note.get("depth", 4)))
        self.depth_box.setToolTip(
            translate("AuthorsNote", "How many messages from the end (0: after the last one)")
        )
        self.interval_box = QSpinBox()
        self.interval_box.setRange(0, 10_000)
        self.interval_box.setValue(int(note.get("interval", 1)))
        self.interval_box.setToolTip(
            translate(
                "AuthorsNote", "Send it on every N-th message of yours (1: always, 0: never)"
            )
        )
        self.role_box = QComboBox()
        self.role_box.addItems(["system", "user", "assistant"])
        self.role_box.setCurrentText(str(note.get("role", "system")))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(translate("AuthorsNote", "Note"), self.text)
        form.addRow(translate("AuthorsNote", "Depth"), self.depth_box)
        form.addRow(translate("AuthorsNote", "Every N messages"), self.interval_box)
        form.addRow(translate("AuthorsNote", "Sent as"), self.role_box)
        layout = QVBoxLayout(self)
        hint = QLabel(
            translate(
                "AuthorsNote",
                "The model reads this note in this conversation only; macros such as "
                "{{char}} and {{user}} work. Leave it empty to remove it.",
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def values(self) -> dict[str, Any]:
        """The note as entered, for ``player.set_authors_note(text, **rest)``."""
        return {
            "text": self.text.toPlainText(),
            "depth": self.depth_box.value(),
            "interval": self.interval_box.value(),
            "role": self.role_box.currentText(),
        }

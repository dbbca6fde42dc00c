"""Chat -> Persona for This Conversation: who the user is in the open conversation.

The settings hold the user's usual persona (decisions §17); this dialog gives one
conversation its own name and description, or puts it back on the settings'.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.ui.i18n import translate

__all__ = ["PersonaDialog"]


class PersonaDialog(QDialog):
    """Edit a conversation's persona.

    Args:
        name: The persona name in use.
        description: The persona description in use.
        parent: The parent widget.

    Attributes:
        use_settings: True when the user chose the settings' persona again.
    """

    def __init__(self, name: str, description: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("personaDialog")
        self.setWindowTitle(translate("PersonaDialog", "Persona for this conversation"))
        self.use_settings = False
        self.name = QLineEdit(name)
        self.description = QPlainTextEdit(description)
        self.description.setMaximumHeight(100)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.reset = QPushButton(translate("PersonaDialog", "Use my settings"))
        buttons.addButton(self.reset, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset.clicked.connect(self._use_settings)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(translate("PersonaDialog", "Your name"), self.name)
        form.addRow(translate("PersonaDialog", "About you"), self.description)
        layout = QVBoxLayout(self)
        note = QLabel(
            translate(
                "PersonaDialog",
                "Characters call you by this name ({{user}}) in this conversation only.",
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def _use_settings(self) -> None:
        self.use_settings = True
        self.accept()

"""A small dialog that edits one JSON value as text and refuses invalid JSON."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from studio.ui.i18n import translate
from studio.ui.inspectors.jsontext import pretty

__all__ = ["JsonEditDialog"]


class JsonEditDialog(QDialog):
    """Edit a JSON value as text; OK is refused (with a message) until the text parses.

    Args:
        title: What is being edited, e.g. ``test.counter > count``.
        value: The current value.
        require_object: True when the value must be a JSON object (a whole store).
        parent: The parent widget.
    """

    def __init__(
        self,
        title: str,
        value: Any,
        *,
        require_object: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Inspectors", "Edit {title}").format(title=title))
        self.resize(460, 320)
        self._require_object = require_object
        self._value: Any = value
        self.editor = QPlainTextEdit(pretty(value))
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        self.error.hide()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"<b>{title}</b> — JSON"))
        layout.addWidget(self.editor)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def value(self) -> Any:
        """The parsed value (valid after the dialog was accepted)."""
        return self._value

    def validate(self) -> str | None:
        """Parse the text; returns an error message, or None when it is valid."""
        text = self.editor.toPlainText()
        try:
            value = json.loads(text)
        except ValueError as exc:
            return f"Not valid JSON: {exc}"
        if self._require_object and not isinstance(value, dict):
            return "An agent's store must be a JSON object ({ ... })."
        self._value = value
        return None

    def accept(self) -> None:
        """Accept only valid JSON; otherwise show why and stay open."""
        problem = self.validate()
        if problem is not None:
            self.error.setText(problem)
            self.error.show()
            return
        self.error.hide()
        super().accept()

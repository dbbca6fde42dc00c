"""Beside the chat input: the context meter and the strict-server offer.

The meter shows what the context budget made of the last request: the prompt's
tokens against the model's window, and how many of the oldest messages were
not sent (they stay in the conversation). The offer banner appears when a
server refused the message order and a provider option would fix it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

from studio.ui.i18n import QT_TRANSLATE_NOOP, number, translate

__all__ = ["ContextMeter", "ModelPicker", "OfferBanner"]

OFFERS = {
    "merge_roles": (
        QT_TRANSLATE_NOOP(
            "ChatPane",
            "This model's chat template wants user and assistant messages to alternate.",
        ),
        QT_TRANSLATE_NOOP("ChatPane", "Merge consecutive messages"),
    ),
    "system_as_user": (
        QT_TRANSLATE_NOOP("ChatPane", "This model's chat template has no system role."),
        QT_TRANSLATE_NOOP("ChatPane", "Send the system prompt as user text"),
    ),
}


class ContextMeter(QLabel):
    """``Context 1,234 / 8,192 · 12 not sent``, with the details in its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._status: dict[str, Any] | None = None
        self.clear()

    def retranslate(self) -> None:
        """Show the last figures again in the interface language now installed."""
        if self._status is None:
            self.clear()
        else:
            self.show_status(self._status)

    def clear(self) -> None:
        """Nothing sent yet (a new character or conversation)."""
        self._status = None
        self.setText(translate("ChatPane", "Context: –"))
        self.setToolTip(translate("ChatPane", "The context meter fills in with the first reply."))
        self.trimmed = 0

    def show_status(self, status: dict[str, Any]) -> None:
        """Show a ``context`` event (or ``CharacterPlayer.context_status()``)."""
        self._status = dict(status)
        used = int(status.get("used") or 0)
        window = int(status.get("window") or 0)
        self.trimmed = int(status.get("trimmed") or 0)
        source = str(status.get("source") or "")
        text = translate("ChatPane", "Context: {used} / {window}").format(
            used=number(used), window=number(window)
        )
        if source == "default":
            text += translate("ChatPane", " (default)")
        if self.trimmed:
            text += translate("ChatPane", " · {count} not sent").format(count=number(self.trimmed))
        self.setText(text)
        history = int(status.get("history") or 0)
        self.setToolTip(
            translate(
                "ChatPane",
                "The last request used about {used} of the model's {window} tokens "
                "(context size: {source}), keeping {reserve} for the reply. {sent} of "
                "{history} earlier messages were sent; the oldest are left out when they no "
                "longer fit, and stay in the conversation. Counted with: {counter}.",
            ).format(
                used=number(used),
                window=number(window),
                source=source or translate("ChatPane", "unknown"),
                reserve=number(int(status.get("reserve") or 0)),
                sent=history - self.trimmed,
                history=history,
                counter=status.get("counter") or translate("ChatPane", "estimate"),
            )
        )


class OfferBanner(QWidget):
    """One line and a button: the provider option that fixes a refused request.

    Signals:
        accepted(str): The user took the offer (the option's name).
    """

    accepted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.option = ""
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.clicked.connect(self._take)
        dismiss = QPushButton(translate("ChatPane", "Not now"), self)
        dismiss.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label, 1)
        row.addWidget(self.button)
        row.addWidget(dismiss)
        self.hide()

    def show_offer(self, option: str) -> None:
        """Offer ``option`` (unknown options are not offered)."""
        if option not in OFFERS:
            return
        self.option = option
        why, action = OFFERS[option]
        self.label.setText(translate("ChatPane", why))
        self.button.setText(translate("ChatPane", action))
        self.show()

    def _take(self) -> None:
        self.hide()
        self.accepted.emit(self.option)


class ModelPicker(QComboBox):
    """The quick model picker: editable, and it asks for the server's models the
    first time its list is opened (``aboutToShow``), not before.

    Signals:
        aboutToShow(): The list is about to open.
    """

    aboutToShow = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setToolTip(
            translate("ChatPane", "The model that writes the replies (Enter to switch)")
        )
        # Room for names such as "llama-3.1-8b-instruct" and "SmolLM2-135M-Instruct".
        self.setMinimumContentsLength(21)

    def show_model(self, name: str) -> None:
        """Show ``name``, from its start (a long name is cut at its end, not its start)."""
        self.setEditText(name)
        editor = self.lineEdit()
        if editor is not None:
            editor.setCursorPosition(0)

    def showPopup(self) -> None:
        """Ask for the model list, then open it (Qt's own behaviour otherwise)."""
        self.aboutToShow.emit()
        super().showPopup()

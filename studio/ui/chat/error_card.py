"""The buttons of an error card: what its hint names, as buttons that do it.

An error row is painted by the delegate (its message and the hint of
:data:`studio.ui.chat.rows.ERROR_HELP`); below them the card holds real
buttons, one per action the hint names ("Settings…", "Agent log", "Open the
data folder") and "Regenerate" when the card is in the last response. They are
widgets of their own (reachable with Tab, named for a screen reader) over a
strip the delegate keeps free (:data:`STRIP_HEIGHT`), placed by the delegate's
``updateEditorGeometry`` as index widgets of the view.

:class:`ErrorCards` keeps them in step with the model: rows come and go as
the conversation changes, and a card stops offering Regenerate once a newer
message follows it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QModelIndex, QObject, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QHBoxLayout, QListView, QPushButton, QWidget

from studio.ui.chat.model import ChatModel
from studio.ui.chat.rows import Row
from studio.ui.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["LABELS", "STRIP_HEIGHT", "ErrorActions", "ErrorCards", "open_folder"]

#: The button of each action key.
LABELS: dict[str, str] = {
    "regenerate": QT_TRANSLATE_NOOP("ErrorCard", "Regenerate"),
    "settings": QT_TRANSLATE_NOOP("ErrorCard", "Settings…"),
    "agent_log": QT_TRANSLATE_NOOP("ErrorCard", "Agent log"),
    "data_folder": QT_TRANSLATE_NOOP("ErrorCard", "Open the data folder"),
}
#: Height kept free at the bottom of an error card for its buttons.
STRIP_HEIGHT = 34


def open_folder(path: Path) -> bool:
    """Show a folder in the desktop's file manager (tests replace this function)."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


class ErrorActions(QWidget):
    """The row of buttons on one error card.

    Args:
        row: The error row.
        keys: The actions to offer, in order.
        parent: The view's viewport.

    Signals:
        triggered(str): An action's button was pressed (its key).
    """

    triggered = Signal(str)

    def __init__(self, row: Row, keys: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = row
        self.setObjectName("errorActions")
        self.buttons: dict[str, QPushButton] = {}
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        for key in keys:
            text = translate("ErrorCard", LABELS[key])
            button = QPushButton(text, self)
            button.setAccessibleName(text.rstrip("…"))
            button.clicked.connect(lambda _c=False, k=key: self.triggered.emit(k))
            layout.addWidget(button)
            self.buttons[key] = button
        layout.addStretch(1)

    def keys(self) -> list[str]:
        return list(self.buttons)


class ErrorCards(QObject):
    """Puts :class:`ErrorActions` on the error rows of a chat view.

    Args:
        view: The chat's list view (its model is a :class:`ChatModel`).

    Signals:
        actionRequested(object, str): A card's button was pressed (its :class:`Row`,
            the action key).
    """

    actionRequested = Signal(object, str)

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self._view = view
        model = view.model()
        assert isinstance(model, ChatModel)
        self._model = model
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self.sync)

    def cards(self) -> list[ErrorActions]:
        """The cards' button rows on the model's rows, top to bottom."""
        out = []
        for r in range(self._model.rowCount()):
            widget = self._view.indexWidget(self._model.index(r))
            if isinstance(widget, ErrorActions):
                out.append(widget)
        return out

    def sync(self, *_args: object) -> None:
        """Give every error row its buttons (again, if what it offers changed)."""
        model, view = self._model, self._view
        last_user = -1
        for r in range(model.rowCount() - 1, -1, -1):
            if model.row_at(r).kind == "user":
                last_user = r
                break
        for r in range(model.rowCount()):
            row = model.row_at(r)
            if row.kind != "error" or row.streaming:
                continue
            keys = row.error_actions(last_response=r > last_user)
            index: QModelIndex = model.index(r)
            current = view.indexWidget(index)
            if isinstance(current, ErrorActions) and current.row is row and current.keys() == keys:
                continue
            card = ErrorActions(row, keys, view.viewport())
            card.triggered.connect(lambda key, row=row: self.actionRequested.emit(row, key))
            view.setIndexWidget(index, card)  # the view deletes the one it replaces

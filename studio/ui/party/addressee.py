"""The addressee picker and the Private toggle shown above a party's message box.

One addressee or everyone: a message to several chosen members names them in
its text ("Ann and Bob, ..."), which the engine honours in the order named; a
private message goes to exactly one member, so a single picker keeps the two
controls from contradicting each other.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QWidget

from studio.ui.i18n import translate

EVERYONE = "Everyone"


def swatch(color: str, size: int = 12) -> QIcon:
    """A small square of ``color`` (menu and picker icons)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(color))
    return QIcon(pixmap)


class AddresseeBar(QWidget):
    """ "To: [Everyone ▾]  [ ] Private".

    Signals:
        changed(): The addressee or the Private toggle changed.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combo = QComboBox(self)
        self.combo.setAccessibleDescription(translate("Party", "Who answers"))
        self.combo.setToolTip(
            translate("Party", "Who answers: everyone (the party's turn policy) or one member")
        )
        self.private = QCheckBox(translate("Party", "Private"), self)
        self.private.setToolTip(
            translate("Party", "Only the chosen member sees the message and its reply")
        )
        self.private.setEnabled(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(translate("Party", "To:"), self))
        layout.addWidget(self.combo)
        layout.addWidget(self.private)
        layout.addStretch(1)
        self.combo.currentIndexChanged.connect(self._on_pick)
        self.private.toggled.connect(lambda _on: self.changed.emit())
        self.set_members({})

    def set_members(self, colors: dict[str, str]) -> None:
        """Offer ``Everyone`` and each member (``{name: colour}``, party order)."""
        self.combo.blockSignals(True)
        self.combo.clear()
        self.combo.addItem(EVERYONE)
        for name, color in colors.items():
            self.combo.addItem(swatch(color), name, name)
        self.combo.blockSignals(False)
        self._on_pick()

    def addressee(self) -> str | None:
        """The chosen member (None: everyone)."""
        data = self.combo.currentData()
        return str(data) if data else None

    def is_private(self) -> bool:
        """True when the message goes privately to the chosen member."""
        return self.private.isChecked() and self.addressee() is not None

    def choose(self, name: str | None, *, private: bool = False) -> None:
        """Pick an addressee (None: everyone) and the Private toggle."""
        index = self.combo.findData(name) if name else 0
        self.combo.setCurrentIndex(max(index, 0))
        self.private.setChecked(private)

    def _on_pick(self) -> None:
        member = self.addressee() is not None
        if not member:
            self.private.setChecked(False)
        self.private.setEnabled(member)
        self.changed.emit()

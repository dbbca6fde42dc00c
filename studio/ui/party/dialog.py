"""``NewPartyDialog``: build a ``*.party.json`` from projects and packages.

The user adds members (character project folders or package zips), may give
each a display name and a colour, picks the turn policy and the chatter count,
and saves. What is written is validated twice: by the party format's pydantic
model before writing (:func:`~studio.engine.party.format.parse_party`), then by
loading it as a party would be (:func:`~studio.engine.party.format.load_party`:
members load, names differ), so a saved file always opens.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.engine.party.format import MAX_CHATTER, load_party, parse_party
from studio.errors import PackageError
from studio.ui.i18n import translate
from studio.ui.party.addressee import swatch
from studio.ui.party.colors import PALETTE

POLICIES = ("round-robin", "natural", "manual")
PATH, NAME, COLOR = range(3)


class NewPartyDialog(QDialog):
    """File → New Party…: members, turn policy, chatter; Save writes the file.

    Args:
        parent: The parent window.
        start_dir: Where the file pickers start.

    Attributes:
        saved_path: The party file written (None until saved).
    """

    def __init__(self, parent: QWidget | None = None, start_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Party", "New party"))
        self.start_dir = start_dir or Path.home()
        self.saved_path: Path | None = None
        self.name = QLineEdit(translate("Party", "New Party"))
        self.members = QTableWidget(0, 3)
        self.members.setHorizontalHeaderLabels(
            [
                translate("Party", "Character"),
                translate("Party", "Name (optional)"),
                translate("Party", "Colour"),
            ]
        )
        self.members.horizontalHeader().setSectionResizeMode(PATH, QHeaderView.ResizeMode.Stretch)
        self.members.verticalHeader().setVisible(False)
        self.members.itemChanged.connect(self._colour_changed)
        add_project = QPushButton(translate("Party", "Add project folder…"))
        add_project.clicked.connect(self._pick_project)
        add_package = QPushButton(translate("Party", "Add package…"))
        add_package.clicked.connect(self._pick_package)
        remove = QPushButton(translate("Party", "Remove"))
        remove.clicked.connect(lambda: self.members.removeRow(self.members.currentRow()))
        buttons = QHBoxLayout()
        for button in (add_project, add_package, remove):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.policy = QComboBox()
        self.policy.addItems(POLICIES)
        self.chatter = QSpinBox()
        self.chatter.setRange(0, MAX_CHATTER)
        self.chatter.setToolTip(
            translate("Party", "Extra replies members may give one another after yours")
        )
        form = QFormLayout()
        form.addRow(translate("Party", "Party name:"), self.name)
        form.addRow(translate("Party", "Turn policy:"), self.policy)
        form.addRow(translate("Party", "Chatter:"), self.chatter)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b03030")
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        box.addButton(translate("Party", "Save Party…"), QDialogButtonBox.ButtonRole.AcceptRole)
        box.accepted.connect(self._save_clicked)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(
            translate("Party", "Members (folders and packages, in speaking order):")
        ))
        layout.addWidget(self.members, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(box)
        self.resize(620, 420)

    # -- members ----------------------------------------------------------------

    def add_member(self, path: Path, name: str = "", color: str = "") -> None:
        """Add a member row (a project folder or a package zip)."""
        used = {self.cell(r, COLOR) for r in range(self.members.rowCount())}
        color = color or next((c for c in PALETTE if c not in used), PALETTE[0])
        row = self.members.rowCount()
        self.members.insertRow(row)
        where = QTableWidgetItem(str(Path(path).resolve()))
        where.setFlags(where.flags() & ~where.flags().ItemIsEditable)
        self.members.setItem(row, PATH, where)
        self.members.setItem(row, NAME, QTableWidgetItem(name))
        self.members.setItem(row, COLOR, QTableWidgetItem(color))

    def cell(self, row: int, column: int) -> str:
        """The text of a member cell ("" when empty)."""
        item = self.members.item(row, column)
        return item.text() if item is not None else ""

    def _colour_changed(self, item: QTableWidgetItem) -> None:
        if item.column() == COLOR and item.text().startswith("#") and len(item.text()) == 7:
            self.members.blockSignals(True)
            item.setIcon(swatch(item.text()))
            self.members.blockSignals(False)

    def _pick_project(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("Party", "Add a character project"), str(self.start_dir)
        )
        if folder:
            self.add_member(Path(folder))

    def _pick_package(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("Party", "Add a character package"),
            str(self.start_dir),
            translate("Party", "Character packages (*.zip)"),
        )
        if path:
            self.add_member(Path(path))

    # -- saving -----------------------------------------------------------------

    def spec(self, target: Path) -> dict[str, Any]:
        """The party file's JSON for a file at ``target`` (member paths relative to it)."""
        members: list[Any] = []
        for r in range(self.members.rowCount()):
            path = Path(self.cell(r, PATH))
            try:
                rel = Path(os.path.relpath(path, target.resolve().parent)).as_posix()
            except ValueError:  # another drive (Windows): keep it absolute
                rel = path.as_posix()
            entry: dict[str, Any] = {"path": rel}
            name = self.cell(r, NAME).strip()
            color = self.cell(r, COLOR).strip()
            if name:
                entry["name"] = name
            if color:
                entry["color"] = color
            members.append(entry)
        spec: dict[str, Any] = {"name": self.name.text().strip(), "members": members}
        spec["turnPolicy"] = self.policy.currentText()
        spec["chatter"] = self.chatter.value()
        return spec

    def save_to(self, target: Path) -> bool:
        """Validate and write the party to ``target``; False (error shown) if it is bad."""
        target = Path(target)
        if not target.name.endswith(".party.json"):
            target = target.with_name(target.name.removesuffix(".json") + ".party.json")
        text = json.dumps(self.spec(target), indent=2, ensure_ascii=False) + "\n"
        # Checked as a file beside the target (member paths are relative to its
        # folder), so a party that would not load never replaces a good file.
        trial = target.with_name(f".{target.name}.check")
        try:
            parse_party(text, path=target.name)
            trial.write_text(text, encoding="utf-8")
            load_party(trial)
            trial.replace(target)
        except (PackageError, OSError) as err:
            self.error.setText(str(err))
            return False
        finally:
            trial.unlink(missing_ok=True)
        self.saved_path = target
        self.error.clear()
        return True

    def _save_clicked(self) -> None:
        suggested = self.start_dir / f"{self.name.text().strip() or 'party'}.party.json"
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("Party", "Save the party"),
            str(suggested),
            translate("Party", "Parties (*.party.json)"),
        )
        if path and self.save_to(Path(path)):
            self.accept()

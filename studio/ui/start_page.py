"""The page the window shows when nothing is open: Open, New, Recent, samples.

A first start (or closing the last project) no longer leaves an empty editor
and a chat that cannot send. Samples are copied before they open (into
``<data dir>/samples/<name>``, once), because a project keeps its play-test
conversations inside itself and the app's own copy may be read-only.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio import paths
from studio.ui.i18n import translate

__all__ = ["StartPage", "copy_sample", "sample_folders"]

PATH_ROLE = Qt.ItemDataRole.UserRole + 1


def sample_folders() -> list[Path]:
    """The sample characters shipped with the app (the repository's in a checkout)."""
    checkout = Path(__file__).resolve().parents[2] / "characters"
    for base in (paths.resources_dir() / "samples", checkout):
        if base.is_dir():
            found = sorted(p for p in base.iterdir() if (p / "config.json").is_file())
            if found:
                return found
    return []


def copy_sample(sample: Path, data_dir: Path | None) -> Path:
    """A private copy of a sample to open as a project (made once, then reused)."""
    root = (data_dir or paths.user_data_dir()) / "samples"
    target = root / sample.name
    if not (target / "config.json").is_file():
        root.mkdir(parents=True, exist_ok=True)
        shutil.copytree(sample, target, ignore=shutil.ignore_patterns("conversations"))
    return target


class StartPage(QWidget):
    """Open / New / Recent / samples.

    Args:
        mode: ``"studio"`` (projects) or ``"player"`` (packages).
        recent: Recent project folders, most recent first.
        parent: Optional parent widget.

    Signals:
        openRequested(str): A recent project or a sample's copy to open.
        newRequested(): New project.
        browseRequested(): Open… (a folder in Studio, a package in Player).
    """

    openRequested = Signal(str)
    newRequested = Signal()
    browseRequested = Signal()

    def __init__(
        self,
        mode: str,
        recent: list[str],
        parent: QWidget | None = None,
        *,
        data_dir: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self._data_dir = data_dir
        title = QLabel(
            translate("Window", "Character Studio")
            if mode == "studio"
            else translate("Window", "Character Player"),
            self,
        )
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        self.open_button = QPushButton(
            translate("Window", "Open project…")
            if mode == "studio"
            else translate("Window", "Open package…"),
            self,
        )
        self.new_button = QPushButton(translate("StartPage", "New character…"), self)
        self.new_button.setVisible(mode == "studio")
        self.recent = QListWidget(self)
        self.samples = QListWidget(self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.new_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.addWidget(title)
        about = "Write a character, play-test it, then export it as a package."
        layout.addWidget(QLabel(about, self))
        layout.addLayout(buttons)
        self.recent_label = QLabel(translate("StartPage", "Recent projects"), self)
        layout.addWidget(self.recent_label)
        layout.addWidget(self.recent, 1)
        layout.addWidget(
            QLabel(
                translate("StartPage", "Samples (a copy of each opens, to play with and change)"),
                self,
            )
        )
        layout.addWidget(self.samples, 1)
        self.set_recent(recent if mode == "studio" else [])
        for sample in sample_folders() if mode == "studio" else []:
            item = QListWidgetItem(sample.name)
            item.setData(PATH_ROLE, str(sample))
            self.samples.addItem(item)
        self.open_button.clicked.connect(self.browseRequested.emit)
        self.new_button.clicked.connect(self.newRequested.emit)
        self.recent.itemActivated.connect(self._open_item)
        self.recent.itemClicked.connect(self._open_item)
        self.samples.itemActivated.connect(self._open_sample)
        self.samples.itemClicked.connect(self._open_sample)

    def set_recent(self, recent: list[str]) -> None:
        """Show the recent projects that still exist."""
        self.recent.clear()
        for folder in recent:
            if Path(folder).is_dir():
                item = QListWidgetItem(Path(folder).name)
                item.setToolTip(folder)
                item.setData(PATH_ROLE, folder)
                self.recent.addItem(item)
        self.recent_label.setVisible(self.recent.count() > 0)
        self.recent.setVisible(self.recent.count() > 0)

    def _open_item(self, item: QListWidgetItem) -> None:
        self.openRequested.emit(str(item.data(PATH_ROLE)))

    def _open_sample(self, item: QListWidgetItem) -> None:
        self._attempt(lambda: copy_sample(Path(item.data(PATH_ROLE)), self._data_dir))

    def _attempt(self, make: Callable[[], Path]) -> None:
        try:
            target = make()
        except OSError as exc:
            self.recent_label.setText(
                translate("StartPage", "The sample could not be copied: {error}").format(error=exc)
            )
            self.recent_label.show()
            return
        self.openRequested.emit(str(target))

"""File → Models…: the built-in server's models, as ``character-studio models`` has them.

The list shows every model the built-in server can run (the one in use marked),
the catalogue's recommended ones not installed yet, and whether this build can
offload to a GPU. **Add GGUF file…** checks and copies a file the user chose
(:func:`~studio.providers.builtin.choice.add_model`) on a worker thread, with a
progress bar; a refused file is said in the CLI's words (``error: …``) and nothing
is added. **Use** records the choice (:func:`use_model`) and calls ``on_use``: the
window then stops the running built-in server and starts the chosen model (a live
switch, :meth:`BuiltinLauncher.switch`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.errors import LocalModelError
from studio.providers.builtin import status
from studio.providers.builtin.catalog import CATALOG
from studio.providers.builtin.choice import (
    add_model,
    all_models,
    current_model,
    offload_devices,
    use_model,
)
from studio.ui.i18n import translate

__all__ = ["ModelsDialog"]

ERROR_STYLE = "color: #b00020;"
KEY_ROLE = Qt.ItemDataRole.UserRole


def _mb(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


class _Adder(QObject):
    """Runs ``add_model`` on a worker thread; its signals arrive on the GUI thread."""

    progress = Signal(int, int)
    added = Signal(str, str)  # key, one line about it
    failed = Signal(str)

    def run(self, source: Path, cache_dir: Path | None) -> threading.Thread:
        def work() -> None:
            try:
                spec, info = add_model(
                    source, cache_dir=cache_dir,
                    progress=lambda done, total: self.progress.emit(done, total or 0),
                )  # fmt: skip
            except LocalModelError as err:
                self.failed.emit(f"error: {err}")
                return
            window = f"{info.context_length:,}" if info.context_length else "?"
            self.added.emit(
                spec.key, f"added {spec.key}: {spec.label} ({info.architecture}, "
                f"{_mb(spec.size)}, trained context {window} tokens)",
            )  # fmt: skip

        thread = threading.Thread(target=work, name="add-model", daemon=True)
        thread.start()
        return thread


class ModelsDialog(QDialog):
    """List, add and choose the built-in server's models.

    Args:
        parent: The owning window.
        cache_dir: Overrides the user cache folder (tests).
        on_use: Called with the chosen model's key after it was recorded (the window
            switches the running server); None: the choice applies at the next start.
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        cache_dir: Path | None = None,
        on_use: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ModelsDialog", "Models"))
        self.cache_dir = cache_dir
        self.on_use = on_use
        self.worker: threading.Thread | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(translate("ModelsDialog", "Models the built-in (offline) server can run:"))
        )
        self.list = QListWidget()
        self.list.currentItemChanged.connect(lambda *_a: self._update_buttons())
        self.list.itemDoubleClicked.connect(lambda _i: self.use_selected())
        layout.addWidget(self.list, 1)
        self.gpu = QLabel()
        layout.addWidget(self.gpu)
        self.progress = QProgressBar()
        self.progress.hide()
        layout.addWidget(self.progress)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        row = QHBoxLayout()
        self.add_button = QPushButton(translate("ModelsDialog", "&Add GGUF File…"))
        self.add_button.clicked.connect(self.choose_file)
        self.use_button = QPushButton(translate("ModelsDialog", "&Use This Model"))
        self.use_button.clicked.connect(self.use_selected)
        row.addWidget(self.add_button)
        row.addWidget(self.use_button)
        row.addStretch(1)
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._adder = _Adder(self)
        self._adder.progress.connect(self._progress)
        self._adder.added.connect(self._added)
        self._adder.failed.connect(self._failed)
        self.refresh()
        self.resize(560, 420)

    # -- the list -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the models folder again and fill the list."""
        self.list.clear()
        try:
            current = current_model(self.cache_dir)
            models = all_models(self.cache_dir)
        except LocalModelError as err:
            self._failed(f"error: {err}")
            return
        for spec in models.values():
            state = status(spec, self.cache_dir)
            mark = (
                translate("ModelsDialog", "installed")
                if state.installed
                else (state.problem or translate("ModelsDialog", "not installed"))
            )
            using = spec.key == current.key
            line = f"{spec.key} — {spec.label}, {_mb(spec.size)}, {spec.license}: {mark}"
            if using:
                line = translate("ModelsDialog", "{line} (in use)").format(line=line)
            item = QListWidgetItem(line)
            item.setData(KEY_ROLE, spec.key if state.installed else None)
            if using:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            self.list.addItem(item)
            if using:
                self.list.setCurrentItem(item)
        for entry in CATALOG.values():
            if entry.key in models:
                continue
            item = QListWidgetItem(
                translate(
                    "ModelsDialog",
                    "{key} — {label}, {size}: recommended, not installed "
                    "(character-studio models install {key})",
                ).format(key=entry.key, label=entry.label, size=_mb(entry.size))
            )
            item.setData(KEY_ROLE, None)
            self.list.addItem(item)
        gpus = offload_devices()
        if gpus:
            self.gpu.setText(
                translate("ModelsDialog", "GPU offload: available ({gpus})").format(
                    gpus=", ".join(gpus)
                )
            )
        else:
            self.gpu.setText(
                translate(
                    "ModelsDialog",
                    "GPU offload: not in this build (xllamacpp from PyPI runs on the CPU only)",
                )
            )
        self._update_buttons()

    def keys(self) -> list[str | None]:
        """The key of each row (None for a row that cannot be chosen)."""
        return [self.list.item(i).data(KEY_ROLE) for i in range(self.list.count())]

    def in_use_row(self) -> int:
        """The row of the model in use."""
        key = current_model(self.cache_dir).key
        return self.keys().index(key)

    def _update_buttons(self) -> None:
        item = self.list.currentItem()
        busy = self.worker is not None and self.worker.is_alive()
        self.add_button.setEnabled(not busy)
        self.use_button.setEnabled(
            not busy and item is not None and item.data(KEY_ROLE) is not None
        )

    # -- adding ---------------------------------------------------------------------------

    def choose_file(self) -> None:
        """Ask for a GGUF file and add it."""
        name, _filter = QFileDialog.getOpenFileName(
            self,
            translate("ModelsDialog", "Add a GGUF model file"),
            str(Path.home()),
            translate("ModelsDialog", "GGUF models (*.gguf);;All files (*)"),
        )
        if name:
            self.add_file(Path(name))

    def add_file(self, source: Path) -> None:
        """Check and copy ``source`` on a worker thread (progress, then the list again)."""
        if self.worker is not None and self.worker.is_alive():
            return
        self.message.setStyleSheet("")
        self.message.setText(
            translate("ModelsDialog", "Checking and copying {name}…").format(name=source.name)
        )
        self.progress.setRange(0, 0)
        self.progress.show()
        self.worker = self._adder.run(source, self.cache_dir)
        self._update_buttons()

    def _progress(self, done: int, total: int) -> None:
        if total:
            self.progress.setRange(0, 1000)
            self.progress.setValue(int(1000 * done / total))

    def _added(self, key: str, line: str) -> None:
        self.worker = None
        self.progress.hide()
        self.message.setStyleSheet("")
        self.message.setText(line)
        self.refresh()
        keys = self.keys()
        if key in keys:
            self.list.setCurrentRow(keys.index(key))

    def _failed(self, text: str) -> None:
        self.worker = None
        self.progress.hide()
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setText(text)
        self._update_buttons()

    # -- choosing -------------------------------------------------------------------------

    def use_selected(self) -> None:
        """Make the selected model the one in use, and tell the window."""
        item = self.list.currentItem()
        key = item.data(KEY_ROLE) if item is not None else None
        if key is None:
            return
        try:
            spec = use_model(key, self.cache_dir)
        except LocalModelError as err:
            self._failed(f"error: {err}")
            return
        self.message.setStyleSheet("")
        if self.on_use is not None:
            self.message.setText(
                translate("ModelsDialog", "Switching the built-in server to {key}…").format(
                    key=spec.key
                )
            )
            self.on_use(spec.key)
        else:
            self.message.setText(
                translate("ModelsDialog", "In use from the next start: {key}").format(key=spec.key)
            )
        self.refresh()

    def wait(self, timeout: float | None = None) -> None:
        """Block until an add in progress ends (tests, closing)."""
        if self.worker is not None:
            self.worker.join(timeout)

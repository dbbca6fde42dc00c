"""Chat → Export Chat…: the open conversation as Markdown, HTML, plain text or JSON.

The exporting is the engine's (``CharacterPlayer.export_chat``, over
``studio/storage/chat_export.py``); this dialog picks the file, the format and
the options (log and error lines, the model's reasoning) and runs it through
the bridge, so the GUI thread never writes the file itself.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from studio.ui.i18n import translate
from studio.ui.widgets_wheel import guard_wheel

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

__all__ = ["FORMATS", "ChatExportDialog", "export_chat_dialog"]

#: (format key, label, file suffix) as CharacterPlayer.export_chat names them.
FORMATS: tuple[tuple[str, str, str], ...] = (
    ("markdown", "Markdown", ".md"),
    ("html", "Web page (HTML, readable offline)", ".html"),
    ("text", "Plain text", ".txt"),
    ("json", "JSON", ".json"),
)


class ChatExportDialog(QDialog):
    """Where and how to export the open conversation.

    Args:
        default_path: The file offered first (its suffix follows the format).
        parent: Optional parent widget.
    """

    def __init__(self, default_path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ChatExport", "Export chat"))
        self.format = QComboBox(self)
        for key, label, _suffix in FORMATS:
            self.format.addItem(label, key)
        self.path = QLineEdit(str(default_path), self)
        # Its label stands beside a row (field and Choose…), so it names the field itself.
        self.path.setAccessibleName(translate("ChatExport", "File"))
        browse = QPushButton(translate("ChatExport", "Choose…"), self)
        self.include_logs = QCheckBox(translate("ChatExport", "Agent log lines and errors"), self)
        self.include_reasoning = QCheckBox(translate("ChatExport", "The model's reasoning"), self)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.hide()
        where = QHBoxLayout()
        where.addWidget(self.path, 1)
        where.addWidget(browse)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(translate("ChatExport", "Export"))
        layout = QFormLayout(self)
        layout.addRow(translate("ChatExport", "Format:"), self.format)
        layout.addRow(translate("ChatExport", "File:"), where)
        layout.addRow(translate("ChatExport", "Include:"), self.include_logs)
        layout.addRow("", self.include_reasoning)
        layout.addRow(self.message)
        layout.addRow(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        browse.clicked.connect(self._browse)
        self.format.currentIndexChanged.connect(self._follow_format)
        guard_wheel(self)

    def chosen_format(self) -> str:
        return str(self.format.currentData())

    def chosen_path(self) -> Path:
        return Path(self.path.text()).expanduser()

    def _follow_format(self, _index: int) -> None:
        suffix = dict((k, s) for k, _l, s in FORMATS)[self.chosen_format()]
        self.path.setText(str(self.chosen_path().with_suffix(suffix)))

    def _browse(self) -> None:
        chosen, _ = QFileDialog.getSaveFileName(
            self, translate("ChatExport", "Export chat"), str(self.chosen_path())
        )
        if chosen:
            self.path.setText(chosen)


def export_chat_dialog(window: MainWindow) -> ChatExportDialog | None:
    """Chat → Export Chat…: ask, then export through the engine (non-modal)."""
    player = window.bridge.player
    if player is None or not hasattr(player, "export_chat") or player.conversation_id is None:
        window.statusBar().showMessage(
            translate("ChatExport", "Open a conversation to export it."), 5_000
        )
        return None
    folder = window.project_root or Path.home()
    name = f"{player.package.name} - conversation {player.conversation_id}.md"
    dialog = ChatExportDialog(folder / name, window)
    window.chat_export_dialog = dialog  # type: ignore[attr-defined]  # kept alive, for tests

    def run() -> None:
        path, fmt = dialog.chosen_path(), dialog.chosen_format()
        logs, reasoning = dialog.include_logs.isChecked(), dialog.include_reasoning.isChecked()

        async def job(p: Any) -> str:
            await p.export_chat(path, fmt=fmt, include_logs=logs, include_reasoning=reasoning)
            return str(path)

        window.bridge.submit(
            job,
            lambda written: window.statusBar().showMessage(
                translate("ChatExport", "Chat exported to {path}").format(path=written), 10_000
            ),
            what="export the chat",
            on_error=lambda e: window.statusBar().showMessage(
                translate("ChatExport", "Not exported: {error}").format(error=e), 15_000
            ),
        )

    dialog.accepted.connect(run)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog

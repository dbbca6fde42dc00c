"""The progress dialog of File → Import… and of a dropped card (issue 26 item 3).

The import itself runs on a worker thread (``asyncio.to_thread`` on the engine
loop); this dialog tells the user it is under way and lets them cancel it. A
card import cannot be stopped half-way through parsing, so Cancel means "I do
not want it": the dialog closes at once, and when the import thread finishes the
project folder it made (always a new one) is removed and nothing is opened.

Small files show the dialog only if they take longer than
:data:`SHOW_AFTER_MS`; a file of :data:`BIG_FILE` bytes or more shows it at
once, since parsing it takes a noticeable while.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from studio.ui.i18n import translate

__all__ = ["BIG_FILE", "SHOW_AFTER_MS", "ImportProgress"]

BIG_FILE = 1_000_000
SHOW_AFTER_MS = 400


class ImportProgress:
    """A busy dialog for one import; :attr:`cancelled` once the user said so."""

    def __init__(self, parent: QWidget, source: Path) -> None:
        self.cancelled = False
        self._ended = False
        dialog = QProgressDialog(f"Importing {source.name}…", "Cancel", 0, 0, parent)
        dialog.setObjectName("importProgress")
        dialog.setWindowTitle(translate("Window", "Import"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setAutoReset(False)
        dialog.setAutoClose(False)
        try:
            big = source.stat().st_size >= BIG_FILE
        except OSError:
            big = False
        dialog.setMinimumDuration(0 if big else SHOW_AFTER_MS)
        dialog.canceled.connect(self._cancel)
        if big:
            dialog.show()
        else:
            dialog.setValue(0)  # starts the minimum-duration clock
        self.dialog = dialog

    def _cancel(self) -> None:
        if not self._ended:  # reset() in finish() emits canceled too
            self.cancelled = True
            self.dialog.hide()

    def finish(self) -> None:
        """The import ended (done, failed or cancelled): the dialog goes."""
        self._ended = True
        self.dialog.reset()
        self.dialog.hide()
        self.dialog.deleteLater()

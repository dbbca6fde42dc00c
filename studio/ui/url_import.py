"""File → Import from URL…: a card, lorebook or package zip downloaded over https.

The download runs on the engine thread (:func:`studio.cards.project.import_url`,
through the web guard); the GUI thread shows a progress dialog that reads the
byte count the download leaves in a small shared list, on a timer (the only
thing the two threads share; a Python list append/assign is atomic). Cancel
cancels the job; nothing is left behind.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QInputDialog, QLineEdit, QProgressDialog

from studio.cards.project import ImportResult, import_url
from studio.ui.export_actions import _warn, error_lines, imported_dir
from studio.ui.i18n import translate

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

__all__ = ["import_url_dialog"]


def import_url_dialog(
    window: MainWindow, url: str | None = None, dest_parent: Any = None
) -> concurrent.futures.Future[Any] | None:
    """Ask for an https URL, download and import it, and open the result.

    Returns:
        The running job (None when the user cancelled a dialog).
    """
    if url is None:
        text, ok = QInputDialog.getText(
            window,
            translate("UrlImport", "Import from URL"),
            translate(
                "UrlImport", "The https address of a character card, lorebook or package zip:"
            ),
            QLineEdit.EchoMode.Normal,
        )
        if not ok or not text.strip():
            return None
        url = text.strip()
    if dest_parent is None:
        if window.mode == "player":
            dest_parent = imported_dir(window)
        else:
            start = window.project_root.parent if window.project_root is not None else None
            dest_parent = window.pick_directory(
                translate("UrlImport", "Where to create the project"), start=start
            )
            if dest_parent is None:
                return None
    state: list[int | None] = [0, None]  # received, total: written by the engine thread
    dialog = QProgressDialog(
        translate("UrlImport", "Downloading…"), translate("UrlImport", "Cancel"), 0, 0, window
    )
    dialog.setWindowTitle(translate("UrlImport", "Import from URL"))
    dialog.setMinimumDuration(300)
    timer = QTimer(dialog)

    def tick() -> None:
        received, total = state
        done = int(received or 0)
        if total:
            dialog.setMaximum(100)
            dialog.setValue(min(99, done * 100 // total))
        dialog.setLabelText(
            translate("Window", "Downloading… {size} MB").format(size=f"{done / 1e6:.1f}")
        )

    timer.timeout.connect(tick)
    timer.start(100)

    def progress(received: int, total: int | None) -> None:
        state[0], state[1] = received, total

    def finish() -> None:
        timer.stop()
        dialog.reset()
        dialog.deleteLater()

    def done(result: ImportResult) -> None:
        finish()
        window.statusBar().showMessage(
            translate("Window", "Imported {name} as {folder}").format(
                name=url, folder=result.folder
            ),
            10_000,
        )
        if result.warnings:
            _warn(window, translate("UrlImport", "Imported with warnings"),
                  translate("Window", "{name} was imported, but:").format(name=url),
                  [f"warning: {w}" for w in result.warnings])  # fmt: skip
        if window.mode == "studio":
            window.open_project(result.folder)
        else:
            window.open_package(result.folder)

    def failed(error: BaseException) -> None:
        finish()
        if isinstance(error, asyncio.CancelledError | concurrent.futures.CancelledError):
            return
        _warn(
            window,
            translate("UrlImport", "Import failed"),
            f"{url} could not be imported:",
            error_lines(error),
        )

    future = window.bridge.run(
        lambda: import_url(url, dest_parent, progress=progress),
        done,
        what="import from the URL",
        on_error=failed,
    )
    dialog.canceled.connect(future.cancel)
    dialog.canceled.connect(finish)
    return future

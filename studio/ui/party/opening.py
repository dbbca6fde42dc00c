"""Opening parties from the main window: File → Open/New Party…, and paths.

The main window routes a ``*.party.json`` here (menu, command line, drop). A
party opens in a :class:`~studio.ui.party.window.PartyWindow` of its own, a
child of the main window (so it lives as long as the app) with the main
window's endpoint, settings and data dir. ``character-player X.party.json``
starts with an empty main window: the party window takes its place, and
closing the party closes the app.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog

from studio.ui.i18n import translate
from studio.ui.party.dialog import NewPartyDialog
from studio.ui.party.window import PartyWindow
from studio.ui.tool_approvals import install_approver

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

SUFFIX = ".party.json"


def is_party_file(path: Path) -> bool:
    """True for a ``*.party.json`` path."""
    return Path(path).name.lower().endswith(SUFFIX)


def party_windows(window: MainWindow) -> list[PartyWindow]:
    """The party windows open beside ``window``."""
    return window.findChildren(PartyWindow)


def open_party(window: MainWindow, path: Path) -> PartyWindow:
    """Open ``path`` in a new party window (returned at once; it fills in when ready)."""
    party = PartyWindow(window.endpoint(), window.settings, data_dir=window.data_dir, parent=window)
    party.approver = lambda player: install_approver(
        window, player, bridge=party.bridge, parent=party
    )
    party.openFailed.connect(window.openFailed.emit)
    # Read aloud and Mute, pressed in the party's chat, are kept like the main chat's.
    party.chat.voice.prefsChanged.connect(window._save_voice)
    party.openFailed.connect(lambda message: window.statusBar().showMessage(message, 20_000))
    alone = window.mode == "player" and window.package is None and window.isVisible()
    if alone:
        # Nothing else is open: the party stands in for the empty main window.
        party.setGeometry(window.geometry())
        window.hide()
        party.closed.connect(window.close)
    else:
        from studio.ui.window_layout import fit_default_size

        fit_default_size(party)  # on a 768-px screen its buttons were below the edge
    party.show()
    party.raise_()  # in front of the window that opened it
    party.activateWindow()
    party.open_party(Path(path))
    return party


def open_party_dialog(window: MainWindow) -> PartyWindow | None:
    """File → Open Party…"""
    path, _ = QFileDialog.getOpenFileName(
        window, translate("Party", "Open a party"), window.file_dialog_dir(), f"Parties (*{SUFFIX})"
    )
    return open_party(window, Path(path)) if path else None


def new_party_dialog(window: MainWindow) -> PartyWindow | None:
    """File → New Party…: build a party file, then open it."""
    dialog = NewPartyDialog(window, Path(window.file_dialog_dir()))
    if dialog.exec() and dialog.saved_path is not None:
        return open_party(window, dialog.saved_path)
    return None

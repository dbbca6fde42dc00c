"""File → Import… and a dropped card show a progress dialog; Cancel discards the result."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QProgressDialog, QPushButton

from studio.ui.export_actions import import_package_dialog, imported_dir
from studio.ui.import_progress import BIG_FILE
from studio.ui.library.card_info import SMALL_SIDECAR, card_tags_at_once
from studio.ui.main_window import MainWindow
from tests.cards import cardgen as g


def _big_card(tmp_path: Path) -> Path:
    card = g.v3_card(character_book=None, description="A long tale. " * (BIG_FILE // 12))
    path = tmp_path / "big.json"
    path.write_text(json.dumps(card), encoding="utf-8")
    assert path.stat().st_size >= BIG_FILE
    return path


def _dialog(window: MainWindow) -> QProgressDialog | None:
    return window.findChild(QProgressDialog, "importProgress")


def test_a_large_import_shows_progress_and_opens_the_character(
    qtbot, player_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    window = player_window()
    window.auto_accept = True
    card = _big_card(tmp_path)
    with qtbot.waitSignal(window.characterOpened, timeout=60_000) as opened:
        import_package_dialog(window, card)
        dialog = _dialog(window)
        assert dialog is not None and dialog.isVisible()
        assert "big.json" in dialog.labelText()
    assert opened.args == ["Seraphina"]
    qtbot.waitUntil(lambda: _dialog(window) is None or not _dialog(window).isVisible())
    assert [p.name for p in imported_dir(window).iterdir()] == ["seraphina"]



def test_a_large_cards_tags_and_mark_are_read_and_written_off_the_gui_thread(
    qtbot, player_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    """Issue 26: the sidecar of a card over 1 MB is not read on the GUI thread (a 60 MB
    one held it 1.9 s); its tags reach the library entry afterwards. The "imported
    before?" mark is written with the import, off that thread too."""
    window = player_window()
    window.auto_accept = True
    card = _big_card(tmp_path)
    with qtbot.waitSignal(window.characterOpened, timeout=60_000):
        import_package_dialog(window, card)
    folder = imported_dir(window) / "seraphina"
    assert (folder / ".card.json").stat().st_size > SMALL_SIDECAR
    assert card_tags_at_once(folder) is None
    assert json.loads((folder / ".imported-from.json").read_text("utf-8"))["file"] == "big.json"
    home = window.player_home
    assert home is not None and home.library is not None
    library = home.library
    qtbot.waitUntil(lambda: library.items and library.items[0].tags == ["fantasy", "guardian"],
                    timeout=30_000)  # fmt: skip
    assert len(library.items[0].description) <= 300

def test_cancel_removes_what_the_import_made_and_opens_nothing(
    qtbot, player_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    window = player_window()
    window.auto_accept = True
    opened: list[str] = []
    window.characterOpened.connect(opened.append)
    job = import_package_dialog(window, _big_card(tmp_path))
    assert job is not None
    dialog = _dialog(window)
    assert dialog is not None
    button = dialog.findChild(QPushButton)
    assert button is not None and button.text() == "Cancel"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    qtbot.waitUntil(job.done, timeout=60_000)
    made = imported_dir(window) / "seraphina"
    assert job.result().folder == made  # the import itself ran to its end...
    qtbot.waitUntil(lambda: not made.exists(), timeout=10_000)  # ...and its folder went
    assert "cancelled" in window.statusBar().currentMessage()
    assert opened == []

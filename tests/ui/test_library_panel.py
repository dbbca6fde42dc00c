"""The library panel: a gallery with search, sort, sizes and tags; Enter opens a
character's page, Play plays; remove after asking; drops; thumbnails cached."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from studio.storage.library import Library, library_path
from studio.ui.library import LibraryPanel
from studio.ui.library import panel as panel_module


@pytest.fixture
def library(tmp_path: Path) -> Library:
    lib = Library(library_path(tmp_path))
    for name, text in [("Odile", "Keeper of a menagerie"), ("Quill", "A librarian")]:
        folder = tmp_path / name.lower()
        folder.mkdir()
        lib.add(folder, name=name, description=text)
    return lib


def test_search_filters_enter_opens_the_page_and_play_plays(qtbot, library: Library) -> None:
    panel = LibraryPanel(library)
    qtbot.addWidget(panel)
    assert panel.list.count() == 2
    qtbot.keyClicks(panel.search, "menag")
    assert panel.list.count() == 1
    assert panel.list.item(0).text().startswith("Odile\nKeeper of a menagerie")
    odile = library.search("odile")[0].path
    with qtbot.waitSignal(panel.characterChosen) as chosen:
        panel.list.setFocus()
        qtbot.keyClick(panel.list, Qt.Key.Key_Return)
    assert chosen.args == [odile]
    with qtbot.waitSignal(panel.playRequested) as played:
        qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    assert played.args == [odile]


def test_remove_asks_and_keeps_files(qtbot, library: Library, monkeypatch) -> None:
    panel = LibraryPanel(library)
    qtbot.addWidget(panel)
    asked: list[list[str]] = []
    monkeypatch.setattr(panel_module, "confirm_remove", lambda _p, names: asked.append(names))
    panel.list.selectAll()
    panel.remove_selected()  # declined
    assert panel.list.count() == 2 and len(asked) == 1
    monkeypatch.setattr(panel_module, "confirm_remove", lambda _p, names: True)
    qtbot.keyClick(panel.list, Qt.Key.Key_Delete)
    assert panel.list.count() == 0 and panel.empty.isVisibleTo(panel)
    home = library.path.parent
    assert (home / "odile").is_dir() and (home / "quill").is_dir()
    assert Library(library.path).items == []


def test_a_drop_asks_the_window_to_add(qtbot, library: Library, tmp_path: Path) -> None:
    panel = LibraryPanel(library)
    qtbot.addWidget(panel)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(tmp_path / "card.png"))])
    event = QDropEvent(
        QPointF(5, 5), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(panel.addRequested) as added:
        panel.dropEvent(event)
    assert added.args == [str(tmp_path / "card.png")]


def test_missing_files_are_marked(qtbot, library: Library, tmp_path: Path) -> None:
    (tmp_path / "quill").rmdir()
    panel = LibraryPanel(library)
    qtbot.addWidget(panel)
    texts = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert any("file not found" in t for t in texts)

"""The library as a gallery of card art, and a character's page before playing."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QListWidget

from studio.storage.library import Library, library_path
from studio.ui.library import LibraryPanel
from studio.ui.library.card_info import card_tags
from studio.ui.library.character_page import CharacterPage, PlayChoice
from studio.ui.library.gallery import SIZES
from studio.ui.library.thumbnails import ThumbnailCache
from tests.support.model_server import ModelServer, text
from tests.ui.test_player_mode import _endpoint, _greeter


def _art(path: Path, colour: str) -> Path:
    image = QImage(300, 450, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    assert image.save(str(path))
    return path


@pytest.fixture
def library(tmp_path: Path) -> Library:
    lib = Library(library_path(tmp_path))
    now = time.time()
    for n, (name, tags, colour) in enumerate([
        ("Quill", ["fantasy", "librarian"], "#d00000"),
        ("Ada", ["sci-fi"], "#00a000"),
        ("Mara", ["fantasy"], "#0000d0"),
    ]):  # fmt: skip
        folder = tmp_path / name.lower()
        folder.mkdir()
        art = _art(tmp_path / f"{name}.png", colour)
        lib.add(folder, name=name, description=f"{name} the test", avatar=art, tags=tags)
        item = lib.get(folder)
        assert item is not None
        lib._file.items = [i.model_copy(update={"added": now - 100 * n}) if i is item else i
                           for i in lib._file.items]  # fmt: skip
    lib.touch(tmp_path / "ada", now + 10)
    return lib


def _names(panel: LibraryPanel) -> list[str]:
    return [panel.list.item(i).text().split("\n", 1)[0] for i in range(panel.list.count())]


def test_a_gallery_sorted_sized_and_filtered_by_tags(qtbot, library: Library) -> None:
    panel = LibraryPanel(library)
    qtbot.addWidget(panel)
    assert panel.list.viewMode() == QListWidget.ViewMode.IconMode
    assert _names(panel) == ["Ada", "Quill", "Mara"]  # last played, then added
    panel.sort.setCurrentText("Name")
    assert _names(panel) == ["Ada", "Mara", "Quill"]
    panel.sort.setCurrentText("Recently added")
    assert _names(panel) == ["Quill", "Ada", "Mara"]
    # Tags from the cards: most used first; choosing one shows only its characters.
    tags = [panel.tag.itemText(i) for i in range(panel.tag.count())]
    assert tags == ["All tags", "fantasy", "librarian", "sci-fi"]
    panel.tag.setCurrentText("fantasy")
    assert _names(panel) == ["Quill", "Mara"]
    panel.tag.setCurrentIndex(0)
    qtbot.keyClicks(panel.search, "sci-fi")  # the search reads tags too
    assert _names(panel) == ["Ada"]
    # Sizes: the tiles grow.
    small = panel.list.gridSize()
    panel.sizes.setCurrentText("Large")
    assert panel.gallery.width == SIZES["large"]
    assert panel.list.gridSize().width() > small.width()
    assert panel.list.gridSize().height() > small.height()


def test_thumbnails_are_made_once_and_shown(qtbot, library: Library, tmp_path: Path) -> None:
    folder = tmp_path / "thumbs"
    panel = LibraryPanel(library, thumbnails=folder)
    qtbot.addWidget(panel)
    panel.resize(700, 500)
    panel.show()
    qtbot.waitExposed(panel)
    # The first paint shows placeholders and asks for the art; it arrives and is painted.
    qtbot.waitUntil(lambda: len(list(folder.glob("*.png"))) == 3, timeout=10_000)
    qtbot.waitUntil(lambda: panel.thumbnails.pending() == 0, timeout=10_000)
    panel.list.viewport().repaint()
    image = panel.list.viewport().grab().toImage()
    rect = panel.list.visualRect(panel.list.model().index(0, 0))  # Ada, green
    centre = image.pixelColor(rect.center().x(), rect.top() + 60)
    assert centre.green() > 120 and centre.red() < 60, centre.name()
    made = {p.name: p.stat().st_mtime_ns for p in folder.glob("*.png")}
    # A new start reads them from the folder (not made again from the art).
    cache = ThumbnailCache(folder)
    for entry in library.items:
        assert entry.avatar
        key = panel.gallery.width, panel.gallery.art_height
        assert cache.get(entry.avatar, *key) is None
    qtbot.waitUntil(lambda: cache.pending() == 0, timeout=10_000)
    assert {p.name: p.stat().st_mtime_ns for p in folder.glob("*.png")} == made
    assert all(cache.get(e.avatar or "", *key) is not None for e in library.items)
    # A changed avatar is a new thumbnail.
    _art(Path(library.items[0].avatar or ""), "#ffff00")
    assert cache.get(library.items[0].avatar or "", *key) is not None  # the old one, in memory
    fresh = ThumbnailCache(folder)
    fresh.get(library.items[0].avatar or "", *key)
    qtbot.waitUntil(lambda: fresh.pending() == 0, timeout=10_000)
    assert len(list(folder.glob("*.png"))) == 4


def _card_character(tmp_path: Path) -> Path:
    root = _greeter(tmp_path)
    (root / "description.txt").write_text("Made for stormy nights. Be kind to her.", "utf-8")
    sidecar = {"card": {"spec": "chara_card_v2", "data": {"tags": ["Sea", "sea ", "Mystery", 3]}}}
    (root / ".card.json").write_text(json.dumps(sidecar), encoding="utf-8")
    return root


def test_the_character_page_shows_what_a_player_chooses_from(qtbot, tmp_path: Path) -> None:
    root = _card_character(tmp_path)
    assert card_tags(root) == ["Sea", "sea", "Mystery"]
    page = CharacterPage(tmp_path / "data")
    qtbot.addWidget(page)
    page.show_character(str(root), persona="Ann")
    assert page.name.text() == "Mara"
    assert page.tags.text() == "Tags: Sea · sea · Mystery"
    assert "stormy nights" in page.notes.toPlainText()
    greetings = [page.greetings.item(i).text() for i in range(page.greetings.count())]
    assert len(greetings) == 3 and greetings[0].startswith("First message")
    assert greetings[2] == "Greeting 3: You again!"
    assert "agent" in page.permissions.toPlainText()  # what it runs, as the review says
    assert page.conversations.item(0).text().startswith("No conversations yet")
    assert page.play_button.text() == "Play" and not page.art.pixmap().isNull()
    page.greetings.setCurrentRow(2)
    with qtbot.waitSignal(page.playRequested) as asked:
        page.play_button.click()
    assert asked.args == [PlayChoice(path=str(root), greeting=2)]


def test_a_greeting_chosen_on_the_page_opens_the_conversation(
    qtbot, player_window, tmp_path: Path, model_server: ModelServer
) -> None:
    model_server.script(text("Hello."))
    window = player_window(endpoint=_endpoint(model_server))
    window.auto_accept = True
    home = window.player_home
    root = _card_character(tmp_path)
    with qtbot.waitSignal(window.characterOpened, timeout=20_000):
        window.open_path(root)
    assert home.library is not None and home.library.items[0].tags == ["Sea", "sea", "Mystery"]
    home.show_library()
    home.panel.list.itemActivated.emit(home.panel.list.item(0))
    assert home.showing_page
    home.page.greetings.setCurrentRow(1)
    with qtbot.waitSignal(window.characterOpened, timeout=20_000):
        home.page.new_button.click()
    model = window.chat.model
    qtbot.waitUntil(
        lambda: model.rowCount() > 0 and model.row_at(0).text == "Storm's coming.", timeout=10_000
    )
    assert not home.showing_page and window.chat.input.isVisible()


def test_an_unreadable_character_keeps_the_library(qtbot, player_window, tmp_path: Path) -> None:
    window = player_window()
    home = window.player_home
    gone = tmp_path / "gone"
    home.show_character(str(gone))
    assert home.showing_library and "gone" in window.statusBar().currentMessage()



def test_the_page_counts_a_conversations_messages_as_the_dock_does(
    qtbot, player_window, tmp_path: Path, model_server: ModelServer
) -> None:
    model_server.script(text("Hello."))
    window = player_window(endpoint=_endpoint(model_server))
    window.auto_accept = True
    root = _card_character(tmp_path)
    with qtbot.waitSignal(window.characterOpened, timeout=20_000):
        window.open_path(root)
    window.chat.input.setPlainText("Hi")
    window.chat.send_button.click()
    qtbot.waitUntil(lambda: window.chat.model.rowCount() >= 3, timeout=20_000)
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=20_000)
    home = window.player_home
    home.show_character(str(root))
    # The greeting, "Hi" and "Hello.": three messages, on the page as in the dock.
    assert "messages: 3" in home.page.conversations.item(0).text()


def test_the_gallery_size_and_order_are_kept_for_the_next_start(
    qtbot, player_window, tmp_path: Path
) -> None:
    window = player_window()
    panel = window.player_home.panel
    assert (panel.sizes.currentData(), panel.sort.currentData()) == ("medium", "last_played")
    panel.sizes.setCurrentIndex(panel.sizes.findData("large"))
    panel.sort.setCurrentIndex(panel.sort.findData("name"))
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert (saved["appearance"]["gallery_size"], saved["appearance"]["gallery_sort"]) == (
        "large",
        "name",
    )
    window.close()
    again = player_window().player_home.panel  # the same settings file: the next start
    assert (again.sizes.currentData(), again.sort.currentData()) == ("large", "name")
    assert again.gallery.width == SIZES["large"]


def test_an_unknown_saved_gallery_view_shows_the_default(
    qtbot, player_window, tmp_path: Path
) -> None:
    (tmp_path / "settings.json").write_text(
        json.dumps({"appearance": {"gallery_size": "huge", "gallery_sort": "colour"}}),
        encoding="utf-8",
    )
    panel = player_window().player_home.panel
    assert (panel.sizes.currentData(), panel.sort.currentData()) == ("medium", "last_played")

"""Cards in the GUI: File -> Import, drag and drop, the greeting picker, the avatar."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QColor, QDropEvent
from PySide6.QtWidgets import QFileDialog, QMessageBox

from studio.cards import import_card
from studio.cards.avatar import name_colour
from studio.cards.png import minimal_png
from studio.package import load_package, validate_package
from studio.ui.bridge import EngineBridge
from studio.ui.chat.avatar import art_image, art_pixmap, avatar_pixmap
from studio.ui.dialogs import GreetingPicker
from studio.ui.main_window import MainWindow
from studio.ui.opening import Endpoint
from tests.cards import cardgen as g
from tests.support.model_server import ModelServer, text


@pytest.fixture
def window(qtbot, tmp_path: Path, model_server: ModelServer) -> Iterator[MainWindow]:
    win = MainWindow(
        EngineBridge(),
        mode="studio",
        settings_path=tmp_path / "settings.json",
        data_dir=tmp_path / "data",
        endpoint=Endpoint(
            base_url=model_server.url, api_key="k", main_model="m", worker_model=None
        ),
        ask_first_run=False,
        remember_layout=False,
    )
    win.show()
    yield win
    win.confirm_discard = lambda: True  # type: ignore[method-assign]
    win.close()


def _card(tmp_path: Path) -> Path:
    # A red avatar, so the test can see it painted.
    return g.png_card(
        tmp_path / "sera.png",
        ccv3=g.v3_card(character_book=None),
        image=minimal_png(16, 16, (220, 20, 20)),
    )


def test_file_import_of_a_card_opens_the_new_project(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    card = _card(tmp_path)
    projects = tmp_path / "projects"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(card), ""))
    monkeypatch.setattr(window, "pick_directory", lambda title, start=None: projects)
    action = next(
        a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "&Import…"
    )
    with qtbot.waitSignal(window.characterOpened, timeout=30_000) as opened:
        action.trigger()
    assert opened.args == ["Seraphina"]
    assert window.project_root == (projects / "seraphina").resolve()
    assert validate_package(projects / "seraphina") == []


def test_dropping_a_card_imports_it(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    card = _card(tmp_path)
    projects = tmp_path / "dropped"
    monkeypatch.setattr(window, "pick_directory", lambda title, start=None: projects)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(card))])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(window.characterOpened, timeout=30_000):
        window.dropEvent(event)
    assert window.project_root == (projects / "seraphina").resolve()


def test_a_bad_card_shows_the_problem_and_opens_nothing(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    from studio.ui.export_actions import import_package_dialog

    bad = tmp_path / "photo.png"
    bad.write_bytes(minimal_png(4, 4, (1, 2, 3)))
    import_package_dialog(window, bad, tmp_path / "p")

    def box() -> QMessageBox | None:
        return next((w for w in window.findChildren(QMessageBox) if w.isVisible()), None)

    qtbot.waitUntil(lambda: box() is not None, timeout=30_000)
    found = box()
    assert found is not None and "ordinary image" in found.informativeText()
    assert window.project_root is None
    found.close()


def test_greeting_picker_starts_the_conversation_with_the_chosen_greeting(
    qtbot, window: MainWindow, tmp_path: Path, model_server: ModelServer
) -> None:
    root = import_card(_card(tmp_path), tmp_path / "p").folder
    with qtbot.waitSignal(window.characterOpened, timeout=30_000):
        window.open_project(root)
    window.conversations.new()
    picker = window.conversations.findChild(GreetingPicker)
    assert picker is not None and picker.isVisible()
    assert picker.list.count() == 3
    picker.list.setCurrentRow(2)
    assert picker.preview.toPlainText() == "Greeting three from Sera."
    picker.accept()
    player = window.bridge.player
    qtbot.waitUntil(
        lambda: (
            player.engine.has_session
            and player.engine.session.conversation.header.get("greeting") == 2
        ),
        timeout=15_000,
    )
    qtbot.waitUntil(
        lambda: (
            window.chat.model.rowCount() > 0
            and window.chat.model.row_at(0).text == "Greeting three from Sera."
        ),
        timeout=15_000,
    )
    model_server.script(text("Hi."))
    window.chat.send("hello")
    qtbot.waitUntil(lambda: len(model_server.requests) >= 1, timeout=15_000)
    messages = model_server.requests[-1].body["messages"]
    assert {"role": "assistant", "content": "Greeting three from Sera."} in messages


def test_avatar_is_the_card_image_and_painted_in_the_chat(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    root = import_card(_card(tmp_path), tmp_path / "p").folder
    assert json.loads((root / "config.json").read_text(encoding="utf-8"))["avatar"] == "avatar.png"
    pixmap = avatar_pixmap(load_package(root), 32)
    assert pixmap.toImage().pixelColor(16, 16) == QColor(220, 20, 20)
    with qtbot.waitSignal(window.characterOpened, timeout=30_000):
        window.open_project(root)
    delegate = window.chat.view.chat_delegate
    assert delegate.avatar is not None
    assert delegate.avatar.toImage().pixelColor(16, 16) == QColor(220, 20, 20)
    qtbot.waitUntil(lambda: window.chat.model.rowCount() > 0, timeout=15_000)
    shot = window.chat.view.viewport().grab().toImage()
    reds = sum(
        1
        for x in range(0, 80)
        for y in range(0, 40)
        if shot.pixelColor(x, y).red() > 180 and shot.pixelColor(x, y).green() < 60
    )
    assert reds > 20, "the avatar is painted beside the character's first message"


def test_project_without_avatar_gets_a_placeholder(tmp_path: Path, qtbot) -> None:
    root = tmp_path / "plain"
    root.mkdir()
    (root / "config.json").write_text(json.dumps({"name": "Mara Lind"}), encoding="utf-8")
    pixmap = avatar_pixmap(load_package(root), 64)
    assert not pixmap.isNull()
    centre_ring = pixmap.toImage().pixelColor(6, 32)  # on the circle, off the letters
    assert centre_ring.name() == QColor(name_colour("Mara Lind")).name()


def test_svg_art_keeps_its_proportions_on_the_character_page(tmp_path: Path, qtbot) -> None:
    # A 2:3 drawing: left half red, right half blue. Squeezed into a square and cropped
    # back to 2:3 (the old way) the card showed only the red middle.
    root = tmp_path / "drawn"
    root.mkdir()
    (root / "art.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300">'
        '<rect width="100" height="300" fill="#ff0000"/>'
        '<rect x="100" width="100" height="300" fill="#0000ff"/></svg>',
        encoding="utf-8",
    )
    (root / "config.json").write_text(
        json.dumps({"name": "Drawn", "avatar": "art.svg"}), encoding="utf-8"
    )
    image = art_image(load_package(root), 360)
    assert (image.width(), image.height()) == (240, 360)
    card = art_pixmap(image, 240, 360).toImage()
    assert card.pixelColor(60, 180).name() == "#ff0000"
    assert card.pixelColor(180, 180).name() == "#0000ff"


def test_export_as_card_lists_what_the_card_cannot_carry(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    from studio.cards.png import read_card_chunks
    from studio.ui.export_actions import export_card_dialog

    root = import_card(_card(tmp_path), tmp_path / "p").folder
    config = json.loads((root / "config.json").read_text(encoding="utf-8"))
    config["agents"] = ["studio.memory-store"]
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    out = tmp_path / "out" / "sera"
    future = export_card_dialog(window, root, out, "png")
    assert future is not None
    qtbot.waitUntil(future.done, timeout=30_000)

    def box() -> QMessageBox | None:
        return next((w for w in window.findChildren(QMessageBox) if w.isVisible()), None)

    qtbot.waitUntil(lambda: box() is not None, timeout=10_000)
    found = box()
    assert found is not None and "agent studio.memory-store" in found.informativeText()
    assert "CHARX" in found.text()
    written = tmp_path / "out" / "sera.png"
    assert read_card_chunks(written.read_bytes(), written.name).ccv3 is not None
    found.close()


def test_choose_greeting_for_the_empty_conversation(
    qtbot, window: MainWindow, tmp_path: Path, model_server: ModelServer
) -> None:
    root = import_card(_card(tmp_path), tmp_path / "p").folder
    with qtbot.waitSignal(window.characterOpened, timeout=30_000):
        window.open_project(root)
    player = window.bridge.player
    action = next(a for a in _chat_menu(window).actions()
                  if a.text() == "Choose &Greeting…")
    action.trigger()
    picker = window.conversations.findChild(GreetingPicker)
    assert picker is not None
    picker.list.setCurrentRow(1)
    picker.accept()
    qtbot.waitUntil(
        lambda: window.chat.model.rowCount() > 0
        and window.chat.model.row_at(0).text == "Greeting two for User.",
        timeout=15_000,
    )
    first = player.conversation_id
    assert player.engine.session.conversation.header["greeting"] == 1
    # After the first message, choosing a greeting starts a new conversation.
    model_server.script(text("Hi."))
    window.chat.send("hello")
    qtbot.waitUntil(lambda: len(window.chat.entries) >= 2, timeout=15_000)
    action.trigger()
    picker = window.conversations.findChild(GreetingPicker)
    assert picker is not None
    picker.list.setCurrentRow(2)
    picker.accept()
    qtbot.waitUntil(lambda: player.conversation_id != first, timeout=15_000)
    assert player.engine.session.conversation.header["greeting"] == 2


def test_persona_for_this_conversation(
    qtbot, window: MainWindow, tmp_path: Path, model_server: ModelServer
) -> None:
    from studio.ui.dialogs.persona_dialog import PersonaDialog

    root = import_card(_card(tmp_path), tmp_path / "p").folder
    with qtbot.waitSignal(window.characterOpened, timeout=30_000):
        window.open_project(root)
    player = window.bridge.player
    action = next(a for a in _chat_menu(window).actions()
                  if a.text() == "&Persona for This Conversation…")
    action.trigger()
    dialog = window.conversations.findChild(PersonaDialog)
    assert dialog is not None and dialog.name.text() == "User"
    dialog.name.setText("Kai")
    dialog.description.setPlainText("A wandering bard.")
    dialog.accept()
    qtbot.waitUntil(lambda: player.persona()["own"], timeout=15_000)
    assert player.persona() == {"name": "Kai", "description": "A wandering bard.", "own": True}
    model_server.script(text("Hi."))
    window.chat.send("hello")
    qtbot.waitUntil(lambda: len(model_server.requests) >= 1, timeout=15_000)
    sent = model_server.requests[-1].body["messages"]
    assert sent[0]["content"].startswith("Write Sera's next reply in a fictional chat between "
                                         "Sera and Kai.")
    assert sent[1]["content"].endswith("About Kai: A wandering bard.")
    action.trigger()
    dialog = window.conversations.findChild(PersonaDialog)
    assert dialog is not None
    dialog.reset.click()
    qtbot.waitUntil(lambda: not player.persona()["own"], timeout=15_000)
    assert player.persona()["name"] == "User"


def test_authors_note_from_the_chat_menu_reaches_the_request(
    qtbot, window: MainWindow, tmp_path: Path, model_server: ModelServer
) -> None:
    from studio.ui.dialogs.authors_note_dialog import AuthorsNoteDialog

    root = import_card(_card(tmp_path), tmp_path / "p").folder
    with qtbot.waitSignal(window.characterOpened, timeout=30_000):
        window.open_project(root)
    player = window.bridge.player
    action = next(a for a in _chat_menu(window).actions() if a.text() == "&Author's Note…")
    action.trigger()
    dialog = window.conversations.findChild(AuthorsNoteDialog)
    assert dialog is not None and dialog.text.toPlainText() == ""
    dialog.text.setPlainText("[{{char}} speaks in rhyme.]")
    dialog.depth_box.setValue(0)
    dialog.accept()
    qtbot.waitUntil(lambda: player.authors_note()["text"] != "", timeout=15_000)
    model_server.script(text("Hi."))
    window.chat.send("hello")
    qtbot.waitUntil(lambda: len(model_server.requests) >= 1, timeout=15_000)
    sent = model_server.requests[-1].body["messages"]
    # Depth 0: after the last message, before the card's post-history instructions.
    assert sent[-2] == {"role": "system", "content": "[Sera speaks in rhyme.]"}
    assert sent[-3]["content"] == "hello" and sent[-1]["content"].startswith("Stay as Sera")


def test_player_mode_drop_imports_into_the_data_dir_and_plays(
    qtbot, tmp_path: Path, model_server: ModelServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    from studio.ui.dialogs import PackageSummaryDialog

    monkeypatch.setattr(PackageSummaryDialog, "exec", lambda dialog: 1)
    win = MainWindow(
        EngineBridge(), mode="player", settings_path=tmp_path / "settings.json",
        data_dir=tmp_path / "data",
        endpoint=Endpoint(base_url=model_server.url, api_key="k", main_model="m",
                          worker_model=None),
        ask_first_run=False, remember_layout=False,
    )
    win.show()
    try:
        mime = QMimeData()
        mime.setUrls([QUrl.fromLocalFile(str(_card(tmp_path)))])
        event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime,
                           Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        with qtbot.waitSignal(win.characterOpened, timeout=30_000) as opened:
            win.dropEvent(event)
        assert opened.args == ["Seraphina"]
        assert (tmp_path / "data" / "imported" / "seraphina" / "config.json").is_file()
        assert win.chat.view.chat_delegate.avatar is not None
        # The imported card joins the character library as a card.
        from studio.storage.library import Library, library_path

        items = Library(library_path(tmp_path / "data")).items
        assert [(i.name, i.kind) for i in items] == [("Seraphina", "card")]
    finally:
        win.close()


def _chat_menu(window: MainWindow):  # type: ignore[no-untyped-def]
    """The Chat menu, found by its title (the menu bar also has Edit, View, Help)."""
    return next(a.menu() for a in window.menuBar().actions() if a.text() == "&Chat")


def test_dropping_a_sillytavern_chat_opens_it_as_a_conversation(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    card = _card(tmp_path)
    projects = tmp_path / "dropped"
    monkeypatch.setattr(window, "pick_directory", lambda title, start=None: projects)
    with qtbot.waitSignal(window.characterOpened, timeout=30_000):
        window.open_dropped(card)
    chat = tmp_path / "Seraphina - 2024.jsonl"
    lines = [
        {"user_name": "Robin", "character_name": "Seraphina"},
        {"name": "Robin", "is_user": True, "mes": "Hello from SillyTavern."},
        {"name": "Seraphina", "is_user": False, "mes": "Two.", "swipes": ["One.", "Two."],
         "swipe_id": 1},
    ]
    chat.write_text("\n".join(json.dumps(x) for x in lines), encoding="utf-8")
    window.open_dropped(chat)
    qtbot.waitUntil(
        lambda: [e.get("content") for e in window.chat.entries]
        == ["Hello from SillyTavern.", "Two."],
        timeout=30_000,
    )
    assert window.project_root == (projects / "seraphina").resolve()


def test_import_from_url_refuses_a_private_address_with_a_clear_message(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(
        QInputDialog, "getText", lambda *a, **k: ("https://127.0.0.1:9/card.png", True)
    )
    monkeypatch.setattr(window, "pick_directory", lambda title, start=None: tmp_path / "p")
    action = next(
        a
        for a in window.menuBar().actions()[0].menu().actions()
        if a.text() == "Import from &URL…"
    )
    action.trigger()

    def box() -> QMessageBox | None:
        return next((w for w in window.findChildren(QMessageBox) if w.isVisible()), None)

    qtbot.waitUntil(lambda: box() is not None, timeout=30_000)
    found = box()
    assert found is not None and "blocked" in found.informativeText()
    assert not (tmp_path / "p").exists()
    found.close()

"""Player mode's window: the library as a start page, the character header, the setup gate.

:func:`install` is the one hook the main window calls (after building its panes).
In Player mode it puts the window's chat area on a page beside the character
library (a :class:`QStackedWidget`): the library (a gallery of card art) shows
at start when no character was given; choosing a character there shows its
page (:class:`~studio.ui.library.character_page.CharacterPage`: art, notes,
greetings, permissions, conversations), whose Play opens it; a character being
opened switches to the chat, and View → Character Library goes back. Every
character opened is added to the library (name, description, avatar, card
tags), and sending a message marks it played. The
developer tools (the Stores and Agent log docks, "Inspect request…" on a reply)
start hidden, reachable from View (each dock, Developer Tools, Inspect Last Request).

Sending stays off until a model is set up: a banner above the chat says so, with
a button that opens the setup flow (:mod:`studio.ui.player.setup`). Every mode
gets the built-in model's launcher, so a "Built-in (offline)" provider chosen in
Settings starts its server.
"""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from studio.errors import StorageError, StudioError
from studio.package import CharacterPackage
from studio.storage.library import Library, library_path
from studio.ui import window_layout
from studio.ui.chat.actions import INSPECT
from studio.ui.i18n import translate
from studio.ui.library import LibraryPanel
from studio.ui.library.card_info import card_tags, card_tags_at_once
from studio.ui.library.character_page import CharacterPage, PlayChoice
from studio.ui.opening import Endpoint
from studio.ui.player.builtin import BuiltinLauncher
from studio.ui.player.header import CharacterHeader

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

# How much of a description the library's one line is made from (Library trims it).
_DESCRIPTION_READ = 4096

__all__ = ["PlayerHome", "builtin_endpoint", "install", "settings_changed", "studio_gate"]


class SetupBanner(QWidget):
    """"Set up a model to start chatting" above the chat, with the button that does it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("setupBanner")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # paint the background
        self.setStyleSheet(
            "#setupBanner { background: #e8f0fe; border-radius: 6px; } "
            "#setupBanner QLabel { color: #174ea6; }"
        )
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.button = QPushButton(translate("PlayerHome", "Set up a model…"))
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self.label, 1)
        row.addWidget(self.button)


class PlayerHome(QObject):
    """Player mode's pieces on the window (see the module docstring).

    Args:
        window: The main window (Player mode).
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.library_error: str | None = None
        try:
            self.library: Library | None = Library(library_path(window.data_dir))
        except StorageError as err:  # a damaged library file must not stop the app
            self.library = None
            self.library_error = str(err)
        self.panel = LibraryPanel(
            self.library or _empty_library(window.data_dir),
            thumbnails=library_path(window.data_dir).parent / "library-thumbs",
        )
        if self.library_error:
            self.panel.title.setText(
                translate("Library", "<b>Your characters</b> — {error}").format(
                    error=self.library_error
                )
            )
        look = window.settings.appearance
        self.panel.set_view(look.gallery_size, look.gallery_sort)
        self.panel.viewChanged.connect(self._remember_view)
        self.panel.playRequested.connect(lambda path: self.play(PlayChoice(path=path)))
        self.panel.characterChosen.connect(self.show_character)
        self.page = CharacterPage(window.data_dir)
        self.page.backRequested.connect(self.show_library)
        self.page.playRequested.connect(self.play)
        self._choice: PlayChoice | None = None
        self.panel.addRequested.connect(self._dropped)
        self.header = CharacterHeader(window.bridge)
        self.header.greetingRequested.connect(window.conversations.choose_greeting)
        self.banner = SetupBanner()
        self.banner.button.clicked.connect(self.open_setup)
        self.chat_page = QWidget()
        column = QVBoxLayout(self.chat_page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addWidget(self.header)
        column.addWidget(self.banner)
        central = window.takeCentralWidget()
        assert central is not None  # the window's chat area, built before this hook
        chat_area: QWidget = window.splitter
        if central is not chat_area:
            # A start page in front of the chat (Studio's): Player mode's is the library.
            # The old stack is kept alive, hidden, in case the window still addresses it.
            chat_area.setParent(None)
            central.setParent(self.chat_page)
            central.hide()
        column.addWidget(chat_area, 1)
        # The stack it came from had hidden it behind the start page: a player with no
        # transcript, no message box and no Send (issue 23).
        chat_area.show()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.panel)
        self.stack.addWidget(self.page)
        self.stack.addWidget(self.chat_page)
        window.setCentralWidget(self.stack)
        self.library_action = QAction(translate("PlayerHome", "Character &Library"), window)
        self.library_action.setShortcut(QKeySequence("Ctrl+L"))
        self.library_action.triggered.connect(self.show_library)
        window.view_menu.insertAction(window.view_menu.actions()[0], self.library_action)
        window.view_menu.insertSeparator(window.view_menu.actions()[1])
        window.view_menu.addSeparator()
        self.dev_action = QAction(translate("PlayerHome", "&Developer Tools"), window)
        self.dev_action.setCheckable(True)
        self.dev_action.toggled.connect(self.show_developer_tools)
        window.view_menu.addAction(self.dev_action)
        self.inspect_action = QAction(translate("PlayerHome", "Inspect Last &Request…"), window)
        self.inspect_action.triggered.connect(self.inspect_last_request)
        window.view_menu.addAction(self.inspect_action)
        window.chat.hidden_actions = {INSPECT}
        window.characterOpened.connect(self._opened)
        window.openFailed.connect(lambda _m: setattr(window, "reopening", False))
        window.chat.replyingChanged.connect(self._replying)
        window.builtin.progress.connect(lambda _line: self.update_gate())
        window.builtin.ready.connect(lambda _u, _m: self.update_gate())
        window.builtin.failed.connect(lambda _m: self.update_gate())
        window.bridge.playerChanged.connect(self.update_gate)
        if not window.layout_restored:
            # What a game keeps hidden stays hidden unless the player asks (View menu).
            window.store_dock.hide()
            window.log_dock.hide()
        window_layout.set_aside(window, [window.conversations_dock])  # the library shows first
        self.update_gate()

    # -- pages ----------------------------------------------------------------------

    def show_library(self) -> None:
        """View → Character Library (the open character's conversations step aside)."""
        self.panel.refresh()
        window_layout.set_aside(self.window, [self.window.conversations_dock])
        self.stack.setCurrentWidget(self.panel)
        self.panel.setFocus()

    def _remember_view(self, size: str, sort: str) -> None:
        """The gallery's size and order are kept in settings.json for the next start."""
        look = self.window.settings.appearance
        if (look.gallery_size, look.gallery_sort) != (size, sort):
            look.gallery_size, look.gallery_sort = size, sort
            self.window._save_settings()

    def show_character(self, path: str) -> None:
        """The character's page, from the library (a character that cannot be read says
        why in the status bar and the library stays)."""
        try:
            self.page.show_character(path, persona=self.window.settings.persona_name)
        except StudioError as err:
            self.window.statusBar().showMessage(f"{Path(path).name}: {err}", 15_000)
            return
        window_layout.set_aside(self.window, [self.window.conversations_dock])
        self.stack.setCurrentWidget(self.page)
        self.page.setFocus()

    @property
    def showing_page(self) -> bool:
        """True while a character's page is shown."""
        return self.stack.currentWidget() is self.page

    def play(self, choice: PlayChoice) -> None:
        """Open the character to play; then continue or start the conversation chosen."""
        self._choice = choice if (choice.conversation or choice.greeting is not None) else None
        self.window.open_path(Path(choice.path))

    def _apply_choice(self) -> None:
        choice, self._choice = self._choice, None
        if choice is None or self.window.bridge.player is None:
            return

        async def job(player: Any) -> None:
            if choice.conversation is not None:
                if player.conversation_id != choice.conversation:
                    await player.load_conversation(choice.conversation)
                return
            entries = player.get_conversation()
            if any(e.get("role") in ("user", "assistant") for e in entries):
                await player.new_conversation(greeting=choice.greeting)
            else:
                await player.set_greeting(choice.greeting)

        self.window.bridge.submit(job, what="open the chosen conversation")

    def show_chat(self) -> None:
        """The chat with the open character."""
        window_layout.bring_back(self.window)
        self.stack.setCurrentWidget(self.chat_page)
        self.window.chat.input.setFocus()

    def show_developer_tools(self, on: bool) -> None:
        """View → Developer Tools: the Stores and Agent log docks and "Inspect request…"."""
        self.window.store_dock.setVisible(on)
        self.window.log_dock.setVisible(on)
        self.window.chat.hidden_actions = set() if on else {INSPECT}

    def inspect_last_request(self) -> QWidget | None:
        """View → Inspect Last Request: the request behind the latest reply."""
        chat = self.window.chat
        replies = [i for i, e in enumerate(chat.entries) if e.get("role") == "assistant"]
        if not replies:
            self.window.statusBar().showMessage(
                translate("PlayerHome", "No reply yet: nothing to inspect."), 5_000
            )
            return None
        return chat.inspect_request(replies[-1])

    @property
    def showing_library(self) -> bool:
        """True while the library page is shown."""
        return self.stack.currentWidget() is self.panel

    def _dropped(self, path: str) -> None:
        # The window's own drop handling decides: a card is imported, the rest opened.
        self.window.open_dropped(Path(path))

    # -- the library ------------------------------------------------------------------

    def _opened(self, _name: str) -> None:
        package = self.window.package
        if package is not None and self.library is not None:
            try:
                self.add_to_library(package)
            except StorageError as err:
                self.window.statusBar().showMessage(str(err), 10_000)
        rebuilt, self.window.reopening = self.window.reopening, False
        if not rebuilt or not (self.showing_library or self.showing_page):
            # A rebuild (the built-in model now running) leaves a player who went back
            # to the library there; opening a character shows its chat.
            self.show_chat()
        if not rebuilt:
            self._apply_choice()

    def add_to_library(self, package: CharacterPackage, tags: list[str] | None = None) -> None:
        """Add (or refresh) the character in the library, with a copy of its avatar.

        The avatar is copied into the data dir because a zip's files live in an
        extraction cache that may be cleared. ``tags``: the card's, when already read;
        a large card's sidecar is read off the GUI thread and the entry refreshed then.
        """
        assert self.library is not None
        from studio.cards.avatar import avatar_file

        avatar = avatar_file(package)
        kept: Path | None = None
        if avatar is not None:
            folder = self.library.path.parent / "library-avatars"
            kept = folder / f"{package.identity[:16]}{avatar.suffix.lower()}"
            try:
                folder.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(avatar, kept)
            except OSError:
                kept = None
        imported = (self.library.path.parent / "imported").resolve()
        kind = "card" if imported in package.source_path.resolve().parents else "package"
        if tags is None:
            tags = card_tags_at_once(package.root)
            if tags is None:
                self._tags_later(package)
        self.library.add(
            package.source_path,
            name=package.name,
            # The library shows a line of it; a 60 MB one is not split on the GUI thread.
            description=package.description[:_DESCRIPTION_READ],
            avatar=kept,
            kind=kind,
            tags=tags or [],
        )
        self.panel.refresh()

    def _tags_later(self, package: CharacterPackage) -> None:
        def done(tags: list[str]) -> None:
            if tags and self.library is not None and self.library.get(package.source_path):
                self.add_to_library(package, tags)

        self.window.bridge.run(lambda: asyncio.to_thread(card_tags, package.root), done,
                               what="read the card's tags")  # fmt: skip

    def _replying(self, on: bool) -> None:
        package = self.window.package
        if on and package is not None and self.library is not None:
            try:
                self.library.touch(package.source_path)
            except StorageError as err:
                self.window.statusBar().showMessage(str(err), 10_000)

    # -- the model gate ------------------------------------------------------------------

    def update_gate(self) -> None:
        """Sending is off, with a prompt saying why, until a model is set up."""
        from studio.ui.player import flow

        window = self.window
        ready = flow.model_ready(window)
        launcher = window.builtin
        if ready:
            self.banner.hide()
        elif launcher.starting or (window.settings.provider == "builtin" and not launcher.error):
            self.banner.label.setText(
                translate(
                    "PlayerHome", "Starting the built-in model… Sending starts when it is ready."
                )
            )
            self.banner.button.hide()
            self.banner.show()
        else:
            problem = f" ({launcher.error})" if launcher.error else ""
            self.banner.label.setText(
                translate(
                    "PlayerHome",
                    "No model is set up yet, so the character cannot answer. Set one up to "
                    "start chatting{problem}.",
                ).format(problem=problem)
            )
            self.banner.button.show()
            self.banner.show()
        chat = window.chat
        chat.send_button.setEnabled(ready and window.bridge.player is not None)
        chat.input.setReadOnly(not ready)
        chat.input.setPlaceholderText(
            translate("PlayerHome", "Write a message…")
            if ready
            else translate("PlayerHome", "Set up a model to start chatting.")
        )

    def open_setup(self) -> None:
        """The setup flow from the banner (connect a model)."""
        from studio.ui.player import flow

        flow.open_setup(self.window)


def _empty_library(data_dir: Path | None) -> Library:
    """An empty stand-in list for the panel while the real file cannot be read.

    Nothing is ever added to it (adds go to :attr:`PlayerHome.library`, which is None
    then) and an empty list has nothing to remove, so it never writes its file.
    """
    return Library(library_path(data_dir).with_name("library.unavailable.json"))


def install(window: MainWindow) -> None:
    """The window's hook: the built-in launcher (both modes) and Player mode's home."""
    window.builtin = BuiltinLauncher(parent=window)
    window.builtin.ready.connect(lambda _u, _m: _builtin_ready(window))
    window.player_home = PlayerHome(window) if window.mode == "player" else None
    if window.player_home is None:
        # Studio has no setup banner: the chat says the model is starting and holds Send
        # until it runs (else the first message went to a default endpoint, issue 23).
        # Not on "ready": the hold ends when the player rebuilt for the built-in model
        # is in place (playerChanged), never while the old one could still take a send.
        for signal in (window.builtin.progress, window.builtin.failed):
            signal.connect(lambda _x: studio_gate(window))
        window.bridge.playerChanged.connect(lambda: studio_gate(window))
        window.chat.replyingChanged.connect(lambda _on: studio_gate(window))
    if window.settings.provider == "builtin" and window._endpoint_override is None:
        window.builtin.start()


STARTING = "Starting the built-in model… Sending starts when it is ready."


def studio_gate(window: MainWindow) -> None:
    """Studio mode: hold sending while the chosen built-in model is not running."""
    launcher = window.builtin
    chat = window.chat
    built_for = getattr(window, "player_endpoint", None)
    waiting = (
        window.settings.provider == "builtin"
        and window._endpoint_override is None
        and (
            not launcher.running
            # The player in place was built before the server ran (another endpoint):
            # hold until the one rebuilt for the built-in model replaces it.
            or (window.bridge.player is not None
                and (built_for is None or built_for.base_url != launcher.base_url))
        )
    )  # fmt: skip
    if waiting:
        reason = (
            translate("PlayerHome", "The built-in model could not start: {error}").format(
                error=launcher.error
            )
            if launcher.error
            else STARTING
        )
        chat.hold_reason = reason
        chat.set_notice(reason)
        chat.send_button.setEnabled(False)
    elif chat.hold_reason:
        chat.hold_reason = ""
        chat.set_notice("")
        chat.send_button.setEnabled(window.bridge.player is not None)


def _builtin_ready(window: MainWindow) -> None:
    if window.settings.provider == "builtin":
        window.reopen_player()


def builtin_endpoint(window: MainWindow) -> Endpoint | None:
    """The running built-in model's endpoint when it is the chosen provider."""
    launcher = window.builtin
    if window.settings.provider != "builtin" or not launcher.running:
        return None
    return Endpoint(
        base_url=launcher.base_url,
        api_key=None,
        main_model=launcher.model,
        worker_model=launcher.model,
    )


def open_models(window: MainWindow) -> None:
    """File → Models…: choosing a model while the built-in one runs switches it live."""
    from studio.ui.dialogs.models_dialog import ModelsDialog

    def use(_key: str) -> None:
        if window.settings.provider == "builtin" and window._endpoint_override is None:
            window.builtin.switch()
            if window.player_home is not None:
                window.player_home.update_gate()
            else:
                studio_gate(window)

    dialog = ModelsDialog(window, on_use=use)
    window.models_dialog = dialog
    dialog.show()


def settings_changed(window: MainWindow) -> None:
    """After Settings: start the built-in model when it was chosen; update the gate."""
    if window.settings.provider == "builtin" and window._endpoint_override is None:
        window.builtin.start()
    if window.player_home is not None:
        window.player_home.update_gate()
    else:
        studio_gate(window)

"""``PartyWindow``: a party's own window (chat, conversations, stores, agent log).

A party plays in a window of its own, beside the main window, with **its own
:class:`~studio.ui.bridge.EngineBridge`** (so its own engine thread): the main
window's panes all expect one character's player, and a party and a character
can then be open side by side. The bridge's threading rules hold unchanged;
events reach the panes through :class:`~studio.ui.party.relay.PartyEventRelay`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from studio.storage import Settings
from studio.storage.mcp_settings import mcp_server_configs
from studio.ui.bridge import EngineBridge
from studio.ui.chat import ConversationsPanel
from studio.ui.dialogs.tool_approval import ask_tool_approval
from studio.ui.i18n import translate
from studio.ui.opening import Endpoint
from studio.ui.party.chat import PartyChatPane
from studio.ui.party.inspectors import PartyAgentLogPanel, PartyStoreInspector
from studio.ui.party.relay import PartyEventRelay


def make_party_player(
    path: Path, endpoint: Endpoint, settings: Settings, *, data_dir: Path | None = None
) -> Any:
    """A ``PartyPlayer`` for ``path`` with the user's endpoint, models and budgets."""
    from studio.engine import PlayerSettings
    from studio.engine.party.player import PartyPlayer

    budgets = PlayerSettings(
        agent_tokens_per_response=settings.agent_tokens_per_response,
        agent_tokens_per_conversation=settings.agent_tokens_per_conversation,
    )
    return PartyPlayer(
        path,
        api_key=endpoint.api_key,
        base_url=endpoint.base_url,
        model=endpoint.main_model,
        worker_model=endpoint.worker_model,
        data_dir=data_dir,
        settings=budgets,
        tool_policies=dict(settings.tool_policies),
        mcp_servers=mcp_server_configs(settings.mcp_servers, data_dir=data_dir),
    )


class PartyWindow(QMainWindow):
    """A window playing one party.

    Args:
        endpoint: The model endpoint (the main window's).
        settings: The user's settings (budgets).
        data_dir: The user data dir override (tests).
        parent: The main window (keeps this one alive; it stays a separate window).

    Signals:
        opened(str): The party is ready (its name).
        openFailed(str): Loading the party failed (the message).
        closed(): The window was closed (its engine thread is stopped).
    """

    opened = Signal(str)
    openFailed = Signal(str)
    closed = Signal()

    def __init__(
        self,
        endpoint: Endpoint,
        settings: Settings,
        *,
        data_dir: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.endpoint, self.settings, self.data_dir = endpoint, settings, data_dir
        self.path: Path | None = None
        #: Installs the approval questions on a new player (set by the opener).
        self.approver: Callable[[Any], None] | None = None
        self.bridge = EngineBridge()
        self.relay = PartyEventRelay(self.bridge)
        self.chat = PartyChatPane(self.bridge)
        self.setCentralWidget(self.chat)
        self.conversations = ConversationsPanel(self.bridge)
        self.store_inspector = PartyStoreInspector(self.bridge)
        self.agent_log = PartyAgentLogPanel(self.bridge)
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.conversations_dock = self._dock("Conversations", self.conversations, left)
        self.store_dock = self._dock("Stores", self.store_inspector, right)
        self.log_dock = self._dock(translate("Party", "Agent log"), self.agent_log, right)
        self.tabifyDockWidget(self.store_dock, self.log_dock)
        self.store_dock.raise_()
        self._file_menu()
        view = self.menuBar().addMenu(translate("Party", "&View"))
        for dock in (self.conversations_dock, self.store_dock, self.log_dock):
            view.addAction(dock.toggleViewAction())
        chat = self.menuBar().addMenu(translate("Party", "&Chat"))
        stop = QAction(translate("Party", "&Stop reply"), self)
        stop.setShortcut(QKeySequence("Esc"))
        stop.triggered.connect(self.chat.stop)
        chat.addAction(stop)
        self.bridge.failed.connect(
            lambda what, message: self.statusBar().showMessage(
                translate("Window", "Could not {what}: {message}").format(
                    what=what, message=message
                )
            )
        )
        app = QCoreApplication.instance()
        if app is not None:  # the app may quit with this window still open
            app.aboutToQuit.connect(self.bridge.shutdown)
        self.setWindowTitle(translate("Party", "Party — Character Studio"))
        self.resize(1180, 780)
        # Read aloud, Mute and the voices are the player's, as in the main window; each
        # member speaks in their own voice (PartyChatPane maps the speakers).
        self.chat.voice.configure(settings, data_dir=data_dir)

    def _file_menu(self) -> None:
        """File → Close party (Ctrl+W) and Quit (Ctrl+Q), as in every other window:
        Quit closes the main window too, so the app ends the way its own Quit ends it
        (layout saved, every engine stopped)."""
        menu = self.menuBar().addMenu(translate("Party", "&File"))
        close = QAction(translate("Party", "&Close party"), self)
        close.setShortcut(QKeySequence(QKeySequence.StandardKey.Close))
        close.triggered.connect(self.close)
        menu.addAction(close)
        menu.addSeparator()
        quit_app = QAction(translate("Party", "&Quit"), self)
        quit_app.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        quit_app.triggered.connect(self.quit_app)
        menu.addAction(quit_app)

    def quit_app(self) -> None:
        """Close this window and the main window it belongs to."""
        owner = self.parentWidget()
        self.close()
        if owner is not None:
            owner.window().close()

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName("party_" + title.replace(" ", "_").lower())
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def open_party(self, path: Path) -> None:
        """Load ``path`` (a ``*.party.json``) and build its player on the engine thread."""
        self.path = Path(path).resolve()
        self.statusBar().showMessage(
            translate("Party", "Opening {name}…").format(name=self.path.name)
        )
        target, endpoint, settings = self.path, self.endpoint, self.settings
        data_dir = self.data_dir

        def build() -> Any:
            player = make_party_player(target, endpoint, settings, data_dir=data_dir)
            self._install_approver(player)
            return player

        def ready(player: Any) -> None:
            name = str(player.party.spec.name)
            members = ", ".join(player.names)
            self.setWindowTitle(translate("Party", "{name} — Party").format(name=name))
            self.statusBar().showMessage(
                translate("Party", "{name} is ready: {members}.").format(
                    name=name, members=members
                ),
                8_000,
            )
            self.opened.emit(name)

        def failed(error: BaseException) -> None:
            message = str(error)
            self.statusBar().showMessage(message.splitlines()[0] if message else "failed")
            self.openFailed.emit(message)

        self.bridge.open_party(build, self.relay.on_event, ready, on_error=failed)

    def _install_approver(self, player: Any) -> None:
        """Ask before a member's tool acts, over this window. The main window that opened
        the party sets :attr:`approver` so "Always allow" is kept in its settings; a
        party window on its own keeps the answers for this run."""
        if self.approver is not None:
            self.approver(player)
            return
        player.approvals.approve = self.bridge.asker(
            lambda request, answer: ask_tool_approval(self, request, answer)
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.chat.voice.shutdown()
        self.bridge.shutdown()
        event.accept()
        self.closed.emit()

"""The main window: Studio mode (editor + chat) and Player mode (chat only).

The window owns the layout, menus and the hop from "the user opened X" to a
running player; every pane is its own widget taking the bridge (or its model)
in its constructor. Nothing here waits on the engine: opening a character
builds the player on the engine thread and the panes fill in when it is ready.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QWidget,
)

from studio.errors import StorageError, VoiceError
from studio.package import CharacterPackage
from studio.storage import Settings, load_settings, save_settings
from studio.storage.settings import set_aside
from studio.storage.settings import settings_path as storage_settings_path
from studio.ui import window_layout, window_menus, window_open
from studio.ui.bridge import EngineBridge
from studio.ui.chat import ChatPane, ConversationsPanel
from studio.ui.dialogs import SettingsDialog
from studio.ui.dialogs.tool_policies_box import push_policies
from studio.ui.i18n import translate
from studio.ui.inspectors import AgentLogPanel, StoreInspector
from studio.ui.look import menu as look_menu
from studio.ui.opening import Endpoint, endpoint_from, package_key
from studio.ui.player import home as player_home
from studio.ui.shortcuts import ShortcutsDialog
from studio.ui.start_page import StartPage
from studio.ui.window_open import is_card_file
from studio.voice.settings import VoiceSettings, voice_from_config

if TYPE_CHECKING:  # the editor loads when a project opens: Player mode starts without it
    from studio.ui.editor import EditorPane, LiveValidator, ProblemsPanel

MAX_RECENT = 10


class MainWindow(QMainWindow):
    """Character Studio's window.

    Args:
        bridge: The engine bridge (owns the engine thread).
        mode: ``"studio"`` (authors: editor, problems, chat) or ``"player"``.
        settings_path: Where settings.json lives (tests pass a temp file).
        data_dir: The user data dir override (keychain fallback, package data).
        endpoint: Use this endpoint instead of the user's settings (``--smoke``).
        ask_first_run: Show the first-run dialog when nothing is configured.
        remember_layout: Restore and save the window layout (off for tests and --smoke).

    Signals:
        characterOpened(str): A character's player is ready (its name).
        openFailed(str): Opening a path failed (the message shown).
    """

    characterOpened = Signal(str)
    openFailed = Signal(str)

    def __init__(
        self,
        bridge: EngineBridge,
        *,
        mode: str = "studio",
        settings_path: Path | None = None,
        data_dir: Path | None = None,
        endpoint: Endpoint | None = None,
        ask_first_run: bool = True,
        remember_layout: bool = True,
    ) -> None:
        super().__init__()
        if mode not in ("studio", "player"):
            raise ValueError("mode must be 'studio' or 'player'")
        self.bridge = bridge
        self.mode = mode
        # Always a real file: every dialog saves where the next start will read (issue 23:
        # with None the dialogs saved nothing).
        self.settings_path = storage_settings_path(settings_path)
        self.data_dir = data_dir
        self.settings_note: str | None = None
        self.settings: Settings = self._load_settings()
        self._endpoint_override = endpoint
        self.ask_first_run = ask_first_run
        self.remember_layout = remember_layout
        self._laid_out = False
        self.auto_accept = False  # --smoke: accept a package without asking
        self.package: CharacterPackage | None = None
        self.player_endpoint: Endpoint | None = None  # what the open player talks to
        self.reopening = False  # the player being built is a rebuild (reopen_player)
        self.project_root: Path | None = None
        self.recent_menu: QMenu
        self.view_menu: QMenu
        self.stop_action: QAction
        self.remote_pictures_action: QAction | None = None
        self.expressions_action: QAction | None = None
        self.theme_actions: QActionGroup | None = None
        self.layout_kind = ""
        self.setWindowTitle(
            translate("Window", "Character Studio")
            if mode == "studio"
            else translate("Window", "Character Player")
        )
        self.setAcceptDrops(True)
        window_layout.fit_default_size(self)
        self._build_panes()
        self._build_menus()
        self.bridge.failed.connect(self._on_failed)
        self.layout_notes: list[str] = []  # what restoring the saved layout ignored
        self.docks_aside: list[str] = []  # docks hidden while a page has no use for them
        self.layout_restored = window_layout.restore(self) if remember_layout else False
        # The problems list shows when a project opens, unless the saved layout had it closed.
        self.problems_wanted = self.problems_dock is not None and (
            not self.layout_restored or self.problems_dock.isVisibleTo(self)
        )
        if self.problems_dock is not None:
            # The start page has no character: its conversations, stores, log and
            # problems step aside until one opens (show_work).
            window_layout.set_aside(
                self, [self.conversations_dock, self.store_dock, self.log_dock, self.problems_dock]
            )
        # Player mode's library, header and setup gate; the built-in model (issue 18).
        self.builtin: player_home.BuiltinLauncher
        self.player_home: player_home.PlayerHome | None
        self.probe_ports: list[int] | None = None  # local-server ports (tests inject)
        self.setup_dialog: QDialog | None = None
        self.models_dialog: QDialog | None = None  # File → Models… (player_home.open_models)
        self._setup_pending: list[Callable[[], None]] = []
        player_home.install(self)
        look_menu.apply_settings(self)  # the theme and chat font Studio and Player share
        notes = [n for n in (self.settings_note, *self.layout_notes) if n]
        if notes:
            self.statusBar().showMessage(
                translate("Window", "Ignored at start: {notes}.").format(notes="; ".join(notes)),
                60_000,
            )
        else:
            self.statusBar().showMessage(self._hint())

    def _load_settings(self) -> Settings:
        """settings.json, or the defaults when it cannot be used (kept aside, never lost)."""
        try:
            return load_settings(self.settings_path)
        except StorageError as err:
            kept = set_aside(self.settings_path)
            where = f"; it was kept as {kept}" if kept else ""
            self.settings_note = f"the settings file could not be used ({err}){where}"
            return Settings()

    # -- opening (studio/ui/window_open.py does the work) ---------------------

    def open_path(self, path: Path) -> None:
        """Open whatever ``path`` is: a project folder (Studio) or a package."""
        window_open.open_path(self, path)

    def open_project(self, root: Path) -> None:
        """Open a project folder: editor, problems, and a play-test player."""
        window_open.open_project(self, root)

    def open_package(self, path: Path) -> None:
        """Open a package zip (or folder) to play it."""
        window_open.open_package(self, path)

    def open_project_dialog(self) -> None:
        window_open.open_project_dialog(self)

    def open_package_dialog(self) -> None:
        window_open.open_package_dialog(self)

    def new_project_dialog(self) -> None:
        window_open.new_project_dialog(self)

    # -- layout ---------------------------------------------------------------

    def _build_panes(self) -> None:
        self.chat = ChatPane(self.bridge, own_shortcuts=False)
        self.chat.voice.prefsChanged.connect(self._save_voice)
        self.chat.modelPicked.connect(self._model_picked)
        self.chat.providerOptionAccepted.connect(self._provider_option_accepted)
        # What an error card offers: its buttons open what its text names.
        self.chat.settingsRequested.connect(self.open_settings)
        self.chat.agentLogRequested.connect(self.show_agent_log)
        self.splitter: QSplitter = QSplitter(Qt.Orientation.Horizontal)
        self.editor_holder = QWidget()
        self.editor: EditorPane | None = None
        self.problems: ProblemsPanel | None = None
        self.validator: LiveValidator | None = None
        if self.mode == "studio":
            self.splitter.addWidget(self.editor_holder)
        self.splitter.addWidget(self.chat)
        # Nothing open: the start page; something open: editor and chat.
        recent = self.settings.recent_projects
        self.start_page = StartPage(self.mode, recent, data_dir=self.data_dir)
        self.start_page.openRequested.connect(lambda p: self.open_path(Path(p)))
        self.start_page.newRequested.connect(self.new_project_dialog)
        self.start_page.browseRequested.connect(
            self.open_project_dialog if self.mode == "studio" else self.open_package_dialog
        )
        self.central = QStackedWidget(self)
        self.central.addWidget(self.start_page)
        self.central.addWidget(self.splitter)
        self.setCentralWidget(self.central)
        self.conversations: ConversationsPanel = ConversationsPanel(self.bridge)
        self.store_inspector = StoreInspector(self.bridge, studio_mode=self.mode == "studio")
        self.agent_log = AgentLogPanel(self.bridge)
        self.conversations_dock: QDockWidget = self._dock(
            "conversations",
            translate("MainWindow", "Conversations"),
            self.conversations,
            Qt.DockWidgetArea.LeftDockWidgetArea,
        )
        self.store_dock: QDockWidget = self._dock(
            "stores",
            translate("MainWindow", "Stores"),
            self.store_inspector,
            Qt.DockWidgetArea.RightDockWidgetArea,
        )
        self.log_dock: QDockWidget = self._dock(
            "agent_log",
            translate("MainWindow", "Agent log"),
            self.agent_log,
            Qt.DockWidgetArea.RightDockWidgetArea,
        )
        self.problems_dock: QDockWidget | None = None
        if self.mode == "studio":
            # Made before the saved layout is restored, so the layout finds every dock it
            # names: a dock added after restoreState left a placeholder that crashed Qt
            # when the docks were next arranged (a maximised window, issue 23).
            self.problems_dock = QDockWidget(translate("MainWindow", "Problems"), self)
            self.problems_dock.setObjectName("problems")
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.problems_dock)
        self.tabifyDockWidget(self.store_dock, self.log_dock)
        self.store_dock.raise_()

    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)  # the saved layout's key: the same in every language
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        # Shown from the View menu: in front of the docks it is tabbed with.
        dock.toggleViewAction().toggled.connect(lambda on, d=dock: d.raise_() if on else None)
        return dock

    def _build_menus(self) -> None:
        window_menus.build_menus(self)

    def show_work(self) -> None:
        """Leave the start page for the editor and the chat (Player mode's home
        takes the chat into its own page, so there it has nothing to switch)."""
        if self.central.indexOf(self.splitter) >= 0:
            self.central.setCurrentWidget(self.splitter)
            if self.mode == "studio" and self.docks_aside:
                window_layout.bring_back(self)
                if self._laid_out:
                    # Sized now that they are shown again (a small window hides them).
                    small = self.layout_kind == "small"
                    window_layout.apply_layout(
                        self, force=True, docks=small or not self.layout_restored
                    )

    def reopen_last(self) -> bool:
        """At launch: open the most recent project again, if it still exists."""
        if self.mode != "studio":
            return False
        for folder in self.settings.recent_projects[:1]:
            if (Path(folder) / "config.json").is_file():
                self.open_project(Path(folder))
                return True
        return False

    def show_agent_log(self) -> None:
        """Show the Agent log dock in front (from an error card's "Agent log")."""
        self.log_dock.show()
        self.log_dock.raise_()

    def show_shortcuts(self) -> QDialog:
        """Help → Keyboard shortcuts (non-modal)."""
        dialog = ShortcutsDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _hint(self) -> str:
        if self.mode == "studio":
            return translate(
                "MainWindow",
                "Open a character project (File → Open Project) or create one (File → New).",
            )
        return translate(
            "MainWindow",
            "Open a character package (File → Open Package) or drop a .zip or a card here.",
        )

    # -- layout persistence ---------------------------------------------------

    def _qsettings(self) -> QSettings:
        return QSettings("CharacterStudio", f"CharacterStudio-{self.mode}")

    def _default_layout(self) -> None:
        """Proportions for a first start (docks can only be sized once shown)."""
        window_layout.apply_layout(self, force=True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._laid_out:
            # Only crossing a width band rearranges; the user's own moves stay otherwise.
            window_layout.apply_layout(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._laid_out:
            self._laid_out = True
            if self.layout_restored:
                # The user's own arrangement: only a later change of width band rearranges.
                self.layout_kind = window_layout.layout_for(max(self.width(), 400))
            else:
                QTimer.singleShot(0, self._default_layout)

    def _save_layout(self) -> None:
        if self.remember_layout:
            window_layout.save(self)

    # -- recent projects ------------------------------------------------------

    def _remember(self, path: Path) -> None:
        recent = [str(path)] + [p for p in self.settings.recent_projects if p != str(path)]
        self.settings = self.settings.model_copy(update={"recent_projects": recent[:MAX_RECENT]})
        self._save_settings()
        self._fill_recent()
        self.start_page.set_recent(self.settings.recent_projects)

    def _fill_recent(self) -> None:
        if self.mode != "studio":
            return
        self.recent_menu.clear()
        for item in self.settings.recent_projects:
            action = self.recent_menu.addAction(item)
            action.triggered.connect(lambda _=False, p=item: self.open_project(Path(p)))
        self.recent_menu.setEnabled(bool(self.settings.recent_projects))

    def _model_picked(self, model: str) -> None:
        """The quick picker chose the main model: remember it like Settings would."""
        self.settings = self.settings.model_copy(update={"main_model": model})
        self._save_settings()

    def _provider_option_accepted(self, option: str) -> None:
        """The offer after a strict server's refusal was taken: keep it for this provider."""
        from studio.storage.settings import ProviderOptions
        from studio.ui.opening import profile_of

        options = dict(self.settings.provider_options)
        current = options.get(profile_of(self.settings)) or ProviderOptions()
        options[profile_of(self.settings)] = current.model_copy(update={option: True})
        self.settings = self.settings.model_copy(update={"provider_options": options})
        self._save_settings()

    def _save_voice(self, prefs: dict[str, Any]) -> None:
        """The voice buttons' choices (Read aloud, Mute) are kept for next time."""
        self.settings = self.settings.model_copy(update={"voice": prefs})
        self._save_settings()

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings, self.settings_path)
        except Exception as err:  # settings are a convenience: report, carry on
            self.statusBar().showMessage(
                translate("Window", "Settings could not be saved: {error}").format(error=err)
            )

    # -- settings -------------------------------------------------------------

    def endpoint(self) -> Endpoint:
        if self._endpoint_override is not None:
            return self._endpoint_override
        builtin = player_home.builtin_endpoint(self)
        if builtin is not None:
            return builtin
        return endpoint_from(self.settings, data_dir=self.data_dir)

    def open_settings(self) -> None:
        key = package_key(self.package) if self.package and self.mode == "player" else None
        dialog = SettingsDialog(
            self.settings,
            self,
            settings_path=self.settings_path,
            data_dir=self.data_dir,
            package_key=key,
            character=self._voice_character(),
        )
        if dialog.exec():
            language = self.settings.language
            self.settings = dialog.result_settings()
            if self.settings.language != language:
                from PySide6.QtWidgets import QApplication

                from studio.ui.retranslate import switch_language

                app = QApplication.instance()
                assert isinstance(app, QApplication)
                switch_language(app, self.settings.language)
            look_menu.apply_settings(self)
            player_home.settings_changed(self)
            push_policies(self.bridge, dict(self.settings.tool_policies))
            self.reopen_player()

    def _voice_character(self) -> tuple[str, VoiceSettings] | None:
        """The open character's name and suggested voice, for Settings → Voice."""
        package = self.package
        if package is None:
            return None
        extra = getattr(package.config, "model_extra", None) or {}
        try:
            return package.name, voice_from_config(extra, name=package.name)
        except VoiceError:  # a bad suggestion: the player's own choice still applies
            return package.name, VoiceSettings()

    def maybe_first_run(self) -> None:
        """Ask for an endpoint and key when none is configured yet."""
        from studio.ui.dialogs import FirstRunDialog, needs_first_run

        if self.mode == "player":  # one setup flow in Player wording (studio/ui/player)
            from studio.ui.player import flow

            flow.first_run(self)
            return
        if not self.ask_first_run or not needs_first_run(self.settings, data_dir=self.data_dir):
            return
        dialog = FirstRunDialog(
            self.settings, self, settings_path=self.settings_path, data_dir=self.data_dir
        )
        if dialog.exec():
            self.settings = dialog.result_settings()
            # As after Settings: "Built-in (offline)" starts its server now, not after a
            # restart (issue 23: the first message went to OpenAI's endpoint instead).
            player_home.settings_changed(self)
            self.reopen_player()

    def reopen_player(self) -> None:
        """Rebuild the player with current settings and files (keeps the conversation)."""
        if self.package is None:
            return
        # A rebuild (new settings, the built-in model now running) is not the player's
        # choice to open the character: Player mode stays on the page it shows.
        self.reopening = True
        window_open.start_player(self, self.package.source_path, project=self.mode == "studio")

    # -- events ---------------------------------------------------------------

    def _on_failed(self, what: str, message: str) -> None:
        self.statusBar().showMessage(
            translate("Window", "Could not {what}: {message}").format(what=what, message=message),
            15_000,
        )

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            self.open_dropped(Path(urls[0].toLocalFile()))

    def open_dropped(self, path: Path) -> None:
        """A dropped file or folder: a card or chat is imported, anything else opened."""
        from studio.cards.chat_import import looks_like_chat

        if looks_like_chat(path) or is_card_file(path):
            self.import_dropped(path)
        else:
            self.open_path(path)

    def import_dropped(self, path: Path) -> None:
        """A dropped card or lorebook: import it (Studio asks where; Player keeps it
        in the user data dir) and open the result."""
        from studio.ui.export_actions import import_package_dialog

        import_package_dialog(self, path)  # Player mode imports into its data dir

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        self._save_layout()
        self.builtin.stop()  # the built-in model's server ends unless another app uses it
        self.chat.voice.shutdown()
        self.bridge.shutdown()
        event.accept()

    def confirm_discard(self) -> bool:
        editor = self.editor
        if editor is None or not editor.has_unsaved():
            return True
        answer = QMessageBox.question(
            self,
            translate("MainWindow", "Unsaved changes"),
            translate("MainWindow", "Save your changes before closing?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return bool(editor.save_all())
        return answer == QMessageBox.StandardButton.Discard

    def export_current(self) -> None:
        """File → Export: save what is unsaved, then export the project as a package."""
        from studio.ui.export_actions import export_project

        root = self._saved_project()
        if root is not None:
            export_project(self, root)

    def export_card(self) -> None:
        """File → Export as Card: save what is unsaved, then write a Character Card V3."""
        from studio.ui.export_actions import export_card_dialog

        root = self._saved_project()
        if root is not None:
            export_card_dialog(self, root)

    def _saved_project(self) -> Path | None:
        """The open project, every unsaved edit written first (an export reads the
        files); None, said in the status bar or by the save, when there is none to use."""
        if self.project_root is None:
            self.statusBar().showMessage(
                translate("MainWindow", "Open a project to export it."), 5_000
            )
            return None
        if self.editor is not None and not self.editor.save_all():
            return None
        return self.project_root

    def import_package(self) -> None:
        """File → Import: a package zip, a character card or a lorebook as a new project."""
        from studio.ui.export_actions import import_package_dialog

        import_package_dialog(self)

    def _save_current(self) -> None:
        if self.editor is not None:
            self.editor.save_current()

    def _save_all(self) -> None:
        if self.editor is not None:
            self.editor.save_all()

    def file_dialog_dir(self) -> str:
        return str(self.project_root or Path.home())

    def pick_directory(self, title: str, start: Path | None = None) -> Path | None:
        folder = QFileDialog.getExistingDirectory(
            self, title, str(start) if start is not None else self.file_dialog_dir()
        )
        return Path(folder) if folder else None

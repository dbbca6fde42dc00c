"""The player's setup flow: connect a model, then review the character — one dialog.

A new player meets one window-modal dialog, never two: its first page connects
a model (the built-in offline one with one click, a server already running on
this computer, or an online service with a key), and when a character is
waiting to be played its second page is that character's review in a player's
words (:mod:`studio.ui.dialogs.permissions`). The dialog is opened with
``open()``, never ``exec()``: the window behind it keeps loading the character.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from studio.package import CharacterPackage
from studio.providers import PRESETS
from studio.storage import Settings, save_settings
from studio.storage.secrets import set_api_key
from studio.ui.dialogs.model_fetch import ModelFetcher, masked
from studio.ui.dialogs.permissions import player_summary_html, review_intro
from studio.ui.i18n import translate
from studio.ui.player.builtin import BuiltinLauncher
from studio.ui.widgets_wheel import guard_wheel

__all__ = ["CLOUD_PRESETS", "Choice", "SetupDialog"]

#: The online services offered (local kinds are found by probing; "custom" is in Settings).
CLOUD_PRESETS = [key for key, p in PRESETS.items() if not p.local and key != "custom"]
_CHOICE = Qt.ItemDataRole.UserRole


class Choice(dict[str, str]):
    """The model the player picked: ``provider``, ``base_url``, ``model``, maybe ``key``."""


class _Prober(QObject):
    """Asks the local servers' ports on a worker thread (they answer in ≤ 1 s).

    It has no Qt parent: the thread holds it until it has reported, so a dialog
    closed mid-probe only loses the (auto-disconnected) answer.
    """

    found = Signal(list)

    def __init__(self, ports: list[int] | None) -> None:
        super().__init__()
        self.ports = ports
        self.worker: threading.Thread | None = None

    def start(self) -> None:
        def work() -> None:
            from studio.providers.discovery import discover_sync

            try:
                servers = discover_sync(self.ports)
            except Exception:  # a failed probe is "nothing found", never a crash
                servers = []
            self.found.emit(servers)

        self.worker = threading.Thread(target=work, name="probe-local", daemon=True)
        self.worker.start()


class SetupDialog(QDialog):
    """Connect a model, then (when a character waits) review it.

    Args:
        settings: The current settings.
        parent: The window.
        launcher: Starts the built-in model (the window's, so the server outlives the dialog).
        settings_path: Where settings.json is saved (None: the default file).
        data_dir: The user data dir (the key's fallback file).
        probe_ports: The ports to look for local servers on (default: the usual four).
        need_model: False when a model is set up and only the review is wanted.

    Attributes:
        choice: The connected model, once there is one.
        review_accepted: True when the player accepted the character under review.
        review_shown: True once the review page was shown (a "Not now" before it
            declines the model setup, not the character).
    """

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None,
        *,
        launcher: BuiltinLauncher,
        settings_path: Path | None = None,
        data_dir: Path | None = None,
        probe_ports: list[int] | None = None,
        need_model: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PlayerSetup", "Get ready to play"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.resize(620, 640)
        self._settings = settings
        self._settings_path = settings_path
        self._data_dir = data_dir
        self.launcher = launcher
        self.choice: Choice | None = None
        self.package: CharacterPackage | None = None
        self.review_accepted = False
        self.review_shown = False
        self.need_model = need_model
        self._fetcher: ModelFetcher | None = None
        self.pages = QStackedWidget(self)
        self.connect_page = self._connect_page()
        self.review_page = self._review_page()
        self.pages.addWidget(self.connect_page)
        self.pages.addWidget(self.review_page)
        self.next_button = QPushButton(translate("PlayerSetup", "Start playing"))
        self.next_button.setDefault(True)
        self.next_button.setEnabled(False)
        self.next_button.clicked.connect(self._next)
        self.later_button = QPushButton(translate("PlayerSetup", "Not now"))
        self.later_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.later_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)
        layout.addLayout(buttons)
        guard_wheel(self)  # the service and model choices ignore a passing wheel
        self.prober = _Prober(probe_ports)
        self.prober.found.connect(self._found)
        launcher.progress.connect(self._builtin_progress)
        launcher.downloaded.connect(self._builtin_downloaded)
        launcher.ready.connect(self._builtin_ready)
        launcher.failed.connect(self._builtin_failed)
        if need_model:
            self.rescan()
        else:
            self.pages.setCurrentWidget(self.review_page)

    # -- pages --------------------------------------------------------------------

    def _connect_page(self) -> QWidget:
        page = QWidget()
        intro = QLabel(
            translate(
                "PlayerSetup",
                "<h2>Connect a model</h2>Characters talk through a language model. Pick one "
                "of these; you can change it later in Settings.",
            )
        )
        intro.setWordWrap(True)
        builtin = QGroupBox(translate("PlayerSetup", "On this computer, offline"))
        self.builtin_button = QPushButton(translate("PlayerSetup", "Use the built-in model"))
        self.builtin_button.clicked.connect(self.use_builtin)
        about = QLabel(
            translate(
                "PlayerSetup",
                "A small model that runs on this computer: no account, no key, nothing sent "
                "anywhere. Quick to start; its replies are simple.",
            )
        )
        about.setWordWrap(True)
        self.builtin_status = QLabel()
        self.builtin_status.setWordWrap(True)
        self.builtin_bar = QProgressBar()
        self.builtin_bar.hide()
        box = QVBoxLayout(builtin)
        box.addWidget(about)
        row = QHBoxLayout()
        row.addWidget(self.builtin_button)
        row.addWidget(self.builtin_bar, 1)
        box.addLayout(row)
        box.addWidget(self.builtin_status)
        local = QGroupBox(translate("PlayerSetup", "Already running on this computer"))
        self.local_status = QLabel()
        self.local_status.setWordWrap(True)
        self.local_list = QListWidget()
        self.local_list.setMaximumHeight(120)
        self.local_list.itemClicked.connect(self._local_chosen)
        self.local_list.itemActivated.connect(self._local_chosen)
        self.rescan_button = QPushButton(translate("PlayerSetup", "Look again"))
        self.rescan_button.clicked.connect(self.rescan)
        box = QVBoxLayout(local)
        box.addWidget(self.local_status)
        box.addWidget(self.local_list)
        box.addWidget(self.rescan_button, 0, Qt.AlignmentFlag.AlignRight)
        cloud = QGroupBox(translate("PlayerSetup", "An online service (needs an account)"))
        self.cloud_provider = QComboBox()
        for key in CLOUD_PRESETS:
            self.cloud_provider.addItem(PRESETS[key].label, key)
        self.cloud_key = QLineEdit()
        self.cloud_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.cloud_key.setPlaceholderText(translate("PlayerSetup", "Paste your API key"))
        self.cloud_model = QComboBox()
        self.cloud_model.setEditable(True)
        self.cloud_model.currentTextChanged.connect(self._cloud_model_changed)
        self.cloud_button = QPushButton(translate("PlayerSetup", "Connect"))
        self.cloud_button.clicked.connect(self.connect_cloud)
        self.cloud_status = QLabel()
        self.cloud_status.setWordWrap(True)
        form = QFormLayout(cloud)
        form.addRow(translate("PlayerSetup", "Service"), self.cloud_provider)
        form.addRow(translate("PlayerSetup", "API key"), self.cloud_key)
        form.addRow(translate("PlayerSetup", "Model"), self.cloud_model)
        form.addRow(self.cloud_button, self.cloud_status)
        note = QLabel(
            translate(
                "PlayerSetup",
                "Your key is kept in the system keychain, never in a character or a chat.",
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(mid);")
        layout = QVBoxLayout(page)
        layout.addWidget(intro)
        layout.addWidget(builtin)
        layout.addWidget(local)
        layout.addWidget(cloud)
        layout.addWidget(note)
        layout.addStretch(1)
        return page

    def _review_page(self) -> QWidget:
        page = QWidget()
        self.review_intro = QLabel()
        self.review_intro.setWordWrap(True)
        self.review = QTextBrowser()
        self.review.setOpenExternalLinks(False)
        layout = QVBoxLayout(page)
        layout.addWidget(self.review_intro)
        layout.addWidget(self.review, 1)
        return page

    # -- the review -----------------------------------------------------------------

    def add_review(self, package: CharacterPackage) -> None:
        """A character is waiting: review it after the model is connected."""
        self.package = package
        self.review_intro.setText(review_intro(package.name))
        self.review.setHtml(player_summary_html(package))
        self._update_next()

    def show_review(self) -> None:
        """Go to the review page (after the model is connected)."""
        self.review_shown = True
        self.pages.setCurrentWidget(self.review_page)
        self.later_button.setText(translate("PlayerSetup", "Not this character"))
        self._update_next()

    def review_text(self) -> str:
        """The review as plain text."""
        return self.review.toPlainText()

    # -- the built-in model ------------------------------------------------------------

    def use_builtin(self) -> None:
        """Install (once) and start the built-in model; progress shows below the button."""
        self.builtin_button.setEnabled(False)
        self.builtin_bar.setRange(0, 0)  # busy until a download reports its size
        self.builtin_bar.show()
        self.builtin_status.setStyleSheet("")
        self.builtin_status.setText(translate("PlayerSetup", "Starting…"))
        self.launcher.start()

    def _builtin_progress(self, line: str) -> None:
        self.builtin_status.setText(line)

    def _builtin_downloaded(self, done: int, total: int) -> None:
        if total > 0:
            self.builtin_bar.setRange(0, 1000)
            self.builtin_bar.setValue(int(done * 1000 / total))
            self.builtin_status.setText(
                translate(
                    "PlayerSetup", "Downloading the built-in model: {done} of {total} MB…"
                ).format(done=done // 1_000_000, total=total // 1_000_000)
            )

    def _builtin_ready(self, _base_url: str, model: str) -> None:
        self.builtin_bar.hide()
        self.builtin_button.setEnabled(True)
        self.builtin_button.setText(translate("PlayerSetup", "Using the built-in model ✓"))
        self.builtin_status.setText(
            translate("PlayerSetup", "Ready: the built-in model runs on this computer.")
        )
        self._choose(Choice(provider="builtin", base_url="", model=model))

    def _builtin_failed(self, message: str) -> None:
        self.builtin_bar.hide()
        self.builtin_button.setEnabled(True)
        self.builtin_button.setText(translate("PlayerSetup", "Try again"))
        self.builtin_status.setStyleSheet("color: #b00020;")
        self.builtin_status.setText(
            translate("PlayerSetup", "The built-in model could not start: {error}").format(
                error=message
            )
        )

    # -- local servers -------------------------------------------------------------

    def rescan(self) -> None:
        """Look for Ollama, LM Studio, llama.cpp and KoboldCpp on their usual ports."""
        self.rescan_button.setEnabled(False)
        self.local_status.setText(
            translate("PlayerSetup", "Looking for Ollama, LM Studio, llama.cpp and KoboldCpp…")
        )
        self.prober.start()

    def _found(self, servers: list[Any]) -> None:
        self.rescan_button.setEnabled(True)
        self.local_list.clear()
        usable = 0
        for server in servers:
            where = server.base_url.removesuffix("/v1").removeprefix("http://")
            if not server.usable or not server.models:
                why = server.problem or "it lists no models; load one in it, then look again"
                item = QListWidgetItem(f"{server.preset.label} ({where}): {why}")
                item.setFlags(Qt.ItemFlag.NoItemFlags)
                self.local_list.addItem(item)
                continue
            for model in server.models:
                item = QListWidgetItem(f"{server.preset.label} · {model}  ({where})")
                item.setData(
                    _CHOICE,
                    Choice(provider=server.preset.key, base_url=server.base_url, model=model),
                )
                self.local_list.addItem(item)
                usable += 1
        self.local_status.setText(
            translate("PlayerSetup", "Models found: {count}. Pick one.").format(count=usable)
            if usable
            else translate(
                "PlayerSetup",
                "None found. Start Ollama, LM Studio, llama.cpp or KoboldCpp, then look again.",
            )
        )

    def local_models(self) -> list[str]:
        """The rows of usable local models (their labels)."""
        rows = (self.local_list.item(i) for i in range(self.local_list.count()))
        return [r.text() for r in rows if r.data(_CHOICE)]

    def _local_chosen(self, item: QListWidgetItem) -> None:
        choice = item.data(_CHOICE)
        if choice:
            self._choose(Choice(choice))

    # -- online services -------------------------------------------------------------

    def connect_cloud(self) -> None:
        """Check the key by listing the service's models."""
        key = self.cloud_key.text().strip()
        preset = PRESETS[str(self.cloud_provider.currentData())]
        if not key:
            self.cloud_status.setText(translate("PlayerSetup", "Paste your API key first."))
            return
        self.cloud_button.setEnabled(False)
        self.cloud_status.setText(translate("PlayerSetup", "Connecting…"))
        fetcher = ModelFetcher(preset.base_url, key, self)
        fetcher.done.connect(self._cloud_listed)
        fetcher.failed.connect(
            lambda message: self.cloud_status.setText(
                "Could not connect: " + message.replace(key, masked(key))
            )
        )
        fetcher.finished.connect(lambda: self.cloud_button.setEnabled(True))
        self._fetcher = fetcher
        fetcher.start()

    def _cloud_listed(self, models: list[str]) -> None:
        self.cloud_model.clear()
        self.cloud_model.addItems(models)
        self.cloud_status.setText(
            translate("PlayerSetup", "Connected: {count} models. Pick one.").format(
                count=len(models)
            )
        )
        self._cloud_model_changed(self.cloud_model.currentText())

    def _cloud_model_changed(self, model: str) -> None:
        if self._fetcher is None or not model.strip():
            return
        preset = PRESETS[str(self.cloud_provider.currentData())]
        key = self.cloud_key.text().strip()
        self._choose(Choice(provider=preset.key, base_url=preset.base_url, model=model, key=key))

    # -- finishing --------------------------------------------------------------------

    def _choose(self, choice: Choice) -> None:
        self.choice = choice
        self._update_next()

    def _update_next(self) -> None:
        on_review = self.pages.currentWidget() is self.review_page
        self.next_button.setText(
            translate("PlayerSetup", "Accept and play")
            if on_review
            else translate("PlayerSetup", "Next")
            if self.package
            else translate("PlayerSetup", "Start playing")
        )
        self.next_button.setEnabled(on_review or self.choice is not None)

    def _next(self) -> None:
        if self.pages.currentWidget() is self.connect_page:
            if self.choice is None:
                return
            self._save()
            if self.package is not None:
                self.show_review()
                return
            self.accept()
            return
        self.review_accepted = True
        self.accept()

    def _save(self) -> None:
        choice = self.choice
        assert choice is not None
        if choice.get("key"):
            set_api_key(choice["key"], data_dir=self._data_dir)
        self._settings = self._settings.model_copy(
            update={
                "provider": choice["provider"],
                "base_url": choice["base_url"],
                "main_model": choice["model"],
                "worker_model": choice["model"],
            }
        )
        save_settings(self._settings, self._settings_path)

    def result_settings(self) -> Settings:
        """The settings with the connected model (saved already)."""
        return self._settings

    def open(self) -> None:
        """Show the dialog (window-modal, without a nested event loop)."""
        if not self.need_model:
            self.pages.setCurrentWidget(self.review_page)
        self._update_next()
        super().open()

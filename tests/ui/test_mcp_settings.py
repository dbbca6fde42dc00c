"""Settings → MCP servers: add, edit, remove; the environment goes to the keychain,
never into settings.json (issue 29 item 5)."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from studio.storage.mcp_settings import McpServerEntry, load_mcp_env, mcp_server_configs
from studio.storage.settings import Settings, load_settings
from studio.ui.dialogs import SettingsDialog
from studio.ui.dialogs.mcp_servers_box import McpServerDialog
from tests.ui.helpers_inspectors import memory_keyring  # noqa: F401


def _fill_when_open(qtbot, fill) -> None:
    """Fill the server dialog the next click opens (it runs its own event loop)."""

    def attempt() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, McpServerDialog):
            QTimer.singleShot(20, attempt)
            return
        fill(dialog)
        dialog.accept()

    QTimer.singleShot(0, attempt)


def test_add_a_server_and_save(qtbot, tmp_path, memory_keyring):  # noqa: F811
    path = tmp_path / "settings.json"
    dialog = SettingsDialog(Settings(), settings_path=path, data_dir=tmp_path / "userdata")
    qtbot.addWidget(dialog)

    def fill(server: McpServerDialog) -> None:
        server.name.setText("notes")
        server.command.setText(f"{sys.executable} -m 'tests.engine.mcp_servers.notes' --x")
        server.env.setPlainText("NOTES_TOKEN=secret-123\n")
        server.characters.setText("Alice, Bob")

    _fill_when_open(qtbot, fill)
    dialog.mcp_servers.add_button.click()
    assert dialog.mcp_servers.list.count() == 1
    assert "notes" in dialog.mcp_servers.list.item(0).text()
    assert "for Alice, Bob" in dialog.mcp_servers.list.item(0).text()
    dialog.accept()
    saved = path.read_text(encoding="utf-8")
    assert "secret-123" not in saved  # The value is kept with the keys.
    entry = load_settings(path).mcp_servers[0]
    assert entry.command == sys.executable
    assert entry.args == ["-m", "tests.engine.mcp_servers.notes", "--x"]
    assert entry.env_names == ["NOTES_TOKEN"] and entry.characters == ["Alice", "Bob"]
    assert json.loads(saved)["mcp_servers"][0]["name"] == "notes"
    data_dir = tmp_path / "userdata"
    assert load_mcp_env("notes", data_dir=data_dir) == {"NOTES_TOKEN": "secret-123"}
    (config,) = mcp_server_configs([entry], data_dir=data_dir)
    assert config["env"] == {"NOTES_TOKEN": "secret-123"}


def test_remove_forgets_the_environment(qtbot, tmp_path, memory_keyring):  # noqa: F811
    data_dir = tmp_path / "userdata"
    from studio.storage.mcp_settings import save_mcp_env

    names = save_mcp_env("old", {"TOKEN": "t"}, data_dir=data_dir)
    settings = Settings(mcp_servers=[McpServerEntry(name="old", url="http://127.0.0.1:1/mcp",
                                                    env_names=names)])  # fmt: skip
    path = tmp_path / "settings.json"
    dialog = SettingsDialog(settings, settings_path=path, data_dir=data_dir)
    qtbot.addWidget(dialog)
    dialog.mcp_servers.list.setCurrentRow(0)
    dialog.mcp_servers.remove_button.click()
    dialog.accept()
    assert load_settings(path).mcp_servers == []
    assert load_mcp_env("old", data_dir=data_dir) == {}


def test_the_server_dialog_says_what_is_wrong(qtbot) -> None:
    dialog = McpServerDialog()
    qtbot.addWidget(dialog)
    dialog.accept()
    assert dialog.error.text() == "Give the server a name."
    dialog.name.setText("x")
    dialog.accept()
    assert dialog.error.text() == "Enter either a command or a URL."
    dialog.url.setText("ftp://host")
    dialog.accept()
    assert "http:// or https://" in dialog.error.text()
    dialog.url.setText("http://127.0.0.1:8000/mcp")
    dialog.env.setPlainText("no equals sign")
    dialog.accept()
    assert "NAME=value" in dialog.error.text()
    dialog.env.setPlainText("")
    entry, env = dialog.server()
    assert entry.url == "http://127.0.0.1:8000/mcp" and entry.command is None and env == {}

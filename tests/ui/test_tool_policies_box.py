"""Settings → Tool approvals: saved answers listed, forgotten on Save; MCP HTTP headers
typed in the server dialog go to the keychain, never settings.json (issue 29)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from studio.storage.mcp_settings import load_mcp_headers, mcp_server_configs
from studio.storage.settings import Settings, load_settings
from studio.ui.dialogs import SettingsDialog
from studio.ui.dialogs.mcp_servers_box import McpServerDialog
from tests.ui.helpers_inspectors import memory_keyring  # noqa: F401


def test_forget_saved_approvals(qtbot, tmp_path) -> None:
    policies = {
        "mcp:notes/add": "always",
        "agent:Alice/web.search/search": "conversation",
        "mcp:files/read": "always",
    }
    path = tmp_path / "settings.json"
    dialog = SettingsDialog(Settings(tool_policies=policies), settings_path=path,
                            data_dir=tmp_path / "u")  # fmt: skip
    qtbot.addWidget(dialog)
    box = dialog.tool_policies
    texts = [box.list.item(i).text() for i in range(box.list.count())]
    assert texts == [
        "search (agent Alice/web.search): asked once per conversation",
        "read (MCP server files): always allowed",
        "add (MCP server notes): always allowed",
    ]
    box.list.item(2).setSelected(True)
    box.forget_button.click()
    assert box.list.count() == 2
    dialog.accept()
    assert load_settings(path).tool_policies == {
        "agent:Alice/web.search/search": "conversation",
        "mcp:files/read": "always",
    }
    again = SettingsDialog(load_settings(path), settings_path=path, data_dir=tmp_path / "u")
    qtbot.addWidget(again)
    again.tool_policies.forget_all_button.click()
    assert not again.tool_policies.list.isVisible() and again.tool_policies.empty.isVisibleTo(
        again.tool_policies
    )
    again.accept()
    assert load_settings(path).tool_policies == {}


def test_headers_of_an_http_server_are_kept_secret(qtbot, tmp_path, memory_keyring):  # noqa: F811
    path = tmp_path / "settings.json"
    data_dir = tmp_path / "u"
    dialog = SettingsDialog(Settings(), settings_path=path, data_dir=data_dir)
    qtbot.addWidget(dialog)

    def attempt() -> None:
        server = QApplication.activeModalWidget()
        if not isinstance(server, McpServerDialog):
            QTimer.singleShot(20, attempt)
            return
        server.name.setText("hosted")
        server.url.setText("https://mcp.example.test/mcp")
        server.headers.setPlainText("Authorization: Bearer hdr-SECRET\nX-Team: red")
        server.accept()

    QTimer.singleShot(0, attempt)
    dialog.mcp_servers.add_button.click()
    dialog.accept()
    text = path.read_text(encoding="utf-8")
    assert "hdr-SECRET" not in text and '"header_names": [' in text
    saved = load_settings(path).mcp_servers
    assert saved[0].header_names == ["Authorization", "X-Team"]
    assert load_mcp_headers("hosted", data_dir=data_dir) == {
        "Authorization": "Bearer hdr-SECRET", "X-Team": "red"}  # fmt: skip
    assert mcp_server_configs(saved, data_dir=data_dir)[0]["headers"]["X-Team"] == "red"


def test_header_lines_are_checked(qtbot) -> None:
    dialog = McpServerDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText("x")
    dialog.command.setText("prog")
    dialog.headers.setPlainText("Authorization: Bearer t")
    dialog.accept()
    assert dialog.error.text() == "Headers are for a URL; a command takes environment variables."
    dialog.command.setText("")
    dialog.url.setText("http://127.0.0.1:1/mcp")
    dialog.headers.setPlainText("not a header")
    dialog.accept()
    assert dialog.error.text() == "Header lines look like Name: value, not 'not a header'."

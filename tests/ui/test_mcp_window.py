"""The whole window: an MCP server from the settings, its tool call approved in the
dialog with "Always allow", the answer saved (issue 29 items 5–6)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from studio.ui.dialogs.tool_approval import ToolApprovalDialog
from studio.ui.opening import Endpoint
from tests.support.model_server import ModelServer, text, tool_calls
from tests.ui.helpers_player import ROOT

#: The test MCP server as the settings name it.
NOTES = {
    "name": "notes",
    "command": sys.executable,
    "args": ["-m", "tests.engine.mcp_servers.notes"],
    "cwd": str(ROOT),
}


def _dialog() -> ToolApprovalDialog | None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, ToolApprovalDialog) and widget.isVisible():
            return widget
    return None


def test_always_allow_in_the_window_is_saved(
    qtbot, player_window, tmp_path: Path, model_server: ModelServer
) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"mcp_servers": [NOTES]}))
    endpoint = Endpoint(base_url=model_server.url, api_key="k", main_model="m", worker_model=None)
    window = player_window(endpoint=endpoint)
    window.auto_accept = True
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_path(ROOT / "characters" / "plain")
    model_server.script(
        tool_calls([("add", {"a": 40, "b": 2})]),
        tool_calls([("add", {"a": 1, "b": 2})]),
        text("Both sums are done."),
    )
    window.chat.send("add things")
    qtbot.waitUntil(lambda: _dialog() is not None, timeout=60_000)
    dialog = _dialog()
    assert dialog is not None and dialog.parent() is window
    assert '"a": 40' in dialog.arguments.toPlainText()
    dialog.buttons["always"].click()
    qtbot.waitUntil(
        lambda: not window.chat.replying and len(window.chat.entries) >= 2, timeout=30_000
    )
    assert _dialog() is None  # The second call was not asked about.
    assert window.settings.tool_policies == {"mcp:notes/add": "always"}
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["tool_policies"] == {"mcp:notes/add": "always"}
    sent = [r.body for r in model_server.requests if r.path.endswith("/chat/completions")]
    assert [m["content"] for m in sent[2]["messages"] if m["role"] == "tool"] == ["42.0", "3.0"]


def test_a_party_member_asks_over_the_party_window_and_always_is_saved(
    qtbot, player_window, tmp_path: Path, model_server: ModelServer
) -> None:
    from studio.ui.party.opening import open_party
    from tests.engine.party.party_support import write_pair

    (tmp_path / "settings.json").write_text(json.dumps({"mcp_servers": [NOTES]}))
    path = write_pair(tmp_path / "party")
    endpoint = Endpoint(base_url=model_server.url, api_key="k", main_model="m", worker_model=None)
    window = player_window(endpoint=endpoint)
    party = open_party(window, path)
    try:
        qtbot.waitUntil(lambda: party.chat.addressees.combo.count() == 3, timeout=20_000)
        model_server.script(
            tool_calls([("add", {"a": 40, "b": 2})]), text("Ann: 42."),
            tool_calls([("add", {"a": 1, "b": 2})]), text("Bob: 3."),
        )  # fmt: skip
        party.chat.send("add things")
        qtbot.waitUntil(lambda: _dialog() is not None, timeout=60_000)
        dialog = _dialog()
        assert dialog is not None and dialog.parent() is party
        assert '"a": 40' in dialog.arguments.toPlainText()
        dialog.buttons["always"].click()
        qtbot.waitUntil(
            lambda: not party.chat.replying
            and sum(1 for e in party.chat.entries if e.get("role") == "tool") == 2,
            timeout=30_000,
        )
        assert _dialog() is None  # Bob's call was not asked about: "always".
        assert window.settings.tool_policies == {"mcp:notes/add": "always"}
        saved = json.loads((tmp_path / "settings.json").read_text())
        assert saved["tool_policies"] == {"mcp:notes/add": "always"}
        tools = [e["content"] for e in party.chat.entries if e.get("role") == "tool"]
        assert tools == ["42.0", "3.0"]
    finally:
        party.close()

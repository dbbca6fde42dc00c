"""The approval dialog (issue 29 item 6): what it shows, what each answer does, and a
real turn on the engine thread waiting for the click."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from studio.engine import CharacterPlayer
from studio.engine.approval import ApprovalRequest
from studio.ui.bridge import EngineBridge
from studio.ui.dialogs.tool_approval import ToolApprovalDialog, ask_tool_approval
from studio.web.fetch import WebFetcher
from tests.engine.helpers_contract import WEB_JS, tool_results
from tests.support.model_server import ModelServer, text, tool_calls

REQUEST = ApprovalRequest(
    tool="read_file",
    arguments={"path": "/home/me/notes.txt", "lines": 20},
    offered_by="the MCP server files",
    source="mcp",
    key="mcp:files/read_file",
    conversation_id="01",
)


@pytest.fixture
def bridge(qtbot):
    bridge = EngineBridge()
    yield bridge
    bridge.shutdown()


def test_the_dialog_shows_tool_offerer_and_arguments(qtbot) -> None:
    dialog = ToolApprovalDialog(REQUEST)
    qtbot.addWidget(dialog)
    labels = " ".join(w.text() for w in dialog.findChildren(type(dialog.buttons["deny"])))
    assert "Allow once" in labels and "Always allow" in labels
    assert "Allow for this conversation" in labels and "Deny" in labels
    shown = dialog.findChildren(QLabel)
    head = shown[0].text()
    assert "read_file" in head and "the MCP server files" in head
    assert '"path": "/home/me/notes.txt"' in dialog.arguments.toPlainText()
    assert dialog.buttons["deny"].isDefault()


@pytest.mark.parametrize("answer", ["once", "conversation", "always", "deny"])
def test_each_button_answers(qtbot, answer: str) -> None:
    got: list[str] = []
    dialog = ask_tool_approval(None, REQUEST, got.append)
    qtbot.addWidget(dialog)
    dialog.buttons[answer].click()
    assert got == [answer]


def test_closing_denies(qtbot) -> None:
    got: list[str] = []
    dialog = ask_tool_approval(None, REQUEST, got.append)
    qtbot.addWidget(dialog)
    dialog.reject()  # Escape, or the window's close button
    assert got == ["deny"]


def _web_character(tmp_path: Path) -> Path:
    root = tmp_path / "c"
    (root / "agents").mkdir(parents=True)
    (root / "config.json").write_text('{"name": "Web", "agents": ["test.web"]}')
    (root / "instructions.txt").write_text("You fetch pages.")
    (root / "agents" / "test.web.js").write_text(WEB_JS)
    return root


def _open_dialog() -> ToolApprovalDialog | None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, ToolApprovalDialog) and widget.isVisible():
            return widget
    return None


def test_a_turn_waits_for_the_click(qtbot, bridge, tmp_path, model_server: ModelServer) -> None:
    root = _web_character(tmp_path)
    players: list[CharacterPlayer] = []

    def build() -> CharacterPlayer:
        player = CharacterPlayer(
            root,
            api_key="k",
            base_url=model_server.url,
            model="m",
            data_dir=tmp_path / "d",
            project=False,
            settings={"web_access": True},
            web_fetcher=WebFetcher(),
        )
        player.approvals.approve = bridge.asker(
            lambda request, answer: ask_tool_approval(None, request, answer)
        )
        return player

    with qtbot.waitSignal(bridge.playerChanged):
        bridge.open_player(build, players.append)
    call = ("fetch_page", {"url": "http://127.0.0.1/x"})
    model_server.script(tool_calls([call]), tool_calls([call]), text("Fetched."))
    replies: list[dict] = []
    bridge.submit(lambda p: p.send("fetch it"), replies.append)
    qtbot.waitUntil(lambda: _open_dialog() is not None, timeout=10_000)
    first = _open_dialog()
    assert first is not None
    assert "http://127.0.0.1/x" in first.arguments.toPlainText()
    assert not replies  # The turn waits for the player.
    first.buttons["once"].click()
    qtbot.waitUntil(lambda: _open_dialog() is not None, timeout=10_000)
    second = _open_dialog()
    assert second is not None and second is not first
    second.buttons["deny"].click()
    qtbot.waitUntil(lambda: bool(replies), timeout=10_000)
    assert replies[0]["content"] == "Fetched."
    results: list[list[str]] = []
    bridge.submit(lambda p: _results(p), results.append)
    qtbot.waitUntil(lambda: bool(results), timeout=10_000)
    allowed, declined = results[0]
    assert allowed.startswith("ERR: ") and "blocked" in allowed
    assert declined == "Error: the user declined fetch_page"


async def _results(player: CharacterPlayer) -> list[str]:
    return tool_results(player)


def test_approving_an_mcp_tool_call_in_the_dialog(
    qtbot, bridge, tmp_path, model_server: ModelServer
) -> None:
    import os
    import sys

    root = tmp_path / "plain"
    root.mkdir()
    (root / "config.json").write_text('{"name": "Plain", "agents": []}')
    (root / "instructions.txt").write_text("You are plain.")
    repo = Path(__file__).resolve().parents[2]
    server = {
        "name": "notes",
        "command": sys.executable,
        "args": ["-m", "tests.engine.mcp_servers.notes"],
        "cwd": str(repo),
    }

    def build() -> CharacterPlayer:
        player = CharacterPlayer(
            root, api_key="k", base_url=model_server.url, model="m",
            data_dir=tmp_path / "d", project=False, mcp_servers=[server],
        )  # fmt: skip
        player.approvals.approve = bridge.asker(
            lambda request, answer: ask_tool_approval(None, request, answer)
        )
        return player

    with qtbot.waitSignal(bridge.playerChanged):
        bridge.open_player(build)
    model_server.script(tool_calls([("add", {"a": 19, "b": 23})]), text("The sum is 42."))
    replies: list[dict] = []
    bridge.submit(lambda p: p.send("add 19 and 23"), replies.append)
    qtbot.waitUntil(lambda: _open_dialog() is not None, timeout=60_000)
    dialog = _open_dialog()
    assert dialog is not None
    head = dialog.findChildren(QLabel)[0].text()
    assert "<b>add</b>" in head and "the MCP server notes" in head
    assert '"a": 19' in dialog.arguments.toPlainText()
    shots = os.environ.get("STUDIO_SHOTS")
    if shots:
        dialog.grab().save(str(Path(shots) / "mcp-approval.png"))
    dialog.buttons["once"].click()
    qtbot.waitUntil(lambda: bool(replies), timeout=30_000)
    assert replies[0]["content"] == "The sum is 42."
    sent = [r.body for r in model_server.requests if r.path.endswith("/chat/completions")]
    assert sent[1]["messages"][-1]["content"] == "42.0"

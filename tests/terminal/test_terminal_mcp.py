"""``character-studio play`` with an MCP server from the settings (issue 29 items 5–6):
the tool is offered, the prompt asks, "always" is saved for next time."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from studio.paths import APP_NAME
from tests.support.model_server import ModelServer, text, tool_calls
from tests.terminal.runner import ROOT, play


def test_play_offers_settings_mcp_tools_and_asks_at_the_prompt(tmp_path: Path) -> None:
    settings = tmp_path / "xdg-data" / APP_NAME / "settings.json"
    settings.parent.mkdir(parents=True)
    server = {
        "name": "notes",
        "command": sys.executable,
        "args": ["-m", "tests.engine.mcp_servers.notes"],
        "cwd": str(ROOT),
    }
    settings.write_text(json.dumps({"mcp_servers": [server]}), encoding="utf-8")
    with ModelServer() as model:
        model.script(
            tool_calls([("add", {"a": 20, "b": 22})]),
            text("It is 42."),
            tool_calls([("add", {"a": 1, "b": 1})]),
            text("It is 2."),
        )
        result = play(
            model.url, tmp_path, ROOT / "characters" / "menagerie", "add them\na\nagain\n"
        )
        sent = [r.body for r in model.requests if r.path.endswith("/chat/completions")]
    assert result.returncode == 0, result.stderr
    assert "[approve] add from the MCP server notes wants to run with" in result.stdout
    assert '{"a": 20, "b": 22}' in result.stdout
    assert "It is 42." in result.stdout and "It is 2." in result.stdout
    assert result.stdout.count("[approve] add from") == 1  # "always": not asked again
    assert sent[1]["messages"][-1]["content"] == "42.0"
    saved = json.loads(settings.read_text(encoding="utf-8"))
    assert saved["tool_policies"] == {"mcp:notes/add": "always"}

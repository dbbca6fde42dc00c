"""``play`` refuses a package whose agent does not compile, the same way in every language.

A Python syntax error was always refused at load; a JavaScript, TypeScript or Lua
one would only have surfaced mid-conversation. ``play`` now compiles them as
``validate`` does (without running them) and refuses before the first line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.model_server import ModelServer
from tests.terminal.runner import play

BROKEN = {
    "py": ('"""\n@agent test.bad\n@tool t\n"""\n\n\ndef on_tool_call(:\n    pass\n', 7),
    "js": ("/**\n * @agent test.bad\n * @tool t\n */\n\nexport function onToolCall(a b) {\n}\n", 6),
    "ts": (
        "/**\n * @agent test.bad\n * @tool t\n */\n\n"
        "export function onToolCall(name: string, args: any) {\n  return (1 + ;\n}\n",
        7,
    ),
    "lua": ("--[[\n@agent test.bad\n@tool t\n]]\n\nfunction on_tool_call(\n  return 1\nend\n", 7),
}


def _broken_character(tmp_path: Path, suffix: str) -> Path:
    root = tmp_path / f"bad-{suffix}"
    (root / "agents").mkdir(parents=True)
    config = {"name": "Bad", "model": "test-model", "agents": ["test.bad"]}
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (root / "instructions.txt").write_text("You are broken.", encoding="utf-8")
    (root / "agents" / f"test.bad.{suffix}").write_text(BROKEN[suffix][0], encoding="utf-8")
    return root


@pytest.mark.parametrize("suffix", sorted(BROKEN))
def test_play_refuses_an_agent_that_does_not_compile(tmp_path: Path, suffix: str) -> None:
    with ModelServer() as server:
        result = play(server.url, tmp_path, _broken_character(tmp_path, suffix), "hello\n")
        assert not server.requests
    assert result.returncode == 1, result.stderr
    lines = result.stderr.splitlines()
    # One line, as validate prints it: the file the author wrote, its line, the reason.
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith(f"error: agents/test.bad.{suffix}:{BROKEN[suffix][1]}: "), lines
    assert "Conversation" not in result.stderr and result.stdout == ""

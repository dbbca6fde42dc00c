"""The terminal player (``character-studio play``) as a real subprocess."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from tests.support.model_server import ModelServer, text, tool_calls
from tests.terminal.runner import play, run_studio

ROOT = Path(__file__).resolve().parents[2]


def _run(
    server: ModelServer, tmp_path: Path, package: Path, stdin: str
) -> subprocess.CompletedProcess[str]:
    return play(server.url, tmp_path, package, stdin)


def test_play_prints_replies_and_runs_commands(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(
            text("First reply."),
            tool_calls([("plant_seed", {"herb": "basil", "bed": 2})]),
            text("Planted."),
        )
        result = _run(
            server,
            tmp_path,
            ROOT / "characters" / "menagerie",
            "hello\nplant basil\n@water 2\n@water 9\n",
        )
    assert result.returncode == 0, result.stderr
    lines = [ln for ln in result.stdout.splitlines() if ln.strip()]
    assert "First reply." in lines and "Planted." in lines
    # The tool ran in its sandbox and the log entry reached the terminal.
    assert "Garden: planted basil in bed 2" in result.stderr
    # @water 2 succeeded ("ok"); @water 9 returned its validation message.
    assert "ok" in result.stderr.splitlines()
    assert "Usage: @water <bed number with something planted>" in result.stderr
    tool_msgs = [m for m in server.requests[2].body["messages"] if m["role"] == "tool"]
    assert tool_msgs[0]["content"] == "Planted basil in bed 2."
    assert "sk-terminal-SECRET" not in result.stdout + result.stderr
    auth = server.requests[0].headers.get("authorization")
    assert auth == "Bearer sk-terminal-SECRET"


def test_play_missing_key_env_is_a_clear_error(tmp_path: Path) -> None:
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "x"), XDG_CONFIG_HOME=str(tmp_path / "y"))
    env.pop("NOT_SET_ANYWHERE", None)
    plain = str(ROOT / "characters" / "plain")
    args = ["play", plain, "--model", "m", "--api-key-env", "NOT_SET_ANYWHERE"]
    result = run_studio(args, stdin="", env=env)
    assert result.returncode != 0
    assert "NOT_SET_ANYWHERE is not set" in result.stderr

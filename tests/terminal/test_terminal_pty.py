"""Ctrl-C in a real terminal (a pty): at the idle prompt it exits; during a stuck
tool call it abandons the call at once instead of waiting out the sandbox limit."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.support.model_server import ModelServer, text, tool_calls
from tests.support.terminal_pty import Pty, stuck_character
from tests.terminal.runner import ROOT, env_for, play_args

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")


def test_ctrl_c_at_the_idle_prompt_exits(tmp_path: Path) -> None:
    with ModelServer() as server:
        args = play_args(server.url, ROOT / "characters" / "plain", tmp_path)
        child = Pty(args, env_for(tmp_path))
        child.expect("> ")
        child.type("\x03")
        assert child.wait() == 130
    assert "Traceback" not in child.output


def test_ctrl_c_during_a_stuck_tool_call_cancels_it(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(tool_calls([("spin", {})]), text("Next."))
        child = Pty(play_args(server.url, stuck_character(tmp_path), tmp_path), env_for(tmp_path))
        child.expect("> ")
        child.type("go\r")
        child.expect("spinning now")
        pressed = child.type("\x03")
        # The call is abandoned well inside the 8 s sandbox limit (the benchmark
        # measures the figure; here it only has to be clearly not the limit).
        shown = child.expect("Error: the user stopped the response")
        assert shown - pressed < 4.0, shown - pressed
        child.expect("> ")
        child.type("next\r")
        child.expect("Next.")
        child.type("/quit\r")
        assert child.wait() == 0
    assert "[log test.stuck] spinning now" in child.output
    assert "[tool test.stuck] spin ✗" in child.output

"""Ctrl-C in a real terminal (a pty): at the idle prompt it exits; during a stuck
tool call or a stuck ``@command`` it abandons the call at once instead of waiting
out the sandbox limit."""

from __future__ import annotations

import json
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


HANGING_JS = """/**
 * @agent test.hang
 * @command @hang hangCommand
 * @command @ping pingCommand
 */
export function hangCommand(args, store, studio, context) {
  studio.log("hanging now");
  for (;;) {}
}
export function pingCommand(args, store, studio, context) {
  return "pong";
}
"""


def _hanging_character(tmp_path: Path) -> Path:
    root = tmp_path / "hanging"
    (root / "agents").mkdir(parents=True)
    config = {"name": "Hanging", "model": "test-model", "agents": ["test.hang"]}
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (root / "instructions.txt").write_text("You wait.", encoding="utf-8")
    (root / "agents" / "test.hang.js").write_text(HANGING_JS, encoding="utf-8")
    return root


def test_ctrl_c_during_a_hanging_command_cancels_it_with_one_error_line(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(text("Next."))
        args = play_args(server.url, _hanging_character(tmp_path), tmp_path)
        child = Pty(args, env_for(tmp_path))
        child.expect("> ")
        child.type("@hang\r")
        child.expect("hanging now")
        pressed = child.type("\x03")
        shown = child.expect("error: @hang cancelled (Ctrl-C)")
        # At once, not after the 8 s sandbox limit.
        assert shown - pressed < 4.0, shown - pressed
        child.expect("> ")
        child.type("@ping\r")  # The agent answers again, from a fresh worker.
        child.expect("pong")
        child.type("next\r")
        child.expect("Next.")
        child.type("/quit\r")
        assert child.wait() == 0
    assert child.output.count("error") == 1, child.output
    assert "limit" not in child.output and "Traceback" not in child.output


def test_a_line_typed_during_a_streamed_reply_stays_out_of_it(tmp_path: Path) -> None:
    reply = "The tide comes in slowly over the stones."
    with ModelServer() as server:
        # Four characters per chunk: the reply waits after "The tide " until released.
        server.script(text(reply).but(hold_after=3), text("Later, then."))
        args = play_args(server.url, ROOT / "characters" / "plain", tmp_path)
        child = Pty(args, env_for(tmp_path))
        child.expect("> ")
        child.type("hello\r")
        child.expect("The tide ")
        server.holding.wait(10)
        child.type("and then?\r")
        server.release()
        child.expect("> ")
        # The typed line is shown where it is taken (after the prompt), then sent.
        child.expect("and then?")
        child.expect("Later, then.")
        child.type("/quit\r")
        assert child.wait() == 0
    screen = child.output.replace("\r\n", "\n")
    assert f"{reply}\n> and then?\n" in screen, screen
    assert screen.count("and then?") == 1, screen
    assert server.requests[1].body["messages"][-1]["content"] == "and then?"

"""Ctrl-C in a real terminal (a pty): at the idle prompt it exits; during a stuck
tool call it abandons the call at once instead of waiting out the sandbox limit."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.model_server import ModelServer, text, tool_calls
from tests.terminal.runner import ROOT, env_for, play_args

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

STUCK_JS = """/**
 * @agent test.stuck
 * @tool spin
 * @tool-params {"type":"object","properties":{}}
 */
export function onToolCall(toolName, args, store, studio, context) {
  studio.log("spinning now");
  for (;;) {}
}
"""


def _controlling_tty() -> None:
    # In the child, after setsid(): make the pty its controlling terminal, so the
    # ^C typed into it is turned into SIGINT by the line discipline, as for a user.
    import fcntl
    import termios

    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class Pty:
    """A child process on a pseudo-terminal, read until a text appears."""

    def __init__(self, args: list[str], env: dict[str, str]) -> None:
        import pty

        self.master, slave = pty.openpty()
        self.proc = subprocess.Popen(
            args, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=ROOT,
            start_new_session=True, preexec_fn=_controlling_tty,
        )  # fmt: skip
        os.close(slave)
        self.output = ""
        self._seen = 0  # expect() looks only past the previous match.

    def expect(self, needle: str, timeout: float = 30) -> float:
        """Read until ``needle`` has appeared; returns when it did (perf_counter)."""
        deadline = time.monotonic() + timeout
        while needle not in self.output[self._seen :]:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"{needle!r} did not appear; output so far:\n{self.output}")
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.master, 4096)
                except OSError:
                    chunk = b""
                if not chunk:
                    raise AssertionError(f"{needle!r} never came; output:\n{self.output}")
                self.output += chunk.decode("utf-8", errors="replace")
        at = time.perf_counter()
        self._seen = self.output.index(needle, self._seen) + len(needle)
        return at

    def type(self, data: str) -> float:
        os.write(self.master, data.encode())
        return time.perf_counter()

    def wait(self, timeout: float = 10) -> int:
        try:
            return self.proc.wait(timeout)
        finally:
            os.close(self.master)


def _stuck_character(tmp_path: Path) -> Path:
    root = tmp_path / "stuck"
    (root / "agents").mkdir(parents=True)
    config = {"name": "Stuck", "model": "test-model", "agents": ["test.stuck"]}
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (root / "instructions.txt").write_text("You are stuck.", encoding="utf-8")
    (root / "agents" / "test.stuck.js").write_text(STUCK_JS, encoding="utf-8")
    return root


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
        child = Pty(play_args(server.url, _stuck_character(tmp_path), tmp_path), env_for(tmp_path))
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

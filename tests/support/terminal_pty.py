"""A child process on a pseudo-terminal, for terminal tests and benchmarks (POSIX).

The pty is the child's controlling terminal, so ``^C`` typed into it becomes
SIGINT from the line discipline, exactly as when a user presses Ctrl-C.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


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
            # poll, not select: select refuses a descriptor numbered 1,024 or more,
            # which a long test run in one process reaches.
            poller = select.poll()
            poller.register(self.master, select.POLLIN)
            ready = poller.poll(max(0.0, left) * 1000)
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


def stuck_character(tmp_path: Path) -> Path:
    """A character whose one tool, ``spin``, logs "spinning now" and never returns."""
    root = tmp_path / "stuck"
    (root / "agents").mkdir(parents=True)
    config = {"name": "Stuck", "model": "test-model", "agents": ["test.stuck"]}
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (root / "instructions.txt").write_text("You are stuck.", encoding="utf-8")
    (root / "agents" / "test.stuck.js").write_text(STUCK_JS, encoding="utf-8")
    return root

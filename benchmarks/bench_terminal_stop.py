"""Ctrl-C in the terminal player, in a real pty: how fast it acts (issue 13).

Two figures, target 0.5 s each, measured interleaved round by round:

* **during a tool call**: ``play`` runs a tool whose agent never returns (a JS
  ``for (;;) {}``, which would otherwise run into the 8 s sandbox limit); from
  the ``^C`` typed into the terminal to the tool line saying the call was
  stopped;
* **at the idle prompt**: from the ``^C`` to the process having exited.

The model is a local scripted OpenAI-compatible server (tests/support). Prints
medians with min-max spread and each median's ratio to the 0.5 s target.

Run: ``.venv/bin/python benchmarks/bench_terminal_stop.py [rounds]``
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.support.model_server import ModelServer, tool_calls  # noqa: E402
from tests.support.terminal_pty import Pty, stuck_character  # noqa: E402
from tests.terminal.runner import env_for, play_args  # noqa: E402

TARGET = 0.5


def _tool_stop(tmp: Path) -> float:
    with ModelServer() as server:
        server.script(tool_calls([("spin", {})]))
        child = Pty(play_args(server.url, stuck_character(tmp), tmp), env_for(tmp))
        child.expect("> ")
        child.type("go\r")
        child.expect("spinning now")
        pressed = child.type("\x03")
        shown = child.expect("the user stopped the response")
        child.expect("> ")
        child.type("/quit\r")
        child.wait()
    return shown - pressed


def _idle_exit(tmp: Path) -> float:
    with ModelServer() as server:
        child = Pty(play_args(server.url, ROOT / "characters" / "plain", tmp), env_for(tmp))
        child.expect("> ")
        pressed = child.type("\x03")
        child.wait()
        return time.perf_counter() - pressed


def _line(name: str, values: list[float]) -> str:
    median = statistics.median(values)
    return (
        f"{name:<26} median {median * 1000:7.1f} ms  (min {min(values) * 1000:7.1f}, "
        f"max {max(values) * 1000:7.1f})  ratio to 0.5 s target {median / TARGET:.2f}"
    )


def main(rounds: int = 5) -> None:
    tool: list[float] = []
    idle: list[float] = []
    for n in range(rounds):
        with tempfile.TemporaryDirectory() as tmp:
            tool.append(_tool_stop(Path(tmp) / f"t{n}"))
            idle.append(_idle_exit(Path(tmp) / f"i{n}"))
    print(f"{rounds} rounds")
    print(_line("Ctrl-C during a tool call", tool))
    print(_line("Ctrl-C at the idle prompt", idle))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)

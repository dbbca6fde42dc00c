"""A reply cut off mid-stream in piped mode: what arrived is printed, with the real reason."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path
from typing import Any

from studio.errors import ProviderError
from studio.terminal.console import BaseConsole
from tests.support.model_server import ModelServer, cut_after, text
from tests.terminal.runner import ROOT, play

PLAIN = ROOT / "characters" / "plain"
INTRO = "*The door creaks open"


def test_a_cut_off_reply_in_piped_mode_prints_what_arrived(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(cut_after(3, content="the start of a long answer"), text("Fine."))
        result = play(server.url, tmp_path, PLAIN, "hello\nagain\n")
    assert result.returncode == 1
    lines = [ln for ln in result.stdout.splitlines() if ln.strip()]
    assert lines[0].startswith(INTRO)
    # Three chunks of four characters arrived before the connection broke.
    assert lines[1:] == ["the start of", "Fine."], result.stdout
    assert "the 12 characters that arrived are kept" in result.stderr


class _Console(BaseConsole):
    """A console whose every message fails as a stream cut off after ``partial``."""

    def __init__(self, partial: str, **streams: Any) -> None:
        super().__init__(object(), **streams)
        self.partial = partial

    async def say(self, text: str, *, to: list[str] | None = None, private: bool = False) -> None:
        async def fail() -> None:
            err = ProviderError("the model's reply was cut off: the connection broke")
            err.partial = self.partial  # type: ignore[attr-defined]
            raise err

        await self.turn(fail())


def test_the_real_reason_replaces_the_broken_connection() -> None:
    stdout, stderr = io.StringIO(), io.StringIO()
    console = _Console("Once upon", stdin=io.StringIO("tell me\n"), stdout=stdout, stderr=stderr)
    reason = "the built-in model server stopped (killed by signal SIGKILL); start again"
    console.diagnose = lambda: reason
    assert asyncio.run(console.run()) == 1
    assert stdout.getvalue() == "Once upon\n"
    errors = [ln for ln in stderr.getvalue().splitlines() if ln.startswith("error:")]
    assert errors == [f"error: {reason}"]
    assert "connection broke" not in stderr.getvalue()


def test_without_a_diagnosis_the_error_is_the_players() -> None:
    stdout, stderr = io.StringIO(), io.StringIO()
    console = _Console("", stdin=io.StringIO("tell me\n"), stdout=stdout, stderr=stderr)
    assert asyncio.run(console.run()) == 1
    assert stdout.getvalue() == ""
    assert stderr.getvalue().startswith("error: the model's reply was cut off")

"""The terminal and the context budget: /continue, the trimming line, cut and reasoning marks."""

from __future__ import annotations

import json
from pathlib import Path

from studio.paths import APP_NAME
from studio.terminal.commands import COMMANDS
from tests.support.model_server import ModelServer, text
from tests.terminal.runner import ROOT, play

PLAIN = ROOT / "characters" / "plain"
LONG = "The keeper wrote every wave in the green book, one line per wave. " * 3


def test_continue_is_in_the_command_table() -> None:
    found = COMMANDS.find("continue", "play")
    assert found is not None and "extend the last reply" in found.help


def test_continue_and_marks(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(
            text("Once upon", finish_reason="length").but(reasoning="plan the story"),
            text("a time."),
        )
        result = play(server.url, tmp_path, PLAIN, "Tell me a story\n/continue\n/quit\n")
    assert result.returncode == 0, result.stderr
    assert "[cut off at the reply length: /continue extends it]" in result.stderr
    assert "[reasoning] plan the story" in result.stderr
    out = [ln for ln in result.stdout.splitlines() if ln.strip()]
    assert out[-2:] == ["Once upon", "Once upon a time."]


def test_a_line_each_time_trimming_moves(tmp_path: Path) -> None:
    settings = tmp_path / "xdg-data" / APP_NAME / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(
        json.dumps(
            {
                "samplers": {"max_tokens": 128},
                "model_options": {"test-model": {"context_window": 1024}},
            }
        ),
        encoding="utf-8",
    )
    with ModelServer(context_limit=1024) as server:
        turns = 22
        server.script(*[text(f"Reply {n}. {LONG}") for n in range(turns)])
        lines = "".join(f"Message {n}. {LONG}\n" for n in range(turns)) + "/quit\n"
        result = play(server.url, tmp_path, PLAIN, lines)
        assert server.rejected == 0
    assert result.returncode == 0, result.stderr
    notes = [ln for ln in result.stderr.splitlines() if "[context]" in ln]
    # Trimming starts, then moves in steps: a line each time, not one per request.
    assert 2 <= len(notes) < turns // 2, result.stderr
    assert "1,024-token context" in notes[0] and "stay saved" in notes[0]
    assert "no longer fit" in notes[0] and "now the oldest" in notes[1]
    counts = [int(ln.split("oldest ")[1].split()[0]) for ln in notes]
    assert counts == sorted(counts) and len(set(counts)) == len(counts)

"""The terminal party player (``character-studio party``) as a real subprocess."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from studio.terminal.party import parse_line
from tests.support.model_server import ModelServer, text
from tests.terminal.runner import party

ROOT = Path(__file__).resolve().parents[2]
PARTY = ROOT / "characters" / "tea-party.party.json"


def _run(
    server: ModelServer, tmp_path: Path, stdin: str, party_file: Path = PARTY
) -> subprocess.CompletedProcess[str]:
    return party(server.url, tmp_path, party_file, stdin)


def test_party_terminal_addresses_whispers_and_runs_commands(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(text("Q1"), text("M1"), text("O-secret"), text("M2"), text("O2"), text("Q2"))
        result = _run(
            server,
            tmp_path,
            "@Quill hello\n/whisper odile psst\n/cmd Odile @water 9\n/cmd @nope\n"
            "/to Mara,Odile both\n/to Nobody hi\n",
        )
        bodies = [r.body for r in server.requests if r.path.endswith("/chat/completions")]
    assert result.returncode == 0, result.stderr
    lines = [ln for ln in result.stdout.splitlines() if ln.strip()]
    # Chatter 1 (the sample's setting): each public round gets one more speaker.
    assert lines == [
        "Quill: Q1",
        "Mara: M1",
        "Odile: O-secret",
        "Mara: M2",
        "Odile: O2",
        "Quill: Q2",
    ]
    assert "Usage: @water <bed number with something planted>" in result.stderr
    assert "Unknown command @nope" in result.stderr
    assert "no member called 'Nobody'" in result.stderr
    assert len(bodies) == 6
    for body in (bodies[3], bodies[5]):  # Mara and Quill after the whisper
        assert "psst" not in json.dumps(body) and "O-secret" not in json.dumps(body)
    assert "psst" in json.dumps(bodies[4])  # Odile sees her own private exchange
    assert "sk-terminal-SECRET" not in result.stdout + result.stderr


def test_parse_line() -> None:
    assert parse_line("@Ann hi there") == (
        "send",
        {"text": "hi there", "to": ["Ann"], "private": False},
    )
    assert parse_line("/to Ann,Bob hi")[1]["to"] == ["Ann", "Bob"]
    assert parse_line("/whisper Bob psst") == (
        "send",
        {"text": "psst", "to": ["Bob"], "private": True},
    )
    assert parse_line("/cmd @memory a = b") == (
        "command",
        {"line": "@memory a = b", "member": None},
    )
    assert parse_line("/cmd Ann @set 3") == ("command", {"line": "@set 3", "member": "Ann"})
    assert parse_line("/whisper Bob")[0] == "error"
    assert parse_line("plain text") == (
        "send",
        {"text": "plain text", "to": None, "private": False},
    )


def test_party_terminal_names_member_and_agent_and_shows_toasts(tmp_path: Path) -> None:
    from tests.support.model_server import tool_calls

    with ModelServer() as server:
        server.script(
            tool_calls([("plant_seed", {"herb": "basil", "bed": 2})]),
            text("Planted."),
            text("How lovely."),
        )
        lines = f"@Odile plant basil\n/cmd Odile @water 2\n/help\n/export {tmp_path}/party.md\n"
        result = _run(server, tmp_path, lines)
    assert result.returncode == 0, result.stderr
    err = result.stderr
    assert "Conversation 01 (new" in err
    assert "[Odile · log menagerie.garden] Garden: planted basil in bed 2" in err
    assert "[Odile · tool menagerie.garden] plant_seed →" in err
    assert "toast menagerie.garden] Watered the basil in bed 2" in err
    assert "/whisper NAME TEXT" in err and "/regen" in err  # party /help from the table
    assert "Odile: Planted." in result.stdout
    exported = (tmp_path / "party.md").read_text(encoding="utf-8")
    assert "**Odile:**\n\nPlanted." in exported and "plant basil" in exported


def test_a_new_party_conversation_opens_with_the_group_greetings(tmp_path: Path) -> None:
    import shutil

    folder = tmp_path / "chars"
    shutil.copytree(ROOT / "characters", folder)
    group = folder / "librarian" / "greetings" / "group"
    group.mkdir(parents=True)
    (group / "01.txt").write_text("Welcome to the reading room, {{user}}.", encoding="utf-8")
    with ModelServer() as server:
        result = _run(server, tmp_path, "", party_file=folder / "tea-party.party.json")
    assert result.returncode == 0, result.stderr
    lines = [ln for ln in result.stdout.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].endswith(": Welcome to the reading room, User.")

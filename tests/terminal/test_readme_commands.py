"""The README's table of terminal commands is the command registry's, so it cannot drift."""

from __future__ import annotations

import re
from pathlib import Path

import studio.terminal.chat
import studio.terminal.party  # noqa: F401  (each player registers its own commands)
from studio.terminal.commands import COMMANDS

README = Path(__file__).resolve().parents[2] / "README.md"
BEGIN = "<!-- terminal commands: generated from studio/terminal/commands.py; see below -->"
END = "<!-- end of terminal commands -->"


def test_the_readme_lists_every_terminal_command() -> None:
    text = README.read_text(encoding="utf-8")
    assert BEGIN in text and END in text, "the README's command table lost its markers"
    table = text.split(BEGIN, 1)[1].split(END, 1)[0].strip()
    expected = COMMANDS.markdown_table()
    assert table == expected, (
        "README.md's command table differs from the registry; paste this between the "
        f"markers:\n{expected}"
    )


def test_every_command_and_alias_is_in_the_table() -> None:
    table = COMMANDS.markdown_table()
    for mode in ("play", "party"):
        for cmd in COMMANDS.for_mode(mode):
            assert re.search(rf"^\| `/{cmd.name}[ `]", table, re.MULTILINE), cmd.name
            for alias in cmd.aliases:
                assert f"`/{alias}`" in table

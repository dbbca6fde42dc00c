"""A party: three characters at one table, a whisper to one of them, two rounds.

Against a scripted model server (the members' words are the test's); what is
checked is what the player sees: who speaks, what is private, that each round ends.
"""

from __future__ import annotations

import itertools
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.journeys.harness import App, UserFolders, wait_until
from tests.journeys.steps import connect_the_scripted_server
from tests.support.model_server import ModelServer
from tests.support.replies import Reply, text

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def table_talk() -> Iterator[ModelServer]:
    """Every request gets the next numbered line, whoever asks."""
    numbers = itertools.count(1)

    def answer(_body: dict[str, Any]) -> Reply:
        return text(f"Table line {next(numbers)}.")

    with ModelServer(models=["scripted-model"], responder=answer) as server:
        yield server


def wait_until_quiet(app: App) -> None:
    wait_until(
        lambda: not any(b.enabled for b in app.find_all("Button", "^Stop$")),
        60, "the round to end",
    )  # fmt: skip


def test_a_party_greets_takes_a_whisper_and_plays_two_rounds(
    launch, folders: UserFolders, table_talk: ModelServer
) -> None:
    characters = folders.home / "characters"
    shutil.copytree(ROOT / "characters", characters,
                    ignore=shutil.ignore_patterns("conversations"))  # fmt: skip
    # Two of the three have a greeting written for parties (docs/PARTY.md).
    for member, line in (("plain", "Mara sets out the cups."), ("librarian", "Quill bows.")):
        group = characters / member / "greetings" / "group"
        group.mkdir(parents=True)
        (group / "01.txt").write_text(line, encoding="utf-8")
    app = launch("character-studio", "open", str(characters / "tea-party.party.json"))
    connect_the_scripted_server(app, table_talk.url)

    # The party opens: its members greet the table.
    app.wait_for_text("Tea Party — Party", timeout=60)
    app.wait_for_text("Mara sets out the cups")
    app.wait_for_text("Quill bows")
    greeted = len(app.messages())
    app.screenshot("the party opens with its greetings")

    # A whisper: to Mara alone, private.
    window = app.window("Tea Party")
    # "To: Everyone": Qt names a combo box by what it shows.
    app.click(app.find("ComboBox", "^Everyone$", within=window))
    app.click(app.find("ListItem", "^Mara$"), in_window=False)
    private = app.find("CheckBox", "^Private$", within=app.window("Tea Party"))
    app.click(private)
    wait_until(lambda: app.find("CheckBox", "^Private$").checked, 5, "Private ticked")
    app.click(app.message_box())
    app.type("Mara, is the kettle on?")
    app.key("Return")
    wait_until(
        lambda: any(m.description == "You → Mara, private to Mara" for m in app.messages())
        and any(m.description == "Mara, private reply" for m in app.messages()),
        30, "the whisper and Mara's private reply",
    )  # fmt: skip
    wait_until_quiet(app)
    app.screenshot("a whisper to mara and her private reply")
    after_whisper = len(app.messages())
    assert after_whisper >= greeted + 2

    # Two rounds with everyone.
    app.click(app.find("ComboBox", "^Mara$", within=app.window("Tea Party")))
    app.click(app.find("ListItem", "^Everyone$"), in_window=False)
    for round_number in (1, 2):
        before = len(app.messages())
        app.click(app.message_box())
        app.type(f"Round {round_number}: what does everyone think?")
        app.key("Return")
        wait_until(lambda n=before: len(app.messages()) >= n + 2, 60, "someone answers")
        wait_until_quiet(app)
        app.screenshot(f"round {round_number}")
    assert app.alive
    # Quit from the party's window (Ctrl+Q): the party and the Studio both close.
    assert app.quit() == 0

"""``load_conversation`` takes an id as the terminal's ``--conversation`` does: 7 means 07."""

from __future__ import annotations

import pytest

from studio.engine.player import conversation_key
from studio.errors import StorageError
from studio.terminal.commands import conversation_id
from tests.support.model_server import text


@pytest.mark.parametrize(
    ("given", "expected"),
    [("7", "07"), (" 7 ", "07"), (7, "07"), ("07", "07"), ("12", "12"), ("100", "100")],
)
def test_an_id_is_read_as_the_terminal_reads_it(given: str | int, expected: str) -> None:
    assert conversation_key(given) == expected
    assert conversation_id(str(given)) == expected  # One rule for both front ends.


async def test_load_conversation_accepts_a_bare_number(
    make_character, player_factory, model_server
) -> None:
    player = player_factory(make_character())
    first = await player.new_conversation()
    model_server.script(text("Hi."))
    await player.send("hello")
    await player.new_conversation()
    assert first == "01" and player.conversation_id == "02"
    await player.load_conversation("1")
    assert player.conversation_id == "01"
    assert [e["content"] for e in player.get_conversation()] == ["hello", "Hi."]
    await player.load_conversation(2)
    assert player.conversation_id == "02"


async def test_an_id_that_is_not_one_is_still_refused(make_character, player_factory) -> None:
    player = player_factory(make_character())
    with pytest.raises(StorageError, match="invalid conversation id"):
        await player.load_conversation("seven")

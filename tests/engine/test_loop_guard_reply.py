"""A local model's looping reply, as the player sees it: kept up to the repeats,
marked ``ended`` in the reply and the conversation, and extended by Continue
without the mark (issue 24 item 1)."""

from __future__ import annotations

from studio.providers.repeats import LOOP_ENDED
from tests.support.model_server import text

LINE = "The lantern flickers in the wind. "


async def test_a_looping_reply_is_ended_and_the_entry_says_why(
    make_character, player_factory, model_server
) -> None:
    player = player_factory(make_character(), provider="ollama")
    model_server.script(text("Welcome. " + LINE * 30, chunk_size=6))
    reply = await player.send("Hello")
    assert reply["content"] == "Welcome. " + LINE.strip()
    assert reply["ended"] == LOOP_ENDED and "truncated" not in reply
    entry = player.get_conversation()[-1]
    assert entry["ended"] == LOOP_ENDED and entry["content"] == reply["content"]
    model_server.script(text(" Good night."))
    more = await player.continue_reply()
    assert "ended" not in player.get_conversation()[-1]
    assert more["content"].endswith("Good night.")


async def test_a_hosted_players_reply_is_not_cut(
    make_character, player_factory, model_server
) -> None:
    player = player_factory(make_character(), provider="openrouter")
    model_server.script(text("Welcome. " + LINE * 5))
    reply = await player.send("Hello")
    assert reply["content"] == "Welcome. " + LINE * 5 and "ended" not in reply

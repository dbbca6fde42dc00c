"""CharacterPlayer is split by composition (style.md): its parts are objects it
holds, each usable on its own through the player's public methods."""

from __future__ import annotations

from studio.engine.player import CharacterPlayer
from studio.engine.player_conversations import Conversations
from studio.engine.player_edits import ConversationEdits
from studio.engine.player_greetings import Openings
from studio.engine.player_inspect import Inspection
from studio.engine.player_journal import RequestRecorder


def test_the_player_holds_its_parts_instead_of_inheriting_them() -> None:
    assert CharacterPlayer.__bases__ == (object,)
    for part in (Conversations, ConversationEdits, Openings, Inspection, RequestRecorder):
        assert part.__bases__ == (object,)


async def test_every_part_is_reached_from_the_player(make_character, player_factory) -> None:
    player = player_factory(make_character())
    assert isinstance(player.conversations, Conversations)
    assert isinstance(player.edits, ConversationEdits)
    assert isinstance(player.openings, Openings)
    assert isinstance(player.inspect, Inspection)
    assert isinstance(player.journal, RequestRecorder)
    assert player.greetings() == player.openings.greetings()
    assert player.get_conversation() == player.conversations.entries() == []
    cid = await player.new_conversation()
    assert player.conversation_id == player.conversations.current_id == cid
    assert [c["id"] for c in await player.list_conversations()] == [cid]

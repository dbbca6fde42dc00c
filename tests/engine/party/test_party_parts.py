"""PartyPlayer is split by composition (style.md), as CharacterPlayer is: its parts
are objects it holds, each reached from the player and working through it."""

# The party fixtures are imported by name, so pytest finds them; arguments reuse the names.
# ruff: noqa: F811

from __future__ import annotations

import inspect

from studio.engine.party import conversations, edits, events, inspection, player, rounds
from studio.engine.party.conversations import PartyConversations
from studio.engine.party.edits import PartyEdits
from studio.engine.party.events import PartyEvents
from studio.engine.party.inspection import PartyInspection
from studio.engine.party.player import PartyPlayer
from studio.engine.party.rounds import PartyRounds
from tests.engine.party.party_support import (  # noqa: F401 (fixtures)
    make_party,
    party_factory,
)
from tests.support.model_server import text

PARTS = (PartyEvents, PartyConversations, PartyRounds, PartyEdits, PartyInspection)


def test_the_party_player_holds_its_parts_instead_of_inheriting_them() -> None:
    assert PartyPlayer.__bases__ == (object,)
    for part in PARTS:
        assert part.__bases__ == (object,)
    modules = (conversations, edits, events, inspection, player, rounds)
    classes = [c for m in modules for _, c in inspect.getmembers(m, inspect.isclass)]
    assert not [c.__name__ for c in classes if c.__name__.endswith("Mixin")]


async def test_every_part_is_reached_from_the_party_player(make_party, party_factory, model_server):
    party = party_factory(make_party())
    assert isinstance(party.events, PartyEvents)
    assert isinstance(party.conversations, PartyConversations)
    assert isinstance(party.rounds, PartyRounds)
    assert isinstance(party.edits, PartyEdits)
    assert isinstance(party.inspect, PartyInspection)
    assert party.conversation_id is party.conversations.current_id is None
    assert party.get_conversation() == party.conversations.copies() == []

    seen: list[tuple[str, str | None]] = []
    party.events.subscribe(lambda event, speaker: seen.append((event.type, speaker)))
    model_server.script(text("hi from Ann"), text("hi from Bob"))
    replies = await party.send("Ann and Bob, hello")
    assert [(r["speaker"], r["content"]) for r in replies] == [
        ("Ann", "hi from Ann"),
        ("Bob", "hi from Bob"),
    ]
    assert ("message", "Ann") in seen and ("message", "Bob") in seen
    assert party.conversation_id == party.conversations.current_id is not None
    assert party.get_conversation() == party.conversations.copies()
    assert party.rounds.who(0) == ["Ann", "Bob"]
    assert [r["speaker"] for r in await party.inspect.read_requests()] == ["Ann", "Bob"]
    assert await party.inspect.stores() == await party.stores()

    await party.edits.edit(1, "edited by the part")
    assert party.get_conversation()[1]["content"] == "edited by the part"
    await party.edits.delete(2)  # Bob's turn goes, Ann's reply stays.
    assert [e["content"] for e in party.get_conversation()] == [
        "Ann and Bob, hello",
        "edited by the part",
    ]
    saved = party.conversations.saved()
    assert [c["id"] for c in saved] == [c["id"] for c in await party.list_conversations()]
    assert [c["id"] for c in saved] == [party.conversation_id]

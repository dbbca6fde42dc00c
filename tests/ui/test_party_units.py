"""Small parts of the party GUI: the event relay, colours, rows with speakers."""

from __future__ import annotations

import threading

from studio.engine.events import MessageEvent, TokenEvent
from studio.ui.bridge import EngineBridge
from studio.ui.chat.rows import rows_from_entries
from studio.ui.chat.speakers import header_label, private_mark, speaker_tint
from studio.ui.party.colors import PALETTE, assign_colors
from studio.ui.party.relay import PartyEventRelay


def test_relay_keeps_order_and_merges_tokens_per_speaker(qtbot):
    bridge = EngineBridge()
    relay = PartyEventRelay(bridge)
    seen: list[dict] = []
    bridge.event.connect(seen.append)

    def engine() -> None:  # another thread, as the engine's is
        relay.on_event(TokenEvent(text="Hel"), "Ann")
        relay.on_event(TokenEvent(text="lo"), "Ann")
        relay.on_event(MessageEvent(content="Hello", stopped=False, index=1), "Ann")
        relay.on_event(TokenEvent(text="Hi"), "Bob")

    thread = threading.Thread(target=engine)
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: len(seen) == 3)
    assert [(e["type"], e["speaker"], e.get("text")) for e in seen] == [
        ("token", "Ann", "Hello"),
        ("message", "Ann", None),
        ("token", "Bob", "Hi"),
    ]
    bridge.shutdown()


def test_colours_keep_the_given_ones_and_stay_distinct():
    members = [{"name": "A", "color": PALETTE[1]}, {"name": "B"}, {"name": "C", "color": None}]
    colors = assign_colors(members)
    assert colors["A"] == PALETTE[1]
    assert len(set(colors.values())) == 3


def test_rows_carry_speaker_addressee_and_privacy_only_for_parties():
    party = rows_from_entries(
        [
            {"role": "user", "content": "psst", "to": ["Quill"], "private_to": "Quill"},
            {"role": "assistant", "content": "ok", "speaker": "Quill", "private_to": "Quill"},
        ]
    )
    assert [(r.speaker, r.to, r.private_to) for r in party] == [
        (None, ("Quill",), "Quill"),
        ("Quill", (), "Quill"),
    ]
    assert header_label(party[0], "You") == "You → Quill"
    assert header_label(party[1], "Character") == "Quill"
    assert private_mark(party[0]) == "private to Quill"
    assert speaker_tint(party[1], {"Quill": "#3b6fb5"}) == "#3b6fb5"
    # One character's rows look exactly as before.
    single = rows_from_entries(
        [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "yo"}]
    )
    assert [header_label(r, "Odile") for r in single] == ["Odile", "Odile"]
    assert all(private_mark(r) == "" and speaker_tint(r, {}) is None for r in single)
    assert [(r.speaker, r.to, r.private_to) for r in single] == [(None, (), None)] * 2

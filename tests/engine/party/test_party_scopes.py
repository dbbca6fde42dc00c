"""Party scopes: private messages, hooks per member and shared set, afterUserEdit per member."""

# The party fixtures are imported by name, so pytest finds them; arguments reuse the names.
# ruff: noqa: F811

from __future__ import annotations

import json

import pytest

from tests.engine.conftest import bodies
from tests.engine.party.party_support import (  # noqa: F401 (fixtures)
    asked,
    hook_events,
    make_party,
    party_factory,
    tool_names,
)
from tests.support.model_server import text, tool_calls


async def test_private_message_reaches_only_its_member(make_party, party_factory, model_server):
    player = party_factory(make_party())
    model_server.script(
        text("Bob's secret answer"),
        tool_calls([("recall", {"q": "plan"})]),
        text("cy public"),
        tool_calls([("recall", {"q": "plan"})]),
        text("bob public"),
    )
    replies = await player.send("the PLAN is hidden", to="bob", private=True)
    assert replies == [
        {"role": "assistant", "speaker": "Bob", "content": "Bob's secret answer", "stopped": False}
    ]
    private_body = bodies(model_server)[0]
    assert tool_names(private_body) == {"recall"}  # no shared tools in a private exchange
    await player.send("Cy, anything?")
    await player.send("Bob, anything?")
    sent = bodies(model_server)
    for body in sent[1:3]:
        assert asked(body) == "Cy"
        dumped = json.dumps(body)
        assert "PLAN is hidden" not in dumped and "secret answer" not in dumped
    # Cy's own history agent finds nothing private, and the indexes leave no gap.
    results = [e for e in player.get_conversation() if e["role"] == "tool"]
    cy_result = json.loads(results[0]["content"])
    assert cy_result["found"] == [] and cy_result["range"] == 1
    assert cy_result["length"] == 2
    # Bob sees his private exchange, labelled as private, and his agent finds it.
    bob_dump = json.dumps(sent[3])
    assert "User (privately, to you only): the PLAN is hidden" in bob_dump
    bob_result = json.loads(results[1]["content"])
    assert [t["content"] for t in bob_result["found"]] == ["the PLAN is hidden"]
    # Private entries are marked; the shared hooks never heard of them.
    private = [e for e in player.get_conversation() if e.get("private_to")]
    assert [(e["role"], e["private_to"]) for e in private] == [
        ("user", "Bob"),
        ("assistant", "Bob"),
    ]
    # (What Bob's own agent returns in a public turn is public: that is Bob's choice.)
    shared = hook_events(player, "test.hooks")
    assert [e["userText"] for e in shared if e["e"] == "before"] == [
        "Cy, anything?",
        "Bob, anything?",
    ]
    assert [e["responseText"] for e in shared if e["e"] == "after"] == ["cy public", "bob public"]
    assert "secret answer" not in json.dumps(shared)
    assert "PLAN" not in json.dumps(hook_events(player, "ann/test.hooks"))
    assert "PLAN" not in json.dumps(hook_events(player, "cy/test.hooks"))


async def test_private_needs_one_addressee(make_party, party_factory):
    player = party_factory(make_party())
    with pytest.raises(ValueError, match="exactly one member"):
        await player.send("psst", private=True)


async def test_hooks_scoped_to_speaker_and_shared_set(make_party, party_factory, model_server):
    player = party_factory(make_party())
    model_server.script(
        tool_calls([("bump", {"by": 1}), ("tally", {"n": 1})]),
        text("ann done"),
        tool_calls([("recall", {"q": "x"})]),
        text("bob done"),
    )
    await player.send("Ann and Bob")
    ann = hook_events(player, "ann/test.hooks")
    cy = hook_events(player, "cy/test.hooks")
    shared = hook_events(player, "test.hooks")
    assert [e["e"] for e in ann] == ["start", "before", "tool", "tool", "after"]
    # Ann's hooks hear of the shared tally and her own counter; never of Bob's calls.
    assert [e["toolName"] for e in ann if e["e"] == "tool"] == ["bump", "tally"]
    assert [e["e"] for e in cy] == ["start"]  # Cy never spoke
    ann_turn = ["before", "tool", "tool", "after"]
    assert [e["e"] for e in shared] == ["start", *ann_turn, "before", "tool", "after"]
    assert [e.get("agentId") for e in shared if e["e"] == "tool"] == [
        "test.counter",
        "party.tally",
        "test.history",
    ]
    afters = [e for e in shared if e["e"] == "after"]
    assert [e["responseText"] for e in afters] == ["ann done", "bob done"]


async def test_after_user_edit_scoped_per_member(make_party, party_factory, model_server):
    player = party_factory(make_party())
    model_server.script(
        tool_calls([("bump", {"by": 1})]),
        text("ann"),
        tool_calls([("note", {"text": "n"})]),
        text("cy"),
        tool_calls([("bump", {"by": 1})]),
        text("ann 2"),
        tool_calls([("note", {"text": "m"})]),
        text("cy 2"),
    )
    await player.send("Ann and Cy")
    second = len(player.get_conversation())
    await player.send("Ann and Cy again")
    await player.truncate(second)

    def edits(store_id: str) -> list[dict]:
        return [e for e in hook_events(player, store_id) if e["e"] == "edit"]

    assert edits("ann/test.hooks") == [{"e": "edit", "deleted": [3], "last": 1}]
    assert edits("cy/test.hooks") == [{"e": "edit", "deleted": [4], "last": 2}]
    assert edits("test.hooks") == [{"e": "edit", "deleted": [3, 4], "last": 2}]


async def test_fork_and_reload_keep_the_party(make_party, party_factory, model_server):
    player = party_factory(make_party(turnPolicy="round-robin"))
    model_server.script(text("a"), text("b"), text("c"))
    await player.send("one")
    await player.send("two")
    conv_id = player.conversation_id
    fork_id = await player.fork(1)
    assert [e.get("speaker") for e in player.get_conversation()] == [None, "Ann"]
    await player.load_conversation(conv_id)
    # Round-robin goes on from the journal: Ann, Bob, then Cy.
    replies = await player.send("three")
    assert [r["speaker"] for r in replies] == ["Cy"]
    assert fork_id != conv_id


async def test_member_and_shared_commands(make_party, party_factory):
    player = party_factory(make_party())
    assert await player.command("@set 7", member="ann") is None
    stores = await player.stores()
    assert stores["ann/test.counter"]["count"] == 7
    problem = await player.command("@set 7")
    assert problem is not None and problem.startswith("Unknown command @set")

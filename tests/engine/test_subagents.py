"""Sub-agents and granted tools through the player (reference Part 2, decisions §8)."""

from __future__ import annotations

import json

from tests.engine.conftest import bodies
from tests.engine.helpers_contract import (
    COUNTER_JS,
    GRANTLESS_JS,
    LORE_MD,
    SCRIBE_MD,
    conv_file,
    nonstream,
    read_json,
    streamed,
    tool_results,
)
from tests.support.model_server import text, tool_calls, usage

SCRIBE_ENTRY = {
    "id": "test.scribe",
    "implementation": "studio.sub-agent",
    "promptFile": "scribe.subagent.md",
    "private-agents": ["studio.memory-store"],
    "shared-agents": ["test.counter"],
    "maxRounds": 3,
    "model": "main",
}


def _names(tools) -> list[str]:
    return sorted(t["function"]["name"] for t in tools or [])


async def test_subagents_registration_grants_inner_loop_and_macros(
    make_character, player_factory, model_server
):
    root = make_character(
        files={
            "agents/test.counter.js": COUNTER_JS,
            "agents/scribe.subagent.md": SCRIBE_MD,
            "agents/lore.subagent.md": LORE_MD,
        },
        agents=["test.counter", "lore.subagent.md", SCRIBE_ENTRY],
    )
    player = player_factory(root, model="main-m", worker_model="worker-m")
    warnings = [w.message for w in player.package.warnings]
    assert warnings == ["%%STORE:nothing%% matches no granted agent"]
    model_server.script(
        tool_calls([("bump", {"by": 2})]),
        tool_calls([("lorekeeper", {"question": "who?"}), ("scribe", {"topic": "dragons"})]),
        text("lore answer"), usage(prompt=10, completion=5),
        tool_calls([("memory_save", {"key": "k", "value": "v"}), ("bump", {"by": 5})]),
        usage(prompt=20, completion=7),
        text("scribe done"), usage(prompt=30, completion=9),
        text("All done."),
    )
    reply = await player.send("u1")
    assert reply["content"] == "All done."

    # Registration: both sub-agents offered with their frontmatter definitions;
    # the private grant's tools are not offered to the main model.
    main_tools = streamed(model_server)[0]["tools"]
    assert _names(main_tools) == ["bump", "lorekeeper", "scribe"]
    lore = next(t["function"] for t in main_tools if t["function"]["name"] == "lorekeeper")
    assert lore["description"] == "Answers lore questions"
    assert lore["parameters"]["required"] == ["question"]
    scribe = next(t["function"] for t in main_tools if t["function"]["name"] == "scribe")
    assert scribe["description"] == "Keeps notes for the character"
    assert scribe["parameters"]["properties"] == {"topic": {"type": "string"}}

    lore_req, round1, round2 = nonstream(model_server)
    # The plain .subagent.md entry: one call, worker model, frontmatter maxTokens, no tools.
    assert lore_req["model"] == "worker-m" and lore_req["max_tokens"] == 300
    assert not lore_req.get("tools")
    assert lore_req["messages"][0] == {
        "role": "system", "content": 'You keep the lore. Question args: {"question":"who?"}'
    }
    assert lore_req["messages"][1] == {"role": "user", "content": '{"question":"who?"}'}

    # The composed entry: override model "main", granted tools sent in every round.
    assert round1["model"] == "main-m" and round2["model"] == "main-m"
    assert _names(round1["tools"]) == ["bump", "memory_delete", "memory_save"]
    assert _names(round2["tools"]) == _names(round1["tools"])
    system = round1["messages"][0]["content"]
    assert system.startswith("Scribe of Tester.")
    assert "HISTORY<<User: u1>>" in system
    assert "NOTES<<{}>>" in system  # the private store, empty before the first round
    shared = json.loads(system.split("SHARED<<", 1)[1].split(">>", 1)[0])
    assert shared == {"count": 2, "ids": [1]}
    missing = system.split("MISSING<<", 1)[1].split(">>", 1)[0]
    assert missing.startswith('[store "nothing" unavailable') and "nothing" in missing[20:]
    assert 'ARGS<<{"topic":"dragons"}>>' in system
    # Round two carries round one's calls and results.
    roles = [m["role"] for m in round2["messages"]]
    assert roles[-3:] == ["assistant", "tool", "tool"]
    assert round2["messages"][-2]["content"].startswith('Saved memory "k"')
    assert round2["messages"][-1]["content"] == "count=7 id=5"

    # The results, ids and innerCalls recorded in the history.
    results = tool_results(player)
    assert results == ["count=2 id=1", "lore answer", "scribe done"]
    entries = player.get_conversation()
    tools = [e for e in entries if e["role"] == "tool"]
    assert [e["toolCallId"] for e in tools] == [1, 2, 3]
    inner = tools[2]["innerCalls"]
    assert [(c["name"], c["toolCallId"]) for c in inner] == [("memory_save", 4), ("bump", 5)]
    assert inner[1]["result"] == "count=7 id=5"
    assert "innerCalls" not in tools[1]

    # Stores: the private grant is namespaced under the sub-agent; the shared one is the
    # top-level store itself.
    folder = conv_file(player, ".stores")
    private = read_json(folder / "test.scribe" / "studio.memory-store.json")
    assert private["memories"]["k"]["value"] == "v"
    assert private["memories"]["k"]["toolCallId"] == 4
    assert not (folder / "studio.memory-store.json").exists()
    assert read_json(folder / "test.counter.json") == {"count": 7, "ids": [1, 5]}
    # Every round was metered.
    assert read_json(conv_file(player, ".tokens.json"))["agent_tokens"] == 15 + 27 + 39
    assert len(bodies(model_server)) == 6


async def test_inner_loop_limits_and_read_store_refusals(
    make_character, player_factory, model_server
):
    entry = {
        "id": "test.scribe",
        "implementation": "studio.sub-agent",
        "promptFile": "scribe.subagent.md",
        "private-agents": ["studio.memory-store"],
    }
    root = make_character(
        files={"agents/scribe.subagent.md": SCRIBE_MD, "agents/test.grantless.js": GRANTLESS_JS},
        agents=[entry, "test.grantless"],
    )
    player = player_factory(root, settings={"agent_tokens_per_response": 100})
    save = ("memory_save", {"key": "a", "value": "1"})
    # maxRounds (2, from the frontmatter): the loop stops after two rounds with a note.
    model_server.script(
        tool_calls([("scribe", {"topic": "x"}), ("peek", {"ref": "studio.memory-store"})]),
        tool_calls([save]), usage(prompt=5, completion=5),
        tool_calls([save]), usage(prompt=5, completion=5),
        text("t1"),
    )
    await player.send("one")
    limited, refused = tool_results(player)
    assert "reached its limit of 2 rounds" in limited
    assert len(nonstream(model_server)) == 2
    # An agent without grants cannot read any store.
    assert refused.startswith("ERR: ") and "no grants" in refused

    # The per-response cap ends the inner loop between rounds with a note.
    model_server.script(
        tool_calls([("scribe", {"topic": "y"})]),
        tool_calls([save]), usage(prompt=80, completion=30),
        text("t2"),
    )
    await player.send("two")
    stopped = tool_results(player)[-1]
    assert "stopped early" in stopped and "budget" in stopped
    assert len(nonstream(model_server)) == 3
    assert model_server.pending == 0
    tool_entry = [e for e in player.get_conversation() if e["role"] == "tool"][-1]
    assert [c["toolCallId"] for c in tool_entry["innerCalls"]] == [6]


async def test_store_macro_shows_a_granted_store_seeded_from_its_default_file(
    make_character, player_factory, model_server
):
    entry = dict(SCRIBE_ENTRY, **{"private-agents": []})
    root = make_character(
        files={
            "agents/test.counter.js": COUNTER_JS,
            "agents/scribe.subagent.md": SCRIBE_MD,
            "test.counter.agent.json": '{"count": 10}',
        },
        agents=["test.counter", entry],
    )
    player = player_factory(root)
    model_server.script(
        tool_calls([("scribe", {"topic": "z"})]), text("noted"), text("done"),
    )
    await player.send("go")
    (request,) = nonstream(model_server)
    system = request["messages"][0]["content"]
    shared = json.loads(system.split("SHARED<<", 1)[1].split(">>", 1)[0])
    assert shared == {"count": 10}  # the store the counter starts with, not {}


async def test_failed_granted_call_is_reported_and_the_loop_goes_on(
    make_character, player_factory, model_server
):
    from tests.engine.helpers_contract import FAILING_JS

    entry = dict(SCRIBE_ENTRY, **{"private-agents": ["test.failing"], "shared-agents": []})
    root = make_character(
        files={"agents/test.failing.js": FAILING_JS, "agents/scribe.subagent.md": SCRIBE_MD},
        agents=[entry],
    )
    player = player_factory(root)
    model_server.script(
        tool_calls([("scribe", {"topic": "z"})]),
        tool_calls([("explode", {})]),
        text("could not write it down"),
        text("done"),
    )
    await player.send("go")
    assert tool_results(player) == ["could not write it down"]
    round2 = nonstream(model_server)[1]
    failure = round2["messages"][-1]["content"]
    assert failure.startswith("Error: test.scribe/test.failing failed") and "kaboom" in failure
    entries = player.get_conversation()
    errors = [e for e in entries if e["role"] == "error"]
    assert len(errors) == 1 and errors[0]["content"] == failure
    assert errors[0]["kind"] == "agent"
    inner = next(e for e in entries if e["role"] == "tool")["innerCalls"]
    assert inner == [{"agentId": "test.scribe/test.failing", "name": "explode", "args": {},
                      "toolCallId": 2, "error": True, "result": failure}]
    assert not (player.engine.session.conversation.load_store("test.scribe/test.failing") or {})

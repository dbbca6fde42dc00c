"""Agent token caps (reference Part 2 "Agent token caps", decisions §7)."""

from __future__ import annotations

import math

from tests.engine.helpers_contract import (
    CALLER_JS,
    HOOK_CALLER_JS,
    conv_file,
    nonstream,
    read_json,
    tool_results,
)
from tests.support.model_server import text, tool_calls, usage


def _agent_tokens(player) -> int:
    return int(read_json(conv_file(player, ".tokens.json"))["agent_tokens"])


async def test_per_response_cap_checked_before_every_call_and_resets(
    make_character, player_factory, model_server
):
    root = make_character(files={"agents/test.caller.js": CALLER_JS}, agents=["test.caller"])
    player = player_factory(root, settings={"agent_tokens_per_response": 100})
    model_server.script(
        tool_calls([("ask", {"system": "a"}), ("ask", {"system": "b"}), ("ask", {"system": "c"})]),
        text("one"), usage(prompt=50, completion=10),     # 60 spent: under the cap
        text("two"), usage(prompt=40, completion=10),     # allowed (60 < 100), now 110
        text("Turn one done."),
    )
    await player.send("spend")
    results = tool_results(player)
    assert results[:2] == ["OK: one", "OK: two"]
    assert results[2].startswith("ERR: ") and "budget" in results[2]
    assert "response" in results[2]
    assert len(nonstream(model_server)) == 2  # the refused call never reached the model
    assert _agent_tokens(player) == 110
    # A new response has a fresh per-response budget.
    model_server.script(
        tool_calls([("ask", {"system": "d"})]), text("three"), usage(prompt=1, completion=2),
        text("Turn two done."),
    )
    await player.send("again")
    assert tool_results(player)[-1] == "OK: three"
    assert _agent_tokens(player) == 113


async def test_cost_estimated_from_characters_without_provider_usage(
    make_character, player_factory, model_server
):
    root = make_character(files={"agents/test.caller.js": CALLER_JS}, agents=["test.caller"])
    player = player_factory(root)
    system, user, reply = "S" * 10, "u" * 7, "r" * 6
    model_server.script(
        tool_calls([("ask", {"system": system, "messages": [{"role": "user", "content": user}]})]),
        text(reply), usage(prompt=0, completion=0),  # the provider reports no usable usage
        text("done"),
    )
    await player.send("estimate")
    assert tool_results(player) == ["OK: " + reply]
    assert _agent_tokens(player) == math.ceil((len(system) + len(user) + len(reply)) / 4)


async def test_per_conversation_cap_persists_and_commands_are_unmetered(
    make_character, player_factory, model_server
):
    root = make_character(files={"agents/test.caller.js": CALLER_JS}, agents=["test.caller"])
    settings = {"agent_tokens_per_conversation": 100}
    player = player_factory(root, settings=settings)
    model_server.script(
        tool_calls([("ask", {"system": "a"})]), text("r1"), usage(prompt=50, completion=10),
        text("t1"),
        tool_calls([("ask", {"system": "b"})]), text("r2"), usage(prompt=30, completion=20),
        text("t2"),
        tool_calls([("ask", {"system": "c"})]), text("t3"),
    )
    await player.send("one")
    await player.send("two")
    assert _agent_tokens(player) == 110
    await player.send("three")
    refused = tool_results(player)[-1]
    assert refused.startswith("ERR: ") and "budget" in refused and "conversation" in refused
    assert len(nonstream(model_server)) == 2
    model_tokens = read_json(conv_file(player, ".tokens.json"))["model_tokens"]

    # A direct @command is not metered: not refused with the cap spent, not counted.
    model_server.script(text("command reply"), usage(prompt=500, completion=500))
    assert await player.command("@ask hello") is None
    store = player.engine.session.conversation.load_store("test.caller")
    assert store["reply"] == "command reply" and store["by"] == "direct"
    assert _agent_tokens(player) == 110
    assert nonstream(model_server)[-1]["messages"][-1] == {"role": "user", "content": "hello"}

    # The running total survives a reload: a new player on the same folder still refuses.
    cid = player.conversation_id
    await player.close()
    again = player_factory(root, settings=settings)
    await again.load_conversation(cid)
    assert again.engine.session.conversation.tokens()["agent_tokens"] == 110
    assert read_json(conv_file(again, ".tokens.json"))["model_tokens"] == model_tokens
    model_server.script(tool_calls([("ask", {"system": "d"})]), text("t4"))
    before = len(nonstream(model_server))
    await again.send("four")
    refused = tool_results(again)[-1]
    assert refused.startswith("ERR: ") and "budget" in refused
    assert len(nonstream(model_server)) == before


async def test_hook_calls_are_metered(make_character, player_factory, model_server):
    root = make_character(
        files={"agents/test.hookcaller.js": HOOK_CALLER_JS}, agents=["test.hookcaller"]
    )
    player = player_factory(root, settings={"agent_tokens_per_conversation": 50})
    model_server.script(text("a"), text("summary"), usage(prompt=40, completion=20))
    await player.send("one")
    assert _agent_tokens(player) == 60
    model_server.script(text("b"))
    await player.send("two")
    store = player.engine.session.conversation.load_store("test.hookcaller")
    assert store["replies"] == ["summary"]
    assert len(store["errors"]) == 1 and "budget" in store["errors"][0]
    assert _agent_tokens(player) == 60
    assert model_server.pending == 0

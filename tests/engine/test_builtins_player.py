"""Every built-in agent through the player, loaded from the bundled copy (decisions §9, §12)."""

from __future__ import annotations

import json

from tests.engine.helpers_contract import streamed, tool_results
from tests.support.model_server import text, tool_calls

LORE = """Dragons live in the northern mountains and hoard silver.

The river kingdom trades grain and wool.

Old King Harald fears dragons above all else."""

CARS = json.dumps([
    {"id": "c1", "make": "Volvo", "year": 2018},
    {"id": "c2", "make": "Saab", "year": 1999, "colour": "red"},
])


async def test_builtins_memory_context_db_history(make_character, player_factory, model_server):
    root = make_character(
        files={"context/.lore.txt": LORE, "context/.cars.json": CARS, "context/visible.txt": "VIS"},
        agents=[
            "studio.memory-store",
            {"id": "aria.lore", "implementation": "studio.context-access",
             "contextFile": ".lore.txt"},
            {"id": "char.cars-db", "implementation": "studio.agent-db",
             "contextFile": ".cars.json"},
            "studio.history-search",
        ],
    )
    assert not (root / "agents").exists()  # nothing copied: the bundled copies are used
    player = player_factory(root)
    assert all(inst.bundled for inst in player.package.agents)
    model_server.script(
        tool_calls([
            ("memory_save", {"key": "user_name", "value": "Marcus"}),
            ("lore", {"query": "dragons"}),
            ("cars_db", {"key": "C2"}),
            ("cars_db", {"field": "year", "value": 2018}),
            ("search_history", {"query": "DRAGONS"}),
        ]),
        text("Noted."),
    )
    await player.send("I am Marcus and I fear dragons")
    saved, lore, car, by_year, found = tool_results(player)
    assert saved == 'Saved memory "user_name": Marcus'
    assert '".lore.txt"' in lore and '"dragons"' in lore
    assert "Dragons live in the northern mountains" in lore and "King Harald" in lore
    assert "river kingdom" not in lore
    assert '"Saab"' in car and "Volvo" not in car
    assert "Volvo" in by_year and "Saab" not in by_year
    assert "[#0] User:" in found and "fear dragons" in found

    first, second = streamed(model_server)
    names = sorted(t["function"]["name"] for t in first["tools"])
    assert names == ["cars_db", "lore", "memory_delete", "memory_save", "search_history"]
    sent = json.dumps(first["messages"])
    assert "VIS" in sent and "hoard silver" not in sent and "Saab" not in sent  # dot-files stay out
    preload = [m["content"] for m in second["messages"] if "## Saved memories" in str(m["content"])]
    assert len(preload) == 1 and "- user_name: Marcus" in preload[0]
    assert not any("## Saved memories" in str(m["content"]) for m in first["messages"])

    # Direct commands: success returns None; bad syntax returns the validation string.
    logs: list[str] = []
    player.on("agentLog", logs.append)
    assert await player.command("@memory favourite colour = green = blue") is None
    assert await player.command("@memory no equals sign") == "Usage: @memory key = value"
    assert await player.command("@forget nobody") == 'No memory named "nobody".'
    assert logs == ["Memory stored: favourite colour = green = blue"]
    store = player.engine.session.conversation.load_store("studio.memory-store")
    assert store["memories"]["user_name"]["toolCallId"] == 1
    assert store["memories"]["favourite colour"]["value"] == "green = blue"
    assert "toolCallId" not in store["memories"]["favourite colour"]

    model_server.script(tool_calls([("memory_delete", {"key": "USER_NAME"})]), text("Forgotten."))
    await player.send("forget my name")
    assert tool_results(player)[-1] == 'Deleted memory "user_name".'
    last = streamed(model_server)[-1]
    block = next(m["content"] for m in last["messages"] if "## Saved memories" in str(m["content"]))
    assert "- favourite colour: green = blue" in block and "user_name" not in block
    assert await player.command("@forget favourite colour") is None
    model_server.script(text("Nothing left."))
    await player.send("anything?")
    assert not any("## Saved memories" in str(m["content"])
                   for m in streamed(model_server)[-1]["messages"])

"""studio.lorebook through CharacterPlayer: the preload block follows the latest user message."""

from __future__ import annotations

import json
from typing import Any

from tests.engine.helpers_contract import conv_file, streamed, tool_results
from tests.support.model_server import text, tool_calls

BOOK = {
    "spec": "lorebook_v3",
    "data": {
        "name": "Frostmarch",
        "extensions": {},
        "entries": [
            {
                "keys": ["dragon"],
                "content": "Dragons of Frostmarch hoard silver.",
                "extensions": {},
                "enabled": True,
                "insertion_order": 10,
                "use_regex": False,
                "id": 1,
            },
            {
                "keys": ["harald"],
                "content": "King Harald rules from the ice hall.",
                "extensions": {"sticky": 3},
                "enabled": True,
                "insertion_order": 5,
                "use_regex": False,
                "id": 2,
            },
            {
                "keys": ["x"],
                "content": "Frostmarch is a cold land.",
                "constant": True,
                "extensions": {},
                "enabled": True,
                "insertion_order": 1,
                "use_regex": False,
                "id": 3,
            },
        ],
    },
}
ENTRY = {
    "id": "frost.lorebook",
    "implementation": "studio.lorebook",
    "contextFile": ".lorebook.json",
}


def preload_of(request: dict[str, Any]) -> str | None:
    """The preload block: a user message after the context block (decisions §5; the
    adapter drops ``isFile`` for this provider)."""
    blocks = [m["content"] for m in request["messages"] if m["role"] == "user"]
    return next((b for b in blocks if "Frostmarch is a cold land." in b), None)


async def test_lorebook_entries_reach_the_model(make_character, player_factory, model_server):
    root = make_character(
        files={"context/.lorebook.json": json.dumps(BOOK), "context/visible.txt": "VIS"},
        agents=[{**ENTRY, "debug": True}, "studio.memory-store"],
    )
    player = player_factory(root)
    assert all(inst.bundled for inst in player.package.agents)
    model_server.script(text("Hail."), text("They do."), text("Yes."))

    await player.send("Tell me of King Harald")
    store = player.engine.session.conversation.load_store("frost.lorebook")
    assert store["timed"]["sticky"]["2"] == {
        "hash": store["timed"]["sticky"]["2"]["hash"],
        "start": 1,
        "end": 4,
        "protected": False,
    }
    await player.send("And the dragons?")
    await player.send("Anything else?")
    first, second, third = (preload_of(r) for r in streamed(model_server))
    assert first == "Frostmarch is a cold land.\nKing Harald rules from the ice hall."
    # Harald is out of the 2-message window but sticky; the dragon entry follows the new message.
    assert second == (
        "Frostmarch is a cold land.\nKing Harald rules from the ice hall.\n"
        "Dragons of Frostmarch hoard silver."
    )
    # Message 5: the sticky span (messages 1-3) is over and "dragons" is 3 messages back.
    assert third == "Frostmarch is a cold land."
    sent = json.dumps(streamed(model_server)[0]["messages"])
    assert (
        "VIS" in sent and "hoard silver" not in sent
    )  # the book itself never goes in the context block

    store = player.engine.session.conversation.load_store("frost.lorebook")
    assert store["timed"]["sticky"] == {}  # expired and dropped

    log = (conv_file(player, ".agent-log") / "frost.lorebook.jsonl").read_text(encoding="utf-8")
    lines = [json.loads(line)["text"] for line in log.splitlines()]
    assert (
        '[lorebook] fired "harald" (id 2, order 5, 9 tokens): '
        'primary key "harald" in the latest message' in lines
    )
    assert '[lorebook] fired "harald" (id 2, order 5, 9 tokens): sticky' in lines


async def test_activation_follows_the_latest_message_within_a_turn(
    make_character, player_factory, model_server
):
    """Every model request of a turn rebuilds the preload block from the history so far."""
    root = make_character(
        files={"context/.lorebook.json": json.dumps(BOOK)},
        agents=[ENTRY, "studio.memory-store"],
    )
    player = player_factory(root)
    model_server.script(
        tool_calls([("memory_save", {"key": "topic", "value": "dragons"})]),
        text("Dragons hoard silver."),
    )
    await player.send("What about dragons?")
    assert tool_results(player) == ['Saved memory "topic": dragons']
    first, second = streamed(model_server)
    assert "Dragons of Frostmarch hoard silver." in (preload_of(first) or "")
    assert "Dragons of Frostmarch hoard silver." in (preload_of(second) or "")

    model_server.script(text("The king."))
    await player.send("Who is Harald?")
    latest = preload_of(streamed(model_server)[-1]) or ""
    assert "King Harald" in latest and "Dragons of Frostmarch" in latest  # dragon: 2 messages back
    # No debug log without "debug": true.
    assert not (conv_file(player, ".agent-log") / "frost.lorebook.jsonl").exists()


async def test_a_broken_book_is_reported_once_and_the_chat_goes_on(
    make_character, player_factory, model_server
):
    root = make_character(files={"context/.lorebook.json": "{broken"}, agents=[ENTRY])
    player = player_factory(root)
    logs: list[Any] = []
    player.on("agentLog", logs.append)
    model_server.script(text("One."), text("Two."))
    await player.send("hello")
    await player.send("again")
    assert [e["content"] for e in player.get_conversation() if e["role"] == "assistant"] == [
        "One.",
        "Two.",
    ]
    texts = [str(x) for x in logs]
    assert len(texts) == 1 and "not valid JSON" in texts[0] and ".lorebook.json" in texts[0]


async def test_export_copies_the_lorebook_agent_and_its_libraries(
    make_character, player_factory, model_server, tmp_path
):
    import zipfile

    from studio.package.export import export_package

    root = make_character(files={"context/.lorebook.json": json.dumps(BOOK)}, agents=[ENTRY])
    report = export_package(root, tmp_path / "frost.zip")
    names = set(zipfile.ZipFile(report.path).namelist())
    assert {
        "agents/studio.lorebook.js",
        "agents/lib/lorebook-book.js",
        "agents/lib/lorebook-engine.js",
        "context/.lorebook.json",
    } <= names
    player = player_factory(report.path, data_dir=tmp_path / "data")
    assert not any(inst.bundled for inst in player.package.agents)  # the package's own copy
    model_server.script(text("Hail."))
    await player.send("the dragon!")
    assert preload_of(streamed(model_server)[-1]) == (
        "Frostmarch is a cold land.\nDragons of Frostmarch hoard silver."
    )


async def test_each_turn_reports_what_fired_as_an_agent_log_event(
    make_character, player_factory, model_server
):
    """One ``agentLog`` event (and log entry) per turn names the entries and their tokens."""
    root = make_character(
        files={"context/.lorebook.json": json.dumps(BOOK)},
        agents=[ENTRY, "studio.memory-store"],
    )
    player = player_factory(root)
    events: list[Any] = []
    player.on("agentLog", events.append)
    model_server.script(
        tool_calls([("memory_save", {"key": "topic", "value": "the king"})]),
        text("The king."),
    )
    await player.send("Tell me of King Harald")
    line = 'Lorebook: 2 entries fired, 16 tokens: "x" (7), "harald" (9).'
    # Two model requests (before and after the tool round), one line: the turn's.
    assert len(streamed(model_server)) == 2
    reports = [e for e in events if str(e).startswith("Lorebook:")]
    assert reports == [line]
    entries = player.get_conversation()
    logs = [e for e in entries if e.get("agentId") == "frost.lorebook"]
    assert logs == [{"role": "log", "content": line, "agentId": "frost.lorebook"}]
    assert entries[1] == logs[0]  # before the reply: part of the turn's response

    # A regenerated response gets its own line; the next turn its own.
    model_server.script(text("The king, again."), text("Silver."))
    await player.regenerate()
    await player.send("And the dragons?")
    reports = [e for e in events if str(e).startswith("Lorebook:")]
    assert reports[1] == line
    assert reports[2] == (
        'Lorebook: 3 entries fired, 25 tokens: "x" (7), "harald" (9), "dragon" (9).'
    )
    assert len(reports) == 3

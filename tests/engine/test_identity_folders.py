"""A character's conversations survive its updates (decisions §3 revised, issue 18 item 7)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from studio.package import load_package
from studio.package.export import export_package
from studio.storage.locations import package_folder
from studio.storage.migrate import MARKER
from tests.engine.agents_src import COUNTER_JS, HOOKS_JS
from tests.support.model_server import text


def _starts(player) -> list[dict]:
    events = player.engine.session.conversation.load_store("test.hooks")["events"]
    return [e for e in events if e["e"] == "start"]


def _add_agent(root: Path, agent: str, source: str) -> None:
    config = json.loads((root / "config.json").read_text(encoding="utf-8"))
    config["agents"].append(agent)
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (root / "agents" / f"{agent}.js").write_text(source, encoding="utf-8")


async def test_adding_an_agent_keeps_the_conversation(
    make_character, player_factory, model_server, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    first = player_factory(root, data_dir=data)
    before = first.package.sha256
    model_server.script(text("Hello there"))
    await first.send("hi")
    conversation_id = (await first.list_conversations())[0]["id"]
    await first.close()

    _add_agent(root, "test.hooks", HOOKS_JS)
    second = player_factory(root, data_dir=data)
    assert second.package.sha256 != before  # New content, same identity.
    assert [c["id"] for c in await second.list_conversations()] == [conversation_id]
    await second.load_conversation(conversation_id)
    model_server.script(text("Still here"))
    await second.send("again")
    entries = second.get_conversation()
    assert [e["content"] for e in entries if e["role"] in ("user", "assistant")] == [
        "hi",
        "Hello there",
        "again",
        "Still here",
    ]
    assert _starts(second) == [{"e": "start", "isNew": False, "by": "hook"}]


async def test_a_new_zip_version_finds_the_old_versions_conversations(
    make_character, player_factory, model_server, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    v1 = export_package(root, tmp_path / "v1.zip").path
    assert json.loads((root / "config.json").read_text())["id"]  # Written by the first export.
    player = player_factory(v1, data_dir=data)
    model_server.script(text("v1 reply"))
    await player.send("hello v1")
    await player.close()

    _add_agent(root, "test.hooks", HOOKS_JS)
    v2 = export_package(root, tmp_path / "v2.zip")
    assert v2.id_written is None  # Only the first export writes an id.
    upgraded = player_factory(v2.path, data_dir=data)
    listed = await upgraded.list_conversations()
    assert len(listed) == 1
    await upgraded.load_conversation(listed[0]["id"])
    model_server.script(text("v2 reply"))
    await upgraded.send("hello v2")
    assert _starts(upgraded)[0]["isNew"] is False


async def test_folders_of_the_old_content_keyed_scheme_are_moved_into_place(
    make_character, player_factory, model_server, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    old = player_factory(root, data_dir=data)
    model_server.script(text("old reply"))
    await old.send("written before issue 18")
    await old.close()
    # Rewrite the folder as the old scheme left it: named by content, no marker.
    package = load_package(root)
    current = package_folder(package.name, package.identity, data)
    legacy = package_folder(package.name, package.sha256, data)
    (current / MARKER).unlink()
    current.rename(legacy)

    _add_agent(root, "test.hooks", HOOKS_JS)  # The next version: other content.
    upgraded = player_factory(root, data_dir=data)
    assert not legacy.exists() and (current / MARKER).exists()
    listed = await upgraded.list_conversations()
    assert len(listed) == 1
    await upgraded.load_conversation(listed[0]["id"])
    assert upgraded.get_conversation()[0]["content"] == "written before issue 18"


async def test_another_character_of_the_same_name_does_not_take_the_folder(
    make_character, player_factory, model_server, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    mine = make_character(id="11111111-1111-4111-8111-111111111111")
    player = player_factory(mine, data_dir=data)
    model_server.script(text("mine"))
    await player.send("hello")
    await player.close()
    other = make_character(id="22222222-2222-4222-8222-222222222222")
    stranger = player_factory(other, data_dir=data)
    assert await stranger.list_conversations() == []
    shutil.rmtree(other)

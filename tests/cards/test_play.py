"""Imported cards played through CharacterPlayer: what reaches the model."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from studio import CharacterPlayer
from studio.cards import import_card
from studio.engine.prompt import CONTEXT_PREFIX
from tests.cards import cardgen as g
from tests.support.model_server import ModelServer, text


def _project(tmp_path: Path, card: dict[str, Any]) -> Path:
    path = tmp_path / "card.json"
    path.write_text(json.dumps(card), encoding="utf-8")
    return import_card(path, tmp_path / "projects").folder


def _player(root: Any, server: ModelServer, **kwargs: Any) -> CharacterPlayer:
    return CharacterPlayer(
        root, api_key="sk-test", base_url=server.url, model="test-model", **kwargs
    )


def _messages(server: ModelServer, n: int = -1) -> list[dict[str, Any]]:
    bodies = [r.body for r in server.requests if r.path.endswith("/chat/completions")]
    return bodies[n]["messages"]


async def test_macros_persona_post_history_and_intro(
    tmp_path: Path, model_server: ModelServer
) -> None:
    root = _project(tmp_path, g.v3_card())
    model_server.script(text("Hello!"))
    async with _player(
        root,
        model_server,
        settings={"persona_name": "Robin", "persona_description": "A lost {{user}} from the city."},
    ) as player:
        await player.send("Hi <BOT>")
    messages = _messages(model_server)
    system = messages[0]
    assert system["role"] == "system"
    # {{char}} is the nickname; {{original}} was resolved; the sections are there.
    assert system["content"].startswith(
        "Write Sera's next reply in a fictional chat between Sera and Robin. Never break"
    )
    assert "Sera is a guardian of the forest glade." in system["content"]
    assert "Robin wakes up in the glade." in system["content"]
    assert "{{" not in system["content"]
    context = messages[1]
    assert context["content"].startswith(CONTEXT_PREFIX)
    assert "Robin: Who are you?" in context["content"]  # the example dialogue file
    assert context["content"].endswith("About Robin: A lost Robin from the city.")
    preload = messages[2]
    assert preload["content"] == "@@depth 2\nThe kingdom is at war."  # the constant entry
    assert messages[3] == {
        "role": "assistant",
        "content": "*Sera looks up at Robin.* Welcome to my glade.",
    }
    # The user's own text is not rewritten; post-history comes after the history.
    assert messages[4] == {"role": "user", "content": "Hi <BOT>"}
    assert messages[5] == {
        "role": "system",
        "content": "Stay as Sera; answer Robin in two sentences.",
    }
    assert len(messages) == 6
    # creator notes never reach the model.
    assert all("Best with long replies" not in str(m["content"]) for m in messages)


async def test_chosen_greeting_is_sent_and_recorded(
    tmp_path: Path, model_server: ModelServer
) -> None:
    root = _project(tmp_path, g.v3_card())
    model_server.script(text("A"), text("B"))
    async with _player(root, model_server) as player:
        assert player.greetings()[2] == "Greeting three from Sera."
        cid = await player.new_conversation(greeting=2)
        assert player.greeting_text() == "Greeting three from Sera."
        await player.send("hello")
        assert _messages(model_server)[3] == {
            "role": "assistant",
            "content": "Greeting three from Sera.",
        }
        header = player.engine.session.conversation.header
        assert header["greeting"] == 2
        with pytest.raises(ValueError, match="0 \\(the intro\\) to 2"):
            await player.new_conversation(greeting=3)
    # Reopened later, the conversation keeps its greeting.
    model_server.script(text("C"))
    async with _player(root, model_server) as player:
        await player.load_conversation(cid)
        await player.send("again")
        assert _messages(model_server)[3]["content"] == "Greeting three from Sera."


async def test_persona_per_conversation_overrides_settings(
    tmp_path: Path, model_server: ModelServer
) -> None:
    root = _project(tmp_path, g.v1_card())
    model_server.script(text("A"), text("B"))
    async with _player(root, model_server, settings={"persona_name": "Robin"}) as player:
        await player.new_conversation(persona={"name": "Kai", "description": ""})
        await player.send("hi")
        assert _messages(model_server)[2]["content"] == "Arr, Kai."
        await player.set_persona(None)
        await player.send("hi again")
        messages = _messages(model_server)
        assert messages[2]["content"] == "Arr, Robin."
        assert all("About" not in str(m["content"]) for m in messages)


async def test_default_persona_is_user(tmp_path: Path, model_server: ModelServer) -> None:
    root = _project(tmp_path, g.v1_card())
    model_server.script(text("A"))
    async with _player(root, model_server) as player:
        await player.send("hi")
    messages = _messages(model_server)
    assert messages[0]["content"].count("Old Tom is a retired sailor.") == 1
    assert messages[2] == {"role": "assistant", "content": "Arr, User."}
    assert messages[-1] == {"role": "user", "content": "hi"}  # no post-history file: nothing


@pytest.mark.parametrize("kind", ["png", "charx", "v2"])
async def test_every_card_kind_plays(tmp_path: Path, model_server: ModelServer, kind: str) -> None:
    if kind == "png":
        path = g.png_card(tmp_path / "c.png", ccv3=g.v3_card(), chara=g.v2_card())
    elif kind == "charx":
        path = g.charx_v3(tmp_path / "c.charx")
    else:
        path = tmp_path / "c.json"
        path.write_text(json.dumps(g.v2_card()), encoding="utf-8")
    root = import_card(path, tmp_path / "p").folder
    model_server.script(text("ok"))
    async with _player(root, model_server) as player:
        reply = await player.send("hi")
    assert reply["content"] == "ok"
    char = "Seraphina" if kind == "v2" else "Sera"
    assert _messages(model_server)[0]["content"].startswith(f"Write {char}'s next reply")


async def test_imported_cards_play_in_a_party_with_macros(
    tmp_path: Path, model_server: ModelServer
) -> None:
    from studio.engine.party.player import PartyPlayer

    folder = tmp_path / "party"
    for card in (g.v3_card(character_book=None), g.v1_card()):
        path = tmp_path / f"{card.get('name') or card['data']['name']}.json"
        path.write_text(json.dumps(card), encoding="utf-8")
        import_card(path, folder)
    spec = {"name": "Glade", "members": ["seraphina", "old-tom"]}
    (folder / "glade.party.json").write_text(json.dumps(spec), encoding="utf-8")
    model_server.script(text("Sera here."), text("Tom here."))
    party = PartyPlayer(folder / "glade.party.json", api_key="k", base_url=model_server.url,
                        model="test-model", data_dir=tmp_path / "data",
                        settings={"persona_name": "Robin"})
    try:
        await party.send("hello all", to=["Seraphina", "Old Tom"])
    finally:
        await party.close()
    bodies = [r.body for r in model_server.requests if r.path.endswith("/chat/completions")]
    sera = next(b for b in bodies if "guardian" in b["messages"][0]["content"])
    assert "Sera is a guardian" in sera["messages"][0]["content"]
    assert "Robin wakes up in the glade." in sera["messages"][0]["content"]
    assert sera["messages"][-1] == {
        "role": "system", "content": "Stay as Sera; answer Robin in two sentences."}
    tom = next(b for b in bodies if "retired sailor" in b["messages"][0]["content"])
    assert "Old Tom is a retired sailor." in tom["messages"][0]["content"]


async def test_set_greeting_only_before_the_first_message(
    tmp_path: Path, model_server: ModelServer
) -> None:
    root = _project(tmp_path, g.v3_card(character_book=None))
    model_server.script(text("A"))
    async with _player(root, model_server) as player:
        await player.set_greeting(1)
        assert player.greeting_text() == "Greeting two for User."
        await player.send("hi")
        assert _messages(model_server)[2]["content"] == "Greeting two for User."
        with pytest.raises(ValueError, match="before the first message"):
            await player.set_greeting(2)
        with pytest.raises(ValueError, match="0 \\(the intro\\) to 2"):
            await player.set_greeting(7)


async def test_sub_agent_prompts_get_the_card_macros(tmp_path: Path) -> None:
    root = _project(tmp_path, g.v3_card(character_book=None))
    (root / "agents").mkdir()
    (root / "agents" / "helper.subagent.md").write_text(
        "---\nname: ask_helper\ndescription: Ask the helper.\n---\n"
        "You help {{char}} talk to {{user}}.\n%%CHARACTER_INSTRUCTIONS%%\n",
        encoding="utf-8",
    )
    config = json.loads((root / "config.json").read_text(encoding="utf-8"))
    config["agents"] = ["helper.subagent.md"]
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    player = CharacterPlayer(root, api_key="k", base_url="http://127.0.0.1:9/v1",
                             model="m", settings={"persona_name": "Robin"})
    try:
        body = player.engine.runtimes[0].config["promptBody"]
    finally:
        await player.close()
    assert body.startswith("You help Sera talk to Robin.\n")
    assert "Robin wakes up in the glade." in body


async def test_a_card_plays_through_the_real_lorebook_agent(
    tmp_path: Path, model_server: ModelServer
) -> None:
    from studio.package import load_package
    from tests.cards.conftest import REAL_AGENTS

    if not (REAL_AGENTS / "studio.lorebook.js").is_file():
        pytest.skip("the studio.lorebook agent is not bundled in this build yet")
    root = _project(tmp_path, g.v3_card())
    package = load_package(root, bundled_agents_dir=REAL_AGENTS)
    model_server.script(text("ok"))
    async with _player(package, model_server) as player:
        await player.send("Tell me of the dragon and its fire.")
    sent = "\n".join(str(m["content"]) for m in _messages(model_server))
    assert "Dragons of Sera's world sleep under the Ash Hills." in sent  # keys + secondary
    assert "The kingdom is at war." in sent  # constant

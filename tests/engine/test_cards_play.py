"""Real cards play as their authors wrote them (issue 25 items 1-4), through
CharacterPlayer against the scripted model server. Cards are read from
``../shared/cards-corpus/`` (never copied into the project)."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest

from studio.cards import import_card
from studio.cards.read import read_card
from studio.engine.settings import PlayerSettings
from studio.engine.variables import VARIABLES_STORE
from tests.engine.conftest import bodies
from tests.support.model_server import ModelServer, text

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "cards-corpus"


def corpus(relative: str) -> Path:
    path = CORPUS / relative
    if not path.exists():
        pytest.skip(f"the cards corpus is not beside the project ({path})")
    return path


def imported(relative: str, tmp_path: Path) -> Path:
    return import_card(corpus(relative), tmp_path / "library").folder


def sent_text(body: dict[str, Any]) -> str:
    return "\n".join(str(m.get("content") or "") for m in body["messages"])


async def test_original_in_post_history_never_reaches_the_model(
    tmp_path, player_factory, model_server: ModelServer
) -> None:
    for card in ("seoulrebel__ST-Codex/Jeopardy!.png", "seoulrebel__ST-Codex/Hermione Granger.png"):
        root = imported(card, tmp_path / card.split("/")[-1])
        raw = read_card(corpus(card)).data["post_history_instructions"]
        assert "{{original}}" in raw
        player = player_factory(root, model="test-model")
        model_server.script(text("Hello."), text("Again."))
        await player.send("Hi there.")
        await player.send("And now?")
        for body in bodies(model_server)[-2:]:
            assert "{{original}}" not in sent_text(body)
            last = body["messages"][-1]
            if raw.strip() == "{{original}}":  # SillyTavern's default post-history is empty
                assert last == {"role": "user", "content": "And now?"} or last["role"] != "system"
            else:  # the card's own lines follow, last, as a system message
                assert last["role"] == "system"
                assert last["content"].lstrip().startswith("Jeopardy! is")
                assert not re.search(r"\{\{(char|user|random)", last["content"])


async def test_the_cards_depth_prompt_is_sent_at_its_depth(
    tmp_path, player_factory, model_server: ModelServer
) -> None:
    root = imported("seoulrebel__ST-Codex/Jeopardy!.png", tmp_path)
    note = read_card(corpus("seoulrebel__ST-Codex/Jeopardy!.png")).data["extensions"][
        "depth_prompt"
    ]
    assert note["depth"] == 4 and (root / "character-note.txt").exists()
    player = player_factory(root, model="test-model")
    for i in range(4):
        model_server.script(text(f"Reply {i}."))
        await player.send(f"Message {i}.")
    messages = bodies(model_server)[-1]["messages"]
    at = next(i for i, m in enumerate(messages) if m["content"].startswith("(AI MUST append"))
    assert messages[at]["role"] == "system" and "{{user}}" not in messages[at]["content"]
    # Four history messages after it: Reply 1, Message 2, Reply 2, Message 3.
    after = [m["content"] for m in messages[at + 1 :] if m["role"] != "system"]
    assert after == ["Reply 1.", "Message 2.", "Reply 2.", "Message 3."]


async def test_authors_note_depth_interval_role_and_variables(
    make_character, player_factory, model_server: ModelServer
) -> None:
    root = make_character(
        files={
            "intro.txt": "Welcome, {{user}}.",
            "post-history-instructions.txt": "{{setvar::turns::x}}{{addvar::seen::1}}"
            "Seen {{getvar::seen}} times. {{original}}",
        }
    )
    player = player_factory(root, settings=PlayerSettings(persona_name="Robin"))
    await player.new_conversation()
    await player.set_authors_note("Note for {{user}}.", depth=1, interval=2, role="user")
    assert player.authors_note() == {
        "text": "Note for {{user}}.", "depth": 1, "interval": 2, "role": "user"
    }
    for i in range(3):
        model_server.script(text(f"Reply {i}."))
        await player.send(f"Message {i}.")
    sent = bodies(model_server)
    assert not any("Note for" in sent_text(b) for b in (sent[0], sent[2]))
    messages = sent[1]["messages"]  # the second user message: 2 % 2 == 0
    assert messages[-3] == {"role": "user", "content": "Note for Robin."}
    assert messages[-2]["content"] == "Message 1."
    assert messages[-1]["content"] == "Seen 2 times. "
    stores = await player.stores()
    assert stores[VARIABLES_STORE] == {"turns": "x", "seen": 3}
    # Kept with the conversation: a new player over the same data sees them.
    conv = player.engine.session.conversation
    assert conv.load_store(VARIABLES_STORE) == {"turns": "x", "seen": 3}
    with pytest.raises(ValueError, match="role"):
        await player.set_authors_note("x", role="narrator")
    await player.set_authors_note("")
    assert player.authors_note()["text"] == ""


async def test_a_cards_regex_scripts_shape_the_request_not_the_conversation(
    tmp_path, player_factory, model_server: ModelServer
) -> None:
    card = "lide4144__sillytavern-character-cards/角色卡_修女与女忍的双面日常.json"
    root = imported(card, tmp_path)
    player = player_factory(root, model="test-model")
    update = "<UpdateVariable>\n_.set('好感度', 1);\n</UpdateVariable>"
    model_server.script(text("你好。" + update), text("再见。"))
    await player.send("你好")
    await player.send("再见")
    history = bodies(model_server)[-1]["messages"]
    replies = [m["content"] for m in history if m["content"].startswith("你好。")]
    assert replies == ["你好。"]  # "MVU·去除变量更新" (prompt-only, AI output) ran
    kept = [e["content"] for e in player.get_conversation() if e.get("role") == "assistant"]
    assert kept[0] == "你好。" + update  # the conversation keeps the reply as written


async def test_user_scripts_in_settings_run_before_the_cards(
    make_character, player_factory, model_server: ModelServer
) -> None:
    root = make_character()
    scripts = [{"scriptName": "shout", "findRegex": "/quiet/g", "replaceString": "LOUD",
                "placement": [1], "trimStrings": []}]
    player = player_factory(root, settings=PlayerSettings(regex_scripts=scripts))
    model_server.script(text("ok"))
    await player.send("quiet please, quiet")
    assert bodies(model_server)[-1]["messages"][-1]["content"] == "LOUD please, LOUD"


async def test_constant_lore_over_the_cards_token_budget_is_sent(
    tmp_path, player_factory, model_server: ModelServer
) -> None:
    card = "seoulrebel__ST-Codex/Fallout Tree.png"
    book = read_card(corpus(card)).data["character_book"]
    assert book["token_budget"] == 500
    constant = max(
        (e for e in book["entries"] if e.get("constant") and e.get("enabled", True)),
        key=lambda e: len(e["content"]),
    )
    root = imported(card, tmp_path)
    player = player_factory(root, model="test-model", settings=PlayerSettings(context_window=8192))
    model_server.script(text("ok"))
    await player.send("Hello.")
    lore = [m["content"] for m in bodies(model_server)[-1]["messages"]
            if m["content"].startswith("Runaway ")]
    assert len(lore) == 1 and "{{random" not in lore[0]  # its macros expanded too
    assert constant["content"].endswith("}} is useful and interesting.")
    assert lore[0].endswith(" is useful and interesting.")


async def test_the_lorebook_budget_is_a_quarter_of_the_context(
    make_character, player_factory, model_server: ModelServer
) -> None:
    entries = [
        {"keys": ["k"], "content": f"E{i:02d} " + "z" * 396, "insertion_order": 100 - i,
         "enabled": True}
        for i in range(40)
    ]
    lore = {"spec": "lorebook_v3", "data": {"entries": entries, "token_budget": 100}}
    root = make_character(
        files={"context/.lorebook.json": json.dumps(lore)},
        agents=[{"id": "t.lorebook", "implementation": "studio.lorebook",
                 "contextFile": ".lorebook.json"}],
    )
    for window, fired in ((4096, 10), (16384, 40)):
        player = player_factory(root, settings=PlayerSettings(context_window=window))
        model_server.script(text("ok"))
        await player.send("k")
        sent = sent_text(bodies(model_server)[-1])
        assert len(re.findall(r"E\d\d z", sent)) == fired  # 1024 / 101 tokens: 10


async def test_the_lorebook_budget_is_counted_as_the_model_counts(
    make_character, player_factory
) -> None:
    """A model whose tokenizer takes twice the estimate on the character's texts (as
    SmolLM2 takes 2.5 times on Chinese) gets half the estimated tokens of lore: the
    budget stays a quarter of its window in its own tokens (context.tokenRatio)."""
    entries = [
        {"keys": ["k"], "content": f"E{i:02d} " + "z" * 396, "insertion_order": 100 - i,
         "enabled": True}
        for i in range(40)
    ]
    lore = {"spec": "lorebook_v3", "data": {"entries": entries}}
    root = make_character(
        files={"context/.lorebook.json": json.dumps(lore), "instructions.txt": "w " * 1000},
        agents=[{"id": "t.lorebook", "implementation": "studio.lorebook",
                 "contextFile": ".lorebook.json"}],
    )
    double = lambda text: 2 * -(-len(text.encode("utf-8")) // 4)  # noqa: E731
    for counter, fired in ((double, 10), (None, 20)):
        with ModelServer(context_limit=8192, props=True, counter=counter) as server:
            player = player_factory(root, base_url=server.url, provider="llamacpp")
            server.script(text("ok"))
            await player.send("k")
            sent = sent_text(bodies(server)[-1])
            # 2,048 model tokens: 1,024 estimated with the ratio 2 (101 each: 10 entries)
            assert len(re.findall(r"E\d\d z", sent)) == fired
            await player.close()


async def test_idle_duration_counts_from_the_users_previous_message(
    make_character, player_factory, model_server: ModelServer
) -> None:
    root = make_character(files={"post-history-instructions.txt": "Idle: {{idle_duration}}."})
    player = player_factory(root)
    model_server.script(text("One."), text("Two."))
    before = time.time()
    await player.send("first")
    entries = player.get_conversation()
    assert before <= entries[0]["at"] <= time.time()  # the user entry carries when it was sent
    # As if "first" had been sent 5 minutes ago: the next request says so.
    conv = player.engine.session.conversation
    conv.replace_entries([{**entries[0], "at": entries[0]["at"] - 300}, *entries[1:]])
    await player.send("second")
    assert bodies(model_server)[-1]["messages"][-1]["content"] == "Idle: 5 minutes."

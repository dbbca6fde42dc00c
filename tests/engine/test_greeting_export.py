"""A conversation's greeting opens its export, as the character's first message.

One character's greeting is not an entry: the header says which one (0 the
intro, N the N-th alternate greeting) and the player expands its macros with
the conversation's persona. ``CharacterPlayer.greeting_for(header)`` gives that
text for any conversation; ``export_conversation(greeting=...)`` puts it first.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from studio.storage.chat_export import ChatMeta, export_chat, export_conversation
from studio.storage.settings import settings_path
from tests.engine.helpers_contract import streamed
from tests.support.model_server import text

ROOT = Path(__file__).resolve().parents[2]

FILES = {
    "intro.txt": "Welcome, {{user}}.",
    "greetings/01.txt": "*{{char}} looks up from the map.* Lost again, {{user}}?",
}
ENTRIES = [{"role": "user", "content": "Yes."}, {"role": "assistant", "content": "Sit down."}]


def test_every_format_opens_with_the_greeting_as_the_characters_message() -> None:
    meta = ChatMeta(character="Mara", greeting="Welcome, Ann.", user_name="Ann")
    markdown = export_chat(ENTRIES, meta, fmt="markdown")
    assert markdown.index("**Mara:**\n\nWelcome, Ann.") < markdown.index("**Ann:**\n\nYes.")
    plain = export_chat(ENTRIES, meta, fmt="text")
    assert plain.index("Mara:\nWelcome, Ann.") < plain.index("Ann:\nYes.")
    page = export_chat(ENTRIES, meta, fmt="html")
    assert page.index('id="greeting"') < page.index('id="m0"')
    messages = json.loads(export_chat(ENTRIES, meta, fmt="json"))["messages"]
    assert messages[0] == {"index": None, "name": "Mara", "role": "assistant",
                           "content": "Welcome, Ann.", "greeting": True}  # fmt: skip
    assert [m["index"] for m in messages[1:]] == [0, 1]  # the entries keep their indexes
    # No greeting (a blank intro, or a party whose greetings are entries): nothing added.
    assert "Mara:" not in export_chat(ENTRIES[:1], ChatMeta(character="Mara"), fmt="text")


async def test_the_chosen_greeting_is_exported_with_the_conversations_persona(
    make_character, player_factory, model_server
) -> None:
    player = player_factory(make_character(files=FILES))
    await player.new_conversation(greeting=1, persona={"name": "Ann", "description": ""})
    model_server.script(text("Sit down."))
    await player.send("Yes.")
    session = player.engine.session
    assert player.greeting_for(session.conversation.header) == player.greeting_text()
    doc = export_conversation(
        player.engine.store, session.conversation, character="Tester", conversation_id=None,
        path=None, fmt="markdown", include_logs=False, include_reasoning=False,
        user_name="Ann", greeting=player.greeting_for,
    )  # fmt: skip
    first = doc.index("**Tester:**\n\n*Tester looks up from the map.* Lost again, Ann?")
    assert first < doc.index("**Ann:**\n\nYes.") < doc.index("Sit down.")
    # Another saved conversation: its own header gives its own greeting.
    other = player.conversation_id
    await player.new_conversation()
    doc = export_conversation(
        player.engine.store, player.engine.session.conversation, character="Tester",
        conversation_id=other, path=None, fmt="text", include_logs=False,
        include_reasoning=False, greeting=player.greeting_for,
    )  # fmt: skip
    assert "Tester:\n*Tester looks up from the map.* Lost again, Ann?" in doc


async def test_player_export_chat_opens_with_the_greeting(
    make_character, player_factory, model_server
) -> None:
    player = player_factory(make_character(files=FILES))
    model_server.script(text("Sit down."))
    await player.send("Yes.")
    doc = await player.export_chat(fmt="text")
    assert doc.index("Tester:\nWelcome, User.") < doc.index("You:\nYes.")
    messages = json.loads(await player.export_chat(fmt="json"))["messages"]
    assert [(m["index"], m["content"]) for m in messages] == [
        (None, "Welcome, User."), (0, "Yes."), (1, "Sit down.")
    ]  # fmt: skip
    # Choosing another greeting (before the first message) changes what is exported.
    await player.new_conversation()
    await player.set_greeting(1)
    await player.set_persona("Ann")
    doc = await player.export_chat(fmt="markdown")
    assert "**Tester:**\n\n*Tester looks up from the map.* Lost again, Ann?" in doc
    assert "Welcome" not in doc


def _write_conversation(folder: Path, conv_id: str, header: dict[str, Any], *entries: Any) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    lines = [{"schema_version": 1, "id": conv_id, "title": "", "created": "2026-01-01T00:00:00Z",
              **header}, *entries]  # fmt: skip
    (folder / f"conversation_{conv_id}.jsonl").write_text(
        "".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8"
    )


def test_the_export_chat_command_opens_with_the_greeting(make_character, tmp_path: Path) -> None:
    root = make_character(files=FILES)
    # A conversation saved with a greeting chosen, and one from before greetings were
    # recorded (header only): the intro, {{user}} from the settings' persona.
    _write_conversation(root / "conversations", "01", {"greeting": 1, "persona": {"name": "Ann"}},
                        {"role": "user", "content": "Yes."})  # fmt: skip
    _write_conversation(root / "conversations", "02", {}, {"role": "user", "content": "Hi."})
    settings = settings_path()  # In the test's own user folders (tests/conftest.py).
    assert str(settings).startswith(os.environ["XDG_DATA_HOME"])
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(json.dumps({"persona_name": "Bo"}), encoding="utf-8")
    out = tmp_path / "chat.txt"
    run = [sys.executable, "-m", "studio", "export-chat", str(root), "-o", str(out)]
    for conv, greeting, user in (
        ("1", "*Tester looks up from the map.* Lost again, Ann?", "Ann:\nYes."),
        ("2", "Welcome, Bo.", "Bo:\nHi."),
    ):
        result = subprocess.run([*run, "--conversation", conv], capture_output=True, text=True,
                                cwd=ROOT, timeout=60, check=False)  # fmt: skip
        assert result.returncode == 0, result.stderr
        doc = out.read_text(encoding="utf-8")
        assert doc.index(f"Tester:\n{greeting}") < doc.index(user)


async def test_the_conversation_list_counts_the_greeting(
    make_character, player_factory, model_server
) -> None:
    root = make_character(files=FILES)
    player = player_factory(root)
    first = await player.new_conversation()
    model_server.script(text("Sit down."))
    await player.send("Yes.")
    chosen = await player.new_conversation(greeting=1)
    # A conversation saved before greetings were recorded: its header names none.
    _write_conversation(root / "conversations", "09", {})
    counts = {c["id"]: c["message_count"] for c in await player.list_conversations()}
    assert counts == {first: 3, chosen: 1, "09": 1}
    # What the chat shows of the old one: the intro, as its first message.
    await player.load_conversation("09")
    assert player.get_conversation() == [] and player.greeting_text() == "Welcome, User."


async def test_no_greeting_counts_nothing(make_character, player_factory) -> None:
    player = player_factory(make_character(files={"intro.txt": "  \n"}))
    conv = await player.new_conversation()
    assert [c["message_count"] for c in await player.list_conversations()] == [0]
    assert "Tester:" not in await player.export_chat(fmt="text", conversation_id=conv)


async def test_the_greeting_is_sent_once_before_the_first_message(
    make_character, player_factory, model_server
) -> None:
    player = player_factory(make_character(files=FILES))
    await player.new_conversation(greeting=1, persona={"name": "Ann", "description": ""})
    model_server.script(text("Sit down."), text("Good."))
    await player.send("Yes.")
    await player.send("Thanks.")
    greeting = "*Tester looks up from the map.* Lost again, Ann?"
    for body in streamed(model_server):
        said = [(m["role"], m["content"]) for m in body["messages"] if m["role"] != "system"]
        assert said.count(("assistant", greeting)) == 1
        assert said.index(("assistant", greeting)) < said.index(("user", "Yes."))
    # The entries are the history (index 0 is the first user message, as the reference
    # has it); the greeting is not among them.
    assert [e["content"] for e in player.get_conversation()] == [
        "Yes.", "Sit down.", "Thanks.", "Good."
    ]  # fmt: skip

"""A conversation's greeting opens its export, as the character's first message.

One character's greeting is not an entry: the header says which one (0 the
intro, N the N-th alternate greeting) and the player expands its macros with
the conversation's persona. ``CharacterPlayer.greeting_for(header)`` gives that
text for any conversation; ``export_conversation(greeting=...)`` puts it first.
"""

from __future__ import annotations

import json

import pytest

from studio.storage.chat_export import ChatMeta, export_chat, export_conversation
from tests.support.model_server import text

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


@pytest.mark.xfail(
    strict=True,
    reason="CharacterPlayer.export_chat (studio/engine/player_inspect.py) does not yet pass "
    "greeting=self.greeting_for to export_conversation; remove this mark with that line",
)
async def test_player_export_chat_opens_with_the_greeting(
    make_character, player_factory, model_server
) -> None:
    player = player_factory(make_character(files=FILES))
    model_server.script(text("Sit down."))
    await player.send("Yes.")
    doc = await player.export_chat(fmt="text")
    assert doc.index("Tester:\nWelcome, User.") < doc.index("You:\nYes.")

"""Markdown-only regex scripts shape the chat as shown, never the prompt (issue 25)."""

from __future__ import annotations

from studio.engine.settings import PlayerSettings
from tests.engine.conftest import bodies
from tests.support.replies import text
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server


def _script(name: str, find: str, replace: str, **flags: bool) -> dict:
    return {"scriptName": name, "findRegex": find, "replaceString": replace,
            "placement": [1, 2], "trimStrings": [], **flags}  # fmt: skip


def test_markdown_only_scripts_change_the_display_not_the_prompt(chat: Chat, qtbot) -> None:
    scripts = [
        _script("hide", "/secret/g", "[hidden]", markdownOnly=True),
        _script("prompt", "/plain/g", "PROMPT", promptOnly=True),
    ]
    chat.open(settings=PlayerSettings(regex_scripts=scripts))
    pane = chat.pane()
    chat.server.script(text("The secret is plain."))
    pane.send("tell me the secret, plainly")
    qtbot.waitUntil(lambda: [r.kind for r in pane.model.rows()] == ["user", "assistant"]
                    and not pane.model.streaming, timeout=15000)  # fmt: skip
    chat.wait_idle()
    delegate = pane.view.chat_delegate
    shown = [delegate.html(r) for r in pane.model.rows()]
    assert "[hidden]" in shown[0] and "secret" not in shown[0] and "plainly" in shown[0]
    assert "The [hidden] is plain." in shown[1] and "PROMPT" not in shown[1]
    # The conversation keeps what was written; the model got the prompt-only rewrite
    # and never the markdown-only one.
    assert [e["content"] for e in chat.entries()] == [
        "tell me the secret, plainly", "The secret is plain."
    ]  # fmt: skip
    sent = bodies(chat.server)[-1]["messages"][-1]["content"]
    assert sent == "tell me the secret, PROMPTly"
    # Exports read like the chat: the documents as shown, the JSON as written.
    async def export(player, fmt: str) -> str:
        return await player.export_chat(fmt=fmt)

    markdown = chat.call(lambda p: export(p, "markdown"))
    assert "The [hidden] is plain." in markdown and "secret" not in markdown
    assert "The secret is plain." in chat.call(lambda p: export(p, "json"))


def test_display_scripts_shape_the_greeting_too(chat: Chat, qtbot) -> None:
    """A card's status-bar script (AI output, markdown-only) turns a placeholder in the
    greeting into what the author drew, as SillyTavern shows the first message."""
    scripts = [{"scriptName": "bar", "findRegex": "/<StatusPlaceHolderImpl\\/>/g",
                "replaceString": "**Coins: 30**", "placement": [2], "trimStrings": [],
                "markdownOnly": True}]  # fmt: skip
    chat.open(settings=PlayerSettings(regex_scripts=scripts),
              intro="The bell rings.\n\n<StatusPlaceHolderImpl/>")  # fmt: skip
    pane = chat.pane()
    qtbot.waitUntil(lambda: [r.kind for r in pane.model.rows()] == ["intro"], timeout=15000)
    shown = pane.view.chat_delegate.html(pane.model.rows()[0])
    assert "Coins: 30" in shown and "StatusPlaceHolderImpl" not in shown

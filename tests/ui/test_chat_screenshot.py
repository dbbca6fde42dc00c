"""A screenshot of the chat with a realistic conversation (written to /tmp/chat.png)."""

from __future__ import annotations

from pathlib import Path

from tests.support.replies import http_error, text, tool_calls
from tests.ui import conftest_chat
from tests.ui.conftest_chat import Chat

chat = conftest_chat.chat
model_server = conftest_chat.model_server

REPLY = """Of course! Here is the **plan** for tonight:

1. Put the kettle on
2. Feed *Mog* — she prefers `salmon`

```python
def brew(minutes: int = 4) -> str:
    return f"Tea steeped for {minutes} minutes"
```

> Tea first, questions later. <script>alert('no')</script>"""


def test_screenshot_of_a_realistic_chat(chat: Chat, qtbot) -> None:
    chat.open(intro="*The kettle whistles.* Welcome back to the **Old Mill** tea room.")
    pane = chat.pane()
    pane.resize(720, 900)
    chat.server.script(
        tool_calls([("remember", {"fact": "Mog likes salmon"})]),
        text(REPLY),
        http_error(401, "Incorrect API key provided"),
    )
    pane.send("Remember that my cat Mog likes salmon, and tell me the plan.")
    chat.wait_idle()
    pane.send("And after that?")
    chat.wait_idle()
    qtbot.waitUntil(lambda: [r.kind for r in pane.model.rows()]
                    == ["intro", "user", "tools", "log", "assistant", "user", "error"],
                    timeout=15000)
    pane.toasts.show_toast("Saved to memory")
    qtbot.waitUntil(lambda: pane.view.verticalScrollBar().value()
                    == pane.view.verticalScrollBar().maximum())
    pane.view.scrollToTop()
    out = Path("/tmp/chat.png")
    assert pane.grab().save(str(out))
    assert out.stat().st_size > 10_000


def test_screenshot_of_stopped_rejected_and_streaming_rows(qtbot) -> None:
    from studio.ui.chat import ChatModel
    from studio.ui.chat.view import ChatView

    model = ChatModel()
    view = ChatView("Ada")
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(640, 420)
    view.show()
    model.set_entries([
        {"role": "user", "content": "Tell me a long story."},
        {"role": "assistant", "content": "Once upon a time, in a mill by the river,",
         "stopped": True},
        {"role": "user", "content": "What is 2 + 2?"},
        {"role": "assistant", "content": "Five, obviously.", "rejected": True},
        {"role": "error", "content": "The agent test.memo crashed: kaboom", "kind": "agent",
         "agentId": "test.memo"},
        {"role": "user", "content": "Try again, please."},
    ])
    model.append_stream("It is **four**. Let me expl")
    qtbot.waitUntil(lambda: view.verticalScrollBar().value() == view.verticalScrollBar().maximum())
    out = Path("/tmp/chat_states.png")
    assert view.grab().save(str(out))

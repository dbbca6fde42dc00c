"""Conversations are created only on New or with the first message; reloads keep the
open one; launches resume the latest; counts follow a reply; several can be deleted;
forks show as a tree under their source."""

from __future__ import annotations

from pathlib import Path

from studio.ui.chat import conversations
from studio.ui.main_window import MainWindow
from tests.support.model_server import text
from tests.ui.test_main_window import _project, _replace_text, make_window  # noqa: F401


def _journals(root: Path) -> list[str]:
    folder = root / "conversations"
    if not folder.is_dir():
        return []
    return sorted(p.name for p in folder.glob("conversation_*.jsonl") if p.name.count(".") == 1)


def _open(qtbot, window: MainWindow, root: Path) -> None:
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_project(root)
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=15_000)


def test_no_empty_conversations_pile_up(qtbot, make_window, tmp_path, model_server) -> None:  # noqa: F811
    window = make_window()
    root = _project(tmp_path, "plain")
    _open(qtbot, window, root)
    # Saves reload the character; a new context file does too; the store inspector and
    # the agent log read. None of it creates a conversation.
    for n in range(2):
        _replace_text(window.editor.current_document(), f"You are Mara ({n}).")
        with qtbot.waitSignal(window.characterOpened, timeout=15_000):
            assert window.editor.save_current()
        qtbot.waitUntil(lambda: not window.bridge.busy, timeout=15_000)
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.editor.project_edits.add_context_file("notes.txt")
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=15_000)
    assert _journals(root) == []
    # The first message creates one.
    model_server.script(text("Hello."), text("Again."))
    window.chat.send("hi")
    qtbot.waitUntil(lambda: len(window.chat.entries) == 2, timeout=15_000)
    qtbot.waitUntil(lambda: window.conversations.ids() == ["01"], timeout=5_000)
    # 3 messages: the intro the chat opens with, then the exchange (docs/ENGINE.md).
    qtbot.waitUntil(
        lambda: window.conversations.item_for("01").text(1) == "3", timeout=5_000
    )
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.reopen_player()  # what every save does
    qtbot.waitUntil(lambda: window.bridge.player.conversation_id == "01", timeout=10_000)
    assert _journals(root) == ["conversation_01.jsonl"]
    # New on an empty conversation does not stack another empty one.
    window.conversations.new()
    qtbot.waitUntil(lambda: window.conversations.ids() == ["01", "02"], timeout=5_000)
    window.conversations.new()
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=5_000)
    assert _journals(root) == ["conversation_01.jsonl", "conversation_02.jsonl"]


def test_a_launch_resumes_the_latest_conversation(
    qtbot, make_window, tmp_path, model_server  # noqa: F811
) -> None:
    root = _project(tmp_path, "plain")
    first = make_window()
    _open(qtbot, first, root)
    model_server.script(text("Hello."))
    first.chat.send("hi")
    qtbot.waitUntil(lambda: len(first.chat.entries) == 2, timeout=15_000)
    first.close()
    second = make_window()
    _open(qtbot, second, root)
    qtbot.waitUntil(lambda: [e["content"] for e in second.chat.entries] == ["hi", "Hello."],
                    timeout=10_000)
    assert _journals(root) == ["conversation_01.jsonl"]


def test_several_conversations_delete_at_once_and_forks_are_a_tree(
    qtbot, make_window, tmp_path, model_server, monkeypatch  # noqa: F811
) -> None:
    window = make_window()
    root = _project(tmp_path, "plain")
    _open(qtbot, window, root)
    model_server.script(text("one"), text("two"))
    window.chat.send("a")
    qtbot.waitUntil(lambda: len(window.chat.entries) == 2, timeout=15_000)
    window.chat.send("b")
    qtbot.waitUntil(lambda: len(window.chat.entries) == 4, timeout=15_000)
    window.bridge.submit(lambda p: p.fork(1), what="fork")
    qtbot.waitUntil(lambda: window.conversations.ids() == ["01", "02"], timeout=10_000)
    panel = window.conversations
    fork = panel.item_for("02")
    assert fork.parent() is panel.item_for("01")  # a branch under its source
    assert "from message 2" in fork.text(0)
    # Jump to the source branch by selecting it.
    panel.tree.setCurrentItem(panel.item_for("01"))
    qtbot.waitUntil(lambda: window.bridge.player.conversation_id == "01", timeout=10_000)
    # Multi-select delete.
    window.conversations.new()
    qtbot.waitUntil(lambda: len(panel.ids()) == 3, timeout=10_000)
    for cid in ("02", "03"):
        panel.item_for(cid).setSelected(True)
    panel.item_for("01").setSelected(False)
    monkeypatch.setattr(conversations, "confirm", lambda _p, _t, text: "these 2" in text)
    panel.delete()
    qtbot.waitUntil(lambda: panel.ids() == ["01"], timeout=10_000)
    assert _journals(root) == ["conversation_01.jsonl"]

"""RequestInspector: the requests behind an assistant entry, and never the key."""

from __future__ import annotations

from studio.ui.inspectors import RequestInspector, find_rounds
from tests.support.model_server import text, tool_calls, usage
from tests.ui.helpers_inspectors import (  # noqa: F401
    COUNTER_JS,
    KEY,
    bridge,
    make_character,
    model_server,
    open_player,
    run_job,
)


def test_shows_all_rounds_usage_and_never_the_key(
    qtbot, bridge, make_character, model_server, tmp_path  # noqa: F811
):
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    open_player(qtbot, bridge, root, model_server, tmp_path / "d")
    model_server.script(
        text("first answer"), usage(prompt=11, completion=3),
        tool_calls([("bump", {"by": 2})]), usage(prompt=21, completion=5),
        text("bumped"), usage(prompt=31, completion=7),
    )
    run_job(qtbot, bridge, lambda p: p.send("hello"))
    run_job(qtbot, bridge, lambda p: p.send(f"bump it, my key is not {KEY[:4]}"))
    entries = run_job(qtbot, bridge, _entries)
    last = len(entries) - 1
    assert entries[last]["content"] == "bumped"

    dialog = RequestInspector(bridge, last)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=10_000):
        dialog.show()
    assert dialog.round_list.count() == 2
    assert dialog.round_list.currentRow() == 1
    assert "this entry" in dialog.round_list.item(1).text()
    assert "31+7 tokens" in dialog.round_list.item(1).text()
    roles = [dialog.messages.item(i).text().split(":")[0] for i in range(dialog.messages.count())]
    assert roles[0] == "system" and roles[-2:] == ["assistant", "tool"]
    assert "bump" in dialog.tools.toPlainText()
    assert '"completion_tokens": 7' in dialog.response.toPlainText()
    assert "bumped" in dialog.response.toPlainText()
    dialog.messages.setCurrentRow(dialog.messages.count() - 1)
    assert "count=2" in dialog.message_detail.toPlainText()
    assert KEY not in dialog.all_text() and "Bearer" not in dialog.all_text()

    # The intermediate tool-call entry belongs to the same response: same rounds.
    middle = RequestInspector(bridge, last - 2)
    qtbot.addWidget(middle)
    qtbot.waitUntil(lambda: middle.round_list.count() == 2)
    assert middle.round_list.currentRow() == 0

    first = RequestInspector(bridge, 1)
    qtbot.addWidget(first)
    qtbot.waitUntil(lambda: first.round_list.count() == 1)
    assert "11+3 tokens" in first.round_list.item(0).text()
    assert "first answer" in first.response.toPlainText()
    for round_ in first.rounds + dialog.rounds:
        assert KEY not in str(round_)


async def _entries(player):
    return player.get_conversation()


def test_find_rounds_and_scrubbing() -> None:
    entries = [{"role": "user"}, {"role": "assistant"}, {"role": "user"},
               {"role": "assistant"}, {"role": "tool"}, {"role": "assistant"}]
    records = [{"entries_before": n, "request": {"n": n}} for n in (1, 3, 5)]
    rounds, produced = find_rounds(entries, records, 5)
    assert [r["entries_before"] for r in rounds] == [3, 5] and produced == 1
    rounds, produced = find_rounds(entries, records, 1)
    assert [r["entries_before"] for r in rounds] == [1] and produced == 0
    assert find_rounds([], [], 0) == ([], None)


def test_find_rounds_counts_only_the_shown_answer() -> None:
    """After Regenerate, the rounds of the answer shown, not of every attempt."""
    user = {"role": "user", "alternatives": [[{"role": "assistant"}]], "alternative": 1}
    entries = [user, {"role": "assistant", "tool_calls": []}, {"role": "tool"},
               {"role": "assistant"}]
    first = [{"entries_before": 1, "request": {"a": 1}}]  # the answer regenerated away
    second = [{"entries_before": 1, "request": {"b": 1}}, {"entries_before": 3, "request": {}}]
    rounds, produced = find_rounds(entries, first + second, 3)
    assert rounds == second and produced == 1
    # Showing the first alternative again shows its one round.
    shown_first = [{**user, "alternative": 0}, {"role": "assistant"}]
    rounds, produced = find_rounds(shown_first, first + second, 1)
    assert rounds == first and produced == 0


def test_credential_fields_are_dropped_defensively(
    qtbot, bridge, make_character, model_server, tmp_path  # noqa: F811
):
    root = make_character()
    player = open_player(qtbot, bridge, root, model_server, tmp_path / "d")
    model_server.script(text("hi"))
    run_job(qtbot, bridge, lambda p: p.send("hello"))

    async def poison(p):
        # Simulate a journal that somehow holds a credential.
        p.engine.session.conversation.append_request(
            {"entries_before": 1, "request": {"model": "m", "api_key": KEY,
                                              "headers": {"Authorization": f"Bearer {KEY}"}},
             "status": 200, "usage": None, "duration_ms": 1, "attempt": 1}
        )

    run_job(qtbot, bridge, poison)
    dialog = RequestInspector(bridge, 1)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.round_list.count() == 2)
    for row in range(2):
        dialog.round_list.setCurrentRow(row)
        assert KEY not in dialog.all_text()
    assert player is bridge.player


def test_a_request_that_cannot_be_rebuilt_says_why(
    qtbot, bridge, make_character, model_server, tmp_path  # noqa: F811
):
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    open_player(qtbot, bridge, root, model_server, tmp_path / "d")
    model_server.script(text("first answer"))
    run_job(qtbot, bridge, lambda p: p.send("hello"))
    folder = run_job(qtbot, bridge, _blocks_folder)
    # The tool definitions are a content-addressed block; lose it.
    for block in folder.iterdir():
        block.unlink()
    dialog = RequestInspector(bridge, 1)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=10_000):
        dialog.show()
    assert dialog.round_list.count() == 1
    assert "missing" in dialog.response.toPlainText()
    assert "first answer" in dialog.response.toPlainText()  # the rest is still shown
    assert dialog.messages.count() == 0  # no guessed request


async def _blocks_folder(player):
    await player.read_requests()  # the turn's record is written
    conv = player.engine.session.conversation
    return conv.folder / f"conversation_{conv.id}.requests.blocks"

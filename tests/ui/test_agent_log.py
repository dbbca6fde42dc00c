"""AgentLogPanel against a real bridge, player and scripted model server."""

from __future__ import annotations

from PySide6.QtCore import Qt

from studio.ui.inspectors import AgentLogPanel
from studio.ui.inspectors.log_model import CALL_COLUMNS, RowsModel
from tests.support.model_server import text, tool_calls
from tests.ui.helpers_inspectors import (  # noqa: F401
    COUNTER_JS,
    DEBUG_JS,
    bridge,
    make_character,
    model_server,
    open_player,
    run_job,
)

FAILING_JS = """/**
 * @agent test.failing
 * @tool explode
 * @tool-params {"type":"object","properties":{}}
 */
export function onToolCall(toolName, args, store) {
  throw new Error("kaboom");
}
"""


def _cells(panel: AgentLogPanel, row: int) -> dict[str, str]:
    model = panel.calls
    return {c.title: model.index(row, i).data() for i, c in enumerate(CALL_COLUMNS)}


def test_rows_for_tool_calls_and_commands(
    qtbot, bridge, make_character, model_server, tmp_path  # noqa: F811
):
    root = make_character(
        files={"agents/test.counter.js": COUNTER_JS, "agents/test.failing.js": FAILING_JS},
        agents=["test.counter", "test.failing"],
    )
    open_player(qtbot, bridge, root, model_server, tmp_path / "d")
    panel = AgentLogPanel(bridge)
    qtbot.addWidget(panel)
    model_server.script(tool_calls([("bump", {"by": 2}), ("explode", {})]), text("done"))
    run_job(qtbot, bridge, lambda p: p.send("go"))
    assert run_job(qtbot, bridge, lambda p: p.command("@set 7")) is None
    qtbot.waitUntil(lambda: panel.calls.rowCount() == 3)

    bump, boom, command = (_cells(panel, r) for r in range(3))
    assert bump["Agent"] == "test.counter" and bump["Tool / command"] == "bump"
    assert bump["Arguments"] == '{"by":2}' and bump["toolCallId"] == "1"
    assert bump["Result"] == "count=2 id=1" and bump["Duration"].endswith(" ms")
    assert float(bump["Duration"].split()[0]) >= 0 and bump["By"] == "model"
    assert boom["toolCallId"] == "2" and "kaboom" in boom["Result"]
    assert panel.calls.row(1)["ok"] is False
    assert panel.calls.index(1, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
    assert panel.calls.index(0, 0).data(Qt.ItemDataRole.BackgroundRole) is None
    assert command["Tool / command"] == "@set" and command["By"] == "direct"
    assert command["Arguments"] == '"7"' and command["toolCallId"] == ""
    # Full result in the tooltip and the detail pane.
    assert panel.calls.index(0, 4).data(Qt.ItemDataRole.ToolTipRole) == "count=2 id=1"
    panel.calls_view.selectRow(1)
    detail = panel.detail.toPlainText()
    assert "kaboom" in detail and "tool_call_id: 2" in detail
    assert panel.count_label.text() == "3 calls"

    panel.clear_button.click()
    assert panel.calls.rowCount() == 0 and panel.detail.toPlainText() == ""


def test_debug_log_live_and_reloaded_on_conversation_switch(
    qtbot, bridge, make_character, model_server, tmp_path  # noqa: F811
):
    root = make_character(
        files={"agents/test.debugger.js": DEBUG_JS, "agents/test.counter.js": COUNTER_JS},
        agents=["test.debugger", "test.counter"],
    )
    open_player(qtbot, bridge, root, model_server, tmp_path / "d")
    panel = AgentLogPanel(bridge)
    qtbot.addWidget(panel)
    assert [panel.agent_combo.itemText(i) for i in range(panel.agent_combo.count())] == [
        "test.debugger"
    ]
    model_server.script(tool_calls([("echo", {"x": "hi"}), ("bump", {"by": 1})]), text("ok"))
    run_job(qtbot, bridge, lambda p: p.send("go"))
    run_job(qtbot, bridge, lambda p: p.command("@dbg note"))
    qtbot.waitUntil(lambda: panel.debug.rowCount() == 2)
    assert [(r["kind"], r["name"]) for r in panel.debug.rows()] == [
        ("tool", "echo"), ("command", "@dbg")
    ]
    assert panel.debug.index(0, 4).data() == "echo hi"

    async def current(p):
        return p.conversation_id

    conversation = run_job(qtbot, bridge, current)

    run_job(qtbot, bridge, lambda p: p.new_conversation())
    qtbot.waitUntil(lambda: panel.debug.rowCount() == 0)
    run_job(qtbot, bridge, lambda p: p.load_conversation(conversation))
    qtbot.waitUntil(lambda: panel.debug.rowCount() == 2)
    assert panel.debug_records("test.debugger")[1]["args"] == "note"


def test_thousands_of_rows_append_incrementally(qtbot, bridge):  # noqa: F811
    panel = AgentLogPanel(bridge)
    qtbot.addWidget(panel)
    inserted: list[tuple[int, int]] = []
    panel.calls.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    resets: list[int] = []
    panel.calls.modelReset.connect(lambda: resets.append(1))
    for n in range(3000):
        panel.add_call({"type": "toolCall", "agent_id": "a", "tool_name": "t", "args": {"n": n},
                        "result": "x" * 500, "ok": True, "invoked_by": "model",
                        "tool_call_id": n, "duration_ms": 1.0})
    assert panel.calls.rowCount() == 3000 and inserted[-1] == (2999, 2999) and not resets
    assert len(panel.calls.index(0, 4).data()) <= 100


def test_rows_model_is_empty_for_child_indexes() -> None:
    model = RowsModel(CALL_COLUMNS)
    model.append([{"tool_name": "x"}])
    assert model.rowCount(model.index(0, 0)) == 0


def test_the_call_table_shows_the_open_conversation_only(
    qtbot, bridge, make_character, model_server, tmp_path  # noqa: F811
):
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    open_player(qtbot, bridge, root, model_server, tmp_path / "d")
    panel = AgentLogPanel(bridge)
    qtbot.addWidget(panel)
    model_server.script(tool_calls([("bump", {"by": 2})]), text("done"))
    run_job(qtbot, bridge, lambda p: p.send("go"))
    qtbot.waitUntil(lambda: panel.calls.rowCount() == 1)
    # An edit keeps the table (its conversationChanged is delivered before the job's result).
    run_job(qtbot, bridge, lambda p: p.edit(0, "go on"))
    assert panel.calls.rowCount() == 1
    run_job(qtbot, bridge, lambda p: p.new_conversation())
    qtbot.waitUntil(lambda: panel.calls.rowCount() == 0)
    assert panel.count_label.text() == "0 calls"


LOREBOOK = {
    "spec": "lorebook_v3",
    "data": {
        "name": "Frostmarch",
        "extensions": {},
        "entries": [
            {"keys": ["dragon"], "content": "Dragons of Frostmarch hoard silver.", "id": 1,
             "name": "Dragons", "extensions": {}, "enabled": True, "insertion_order": 10,
             "use_regex": False},
        ],
    },
}  # fmt: skip


def test_log_lines_say_which_lorebook_entries_fired(
    qtbot, bridge, make_character, model_server, tmp_path  # noqa: F811
):
    import json

    root = make_character(
        files={"context/.lorebook.json": json.dumps(LOREBOOK)},
        agents=[{"id": "frost.lorebook", "implementation": "studio.lorebook",
                 "contextFile": ".lorebook.json"}],
    )  # fmt: skip
    open_player(qtbot, bridge, root, model_server, tmp_path / "d")
    panel = AgentLogPanel(bridge)
    qtbot.addWidget(panel)
    assert panel.tabs.tabText(1) == "Log lines"
    model_server.script(text("They do."), text("Hello."))
    run_job(qtbot, bridge, lambda p: p.send("Tell me of the dragon"))
    line = 'Lorebook: "Dragons" fired (9 tokens).'
    qtbot.waitUntil(lambda: panel.logs.rowCount() == 1)
    assert [panel.logs.index(0, c).data() for c in range(3)] == ["1", "frost.lorebook", line]
    assert panel.calls.rowCount() == 0  # not a tool call
    # Another conversation has none; back in this one, the line is read from it.
    conversation = run_job(qtbot, bridge, lambda p: p.resume_latest())
    run_job(qtbot, bridge, lambda p: p.new_conversation())
    qtbot.waitUntil(lambda: panel.logs.rowCount() == 0)
    run_job(qtbot, bridge, lambda p: p.load_conversation(conversation))
    qtbot.waitUntil(lambda: panel.logs.rowCount() == 1)
    assert panel.logs.row(0)["message"] == line
    panel.logs_view.selectRow(0)
    assert panel.detail.toPlainText() == f"frost.lorebook, entry 1:\n{line}"

"""StoreInspector against a real bridge, player and scripted model server."""

from __future__ import annotations

import json
from pathlib import Path

from studio.ui.inspectors import StoreInspector
from studio.ui.inspectors.store_inspector import VALUE_PATH_ROLE
from tests.engine.helpers_contract import conv_file
from tests.support.model_server import text, tool_calls
from tests.ui.helpers_inspectors import (  # noqa: F401
    COUNTER_JS,
    bridge,
    make_character,
    model_server,
    open_player,
    run_job,
)


def _counter_player(qtbot, bridge, make_character, model_server, tmp_path):  # noqa: F811
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    return root, open_player(qtbot, bridge, root, model_server, tmp_path / "d")


def _child_texts(inspector: StoreInspector, store_id: str) -> dict[str, str]:
    row = inspector.agent_item(store_id)
    assert row is not None
    model = inspector.model
    return {
        model.index(r, 0, row.index()).data(): model.index(r, 1, row.index()).data()
        for r in range(row.rowCount())
    }


def test_tree_updates_live_after_a_tool_call(
    qtbot, bridge, make_character, model_server, tmp_path  # noqa: F811
):
    _counter_player(qtbot, bridge, make_character, model_server, tmp_path)
    inspector = StoreInspector(bridge)
    qtbot.addWidget(inspector)
    qtbot.waitUntil(lambda: inspector.agent_item("test.counter") is not None)
    assert _child_texts(inspector, "test.counter") == {}

    model_server.script(tool_calls([("bump", {"by": 3})]), text("done"))
    run_job(qtbot, bridge, lambda p: p.send("go"))
    qtbot.waitUntil(lambda: _child_texts(inspector, "test.counter").get("count") == "3")
    assert _child_texts(inspector, "test.counter")["ids"] == "[1 item]"

    # Expand the list, bump again: the subtree is rebuilt and stays expanded.
    row = inspector.agent_item("test.counter")
    assert row is not None and inspector.view.isExpanded(row.index())
    ids = next(row.child(r, 0) for r in range(row.rowCount()) if row.child(r, 0).text() == "ids")
    inspector.view.expand(ids.index())
    model_server.script(tool_calls([("bump", {"by": 2})]), text("done"))
    run_job(qtbot, bridge, lambda p: p.send("again"))
    qtbot.waitUntil(lambda: _child_texts(inspector, "test.counter").get("count") == "5")
    ids = next(row.child(r, 0) for r in range(row.rowCount()) if row.child(r, 0).text() == "ids")
    assert ids.rowCount() == 2 and inspector.view.isExpanded(ids.index())
    assert inspector.view.isExpanded(row.index())


def test_edit_saves_through_the_engine_and_invalid_json_is_refused(
    qtbot, bridge, make_character, model_server, tmp_path  # noqa: F811
):
    _root, player = _counter_player(qtbot, bridge, make_character, model_server, tmp_path)
    model_server.script(tool_calls([("bump", {"by": 1})]), text("ok"))
    run_job(qtbot, bridge, lambda p: p.send("go"))
    inspector = StoreInspector(bridge)
    qtbot.addWidget(inspector)
    qtbot.waitUntil(lambda: _child_texts(inspector, "test.counter").get("count") == "1")

    row = inspector.agent_item("test.counter")
    assert row is not None
    count = next(
        row.child(r, 1) for r in range(row.rowCount()) if row.child(r, 0).text() == "count"
    )
    assert count.data(VALUE_PATH_ROLE) == ("count",)
    dialog = inspector.open_editor(count.index())
    assert dialog is not None and dialog.editor.toPlainText() == "1"

    dialog.editor.setPlainText("{not json")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible() and "Not valid JSON" in dialog.error.text()
    assert inspector.store("test.counter")["count"] == 1

    dialog.editor.setPlainText('{"nested": [1, 2]}')
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert not dialog.isVisible()
    qtbot.waitUntil(lambda: "Saved" in inspector.status.text())
    store_file = conv_file(player, ".stores") / "test.counter.json"
    on_disk = json.loads(store_file.read_text(encoding="utf-8"))
    assert on_disk["count"] == {"nested": [1, 2]} and on_disk["ids"] == [1]
    qtbot.waitUntil(lambda: _child_texts(inspector, "test.counter")["count"] == "{1 key}")

    # A whole store must stay an object.
    whole = inspector.open_editor(row.index())
    assert whole is not None
    whole.editor.setPlainText("[1, 2]")
    whole.buttons.button(whole.buttons.StandardButton.Ok).click()
    assert whole.isVisible() and "JSON object" in whole.error.text()
    whole.reject()


def test_save_as_default_state_strips_tool_call_ids(
    qtbot, bridge, make_character, model_server, tmp_path  # noqa: F811
):
    root, _player = _counter_player(qtbot, bridge, make_character, model_server, tmp_path)
    plain = StoreInspector(bridge)
    qtbot.addWidget(plain)
    assert plain.default_button.isHidden()
    inspector = StoreInspector(bridge, studio_mode=True)
    qtbot.addWidget(inspector)
    assert not inspector.default_button.isHidden()
    model_server.script(tool_calls([("bump", {"by": 4})]), text("ok"))
    run_job(qtbot, bridge, lambda p: p.send("go"))
    qtbot.waitUntil(lambda: _child_texts(inspector, "test.counter").get("count") == "4")
    edited = {"count": 4, "log": [{"toolCallId": 1, "what": "bump"}]}
    inspector.apply_edit("test.counter", (), edited)
    qtbot.waitUntil(lambda: "Saved" in inspector.status.text())

    inspector.view.setCurrentIndex(inspector.agent_item("test.counter").index())
    inspector.default_button.click()
    qtbot.waitUntil(lambda: "Default state written" in inspector.status.text())
    target = Path(root) / "test.counter.agent.json"
    assert str(target) in inspector.status.text()
    assert json.loads(target.read_text(encoding="utf-8")) == {
        "count": 4, "log": [{"what": "bump"}]
    }


def test_refreshes_on_conversation_change(
    qtbot, bridge, make_character, model_server, tmp_path  # noqa: F811
):
    _counter_player(qtbot, bridge, make_character, model_server, tmp_path)
    inspector = StoreInspector(bridge)
    qtbot.addWidget(inspector)
    model_server.script(tool_calls([("bump", {"by": 2})]), text("ok"))
    run_job(qtbot, bridge, lambda p: p.send("go"))
    qtbot.waitUntil(lambda: _child_texts(inspector, "test.counter").get("count") == "2")
    run_job(qtbot, bridge, lambda p: p.new_conversation())
    qtbot.waitUntil(lambda: _child_texts(inspector, "test.counter") == {})

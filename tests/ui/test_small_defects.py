"""The smaller defects of issue 16 item 9: start page, reopening the last project,
Send with nothing to send to, the last-valid-version notice, default states."""

from __future__ import annotations

import json
from pathlib import Path

from studio.storage import Settings, save_settings
from studio.ui.chat import ChatPane
from studio.ui.inspectors import store_inspector
from studio.ui.start_page import sample_folders
from tests.ui.test_main_window import _project, _replace_text, make_window  # noqa: F401


def test_the_start_page_opens_a_sample_copy(qtbot, make_window, tmp_path) -> None:  # noqa: F811
    window = make_window()
    page = window.start_page
    assert window.central.currentWidget() is page
    names = [page.samples.item(i).text() for i in range(page.samples.count())]
    assert "plain" in names and names == [p.name for p in sample_folders()]
    assert page.open_button.isVisible() and page.new_button.isVisible()
    item = page.samples.item(names.index("plain"))
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        page.samples.itemClicked.emit(item)
    copy = tmp_path / "data" / "samples" / "plain"
    assert window.project_root == copy.resolve() and (copy / "config.json").is_file()
    assert window.central.currentWidget() is window.splitter
    assert page.recent.count() == 1  # it is a recent project now


def test_the_last_project_reopens_at_launch(qtbot, make_window, tmp_path) -> None:  # noqa: F811
    root = _project(tmp_path, "plain")
    save_settings(Settings(recent_projects=[str(root)]), tmp_path / "settings.json")
    window = make_window()
    assert [window.start_page.recent.item(i).toolTip()
            for i in range(window.start_page.recent.count())] == [str(root)]
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        assert window.reopen_last()
    assert window.project_root == root.resolve()


def test_send_is_disabled_without_a_character(qtbot) -> None:
    from studio.ui.bridge import EngineBridge

    bridge = EngineBridge()
    try:
        pane = ChatPane(bridge)
        qtbot.addWidget(pane)
        assert not pane.send_button.isEnabled()
        assert "Open a character" in pane.send_button.toolTip()
    finally:
        bridge.shutdown()


def test_a_broken_save_says_the_chat_plays_the_last_valid_version(
    qtbot, make_window, tmp_path  # noqa: F811
) -> None:
    window = make_window()
    root = _project(tmp_path, "plain")
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_project(root)
    config = window.editor.open_path(root / "config.json")
    _replace_text(config, json.dumps({"name": "Mara", "agents": ["missing.agent"]}))
    with qtbot.waitSignal(window.openFailed, timeout=15_000):
        assert window.editor.save_current()
    assert window.chat.notice.isVisible() and "last version" in window.chat.notice.text()
    _replace_text(config, json.dumps({"name": "Mara", "agents": []}))
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        assert window.editor.save_current()
    assert not window.chat.notice.isVisible()


def test_save_as_default_state_asks_before_replacing(
    qtbot, make_window, tmp_path, monkeypatch  # noqa: F811
) -> None:
    window = make_window()
    root = _project(tmp_path, "menagerie")
    with qtbot.waitSignal(window.characterOpened, timeout=60_000):
        window.open_project(root)
    target = root / "menagerie.garden.agent.json"
    target.write_text('{"beds": {"9": "kept"}}', encoding="utf-8")
    window.editor.reload_tree()
    assert window.editor.tree.item_for(target) is not None  # default states are listed
    messages: list[str] = []
    window.store_inspector.message.connect(messages.append)
    asked: list[Path] = []
    monkeypatch.setattr(store_inspector, "confirm_overwrite", lambda _w, p: asked.append(p))
    window.store_inspector.save_default_state("menagerie.garden")
    assert asked == [target] and "kept as it is" in messages[-1]
    assert json.loads(target.read_text()) == {"beds": {"9": "kept"}}
    monkeypatch.setattr(store_inspector, "confirm_overwrite", lambda _w, _p: True)
    window.store_inspector.save_default_state("menagerie.garden")
    qtbot.waitUntil(lambda: "written to" in messages[-1], timeout=10_000)
    assert json.loads(target.read_text()) != {"beds": {"9": "kept"}}

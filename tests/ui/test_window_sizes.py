"""Laptop screens (defect 8): the chat keeps its room at 1366×768, 1024×700 and 800×600."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from studio.ui.chat.delegate import MAX_BUBBLE_CHARS
from studio.ui.window_layout import layout_for
from tests.ui.test_main_window import _project, make_window  # noqa: F401


@pytest.mark.parametrize(
    ("size", "kind", "chat_min"),
    [((1366, 768), "compact", 540), ((1024, 700), "compact", 360), ((800, 600), "small", 360)],
)
def test_the_chat_keeps_its_room(qtbot, make_window, tmp_path, size, kind, chat_min) -> None:  # noqa: F811
    window = make_window()
    window.resize(*size)
    root = _project(tmp_path, "plain")
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_project(root)
    qtbot.waitUntil(lambda: window.layout_kind == kind, timeout=5_000)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: window.chat.view.width() >= chat_min, timeout=5_000)
    assert window.chat.view.height() >= 300
    assert window.editor.width() >= 300  # the editor stays usable too
    docks = (window.conversations_dock, window.store_dock, window.log_dock)
    if kind == "compact":
        # Every dock in one tabbed column.
        assert set(window.tabifiedDockWidgets(window.conversations_dock)) == set(docks[1:])
    if kind == "small":
        assert not any(d.isVisible() for d in docks)
        assert all(d.toggleViewAction().isEnabled() for d in docks)  # View brings them back


def test_bands_and_the_bubble_reading_width(qtbot, make_window) -> None:  # noqa: F811
    assert [layout_for(w) for w in (1920, 1600, 1366, 1024, 960, 800)] == [
        "wide", "wide", "compact", "compact", "compact", "small"
    ]
    window = make_window()
    window.resize(1900, 1000)
    delegate = window.chat.view.chat_delegate
    delegate.set_width(1800)
    char = window.chat.view.fontMetrics().averageCharWidth()
    assert delegate._bubble_width() <= char * (MAX_BUBBLE_CHARS + 10) + 40

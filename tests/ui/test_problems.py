"""ProblemsPanel: rows per problem, errors first, activation signal."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studio.package import Problem
from studio.ui.editor import ProblemsPanel

PROBLEMS = [
    Problem(severity="warning", file="config.json", line=None, message="fileMappings.X: unknown"),
    Problem(severity="error", file="agents/a.js", line=4, message="@tool-params is not JSON"),
    Problem(severity="error", file="config.json", line=2, message="invalid JSON"),
]


def _panel(qtbot: QtBot) -> ProblemsPanel:
    panel = ProblemsPanel()
    qtbot.addWidget(panel)
    panel.resize(700, 240)
    panel.set_problems(PROBLEMS)
    return panel


def test_rows_put_errors_first_with_file_and_line(qtbot: QtBot) -> None:
    panel = _panel(qtbot)
    table = panel.table
    rows = [(table.topLevelItem(i).text(1), table.topLevelItem(i).text(2)) for i in range(3)]
    assert rows == [
        ("agents/a.js:4", "@tool-params is not JSON"),
        ("config.json:2", "invalid JSON"),
        ("config.json", "fileMappings.X: unknown"),
    ]
    assert panel.summary.text() == "2 errors, 1 warning"
    assert table.topLevelItem(0).toolTip(0) == "error"
    assert table.topLevelItem(2).toolTip(0) == "warning"
    assert not table.topLevelItem(0).icon(0).isNull()
    assert (
        table.topLevelItem(0).foreground(1).color() != table.topLevelItem(2).foreground(1).color()
    )


def test_empty_list_says_clean(qtbot: QtBot) -> None:
    panel = _panel(qtbot)
    panel.set_problems([])
    assert panel.table.topLevelItemCount() == 0
    assert "validates clean" in panel.summary.text()


def test_double_click_and_enter_emit_file_and_line(qtbot: QtBot) -> None:
    panel = _panel(qtbot)
    with qtbot.waitExposed(panel):
        panel.show()
    table = panel.table
    rect = table.visualItemRect(table.topLevelItem(1))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    # QTest's mouseDClick does not produce a double-click event for item views on the
    # offscreen platform here, so the double-click event itself is delivered.
    pos = QPointF(rect.center())
    event = QMouseEvent(
        QEvent.Type.MouseButtonDblClick,
        pos,
        table.viewport().mapToGlobal(pos),
        Qt.MouseButton.LeftButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(panel.activated) as hit:
        QApplication.sendEvent(table.viewport(), event)
    assert hit.args == ["config.json", 2]
    table.setCurrentItem(table.topLevelItem(2))
    table.setFocus()
    with qtbot.waitSignal(panel.activated) as hit:
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert hit.args == ["config.json", 0]  # unknown line -> 0

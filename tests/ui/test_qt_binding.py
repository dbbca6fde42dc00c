"""Guard against the PySide6 6.12.0 reference-count bug (see docs/DEPENDENCIES.md).

6.12.0 drops one reference to ``None`` on every call of a Qt method returning
``void`` and on every ``None`` a Python ``data()`` override returns; a long chat
or a big highlighted file then aborts CPython 3.11 with "none_dealloc". The
project pins a PySide6 without it; this test fails if a build brings it back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import QLabel


class _Model(QAbstractListModel):
    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 10

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        return None


def test_void_calls_and_none_returns_keep_none_alive(qtbot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    model = _Model()
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
        model.data(model.index(1, 0), Qt.ItemDataRole.ToolTipRole)
        model.index(1, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert abs(sys.getrefcount(None) - before) < 100

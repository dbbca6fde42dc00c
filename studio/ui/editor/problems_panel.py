"""The list of the validator's errors and warnings; activating one opens its file and line."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.package import Problem
from studio.ui.i18n import translate

__all__ = ["ProblemsPanel"]

_COLOURS = {"error": QColor("#c62828"), "warning": QColor("#a66a00")}


class ProblemsPanel(QWidget):
    """Shows problems as rows of severity, ``file:line`` and message.

    Errors come first, then warnings, each in the order the validator found them.

    Args:
        parent: The parent widget.

    Signals:
        activated(str, int): A row was double-clicked or activated with Enter:
            the problem's file (package-relative, or absolute for a bundled
            agent) and its 1-based line, 0 when the line is unknown.
    """

    activated = Signal(str, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel(self)
        self.table = QTreeWidget(self)
        self.table.setAccessibleName(translate("Editor", "Problems"))
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        self.table.setAlternatingRowColors(True)
        self.table.setHeaderLabels(["", "Where", "Problem"])
        header = self.table.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.itemActivated.connect(self._on_activated)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        style = self.style()
        self._icons = {
            "error": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
            "warning": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning),
        }
        self._problems: list[Problem] = []
        self.set_problems([])

    def problems(self) -> list[Problem]:
        """The problems shown, in display order."""
        return list(self._problems)

    def set_problems(self, problems: list[Problem]) -> None:
        """Replace the rows with ``problems``."""
        ordered = [p for p in problems if p.severity == "error"]
        ordered += [p for p in problems if p.severity != "error"]
        self._problems = ordered
        self.table.clear()
        for problem in ordered:
            where = problem.file if problem.line is None else f"{problem.file}:{problem.line}"
            item = QTreeWidgetItem(["", where, problem.message])
            item.setIcon(0, self._icons.get(problem.severity, self._icons["warning"]))
            item.setToolTip(0, problem.severity)
            item.setToolTip(2, problem.format())
            colour = _COLOURS.get(problem.severity)
            if colour is not None:
                item.setForeground(1, QBrush(colour))
            self.table.addTopLevelItem(item)
        errors = sum(p.severity == "error" for p in ordered)
        warnings = len(ordered) - errors
        if not ordered:
            self.summary.setText(translate("Editor", "No problems: the character validates clean."))
        else:
            self.summary.setText(
                f"{errors} error{'s' if errors != 1 else ''}, "
                f"{warnings} warning{'s' if warnings != 1 else ''}"
            )

    def activate_row(self, row: int) -> None:
        """Emit :attr:`activated` for a row (what double-click and Enter do)."""
        problem = self._problems[row]
        self.activated.emit(problem.file, problem.line or 0)

    def _on_activated(self, item: QTreeWidgetItem, _column: int) -> None:
        self.activate_row(self.table.indexOfTopLevelItem(item))

"""Spin boxes and combo boxes that ignore the mouse wheel unless they have the focus.

Scrolling a settings page or a dialog with the wheel must scroll it, not change
whichever number or choice happens to pass under the pointer (Qt's default:
a spin box even takes the focus from the wheel). :func:`guard_wheel` installs one
:class:`WheelGuard` on every spin box and combo box inside a widget (and the
widget itself): such a field then changes with the wheel only once it has been
clicked or tabbed into; otherwise the wheel event goes on to the scroll area
around it. Call it once the widget's fields exist; :meth:`WheelGuard.guard`
adds fields made later.

Usage::

    from studio.ui.widgets_wheel import guard_wheel

    class SettingsDialog(QDialog):
        def __init__(self, ...):
            ...  # build the form
            guard_wheel(self)
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget

__all__ = ["GUARDED", "WheelGuard", "guard_wheel"]

#: The kinds of field whose value the wheel changes.
GUARDED: tuple[type[QWidget], ...] = (QAbstractSpinBox, QComboBox)


class WheelGuard(QObject):
    """An event filter: a guarded field without the focus lets wheel events pass on.

    Args:
        parent: Owner of the guard (it lives as long as the parent).
    """

    def guard(self, field: QWidget) -> None:
        """Guard one field: the wheel neither focuses nor changes it while unfocused."""
        if field.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        field.removeEventFilter(self)  # once, however often it is guarded
        field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Wheel
            and isinstance(watched, QWidget)
            and not watched.hasFocus()
        ):
            # Filtered but not accepted: Qt hands the event to the parents, so the
            # scroll area under the pointer scrolls instead.
            event.ignore()
            return True
        return False


def guard_wheel(root: QWidget) -> WheelGuard:
    """Guard ``root`` and every spin box and combo box in it; returns the guard (owned
    by ``root``), whose :meth:`~WheelGuard.guard` takes fields added later."""
    found = root.findChild(WheelGuard, "wheelGuard", Qt.FindChildOption.FindDirectChildrenOnly)
    guard = found if isinstance(found, WheelGuard) else WheelGuard(root)
    guard.setObjectName("wheelGuard")
    fields = [w for w in root.findChildren(QWidget) if isinstance(w, GUARDED)]
    if isinstance(root, GUARDED):
        fields.append(root)
    for field in fields:
        guard.guard(field)
    return guard

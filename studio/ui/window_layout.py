"""How the main window shares its width, from a wide desktop down to 800×600.

Split from :mod:`studio.ui.main_window`. Three widths, decided by the window's
own width (not the screen's), applied on the first start and whenever a
resize crosses a boundary (the user's own dock moves in between are kept):

* **wide** (≥ 1600 px): conversations on the left, stores and agent log tabbed
  on the right, editor and chat side by side (58/42 in Studio);
* **compact** (≥ 960 px, e.g. 1366×768 or 1024×700): every dock tabbed
  together on the right in one narrow column, so the chat keeps its room
  (editor 45 %, chat 55 % of the rest);
* **small** (< 960 px, e.g. 800×600): the docks are hidden (View menu or F6
  brings them back) and the editor and chat split the width evenly.

The chat's bubbles never grow wider than a comfortable reading width either
(:data:`studio.ui.chat.delegate.MAX_BUBBLE_CHARS`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

__all__ = ["COMPACT", "WIDE", "apply_layout", "layout_for"]

WIDE = 1600
COMPACT = 960


def layout_for(width: int) -> str:
    """``"wide"``, ``"compact"`` or ``"small"`` for a window width."""
    if width >= WIDE:
        return "wide"
    return "compact" if width >= COMPACT else "small"


def _docks(window: MainWindow) -> list:
    docks = [window.conversations_dock, window.store_dock, window.log_dock]
    return docks


def apply_layout(window: MainWindow, *, force: bool = False) -> str:
    """Arrange docks and splitters for the window's width; returns the layout used.

    Args:
        window: The main window.
        force: Arrange even when the width is in the same band as last time.
    """
    width = max(window.width(), 400)
    kind = layout_for(width)
    if kind == window.layout_kind and not force:
        return kind
    window.layout_kind = kind
    # Arranging never shows a dock the user (or Player mode) has hidden.
    shown = {dock: dock.toggleViewAction().isChecked() for dock in _docks(window)}
    right = Qt.DockWidgetArea.RightDockWidgetArea
    left = Qt.DockWidgetArea.LeftDockWidgetArea
    conversations, stores, log = _docks(window)
    if kind == "wide":
        window.addDockWidget(left, conversations)
        window.addDockWidget(right, stores)
        window.addDockWidget(right, log)
        window.tabifyDockWidget(stores, log)
        for dock in (conversations, stores, log):
            dock.show()
        stores.raise_()
        sizes = [int(width * 0.15), int(width * 0.22)]
        window.resizeDocks([conversations, stores], sizes, Qt.Orientation.Horizontal)
    elif kind == "compact":
        for dock in (conversations, stores, log):
            window.addDockWidget(right, dock)
            dock.show()
        window.tabifyDockWidget(conversations, stores)
        window.tabifyDockWidget(stores, log)
        conversations.raise_()
        window.resizeDocks([conversations], [int(width * 0.2)], Qt.Orientation.Horizontal)
    else:
        for dock in (conversations, stores, log):
            dock.hide()
    if kind != "small":
        for dock, visible in shown.items():
            dock.setVisible(visible)
        visible_docks = [d for d in (conversations, stores, log) if d.isVisible()]
        if visible_docks:
            visible_docks[0].raise_()
    if window.problems_dock is not None:
        # On a small screen the problems list keeps a few lines, not a quarter of the height.
        height = 110 if kind != "small" else 64
        window.resizeDocks([window.problems_dock], [height], Qt.Orientation.Vertical)
    middle = window.splitter.width() or int(width * 0.6)
    if window.mode == "studio":
        share = {"wide": 0.58, "compact": 0.45}.get(kind, 0.5)
        window.splitter.setSizes([int(middle * share), middle - int(middle * share)])
    editor_splitter = getattr(window.editor, "splitter", None)
    if editor_splitter is not None:
        inner = editor_splitter.width()
        tree = min(190 if kind == "wide" else 140, inner // 3)
        editor_splitter.setSizes([tree, inner - tree])
    return kind

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

from PySide6.QtCore import QByteArray, QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from studio.ui.main_window import MainWindow

__all__ = [
    "COMPACT",
    "LAYOUT_VERSION",
    "WIDE",
    "apply_layout",
    "fit_default_size",
    "layout_for",
    "restore",
    "save",
]

WIDE = 1600
COMPACT = 960
DEFAULT_SIZE = (1280, 820)
# Saved dock layouts carry this number; one saved by another version is not restored
# (version 0 could name a dock that did not exist yet when it was restored).
LAYOUT_VERSION = 1


def _available() -> QRect | None:
    screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fit_default_size(window: QWidget) -> None:
    """The first start's size: 1280×820, or less so that it fits the screen (frame and all)."""
    width, height = DEFAULT_SIZE
    area = _available()
    if area is not None and area.width() > 0 and area.height() > 0:
        # Leave room for the window manager's title bar and a panel.
        width = min(width, area.width() - 16)
        height = min(height, area.height() - 48)
    window.resize(max(width, 400), max(height, 300))


def _fits_a_screen(rect: QRect) -> bool:
    for screen in QGuiApplication.screens():
        area = screen.availableGeometry()
        visible = area.intersected(rect)
        # Most of the title bar's width must be reachable with the mouse.
        if visible.width() >= min(rect.width(), area.width()) // 2 and visible.height() > 48:
            return True
    return False


def restore(window: MainWindow) -> bool:
    """Restore the saved size, position and docks; returns whether the docks were restored.

    Anything that does not fit this screen (a bigger screen, another monitor layout), a
    value of the wrong type (a corrupt or foreign settings file) or a layout saved by
    another version is ignored, and ``window.layout_notes`` says what was.
    """
    state = window._qsettings()
    geometry = state.value("geometry")
    if geometry is not None:
        if not isinstance(geometry, QByteArray) or not window.restoreGeometry(geometry):
            window.layout_notes.append("the saved window size was not understood")
        elif not window.isMaximized() and not _fits_a_screen(window.frameGeometry()):
            window.layout_notes.append("the saved window position is off this screen")
            fit_default_size(window)
            area = _available()
            if area is not None:
                window.move(area.topLeft())
    layout = state.value("state")
    if layout is None:
        return False
    version = state.value("layout_version")
    if str(version) != str(LAYOUT_VERSION):
        window.layout_notes.append("the saved dock layout is from another version")
        return False
    if not isinstance(layout, QByteArray) or not window.restoreState(layout, LAYOUT_VERSION):
        window.layout_notes.append("the saved dock layout was not understood")
        return False
    _shown_aside(window, state.value("aside"))
    return True


def save(window: MainWindow) -> None:
    """Save the size, position and docks for the next start (docks set aside count as
    shown: quitting on the start page must not close them for good)."""
    state = window._qsettings()
    state.setValue("geometry", window.saveGeometry())
    state.setValue("state", window.saveState(LAYOUT_VERSION))
    state.setValue("layout_version", LAYOUT_VERSION)
    state.setValue("aside", list(window.docks_aside))


def set_aside(window: MainWindow, docks: list[QDockWidget]) -> None:
    """Hide docks the page now shown has no use for (the Studio's start page, the
    Player's library), remembering which were shown for :func:`bring_back`."""
    for dock in docks:
        if dock.isVisibleTo(window) and dock.objectName() not in window.docks_aside:
            window.docks_aside.append(dock.objectName())
        dock.hide()


def bring_back(window: MainWindow) -> None:
    """Show again the docks :func:`set_aside` hid (a character is open)."""
    names, window.docks_aside = window.docks_aside, []
    for name in names:
        dock = window.findChild(QDockWidget, name)
        if dock is not None:
            dock.show()


def _shown_aside(window: MainWindow, value: object) -> None:
    """The docks a saved layout had set aside are shown in it, as they were before."""
    names = [value] if isinstance(value, str) else value if isinstance(value, list) else []
    for name in names:
        dock = window.findChild(QDockWidget, str(name))
        if dock is not None:
            dock.show()


def _tabify(window: MainWindow, first: QDockWidget, second: QDockWidget) -> None:
    # Tabifying docks that already share a tab bar rebuilds it for nothing (and Qt has
    # crashed doing so while a maximised window was being laid out).
    if second not in window.tabifiedDockWidgets(first):
        window.tabifyDockWidget(first, second)


def _place(window: MainWindow, area: Qt.DockWidgetArea, dock: QDockWidget) -> None:
    if window.dockWidgetArea(dock) != area or dock.isFloating():
        window.addDockWidget(area, dock)


def layout_for(width: int) -> str:
    """``"wide"``, ``"compact"`` or ``"small"`` for a window width."""
    if width >= WIDE:
        return "wide"
    return "compact" if width >= COMPACT else "small"


def _docks(window: MainWindow) -> list:
    docks = [window.conversations_dock, window.store_dock, window.log_dock]
    return docks


def apply_layout(window: MainWindow, *, force: bool = False, docks: bool = True) -> str:
    """Arrange docks and splitters for the window's width; returns the layout used.

    Args:
        window: The main window.
        force: Arrange even when the width is in the same band as last time.
        docks: Move the docks too (False: only the splitters, keeping a restored layout).
    """
    width = max(window.width(), 400)
    kind = layout_for(width)
    if kind == window.layout_kind and not force:
        return kind
    window.layout_kind = kind
    if docks:
        _arrange_docks(window, kind, width)
    _split(window, kind, width)
    return kind


def _arrange_docks(window: MainWindow, kind: str, width: int) -> None:
    # Arranging never shows a dock the user (or Player mode) has hidden.
    shown = {dock: dock.toggleViewAction().isChecked() for dock in _docks(window)}
    right = Qt.DockWidgetArea.RightDockWidgetArea
    left = Qt.DockWidgetArea.LeftDockWidgetArea
    conversations, stores, log = _docks(window)
    if kind == "wide":
        _place(window, left, conversations)
        _place(window, right, stores)
        _place(window, right, log)
        _tabify(window, stores, log)
        for dock in (conversations, stores, log):
            dock.show()
        stores.raise_()
        sizes = [int(width * 0.15), int(width * 0.22)]
        window.resizeDocks([conversations, stores], sizes, Qt.Orientation.Horizontal)
    elif kind == "compact":
        for dock in (conversations, stores, log):
            _place(window, right, dock)
            dock.show()
        _tabify(window, conversations, stores)
        _tabify(window, conversations, log)
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


def _split(window: MainWindow, kind: str, width: int) -> None:
    middle = window.splitter.width() or int(width * 0.6)
    if window.mode == "studio":
        share = {"wide": 0.58, "compact": 0.45}.get(kind, 0.5)
        window.splitter.setSizes([int(middle * share), middle - int(middle * share)])
    editor_splitter = getattr(window.editor, "splitter", None)
    if editor_splitter is not None:
        inner = editor_splitter.width()
        tree = min(190 if kind == "wide" else 140, inner // 3)
        editor_splitter.setSizes([tree, inner - tree])

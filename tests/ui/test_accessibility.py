"""Every focusable control is named for a screen reader; the focus ring is visible.

The walk covers the built Player and Studio windows with a character open and a
conversation playing, as a person meets them, plus the inline message editor
(which sits over a transcript row and must be reachable in the tree, issue 28).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton, QTabBar, QWidget

from studio.ui.bridge import EngineBridge
from studio.ui.look import FocusRing, install
from studio.ui.look.focus_ring import OUTSET, WIDTH
from studio.ui.main_window import MainWindow
from studio.ui.opening import Endpoint
from tests.support.model_server import ModelServer, text

ROOT = Path(__file__).resolve().parents[2]


def _unnamed(window: QWidget) -> list[str]:
    """Focusable, shown controls whose accessible name is empty."""
    QAccessible.setActive(True)
    found = []
    for widget in window.findChildren(QWidget):
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(window):
            continue
        if widget.focusProxy() is not None:
            continue  # the proxy is what takes the focus (and is walked itself)
        if isinstance(widget, QTabBar) and widget.count() == 0:
            continue  # a dock area's bar with no tabs (a tab bar is named by its tab)
        iface = QAccessible.queryAccessibleInterface(widget)
        name = iface.text(QAccessible.Text.Name) if iface is not None else ""
        if not name.strip():
            chain, up = [], widget.parentWidget()
            while up is not None and up is not window:
                chain.append(type(up).__name__)
                up = up.parentWidget()
            found.append(f"{type(widget).__name__} {widget.objectName()!r} in "
                         f"{'/'.join(chain)}")  # fmt: skip
    return found


def _window(tmp_path: Path, mode: str, server: ModelServer) -> MainWindow:
    window = MainWindow(
        EngineBridge(),
        mode=mode,
        settings_path=tmp_path / f"{mode}-settings.json",
        data_dir=tmp_path / f"{mode}-data",
        endpoint=Endpoint(base_url=server.url, api_key="k", main_model="m", worker_model=None),
        ask_first_run=False,
        remember_layout=False,
    )
    window.auto_accept = True
    window.show()
    return window


def _play(qtbot, window: MainWindow, root: Path) -> None:
    with qtbot.waitSignal(window.characterOpened, timeout=20_000):
        window.open_path(root)
    window.chat.input.setPlainText("hello")
    window.chat.send()
    qtbot.waitUntil(lambda: len(window.chat.entries) >= 2, timeout=20_000)


def test_every_focusable_control_of_both_windows_is_named(
    qtbot, tmp_path: Path, model_server: ModelServer
) -> None:
    model_server.script(*[text("Hello there.")] * 4)
    root = tmp_path / "menagerie"
    shutil.copytree(ROOT / "characters" / "menagerie", root)
    for mode in ("player", "studio"):
        window = _window(tmp_path, mode, model_server)
        qtbot.addWidget(window)
        if mode == "player":
            assert window.player_home is not None
            window.player_home.show_library()
            qtbot.waitUntil(lambda w=window: _unnamed(w) == [], timeout=3000)  # the library
        _play(qtbot, window, root)
        for dock in window.findChildren(type(window.conversations_dock)):
            dock.show()
        qtbot.waitUntil(lambda w=window: _unnamed(w) == [], timeout=3000)
        assert _unnamed(window) == [], mode
        window.confirm_discard = lambda: True  # type: ignore[method-assign]
        window.close()


def _tree_names(iface: QAccessibleInterface, depth: int = 0) -> list[str]:
    names = [iface.text(QAccessible.Text.Name)]
    if depth < 40:
        for index in range(iface.childCount()):
            child = iface.child(index)
            if child is not None and child.isValid():
                names += _tree_names(child, depth + 1)
    return names


def test_the_inline_editor_is_in_the_accessibility_tree(
    qtbot, tmp_path: Path, model_server: ModelServer
) -> None:
    model_server.script(text("Hello there."))
    window = _window(tmp_path, "player", model_server)
    qtbot.addWidget(window)
    _play(qtbot, window, ROOT / "characters" / "menagerie")
    QAccessible.setActive(True)
    root = QAccessible.queryAccessibleInterface(window)
    assert "Edit message" not in _tree_names(root)
    chat = window.chat
    editor = chat.editing.start_edit(chat.model.row_at(chat.model.rowCount() - 1))
    assert editor is not None
    qtbot.waitUntil(editor.isVisible)
    assert "Edit message" in _tree_names(root)
    # Over its row, inside the transcript, and typed in as before.
    view = window.chat.view
    host_rect = editor.geometry()
    viewport = view.viewport()
    shown = viewport.rect().translated(viewport.mapTo(editor.parentWidget(), viewport.pos() * 0))
    assert shown.intersects(host_rect)
    window.close()


def test_the_focus_ring_surrounds_the_focused_control(qtbot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    look = install(app)
    ring: FocusRing = look.focus_ring
    parent = QWidget()
    qtbot.addWidget(parent)
    box = QLineEdit(parent)
    box.setGeometry(20, 20, 120, 24)
    button = QPushButton("Go", parent)
    button.setGeometry(20, 60, 80, 28)
    parent.resize(200, 120)
    parent.show()
    qtbot.waitExposed(parent)
    parent.activateWindow()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: ring.target is button)
    assert ring.ring is not None and ring.ring.isVisible()
    grow = OUTSET + WIDTH
    assert ring.ring.geometry() == button.geometry().adjusted(-grow, -grow, grow, grow)
    assert ring.ring.parentWidget() is parent
    # It follows the focus, and the control it surrounds when that moves.
    box.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: ring.target is box)
    box.move(30, 30)
    assert ring.ring.geometry() == box.geometry().adjusted(-grow, -grow, grow, grow)
    box.hide()
    assert not ring.ring.isVisible() or ring.target is not box
    # Mouse clicks go through it.
    assert ring.ring.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

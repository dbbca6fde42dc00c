"""The app's accessibility tree, read from outside: the journey tests' eyes.

When ``CHARACTER_STUDIO_PROBE`` names a path, the GUI listens on a Unix socket
there and answers one JSON request per line with one JSON line:

* ``{"op": "tree"}`` — every visible top-level window as Qt's accessibility
  layer describes it to a screen reader (role, name, value, state, rectangle in
  screen coordinates, children), so a test finds "the button named Send" the way
  assistive technology does, never through private attributes;
* ``{"op": "screenshot", "path": P}`` — the whole screen (window manager
  decorations and all) saved as a PNG at ``P``;
* ``{"op": "focus"}`` — the element with the keyboard focus (role, name, value…);
* ``{"op": "ping"}`` — answered from the GUI thread, so a reply proves the event
  loop is not stalled.

The probe only reads: input reaches the app as real X events (xdotool), exactly
as a person's would. It is off unless the variable is set, listens only on a
socket file created with owner-only permissions, and says nothing the screen
does not already show to the same user. Everything runs on the GUI thread
(a :class:`QSocketNotifier` per socket), so no Qt object is touched from another
thread. See docs/JOURNEYS.md.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtGui import QAccessible, QAccessibleInterface, QGuiApplication
from PySide6.QtWidgets import QApplication

__all__ = ["ENV", "AccessibilityProbe", "describe", "install_from_env"]

ENV = "CHARACTER_STUDIO_PROBE"
MAX_CHILDREN = 400  # a long transcript's rows: enough to find the latest ones
MAX_DEPTH = 40


#: Rows of a list or table: Qt marks those scrolled out of view invisible, but they are
#: there (a screen reader still lists them), so they are described, flagged offscreen.
_ITEM_ROLES = {"ListItem", "Cell", "Row", "TreeItem"}


def _node(iface: QAccessibleInterface, depth: int) -> dict[str, Any] | None:
    state = iface.state()
    role = iface.role().name
    if state.invisible and role not in _ITEM_ROLES:
        return None
    rect = iface.rect()
    node: dict[str, Any] = {
        "role": role,
        "offscreen": bool(state.invisible),
        "name": iface.text(QAccessible.Text.Name) or "",
        "value": iface.text(QAccessible.Text.Value) or "",
        "description": iface.text(QAccessible.Text.Description) or "",
        "enabled": not state.disabled,
        "focused": bool(state.focused),
        "checked": bool(state.checked),
        "rect": [rect.x(), rect.y(), rect.width(), rect.height()],
        "children": [],
    }
    if depth >= MAX_DEPTH:
        return node
    count = iface.childCount()
    # Long lists: the last rows are the ones a journey looks at (the newest messages).
    start = max(0, count - MAX_CHILDREN)
    for index in range(start, count):
        child = iface.child(index)
        if child is None or not child.isValid():
            continue
        described = _node(child, depth + 1)
        if described is not None:
            node["children"].append(described)
    return node


def describe() -> list[dict[str, Any]]:
    """The accessibility tree of every visible top-level window, active one first."""
    app = QApplication.instance()
    windows: list[dict[str, Any]] = []
    if not isinstance(app, QApplication):
        return windows
    active = QApplication.activeWindow()
    for widget in QApplication.topLevelWidgets():
        if not widget.isVisible():
            continue
        iface = QAccessible.queryAccessibleInterface(widget)
        if iface is None:
            continue
        node = _node(iface, 0)
        if node is None:
            continue
        node["title"] = widget.windowTitle()
        node["active"] = widget is active
        node["modal"] = widget.isModal()
        windows.append(node)
    windows.sort(key=lambda n: not n["active"])
    return windows


def _screenshot(path: str) -> dict[str, Any]:
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return {"ok": False, "error": "no screen"}
    picture = screen.grabWindow(0)
    ok = picture.save(path, "PNG")
    return {"ok": bool(ok), "size": [picture.width(), picture.height()]}


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """The reply to one request (see the module docstring)."""
    op = request.get("op")
    if op == "ping":
        return {"ok": True}
    if op == "tree":
        screen = QGuiApplication.primaryScreen()
        size = screen.geometry() if screen is not None else None
        return {
            "ok": True,
            "screen": [size.width(), size.height()] if size is not None else None,
            "windows": describe(),
        }
    if op == "screenshot":
        return _screenshot(str(request.get("path", "")))
    if op == "focus":
        # The widget with the keyboard focus, even where a view's tree does not list it
        # (an editor placed over a list's row).
        widget = QApplication.focusWidget()
        iface = QAccessible.queryAccessibleInterface(widget) if widget is not None else None
        return {"ok": True, "focus": _node(iface, MAX_DEPTH) if iface is not None else None}
    return {"ok": False, "error": f"unknown op {op!r}"}


class _Connection(QObject):
    def __init__(self, sock: socket.socket, parent: QObject) -> None:
        super().__init__(parent)
        self.sock = sock
        self.sock.setblocking(False)
        self.buffer = b""
        self.notifier = QSocketNotifier(sock.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._readable)

    def _readable(self) -> None:
        try:
            data = self.sock.recv(65536)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:
            self.close()
            return
        self.buffer += data
        while b"\n" in self.buffer:
            line, self.buffer = self.buffer.split(b"\n", 1)
            try:
                request = json.loads(line)
                reply = answer(request if isinstance(request, dict) else {})
            except Exception as err:  # the probe must never take the app down
                reply = {"ok": False, "error": f"{type(err).__name__}: {err}"}
            self._send(json.dumps(reply).encode() + b"\n")

    def _send(self, payload: bytes) -> None:
        self.sock.setblocking(True)
        try:
            self.sock.sendall(payload)
        except OSError:
            self.close()
        finally:
            with contextlib.suppress(OSError):
                self.sock.setblocking(False)

    def close(self) -> None:
        self.notifier.setEnabled(False)
        with contextlib.suppress(OSError):
            self.sock.close()
        self.deleteLater()


class AccessibilityProbe(QObject):
    """Listens on ``path`` (a Unix socket, owner-only) and answers requests.

    Args:
        path: The socket file to create (its folder must exist).
        parent: The Qt owner (the application).
    """

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        old = os.umask(0o077)
        try:
            self.server.bind(str(path))
        finally:
            os.umask(old)
        self.server.listen(4)
        self.server.setblocking(False)
        self.notifier = QSocketNotifier(self.server.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._accept)

    def _accept(self) -> None:
        try:
            sock, _ = self.server.accept()
        except OSError:
            return
        _Connection(sock, self)


def install_from_env(app: QApplication) -> AccessibilityProbe | None:
    """Start the probe when ``CHARACTER_STUDIO_PROBE`` is set (journey tests only)."""
    where = os.environ.get(ENV)
    if not where or not hasattr(socket, "AF_UNIX"):
        return None
    # As when a screen reader runs: Qt then keeps its accessible views of lists and tables
    # in step with their models (with none active, a list's rows were read stale).
    QAccessible.setActive(True)
    try:
        return AccessibilityProbe(Path(where), app)
    except OSError as err:
        print(f"character-studio: the accessibility probe could not listen at {where}: {err}")
        return None

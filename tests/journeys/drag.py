"""Dragging a file onto the app, as from a file manager (see drag_source.py)."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

from tests.journeys.harness import App, Node, wait_until

SOURCE = Path(__file__).with_name("drag_source.py")


class DragSource:
    """A window holding one file that the mouse can drag."""

    def __init__(self, app: App, path: Path) -> None:
        self.app = app
        self.path = path

    def drag_to(self, target_app: App, target: Node) -> None:
        """Press on the file, move to ``target`` in small steps, release."""
        handle = self.app.find("StaticText", f"^{self.path.name}$")
        # A new window takes input once the window manager has mapped and focused it.
        wait_until(
            lambda: any(w["active"] for w in self.app.request(op="tree")["windows"]),
            10,
            "the file window to be in front",
        )
        desktop = self.app.desktop
        x, y = handle.center
        tx, ty = target.center
        desktop.xdotool("mousemove", "--sync", str(x), str(y))
        desktop.xdotool("mousedown", "1")
        time.sleep(0.4)  # the drag starts when the press has reached the source
        steps = 12
        for i in range(1, steps + 1):
            px = x + (tx - x) * i // steps
            py = y + (ty - y) * i // steps
            desktop.xdotool("mousemove", "--sync", str(px), str(py))
            time.sleep(0.1)
        time.sleep(0.3)  # the target has answered the last position
        target_app.screenshot(f"dragging {self.path.name} over the window")
        # The source stays: the target asks it for the file's URL after the release.
        desktop.xdotool("mouseup", "1")


def launch_drag_source(launch: Callable[..., App], path: Path) -> DragSource:
    app = launch(sys.executable, str(SOURCE), str(path))
    return DragSource(app, path)

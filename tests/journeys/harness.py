"""What a journey needs: a screen, a window manager, the app as a process, eyes and hands.

* :class:`Desktop` — an Xvfb screen of a chosen size with openbox managing windows.
* :class:`App` — ``character-studio`` / ``character-player`` (or a frozen executable)
  started as its own process with fresh user folders; its eyes are the app's
  accessibility tree read through the probe (studio/ui/probe.py), its hands are
  real X input events from xdotool.
* :class:`Node` — one element as a screen reader sees it (role, name, state,
  rectangle on the screen).

Every wait polls what is on screen until it holds or a deadline passes (the app is
another process: there is no signal to wait on across it). Screenshots go to
``$JOURNEY_ARTIFACTS`` (default ``build/journeys``), one per step.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
VENV_BIN = ROOT / ".venv" / "bin"
ARTIFACTS = Path(os.environ.get("JOURNEY_ARTIFACTS", ROOT / "build" / "journeys"))


def tools_missing() -> list[str]:
    """The programs a journey needs that this machine lacks."""
    return [tool for tool in ("Xvfb", "openbox", "xdotool", "xprop") if not shutil.which(tool)]


class TurnFailed(AssertionError):
    """A turn the journey waited on ended in an error card instead of a reply."""


class JourneyError(AssertionError):
    """A step could not be done the way a person would do it."""


@dataclass
class Node:
    """One accessible element: what assistive technology (and a person) can see."""

    role: str
    name: str
    value: str
    description: str
    enabled: bool
    focused: bool
    checked: bool
    rect: tuple[int, int, int, int]
    children: list[Node] = field(default_factory=list)
    window: str = ""
    active: bool = False
    window_rect: tuple[int, int, int, int] = (0, 0, 0, 0)
    offscreen: bool = False  # a list's row scrolled out of view

    @classmethod
    def from_json(cls, data: dict[str, Any], window: str) -> Node:
        return cls(
            role=data["role"],
            name=data["name"],
            value=data["value"],
            description=data["description"],
            enabled=data["enabled"],
            focused=data["focused"],
            checked=data["checked"],
            rect=tuple(data["rect"]),  # type: ignore[arg-type]
            children=[cls.from_json(c, window) for c in data["children"]],
            window=window,
            offscreen=data.get("offscreen", False),
        )

    def walk(self) -> Iterator[Node]:
        yield self
        for child in self.children:
            yield from child.walk()

    @property
    def center(self) -> tuple[int, int]:
        x, y, w, h = self.rect
        return x + w // 2, y + h // 2

    def inside(self, outer: tuple[int, int, int, int]) -> bool:
        x, y, w, h = self.rect
        ox, oy, ow, oh = outer
        return w > 0 and h > 0 and x >= ox and y >= oy and x + w <= ox + ow and y + h <= oy + oh

    def text(self) -> str:
        """Everything this element and its children say (names and values)."""
        return "\n".join(
            part for n in self.walk() if not n.offscreen for part in (n.name, n.value) if part
        )

    def __repr__(self) -> str:
        return f"<{self.role} {self.name!r} {self.rect}{'' if self.enabled else ' disabled'}>"


class Desktop:
    """An X screen (Xvfb) with a window manager (openbox).

    Args:
        width: Screen width in pixels.
        height: Screen height in pixels.
    """

    def __init__(self, width: int = 1366, height: int = 768) -> None:
        self.width = width
        self.height = height
        read, write = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24",
             "-nolisten", "tcp", "-noreset"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise JourneyError("Xvfb did not start")
        self.display = f":{number}"
        # The app follows the system language (docs/LOOK.md): journeys find English names.
        self.env = {**os.environ, "DISPLAY": self.display, "LC_ALL": "C.UTF-8"}
        self.env.pop("LANGUAGE", None)
        self.env.pop("WAYLAND_DISPLAY", None)
        self.wm = subprocess.Popen(
            ["openbox", "--sm-disable"], env=self.env,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        wait_until(self._wm_ready, 15, "openbox to manage the screen")

    def _wm_ready(self) -> bool:
        out = subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
            env=self.env,
            capture_output=True,
            text=True,
            check=False,
        )
        return "window id" in out.stdout

    def xdotool(self, *args: str) -> str:
        out = subprocess.run(
            ["xdotool", *args],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
        if out.returncode != 0:
            raise JourneyError(f"xdotool {' '.join(args)}: {out.stderr.strip()}")
        return out.stdout

    def close(self) -> None:
        for process in (self.wm, self.xvfb):
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def wait_until(check: Callable[[], Any], timeout: float, what: str, every: float = 0.1) -> Any:
    """Poll ``check`` until it returns something truthy; raise after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    last_error: Exception | None = None
    while True:
        try:
            result = check()
        except (JourneyError, OSError) as err:
            result, last_error = None, err
        if result:
            return result
        if time.monotonic() > deadline:
            extra = f" (last error: {last_error})" if last_error else ""
            raise JourneyError(f"gave up waiting for {what} after {timeout:.0f} s{extra}")
        time.sleep(every)


class UserFolders:
    """A fresh home: config, data and cache folders nobody has used yet.

    The built-in model's file (installed once by ``scripts/setup``) is linked into the
    fresh cache, as ``character-studio models install`` would have put it there.
    """

    def __init__(self, root: Path, *, with_model: bool = True) -> None:
        self.home = root / "home"
        self.config = self.home / ".config"
        self.data = self.home / ".local" / "share"
        self.cache = self.home / ".cache"
        for folder in (self.config, self.data, self.cache):
            folder.mkdir(parents=True, exist_ok=True)
        if with_model:
            installed = Path.home() / ".cache" / "CharacterStudio" / "models"
            real_cache = os.environ.get("XDG_CACHE_HOME")
            if real_cache:
                installed = Path(real_cache) / "CharacterStudio" / "models"
            if installed.is_dir():
                target = self.cache / "CharacterStudio" / "models"
                target.mkdir(parents=True)
                for model in installed.iterdir():
                    (target / model.name).symlink_to(model)

    @property
    def app_data(self) -> Path:
        return self.data / "CharacterStudio"

    def env(self) -> dict[str, str]:
        return {
            "HOME": str(self.home),
            "XDG_CONFIG_HOME": str(self.config),
            "XDG_DATA_HOME": str(self.data),
            "XDG_CACHE_HOME": str(self.cache),
        }


class App:
    """The application as its own process on the desktop.

    Args:
        desktop: The screen it runs on.
        folders: The user's folders.
        command: The entry point and its arguments (e.g. ``["character-player", card]``).
        journey: Name of the journey (the screenshots' folder).
    """

    def __init__(
        self,
        desktop: Desktop,
        folders: UserFolders,
        command: list[str],
        journey: str,
        extra_env: dict[str, str] | None = None,
    ) -> None:
        self.desktop = desktop
        self.folders = folders
        self.journey = journey
        self.shots = ARTIFACTS / journey
        self.shots.mkdir(parents=True, exist_ok=True)
        self.step_number = len(list(self.shots.glob("*.png")))
        self.socket_path = folders.home.parent / f"probe-{os.getpid()}-{time.monotonic_ns()}.sock"
        env = {**desktop.env, **folders.env(), "CHARACTER_STUDIO_PROBE": str(self.socket_path)}
        env["QT_QPA_PLATFORM"] = "xcb"
        env.pop("QT_QPA_PLATFORMTHEME", None)
        env.update(extra_env or {})
        executable = command[0]
        if "/" not in executable and (VENV_BIN / executable).exists():
            executable = str(VENV_BIN / executable)
        self.log_path = self.shots / f"app-{self.step_number:02d}.log"
        self.log = self.log_path.open("wb")
        self.process = subprocess.Popen(
            [executable, *command[1:]], env=env, stdout=self.log, stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
        self._sock: socket.socket | None = None
        wait_until(self._connect, 60, f"{command[0]} to start and show its window")

    # -- eyes ---------------------------------------------------------------------

    def _connect(self) -> bool:
        if self.process.poll() is not None:
            raise AssertionError(f"the app exited with {self.process.returncode}: {self.output()}")
        if not self.socket_path.exists():
            return False
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(30)
        try:
            sock.connect(str(self.socket_path))
        except OSError:
            sock.close()  # not listening yet: no socket left for the collector to find
            raise
        self._sock = sock
        self._reader = sock.makefile("rb")
        return bool(self.windows())

    def request(self, **payload: Any) -> dict[str, Any]:
        if self._sock is None:
            raise JourneyError("not connected")
        self._sock.sendall(json.dumps(payload).encode() + b"\n")
        line = self._reader.readline()
        if not line:
            raise JourneyError(f"the app closed the probe; alive: {self.alive}")
        return json.loads(line)

    def windows(self) -> list[Node]:
        """Every visible top-level window (the active one first)."""
        reply = self.request(op="tree")
        self.screen = tuple(reply["screen"] or (0, 0))
        nodes = []
        for data in reply["windows"]:
            node = Node.from_json(data, data["title"])
            node.active = data["active"]
            for part in node.walk():
                part.window = data["title"]
                part.window_rect = node.rect
            nodes.append(node)
        return nodes

    def window(self, title: str | None = None) -> Node:
        """The window whose title matches (regex), else the main window."""
        for node in self.windows():
            if (title is None and node.role == "Window") or (
                title and re.search(title, node.window)
            ):
                return node
        raise JourneyError(f"no window titled {title!r}: {[w.window for w in self.windows()]}")

    def find_all(self, role: str | None = None, name: str | None = None,
                 within: Node | None = None) -> list[Node]:  # fmt: skip
        roots = [within] if within is not None else self.windows()
        pattern = re.compile(name) if name is not None else None
        return [
            node
            for root in roots
            for node in root.walk()
            if (role is None or node.role == role)
            and (pattern is None or pattern.search(node.name))
        ]

    def find(self, role: str | None = None, name: str | None = None,
             within: Node | None = None, timeout: float = 20) -> Node:  # fmt: skip
        """Wait for one visible element with this role and name (a regex)."""
        try:
            found = wait_until(
                lambda: self.find_all(role, name, within), timeout,
                f"a {role or 'element'} {name!r}",
            )  # fmt: skip
        except JourneyError:
            self._failure_picture()
            raise
        return found[0]

    def _failure_picture(self) -> None:
        """What the screen showed when a step could not be done (kept with the others)."""
        with contextlib.suppress(Exception):
            self.screenshot("FAILED here")

    def focused(self) -> Node | None:
        """The element that has the keyboard focus (where typing goes)."""
        data = self.request(op="focus").get("focus")
        return Node.from_json(data, "") if data else None

    def wait_for_focus(self, name: str, timeout: float = 10) -> Node:
        pattern = re.compile(name)
        return wait_until(
            lambda: (node := self.focused()) is not None and pattern.search(node.name) and node,
            timeout, f"the keyboard focus in {name!r}",
        )  # fmt: skip

    def visible_text(self) -> str:
        return "\n".join(w.text() for w in self.windows())

    def wait_for_text(self, pattern: str, timeout: float = 30) -> str:
        regex = re.compile(pattern)
        try:
            return wait_until(
                lambda: (m := regex.search(self.visible_text())) and m.group(0),
                timeout, f"the text {pattern!r} on screen",
            )  # fmt: skip
        except JourneyError:
            self._failure_picture()
            raise

    def assert_usable(self, node: Node, *, in_window: bool = True) -> None:
        """Visible, enabled, and wholly inside both the screen and its window (a popup's
        rows, which Qt lists under the combo box that opened them, may leave the window:
        ``in_window=False``)."""
        assert node.enabled, f"{node} is disabled"
        assert not node.offscreen, f"{node} is scrolled out of view"
        screen = (0, 0, *self.screen)
        assert node.inside(screen), f"{node} is not inside the screen {screen}"
        outer = node.window_rect
        if in_window:
            assert node.inside(outer), f"{node} sticks out of its window {outer}"

    @property
    def alive(self) -> bool:
        if self.process.poll() is not None:
            return False
        try:
            return bool(self.request(op="ping").get("ok"))
        except (OSError, JourneyError, json.JSONDecodeError):
            return False

    def output(self) -> str:
        self.log.flush()
        return self.log_path.read_text(errors="replace")[-4000:]

    # -- hands --------------------------------------------------------------------

    def click(self, node: Node, button: int = 1, *, in_window: bool = True) -> None:
        self.assert_usable(node, in_window=in_window)
        x, y = node.center
        if node.role in ("ListItem", "TreeItem", "Row", "Cell"):
            # A row's text may run past the list's edge: click where it starts.
            x = node.rect[0] + min(node.rect[2] // 2, 40)
        self.desktop.xdotool("mousemove", "--sync", str(x), str(y))
        self.desktop.xdotool("click", str(button))

    def double_click(self, node: Node) -> None:
        x, y = node.center
        self.desktop.xdotool("mousemove", "--sync", str(x), str(y))
        self.desktop.xdotool("click", "--repeat", "2", "--delay", "80", "1")

    def wait_active(self) -> None:
        """Keys go to the active window: wait until one of this app's windows is."""
        wait_until(lambda: any(w.active for w in self.windows()), 10, "the app's window in front")

    def type(self, text: str) -> None:
        self.wait_active()
        self.desktop.xdotool("type", "--delay", "15", text)

    def key(self, *keys: str) -> None:
        self.wait_active()
        self.desktop.xdotool("key", "--delay", "60", *keys)

    def reveal(self, role: str | None, name: str, within: str, above: str = "^Save$") -> Node:
        """Scroll a dialog with the mouse wheel until the element is in view (above its
        button row, found by the name ``above``), as a person scrolls to a field."""
        for _ in range(30):
            window = self.window(within)
            node = self.find(role, name, within=window)
            limit = self.find("Button", above, within=window).rect[1]
            _x, y, _w, h = node.rect
            if node.inside(window.rect) and y + h <= limit:
                return node
            wx, wy, ww, wh = window.rect
            self.desktop.xdotool("mousemove", "--sync", str(wx + ww // 2), str(wy + wh // 3))
            self.desktop.xdotool("click", "5" if y + h > limit else "4")
            time.sleep(0.05)
        raise JourneyError(f"could not scroll {name!r} into view")

    def context_menu(self, node: Node, label: str) -> None:
        """Right-click ``node`` and pick ``label`` from the menu that opens there."""
        self.click(node, button=3)
        popup = wait_until(
            lambda: next((w for w in self.windows() if w.role == "PopupMenu"), None),
            10, "a context menu",
        )  # fmt: skip
        self.click(self.find("MenuItem", _menu_label(label) + "$", within=popup))

    def menu(self, *path: str) -> None:
        """Open a menu and pick an item, by clicking as a person would: ("File", "Import…")."""
        bar = self.find("MenuBar")
        self.click(self.find("MenuItem", rf"^&?{re.escape(path[0])}", within=bar))
        for depth, label in enumerate(path[1:]):
            # A submenu opens a popup of its own: the item is looked for in every popup
            # (Qt lists a submenu's items under its parent's item, outside that popup).
            pattern = re.compile(_menu_label(label) + "$")

            def item(pattern: re.Pattern[str] = pattern) -> Node | None:
                for popup in (w for w in self.windows() if w.role == "PopupMenu"):
                    for node in popup.walk():
                        if node.role == "MenuItem" and pattern.search(node.name):
                            return node
                return None

            found = wait_until(item, 10, f"the menu item {label!r}")
            self.click(found, in_window=depth == 0)

    # -- the chat ---------------------------------------------------------------

    #: What the app calls things, for a journey in another language (these are the
    #: English names): the message box, the transcript, the Stop button, who a screen
    #: reader says wrote the player's messages (the persona's name, "You" for the
    #: default) and the character's.
    message_name = "^Message$"
    transcript_name = "^Conversation$"
    stop_name = "^Stop$"
    user_names: tuple[str, ...] = ("You",)
    character_names: tuple[str, ...] = ("Character",)

    def message_box(self) -> Node:
        """The box a player writes in (the editable text beside Send)."""
        return self.find("EditableText", self.message_name, within=self.window())

    def messages(self) -> list[Node]:
        """The transcript's messages, oldest first, as a screen reader lists them."""
        transcript = self.find_all("List", self.transcript_name, within=self.window())
        return self.find_all("ListItem", within=transcript[0]) if transcript else []

    #: Party members' names: their messages count as replies too.
    speakers: tuple[str, ...] = ()

    def said_by_user(self) -> list[Node]:
        """The player's own messages (a screen reader hears "You" before them)."""
        return [m for m in self.messages() if m.description.startswith(self.user_names)]

    def replies(self) -> list[Node]:
        """The character's messages (no log lines, no tool rounds, not the player's)."""
        return [
            m for m in self.messages()
            if m.description.startswith((*self.character_names, *self.speakers))
        ]  # fmt: skip

    def errors(self) -> list[Node]:
        """The error cards in the transcript (what went wrong in a turn)."""
        return [m for m in self.messages() if m.description.startswith("Error")]

    def send(self, text: str, timeout: float = 180) -> Node:
        """Write a message, press Enter, and wait until the reply has finished."""
        sent = len(self.said_by_user())
        replies = len(self.replies())
        errors = len(self.errors())
        box = self.message_box()
        self.click(box)
        self.type(text)
        self.key("Return")
        wait_until(lambda: len(self.said_by_user()) > sent, 20, "the message in the chat")
        return self.wait_for_reply(replies + 1, timeout, errors_before=errors)

    def wait_for_reply(
        self, count: int, timeout: float = 180, *, errors_before: int | None = None
    ) -> Node:
        """Wait until the character has said ``count`` messages and nothing is being written.

        With ``errors_before`` (the error cards there were before the message went), an
        error card that appears instead of the reply fails at once, with its text."""

        def done() -> Node | None:
            replies = self.replies()
            busy = any(b.enabled for b in self.find_all("Button", self.stop_name))
            if len(replies) >= count and not busy and replies[-1].name.strip():
                return replies[-1]
            if errors_before is not None and not busy:
                errors = self.errors()
                if len(errors) > errors_before:
                    # Not a JourneyError: wait_until retries those.
                    raise TurnFailed(f"the turn ended in an error: {errors[-1].name}")
            return None

        try:
            return wait_until(done, timeout, f"a finished reply ({count} replies)", every=0.3)
        except (JourneyError, TurnFailed):
            self._failure_picture()
            raise

    # -- record -------------------------------------------------------------------

    def screenshot(self, step: str) -> Path:
        """Save the whole screen as the next step's picture."""
        self.step_number += 1
        slug = re.sub(r"[^a-z0-9]+", "-", step.lower()).strip("-")[:60]
        path = self.shots / f"{self.step_number:02d}-{slug}.png"
        time.sleep(0.15)  # one more frame: what was just typed is painted
        reply = self.request(op="screenshot", path=str(path))
        assert reply.get("ok"), reply
        return path

    def quit(self, timeout: float = 30) -> int:
        """Close the window the way a person does (Ctrl+Q) and wait for the process to end."""
        self.key("ctrl+q")
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise JourneyError(f"the app did not quit within {timeout} s") from None
        self.close()
        return code

    def kill(self) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        self.close()

    def close(self) -> None:
        with contextlib.suppress(OSError):
            if self._sock is not None:
                self._reader.close()
                self._sock.close()
        self._sock = None
        self.log.close()


def _menu_label(label: str) -> str:
    """A menu item's accessible name has '&' before its mnemonic: match either way."""
    letters = [re.escape(ch) + "&?" if ch != "&" else "" for ch in label]
    return "^&?" + "".join(letters)

"""Running the built-in offline model from the GUI: install it if needed, start it, stop it.

:class:`BuiltinLauncher` wraps :class:`~studio.providers.builtin.BuiltinServer` for
a window: the slow parts (downloading the model once, loading it into llama.cpp's
server) run on a worker thread, and their progress comes back to the GUI thread as
signals, so the setup flow and the chat's banner can show it while the window
stays live. The server is stopped (its lease dropped) when the window closes.

The server and the installer are injectable (the public ``server_factory``,
``installed`` and ``installer`` attributes):
a test drives the whole flow with a scripted stand-in that has the same
``start(progress)`` / ``stop()`` / ``info`` interface, and production uses the real one.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from studio.errors import StudioError

__all__ = ["BuiltinLauncher", "ServerLike"]


class ServerLike(Protocol):
    """What the launcher needs of a server (:class:`~studio.providers.builtin.BuiltinServer`)."""

    info: Any

    def start(self, progress: Callable[[str], None] | None = None) -> Any: ...

    def stop(self) -> None: ...


def _real_server() -> ServerLike:
    from studio.providers.builtin import BuiltinServer

    return BuiltinServer()


def _installed() -> bool:
    from studio.providers.builtin import status

    return status().installed


def _download(progress: Callable[[int, int | None], None]) -> None:
    from studio.providers.builtin import download_model

    download_model(progress=progress)


class BuiltinLauncher(QObject):
    """Starts the built-in model on a worker thread and reports back on the GUI thread.

    Args:
        server_factory: Makes the server (default: the real llama.cpp one).
        installed: Whether the model file is installed (default: checks the cache).
        installer: Downloads and installs the model, reporting (bytes, total).
        parent: The owning QObject.

    Signals:
        progress(str): A start-up step in words ("Loading the model…").
        downloaded(int, int): Model bytes written so far and the total (0: unknown).
        ready(str, str): The server answers: its base URL and the model name to send.
        failed(str): It could not be installed or started; the message says what to do.
    """

    progress = Signal(str)
    downloaded = Signal(int, int)
    ready = Signal(str, str)
    failed = Signal(str)

    def __init__(
        self,
        *,
        server_factory: Callable[[], ServerLike] = _real_server,
        installed: Callable[[], bool] = _installed,
        installer: Callable[[Callable[[int, int | None], None]], None] = _download,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        # Public so a test can swap in a scripted stand-in before starting.
        self.server_factory = server_factory
        self.installed = installed
        self.installer = installer
        self._server: ServerLike | None = None
        self._thread: threading.Thread | None = None
        # stop() while the worker still starts the server (a window closed during a
        # slow start): the worker stops what it started instead of keeping it.
        self._lock = threading.Lock()
        self._stopped = False
        self.base_url: str | None = None
        self.model: str | None = None
        self.error: str | None = None

    @property
    def running(self) -> bool:
        """True once the server answered (until :meth:`stop`)."""
        return self.base_url is not None

    @property
    def starting(self) -> bool:
        """True while the worker thread installs or starts the server."""
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Install (when missing) and start the server; a second call while busy is a no-op."""
        if self.running:
            self.ready.emit(self.base_url or "", self.model or "")
            return
        if self.starting:
            return
        self.error = None
        self._stopped = False
        self._thread = threading.Thread(target=self._work, name="builtin-model", daemon=True)
        self._thread.start()

    def switch(self) -> None:
        """Stop the running server and start the model now in use (``models use``), on
        the worker thread: ``progress`` then ``ready`` (or ``failed``) as for :meth:`start`."""
        self.wait(30.0)
        old, self._server = self._server, None
        self.base_url = self.model = None
        self.error = None
        self._stopped = False
        self._thread = threading.Thread(
            target=self._work, args=(old,), name="builtin-model", daemon=True
        )
        self._thread.start()

    def _work(self, old: ServerLike | None = None) -> None:
        # Runs on the worker thread: signals queue back to the GUI thread.
        try:
            if old is not None:
                self.progress.emit("Stopping the previous model…")
                old.stop()
            if not self.installed():
                self.progress.emit("Downloading the built-in model (about 100 MB, once)…")
                self.installer(lambda done, total: self.downloaded.emit(done, total or 0))
            server = self.server_factory()
            info = server.start(progress=self.progress.emit)
        except (StudioError, OSError) as err:
            self.error = str(err)
            self.failed.emit(self.error)
            return
        with self._lock:
            if self._stopped:
                server.stop()  # the window closed while it started
                return
            self._server = server
        self.base_url, self.model = str(info.base_url), str(info.model)
        self.progress.emit("The built-in model is ready.")
        self.ready.emit(self.base_url, self.model)

    def wait(self, timeout: float | None = None) -> None:
        """Block until the worker thread ends (shutdown, tests)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def stop(self, timeout: float = 5.0) -> None:
        """Drop this window's use of the server (it ends when no one else uses it).
        A start still under way after ``timeout`` seconds ends it when it is done."""
        self.wait(timeout)
        with self._lock:
            self._stopped = True
            server, self._server = self._server, None
        self.base_url = self.model = None
        if server is not None:
            server.stop()

"""Starting, watching and killing one worker subprocess (host side).

:func:`worker_command` is the single place that knows how a worker is started;
from a PyInstaller bundle, workers are the app's own executable run as
``--sandbox-worker LANGUAGE`` (:mod:`studio.frozen`). Workers get a scrubbed
environment (API keys in the host's environment never reach agent code; nor do
PyInstaller's ``_PYI_*`` variables, so a frozen worker starts as a fresh
top-level instance), their own process group (POSIX) or
a kill-on-close Job Object with a memory cap (Windows), and stdio pipes only.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import functools
import importlib.util
import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from studio.sandbox.dispatcher import Dispatcher
from studio.sandbox.endpoint import Endpoint
from studio.sandbox.framing import MAX_LINE, AsyncFrameReader, AsyncFrameWriter

SANDBOX_DIR = Path(__file__).resolve().parent
PROJECT_ROOT = SANDBOX_DIR.parent.parent  # The directory that holds the ``studio`` package.
CLOSE_GRACE = 1.0  # Seconds a worker gets to exit after its stdin closes.
STDERR_TAIL = 40
FROZEN_WORKER_FLAG = "--sandbox-worker"  # studio.frozen.WORKER_FLAG (a test keeps them equal).


@functools.cache
def _dependency_dirs(language: str) -> tuple[str, ...]:
    """The site-packages directories holding the modules a worker imports.

    Workers run with ``-I -S`` (no site-packages, no environment, no user site):
    a JavaScript or Lua worker is told where quickjs/lupa live, and adds just
    those directories. Nothing else of site-packages is
    imported; after the imports the kernel layers take even those away.
    """
    modules = {"javascript": ("_quickjs",), "lua": ("lupa",)}.get(language, ())
    dirs: list[str] = []
    for name in modules:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            spec = None
        if spec is None or not spec.origin:
            continue
        origin = Path(spec.origin)
        folder = str(origin.parent.parent if origin.name.startswith("__init__.") else origin.parent)
        if folder not in dirs:
            dirs.append(folder)
    return tuple(dirs)


def worker_command(language: str) -> tuple[list[str], dict[str, str], str]:
    """The command, environment and working directory for a worker.

    Every worker runs ``python -I -S -B launch.py --language LANGUAGE`` by file
    path: no site-packages, no ``PYTHON*`` variables, no user site, no bytecode
    written; it prepares for its language before the host says anything (see
    :meth:`studio.sandbox.worker.Worker.prepare`). JavaScript and Lua workers get
    ``--path`` for the directories of their runtime's package. On macOS the
    command runs under ``sandbox-exec`` (:mod:`.macos`); on Linux,
    :class:`WorkerProcess` puts :func:`pid_namespace_launcher` in front of it.
    """
    env = {"PYTHONIOENCODING": "utf-8", "PYTHONUTF8": "1"}
    for key in ("SYSTEMROOT", "WINDIR", "TEMP", "TMP"):  # Windows needs these to start at all.
        if sys.platform == "win32" and key in os.environ:
            env[key] = os.environ[key]
    if getattr(sys, "frozen", False):
        # No ``python`` in a bundle: the executable dispatches the flag to the worker
        # before importing Qt, and starts in its own folder (nothing to find via cwd).
        # Not imported from studio.frozen: that module reaches the CLI and the UI.
        command = [sys.executable, FROZEN_WORKER_FLAG, language]
        return _wrap(command, language), env, os.path.dirname(sys.executable)
    command = [sys.executable, "-I", "-S", "-B", str(SANDBOX_DIR / "launch.py")]
    for folder in _dependency_dirs(language):
        command += ["--path", folder]
    command += ["--language", language]
    return _wrap(command, language), env, str(SANDBOX_DIR)


# util-linux's unshare, at its usual places only (never searched for on PATH).
UNSHARE = ("/usr/bin/unshare", "/bin/unshare")


@functools.cache
def pid_namespace_launcher() -> tuple[str, ...]:
    """The command prefix that starts a worker as pid 1 of a new PID namespace, or ``()``.

    ``unshare --pid --fork --kill-child`` (with ``--user --map-current-user``
    when not root) creates the namespace, forks, and runs the worker command
    there by ``execve``: the worker starts as a fresh process instead of as the
    fork of an interpreter that is already up, whose copy-on-write faults made
    everything after the fork slower (3-5 ms of a cold start). ``unshare``
    stays outside as the parent, like the worker's own fork does
    (:func:`studio.sandbox.isolation.enter_pid_namespace`): it waits, exits
    (or dies) as the worker did, and its ``--kill-child`` kills the worker if
    it dies itself. The worker sees that it is pid 1 and does not fork again.

    Probed once per host process by starting ``unshare`` that way; where it is
    missing or refused (old util-linux, a container without namespaces),
    workers fork for their PID namespace themselves, as before.
    """
    if not sys.platform.startswith("linux"):
        return ()
    path = next((p for p in UNSHARE if os.path.isfile(p) and os.access(p, os.X_OK)), None)
    if path is None:
        return ()
    user = [] if os.geteuid() == 0 else ["--user", "--map-current-user"]
    prefix = (path, *user, "--pid", "--fork", "--kill-child", "--")
    try:
        probe = subprocess.run(
            [*prefix, path, "--version"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, env={}, timeout=10, check=False,
        )  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return ()
    return prefix if probe.returncode == 0 else ()


def _wrap(command: list[str], language: str) -> list[str]:
    if sys.platform != "darwin":
        return command
    from studio.sandbox import macos

    return macos.wrap(command, _dependency_dirs(language))


class WorkerProcess:
    """A running worker: the process, its endpoint and the tasks draining its pipes."""

    def __init__(
        self,
        process: asyncio.subprocess.Process,
        endpoint: Endpoint,
        on_stderr: Callable[[str], None],
        host_layers: list[str],
        job: Any = None,
    ) -> None:
        self.process = process
        self.endpoint = endpoint
        self.host_layers = host_layers
        self.stderr_tail: collections.deque[str] = collections.deque(maxlen=STDERR_TAIL)
        self._on_stderr = on_stderr
        self._job = job
        # Why the host killed it, when it did (timeout, protocol violation).
        self.stop_reason: str | None = None
        self.serve_task = asyncio.create_task(endpoint.serve())
        self._stderr_task = asyncio.create_task(self._drain_stderr())

    @classmethod
    async def spawn(
        cls,
        language: str,
        dispatcher: Dispatcher,
        *,
        memory_bytes: int,
        on_stderr: Callable[[str], None],
    ) -> WorkerProcess:
        """Start a worker for ``language`` ("javascript", "python" or "lua")."""
        command, env, cwd = worker_command(language)
        posix = os.name == "posix"
        process = await asyncio.create_subprocess_exec(
            *pid_namespace_launcher(),
            *command,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=env,
            cwd=cwd,
            limit=MAX_LINE + 2,
            start_new_session=posix,
        )
        assert process.stdin is not None and process.stdout is not None
        endpoint = Endpoint(
            AsyncFrameReader(process.stdout), AsyncFrameWriter(process.stdin), dispatcher
        )
        layers = ["subprocess", "scrubbed-env"] + (["process-group"] if posix else [])
        if sys.platform == "darwin":
            from studio.sandbox.macos import SANDBOX_EXEC

            if command[0] == SANDBOX_EXEC:
                layers.append("sandbox-exec")
        job = None
        if sys.platform == "win32":
            from studio.sandbox.winjob import assign_job

            job = assign_job(process.pid, memory_bytes)
            if job is not None:
                layers.append("job-object")
        return cls(process, endpoint, on_stderr, layers, job)

    def redirect_stderr(self, on_stderr: Callable[[str], None]) -> None:
        """Send the worker's stderr lines to ``on_stderr`` from now on (a spare, taken)."""
        self._on_stderr = on_stderr

    @property
    def alive(self) -> bool:
        """Whether the process runs and its channel is still usable."""
        return self.process.returncode is None and not self.endpoint.closed

    async def _drain_stderr(self) -> None:
        # Always drain: a worker blocked on a full stderr pipe would look hung.
        stream = self.process.stderr
        assert stream is not None
        while True:
            try:
                line = await stream.readline()
            except (ValueError, asyncio.LimitOverrunError):
                continue
            if not line:
                return
            text = line.decode("utf-8", "replace").rstrip("\n")
            self.stderr_tail.append(text)
            self._on_stderr(text)

    def kill(self) -> None:
        """Kill the worker and everything in its process group, right now."""
        if self.process.returncode is None:
            with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
                if os.name == "posix":
                    os.killpg(self.process.pid, signal.SIGKILL)
                else:
                    self.process.kill()
        self.endpoint.close()

    async def exited(self, grace: float) -> bool:
        """Whether the process exits on its own within ``grace`` seconds."""
        if self.process.returncode is not None:
            return True
        try:
            await asyncio.wait_for(asyncio.shield(self.process.wait()), grace)
        except TimeoutError:
            return False
        return True

    async def wait_dead(self) -> int | None:
        """Wait until the process has exited and the pipe readers finished."""
        code = await self.process.wait()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.gather(self.serve_task, self._stderr_task, return_exceptions=True)
        if self.process.stdin is not None:
            self.process.stdin.close()
            with contextlib.suppress(ConnectionError, OSError):
                await self.process.stdin.wait_closed()
        if self._job is not None:
            from studio.sandbox.winjob import close_job

            close_job(self._job)
            self._job = None
        return code

    async def close(self) -> None:
        """Ask nicely (close stdin), then kill after :data:`CLOSE_GRACE` seconds."""
        if self.process.returncode is None and self.process.stdin is not None:
            self.process.stdin.close()
            try:
                await asyncio.wait_for(asyncio.shield(self.process.wait()), CLOSE_GRACE)
            except TimeoutError:
                pass
        self.kill()
        await self.wait_dead()

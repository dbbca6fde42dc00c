"""Starting, reusing and stopping the built-in llama.cpp server (decisions §18).

:class:`BuiltinServer` is the whole lifecycle. ``start()`` checks the model file
(sha256), the memory, and whether a server of ours already runs (a state file in
``<cache>/builtin-server/state.json`` with its pid, start time and port, proven by
:mod:`.identity` — the process is the one started then and holds the port's
listening socket — then confirmed by ``/health`` and ``/props``); if none does,
it starts one on a free loopback port (:mod:`studio.providers.builtin.serve`) and
reports its progress until the model is loaded. Every client holds a lease
(``leases/<pid>-<token>``); ``stop()`` drops it and ends the server when no other
client holds one. A client that crashes cannot drop its lease, so the server also
exits by itself once every lease holder is gone. The server runs in its own
session so Ctrl-C in a terminal (which stops a reply) never reaches it.

Nothing here imports the engine: callers take :attr:`ServerInfo.base_url` and
:attr:`ServerInfo.model` into an ordinary OpenAI-compatible client, and
:attr:`ServerInfo.root_url` reaches llama.cpp's own ``/props`` and ``/tokenize``.
"""

from __future__ import annotations

import importlib.util
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from studio.errors import LocalModelError
from studio.providers.builtin.choice import current_model
from studio.providers.builtin.gguf import read_gguf
from studio.providers.builtin.identity import process_start
from studio.providers.builtin.model import MODELS, ModelSpec, verified_path
from studio.providers.builtin.serve import live_leases, pid_alive
from studio.providers.builtin.state import (
    DEFAULT_CTX,
    ServerInfo,
    get,
    locked,
    running_server,
    state_dir,
    write_state,
)
from studio.providers.builtin.system import (
    SERVER_FLAG,
    available_memory,
    default_threads,
    free_port,
    port_taken,
    server_command,
    terminate,
)
from studio.providers.presets import forget_builtin_port, remember_builtin_port

__all__ = [
    "DEFAULT_CTX",
    "DEFAULT_MAX_REPLY_TOKENS",
    "SERVER_FLAG",
    "BuiltinServer",
    "ServerInfo",
    "StartProgress",
    "available_memory",
    "default_threads",
    "running_server",
    "server_command",
    "state_dir",
]

StartProgress = Callable[[str], None]
"""Start-up progress: one short line for the user ("Loading the model…")."""

# About 10 s of text on two cores: a reply, not an essay (SmolLM2 does not stop by itself).
DEFAULT_MAX_REPLY_TOKENS = 320
TEMPLATE = Path(__file__).with_name("chatml_tools.jinja")
_POLL = 0.1
_LOG_TAIL = 12


class BuiltinServer:
    """The built-in model's server, as one client of it sees it.

    Args:
        spec: The model to serve; None for the one chosen with ``models use``.
        cache_dir: Overrides the user cache dir (model files and server state).
        n_ctx: Context size in tokens (default: the model's own, ``spec.context``).
        threads: CPU threads for llama.cpp (default: :func:`default_threads`).
        max_reply_tokens: The reply cap for requests that set no ``max_tokens``.
        port: A fixed port; by default a free one is picked.
        start_timeout: Seconds to wait for the model to load.
        memory: Reports available memory in bytes (tests inject it); None skips the check.
    """

    def __init__(
        self,
        spec: ModelSpec | None = None,
        *,
        cache_dir: Path | None = None,
        n_ctx: int | None = None,
        threads: int | None = None,
        max_reply_tokens: int = DEFAULT_MAX_REPLY_TOKENS,
        port: int | None = None,
        start_timeout: float = 120.0,
        memory: Callable[[], int | None] | None = available_memory,
    ) -> None:
        # None: the model chosen with ``models use`` (the default until one is chosen).
        self.spec = spec if spec is not None else current_model(cache_dir)
        self.cache_dir = cache_dir
        self.n_ctx = n_ctx if n_ctx is not None else self.spec.context
        self.threads = threads or default_threads()
        self.max_reply_tokens = max_reply_tokens
        self.port = port
        self.start_timeout = start_timeout
        self._memory = memory
        self._dir = state_dir(cache_dir)
        self._token = f"{os.getpid()}-{uuid.uuid4().hex[:12]}"
        self._process: subprocess.Popen[bytes] | None = None
        self.info: ServerInfo | None = None

    @property
    def log_path(self) -> Path:
        """The server's log (llama.cpp's output), kept for error messages."""
        return self._dir / "server.log"

    def _lease(self) -> Path:
        return self._dir / "leases" / self._token

    def start(self, progress: StartProgress | None = None) -> ServerInfo:
        """Reuse the running server or start one; returns where it listens.

        Raises:
            LocalModelError: The model is missing or damaged, the server package is
                missing, memory is short, the port is taken, or the server failed.
        """
        say = progress or (lambda _line: None)
        if self.info is not None and self.alive():
            return self.info
        say(f"Checking the built-in model ({self.spec.label})…")
        model_file = verified_path(self.spec, self.cache_dir)
        with locked(self._dir / "lock"):
            info = running_server(self.spec, self.cache_dir)
            if info is None:
                info = self._launch(model_file, say)
            else:
                say(f"Using the built-in model already running on port {info.port}")
            self._lease().parent.mkdir(parents=True, exist_ok=True)
            self._lease().write_text(str(info.pid), encoding="ascii")
        remember_builtin_port(info.port)
        self.info = info
        return info

    def _check_can_start(self) -> None:
        if importlib.util.find_spec("xllamacpp") is None and not getattr(sys, "frozen", False):
            raise LocalModelError(
                "the built-in model server (PyPI xllamacpp) is not installed: run scripts/setup, "
                "or pip install xllamacpp (wheels exist for Linux, macOS and Windows on x86_64 "
                "and arm64); or choose another provider"
            )
        free = self._memory() if self._memory is not None else None
        if free is not None and free < self.spec.ram_bytes:
            raise LocalModelError(
                f"too little memory for the built-in model: {free // 2**20} MB available, "
                f"{self.spec.ram_bytes // 2**20} MB needed; close other programs, or use a "
                "remote provider (--base-url)"
            )
        if self.port is not None and port_taken(self.port):
            raise LocalModelError(
                f"port {self.port} on 127.0.0.1 is already taken by another program; choose "
                "another port, or leave it unset to pick a free one"
            )

    def _launch(self, model_file: Path, say: StartProgress) -> ServerInfo:
        self._check_can_start()
        port = self.port or free_port()
        leases = self._dir / "leases"
        leases.mkdir(parents=True, exist_ok=True)
        live_leases(leases)  # Clears the leases of processes that are gone.
        args = [
            *("--model", str(model_file), "--alias", self.spec.alias, "--port", str(port)),
            *("--ctx", str(self.n_ctx), "--threads", str(self.threads)),
            *("--max-tokens", str(self.max_reply_tokens)),
            *("--leases", str(leases)),
        ]
        # The built-in model gets the ChatML-with-tools template; a model the user added
        # keeps its own when its GGUF has one (read from its header).
        # A file whose header cannot be read is left to llama.cpp, which says why.
        try:
            own = self.spec.key not in MODELS and read_gguf(model_file).chat_template is not None
        except LocalModelError:
            own = False
        if not own:
            args += ["--template", str(TEMPLATE)]
        command, env = server_command(args)
        say(f"Starting the built-in model server on port {port}…")
        started = time.monotonic()
        with open(self.log_path, "wb") as log:
            kwargs: dict[str, Any] = {}
            if sys.platform == "win32":
                kwargs["creationflags"] = subprocess.CREATE_NEW_PROCESS_GROUP
            else:
                kwargs["start_new_session"] = True  # Ctrl-C in the terminal stays with us.
            process = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                env=env,
                **kwargs,
            )
        self._process = process
        try:
            self._wait_ready(process, port, started, say)
        except BaseException:
            if process.poll() is None:
                process.kill()
            process.wait()
            self._process = None
            raise
        state = {
            "pid": process.pid, "started": process_start(process.pid), "port": port,
            "sha256": self.spec.sha256, "n_ctx": self.n_ctx,
        }  # fmt: skip
        write_state(self._dir, state)
        say(f"Built-in model ready ({time.monotonic() - started:.1f} s)")
        return ServerInfo(
            base_url=f"http://127.0.0.1:{port}/v1",
            model=self.spec.alias,
            port=port,
            pid=process.pid,
            n_ctx=self.n_ctx,
            reused=False,
        )

    def _wait_ready(
        self, process: subprocess.Popen[bytes], port: int, started: float, say: StartProgress
    ) -> None:
        loading_said = False
        while True:
            code = process.poll()
            if code is not None:
                raise LocalModelError(self._start_failure(code, port))
            health = get(f"http://127.0.0.1:{port}/health", timeout=1.0)
            if health is not None and health.status_code == 200:
                return
            if health is not None and health.status_code == 503 and not loading_said:
                say("Loading the model…")
                loading_said = True
            if time.monotonic() - started > self.start_timeout:
                raise LocalModelError(
                    f"the built-in model server did not become ready in {self.start_timeout:.0f} s "
                    f"(log: {self.log_path}); the machine may be too busy, try again"
                )
            time.sleep(_POLL)

    def log_tail(self) -> list[str]:
        """The last lines of the server log that look like errors (else the last lines)."""
        try:
            lines = self.log_path.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            return []
        return (_error_lines(lines) or lines)[-_LOG_TAIL:]

    def log_errors(self) -> list[str]:
        """The last lines of the server log that look like errors (none: an empty list)."""
        try:
            lines = self.log_path.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            return []
        return _error_lines(lines)[-_LOG_TAIL:]

    def _start_failure(self, code: int, port: int) -> str:
        text = "\n".join(self.log_tail())
        if "couldn't bind" in text:
            return (
                f"the built-in model server could not listen on 127.0.0.1:{port} (the port is "
                "taken); try again, or set another port"
            )
        if "failed to load model" in text or "invalid magic" in text:
            return (
                f"the built-in model server could not load {self.spec.filename}; run: "
                f"character-studio models verify (log: {self.log_path})"
            )
        if "xllamacpp is not installed" in text:
            return "the built-in model server (PyPI xllamacpp) is not installed: run scripts/setup"
        last = text.splitlines()[-1] if text else "no output"
        return (
            f"the built-in model server failed to start (exit {code}): {last} "
            f"(log: {self.log_path})"
        )

    def alive(self) -> bool:
        """Whether the server this client uses is still running and answering."""
        if self.info is None or not pid_alive(self.info.pid):
            return False
        if self._process is not None and self._process.poll() is not None:
            return False
        health = get(f"{self.info.root_url}/health", timeout=1.0)
        return health is not None and health.status_code == 200

    def failure(self) -> LocalModelError:
        """An error saying the server stopped, for a turn that failed because it did.

        It names how the process ended (a signal, an exit status) when this client
        started it, and quotes the log only for a line that is an error: the last
        line of llama.cpp's log is usually routine ("processing task") and would
        read as the cause.
        """
        errors = self.log_errors()
        said = f"; its log's last error: {errors[-1].strip()}" if errors else ""
        return LocalModelError(
            f"the built-in model server stopped ({self._end()}){said}; start again to "
            f"restart it (log: {self.log_path})"
        )

    def _end(self) -> str:
        """How the server process ended, in words."""
        process = self._process
        code = process.poll() if process is not None else None
        if code is None:
            running = self.info is not None and pid_alive(self.info.pid)
            return "it no longer answers" if running else "it is no longer running"
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = str(-code)
            return f"killed by signal {name}"
        return f"exit status {code}"

    def stop(self) -> None:
        """Drop this client's lease; end the server if no other client holds one."""
        info, self.info = self.info, None
        process, self._process = self._process, None
        if info is None:
            return
        with locked(self._dir / "lock"):
            self._lease().unlink(missing_ok=True)
            if live_leases(self._dir / "leases") or not pid_alive(info.pid):
                if process is not None and process.poll() is None:
                    # Other clients still use it: it outlives this client by design. Popen
                    # would warn about, and later try to reap, a child it no longer owns.
                    process.returncode = 0
                return
            terminate(info.pid, process)
            forget_builtin_port(info.port)
            (self._dir / "state.json").unlink(missing_ok=True)

    def __enter__(self) -> BuiltinServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _error_lines(lines: list[str]) -> list[str]:
    # llama.cpp marks its levels with a letter (" E " for errors); Python and the
    # loader write "Error"/"error:".
    return [ln for ln in lines if " E " in ln or "Error" in ln or "error:" in ln]

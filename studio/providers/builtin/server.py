"""Starting, reusing and stopping the built-in llama.cpp server (decisions §18).

:class:`BuiltinServer` is the whole lifecycle. ``start()`` checks the model file
(sha256), the memory, and whether a server of ours already runs (a state file in
``<cache>/builtin-server/state.json`` with its pid and port, confirmed by
``/health`` and ``/props``); if none does, it starts one on a free loopback port
(:mod:`studio.providers.builtin.serve`) and reports its progress until the model
is loaded. Every client holds a lease (``leases/<pid>-<token>``); ``stop()`` drops it and
ends the server when no other client holds one. A client that crashes cannot
drop its lease, so the server also exits by itself once every lease holder is
gone. The server runs in its own session so Ctrl-C in a terminal (which stops a
reply) never reaches it.

Nothing here imports the engine: callers take :attr:`ServerInfo.base_url` and
:attr:`ServerInfo.model` into an ordinary OpenAI-compatible client, and
:attr:`ServerInfo.root_url` reaches llama.cpp's own ``/props`` and ``/tokenize``.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from studio import paths
from studio.errors import LocalModelError
from studio.providers.builtin.model import DEFAULT_MODEL, ModelSpec, verified_path
from studio.providers.builtin.serve import live_leases, pid_alive
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

SERVER_FLAG = "--builtin-server"  # studio.frozen dispatches it to serve.main.
DEFAULT_CTX = 4096
# About 10 s of text on two cores: a reply, not an essay (SmolLM2 does not stop by itself).
DEFAULT_MAX_REPLY_TOKENS = 320
TEMPLATE = Path(__file__).with_name("chatml_tools.jinja")
_POLL = 0.1
_LOG_TAIL = 12


@dataclass(frozen=True, kw_only=True)
class ServerInfo:
    """A running built-in server.

    Attributes:
        base_url: The OpenAI-compatible endpoint (``http://127.0.0.1:PORT/v1``).
        model: The model name to send (the server's alias).
        port: The loopback port.
        pid: The server process.
        n_ctx: The context size the server was started with.
        reused: True when another client had started it.
    """

    base_url: str
    model: str
    port: int
    pid: int
    n_ctx: int
    reused: bool

    @property
    def root_url(self) -> str:
        """``http://127.0.0.1:PORT``: llama.cpp's own endpoints (``/props``, ``/tokenize``)."""
        return f"http://127.0.0.1:{self.port}"


def state_dir(cache_dir: Path | None = None) -> Path:
    """``<user cache dir>/builtin-server``: state file, leases, lock and log."""
    return (Path(cache_dir) if cache_dir is not None else paths.user_cache_dir()) / "builtin-server"


def available_memory() -> int | None:
    """Bytes of memory available to a new process, when the OS says (Linux), else None."""
    try:
        with open("/proc/meminfo", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def server_command(args: list[str]) -> tuple[list[str], dict[str, str]]:
    """The command and environment that run :mod:`studio.providers.builtin.serve`."""
    env = dict(os.environ)
    if getattr(sys, "frozen", False):
        return [sys.executable, SERVER_FLAG, *args], env
    root = str(Path(__file__).resolve().parents[3])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    return [sys.executable, "-m", "studio.providers.builtin.serve", *args], env


def default_threads() -> int:
    """Half the logical CPUs (about the physical cores), 1 to 8.

    llama.cpp's threads spin while they wait for each other, so one thread more than
    the cores that are actually free costs far more than it brings: on a shared
    2-CPU machine one thread generated 2.5x faster than two (benchmarks/
    bench_local_model.py, docs/LOCAL_MODEL.md).
    """
    return max(1, min(8, (os.cpu_count() or 2) // 2))


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _port_taken(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return True
    return False


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """An inter-process lock (released by the OS if the holder dies)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a+b") as handle:
        if sys.platform == "win32":
            import msvcrt

            while True:
                try:
                    msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
                    break
                except OSError:  # LK_LOCK gives up after 10 s; keep waiting.
                    continue
            try:
                yield
            finally:
                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def _get(url: str, timeout: float = 2.0) -> httpx.Response | None:
    try:
        return httpx.get(url, timeout=timeout)
    except httpx.HTTPError:
        return None


def _serves_model(port: int, model_file: Path) -> bool:
    """Whether the server on ``port`` is llama.cpp serving exactly ``model_file``."""
    health = _get(f"http://127.0.0.1:{port}/health")
    if health is None or health.status_code != 200:
        return False
    props = _get(f"http://127.0.0.1:{port}/props")
    try:
        served = props.json().get("model_path") if props is not None else None
    except ValueError:
        return False
    return isinstance(served, str) and Path(served).resolve() == model_file.resolve()


def _read_state(folder: Path) -> dict[str, Any] | None:
    try:
        state = json.loads((folder / "state.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return state if isinstance(state, dict) else None


def running_server(
    spec: ModelSpec = DEFAULT_MODEL, cache_dir: Path | None = None
) -> ServerInfo | None:
    """The built-in server already running for ``spec``, if one is (no lease is taken)."""
    from studio.providers.builtin.model import model_path

    state = _read_state(state_dir(cache_dir))
    if state is None or state.get("sha256") != spec.sha256:
        return None
    pid, port = state.get("pid"), state.get("port")
    if not isinstance(pid, int) or not isinstance(port, int) or not pid_alive(pid):
        return None
    if not _serves_model(port, model_path(spec, cache_dir)):
        return None
    return ServerInfo(
        base_url=f"http://127.0.0.1:{port}/v1",
        model=spec.alias,
        port=port,
        pid=pid,
        n_ctx=int(state.get("n_ctx", DEFAULT_CTX)),
        reused=True,
    )


class BuiltinServer:
    """The built-in model's server, as one client of it sees it.

    Args:
        spec: The model to serve.
        cache_dir: Overrides the user cache dir (model files and server state).
        n_ctx: Context size in tokens.
        threads: CPU threads for llama.cpp (default: :func:`default_threads`).
        max_reply_tokens: The reply cap for requests that set no ``max_tokens``.
        port: A fixed port; by default a free one is picked.
        start_timeout: Seconds to wait for the model to load.
        memory: Reports available memory in bytes (tests inject it); None skips the check.
    """

    def __init__(
        self,
        spec: ModelSpec = DEFAULT_MODEL,
        *,
        cache_dir: Path | None = None,
        n_ctx: int = DEFAULT_CTX,
        threads: int | None = None,
        max_reply_tokens: int = DEFAULT_MAX_REPLY_TOKENS,
        port: int | None = None,
        start_timeout: float = 120.0,
        memory: Callable[[], int | None] | None = available_memory,
    ) -> None:
        self.spec = spec
        self.cache_dir = cache_dir
        self.n_ctx = n_ctx
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
        with _locked(self._dir / "lock"):
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
        if self.port is not None and _port_taken(self.port):
            raise LocalModelError(
                f"port {self.port} on 127.0.0.1 is already taken by another program; choose "
                "another port, or leave it unset to pick a free one"
            )

    def _launch(self, model_file: Path, say: StartProgress) -> ServerInfo:
        self._check_can_start()
        port = self.port or _free_port()
        leases = self._dir / "leases"
        leases.mkdir(parents=True, exist_ok=True)
        live_leases(leases)  # Clears the leases of processes that are gone.
        args = [
            *("--model", str(model_file), "--alias", self.spec.alias, "--port", str(port)),
            *("--ctx", str(self.n_ctx), "--threads", str(self.threads)),
            *("--max-tokens", str(self.max_reply_tokens)),
            *("--template", str(TEMPLATE), "--leases", str(leases)),
        ]
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
        state = {"pid": process.pid, "port": port, "sha256": self.spec.sha256, "n_ctx": self.n_ctx}
        tmp = self._dir / "state.json.tmp"
        tmp.write_text(json.dumps(state), encoding="utf-8")
        os.replace(tmp, self._dir / "state.json")
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
            health = _get(f"http://127.0.0.1:{port}/health", timeout=1.0)
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
        errors = [ln for ln in lines if " E " in ln or "Error" in ln or "error:" in ln]
        return (errors or lines)[-_LOG_TAIL:]

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
        health = _get(f"{self.info.root_url}/health", timeout=1.0)
        return health is not None and health.status_code == 200

    def failure(self) -> LocalModelError:
        """An error saying the server stopped, for a turn that failed because it did."""
        tail = self.log_tail()
        detail = f": {tail[-1]}" if tail else ""
        return LocalModelError(
            f"the built-in model server stopped{detail} (log: {self.log_path}); start again to "
            "restart it"
        )

    def stop(self) -> None:
        """Drop this client's lease; end the server if no other client holds one."""
        info, self.info = self.info, None
        process, self._process = self._process, None
        if info is None:
            return
        with _locked(self._dir / "lock"):
            self._lease().unlink(missing_ok=True)
            if live_leases(self._dir / "leases") or not pid_alive(info.pid):
                if process is not None and process.poll() is None:
                    # Other clients still use it: it outlives this client by design. Popen
                    # would warn about, and later try to reap, a child it no longer owns.
                    process.returncode = 0
                return
            _terminate(info.pid, process)
            forget_builtin_port(info.port)
            (self._dir / "state.json").unlink(missing_ok=True)

    def __enter__(self) -> BuiltinServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _terminate(pid: int, process: subprocess.Popen[bytes] | None, grace: float = 5.0) -> None:
    """SIGTERM (Windows: TerminateProcess), then SIGKILL after ``grace`` seconds."""
    import signal

    if process is not None:  # Our own child: Popen knows how to stop and reap it.
        process.terminate()
        try:
            process.wait(grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        return
    with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
        os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + grace
    while pid_alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    if pid_alive(pid) and hasattr(signal, "SIGKILL"):
        with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
            os.kill(pid, signal.SIGKILL)

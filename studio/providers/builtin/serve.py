"""The built-in server's own process: llama.cpp's server (PyPI ``xllamacpp``) on loopback.

Started by :mod:`studio.providers.builtin.server` as ``python -m
studio.providers.builtin.serve ...`` (or, in a frozen app, as the executable
with ``--builtin-server``). llama.cpp runs inside this process in its own
threads; a separate process keeps a crash in native code away from the app and
lets several app instances share one server.

The process prints ``READY <base url>`` on stdout once the model is loaded, and
exits on SIGTERM/SIGINT, or by itself when no client holds a lease any more
(every client writes ``leases/<pid>-<token>``; a client that crashed cannot
remove its lease, so the server checks that the pids are alive).
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

__all__ = ["live_leases", "main", "pid_alive"]

LEASE_POLL_SECONDS = 2.0
# A fresh server waits this long for its first lease (the client writes it once READY).
FIRST_LEASE_GRACE = 30.0


def pid_alive(pid: int) -> bool:
    """Whether a process with this pid exists (never signals it)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel32.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def live_leases(folder: Path) -> list[int]:
    """The pids holding a lease in ``folder`` that are still running (stale ones are removed)."""
    alive: list[int] = []
    try:
        entries = list(folder.iterdir())
    except FileNotFoundError:
        return alive
    for entry in entries:
        try:
            pid = int(entry.name.partition("-")[0])
        except ValueError:
            continue
        if pid_alive(pid):
            alive.append(pid)
        else:
            entry.unlink(missing_ok=True)
    return alive


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="studio-builtin-server")
    parser.add_argument("--model", required=True)
    parser.add_argument("--alias", required=True)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--ctx", type=int, required=True)
    parser.add_argument("--threads", type=int, required=True)
    parser.add_argument("--max-tokens", type=int, required=True)
    # None: the model's own chat template (a model the user added that has one).
    parser.add_argument("--template", default=None)
    parser.add_argument("--leases", required=True)
    return parser


def _params(args: argparse.Namespace) -> object:
    import xllamacpp

    params = xllamacpp.CommonParams()
    params.model.path = args.model
    params.model_alias = {args.alias}  # A set: a plain str would become a set of characters.
    params.n_ctx = args.ctx
    # A reply cap for requests that set no max_tokens: a small model rambles on otherwise
    # until the context is full (minutes on two cores).
    params.n_predict = args.max_tokens
    params.n_parallel = 1  # One slot gets the whole context; the app sends one request at a time.
    params.cpuparams.n_threads = args.threads
    params.cpuparams_batch.n_threads = args.threads
    params.hostnames = ["127.0.0.1"]
    params.port = args.port
    params.use_jinja = True
    if args.template:
        params.chat_template = Path(args.template).read_text(encoding="utf-8")
    params.endpoint_props = True
    params.ui = False
    # llama.cpp's default prompt cache may grow to 8 GiB of RAM; a small model needs little.
    params.cache_ram_mib = 256
    return params


def main(argv: Sequence[str] | None = None) -> int:
    """Run the server until told to stop; returns the exit status."""
    args = _parser().parse_args(argv)
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    try:
        import xllamacpp

        server = xllamacpp.Server(_params(args))
    except ImportError as err:
        print(f"studio builtin server: xllamacpp is not installed ({err})", file=sys.stderr)
        return 3
    except RuntimeError as err:  # llama.cpp logged the reason to stderr just before.
        print(f"studio builtin server: {err}", file=sys.stderr, flush=True)
        return 4
    print(f"READY http://127.0.0.1:{args.port}/v1", flush=True)
    leases = Path(args.leases)
    waited = 0.0
    while not stop.wait(LEASE_POLL_SECONDS):
        waited += LEASE_POLL_SECONDS
        if waited >= FIRST_LEASE_GRACE and not live_leases(leases):
            break
    del server
    # llama.cpp's threads are not Python's to join: leave without interpreter teardown.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__":
    raise SystemExit(main())

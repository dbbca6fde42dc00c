"""Isolation layers: which applied, and each layer on its own."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from studio.sandbox import audit
from studio.sandbox.spawn import PROJECT_ROOT

from .helpers_sandbox import LoopbackServer, SandboxFactory

linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux-only layer")


async def test_load_reports_the_layers_that_applied(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox("def f(*a):\n    return 1\n")
    await sandbox.start()
    result = await sandbox.call("f", [], {}, {})
    layers = set(result.isolation)
    assert {"subprocess", "scrubbed-env", "audit-hook", "rlimit-fsize", "rlimit-core"} <= layers
    if sys.platform.startswith("linux"):
        assert {"rlimit-as", "process-group"} <= layers
    assert sandbox.isolation == result.isolation


async def test_agent_code_runs_with_the_collector_on_and_the_layers_in_place(
    make_sandbox: SandboxFactory,
) -> None:
    # The worker prepares with gc off (start-up makes no garbage worth collecting);
    # the first load turns it back on before the agent's module code runs.
    sandbox = make_sandbox("import gc, sys\nAT_LOAD = gc.isenabled()\n"
                           "def f(*a):\n    return [AT_LOAD, gc.isenabled()]\n")  # fmt: skip
    assert (await sandbox.call("f", [], {}, {})).value == [True, True]


async def test_worker_sees_no_host_environment(
    make_sandbox: SandboxFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret")
    sandbox = make_sandbox("import os\ndef f(*a):\n    return sorted(os.environ)\n")
    names = (await sandbox.call("f", [], {}, {})).value
    assert "OPENAI_API_KEY" not in names


async def test_python_worker_has_no_site_packages(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox(
        "def f(*a):\n    try:\n        import pydantic\n    except ImportError:\n"
        "        return 'no'\n    return 'yes'\n"
    )
    assert (await sandbox.call("f", [], {}, {})).value == "no"


@linux
def test_network_namespace_alone_blocks_loopback(loopback_server: LoopbackServer) -> None:
    script = textwrap.dedent(
        f"""
        import socket, sys
        sys.path.insert(0, {str(PROJECT_ROOT)!r})
        from studio.sandbox import isolation
        layer = isolation.enter_network_namespace()
        try:
            socket.create_connection(("127.0.0.1", {loopback_server.port}), timeout=2)
            print(layer, "connected")
        except OSError as exc:
            print(layer, "refused", exc.errno)
        """
    )
    out = subprocess.run(
        [sys.executable, "-I", "-S", "-c", script], capture_output=True, text=True, timeout=30
    ).stdout.split()
    if out[0] == "None":
        pytest.skip("this kernel refuses new network namespaces here")
    assert out[:2] == ["netns", "refused"]


@linux
def test_rlimits_turn_memory_bombs_and_writes_into_errors(tmp_path: object) -> None:
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {str(PROJECT_ROOT)!r})
        from studio.sandbox import isolation
        print(",".join(isolation.apply_rlimits(128 * 1024 * 1024)))
        try:
            bytearray(1024 ** 3)
        except MemoryError:
            print("memory-error")
        try:
            with open({f"{tmp_path}/big"!r}, "wb") as handle:
                handle.write(b"x")
        except OSError as exc:
            print("write-error", exc.errno)
        """
    )
    out = subprocess.run(
        [sys.executable, "-I", "-S", "-c", script], capture_output=True, text=True, timeout=30
    ).stdout.splitlines()
    assert "rlimit-as" in out[0] and "rlimit-fsize" in out[0]
    assert out[1] == "memory-error"
    assert out[2].startswith("write-error")


@pytest.mark.parametrize(
    ("event", "args"),
    [
        ("open", ("/etc/passwd", "r", 0)),
        ("open", ("/tmp/x", "w", 0)),
        ("open", (b"/etc/shadow", None, 0)),
        ("open", ("/usr/lib/../../etc/passwd", "r", 0)),
        ("socket.connect", (None, ("127.0.0.1", 80))),
        ("socket.__new__", (None, 2, 1, 0)),
        ("subprocess.Popen", ("sh", [], None, None)),
        ("os.system", ("ls",)),
        ("ctypes.dlopen", ("libc.so.6",)),
        ("os.listdir", ("/home",)),
    ],
)
def test_hook_refuses(event: str, args: tuple[object, ...]) -> None:
    hook = audit.make_hook(["/usr/lib"])  # Called directly: never installed in the test process.
    with pytest.raises(PermissionError, match="sandbox"):
        hook(event, args)


@pytest.mark.parametrize(
    ("event", "args"),
    [
        ("open", ("/usr/lib/python3/json/__init__.py", "r", 0)),
        ("open", (5, "rb", 0)),
        ("import", ("json", None, [], [], [])),
        ("compile", (b"", "<x>")),
        ("socket.__new__", (None, 1, 1, 0)),  # AF_UNIX: asyncio's self-pipe.
    ],
)
def test_hook_allows(event: str, args: tuple[object, ...]) -> None:
    audit.make_hook(["/usr/lib"])(event, args)


def test_hook_refuses_pathlike_and_str_subclass_tricks() -> None:
    hook = audit.make_hook(["/usr/lib"])

    class Liar(str):
        def split(self, *a: object, **k: object) -> list[str]:  # type: ignore[override]
            return ["usr", "lib", "ok"]

        def startswith(self, *a: object, **k: object) -> bool:  # type: ignore[override]
            return True

    with pytest.raises(PermissionError):
        hook("open", (Liar("/etc/passwd"), "r", 0))
    with pytest.raises(PermissionError):
        hook("open", (object(), "r", 0))


def test_address_space_room_covers_the_largest_frame() -> None:
    from studio.sandbox import framing, isolation

    assert isolation.MAX_FRAME == framing.MAX_LINE
    assert isolation.AS_OVERHEAD >= 64 * 1024 * 1024 + 4 * framing.MAX_LINE


def test_a_first_load_that_fails_leaves_the_audit_hook_to_the_next(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # In-process, with the layers that would touch this process replaced.
    from studio.sandbox import worker as worker_module

    installed: list[str] = []
    monkeypatch.setattr(audit, "install", lambda: installed.append("hook") or "audit-hook")
    read_fd, write_fd = os.pipe()
    try:
        worker = worker_module.Worker(read_fd, write_fd)
        worker.language = "fake"
        worker._limited = True  # No resource limits on the test process.
        attempts: list[int] = []

        class Flaky:
            def __init__(self, bridge: object, limits: object) -> None:
                attempts.append(1)
                if len(attempts) == 1:
                    raise MemoryError("no runtime this time")

        worker._executor_type = Flaky
        with pytest.raises(MemoryError):
            worker._first_load({}, object(), True)
        assert installed == [] and not worker._loaded
        worker._first_load({}, object(), True)  # The agent's code would run next.
        assert installed == ["hook"] and worker._loaded and "audit-hook" in worker.layers
    finally:
        os.close(read_fd)
        os.close(write_fd)

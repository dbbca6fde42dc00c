"""Hostile Python agents against the kernel layers, as root (the worst case).

Every attack runs twice: with the audit hook (what users get) and without it
(``AgentSpec(audit_hook=False)``, tests only), which shows that the kernel
layers — PID namespace, Landlock, seccomp, no capabilities, no_new_privs,
netns — contain each one on their own. The escapes of the hook by introspection
must also get past the hook for real (the error is not the hook's) and still
be stopped. The test process plays the player: it holds a fake API key in its
memory, and the workers are its children.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.sandbox import kernel, landlock, seccomp

from .helpers_sandbox import LoopbackServer, SandboxFactory
from .hostile_python_cases import ATTACKS, HOOK_ESCAPES, agent_source
from .hostile_side_doors import NEED_MOUNT_ROOT
from .hostile_targets import SECRET, Targets, assert_locked_down, layers_here, targets

pytestmark = [
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux kernel layers"),
    pytest.mark.skipif(
        landlock.abi_version() < 6 or seccomp.machine() is None,
        reason="needs Landlock ABI 6+ and a seccomp architecture this filter knows",
    ),
]
CTX = {"invokedBy": "model", "agentId": "evil.agent"}


@pytest.fixture
def hostile(tmp_path: Path, loopback_server: LoopbackServer) -> Iterator[Targets]:
    with targets(tmp_path, loopback_server.port) as built:
        yield built


async def _run(make_sandbox: SandboxFactory, body: str, hook: bool, targets: Targets) -> str:
    sandbox = make_sandbox(agent_source(body), agent_id="evil.agent", audit_hook=hook)
    result = await sandbox.call("on_tool_call", ["t", targets.args()], {}, CTX)
    layers = set(result.isolation)
    assert ("audit-hook" in layers) is hook
    assert layers_here("pidns", "no-new-privs", "landlock-fs", "no-caps", "seccomp") <= layers
    assert layers_here("ipcns", "mount-root", "rlimit-nofile") <= layers
    # The worker survived the attempt and still serves.
    assert (await sandbox.call("ok", [], {}, CTX)).value == "still fine"
    return str(result.value)


@pytest.mark.parametrize("hook", [True, False], ids=["with-hook", "kernel-only"])
@pytest.mark.parametrize("name", sorted(ATTACKS))
async def test_attack_is_denied(
    make_sandbox: SandboxFactory, hostile: Targets, loopback_server: LoopbackServer,
    name: str, hook: bool,
) -> None:  # fmt: skip
    seen = await _run(make_sandbox, ATTACKS[name], hook, hostile)
    assert SECRET.decode() not in seen
    if name in NEED_MOUNT_ROOT and not layers_here("mount-root"):
        assert hostile.nothing_arrived() == []
        pytest.skip(f"{name}: {seen[:60]} (no user namespaces, so no mount root: metadata "
                    "outside the view answers; docs/SANDBOX.md)")  # fmt: skip
    assert seen.startswith("blocked:"), f"{name}: {seen}"
    if not hook:
        assert "sandbox:" not in seen  # Stopped by the kernel, not by a hook that is not there.
    assert hostile.nothing_arrived() == []
    assert loopback_server.accepted == 0


@pytest.mark.parametrize("hook", [True, False], ids=["with-hook", "kernel-only"])
@pytest.mark.parametrize("name", sorted(HOOK_ESCAPES))
async def test_escaping_the_hook_gains_nothing(
    make_sandbox: SandboxFactory, hostile: Targets, loopback_server: LoopbackServer,
    name: str, hook: bool,
) -> None:  # fmt: skip
    seen = await _run(make_sandbox, HOOK_ESCAPES[name], hook, hostile)
    assert seen.startswith("blocked:"), f"{name}: {seen}"
    # The escape worked (the hook no longer objects); the kernel said no.
    assert "sandbox:" not in seen, seen
    assert hostile.nothing_arrived() == []
    assert loopback_server.accepted == 0


async def test_the_hook_escape_really_disarms_the_hook(make_sandbox: SandboxFactory) -> None:
    """Positive control for the escapes above: after widening, the hook lets a
    read inside the interpreter's prefix *and* an outside one through to the kernel."""
    body = HOOK_ESCAPES["gc widen, read /etc/passwd"].replace(
        "return open('/etc/passwd').read()[:40]",
        "import ctypes\nctypes.CDLL(None)\nreturn 'ctypes loaded'",
    )
    sandbox = make_sandbox(agent_source(body), agent_id="evil.agent")
    result = await sandbox.call("on_tool_call", ["t", {}], {}, CTX)
    assert result.value == "ESCAPED: 'ctypes loaded'"


async def test_worker_process_state_seen_from_the_player(make_sandbox: SandboxFactory) -> None:
    """The worker's own process: no capabilities, no_new_privs, a seccomp filter,
    another PID namespace, and it cannot see the player's pid."""
    sandbox = make_sandbox(
        "import os\ndef f(*a):\n    return [os.getpid(), os.getppid()]\n", agent_id="w.agent"
    )
    pid, ppid = (await sandbox.call("f", [], {}, CTX)).value
    if layers_here("pidns"):
        assert pid == 1 and ppid == 0  # pid 1 of its own namespace; the player is outside it.
    else:  # No user namespaces: the player's PID namespace (seccomp still refuses signals).
        assert pid == sandbox._supervisor.pid
    assert_locked_down(sandbox._supervisor.pid)


def test_read_view_leaves_out_data_and_home() -> None:
    # Computed as a worker computes it: `python -I -S` (the test process's own sys.path
    # holds the checkout, wherever CI cloned it).
    root = str(Path(kernel.__file__).resolve().parents[2])
    probe = (
        "import json, sys; base = list(sys.path); "
        f"sys.path.insert(0, {root!r}); "
        "from studio.sandbox import kernel as k; sys.path[:] = base; "
        "print(json.dumps(k.read_view('/opt/studio/sandbox')))"
    )
    out = subprocess.run(
        [sys.executable, "-I", "-S", "-c", probe], capture_output=True, text=True, check=True
    )
    dirs, files = json.loads(out.stdout)
    for path in [*dirs, *files]:
        assert not path.startswith(("/home", "/root/.ssh", "/etc/passwd", "/proc", "/tmp"))
        assert "site-packages" not in path and path != "/"

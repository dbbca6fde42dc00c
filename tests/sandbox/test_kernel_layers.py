"""Each kernel layer on its own, in a bare child process, plus positive controls.

The controls run every hostile attack in an *unsandboxed* child: each must get
through there, so the hostile suite's "blocked" means the sandbox stopped it
(not a broken attack). The layer tests apply one layer alone and show what it
stops by itself.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.sandbox import hostguard, landlock, seccomp
from studio.sandbox.spawn import PROJECT_ROOT

from .helpers_sandbox import LoopbackServer
from .hostile_python_cases import ATTACKS, HOOK_ESCAPES, agent_source
from .hostile_side_doors import OWN_IPC
from .hostile_targets import SECRET, Targets, targets

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux layers")
needs_landlock = pytest.mark.skipif(landlock.abi_version() < 6, reason="needs Landlock ABI 6+")
needs_seccomp = pytest.mark.skipif(seccomp.machine() is None, reason="no filter for this arch")
linux_namespaces = pytest.mark.skipif(
    "mount-root" in hostguard.missing_layers(), reason="no user or mount namespaces here"
)


def _child(script: str, *args: str) -> list[str]:
    """Run ``script`` in a bare ``python -I -S`` child that can import studio.sandbox."""
    prelude = f"import sys\nsys.path.insert(0, {str(PROJECT_ROOT)!r})\n"
    done = subprocess.run(
        [sys.executable, "-I", "-S", "-c", prelude + textwrap.dedent(script), *args],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.fixture
def hostile(tmp_path: Path, loopback_server: LoopbackServer) -> Iterator[Targets]:
    with targets(tmp_path, loopback_server.port) as built:
        yield built


def test_every_attack_gets_through_without_the_sandbox(hostile: Targets) -> None:
    arguments = json.dumps(hostile.args())
    for name, body in {**ATTACKS, **HOOK_ESCAPES}.items():
        script = agent_source(body) + (
            "import json, sys\nprint(on_tool_call('t', json.loads(sys.argv[1]), {}, None, None))\n"
        )
        prefix = ["unshare", "--ipc"] if name in OWN_IPC else []  # Frees what it makes.
        if prefix and os.geteuid() != 0:
            prefix[1:1] = ["--user", "--map-current-user"]
        done = subprocess.run(
            [*prefix, sys.executable, "-c", script, arguments],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        replaced = done.returncode == 0 and not done.stdout  # execve: /bin/true ran instead.
        assert replaced or done.stdout.startswith("ESCAPED"), f"{name}: {done.stdout}{done.stderr}"
        if name == "/proc/player/mem":
            assert repr(SECRET) in done.stdout  # The attack aims at the real key.
        hostile.nothing_arrived()  # Drain what the control sent.
        if os.path.exists(hostile.new_db):
            os.remove(hostile.new_db)


@needs_landlock
def test_landlock_alone(tmp_path: Path, loopback_server: LoopbackServer) -> None:
    secret = tmp_path / "secret"
    secret.write_text("x")
    out = _child(
        f"""
        import os, socket
        from studio.sandbox import kernel, landlock
        kernel.no_new_privs()
        print(",".join(landlock.restrict(kernel.interpreter_dirs(), [])))
        for attempt in (
            lambda: open({str(secret)!r}).read(),
            lambda: open("/etc/passwd").read(),
            lambda: open({str(tmp_path / "new")!r}, "w"),
            lambda: socket.create_connection(("127.0.0.1", {loopback_server.port}), timeout=2),
            lambda: os.kill(os.getppid(), 0),
        ):
            try:
                attempt()
                print("allowed")
            except OSError as exc:
                print("denied", exc.errno)
        import json  # The standard library stays readable.
        print("stdlib ok")
        """
    )
    assert out[0] == "landlock-fs,landlock-net,landlock-scope"
    assert out[1:6] == ["denied 13"] * 3 + ["denied 13", "denied 1"]
    assert out[6] == "stdlib ok"
    assert loopback_server.accepted == 0


@needs_seccomp
def test_seccomp_alone() -> None:
    out = _child(
        """
        import os, socket, threading
        from studio.sandbox import kernel, seccomp
        kernel.no_new_privs()
        print(seccomp.install())
        def attempt(action):
            try:
                action()
                print("allowed")
            except OSError as exc:
                print("denied", exc.errno)
        attempt(os.fork)
        attempt(lambda: os.execv("/bin/true", ["true"]))
        attempt(lambda: socket.socket(socket.AF_INET, socket.SOCK_STREAM))
        attempt(lambda: socket.socket(socket.AF_UNIX, socket.SOCK_STREAM))
        attempt(lambda: socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM))
        attempt(lambda: os.kill(os.getppid(), 0))
        attempt(lambda: os.pidfd_open(os.getppid()))
        attempt(lambda: os.kill(os.getpid(), 0))
        attempt(lambda: socket.socketpair())
        thread = threading.Thread(target=print, args=("thread ran",))
        thread.start()
        thread.join()
        """
    )
    assert out[0] == "seccomp"
    assert out[1:8] == ["denied 1"] * 7
    assert out[8:11] == ["allowed", "allowed", "thread ran"]


@needs_seccomp
def test_seccomp_alone_refuses_metadata_watches_ipc_and_buffer_sizes(tmp_path: Path) -> None:
    """Issue 26: what Landlock does not look at, on a file the child could change."""
    victim = tmp_path / "victim"
    victim.write_text("x")
    victim.chmod(0o600)
    out = _child(
        f"""
        import ctypes, fcntl, os, socket
        from studio.sandbox import kernel, seccomp
        libc = ctypes.CDLL(None, use_errno=True)
        def raw(result):
            if result < 0:
                raise OSError(ctypes.get_errno(), "raw")
        kernel.no_new_privs()
        print(seccomp.install())
        path = {str(victim)!r}
        def attempt(action):
            try:
                action()
                print("allowed")
            except OSError as exc:
                print("denied", exc.errno)
        attempt(lambda: os.chmod(path, 0o4777))
        attempt(lambda: raw(libc.syscall(452, os.open(path, os.O_PATH), b"", 0o777, 0x1000)))
        attempt(lambda: os.chown(path, 0, 0))
        attempt(lambda: os.utime(path, (0, 0)))
        attempt(lambda: os.setxattr(path, "user.x", b"1"))
        attempt(lambda: os.removexattr(path, "user.x"))
        attempt(lambda: raw(libc.inotify_init1(0)))
        attempt(lambda: raw(libc.shmget(0, 4096, 0o1600)))
        attempt(lambda: raw(libc.msgget(0, 0o1600)))
        attempt(lambda: raw(libc.semget(0, 1, 0o1600)))
        left, right = socket.socketpair()
        attempt(lambda: left.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 1 << 26))
        r, w = os.pipe()
        attempt(lambda: fcntl.fcntl(w, 1031, 1 << 20))
        attempt(lambda: fcntl.fcntl(w, fcntl.F_GETFL))  # Other fcntl commands stay.
        attempt(lambda: os.stat(path))  # Reading metadata stays (the view limits it).
        """
    )
    assert out[0] == "seccomp"
    assert out[1:13] == ["denied 1"] * 12
    assert out[13:15] == ["allowed", "allowed"]
    assert oct(victim.stat().st_mode) == oct(0o100600)


@needs_seccomp
def test_seccomp_alone_is_an_allow_list(tmp_path: Path) -> None:
    """Issue 26: calls off the list answer EPERM, including ones no deny-list named.

    Each is made first without the filter (where it works, or fails otherwise), then with it.
    """
    out = _child(
        f"""
        import ctypes, fcntl, os
        from studio.sandbox import kernel, seccomp
        libc = ctypes.CDLL(None, use_errno=True)
        def raw(result):
            if result < 0:
                raise OSError(ctypes.get_errno(), "raw")
        folder = os.open({str(tmp_path)!r}, os.O_RDONLY)
        lock = open({str(tmp_path / "lock")!r}, "w")
        r, w = os.pipe()
        calls = [
            lambda: raw(libc.syscall(499)),  # Unassigned today: ENOSYS, then EPERM.
            lambda: os.close(os.memfd_create("x")),  # Memory outside RLIMIT_AS until mapped.
            lambda: raw(libc.personality(0xFFFFFFFF)),
            lambda: os.sched_setaffinity(0, os.sched_getaffinity(0)),
            lambda: fcntl.fcntl(folder, fcntl.F_NOTIFY, fcntl.DN_CREATE),  # dnotify
            lambda: fcntl.fcntl(w, fcntl.F_SETOWN, os.getpid()),
            lambda: fcntl.flock(lock, fcntl.LOCK_EX),
            lambda: fcntl.ioctl(r, 0x5412, b"x"),  # TIOCSTI: ENOTTY on a pipe, then EPERM.
        ]
        controls = [
            lambda: fcntl.ioctl(r, 0x541B, b"    "),  # FIONREAD stays.
            lambda: fcntl.fcntl(w, fcntl.F_GETFL),
            lambda: os.read(os.open("/dev/null", os.O_RDONLY), 1),
        ]
        def attempt(action):
            try:
                action()
                return "allowed"
            except OSError as exc:
                return f"denied {{exc.errno}}"
        print([attempt(call) for call in calls + controls])
        kernel.no_new_privs()
        print(seccomp.install())
        print([attempt(call) for call in calls + controls])
        """
    )
    before, installed, after = out[0], out[1], out[2]
    assert installed == "seccomp"
    assert before == repr(["denied 38"] + ["allowed"] * 6 + ["denied 25"] + ["allowed"] * 3)
    assert after == repr(["denied 1"] * 8 + ["allowed"] * 3)


def test_seccomp_allow_list_has_no_duplicates_and_both_architectures() -> None:
    for arch in ("x86_64", "aarch64"):
        program = seccomp.build(arch, 1)
        assert program[-1] == (0x06, 0, 0, 0x00050000 | 1)  # Anything else: EPERM.
    x86 = [n[0] for n in seccomp._ALLOWED.values() if n[0] is not None]
    arm = [n[1] for n in seccomp._ALLOWED.values() if n[1] is not None]
    assert len(set(x86)) == len(x86) and len(set(arm)) == len(arm)
    assert seccomp._ALLOWED["read"] == (0, 63) and seccomp._ALLOWED["newfstatat"] == (262, 79)


def test_capabilities_dropped_even_as_root(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("shows what dropping capabilities takes from root")
    foreign = tmp_path / "someone-elses"
    foreign.write_text("private")
    os.chown(foreign, 12345, 12345)
    foreign.chmod(0o600)
    out = _child(
        f"""
        from studio.sandbox import kernel
        print(open({str(foreign)!r}).read())  # Root reads it: CAP_DAC_OVERRIDE.
        print(kernel.drop_capabilities())
        try:
            open({str(foreign)!r}).read()
            print("allowed")
        except OSError as exc:
            print("denied", exc.errno)
        print([l.split()[1] for l in open("/proc/self/status") if l.startswith("Cap")])
        """
    )
    assert out[:3] == ["private", "no-caps", "denied 13"]
    assert set(json.loads(out[3].replace("'", '"'))) == {"0000000000000000"}


def test_pid_namespace_alone_hides_the_player() -> None:
    out = _child(
        """
        import os
        from studio.sandbox import isolation
        player = os.getppid()
        print(isolation.enter_pid_namespace())
        print(os.getpid(), os.getppid())
        for action in (lambda: os.kill(player, 0), lambda: os.pidfd_open(player)):
            try:
                action()
                print("visible")
            except OSError as exc:
                print("hidden", exc.errno)
        """
    )
    if out[0] == "None":
        pytest.skip("this kernel refuses new PID namespaces here")
    assert out == ["pidns", "1 0", "hidden 3", "hidden 3"]


def test_no_new_privs_alone() -> None:
    out = _child(
        """
        from studio.sandbox import kernel
        print(kernel.no_new_privs())
        print([l.split()[1] for l in open("/proc/self/status") if l.startswith("NoNewPrivs")])
        """
    )
    assert out == ["no-new-privs", "['1']"]


@pytest.mark.parametrize("protect", [True, False])
def test_player_marked_non_dumpable_keeps_its_memory_from_a_worker_without_caps(
    protect: bool,
) -> None:
    """The player's own layer: non-dumpable, so a same-user process without
    CAP_SYS_PTRACE cannot read its /proc/<pid>/environ (or mem) even with no other layer
    (the unprotected run is the control: then it can). Here the player has no
    capabilities either; a root player is also protected by having more
    capabilities than a worker, which the kernel requires of a ptrace target."""
    out = _child(
        f"""
        import os
        from studio.sandbox import hostguard, kernel
        kernel.drop_capabilities()  # A player run by an ordinary user: no capabilities.
        print({protect} and hostguard.protect_host_process(), flush=True)
        player = os.getpid()
        child = os.fork()
        if child == 0:
            try:
                open(f"/proc/{{player}}/environ", "rb").read()
                print("readable", flush=True)
            except OSError as exc:
                print("denied", exc.errno, flush=True)
            os._exit(0)
        os.waitpid(child, 0)
        """
    )
    assert out == (["True", "denied 13"] if protect else ["False", "readable"])


@linux_namespaces
def test_mount_root_alone(tmp_path: Path) -> None:
    """Issue 26: the worker's root holds the read view only, read-only, even below /tmp
    (where the root is staged) and with no other layer in place."""
    view = tmp_path / "view"
    view.mkdir()
    (view / "kept.txt").write_text("inside")
    outside = tmp_path / "outside.txt"
    outside.write_text("secret")
    out = _child(
        f"""
        import os
        from studio.sandbox import isolation, kernel, mountns
        names = isolation.enter_namespaces()
        dirs, files = kernel.read_view({str(view)!r})
        print(",".join(names), mountns.build_root(dirs, files))
        print(open({str(view / "kept.txt")!r}).read())
        for attempt in (
            lambda: open({str(view / "kept.txt")!r}, "a"),
            lambda: open({str(view / "new.txt")!r}, "w"),
            lambda: open("/new-in-root", "w"),
            lambda: os.stat({str(outside)!r}),
            lambda: os.stat("/proc/1"),
            lambda: os.stat("/etc/passwd"),
        ):
            try:
                attempt()
                print("allowed")
            except OSError as exc:
                print("denied", exc.errno)
        """
    )
    assert out[0] == "netns,ipcns,mountns mount-root"
    assert out[1] == "inside"
    assert out[2:5] == ["denied 30"] * 3  # EROFS: the whole tree is read-only.
    assert out[5:8] == ["denied 2"] * 3  # ENOENT: not in the root at all.
    assert (view / "kept.txt").read_text() == "inside" and not (view / "new.txt").exists()

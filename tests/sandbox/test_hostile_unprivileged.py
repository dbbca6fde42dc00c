"""The hostile suite again, as a user without privileges (issue 26).

The rest of ``tests/sandbox`` runs as whoever runs pytest — root in CI, the worst
case for what a worker could do. A player is usually an ordinary user, where
the namespaces come from an unprivileged user namespace instead and
``RLIMIT_NPROC`` applies; this test re-runs the kernel-only hostile cases, the
worker's state seen from outside, and each kernel layer alone, as that user
(``setpriv``), and fails if any of them fails there.

The user is ``$STUDIO_TEST_UNPRIVILEGED_USER`` (``.ci/run`` creates one and makes
the checkout readable to it), else ``nobody``. Skipped when pytest is not root
(then the whole suite already is this run), or — with ``CI`` unset only — when
that user cannot run this checkout's interpreter.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.sandbox.spawn import PROJECT_ROOT

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux only")
USER_VARIABLE = "STUDIO_TEST_UNPRIVILEGED_USER"
SELECTION = [
    "tests/sandbox/test_kernel_hostile_python.py",
    "tests/sandbox/test_kernel_layers.py",
    "tests/sandbox/test_kernel_hostile_js_lua.py",
]
# Not the unsandboxed control (it attacks its own parent, which Yama's ptrace scope
# forbids an ordinary user before any sandbox is involved) and not the root-only cases.
KEYWORDS = "not every_attack_gets_through and not even_as_root"


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"CI must run the hostile suite unprivileged: {reason}")
    pytest.skip(reason)


@pytest.fixture
def account() -> Iterator[tuple[pwd.struct_passwd, Path]]:
    """The unprivileged user and a scratch directory it owns."""
    if os.geteuid() != 0:
        pytest.skip("pytest runs unprivileged already: the whole suite is this test")
    if shutil.which("setpriv") is None:
        _unavailable("setpriv (util-linux) is missing")
    try:
        user = pwd.getpwnam(os.environ.get(USER_VARIABLE, "nobody"))
    except KeyError:
        _unavailable(f"no user {os.environ.get(USER_VARIABLE, 'nobody')!r}")
    scratch = Path(tempfile.mkdtemp(prefix="studio-unprivileged-"))
    os.chown(scratch, user.pw_uid, user.pw_gid)
    try:
        yield user, scratch
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _as(user: pwd.struct_passwd) -> list[str]:
    return ["setpriv", f"--reuid={user.pw_uid}", f"--regid={user.pw_gid}", "--clear-groups", "--"]


def _interpreter(user: pwd.struct_passwd, env: dict[str, str]) -> str | None:
    """This venv's interpreter, or the system's of the same version (with the venv's
    packages on the path) when the user cannot reach the venv's base (e.g. under /root)."""
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    # As the worker launcher runs it: from inside a user namespace of that user's.
    userns = ["unshare", "--user", "--map-current-user", "--"] if shutil.which("unshare") else []
    for candidate in (sys.executable, f"/usr/bin/python{version}"):
        probe = subprocess.run(
            [*_as(user), *userns, candidate, "-c", "import pytest, pydantic, studio.sandbox"],
            env=env, cwd=PROJECT_ROOT, capture_output=True, timeout=60,
        )  # fmt: skip
        if probe.returncode == 0:
            return candidate
    return None


def _environment(scratch: Path) -> dict[str, str]:
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(scratch),
        "LANG": "C.UTF-8",
        "PYTHONPATH": os.pathsep.join([str(PROJECT_ROOT), sysconfig.get_paths()["purelib"]]),
        "PYTHONDONTWRITEBYTECODE": "1",
    }


def _suite(prefix: list[str], python: str, scratch: Path, env: dict[str, str]) -> str:
    done = subprocess.run(
        [
            *prefix, python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs",
            f"--basetemp={scratch / 'pytest'}", "-k", KEYWORDS, *SELECTION,
        ],
        env=env, cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    tail = "\n".join((done.stdout + done.stderr).splitlines()[-40:])
    assert done.returncode == 0, tail
    assert " passed" in tail and " failed" not in tail, tail
    return tail


@pytest.mark.timeout(900)  # A whole suite in a child (the child's own tests have theirs).
def test_hostile_suite_holds_for_an_unprivileged_user(
    account: tuple[pwd.struct_passwd, Path],
) -> None:
    user, scratch = account
    env = _environment(scratch)
    python = _interpreter(user, env)
    if python is None:
        _unavailable(f"user {user.pw_name!r} cannot run this checkout's Python and packages")
    _suite(_as(user), python, scratch, env)


@pytest.mark.timeout(900)
def test_hostile_suite_holds_without_user_namespaces(
    account: tuple[pwd.struct_passwd, Path],
) -> None:
    """The right-hand column of docs/SANDBOX.md's table: an ordinary user who cannot
    make a user namespace (:mod:`tests.sandbox.no_userns`), so workers get no PID,
    network, IPC or mount namespace. The same suite runs; the cases that need the
    mount root skip (they say so), everything else holds."""
    user, scratch = account
    env = _environment(scratch)
    python = _interpreter(user, env)
    if python is None:
        _unavailable(f"user {user.pw_name!r} cannot run this checkout's Python and packages")
    prefix = [sys.executable, str(Path(__file__).with_name("no_userns.py")), *_as(user)]
    probe = subprocess.run(
        [*prefix, python, "-c", "from studio.sandbox import hostguard\n"
         "print(' '.join(hostguard.missing_layers()))\n"
         "import subprocess\nprint(subprocess.run(['unshare', '--user', 'true']).returncode)"],
        env=env, cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert probe.returncode == 0, probe.stderr
    missing, unshared = probe.stdout.split("\n")[:2]
    assert missing.split() == ["pidns", "netns", "ipcns", "mount-root"], probe.stdout
    assert unshared != "0", "a user namespace could still be made"
    tail = _suite(prefix, python, scratch, env)
    assert " skipped" in tail, tail  # The mount-root cases, which cannot hold here.

"""Kill a writer process with SIGKILL at random points; the conversation must still load."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import studio
from studio.storage import ConversationStore

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

_ROOT = str(Path(studio.__file__).resolve().parent.parent)

_APPEND_CHILD = """
import sys
from pathlib import Path
from studio.storage import ConversationStore
conv = ConversationStore(Path(sys.argv[1])).open("01")
i = len(conv.entries)
while True:
    conv.append({"role": "user", "content": f"{i}:" + "x" * (i % 7 * 40_000)})
    print(i, flush=True)
    i += 1
"""

_REPLACE_CHILD = """
import sys
from pathlib import Path
from studio.storage import ConversationStore
conv = ConversationStore(Path(sys.argv[1])).open("01")
v = 0
while True:
    conv.replace_entries(
        [{"role": "user", "content": f"v{v}-{k}:" + "y" * 30_000} for k in range(v % 9 + 1)]
    )
    print(v, flush=True)
    v += 1
"""

_REQUESTS_CHILD = """
import sys
from pathlib import Path
from studio.storage import ConversationStore
conv = ConversationStore(Path(sys.argv[1])).open("01")
i = len(conv.read_requests())
while True:
    conv.append_request({"i": i, "pad": "r" * (i % 5 * 60_000)})
    print(i, flush=True)
    i += 1
"""


def _run_and_kill(code: str, folder: Path, after: int) -> int:
    """Start ``code``, wait until it reports ``after`` completed writes, SIGKILL it."""
    env = {**os.environ, "PYTHONPATH": _ROOT}
    child = subprocess.Popen(
        [sys.executable, "-c", code, str(folder)], stdout=subprocess.PIPE, env=env, text=True
    )
    assert child.stdout is not None
    last = -1
    try:
        for _ in range(after):
            line = child.stdout.readline()
            assert line, "the writer process died on its own"
            last = int(line)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
    return last


@pytest.mark.parametrize("seed", range(6))
def test_killed_appender_loses_nothing_it_reported(tmp_path: Path, seed: int) -> None:
    store = ConversationStore(tmp_path)
    store.create().close()
    rng = random.Random(seed)
    for _ in range(3):  # Kill, recover, append again, kill again.
        last = _run_and_kill(_APPEND_CHILD, tmp_path, rng.randint(1, 25))
        conv = store.open("01")
        assert len(conv.entries) >= last + 1
        for i, entry in enumerate(conv.entries):
            assert entry["content"] == f"{i}:" + "x" * (i % 7 * 40_000)
        conv.close()
    assert store.open("01").warnings == []  # Any torn tail was repaired.


@pytest.mark.parametrize("seed", range(6))
def test_killed_rewriter_leaves_old_or_new_version(tmp_path: Path, seed: int) -> None:
    store = ConversationStore(tmp_path)
    store.create().close()
    last = _run_and_kill(_REPLACE_CHILD, tmp_path, random.Random(seed).randint(1, 30))
    conv = store.open("01")
    assert conv.warnings == []
    # The child may finish a few more rewrites before the SIGKILL lands (a loaded
    # machine): any complete version from the last reported one on is right.
    versions = {
        v: [{"role": "user", "content": f"v{v}-{k}:" + "y" * 30_000} for k in range(v % 9 + 1)]
        for v in range(last, last + 50)
    }
    assert conv.entries in versions.values()
    conv.append({"role": "assistant", "content": "still writable"})


@pytest.mark.parametrize("seed", range(4))
def test_killed_request_writer_never_swallows_the_next_record(tmp_path: Path, seed: int) -> None:
    store = ConversationStore(tmp_path)
    conv = store.create()
    conv.append_request({"i": "first"})  # Our descriptor is open before the other writer dies.
    rng = random.Random(seed)
    for round_ in range(2):
        last = _run_and_kill(_REQUESTS_CHILD, tmp_path, rng.randint(1, 15))
        conv.append_request({"i": f"after kill {round_}"})
        records = conv.read_requests()
        assert records[-1] == {"i": f"after kill {round_}"}
        written = [r["i"] for r in records if isinstance(r["i"], int)]
        assert written[-1] >= last and written == sorted(written)
        assert all(r["pad"] == "r" * (r["i"] % 5 * 60_000) for r in records if "pad" in r)
    conv.close()

"""Spare workers (``studio/sandbox/spares.py``): each goes to one supervisor, is never
reused or shared, gets the same isolation as a fresh worker, and dies with its player."""

from __future__ import annotations

import asyncio
import os
import select
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from studio.sandbox import SpareWorkers, WorkerGroup, spares
from studio.sandbox.dispatcher import Dispatcher
from studio.sandbox.framing import ProtocolError

from .helpers_sandbox import SandboxFactory
from .hostile_targets import assert_locked_down

linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

COUNTER = {
    "python": "calls = 0\ndef count(*_):\n    global calls\n    calls += 1\n    return calls\n",
    "javascript": "let calls = 0;\nexport function count() { calls += 1; return calls; }\n",
    "lua": "local calls = 0\nfunction count() calls = calls + 1; return calls end\n",
}
READ_PASSWD = {
    "python": "def peek(*_):\n    try:\n        return open('/etc/passwd').read()[:4]\n"
    "    except OSError as exc:\n        return type(exc).__name__\n",
}


@pytest.fixture
async def pool() -> AsyncIterator[SpareWorkers]:
    made = SpareWorkers(enabled=True)
    yield made
    await made.close()


def _pid(box: object) -> int:
    pid = box._supervisor.pid  # type: ignore[attr-defined]
    assert pid is not None
    return int(pid)


def _spare_pid(pool: SpareWorkers, language: str) -> int:
    spare = pool.ready(language)
    assert spare is not None, f"no {language} spare"
    return int(spare.process.pid)


def _alive_in_groups(groups: set[int]) -> list[int]:
    """Processes (zombies aside) in the given process groups: a worker's group is the
    pid of the process the host started, and holds the worker behind it too."""
    alive = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        state, pgrp = fields[0], int(fields[2])
        if pgrp in groups and state not in ("Z", "X"):
            alive.append(int(entry))
    return alive


def _survivors(groups: set[int], timeout: float = 10.0) -> list[int]:
    """:func:`_alive_in_groups` once every process already killed there has exited:
    SIGKILL takes effect when the process next runs, so wait for each to exit (its
    pidfd turns readable), for ``timeout`` seconds at most."""
    for pid in _alive_in_groups(groups):
        try:
            fd = os.pidfd_open(pid)
        except OSError:
            continue  # Gone meanwhile.
        try:
            select.select([fd], [], [], timeout)
        finally:
            os.close(fd)
    return _alive_in_groups(groups)


def _record_spawns(monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """The pids (= process groups) of every worker started from now on."""
    started: set[int] = set()
    real = spares.WorkerProcess.spawn

    async def spawn(*args: object, **kwargs: object) -> spares.WorkerProcess:
        worker = await real(*args, **kwargs)  # type: ignore[arg-type]
        started.add(worker.process.pid)
        return worker

    monkeypatch.setattr(spares.WorkerProcess, "spawn", spawn)
    return started


@pytest.mark.parametrize("language", ["python", "javascript", "lua"])
async def test_a_spare_goes_to_one_worker_and_is_replaced(
    make_sandbox: SandboxFactory, pool: SpareWorkers, language: str
) -> None:
    pool.keep([language])
    await pool.settled()
    spare = _spare_pid(pool, language)
    group = WorkerGroup(language, spares=pool) if language != "python" else None
    box = make_sandbox(COUNTER[language], language=language, group=group, spares=pool)
    try:
        assert (await box.call("count", [], {}, {})).value == 1  # Nothing ran there before.
        assert _pid(box) == spare and pool.taken == 1
        await pool.settled()  # The replacement starts once the taken worker was heard from.
        assert _spare_pid(pool, language) != spare and pool.started == 2
    finally:
        if group is not None:
            await box.close()
            await group.close()


async def test_agents_that_would_not_share_a_worker_never_share_a_spare(
    make_sandbox: SandboxFactory, pool: SpareWorkers
) -> None:
    pool.keep(["python", "lua"])
    await pool.settled()
    python = [make_sandbox(COUNTER["python"], agent_id=f"p{n}", spares=pool) for n in range(3)]
    groups = [WorkerGroup("lua", spares=pool) for _ in range(2)]  # Two characters' Lua.
    lua = [make_sandbox(COUNTER["lua"], language="lua", agent_id=f"l{n}", group=g, spares=pool)
           for n, g in enumerate(groups)]  # fmt: skip
    try:
        results = await asyncio.gather(*(b.call("count", [], {}, {}) for b in python + lua))
        assert [r.value for r in results] == [1] * 5
        assert len({_pid(b) for b in python + lua}) == 5
        assert pool.taken == 2  # One spare per language, each to one worker.
    finally:
        for box in lua:
            await box.close()
        for group in groups:
            await group.close()


async def test_a_worker_that_ran_an_agent_never_comes_back(
    make_sandbox: SandboxFactory, pool: SpareWorkers
) -> None:
    pool.keep(["python"])
    await pool.settled()
    box = make_sandbox(COUNTER["python"], spares=pool)
    used = []
    for _ in range(3):
        assert (await box.call("count", [], {}, {})).value == 1  # Fresh module state each time.
        used.append(_pid(box))
        await pool.settled()
        assert _spare_pid(pool, "python") not in used
        await box._supervisor.discard()  # As after a timeout or a protocol violation.
        assert _survivors({used[-1]}) == []
    assert len(set(used)) == 3


@linux
@pytest.mark.parametrize("language", ["python", "javascript", "lua"])
async def test_a_taken_spare_is_isolated_exactly_like_a_fresh_worker(
    make_sandbox: SandboxFactory, pool: SpareWorkers, language: str
) -> None:
    fresh = make_sandbox(COUNTER[language], language=language, agent_id="fresh")
    await fresh.call("count", [], {}, {})
    pool.keep([language])
    await pool.settled()
    spare = _spare_pid(pool, language)
    box = make_sandbox(COUNTER[language], language=language, agent_id="spared", spares=pool)
    await box.call("count", [], {}, {})
    assert _pid(box) == spare
    # Compared only once the spare has answered: until the process the host started has
    # finished its exec, which can be after spawn() returned, its cmdline reads empty.
    assert _cmdline(spare) == _cmdline(_pid(fresh))  # Started the same way.
    assert box.isolation == fresh.isolation
    assert {"pidns", "netns", "landlock-fs", "seccomp", "no-caps", "rlimit-as", "audit-hook"} <= (
        set(box.isolation)
    )
    assert_locked_down(spare)


@linux
@pytest.mark.parametrize("hook", [True, False], ids=["hook", "no-hook"])
async def test_an_agent_in_a_spare_cannot_read_the_users_files(
    make_sandbox: SandboxFactory, pool: SpareWorkers, hook: bool
) -> None:
    pool.keep(["python"])
    await pool.settled()
    spare = _spare_pid(pool, "python")
    box = make_sandbox(READ_PASSWD["python"], spares=pool, audit_hook=hook)
    # The hook refuses first; without it, the file is not in the worker's root at all.
    expected = "PermissionError" if hook else "FileNotFoundError"
    assert (await box.call("peek", [], {}, {})).value == expected
    assert _pid(box) == spare and ("audit-hook" in box.isolation) is hook


async def test_a_spare_that_died_idle_is_not_handed_out(
    make_sandbox: SandboxFactory, pool: SpareWorkers
) -> None:
    pool.keep(["python"])
    await pool.settled()
    spare = pool.ready("python")
    assert spare is not None
    os.killpg(spare.process.pid, signal.SIGKILL)
    await spare.serve_task  # Its channel ends; the pool forgets it (done callback).
    await asyncio.sleep(0)  # Let the done callbacks run.
    assert pool.ready("python") is None
    box = make_sandbox(COUNTER["python"], spares=pool)
    assert (await box.call("count", [], {}, {})).value == 1
    assert _pid(box) != spare.process.pid and pool.taken == 0


async def test_a_spare_that_speaks_before_it_is_taken_breaks_the_protocol() -> None:
    handover = spares._Handover()
    with pytest.raises(ProtocolError, match="before it held an agent"):
        await handover.handle_notification("debug", ["hello"])
    with pytest.raises(ProtocolError, match="before it held an agent"):
        await handover.handle_request("history.search", ["x"])
    seen: list[str] = []

    async def on_debug(method: str, params: list[object]) -> None:
        seen.append(str(params[0]))

    target = Dispatcher()
    target.on_notification("debug", on_debug)
    handover.target = target
    await handover.handle_notification("debug", ["taken"])
    assert seen == ["taken"]


async def test_a_disabled_pool_starts_workers_fresh(make_sandbox: SandboxFactory) -> None:
    pool = SpareWorkers(enabled=False)  # What Windows gets.
    pool.keep(["python"])
    await pool.settled()
    assert pool.ready("python") is None and pool.started == 0
    box = make_sandbox(COUNTER["python"], spares=pool)
    assert (await box.call("count", [], {}, {})).value == 1
    await pool.settled()
    assert pool.ready("python") is None and pool.taken == 0
    await pool.close()


@linux
@pytest.mark.parametrize("turns", [0, 1, 3, "settled"])
async def test_close_leaves_no_process_even_while_spares_start(
    monkeypatch: pytest.MonkeyPatch, turns: int | str
) -> None:
    started = _record_spawns(monkeypatch)
    pool = SpareWorkers(enabled=True)
    pool.keep(["python", "javascript", "lua"])
    if turns == "settled":
        await pool.settled()
        assert len(started) == 3
    else:
        for _ in range(int(turns)):
            await asyncio.sleep(0)  # Event-loop turns: the spawns are under way.
    await pool.close()
    assert _survivors(started) == []
    assert all(pool.ready(language) is None for language in ("python", "javascript", "lua"))
    # A closed pool starts nothing more: workers start fresh.
    pool.keep(["python"])
    await pool.settled()
    assert pool.ready("python") is None


async def test_a_spare_that_could_not_start_leaves_the_next_worker_to_start_fresh(
    make_sandbox: SandboxFactory, pool: SpareWorkers, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = spares.WorkerProcess.spawn
    failures = [OSError("no processes left")]

    async def spawn(*args: object, **kwargs: object) -> spares.WorkerProcess:
        if failures:
            raise failures.pop()
        return await real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(spares.WorkerProcess, "spawn", spawn)
    pool.keep(["python"])
    await pool.settled()  # The spare failed to start: logged, not raised.
    assert pool.ready("python") is None and pool.started == 0
    box = make_sandbox(COUNTER["python"], spares=pool)
    assert (await box.call("count", [], {}, {})).value == 1
    await pool.settled()
    assert pool.ready("python") is not None  # Tried again once a worker was needed.


def _cmdline(pid: int) -> list[str]:
    return Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")[:-1]

"""The engine bridge: jobs on the engine thread, results and events on the GUI thread."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from studio.engine import CharacterPlayer
from studio.ui.bridge import EngineBridge
from tests.support.fixtures import model_server  # noqa: F401
from tests.support.model_server import ModelServer, text


@pytest.fixture
def bridge(qtbot):
    bridge = EngineBridge()
    yield bridge
    bridge.shutdown()


def _character(tmp_path: Path) -> Path:
    root = tmp_path / "c"
    root.mkdir()
    (root / "config.json").write_text('{"name": "B", "agents": []}')
    (root / "instructions.txt").write_text("You are B.")
    return root


def test_jobs_run_off_the_gui_thread_and_callbacks_on_it(qtbot, bridge) -> None:
    gui = threading.get_ident()
    seen: dict[str, int] = {}

    async def job() -> int:
        seen["job"] = threading.get_ident()
        return 7

    results: list[int] = []

    def done(value: int) -> None:
        seen["callback"] = threading.get_ident()
        results.append(value)

    with qtbot.waitSignal(bridge.busyChanged, check_params_cb=lambda busy: not busy):
        bridge.run(job, done)
    assert results == [7]
    assert seen["job"] != gui and seen["callback"] == gui


def test_failures_are_reported_not_raised(qtbot, bridge) -> None:
    async def job() -> None:
        raise ValueError("nope")

    with qtbot.waitSignal(bridge.failed) as blocker:
        bridge.run(job, what="the test job")
    assert blocker.args == ["the test job", "nope"]


def test_events_and_coalesced_tokens(qtbot, bridge, tmp_path, model_server: ModelServer) -> None:  # noqa: F811
    root = _character(tmp_path)
    with qtbot.waitSignal(bridge.playerChanged):
        bridge.open_player(
            lambda: CharacterPlayer(
                root,
                api_key="k",
                base_url=model_server.url,
                model="m",
                data_dir=tmp_path / "d",
                project=False,
            )
        )
    events: list[dict] = []
    bridge.event.connect(events.append)
    model_server.script(text("one two three four five six", chunk_size=2))
    replies: list[dict] = []
    bridge.submit(lambda p: p.send("hi"), replies.append)
    qtbot.waitUntil(lambda: bool(replies), timeout=10_000)
    streamed = "".join(e["text"] for e in events if e["type"] == "token")
    assert streamed == "one two three four five six"
    tokens = [e for e in events if e["type"] == "token"]
    assert len(tokens) < 14  # 14 fragments were streamed; they arrive batched
    kinds = [e["type"] for e in events]
    # Text that arrived before the final message is delivered before it.
    last_token = max(i for i, kind in enumerate(kinds) if kind == "token")
    assert kinds.index("message") > last_token

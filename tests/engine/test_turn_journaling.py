"""A turn's journaling: one fsync covers the user line, the reply, the token
totals, toolCallIds and stores (the group commit), and the requests journal
(written once the reply is out) keeps every exchange in order, also when the
model request fails."""

from __future__ import annotations

import os

import pytest

from studio.errors import ProviderError
from tests.engine.helpers_contract import COUNTER_JS, read_json
from tests.support.model_server import http_error, text, tool_calls, usage


async def test_turn_is_synced_and_requests_recorded_in_order(
    make_character, player_factory, model_server, monkeypatch
):
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    player = player_factory(root)
    model_server.script(tool_calls([("bump", {"by": 1})]), text("Done."))
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd))[1])
    reply = await player.send("go")
    assert reply["content"] == "Done."
    assert synced  # nothing was reported before an fsync covered the turn
    records = await player.read_requests()
    assert [r["response"]["finish_reason"] for r in records] == ["tool_calls", "stop"]
    assert [r["entries_before"] for r in records] == [1, 3]
    assert not player.journal.holding


async def test_failed_request_is_still_recorded(make_character, player_factory, model_server):
    player = player_factory(make_character())
    model_server.script(http_error(400, "bad request"))
    with pytest.raises(ProviderError):
        await player.send("go")
    records = await player.read_requests()
    assert len(records) == 1 and records[0]["status"] == 400
    entries = player.get_conversation()
    assert entries[0] == {"role": "user", "content": "go", "at": entries[0]["at"]}


PRELOAD_JS = """/**
 * @agent test.p{n}
 * @preload true
 */
export function onLoad(store) {{
  return `Agent {n} is here.`;
}}
"""


def _count_fsyncs(monkeypatch) -> list[int]:
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd))[1])
    return synced


async def test_first_turn_with_ten_agents_costs_at_most_two_fsyncs(
    make_character, player_factory, model_server, monkeypatch
):
    files = {f"agents/test.p{n}.js": PRELOAD_JS.format(n=n) for n in range(10)}
    files["agents/test.counter.js"] = COUNTER_JS
    agents = [f"test.p{n}" for n in range(10)] + ["test.counter"]
    player = player_factory(make_character(files=files, agents=agents))
    model_server.script(
        text("Hello."),
        usage(prompt=40, completion=3),
        tool_calls([("bump", {"by": 2})]),
        usage(prompt=50, completion=4),
        text("Bumped."),
        usage(prompt=60, completion=5),
    )
    synced = _count_fsyncs(monkeypatch)
    # A new conversation (created by the first send) and its first turn: eleven
    # new stores, the token totals and the reply, made durable together.
    reply = await player.send("hi")
    assert reply["content"] == "Hello." and len(synced) <= 2
    # A turn with a tool call (a toolCallId, a changed store, two requests that
    # report usage): one fsync.
    synced.clear()
    await player.send("bump it")
    assert len(synced) == 1
    conv = player.engine.session.conversation
    folder, prefix = conv.folder, f"conversation_{conv.id}"
    await player.close()
    # A clean close writes the documented sidecars.
    assert read_json(folder / f"{prefix}.tokens.json") == {
        "agent_tokens": 0,
        "model_tokens": {"prompt": 150, "completion": 12},
    }
    assert read_json(folder / f"{prefix}.tool-call-ids.json") == {"last": 1}
    assert read_json(folder / f"{prefix}.stores/test.counter.json")["count"] == 2
    assert read_json(folder / f"{prefix}.stores/test.p7.json") == {}

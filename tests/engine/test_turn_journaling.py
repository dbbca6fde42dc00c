"""A turn's journaling: one fsync covers the user line and the reply, and the
requests journal (written after the reply, before send() returns) keeps every
exchange in order, also when the model request fails."""

from __future__ import annotations

import os

import pytest

from studio.errors import ProviderError
from tests.engine.helpers_contract import COUNTER_JS
from tests.support.model_server import http_error, text, tool_calls


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
    assert player._pending_records is None


async def test_failed_request_is_still_recorded(make_character, player_factory, model_server):
    player = player_factory(make_character())
    model_server.script(http_error(400, "bad request"))
    with pytest.raises(ProviderError):
        await player.send("go")
    records = await player.read_requests()
    assert len(records) == 1 and records[0]["status"] == 400
    entries = player.get_conversation()
    assert entries[0] == {"role": "user", "content": "go"}

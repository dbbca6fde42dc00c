"""A hanging ``onLoad`` in a shared worker (issue 26): reported, and the other agents'
preload still reaches every request."""

from __future__ import annotations

import pytest

from studio.errors import SandboxError
from studio.sandbox.spec import AgentSpec
from tests.engine.conftest import bodies
from tests.support.model_server import text

HANGS_JS = """/**
 * @agent test.hangs
 * @preload true
 */
export function onLoad(store) {
  while (true) {}
}
"""
NOTE_JS = """/**
 * @agent test.note
 * @preload true
 */
export function onLoad(store) {
  return "NOTE-PRELOAD";
}
"""


@pytest.fixture(autouse=True)
def short_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    # The default 8 s would make this test wait 16 s for the same behaviour.
    monkeypatch.setattr(AgentSpec, "call_timeout", property(lambda self: 1.5))


async def test_a_hanging_onload_is_reported_and_the_others_preload_stays(
    make_character, player_factory, model_server
) -> None:
    root = make_character(
        files={"agents/test.hangs.js": HANGS_JS, "agents/test.note.js": NOTE_JS},
        agents=["test.hangs", "test.note"],
    )
    player = player_factory(root)
    errors: list[SandboxError] = []
    toasts: list[dict] = []
    player.on("error", errors.append)
    player.on("agentToast", toasts.append)
    model_server.script(text("One."), text("Two."))
    await player.send("first")
    await player.send("second")
    for body in bodies(model_server):
        sent = "\n".join(str(m["content"]) for m in body["messages"])
        assert "NOTE-PRELOAD" in sent  # Not dropped with the worker the hang took down.
    hung = [e for e in errors if e.agent_id == "test.hangs"]
    assert len(hung) == 2, errors  # Once per request, each time named.
    assert "onLoad did not finish in time" in str(hung[0])
    assert "restarted for the other agents" in str(hung[0])
    assert not [e for e in errors if e.agent_id == "test.note"], errors
    assert len(toasts) == 2 and all("test.hangs" in str(t) for t in toasts), toasts
    entries = [e for e in player.get_conversation() if e["role"] == "error"]
    assert any(e.get("agentId") == "test.hangs" for e in entries)


@pytest.mark.parametrize("order", [["test.note", "test.hangs"], ["test.hangs", "test.note"]])
async def test_the_agent_that_hung_is_the_one_blamed_whatever_the_load_order(
    make_character, player_factory, model_server, order
) -> None:
    # A reply the worker holds for the rest of its batch must not make an agent
    # answered before the hang look as if it had hung itself.
    root = make_character(
        files={"agents/test.hangs.js": HANGS_JS, "agents/test.note.js": NOTE_JS},
        agents=order,
    )
    player = player_factory(root)
    errors: list[SandboxError] = []
    player.on("error", errors.append)
    model_server.script(text("One."))
    await player.send("first")
    assert [e.agent_id for e in errors] == ["test.hangs"], [str(e) for e in errors]
    (body,) = bodies(model_server)
    assert "NOTE-PRELOAD" in "\n".join(str(m["content"]) for m in body["messages"])

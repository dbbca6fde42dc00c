"""Hook behaviour beyond tests/engine/test_hooks.py (reference "Hook events", Part 2)."""

from __future__ import annotations

import dataclasses

import pytest

from studio.errors import ProviderError
from tests.engine.helpers_contract import (
    BADHOOKS_JS,
    COUNTER_JS,
    FAILING_JS,
    LUAHOOK_LUA,
    PYHOOK_PY,
    SELFHOOK_JS,
    tool_results,
)
from tests.support.model_server import http_error, text, tool_calls


def _store(player, agent_id: str) -> dict:
    return player.engine.session.conversation.load_store(agent_id) or {}


def _errors(player) -> list[dict]:
    return [e for e in player.get_conversation() if e["role"] == "error"]


async def test_failing_and_timed_out_hooks_are_logged_and_skipped(
    make_character, player_factory, model_server
):
    root = make_character(
        files={"agents/test.badhooks.js": BADHOOKS_JS, "agents/test.selfhook.js": SELFHOOK_JS},
        agents=["test.badhooks", "test.selfhook"],
    )
    player = player_factory(root)
    # An unknown @hook name is a load warning, not an error.
    warnings = [w.message for w in player.package.warnings]
    assert any("onTurnEnd" in w for w in warnings), warnings
    bad = player.engine.by_id["test.badhooks"]
    bad.sandbox.spec = dataclasses.replace(bad.sandbox.spec, timeout=1.5)
    errors: list[Exception] = []
    player.on("error", errors.append)

    model_server.script(text("still here"))
    reply = await player.send("slow")
    assert reply["content"] == "still here"
    hook_errors = _errors(player)
    assert [e["kind"] for e in hook_errors] == ["hook", "hook"]
    assert all(e["agentId"] == "test.badhooks" for e in hook_errors)
    assert "beforeResponse" in hook_errors[0]["content"]
    assert "longer than the 1.5 s limit" in hook_errors[0]["content"]  # timed out
    assert "afterResponse" in hook_errors[1]["content"]
    assert "after-hook exploded" in hook_errors[1]["content"]
    assert [type(e).__name__ for e in errors] == ["SandboxError", "SandboxError"]
    assert all(e.agent_id == "test.badhooks" for e in errors)
    # Failed hooks' stores were not saved; the other agent's hook still ran.
    assert _store(player, "test.badhooks") == {}
    assert [a["text"] for a in _store(player, "test.selfhook")["after"]] == ["still here"]

    # A response that produced nothing (HTTP error before any token) runs no afterResponse.
    model_server.script(http_error(400, "bad request"))
    with pytest.raises(ProviderError):
        await player.send("fails")
    kinds = [e["kind"] for e in _errors(player)]
    assert kinds == ["hook", "hook", "model"]
    assert len(_store(player, "test.selfhook")["after"]) == 1
    # The conversation goes on, and the hooks run again.
    model_server.script(text("recovered"))
    assert (await player.send("again"))["content"] == "recovered"
    assert [a["text"] for a in _store(player, "test.selfhook")["after"]] == [
        "still here",
        "recovered",
    ]
    assert [e["kind"] for e in _errors(player)] == ["hook", "hook", "model", "hook"]


async def test_after_tool_call_scope_default_state_and_other_languages(
    make_character, player_factory, model_server
):
    root = make_character(
        files={
            "agents/test.selfhook.js": SELFHOOK_JS,
            "agents/test.counter.js": COUNTER_JS,
            "agents/test.failing.js": FAILING_JS,
            "agents/test.pyhook.py": PYHOOK_PY,
            "agents/test.luahook.lua": LUAHOOK_LUA,
        },
        agents=["test.selfhook", "test.counter", "test.failing", "test.pyhook", "test.luahook"],
    )
    player = player_factory(root)
    model_server.script(
        tool_calls(
            [
                ("ping", {}),  # the hook agent's own tool: not announced to it
                ("bump", {"by": 3}),  # another agent's tool: announced
                ("explode", {}),  # failed: announced to nobody
                ("bump", {"by": "three"}),  # invalid arguments: never reaches an agent
            ]
        ),
        text("Answer."),
    )
    await player.send("go")
    results = tool_results(player)
    assert results[0] == "pong" and results[1] == "count=3 id=2"
    assert results[2].startswith("Error: test.failing failed")
    assert results[3].startswith("Error: invalid arguments for bump")

    store = _store(player, "test.selfhook")
    assert store["seen"] == [
        {
            "agentId": "test.counter",
            "toolName": "bump",
            "toolCallId": 2,
            "result": "count=3 id=2",
            "args": {"by": 3},
        }
    ]
    after = store["after"]
    assert len(after) == 1 and after[0]["text"] == "Answer." and after[0]["by"] == "hook"
    assert [c["toolCallId"] for c in after[0]["calls"]] == [1, 2]  # successful calls only
    assert after[0]["stopped"] is False
    # The hook's return value changed nothing that went to the model.
    assert "must be ignored" not in str(model_server.requests[-1].body)

    # Python and Lua hooks.
    py = _store(player, "test.pyhook")
    assert py["after"] == [{"text": "Answer.", "by": "hook", "ids": [1, 2]}]
    assert py["seen"] == ["ping#1", "bump#2"]
    assert _store(player, "test.luahook")["after"] == ["Answer.|hook|2"]

    # Default state saved from the conversation carries no toolCallId at any depth.
    runtime = player.engine.by_id["test.selfhook"]
    assert "toolCallId" in str(_store(player, "test.selfhook"))
    default = player.engine.session.default_state_from(runtime)
    assert "toolCallId" not in str(default)
    assert default["pinged"] == {}
    assert default["seen"][0]["toolName"] == "bump" and default["seen"][0]["args"] == {"by": 3}
    counter = player.engine.session.default_state_from(player.engine.by_id["test.counter"])
    assert counter == {"count": 3, "ids": [2]}  # only keys named toolCallId are stripped

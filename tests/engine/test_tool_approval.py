"""Approval before a tool acts, through ``CharacterPlayer(approve=...)`` (issue 29 item 6)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from studio.engine.approval import ApprovalRequest, ToolApprovals
from studio.web.fetch import WebFetcher
from tests.engine.helpers_contract import WEB_JS, tool_results
from tests.support.model_server import text, tool_calls


def _web_player(make_character, player_factory, tmp_path, **kwargs: Any):
    root = make_character(files={"agents/test.web.js": WEB_JS}, agents=["test.web"])
    # Every address here is loopback, which the guard blocks: an approved call
    # reaches the agent and comes back as the guard's refusal.
    return player_factory(
        root,
        project=False,
        data_dir=tmp_path,
        settings={"web_access": True},
        web_fetcher=WebFetcher(),
        **kwargs,
    )


async def test_ask_each_time_shows_tool_arguments_and_offerer(
    make_character, player_factory, model_server, tmp_path
):
    asked: list[ApprovalRequest] = []
    answers = iter(["once", "deny"])

    def approve(request: ApprovalRequest) -> str:
        asked.append(request)
        return next(answers)

    player = _web_player(make_character, player_factory, tmp_path, approve=approve)
    model_server.script(
        tool_calls([
            ("fetch_page", {"url": "http://127.0.0.1/a"}),
            ("fetch_page", {"url": "http://127.0.0.1/b"}),
        ]),
        text("done"),
    )
    reply = await player.send("fetch")
    assert reply["content"] == "done"
    allowed, denied = tool_results(player)
    assert allowed.startswith("ERR: ") and "blocked" in allowed  # It ran.
    assert denied == "Error: the user declined fetch_page"
    assert [r.arguments for r in asked] == [{"url": "http://127.0.0.1/a"}, {"url": "http://127.0.0.1/b"}]
    first = asked[0]
    assert first.tool == "fetch_page" and first.source == "agent"
    assert "test.web" in first.offered_by
    assert first.conversation_id == player.conversation_id
    # The refusal went back to the model as the tool result.
    sent = model_server.requests[-1].body["messages"]
    assert sent[-1]["role"] == "tool"
    assert sent[-1]["content"] == "Error: the user declined fetch_page"


async def test_allow_for_this_conversation_then_ask_again_in_the_next(
    make_character, player_factory, model_server, tmp_path
):
    asked: list[str | None] = []

    async def approve(request: ApprovalRequest) -> str:
        await asyncio.sleep(0)
        asked.append(request.conversation_id)
        return "conversation"

    player = _web_player(make_character, player_factory, tmp_path, approve=approve)
    call = ("fetch_page", {"url": "http://127.0.0.1/"})
    model_server.script(tool_calls([call, call]), text("one"), tool_calls([call]), text("two"))
    await player.send("fetch twice")
    await player.send("and again")
    assert len(asked) == 1  # Once for the whole conversation.
    await player.new_conversation()
    model_server.script(tool_calls([call]), text("three"))
    await player.send("fetch in the new one")
    assert len(asked) == 2 and asked[0] != asked[1]
    assert all(r.startswith("ERR: ") for r in tool_results(player))


async def test_always_is_remembered_and_reported(
    make_character, player_factory, model_server, tmp_path
):
    calls = 0

    def approve(request: ApprovalRequest) -> str:
        nonlocal calls
        calls += 1
        return "always"

    player = _web_player(make_character, player_factory, tmp_path, approve=approve)
    saved: list[tuple[str, str]] = []
    player.approvals.on_policy = lambda key, policy: saved.append((key, policy))
    call = ("fetch_page", {"url": "http://127.0.0.1/"})
    model_server.script(tool_calls([call]), tool_calls([call]), text("done"))
    await player.send("fetch")
    assert calls == 1
    assert len(saved) == 1 and saved[0][1] == "always"
    key = saved[0][0]
    assert key.startswith("agent:") and key.endswith("/test.web/fetch_page")
    assert player.approvals.policy(key) == "always"


async def test_saved_always_policy_asks_nothing(
    make_character, player_factory, model_server, tmp_path
):
    def approve(request: ApprovalRequest) -> str:
        raise AssertionError("an always-allowed tool was asked about")

    probe = _web_player(make_character, player_factory, tmp_path)
    key = f"agent:{probe.package.name}/test.web/fetch_page"
    player = _web_player(
        make_character, player_factory, tmp_path, approve=approve, tool_policies={key: "always"}
    )
    model_server.script(tool_calls([("fetch_page", {"url": "http://127.0.0.1/"})]), text("ok"))
    await player.send("fetch")
    assert tool_results(player)[0].startswith("ERR: ")


async def test_an_approver_that_raises_declines(
    make_character, player_factory, model_server, tmp_path, caplog
):
    def approve(request: ApprovalRequest) -> str:
        raise RuntimeError("dialog broke")

    player = _web_player(make_character, player_factory, tmp_path, approve=approve)
    model_server.script(tool_calls([("fetch_page", {"url": "http://127.0.0.1/"})]), text("ok"))
    reply = await player.send("fetch")
    assert reply["content"] == "ok"
    assert tool_results(player) == ["Error: the user declined fetch_page"]


async def test_stop_while_asking_ends_the_turn(
    make_character, player_factory, model_server, tmp_path
):
    asking = asyncio.Event()

    async def approve(request: ApprovalRequest) -> str:
        asking.set()
        await asyncio.Event().wait()  # The player never answers.
        return "once"

    player = _web_player(make_character, player_factory, tmp_path, approve=approve)
    model_server.script(tool_calls([("fetch_page", {"url": "http://127.0.0.1/"})]), text("no"))
    turn = asyncio.ensure_future(player.send("fetch"))
    await asking.wait()
    player.stop()
    reply = await turn
    assert reply["stopped"] is True
    assert tool_results(player) == ["Error: the user stopped the response"]


async def test_without_approver_agent_tools_follow_web_access(
    make_character, player_factory, model_server, tmp_path
):
    player = _web_player(make_character, player_factory, tmp_path)
    model_server.script(tool_calls([("fetch_page", {"url": "http://127.0.0.1/"})]), text("ok"))
    await player.send("fetch")
    assert tool_results(player)[0].startswith("ERR: ") and "blocked" in tool_results(player)[0]


def test_policies_are_checked():
    approvals = ToolApprovals()
    assert approvals.policy("mcp:x/y") == "ask"
    approvals.set_policy("mcp:x/y", "conversation")
    assert approvals.policy("mcp:x/y") == "conversation"
    with pytest.raises(ValueError, match="ask, conversation, always"):
        approvals.set_policy("mcp:x/y", "sometimes")


async def test_conversation_policy_makes_one_approval_hold():
    answers: list[str] = []

    def approve(request: ApprovalRequest) -> bool:
        answers.append(request.key)
        return True  # "once", which the policy stretches to the conversation

    request = ApprovalRequest(
        tool="t", arguments={}, offered_by="the MCP server s", source="mcp", key="mcp:s/t",
        conversation_id="01",
    )
    approvals = ToolApprovals(approve=approve, policies={"mcp:s/t": "conversation"})
    assert await approvals.check(request) is None
    assert await approvals.check(request) is None
    assert answers == ["mcp:s/t"]
    ask = ToolApprovals(approve=approve)
    assert await ask.check(request) is None
    assert await ask.check(request) is None
    assert len(answers) == 3  # "ask" asks each time.
    nobody = ToolApprovals()
    refusal = await nobody.check(request)
    assert refusal is not None and refusal.startswith("Error: the user declined t")
    assert "approve=" in refusal

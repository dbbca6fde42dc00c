"""A party's members use the player's MCP servers and ask before a tool acts, as a
single character does (docs/TOOLS.md): a real stdio server, a scripted model."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest

from studio.engine.approval import ApprovalRequest
from tests.engine.party.party_support import party_factory, write_pair  # noqa: F401
from tests.engine.test_mcp_player import notes
from tests.support.model_server import ModelServer, text, tool_calls


def _tools(body: dict[str, Any]) -> list[str]:
    return [t["function"]["name"] for t in body.get("tools") or []]


def _results(player: Any) -> list[str]:
    return [str(e["content"]) for e in player.get_conversation() if e["role"] == "tool"]


async def test_members_call_mcp_tools_after_asking(
    tmp_path: Path, party_factory, model_server: ModelServer  # noqa: F811
) -> None:
    asked: list[ApprovalRequest] = []

    def approve(request: ApprovalRequest) -> str:
        asked.append(request)
        return "conversation" if request.key.endswith("/add") else "deny"

    only_bob = notes("bobs", characters=["Bob"])
    player = party_factory(write_pair(tmp_path / "p"), approve=approve,
                           mcp_servers=[notes(), only_bob])  # fmt: skip
    model_server.script(
        tool_calls([("add", {"a": 2, "b": 3})]),  # Ann
        text("Ann: five."),
        tool_calls([("add", {"a": 1, "b": 1}), ("who", {})]),  # Bob
        text("Bob: two."),
    )
    replies = await player.send("add things")
    assert [(r["speaker"], r["content"]) for r in replies] == [
        ("Ann", "Ann: five."), ("Bob", "Bob: two."),
    ]  # fmt: skip
    bodies = [r.body for r in model_server.requests if r.path.endswith("/chat/completions")]
    ann_tools, bob_tools = _tools(bodies[0]), _tools(bodies[2])
    assert "add" in ann_tools and "bobs_add" not in ann_tools  # offered to Bob only
    assert "add" in bob_tools and "bobs_add" in bob_tools
    added_by_ann, added_by_bob, who = _results(player)
    assert added_by_ann == "5.0" and added_by_bob == "2.0"
    assert who.startswith("Error: the user declined who")
    # One set of answers for the party: "add" asked once (for this conversation).
    assert [r.key for r in asked] == ["mcp:notes/add", "mcp:notes/who"]


async def test_without_an_approver_a_members_mcp_call_is_declined(
    tmp_path: Path, party_factory, model_server: ModelServer  # noqa: F811
) -> None:
    player = party_factory(write_pair(tmp_path / "p"), mcp_servers=[notes()])
    model_server.script(tool_calls([("add", {"a": 1, "b": 1})]), text("ok"), text("fine"))
    await player.send("add")
    (result,) = _results(player)
    assert result.startswith("Error: the user declined add")


async def test_the_servers_stop_with_the_party(
    tmp_path: Path, party_factory, model_server: ModelServer  # noqa: F811
) -> None:
    player = party_factory(write_pair(tmp_path / "p"), approve=lambda request: "always",
                           mcp_servers=[notes()])  # fmt: skip
    model_server.script(tool_calls([("who", {})]), text("ok"), text("fine"))
    await player.send("who are you")
    (who,) = _results(player)
    pid = int(who.rsplit("pid=", 1)[1])
    await player.close()
    with pytest.raises(ProcessLookupError):
        for _ in range(200):
            os.kill(pid, 0)
            await asyncio.sleep(0.05)

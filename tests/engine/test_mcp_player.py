"""MCP servers' tools through ``CharacterPlayer`` (issue 29 item 5): a real stdio
server written with the SDK (tests/engine/mcp_servers/notes.py), a scripted model."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

from studio.engine.approval import ApprovalRequest
from tests.engine.conftest import bodies
from tests.engine.helpers_contract import tool_results
from tests.support.model_server import text, tool_calls

ROOT = Path(__file__).resolve().parents[2]

ECHO_JS = """/**
 * @agent test.echo
 * @tool echo
 * @tool-params {"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}
 */
export function onToolCall(toolName, args) { return "agent says " + args.text; }
"""


def notes(name: str = "notes", **extra: Any) -> dict[str, Any]:
    """The test server as the player configures it."""
    return {
        "name": name,
        "command": sys.executable,
        "args": ["-m", "tests.engine.mcp_servers.notes", "started"],
        "cwd": str(ROOT),
        "env": {"NOTES_GREETING": "hello"},
        **extra,
    }


def _tool_entries(player) -> list[dict[str, Any]]:
    return [e for e in player.get_conversation() if e["role"] == "tool"]


def _names(body: dict[str, Any]) -> list[str]:
    return [t["function"]["name"] for t in body.get("tools") or []]


async def test_mcp_tools_beside_agent_tools_and_their_results(
    make_character, player_factory, model_server
):
    root = make_character(files={"agents/test.echo.js": ECHO_JS}, agents=["test.echo"])
    asked: list[ApprovalRequest] = []

    def approve(request: ApprovalRequest) -> str:
        asked.append(request)
        return "conversation"

    player = player_factory(root, approve=approve, mcp_servers=[notes()])
    model_server.script(
        tool_calls([
            ("add", {"a": 2, "b": 3}),
            ("echo", {"text": "hi"}),
            ("notes_echo", {"text": "hi"}),
            ("fail", {}),
            ("picture", {}),
            ("flood", {}),
            ("who", {}),
        ]),
        text("Done."),
    )
    reply = await player.send("use your tools")
    assert reply["content"] == "Done."
    names = _names(bodies(model_server)[0])
    # The agent's tools first; the server's after, its "echo" renamed (first one wins).
    assert names[0] == "echo"
    assert names[1:] == [
        "add", "notes_echo", "fail", "crash", "hang", "huge", "flood", "picture", "who",
    ]  # fmt: skip
    added, agent, server_echo, failed, picture, flooded, who = tool_results(player)
    assert added == "5.0"
    assert agent == "agent says hi" and server_echo == "hi"
    assert failed.startswith("Error: fail of the MCP server notes failed: ")
    assert failed.endswith("the notes are locked")
    assert picture.startswith("a picture:") and "image/png image" in picture
    assert flooded == "still here"  # Garbage on its streams disturbed nothing.
    assert "['started'] hello" in who  # Its arguments and environment.
    entries = _tool_entries(player)
    assert entries[0]["mcpServer"] == "notes" and "agentId" not in entries[0]
    assert entries[1]["agentId"] == "test.echo"
    assert all(isinstance(e.get("toolCallId"), int) for e in entries)
    # Asked once (for this conversation) per MCP tool, never for the agent's.
    assert sorted(r.key for r in asked) == sorted(
        f"mcp:notes/{n}" for n in ("add", "echo", "fail", "picture", "flood", "who")
    )
    assert {r.offered_by for r in asked} == {"the MCP server notes"}
    pid = int(who.rsplit("pid=", 1)[1])
    await player.close()
    # The server stopped with the player.
    with pytest.raises(ProcessLookupError):
        for _ in range(200):
            os.kill(pid, 0)
            await _pause()


async def _pause() -> None:
    import asyncio

    await asyncio.sleep(0.05)


async def test_without_an_approver_mcp_calls_are_declined(
    make_character, player_factory, model_server
):
    player = player_factory(make_character(), mcp_servers=[notes()])
    model_server.script(tool_calls([("add", {"a": 1, "b": 1})]), text("ok"))
    await player.send("add")
    (result,) = tool_results(player)
    assert result.startswith("Error: the user declined add")
    assert "approve=" in result


async def test_a_crashing_hanging_or_huge_server_is_a_tool_error(
    make_character, player_factory, model_server
):
    player = player_factory(
        make_character(),
        approve=lambda request: "always",
        mcp_servers=[notes(timeout_seconds=4)],
    )
    model_server.script(
        tool_calls([("huge", {"mb": 2}), ("hang", {}), ("add", {"a": 1, "b": 2})]),
        tool_calls([("crash", {}), ("add", {"a": 1, "b": 2})]),
        text("Survived."),
    )
    reply = await player.send("break it")
    assert reply["content"] == "Survived."
    huge, hang, after_hang, crash, after_crash = tool_results(player)
    assert huge.startswith("Error: huge of the MCP server notes returned more than 1 million")
    assert hang.startswith("Error: hang of the MCP server notes did not answer within 4 s")
    assert after_hang == "3.0"
    assert "the MCP server notes stopped during crash" in crash
    assert "disk on fire" in crash  # Its last words on stderr.
    assert after_crash == "3.0"  # Started again for the next call.
    errors = [e for e in player.get_conversation() if e["role"] == "error"]
    assert [e["kind"] for e in errors] == ["mcp", "mcp", "mcp"]


async def test_a_server_that_cannot_start_is_reported_and_the_turn_goes_on(
    make_character, player_factory, model_server
):
    broken = {"name": "broken", "command": str(ROOT / "no-such-program")}
    player = player_factory(
        make_character(), approve=lambda request: "once", mcp_servers=[broken, notes()]
    )
    model_server.script(text("Hello anyway."))
    reply = await player.send("hi")
    assert reply["content"] == "Hello anyway."
    errors = [e for e in player.get_conversation() if e["role"] == "error"]
    assert len(errors) == 1 and errors[0]["kind"] == "mcp"
    assert "The MCP server broken could not be started" in errors[0]["content"]
    assert "no such program" in errors[0]["content"]
    assert "add" in _names(bodies(model_server)[0])  # The other server's tools are there.


async def test_a_server_for_another_character_is_not_offered(
    make_character, player_factory, model_server
):
    player = player_factory(
        make_character(name="Tester"),
        approve=lambda request: "once",
        mcp_servers=[notes(characters=["Someone Else"])],
    )
    assert player.engine.mcp is not None and not player.engine.mcp
    model_server.script(text("no tools"))
    await player.send("hi")
    assert "tools" not in bodies(model_server)[0]


def test_a_bad_server_config_is_a_clear_error(make_character, player_factory):
    with pytest.raises(ValueError, match=r"either a command \(stdio\) or a URL"):
        player_factory(make_character(), mcp_servers=[{"name": "x"}])


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_a_streamable_http_server(make_character, player_factory, model_server):
    import asyncio
    import subprocess

    port = _free_port()
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.engine.mcp_servers.notes", "--http", str(port),
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        for _ in range(600):  # Until it listens (its start is the SDK's import).
            try:
                _reader, writer = await asyncio.open_connection("127.0.0.1", port)
            except OSError:
                await asyncio.sleep(0.05)
                continue
            writer.close()
            break
        server = {"name": "remote", "url": f"http://127.0.0.1:{port}/mcp"}
        player = player_factory(
            make_character(), approve=lambda request: "once", mcp_servers=[server]
        )
        model_server.script(tool_calls([("echo", {"text": "over http"})]), text("ok"))
        await player.send("echo")
        assert tool_results(player) == ["over http"]
        assert _tool_entries(player)[0]["mcpServer"] == "remote"
        await player.close()
    finally:
        process.terminate()
        await asyncio.wait_for(process.wait(), 10)


async def test_a_start_failure_is_told_once_not_at_every_message(
    make_character, player_factory, model_server
):
    broken = {"name": "broken", "command": str(ROOT / "no-such-program")}
    player = player_factory(make_character(), approve=lambda r: "once", mcp_servers=[broken])
    model_server.script(text("one"), text("two"))
    await player.send("hi")
    await player.send("again")
    errors = [e for e in player.get_conversation() if e["role"] == "error"]
    assert len(errors) == 1 and "broken could not be started" in errors[0]["content"]

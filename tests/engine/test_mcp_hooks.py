"""MCP tool calls reach the agents' ``afterToolCall`` hooks like another agent's
calls (issue 29): the agentId names the server; a failed call is not told."""

from __future__ import annotations

from tests.engine.helpers_contract import tool_results
from tests.engine.test_mcp_player import notes
from tests.support.model_server import text, tool_calls

WATCHER_JS = """/**
 * @agent test.watch
 * @hook afterToolCall
 */
export function onAfterToolCall(event, store) {
  store.seen = (store.seen || []).concat([{ agentId: event.agentId, toolName: event.toolName,
    args: event.args, result: event.result, toolCallId: event.toolCallId,
    server: event.mcpServer }]);
}
"""


async def test_an_mcp_call_fires_after_tool_call(make_character, player_factory, model_server):
    root = make_character(files={"agents/test.watch.js": WATCHER_JS}, agents=["test.watch"])
    player = player_factory(root, approve=lambda request: "once", mcp_servers=[notes()])
    model_server.script(
        tool_calls([("add", {"a": 2, "b": 3}), ("fail", {})]),
        text("Done."),
    )
    await player.send("add")
    added, failed = tool_results(player)
    assert added == "5.0" and failed.startswith("Error:")
    seen = player.engine.session.conversation.load_store("test.watch")["seen"]
    assert seen == [
        {
            "agentId": "mcp:notes",
            "toolName": "add",
            "args": {"a": 2, "b": 3},
            "result": "5.0",
            "toolCallId": seen[0]["toolCallId"],
            "server": "notes",
        }
    ]
    assert isinstance(seen[0]["toolCallId"], int)
    await player.close()


async def test_an_http_server_that_needs_a_header(make_character, player_factory, model_server):
    import asyncio
    import subprocess
    import sys

    from tests.engine.test_mcp_player import ROOT, _free_port

    port = _free_port()
    token = "mcp-SECRET-token"
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.engine.mcp_servers.notes", "--http", str(port), token,
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        for _ in range(600):
            try:
                _reader, writer = await asyncio.open_connection("127.0.0.1", port)
            except OSError:
                await asyncio.sleep(0.05)
                continue
            writer.close()
            break
        url = f"http://127.0.0.1:{port}/mcp"
        auth = {"Authorization": f"Bearer {token}"}
        wrong = {"name": "locked", "url": url, "headers": {"Authorization": "Bearer nope"}}
        right = {"name": "remote", "url": url, "headers": auth}
        player = player_factory(
            make_character(), approve=lambda request: "once", mcp_servers=[wrong, right]
        )
        model_server.script(tool_calls([("echo", {"text": "with a token"})]), text("ok"))
        await player.send("echo")
        assert tool_results(player) == ["with a token"]
        errors = [e for e in player.get_conversation() if e["role"] == "error"]
        assert any("locked could not be started" in e["content"] for e in errors)
        kept = repr(player.get_conversation())
        assert token not in kept and "nope" not in kept
        await player.close()
    finally:
        process.terminate()
        await asyncio.wait_for(process.wait(), 10)


def test_headers_are_kept_with_the_keys_not_in_the_settings(tmp_path):
    from studio.engine.mcp_client import McpServerConfig
    from studio.storage import Settings
    from studio.storage.mcp_settings import (
        McpServerEntry,
        load_mcp_headers,
        mcp_server_configs,
        save_mcp_headers,
    )

    data = tmp_path / "d"
    names = save_mcp_headers("hosted", {"Authorization": "Bearer abc"}, data_dir=data)
    entry = McpServerEntry(name="hosted", url="https://example.test/mcp", header_names=names)
    assert "abc" not in Settings(mcp_servers=[entry]).model_dump_json()
    config = mcp_server_configs([entry], data_dir=data)[0]
    assert config["headers"] == {"Authorization": "Bearer abc"}
    assert "abc" not in repr(McpServerConfig.coerce(config))
    save_mcp_headers("hosted", {}, data_dir=data)
    assert load_mcp_headers("hosted", data_dir=data) == {}

"""The terminal asks at its prompt before a tool acts (issue 29 item 6)."""

from __future__ import annotations

import io

from studio.terminal.chat import PlayConsole
from studio.web.fetch import WebFetcher
from tests.engine.helpers_contract import WEB_JS, tool_results
from tests.engine.party.party_support import party_factory, write_pair  # noqa: F401
from tests.support.model_server import text, tool_calls


async def _play(make_character, player_factory, model_server, tmp_path, stdin: str):
    root = make_character(files={"agents/test.web.js": WEB_JS}, agents=["test.web"])
    player = player_factory(
        root,
        project=False,
        data_dir=tmp_path,
        settings={"web_access": True},
        web_fetcher=WebFetcher(),
    )
    call = ("fetch_page", {"url": "http://127.0.0.1/page"})
    model_server.script(tool_calls([call]), tool_calls([call]), text("All done."))
    out = io.StringIO()
    console = PlayConsole(player, stdin=io.StringIO(stdin), stdout=out, stderr=io.StringIO())
    status = await console.run()
    return player, out.getvalue(), status


async def test_the_prompt_shows_the_call_and_takes_the_answer(
    make_character, player_factory, model_server, tmp_path
):
    player, shown, status = await _play(
        make_character, player_factory, model_server, tmp_path, "fetch it\ny\nn\n"
    )
    assert status == 0
    assert "[approve] fetch_page from the agent test.web" in shown
    assert '{"url": "http://127.0.0.1/page"}' in shown
    assert "[approve] fetch_page: allowed" in shown
    assert "[approve] fetch_page: declined" in shown
    allowed, declined = tool_results(player)
    assert allowed.startswith("ERR: ") and "blocked" in allowed
    assert declined == "Error: the user declined fetch_page"
    assert "All done." in shown


async def test_end_of_input_declines(make_character, player_factory, model_server, tmp_path):
    player, shown, _status = await _play(
        make_character, player_factory, model_server, tmp_path, "fetch it\n"
    )
    assert tool_results(player) == ["Error: the user declined fetch_page"] * 2
    assert "All done." in shown


async def test_a_party_asks_at_the_prompt_before_an_mcp_tool_acts(
    tmp_path, party_factory, model_server  # noqa: F811
):
    from studio.terminal.party import PartyConsole
    from tests.engine.test_mcp_player import notes

    player = party_factory(write_pair(tmp_path / "party"), mcp_servers=[notes()])
    model_server.script(
        tool_calls([("add", {"a": 2, "b": 2})]), text("Ann: four."),
        tool_calls([("add", {"a": 3, "b": 3})]), text("Bob: no."),
    )  # fmt: skip
    out = io.StringIO()
    console = PartyConsole(player, stdin=io.StringIO("add\ny\nn\n"), stdout=out,
                           stderr=io.StringIO())  # fmt: skip
    assert await console.run() == 0
    shown = out.getvalue()
    assert '[approve] add from the MCP server notes wants to run with {"a": 2, "b": 2}' in shown
    assert "[approve] add: allowed" in shown and "[approve] add: declined" in shown
    results = [e["content"] for e in player.get_conversation() if e["role"] == "tool"]
    assert results == ["4.0", "Error: the user declined add"]
    assert "Ann: four." in shown

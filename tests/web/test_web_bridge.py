"""``studio.web.fetch`` through the player: the stub, the @api gate, the player-mode fetcher."""

from __future__ import annotations

import json

from studio.web.fetch import WebFetcher
from tests.engine.helpers_contract import NOAPI_JS, WEB_JS, tool_results
from tests.support.model_server import text, tool_calls
from tests.web import test_web_support as support
from tests.web.test_web_support import (
    DEFAULT_NAMES,
    FakeResolver,
    LoopbackServer,
    RouteToLoopback,
    respond,
)

web_server = support.web_server


async def test_default_settings_reject_not_implemented_and_api_gate(
    make_character, player_factory, model_server, tmp_path
):
    root = make_character(
        files={"agents/test.web.js": WEB_JS, "agents/test.noapi.js": NOAPI_JS},
        agents=["test.web", "test.noapi"],
    )
    # Studio mode (a project) never fetches, even with the gate on.
    assert player_factory(root, settings={"web_access": True}).engine.web_fetcher is None
    # Player mode with the gate off: no fetcher either.
    assert player_factory(root, project=False, data_dir=tmp_path).engine.web_fetcher is None
    # Player mode with the gate on: the real fetcher.
    gated = player_factory(root, project=False, data_dir=tmp_path, settings={"web_access": True})
    assert isinstance(gated.engine.web_fetcher, WebFetcher)

    player = player_factory(root)
    model_server.script(
        tool_calls([("fetch_page", {"url": "http://example.com/"}), ("noweb", {})]),
        text("done"),
    )
    await player.send("read it")
    stub, gate = tool_results(player)
    assert stub.startswith("ERR: ") and "not implemented" in stub
    assert gate.startswith("ERR: ") and "@api studio.web" in gate


async def test_player_mode_fetches_public_pages_and_blocks_loopback(
    make_character, player_factory, model_server, tmp_path, web_server: LoopbackServer
):
    web_server.routes["/page"] = respond(
        body="<html><head><title>Guide</title></head><body><p>Chapter text.</p></body></html>"
    )
    root = make_character(files={"agents/test.web.js": WEB_JS}, agents=["test.web"])
    fetcher = WebFetcher(transport=RouteToLoopback(), resolver=FakeResolver(DEFAULT_NAMES))
    player = player_factory(
        root, project=False, data_dir=tmp_path, settings={"web_access": True}, web_fetcher=fetcher
    )
    good = f"http://public.test:{web_server.port}/page"
    model_server.script(
        tool_calls([
            ("fetch_page", {"url": good}),
            ("fetch_page", {"url": "http://127.0.0.1/"}),
            ("fetch_page", {"url": web_server.url("/page")}),
            ("fetch_page", {"url": "ftp://public.test/x"}),
        ]),
        text("done"),
    )
    await player.send("fetch")
    ok, loop_default, loop_port, ftp = tool_results(player)
    assert ok.startswith("OK: ")
    page = json.loads(ok[4:])
    assert page["status"] == 200 and page["title"] == "Guide"
    assert "Chapter text." in page["text"] and page["truncated"] is False
    assert loop_default.startswith("ERR: ") and "blocked" in loop_default
    assert loop_port.startswith("ERR: ") and "blocked" in loop_port
    assert ftp.startswith("ERR: ") and "only http(s)" in ftp
    assert web_server.paths() == ["/page"]  # the blocked fetches never reached the server
    # Conversations of a package live under data_dir, not in the folder.
    assert str(player.engine.session.conversation.folder).startswith(str(tmp_path))

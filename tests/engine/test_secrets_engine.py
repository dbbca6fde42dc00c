"""The user's API key is never written anywhere nor surfaced (decisions §3)."""

from __future__ import annotations

import json

import pytest

from studio.engine.events import EVENT_TYPES
from studio.errors import ProviderError
from tests.engine.helpers_contract import CALLER_JS, COUNTER_JS, DEBUG_JS, tool_results
from tests.support.model_server import http_error, text, tool_calls

KEY = "sk-live-TOPSECRET-9f8e7d6c5b4a"


async def test_api_key_never_written_or_surfaced(make_character, player_factory, model_server):
    root = make_character(
        files={
            "agents/test.caller.js": CALLER_JS,
            "agents/test.counter.js": COUNTER_JS,
            "agents/test.debugger.js": DEBUG_JS,
        },
        agents=["test.caller", "test.counter", "test.debugger"],
    )
    player = player_factory(root, api_key=KEY)
    seen: list[object] = []
    for name in EVENT_TYPES:
        player.on(name, seen.append)
    leak = f"Incorrect API key provided: {KEY}. Authorization: Bearer {KEY}"
    model_server.script(
        tool_calls(
            [
                ("bump", {"by": 1}),
                ("ask", {"system": "s"}),
                ("echo", {"x": "y"}),
                ("ask", {"system": "t"}),
            ]
        ),
        text("model says hi"),
        http_error(401, leak),  # the agent's second callModel is refused
        text("Turn done."),
        http_error(401, leak),  # the next turn's main request is refused
    )
    await player.send("first")
    results = tool_results(player)
    assert results[0] == "count=1 id=1" and results[1] == "OK: model says hi"
    assert results[3].startswith("ERR: ") and "401" in results[3]
    with pytest.raises(ProviderError) as raised:
        await player.send("second")
    assert "sk-" not in str(raised.value)
    assert player.get_conversation()[-1]["role"] == "error"
    assert await player.command("@ask hi") is not None  # script empty: a 500, reported
    raised: list[str] = []
    try:
        await player.load_conversation("99")
    except Exception as err:  # the text is what matters
        raised.append(f"{type(err).__name__}: {err} {err!r}")

    # The key really was used...
    assert all(r.headers.get("authorization") == f"Bearer {KEY}" for r in model_server.requests)
    # ...and appears in no file of the conversations folder (sidecars written out).
    player.engine.session.conversation.checkpoint()
    folder = root / "conversations"
    files = [p for p in folder.rglob("*") if p.is_file()]
    names = {p.name.split(".", 1)[1] if "." in p.name else p.name for p in files}
    assert {"jsonl", "requests.jsonl", "tokens.json", "tool-call-ids.json"} <= names
    assert any(p.parent.name.endswith(".agent-log") for p in files)
    for path in files:
        data = path.read_bytes()
        assert KEY.encode() not in data, path
        assert b"TOPSECRET" not in data, path
    requests_log = next(p for p in files if p.name.endswith(".requests.jsonl"))
    assert len(requests_log.read_text(encoding="utf-8").splitlines()) >= 5
    # Nor in any event payload or exception text.
    assert "TOPSECRET" not in json.dumps(seen, default=repr)
    assert seen and any(isinstance(e, ProviderError) for e in seen)
    assert all("TOPSECRET" not in str(e) for e in seen if isinstance(e, Exception))
    assert "TOPSECRET" not in " ".join(raised)
    assert "TOPSECRET" not in json.dumps(player.get_conversation())


async def test_a_key_echoed_in_the_stream_or_an_in_stream_error_is_written_nowhere(
    make_character, player_factory, model_server
) -> None:
    from tests.support.model_server import stream_error

    root = make_character()
    player = player_factory(root, api_key=KEY)
    seen: list[object] = []
    for name in EVENT_TYPES:
        player.on(name, seen.append)
    model_server.script(
        text(f"The key you gave me is {KEY}. Keep it safe.", chunk_size=3),
        stream_error(f"invalid api key {KEY}", content="Partial "),
    )
    reply = await player.send("what is my key?")
    assert KEY not in reply["content"] and "***" in reply["content"]
    raised = ""
    try:
        await player.send("again")
    except Exception as err:  # decisions §14: the failed turn may raise
        raised = f"{err} {err!r}"
    files = [p for p in (root / "conversations").rglob("*") if p.is_file()]
    assert any(p.name.endswith(".requests.jsonl") for p in files)
    for path in files:
        assert b"TOPSECRET" not in path.read_bytes(), path
    assert "TOPSECRET" not in json.dumps(seen, default=repr)
    assert "TOPSECRET" not in json.dumps(player.get_conversation())
    assert "TOPSECRET" not in raised

"""The broker loop through CharacterPlayer against the scripted model server."""

from __future__ import annotations

import json

import pytest

from studio.errors import ProviderError, SandboxError
from tests.engine.agents_src import COUNTER_JS, DICE_TS, FAILING_JS, HISTORY_PY, NOTES_LUA
from tests.engine.conftest import bodies
from tests.support.model_server import cut_after, http_error, text, tool_calls, usage


async def test_plain_reply_and_prompt(make_character, player_factory, model_server) -> None:
    root = make_character(
        files={
            "intro.txt": "Welcome!",
            "context/b.txt": "BEE",
            "context/a.txt": "AY",
            "context/.hidden.json": "{}",
        },
    )
    player = player_factory(root)
    tokens: list[str] = []
    messages: list[dict] = []
    player.on("token", tokens.append)
    player.on("message", messages.append)
    model_server.script(text("Hello there, traveller.", chunk_size=4))
    reply = await player.send("Hi")
    assert reply["content"] == "Hello there, traveller."
    assert "".join(tokens) == "Hello there, traveller."
    assert messages[0]["content"] == "Hello there, traveller."
    sent = bodies(model_server)[0]
    assert sent["stream"] is True
    assert sent["messages"][0] == {"role": "system", "content": "System. You are Tester."}
    assert sent["messages"][1]["content"].endswith("AY\n\nBEE")
    assert "isFile" not in sent["messages"][1]  # a custom endpoint gets no isFile
    assert sent["messages"][2] == {"role": "assistant", "content": "Welcome!"}
    assert sent["messages"][3] == {"role": "user", "content": "Hi"}
    assert "tools" not in sent or not sent["tools"]
    roles = [e["role"] for e in player.get_conversation()]
    assert roles == ["user", "assistant"]


async def test_tool_round_ids_stores_logs_preload(make_character, player_factory, model_server):
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    player = player_factory(root)
    logs: list[str] = []
    toasts: list[str] = []
    calls: list[dict] = []
    player.on("agentLog", logs.append)
    player.on("agentToast", toasts.append)
    player.on("toolCall", calls.append)
    model_server.script(
        tool_calls([("bump", {"by": 2}), ("bump", {"by": 3})], split_args=True),
        text("Done."),
    )
    reply = await player.send("bump twice")
    assert reply["content"] == "Done."
    entries = player.get_conversation()
    tool_entries = [e for e in entries if e["role"] == "tool"]
    assert [e["toolCallId"] for e in tool_entries] == [1, 2]
    assert tool_entries[1]["content"] == "count=5 id=2 by=model"
    round_entry = next(e for e in entries if e.get("tool_calls"))
    assert [c["toolCallId"] for c in round_entry["tool_calls"]] == [1, 2]
    assert logs == ["bumped by 2", "bumped by 3"]
    assert toasts == ["bump!", "bump!"]
    assert [c["toolCallId"] for c in calls] == [1, 2]
    assert {"agentId", "toolName", "result"} <= set(calls[0])
    assert any(e["role"] == "log" for e in entries)
    second = bodies(model_server)[1]
    assert second["tools"][0]["function"]["name"] == "bump"
    wire_roles = [m["role"] for m in second["messages"]]
    assert wire_roles[-3:] == ["assistant", "tool", "tool"]
    assert not any(m["role"] == "log" for m in second["messages"])
    # The preload block was rebuilt before the second request and shows the new count.
    assert any("Counter is 5" in str(m.get("content")) for m in second["messages"])
    store = player.engine.session.conversation.load_store("test.counter")
    assert store == {"count": 5, "ids": [1, 2]}


async def test_unknown_tool_invalid_args_and_failures_become_results(
    make_character, player_factory, model_server
):
    root = make_character(
        files={"agents/test.counter.js": COUNTER_JS, "agents/test.failing.js": FAILING_JS},
        agents=["test.counter", "test.failing"],
    )
    player = player_factory(root)
    errors: list[Exception] = []
    player.on("error", errors.append)
    model_server.script(
        tool_calls(
            [
                ("nope", {}),
                ("bump", {"by": "x"}),
                ("bump", "{not json"),
                ("explode", {}),
                ("bump", {"by": 1}),
            ]
        ),
        text("ok"),
    )
    reply = await player.send("go")
    assert reply["content"] == "ok"
    results = [e for e in player.get_conversation() if e["role"] == "tool"]
    assert results[0]["content"] == "Error: no agent provides the tool nope"
    assert results[1]["content"].startswith("Error: invalid arguments for bump:")
    assert results[2]["content"].startswith("Error: invalid arguments for bump: not valid JSON")
    assert results[3]["content"].startswith("Error: test.failing failed:")
    assert "kaboom" in results[3]["content"]
    assert results[4]["content"] == "count=1 id=2 by=model"
    assert [r.get("toolCallId") for r in results] == [None, None, None, 1, 2]
    # The failing agent's store was not saved.
    assert player.engine.session.conversation.load_store("test.failing") == {}
    assert any(isinstance(e, SandboxError) and e.agent_id == "test.failing" for e in errors)


async def test_request_limit_ends_turn_with_error(make_character, player_factory, model_server):
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    player = player_factory(root)
    model_server.script(*[tool_calls([("bump", {"by": 1})]) for _ in range(10)])
    with pytest.raises(ProviderError, match="kept calling tools") as raised:
        await player.send("loop forever")
    assert len(bodies(model_server)) == 10
    assert raised.value.committed is True and raised.value.partial == ""
    assert player.get_conversation()[-1]["role"] == "error"


async def test_model_http_error_and_cut_stream(make_character, player_factory, model_server):
    root = make_character()
    player = player_factory(root)
    errors: list[Exception] = []
    player.on("error", errors.append)
    model_server.script(http_error(400, message="bad request"))
    with pytest.raises(ProviderError, match="bad request") as raised:
        await player.send("hello")
    assert raised.value.partial == "" and raised.value.committed is True
    # The error event came first, carrying the very exception that was raised.
    assert errors == [raised.value]
    model_server.script(cut_after(2, content="partial words here"))
    with pytest.raises(ProviderError) as cut:
        await player.send("again")
    last_assistant = [e for e in player.get_conversation() if e["role"] == "assistant"][-1]
    assert last_assistant["stopped"] is True and last_assistant["content"]
    assert cut.value.partial == last_assistant["content"]


async def test_four_languages_and_usage(make_character, player_factory, model_server):
    root = make_character(
        files={
            "agents/test.counter.js": COUNTER_JS,
            "agents/test.history.py": HISTORY_PY,
            "agents/test.notes.lua": NOTES_LUA,
            "agents/test.dice.ts": DICE_TS,
            "context/.secret.txt": "hidden data",
        },
        agents=["test.counter", "test.history", "test.notes", "test.dice"],
    )
    player = player_factory(root)
    model_server.script(
        tool_calls([("roll", {"sides": 6}), ("note", {"text": "dragon"}), ("bump", {"by": 1})]),
        usage(prompt=11, completion=7),
        tool_calls([("recall", {"q": "DRAGON"})]),
        text("All done."),
    )
    reply = await player.send("Tell me about the dragon")
    assert reply["content"] == "All done."
    results = [e["content"] for e in player.get_conversation() if e["role"] == "tool"]
    assert results[0] == "rolled 6"
    assert results[1] == "noted dragon #2"
    recall = json.loads(results[3])
    assert recall["found"] == [{"role": "user", "content": "Tell me about the dragon", "index": 0}]
    assert recall["secret"] == "hidden data"
    assert recall["range"] == 1
    tokens = player.engine.session.conversation.tokens()
    # Usage is asked for (stream_options): the scripted 11, then what the server counted.
    reported = [r["usage"]["prompt_tokens"] for r in await player.read_requests()]
    assert reported[0] == 11 and len(reported) == 3
    assert tokens["model_tokens"]["prompt"] == sum(reported)
    # The Lua preload shows the note on the following requests.
    assert any(
        "Notes: dragon" in str(m.get("content")) for m in bodies(model_server)[1]["messages"]
    )

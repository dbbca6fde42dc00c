"""``studio.callModel`` through CharacterPlayer (reference Part 1, decisions §7)."""

from __future__ import annotations

from tests.engine.helpers_contract import (
    CALLER_JS,
    LUACALLER_LUA,
    NOAPI_JS,
    PYCALLER_PY,
    nonstream,
    streamed,
    tool_results,
)
from tests.support.model_server import text, tool_calls


async def test_call_model_mapping_clamp_filter_and_rejections(
    make_character, player_factory, model_server
):
    root = make_character(
        files={"agents/test.caller.js": CALLER_JS, "agents/test.noapi.js": NOAPI_JS},
        agents=["test.caller", "test.noapi"],
    )
    player = player_factory(root, model="main-m", worker_model="worker-m")
    messages = [
        {"role": "user", "content": "keep me"},
        {"role": "tool", "content": "bad role"},
        {"role": "assistant", "content": 42},
        {"role": "system", "content": "sys kept"},
        "not an object",
        {"content": "no role"},
        {"role": "assistant", "content": "kept too"},
    ]
    model_server.script(
        tool_calls([
            ("ask", {"system": "S1", "messages": messages}),               # defaults
            ("ask", {"system": "S2", "messages": [], "max": 999999, "opts": {"model": "main"}}),
            ("ask", {"system": "S3", "max": 0, "opts": {"model": "worker", "temperature": 0.5}}),
            ("ask", {"system": "S4", "max": -20}),
            ("ask", {"system": "S5", "opts": {"model": "gpt-4o"}}),          # explicit id
            ("ask", {"system": "S6", "opts": {"model": "large"}}),           # other value
            ("nomodel", {}),
        ]),
        text("reply one"), text("reply two"), text("reply three"), text("reply four"),
        text("Final."),
    )
    reply = await player.send("go")
    assert reply["content"] == "Final."
    results = tool_results(player)
    assert results[:4] == ["OK: reply one", "OK: reply two", "OK: reply three", "OK: reply four"]
    assert results[4].startswith("ERR: ") and "model" in results[4]
    assert "explicit model IDs are not accepted" in results[4]
    assert results[5].startswith("ERR: ") and '"worker" or "main"' in results[5]
    # The sandbox rejects an undeclared namespace and names the @api line.
    assert results[6].startswith("ERR: ") and "@api studio.model" in results[6]

    sent = nonstream(model_server)
    assert len(sent) == 4  # the rejected calls never reached the model
    for body in sent:
        assert body.get("stream") in (None, False)
        assert "tools" not in body or not body["tools"]
    first, second, third, fourth = sent
    assert first["model"] == "worker-m"
    assert first["max_tokens"] == 1024
    assert first["messages"] == [
        {"role": "system", "content": "S1"},
        {"role": "user", "content": "keep me"},
        {"role": "system", "content": "sys kept"},
        {"role": "assistant", "content": "kept too"},
    ]
    assert second["model"] == "main-m" and second["max_tokens"] == 8192
    assert second["messages"] == [{"role": "system", "content": "S2"}]
    assert third["model"] == "worker-m" and third["max_tokens"] == 1
    assert third["temperature"] == 0.5
    assert fourth["max_tokens"] == 1
    # The main loop used the main model and streamed.
    assert all(b["model"] == "main-m" and b["stream"] is True for b in streamed(model_server))
    # No package-supplied model id went anywhere.
    assert not any(r.body.get("model") == "gpt-4o" for r in model_server.requests)


async def test_worker_defaults_to_main_model(make_character, player_factory, model_server):
    root = make_character(files={"agents/test.caller.js": CALLER_JS}, agents=["test.caller"])
    player = player_factory(root, model="only-model")
    model_server.script(tool_calls([("ask", {"system": "s", "max": 77})]), text("r"), text("done"))
    await player.send("x")
    (body,) = nonstream(model_server)
    assert body["model"] == "only-model" and body["max_tokens"] == 77


async def test_call_model_from_python_and_lua(make_character, player_factory, model_server):
    root = make_character(
        files={"agents/test.pycaller.py": PYCALLER_PY, "agents/test.luacaller.lua": LUACALLER_LUA},
        agents=["test.pycaller", "test.luacaller"],
    )
    player = player_factory(root, model="main-m", worker_model="worker-m")
    model_server.script(
        tool_calls([("pyask", {}), ("luaask", {}), ("luanomodel", {})]),
        text("from python"), text("from lua"), text("done"),
    )
    await player.send("go")
    py, lua, gate = tool_results(player)
    assert py == "OK: from python" and lua == "OK: from lua"
    assert gate.startswith("ERR: ") and "@api studio.web" in gate
    py_req, lua_req = nonstream(model_server)
    assert py_req["model"] == "main-m" and py_req["max_tokens"] == 50
    assert py_req["messages"] == [{"role": "system", "content": "py"},
                                  {"role": "user", "content": "hi"}]
    # A Lua empty table is an empty messages array (Lua cannot tell {} from []).
    assert lua_req["model"] == "worker-m" and lua_req["max_tokens"] == 8192
    assert lua_req["messages"] == [{"role": "system", "content": "lua"}]

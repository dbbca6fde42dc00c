"""Consumer event payloads against the reference's table (decisions §14).

The table is the reference's Part 3 "Events", copied here key for key so the test
needs nothing outside the repository.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

import pytest

from studio.engine import events
from studio.errors import ProviderError, SandboxError, StudioError
from tests.engine.agents_src import COUNTER_JS, FAILING_JS
from tests.support.model_server import http_error, text, tool_calls

# | Event | Payload | When |  (reference, Part 3 — Character Consumers, "Events")
REFERENCE_TABLE = """
message | { role, content } | Final assistant response delivered
token | string | Streaming token (if streaming is enabled)
agentLog | string | An agent called studio.log()
agentToast | string | An agent called studio.toast()
toolCall | { agentId, toolName, result } | An agent tool call completed
error | Error | API error or agent error
"""
# Extra keys §14 allows beside the reference's (camelCase, same meaning everywhere).
EXTRA = {
    "message": {"stopped", "index", "truncated"},
    "toolCall": {"args", "toolCallId", "durationMs", "ok", "invokedBy"},
}


def _reference() -> dict[str, Any]:
    shapes: dict[str, Any] = {}
    for line in REFERENCE_TABLE.strip().splitlines():
        name, payload, _when = (part.strip() for part in line.split("|"))
        keys = re.fullmatch(r"\{ (.*) \}", payload)
        shapes[name] = set(keys.group(1).split(", ")) if keys else payload
    return shapes


async def test_every_event_payload_has_the_reference_shape(
    make_character, player_factory, model_server
) -> None:
    root = make_character(
        files={"agents/test.counter.js": COUNTER_JS, "agents/test.failing.js": FAILING_JS},
        agents=["test.counter", "test.failing"],
    )
    player = player_factory(root)
    seen: dict[str, list[Any]] = {name: [] for name in _reference()}
    for name in seen:
        player.on(name, seen[name].append)
    model_server.script(
        tool_calls([("bump", {"by": 2}), ("explode", {})]), text("Done."), http_error(401)
    )
    await player.send("go")
    with pytest.raises(ProviderError) as raised:
        await player.send("again")

    for name, shape in _reference().items():
        payloads = seen[name]
        assert payloads, f"no {name} event was delivered"
        for payload in payloads:
            if shape == "string":
                assert isinstance(payload, str), (name, payload)
            elif shape == "Error":
                assert isinstance(payload, StudioError), (name, payload)
            else:
                assert isinstance(payload, dict), (name, payload)
                keys = set(payload)
                assert shape <= keys, (name, keys)
                assert keys <= shape | EXTRA[name], (name, keys - shape - EXTRA[name])
    bump = next(p for p in seen["toolCall"] if p["toolName"] == "bump")
    assert bump["agentId"] == "test.counter" and bump["result"].startswith("count=2")
    assert bump["toolCallId"] == 1 and bump["ok"] is True
    assert seen["message"][0]["role"] == "assistant" and seen["message"][0]["content"] == "Done."
    assert seen["agentLog"] == ["bumped by 2"] and seen["agentToast"] == ["bump!"]
    assert any(isinstance(e, SandboxError) and e.agent_id == "test.failing" for e in seen["error"])
    assert seen["error"][-1] is raised.value  # the error event precedes the raise


async def test_user_stop_returns_what_arrived(make_character, player_factory, model_server):
    player = player_factory(make_character())
    tokens: list[str] = []

    def stop_after_first(token: str) -> None:
        tokens.append(token)
        player.stop()

    player.on("token", stop_after_first)
    model_server.script(text("one two three four five six", chunk_size=3))
    reply = await player.send("talk")
    assert reply["stopped"] is True and reply["role"] == "assistant"
    assert reply["content"] and "one two three four five six".startswith(reply["content"])
    assert player.get_conversation()[-1]["content"] == reply["content"]


async def test_cut_off_stream_raises_with_the_partial_kept(
    make_character, player_factory, model_server
):
    from tests.support.model_server import cut_after

    player = player_factory(make_character())
    model_server.script(cut_after(2, content="the beginning of a reply that never ends"))
    with pytest.raises(ProviderError) as raised:
        await player.send("hi")
    err = raised.value
    assert err.partial and "the beginning of a reply".startswith(err.partial[:10])
    assert err.committed is True
    kept = player.get_conversation()
    assert {k: v for k, v in kept[0].items() if k != "at"} == {"role": "user", "content": "hi"}
    assert any(e.get("content") == err.partial and e.get("stopped") for e in kept)
    # regenerate() raises the same way when the model is down.
    model_server.script(http_error(400, "overloaded"))
    with pytest.raises(ProviderError, match="overloaded") as again:
        await player.regenerate()
    assert again.value.partial == "" and again.value.status == 400


async def test_continue_reply_raises_like_send(make_character, player_factory, model_server):
    player = player_factory(make_character())
    model_server.script(text("A reply that goes on"))
    await player.send("tell me")
    model_server.script(http_error(400, "nope"))
    errors: list[Exception] = []
    player.on("error", errors.append)
    with pytest.raises(ProviderError, match="nope") as raised:
        await player.continue_reply()
    assert errors == [raised.value] and raised.value.committed is True
    assert player.get_conversation()[1]["content"] == "A reply that goes on"  # kept as it was


ROOT = Path(__file__).resolve().parents[2]
STRING_EVENTS = {"token", "agentLog", "agentToast"}


def _event_classes() -> dict[str, type[events.Event]]:
    return {
        value.type: value
        for value in vars(events).values()
        if isinstance(value, type) and issubclass(value, events.Event) and value is not events.Event
    }


def _payload_keys(cls: type[events.Event]) -> set[str]:
    """The keys of what ``player.on(cls.type, ...)`` receives (consumer_payload's camelCase)."""
    return {events._camel(f.name) for f in dataclasses.fields(cls)}


def _readme_events() -> dict[str, str]:
    """The README's events table: event name -> what the callback gets."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `(\w+)` \| (.+?) \|$", text, re.MULTILINE)
    return {name: gets for name, gets in rows if name in events.EVENT_TYPES}


def test_the_readme_lists_every_event_with_the_keys_callbacks_get() -> None:
    documented = _readme_events()
    assert set(documented) == set(events.EVENT_TYPES)
    classes = _event_classes()
    for name, gets in documented.items():
        keys = re.fullmatch(r"`\{(.*)\}`", gets)
        if name in STRING_EVENTS:
            assert keys is None and "string" in gets, (name, gets)
        elif name == "error":
            assert "exception" in gets, gets
        else:
            assert keys is not None, (name, gets)
            assert set(keys.group(1).split(", ")) == _payload_keys(classes[name]), name


async def test_the_context_event_gives_first_sent_in_camel_case(
    make_character, player_factory, model_server
) -> None:
    player = player_factory(make_character())
    seen: list[dict[str, Any]] = []
    player.on("context", seen.append)
    model_server.script(text("Hi."))
    await player.send("hello")
    assert seen and set(seen[0]) == _payload_keys(events.ContextEvent)
    assert "firstSent" in seen[0] and "first_sent" not in seen[0]
    # docs/ENGINE.md names the same keys.
    engine_doc = (ROOT / "docs" / "ENGINE.md").read_text(encoding="utf-8")
    listed = re.search(r"a `context` event per request \(([^)]*)\)", engine_doc, re.DOTALL)
    assert listed is not None
    assert set(re.findall(r"`(\w+)`", listed.group(1))) == set(seen[0])

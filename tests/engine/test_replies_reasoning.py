"""Reply length, Continue, reasoning, broken tool calls and strict servers (issue 17 §3-§6)."""

from __future__ import annotations

import itertools

import pytest

from studio.engine.continuing import CONTINUE_PROMPT
from studio.errors import ProviderError
from studio.providers.sse import MAX_REASONING_CHARS
from studio.providers.wire import START_PROMPT
from tests.engine.agents_src import DICE_TS
from tests.engine.conftest import bodies
from tests.support.model_server import ModelServer, http_error, text, tool_calls


async def test_length_cut_reply_is_marked_and_continue_extends_it(
    make_character, player_factory, model_server
) -> None:
    root = make_character()
    player = player_factory(root)
    messages: list[dict] = []
    player.on("message", messages.append)
    model_server.script(text("Once upon", finish_reason="length"))
    reply = await player.send("Tell me a story")
    assert reply["truncated"] is True
    assert player.get_conversation()[-1]["truncated"] is True
    assert messages[-1]["truncated"] is True
    model_server.script(text("a time, the end."))
    more = await player.continue_reply()
    assert more["content"] == "Once upon a time, the end." and "truncated" not in more
    entries = player.get_conversation()
    assert len(entries) == 2  # the same assistant message, extended
    assert entries[-1] == {"role": "assistant", "content": "Once upon a time, the end."}
    sent = bodies(model_server)[-1]
    assert sent["messages"][-2] == {"role": "assistant", "content": "Once upon"}
    assert sent["messages"][-1] == {"role": "user", "content": CONTINUE_PROMPT}
    assert "tools" not in sent
    assert messages[-1]["index"] == 1


async def test_continue_prefills_on_llamacpp_and_refuses_without_a_reply(
    make_character, player_factory
) -> None:
    with ModelServer(props=True) as server:
        root = make_character()
        player = player_factory(root, base_url=server.url, provider="llamacpp")
        try:
            await player.continue_reply()
        except ValueError as err:
            assert "no assistant reply" in str(err)
        else:
            raise AssertionError("continue_reply() without a reply must refuse")
        server.script(text("The cat sa", finish_reason="length"), text("t on the mat."))
        await player.send("Go")
        reply = await player.continue_reply()
        assert reply["content"] == "The cat sat on the mat."
        assert bodies(server)[-1]["messages"][-1] == {"role": "assistant", "content": "The cat sa"}


async def test_reasoning_is_kept_shown_apart_and_never_sent_back(
    make_character, player_factory, model_server
) -> None:
    root = make_character()
    player = player_factory(root)
    tokens: list[str] = []
    player.on("token", tokens.append)
    model_server.script(
        text("The answer is 4.").but(reasoning="2 plus 2 is 4, said carefully."),
        text("<think>secret inner plan</think>\n\nVisible reply.", chunk_size=3),
        text("ok").but(reasoning="openrouter style", reasoning_key="reasoning"),
    )
    first = await player.send("What is 2+2?")
    assert first["content"] == "The answer is 4." and first["reasoning"].startswith("2 plus 2")
    second = await player.send("And now?")
    assert second["content"] == "Visible reply."
    assert "secret" not in "".join(tokens) and "think>" not in "".join(tokens)
    await player.send("Third")
    entries = player.get_conversation()
    assert entries[1]["reasoning"] == "2 plus 2 is 4, said carefully."
    assert entries[3] == {
        "role": "assistant",
        "content": "Visible reply.",
        "reasoning": "secret inner plan",
    }
    assert entries[5]["reasoning"] == "openrouter style"
    sent = str(bodies(model_server)[-1]["messages"])
    assert "secret inner plan" not in sent and "said carefully" not in sent
    assert "Visible reply." in sent


async def test_a_model_that_reasons_forever_is_stopped(
    make_character, player_factory, model_server
) -> None:
    root = make_character()
    player = player_factory(root)
    errors: list[Exception] = []
    player.on("error", errors.append)
    endless = "hmm " * (MAX_REASONING_CHARS // 4 + 100)
    model_server.script(text("never").but(reasoning=endless, chunk_size=2000))
    with pytest.raises(ProviderError):  # a failed turn raises (decisions §14)
        await player.send("Think")
    assert errors and "reasoned for more than" in str(errors[0])
    model_server.script(text("Back to normal."))
    assert (await player.send("again"))["content"] == "Back to normal."


async def test_broken_tool_arguments_are_sent_back_as_valid_json(
    make_character, player_factory, model_server
) -> None:
    root = make_character(files={"agents/test.dice.ts": DICE_TS}, agents=["test.dice"])
    player = player_factory(root)
    model_server.script(tool_calls([("roll", '{"sides": 6')]), text("Sorry."))
    reply = await player.send("roll")
    assert reply["content"] == "Sorry."
    tool = next(e for e in player.get_conversation() if e["role"] == "tool")
    assert tool["content"].startswith("Error: invalid arguments for roll")
    second = bodies(model_server)[1]
    call = next(m for m in second["messages"] if m.get("tool_calls"))
    assert call["tool_calls"][0]["function"]["arguments"] == "{}"
    stored = next(e for e in player.get_conversation() if e.get("tool_calls"))
    assert stored["tool_calls"][0]["function"]["arguments"] == '{"sides": 6'  # kept as sent


async def test_a_malformed_request_is_not_retried_and_its_whole_reason_is_shown(
    make_character, player_factory, model_server
) -> None:
    root = make_character()
    player = player_factory(root)
    errors: list[Exception] = []
    player.on("error", errors.append)
    reason = "Failed to parse tool call arguments as JSON: " + "x" * 400 + " (end of reason)"
    model_server.script(http_error(500, message=reason), text("unused"))
    with pytest.raises(ProviderError):
        await player.send("hi")
    assert len(bodies(model_server)) == 1
    assert "(end of reason)" in str(errors[0])
    assert "sk-test-SECRET-123" not in str(errors[0])


async def test_alternation_error_offers_merging_and_merged_text_keeps_each_block(
    make_character, player_factory, model_server
) -> None:
    preload = (
        "/**\n * @agent test.notes\n * @preload true\n */\n"
        'export function onLoad() { return "Remembered: the key is under the mat."; }\n'
    )
    root = make_character(
        files={
            "context/place.txt": "A harbour town.\n\nFoggy.",
            "agents/test.notes.js": preload,
            "intro.txt": "Hello, stranger.",
        },
        agents=["test.notes"],
    )
    player = player_factory(root)
    errors: list[Exception] = []
    player.on("error", errors.append)
    model_server.script(
        http_error(
            400, message="Conversation roles must alternate user/assistant/user/assistant/..."
        )
    )
    with pytest.raises(ProviderError):
        await player.send("Hi")
    assert getattr(errors[0], "offer", None) == "merge_roles"
    assert len(bodies(model_server)) == 1  # a template error is not retried
    player.set_provider_options(merge_roles=True)
    model_server.script(text("Welcome."))
    await player.regenerate()
    messages = bodies(model_server)[-1]["messages"]
    roles = [m["role"] for m in messages]
    assert all(a != b for a, b in itertools.pairwise(roles))
    first_user = messages[1]["content"]
    assert "A harbour town.\n\nFoggy." in first_user
    assert "Remembered: the key is under the mat." in first_user
    assert messages[2] == {"role": "assistant", "content": "Hello, stranger."}
    assert messages[-1] == {"role": "user", "content": "Hi"}
    assert START_PROMPT not in str(messages)  # the first turn already is the user's

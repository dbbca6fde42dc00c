"""The context budget through CharacterPlayer against scripted servers (issue 17 §1-§3)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from studio.engine.settings import PlayerSettings
from studio.errors import ContextOverflow
from tests.engine.conftest import bodies
from tests.support.model_server import ModelServer, text

SENTENCE = "The lighthouse keeper counted the waves and wrote them in a green book. "


def varied(count: int) -> str:
    """`count` sentences as long as SENTENCE, no two alike."""
    return "".join(SENTENCE.replace("green", f"green {n}th") for n in range(count))


@pytest.fixture
def small_server() -> Iterator[ModelServer]:
    """A server that refuses prompts over 1,024 tokens, as llama.cpp does."""
    with ModelServer(context_limit=1024) as server:
        yield server


def _chat_roles(body: dict) -> list[str]:
    return [m["role"] for m in body["messages"]]


async def test_long_chat_trims_oldest_history_and_keeps_the_fixed_parts(
    make_character, player_factory, small_server
) -> None:
    root = make_character(files={"intro.txt": "Welcome aboard.", "context/ship.txt": "SHIP"})
    player = player_factory(
        root,
        base_url=small_server.url,
        settings=PlayerSettings(context_window=1024, max_tokens=128),
    )
    statuses: list[dict] = []
    player.on("context", statuses.append)
    for turn in range(30):
        small_server.script(text(f"Reply {turn}. " + SENTENCE * 2))
        reply = await player.send(f"Message {turn}. " + SENTENCE * 2)
        assert reply["content"].startswith(f"Reply {turn}.")
    assert small_server.rejected == 0
    last = bodies(small_server)[-1]
    assert last["max_tokens"] == 128
    assert last["messages"][0]["role"] == "system"
    assert last["messages"][1]["content"].endswith("SHIP")
    assert last["messages"][2] == {"role": "assistant", "content": "Welcome aboard."}
    assert last["messages"][-1]["content"].startswith("Message 29.")
    sent = [m["content"] for m in last["messages"][3:]]
    assert not any(s.startswith("Message 0.") for s in sent)  # the oldest went first
    assert statuses[-1]["trimmed"] > 0 and statuses[-1]["window"] == 1024
    assert statuses[-1]["used"] <= 1024 - 128
    # Nothing is lost: every entry is still in the conversation and on disk.
    assert len(player.get_conversation()) == 60
    conv = player.engine.session.conversation
    lines = conv.path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 61  # header + 60 entries
    status = player.context_status()
    assert status is not None and status["source"] == "user"
    records = await player.read_requests()
    assert records[-1]["context"]["trimmed"] == statuses[-1]["trimmed"]


async def test_fixed_part_too_big_is_a_clear_error_and_nothing_is_sent(
    make_character, player_factory, small_server
) -> None:
    root = make_character(files={"context/atlas.txt": SENTENCE * 200, "context/b.txt": "small"})
    player = player_factory(
        root, base_url=small_server.url, settings=PlayerSettings(context_window=1024)
    )
    errors: list[Exception] = []
    player.on("error", errors.append)
    with pytest.raises(ContextOverflow) as raised:  # a failed turn raises (decisions §14)
        await player.send("hello")
    assert raised.value.partial == ""
    assert bodies(small_server) == []
    assert errors and errors[0] is raised.value
    message = str(errors[0])
    assert "context file atlas.txt" in message and "no request was sent" in message
    first = player.get_conversation()[0]
    assert (first["role"], first["content"], "at" in first) == ("user", "hello", True)


async def test_window_and_counts_from_llamacpp_props_and_tokenize(
    make_character, player_factory
) -> None:
    with ModelServer(context_limit=2048, props=True) as server:
        root = make_character()
        player = player_factory(root, base_url=server.url, provider="llamacpp")
        server.script(text("Hi."))
        await player.send("Hello")
        paths = [r.path for r in server.requests]
        assert "/props" in paths and "/tokenize" in paths
        status = player.context_status()
        assert status is not None
        assert status["window"] == 2048 and status["source"] == "server"
        assert status["counter"] == "llama.cpp /tokenize"
        body = bodies(server)[0]
        assert body["max_tokens"] == 512  # 1,024 by default, clamped to a quarter of 2,048
        assert body["stream_options"] == {"include_usage": True}
        # The server's own count and ours agree exactly (same tokenizer, same overhead).
        assert status["used"] == server.prompt_tokens(body)


async def test_a_server_whose_props_lie_is_believed_when_it_refuses(
    make_character, player_factory
) -> None:
    with ModelServer(context_limit=1024, n_ctx=32768, props=True) as server:
        root = make_character()
        player = player_factory(root, base_url=server.url, provider="llamacpp")
        for turn in range(12):
            # Three different sentences: a local model's reply that repeats one
            # sentence a third time is cut by the loop guard.
            server.script(text(f"Reply {turn}. " + varied(3)))
            reply = await player.send(f"Message {turn}. " + SENTENCE * 3)
            assert reply["content"].startswith(f"Reply {turn}.")
        assert server.rejected == 1  # once; then the window it named is used
        status = player.context_status()
        assert status is not None and status["window"] == 1024 and status["source"] == "learned"


async def test_bad_context_size_and_tokenizer_file_are_reported_and_play_goes_on(
    make_character, player_factory, model_server, tmp_path
) -> None:
    bogus = tmp_path / "tokenizer.json"
    bogus.write_text("{not a tokenizer", encoding="utf-8")
    root = make_character()
    player = player_factory(
        root, settings=PlayerSettings(context_window=3, tokenizer_file=str(bogus))
    )
    errors: list[Exception] = []
    player.on("error", errors.append)
    model_server.script(text("Still here."))
    reply = await player.send("hi")
    assert reply["content"] == "Still here."
    text_of = " ".join(str(e) for e in errors)
    assert "outside 512" in text_of and "tokenizer.json" in text_of
    status = player.context_status()
    assert status is not None and status["source"] == "default" and status["window"] == 8192


async def test_samplers_sent_only_where_set(make_character, player_factory, model_server) -> None:
    root = make_character()
    player = player_factory(
        root, settings={"temperature": 0.5, "stop": ["END"], "seed": 7, "max_tokens": 300}
    )
    model_server.script(text("ok"))
    await player.send("hi")
    body = bodies(model_server)[0]
    assert body["temperature"] == 0.5 and body["stop"] == ["END"] and body["seed"] == 7
    assert body["max_tokens"] == 300
    for unset in ("top_p", "presence_penalty", "frequency_penalty"):
        assert unset not in body
    with pytest.raises(TypeError, match="temperature"):
        PlayerSettings.coerce({"temperature": "hot"})


async def test_usage_is_estimated_when_the_server_reports_none(
    make_character, player_factory, model_server
) -> None:
    root = make_character()
    player = player_factory(root)
    player.client.ask_usage = False  # a server that never reports usage
    model_server.script(text("A reply of some length."))
    await player.send("hello there")
    player.engine.session.conversation.checkpoint()  # sidecars written out
    tokens = json.loads(
        player.engine.session.conversation.path.with_suffix(".tokens.json").read_text()
    )
    assert tokens["model_tokens"]["prompt"] > 0 and tokens["model_tokens"]["completion"] > 0


async def test_a_server_that_refuses_stream_options_is_asked_again_without(
    make_character, player_factory, model_server
) -> None:
    from tests.support.model_server import http_error

    root = make_character()
    player = player_factory(root)
    model_server.script(
        http_error(400, message="Unrecognized request argument supplied: stream_options"),
        text("fine"),
    )
    reply = await player.send("hi")
    assert reply["content"] == "fine"
    sent = bodies(model_server)
    assert "stream_options" in sent[0] and "stream_options" not in sent[1]
    assert player.client.ask_usage is False


def test_messages_after_the_history_are_a_fixed_tail() -> None:
    from studio.engine.budgeting import split_fixed

    head = [
        {"role": "system", "content": "S"},
        {"role": "user", "content": "ctx", "isFile": True},
        {"role": "assistant", "content": "intro"},
    ]
    post = [{"role": "system", "content": "Stay in character."}]
    assert split_fixed([*head, *post]) == (head, post)
    assert split_fixed(head) == (head, [])

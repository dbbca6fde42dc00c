"""The loop guard: a local model's reply that repeats a sentence a third time is ended
there, keeping what came before the repeats, and says so (issue 24 item 1).

The scripted OpenAI-compatible server streams a looping reply; the guard must stop
reading (the rest of the loop never reaches the caller), mark the reply ``ended``
in ``StreamDone``, the journal record, the conversation entry and the terminal.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from studio.providers import PRESETS, ChatRequest, ModelClient
from studio.providers.repeats import LOOP_ENDED, LoopGuard, repeats
from tests.support.model_server import ModelServer, text

REQUEST = ChatRequest(model="m", messages=[{"role": "user", "content": "hi"}])
HEAD = "Hello, traveller. Welcome to the inn by the river.\n\n"
LINE = "I'm just happy to see you here today. "
LOOP = HEAD + LINE * 40 + "The end."
KEPT = (HEAD + LINE).rstrip()  # What the guard keeps: the sentence said once.


def _fed(text_: str, size: int) -> int | None:
    guard = LoopGuard()
    for i in range(0, len(text_), size):
        keep = guard.feed(text_[i : i + size])
        if keep is not None:
            return keep
    return None


@pytest.mark.parametrize("size", [1, 3, 7, 64, 10_000])
def test_the_guard_cuts_before_the_second_occurrence_whatever_the_chunking(size: int) -> None:
    keep = _fed(LOOP, size)
    assert keep is not None
    assert LOOP[:keep] == KEPT
    assert not repeats(LOOP[:keep]).loops


@pytest.mark.parametrize(
    "reply",
    [
        "Yes. Yes. Yes. Yes. No.",  # short sentences come back naturally
        "I like tea. I like cake. I like rain. I like you.",
        "The door creaks open. The door creaks open.",  # twice is not a loop
        "One line here\nand another line here\nand a third one here\n",
    ],
)
def test_the_guard_leaves_ordinary_replies_alone(reply: str) -> None:
    assert _fed(reply + " ", 3) is None


def test_a_sentence_split_across_lines_counts_like_repeats_does() -> None:
    looped = "A bell rings far away\n" * 3 + "x"
    keep = _fed(looped, 5)
    assert keep is not None and looped[:keep] == "A bell rings far away"


async def _stream(server: ModelServer, preset: str, *, form: str, **kw: Any) -> tuple:
    server.script(text(LOOP, chunk_size=5))
    records: list[dict[str, Any]] = []
    seen: list[str] = []
    async with ModelClient(
        base_url=server.url, api_key=None, preset=PRESETS[preset], on_exchange=records.append,
        **kw,
    ) as client:  # fmt: skip
        if form == "text":
            done = await client.stream_text(REQUEST, on_text=seen.append)
        else:
            done = None
            async for event in client.stream_chat(REQUEST):
                if event.type == "text":
                    seen.append(event.text)
                else:
                    done = event
    return done, records, "".join(seen)


@pytest.mark.parametrize("form", ["text", "events"])
async def test_a_looping_local_reply_is_ended_and_marked(
    model_server: ModelServer, form: str
) -> None:
    done, records, seen = await _stream(model_server, "builtin", form=form)
    assert done.content == KEPT
    assert done.ended == LOOP_ENDED
    assert done.finish_reason == "stop" and not done.stopped
    # The stream was left at the third occurrence: the rest never arrived.
    assert seen.count(LINE.strip()) <= 3 and "The end." not in seen
    assert records[-1]["ended"] == LOOP_ENDED
    assert records[-1]["response"]["content"] == KEPT


async def test_a_hosted_reply_is_never_cut(model_server: ModelServer) -> None:
    done, records, _seen = await _stream(model_server, "openai", form="text")
    assert done.content == LOOP and done.ended is None
    assert "ended" not in records[-1]


async def test_the_guard_can_be_turned_off_for_a_local_server(model_server: ModelServer) -> None:
    done, _records, _seen = await _stream(model_server, "llamacpp", form="text", loop_guard=False)
    assert done.content == LOOP and done.ended is None


async def test_the_connection_is_usable_after_a_cut(model_server: ModelServer) -> None:
    model_server.script(text(LOOP, chunk_size=5), text("Fine."))
    async with ModelClient(base_url=model_server.url, api_key=None, preset=PRESETS["builtin"]) as c:
        first = await c.stream_text(REQUEST)
        second = await asyncio.wait_for(c.stream_text(REQUEST), 10)
    assert first.ended == LOOP_ENDED and second.content == "Fine." and second.ended is None

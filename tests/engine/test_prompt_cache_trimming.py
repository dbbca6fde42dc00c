"""Trimming in steps that keep the prompt cache warm, and the window asked of any local
server before the first request (decisions §19, issue 24)."""

from __future__ import annotations

import math
from typing import Any

import pytest

from studio.engine.settings import PlayerSettings
from tests.engine.conftest import bodies
from tests.support.model_server import ModelServer, text

SENTENCE = "The lighthouse keeper counted the waves and wrote them in a green book. "


def _shared_prefix(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


async def test_a_full_window_is_trimmed_in_steps_so_requests_share_their_prefix(
    make_character, player_factory
) -> None:
    with ModelServer(context_limit=1024) as server:
        root = make_character(files={"intro.txt": "Welcome aboard."})
        player = player_factory(
            root, base_url=server.url, settings=PlayerSettings(context_window=1024, max_tokens=128)
        )
        statuses: list[dict] = []
        player.on("context", statuses.append)
        turns = 40
        for turn in range(turns):
            server.script(text(f"Reply {turn}. " + SENTENCE))
            await player.send(f"Message {turn}. " + SENTENCE)
        assert server.rejected == 0
        sent = bodies(server)
        cuts = [s["firstSent"] for s in statuses]
        trimmed = [i for i, s in enumerate(statuses) if s["trimmed"] > 0]
        assert trimmed, "the chat never outgrew the window"
        moves = [i for i in range(1, turns) if cuts[i] != cuts[i - 1] and i > trimmed[0]]
        # Each step drops enough to leave a quarter of the room free, so the cut point
        # stays for several turns (one message per turn would move it every turn).
        assert len(moves) <= (turns - trimmed[0]) // 3
        assert all(cuts[i] > cuts[i - 1] for i in moves)  # only ever forward
        kept = 0
        for i in range(trimmed[0] + 1, turns):
            if cuts[i] == cuts[i - 1]:
                before, after = sent[i - 1]["messages"], sent[i]["messages"]
                # The whole previous request is the start of this one.
                assert _shared_prefix(before, after) == len(before)
                kept += 1
        assert kept >= (turns - trimmed[0]) // 2
        # Every request still fits, and nothing of the conversation was lost.
        assert all(s["used"] <= 1024 - 128 for s in statuses)
        assert len(player.get_conversation()) == 2 * turns


@pytest.mark.parametrize("provider, sent", [("llamacpp", True), ("builtin", True), (None, False)])
async def test_cache_prompt_goes_to_llamacpp_servers_only(
    make_character, player_factory, provider: str | None, sent: bool
) -> None:
    with ModelServer(context_limit=4096, props=True) as server:
        kwargs = {"provider": provider} if provider else {}
        player = player_factory(make_character(), base_url=server.url, **kwargs)
        server.script(text("Hi."))
        await player.send("Hello")
        body = bodies(server)[0]
        assert body.get("cache_prompt") is (True if sent else None)


@pytest.mark.parametrize("shape", ["props", "koboldcpp", "lmstudio", "ollama"])
async def test_the_window_of_any_local_server_is_known_before_the_first_request(
    make_character, player_factory, shape: str
) -> None:
    # An unknown port: the "custom" preset, which used to assume 8,192 and send
    # max_tokens 1,024 to this 2,048-token server, which refused it.
    with ModelServer(
        context_limit=2048, props=shape == "props", window_shape=shape, models=["m"]
    ) as server:
        root = make_character(files={"context/long.txt": SENTENCE * 65})
        player = player_factory(root, base_url=server.url, model="m")
        assert player.client.preset.key == "custom"
        server.script(text("Hi."))
        await player.send("Hello")
        assert server.rejected == 0
        assert bodies(server)[0]["max_tokens"] == 512  # a quarter of 2,048
        status = player.context_status()
        assert status is not None
        assert (status["window"], status["source"]) == (2048, "server")
        asked = {p.path for p in server.probes} | {r.path for r in server.requests}
        assert {"/props", "/api/extra/true_max_context_length", "/api/v0/models"} <= asked


async def test_the_cut_survives_a_later_edit_but_not_one_before_it(
    make_character, player_factory
) -> None:
    with ModelServer(context_limit=1024) as server:
        player = player_factory(
            make_character(),
            base_url=server.url,
            settings=PlayerSettings(context_window=1024, max_tokens=128),
        )
        budget = player.engine.budget
        cuts: list[int | None] = []
        # Play until a step has just moved the cut, so the next turns have room.
        for turn in range(60):
            server.script(text(f"Reply {turn}. " + SENTENCE))
            await player.send(f"Message {turn}. " + SENTENCE)
            budget = player.engine.budget
            assert budget is not None
            cuts.append(budget.cut)
            if turn >= 12 and cuts[-2] is not None and cuts[-1] != cuts[-2]:
                break
        assert budget is not None and budget.cut is not None
        cut = budget.cut
        last = len(player.get_conversation()) - 1
        await player.delete(last)  # the newest reply: after the cut
        server.script(text("Again."))
        await player.send("Once more.")
        assert budget.cut == cut and budget.index.unchanged >= cut
        await player.delete(0)  # the oldest message, before the cut
        server.script(text("And again."))
        await player.send("And once more.")
        assert budget.index.unchanged == 0
        assert budget.cut is not None and budget.cut != cut  # a new step, from scratch
        assert bodies(server)[-1]["messages"][-1]["content"] == "And once more."


async def test_a_llamacpp_player_on_a_server_without_props_or_tokenize_gets_its_reply(
    make_character, player_factory
) -> None:
    # The window probe asks four shapes and the llama.cpp counter POSTs /tokenize; a
    # server that has none of them answers 404 to each, and the one scripted reply is
    # still there for the chat request (it used to be eaten by /tokenize: 4 chat
    # requests, each 500 "script empty").
    with ModelServer(models=["m"]) as server:
        player = player_factory(make_character(), base_url=server.url, model="m",
                                provider="llamacpp")
        server.script(text("Hi there."))
        result = await player.send("Hello")
        assert result["content"] == "Hi there."
        chats = [r for r in server.requests if r.path.endswith("/chat/completions")]
        assert len(chats) == 1
        assert any(r.path == "/tokenize" for r in server.requests)
        assert {p.path for p in server.probes} >= {
            "/props", "/api/extra/true_max_context_length", "/api/v0/models", "/api/show"
        }
        assert server.pending == 0


async def test_a_step_leaves_room_for_several_turns_but_keeps_a_third_of_the_history(
    make_character, player_factory
) -> None:
    # ~190 tokens a turn on a small window: a quarter of the room is two turns, so the
    # step leaves room for STEP_TURNS turns instead (at most HEADROOM_MAX of the room).
    from studio.engine.budget import HEADROOM_MAX, STEP_TURNS

    with ModelServer(context_limit=2048) as server:
        player = player_factory(
            make_character(),
            base_url=server.url,
            settings=PlayerSettings(context_window=2048, max_tokens=128),
        )
        statuses: list[dict] = []
        player.on("context", statuses.append)
        assert STEP_TURNS == 6
        for turn in range(40):
            server.script(text(f"Reply {turn}. " + SENTENCE * 4))
            await player.send(f"Message {turn}. " + SENTENCE * 2)
        budget = player.engine.budget
        assert budget is not None and budget.last is not None
        cuts = [s["firstSent"] for s in statuses]
        first = next(i for i, s in enumerate(statuses) if s["trimmed"] > 0)
        moves = [i for i in range(first + 1, 40) if cuts[i] != cuts[i - 1]]
        assert moves, "no second step in 40 turns"
        gaps = [b - a for a, b in zip([first, *moves], moves, strict=False)]
        # ~122 tokens a turn: a quarter of the room (~430) stepped every 4th turn.
        assert min(gaps) >= STEP_TURNS
        # Right after a step at least a third of the history's room is still sent.
        room = 2048 - 128 - math.ceil(2048 * 0.05)
        for i in moves:
            kept = statuses[i]["used"]
            assert kept >= (1 - HEADROOM_MAX) * room
        assert server.rejected == 0


def test_the_step_rule_in_numbers() -> None:
    from studio.engine.budget import ContextBudget, HistoryIndex
    from studio.providers.tokens import MESSAGE_OVERHEAD
    from studio.providers.window import WindowInfo

    class Fixed:
        exact = True
        name = "fixed"

        def count(self, text: str) -> int:
            return len(text)

        def final(self, text: str) -> bool:
            return True

    budget = ContextBudget(Fixed(), WindowInfo(tokens=100_000, source="user"))  # type: ignore[arg-type]
    index = HistoryIndex(lambda entry: entry)  # type: ignore[arg-type]
    index.sync([{"role": "user", "content": "x" * (100 - MESSAGE_OVERHEAD)}] * 20)
    # Turns of 200 tokens: six of them are 1,200.
    assert budget._headroom(index, 20, 3000) == 1200
    assert budget._headroom(index, 20, 1500) == 1000  # capped at two thirds
    assert budget._headroom(index, 20, 40_000) == 10_000  # a quarter is more
    budget.step_turns = 0
    assert budget._headroom(index, 20, 3000) == 750  # the first rule: a quarter

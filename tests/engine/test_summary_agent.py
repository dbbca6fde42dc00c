"""``studio.summary``: what the budget trims still reaches the model (issue 17 §8)."""

from __future__ import annotations

import json
from typing import Any

from studio.engine.settings import PlayerSettings
from tests.support.model_server import ModelServer, Reply, text

FACT = "the lighthouse code is 7341"
FILLER = "We walked along the harbour and talked about the weather and the boats. "


def _all_text(body: dict[str, Any]) -> str:
    return "\n".join(str(m.get("content") or "") for m in body.get("messages") or [])


def _responder(body: dict[str, Any]) -> Reply:
    """A model that knows only what it is sent: the summary call keeps facts it sees."""
    seen = _all_text(body)
    if not body.get("stream"):  # the summarising callModel
        facts = "The user said " + FACT + "." if "7341" in seen else "They chatted."
        return text(facts)
    if "What is the code" in seen.splitlines()[-1]:
        return text("The code is 7341." if "7341" in seen else "I do not know.")
    return text("Noted. " + FILLER)


async def test_turn_five_fact_survives_a_small_window(make_character, player_factory) -> None:
    with ModelServer(context_limit=1024, responder=_responder) as server:
        root = make_character(
            agents=[
                {
                    "id": "test.summary",
                    "implementation": "studio.summary",
                    "recentMessages": 8,
                    "chunkMessages": 6,
                }
            ]
        )
        player = player_factory(
            root,
            base_url=server.url,
            settings=PlayerSettings(context_window=1024, max_tokens=128),
        )
        for turn in range(1, 81):
            said = f"Remember this: {FACT}." if turn == 5 else f"Turn {turn}. " + FILLER
            await player.send(said)
        reply = await player.send("What is the code?")
        assert reply["content"] == "The code is 7341."
        assert server.rejected == 0
        last = [r.body for r in server.requests if r.body and r.body.get("stream")][-1]
        history = [m["content"] for m in last["messages"] if m["role"] == "user"]
        assert not any(FACT in h and h.startswith("Remember") for h in history)  # trimmed
        preload = last["messages"][1]["content"]
        assert preload.startswith("Summary of the earlier conversation") and "7341" in preload
        # The summarising calls were metered as hook calls of the worker model.
        player.engine.session.conversation.checkpoint()  # sidecars written out
        tokens = json.loads(
            player.engine.session.conversation.path.with_suffix(".tokens.json").read_text()
        )
        assert tokens["agent_tokens"] > 0
        calls = [r.body for r in server.requests if r.body and r.body.get("stream") is False]
        assert calls and all(c["model"] == "test-model" for c in calls)

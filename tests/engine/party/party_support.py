"""Building parties for tests: three members whose agents are in JS, Python and Lua,
plus party-shared agents, played through ``PartyPlayer`` against the model server."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from studio.engine.party.player import PartyPlayer
from tests.engine.agents_src import COUNTER_JS, HISTORY_PY, HOOKS_JS, NOTES_LUA
from tests.support.model_server import ModelServer

TALLY_JS = """/**
 * @agent party.tally
 * @tool tally
 * @tool-params {"type":"object","properties":{"n":{"type":"integer"}},"required":["n"]}
 * @preload true
 */
export function onLoad(store) {
  return store.total === undefined ? null : `Tally is ${store.total}`;
}
export function onToolCall(toolName, args, store, studio, context) {
  store.total = (store.total || 0) + args.n;
  store.by = (store.by || []).concat([context.characterName]);
  return `tally=${store.total} id=${context.toolCallId}`;
}
"""

MakeParty = Callable[..., Path]


def _character(root: Path, name: str, agents: dict[str, str]) -> None:
    root.mkdir(parents=True)
    ids = [file.rsplit(".", 1)[0] for file in agents]
    config = {"name": name, "model": "test-model", "agents": ids}
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (root / "instructions.txt").write_text(f"You are {name}.", encoding="utf-8")
    (root / "system-prompt.txt").write_text("System. %%CHARACTER_INSTRUCTIONS%%", encoding="utf-8")
    for file, source in agents.items():
        path = root / "agents" / file
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")


def write_pair(folder: Path, voices: dict[str, dict[str, Any]] | None = None) -> Path:
    """Ann and Bob, no agents, round-robin with one chatter: ``pair.party.json``.
    ``voices`` gives a member's ``config.json`` voice (docs/VOICE.md)."""
    for name in ("Ann", "Bob"):
        root = folder / name.lower()
        root.mkdir(parents=True)
        config: dict[str, Any] = {"name": name, "model": "test-model", "agents": []}
        if voices and name in voices:
            config["voice"] = voices[name]
        (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
        (root / "instructions.txt").write_text(f"You are {name}.", encoding="utf-8")
        (root / "system-prompt.txt").write_text("%%CHARACTER_INSTRUCTIONS%%", encoding="utf-8")
    spec = {"name": "Pair", "members": ["ann", "bob"], "turnPolicy": "round-robin", "chatter": 1}
    path = folder / "pair.party.json"
    path.write_text(json.dumps(spec), encoding="utf-8")
    return path


@pytest.fixture
def make_party(tmp_path: Path) -> MakeParty:
    """``make_party(**party_fields)``: Ann (JS counter + hooks), Bob (Python history),
    Cy (Lua notes + JS hooks + Python history); shared: JS tally + hooks."""

    def make(**fields: Any) -> Path:
        folder = tmp_path / "party"
        ann = {"test.counter.js": COUNTER_JS, "test.hooks.js": HOOKS_JS}
        _character(folder / "ann", "Ann", ann)
        _character(folder / "bob", "Bob", {"test.history.py": HISTORY_PY})
        _character(
            folder / "cy",
            "Cy",
            {"test.notes.lua": NOTES_LUA, "test.hooks.js": HOOKS_JS, "test.history.py": HISTORY_PY},
        )
        (folder / "agents").mkdir()
        (folder / "agents" / "party.tally.js").write_text(TALLY_JS, encoding="utf-8")
        (folder / "agents" / "test.hooks.js").write_text(HOOKS_JS, encoding="utf-8")
        spec = {
            "name": "Test Party",
            "members": ["ann", {"path": "bob", "color": "#336699"}, "cy"],
            "agents": ["party.tally", "test.hooks"],
            **fields,
        }
        path = folder / "test.party.json"
        path.write_text(json.dumps(spec), encoding="utf-8")
        return path

    return make


PartyFactory = Callable[..., PartyPlayer]


@pytest.fixture
async def party_factory(model_server: ModelServer, tmp_path: Path) -> AsyncIterator[PartyFactory]:
    made: list[PartyPlayer] = []

    def factory(path: Path, **kwargs: Any) -> PartyPlayer:
        kwargs.setdefault("api_key", "sk-test-SECRET-123")
        kwargs.setdefault("base_url", model_server.url)
        kwargs.setdefault("data_dir", tmp_path / "data")
        player = PartyPlayer(path, **kwargs)
        made.append(player)
        return player

    yield factory
    for player in made:
        await player.close()


def asked(body: dict[str, Any]) -> str:
    """Which member a recorded request was for (from its system prompt)."""
    system = body["messages"][0]["content"]
    for name in ("Ann", "Bob", "Cy"):
        if f"You are {name}." in system:
            return name
    raise AssertionError(system)


def tool_names(body: dict[str, Any]) -> set[str]:
    return {t["function"]["name"] for t in body.get("tools") or []}


def hook_events(player: PartyPlayer, store_id: str) -> list[dict[str, Any]]:
    sessions = player.conversations.sessions
    assert sessions is not None
    store = sessions.conversation.load_store(store_id) or {}
    return list(store.get("events", []))


def transcript(body: dict[str, Any]) -> list[dict[str, Any]]:
    """The history part of a request (the context and preload blocks left out)."""
    labels = ("User:", "User (", "Ann:", "Bob:", "Cy:")
    return [
        m
        for m in body["messages"][1:]
        if m["role"] != "user" or str(m.get("content", "")).startswith(labels)
    ]

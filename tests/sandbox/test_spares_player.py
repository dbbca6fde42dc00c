"""Players own their spare workers: one per language their agents use, started when the
character is opened, taken by the first turn, and gone when the player closes."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

import pytest

from studio.engine import CharacterPlayer
from studio.engine.party.player import PartyPlayer
from tests.engine.agents_src import COUNTER_JS, HISTORY_PY, NOTES_LUA
from tests.engine.party.party_support import MakeParty, make_party  # noqa: F401
from tests.support.fixtures import model_server  # noqa: F401
from tests.support.model_server import ModelServer, text

from .test_spares import _record_spawns, _survivors

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

ALL = {"javascript", "lua", "python"}
NOWHERE = "http://127.0.0.1:9/v1"  # Never contacted: these players send nothing.


def _character(root: Path, agents: dict[str, str]) -> Path:
    root.mkdir(parents=True)
    ids = [name.rsplit(".", 1)[0] for name in agents]
    config = {"name": "Spare", "model": "test-model", "agents": ids}
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (root / "instructions.txt").write_text("You are Spare.", encoding="utf-8")
    (root / "system-prompt.txt").write_text("%%CHARACTER_INSTRUCTIONS%%", encoding="utf-8")
    for name, source in agents.items():
        (root / "agents").mkdir(exist_ok=True)
        (root / "agents" / name).write_text(source, encoding="utf-8")
    return root


AGENTS = {"test.counter.js": COUNTER_JS, "test.notes.lua": NOTES_LUA, "test.history.py": HISTORY_PY}


async def test_opening_a_character_starts_a_spare_per_language_and_the_turn_takes_them(
    tmp_path: Path, model_server: ModelServer, monkeypatch: pytest.MonkeyPatch  # noqa: F811
) -> None:
    started = _record_spawns(monkeypatch)
    player = CharacterPlayer(_character(tmp_path / "c", AGENTS), api_key="k",
                             base_url=model_server.url, data_dir=tmp_path / "d")  # fmt: skip
    spares = player.engine.spares
    try:
        assert spares.languages == ALL
        await spares.settled()
        ready = {language: spares.ready(language) for language in ALL}
        assert all(ready.values()) and spares.started == 3
        model_server.script(text("Hello."))
        await player.send("hi")  # The preload agents (JS, Lua) load now: from the spares.
        engine = player.engine
        assert engine._groups["javascript"].supervisor._worker is ready["javascript"]
        assert engine._groups["lua"].supervisor._worker is ready["lua"]
        assert spares.taken == 2
        await spares.settled()  # Replaced once the taken workers were heard from.
        assert spares.ready("javascript") not in (None, ready["javascript"])
        assert spares.ready("python") is ready["python"]  # Not needed yet: still waiting.
    finally:
        await player.close()
    assert _survivors(started) == []
    assert all(spares.ready(language) is None for language in ALL)


async def test_closing_a_player_right_after_opening_it_leaves_no_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = _record_spawns(monkeypatch)
    for turns in range(4):
        player = CharacterPlayer(_character(tmp_path / f"c{turns}", AGENTS), api_key="k",
                                 base_url=NOWHERE, model="m", data_dir=tmp_path / "d")  # fmt: skip
        for _ in range(turns):
            await asyncio.sleep(0)  # Event-loop turns: spares half-way through starting.
        await player.close()
    await asyncio.sleep(0)
    assert _survivors(started) == []


async def test_a_character_without_agents_keeps_no_spares(tmp_path: Path) -> None:
    player = CharacterPlayer(_character(tmp_path / "c", {}), api_key="k", base_url=NOWHERE,
                             model="m", data_dir=tmp_path / "d")  # fmt: skip
    try:
        await player.engine.spares.settled()
        assert player.engine.spares.languages == frozenset()
        assert player.engine.spares.started == 0
    finally:
        await player.close()


def test_a_player_opened_outside_the_event_loop_starts_its_spares_with_its_first_worker(
    tmp_path: Path,
) -> None:
    player = CharacterPlayer(_character(tmp_path / "c", AGENTS), api_key="k", base_url=NOWHERE,
                             model="m", data_dir=tmp_path / "d")  # fmt: skip
    spares = player.engine.spares

    async def play() -> None:
        try:
            assert spares.started == 0  # No event loop when it was opened.
            counter = player.engine.by_id["test.counter"]
            await counter.sandbox.start()  # A fresh worker: no spare was there.
            assert spares.taken == 0
            await spares.settled()
            assert all(spares.ready(language) for language in ALL)
        finally:
            await player.close()

    asyncio.run(play())


async def test_a_party_shares_one_set_of_spares_and_closes_it(
    make_party: MakeParty,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    started = _record_spawns(monkeypatch)
    party = PartyPlayer(make_party(), api_key="k", base_url=NOWHERE, data_dir=tmp_path / "d")
    try:
        engines = [*party.engines.values(), party.shared]
        assert all(engine.spares is party._spares for engine in engines)
        assert party._spares.languages == ALL
        await party._spares.settled()
        assert party._spares.started == 3  # One per language for the whole party.
    finally:
        await party.close()
    assert _survivors(started) == []

"""Each sample played from its project folder and from its exported zip gives the same results.

The project is copied to a temp folder first (a project keeps its conversations
inside itself). Both runs get the same scripted model replies, which call every
agent: each language, the TypeScript one (compiled on export), the lookups, the
sub-agent and its granted tools. The zip is played in player mode with its data
under the test's temp folder.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from studio import paths
from studio.package.export import export_package
from tests.engine.conftest import PlayerFactory
from tests.engine.helpers_contract import streamed, tool_results
from tests.support.model_server import ModelServer, Reply, text, tool_calls

CHARACTERS = Path(__file__).resolve().parents[2] / "characters"

SCRIPTS: dict[str, list[Reply]] = {
    "plain": [text("The lamp is lit.")],
    "librarian": [
        tool_calls(
            [
                ("memory_save", {"key": "visitor", "value": "Ines, a botanist"}),
                ("memory_delete", {"key": "late_returns"}),
                ("catalog", {"key": "b-1003"}),
                ("catalog", {"field": "available", "value": False}),
                ("house_rules", {"query": "fines adults"}),
            ]
        ),
        text("Welcome, Ines."),
    ],
    "menagerie": [
        tool_calls(
            [
                ("plant_seed", {"herb": "basil", "bed": 2}),
                ("harvest", {"bed": 2}),
                ("feed_horse", {"horse": "Pepper", "food": "oats"}),
                ("band_bird", {"species": "finch", "name": "Pip"}),
                ("stock_cellar", {"item": "jam", "count": 3}),
                ("draw_fortune", {"guest": "Ines"}),
                ("ask_keeper", {"request": "How is Pip settling in?"}),
            ]
        ),
        # The keeper's inner loop: its private memory and the shared aviary.
        tool_calls(
            [
                ("memory_save", {"key": "pip", "value": "a shy finch"}),
                ("band_bird", {"species": "dove", "name": "Coo"}),
            ]
        ),
        text("Pip is settling in; I banded Coo as well."),
        text("All is well at the estate."),
    ],
}


@pytest.fixture(autouse=True)
def _private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The zip extracts (and TypeScript caches) under the test's temp folder."""
    monkeypatch.setattr(paths, "user_cache_dir", lambda: tmp_path / "cache")


def _normalise(results: list[str]) -> list[str]:
    # The fortune card is drawn at random; the rest of every result must match exactly.
    return [re.sub(r"draws: .*", "draws: <card>", r) for r in results]


def _untimed(value: Any) -> Any:
    """A store without its ``updated`` timestamps (the wall clock differs between runs)."""
    if isinstance(value, dict):
        return {k: _untimed(v) for k, v in value.items() if k != "updated"}
    if isinstance(value, list):
        return [_untimed(v) for v in value]
    return value


async def _play(
    factory: PlayerFactory, server: ModelServer, package: Path, sample: str, **kwargs: Any
) -> tuple[list[str], dict[str, Any], list[dict[str, Any]], str]:
    before = len(streamed(server))
    server.script(*SCRIPTS[sample])
    player = factory(package, model="main-model", **kwargs)
    reply = await player.send("Good evening, I am Ines.")
    results = tool_results(player)
    conversation = player.engine.session.conversation
    ids = [i.agent_id for i in player.package.agents]
    ids += [
        g.agent_id for i in player.package.agents if i.subagent for g in i.subagent.private_grants
    ]
    stores = {agent_id: _untimed(conversation.load_store(agent_id)) for agent_id in ids}
    stores.pop("menagerie.fortune", None)  # the card drawn is random
    await player.close()
    return results, stores, streamed(server)[before:], reply["content"]


@pytest.mark.parametrize("sample", ["plain", "librarian", "menagerie"])
async def test_exported_zip_plays_like_the_project(
    sample: str, tmp_path: Path, player_factory: PlayerFactory, model_server: ModelServer
) -> None:
    # A checkout's sample may hold play-test conversations (git ignores them): not copied.
    project = Path(
        shutil.copytree(
            CHARACTERS / sample,
            tmp_path / "project" / sample,
            ignore=shutil.ignore_patterns("conversations"),
        )
    )
    zip_path = export_package(project, tmp_path / f"{sample}.zip").path
    assert not (project / "conversations").exists()

    folder_results, folder_stores, folder_requests, folder_reply = await _play(
        player_factory, model_server, project, sample, project=True
    )
    zip_results, zip_stores, zip_requests, zip_reply = await _play(
        player_factory, model_server, zip_path, sample, project=False, data_dir=tmp_path / "data"
    )

    assert _normalise(zip_results) == _normalise(folder_results)
    assert zip_stores == folder_stores
    assert zip_reply == folder_reply == SCRIPTS[sample][-1].content
    assert not any(r.startswith("Error") for r in folder_results), folder_results
    # The model saw the same prompt, context and tools either way.
    first_folder, first_zip = folder_requests[0], zip_requests[0]
    assert first_zip["messages"] == first_folder["messages"]
    assert json.dumps(first_zip.get("tools"), sort_keys=True) == json.dumps(
        first_folder.get("tools"), sort_keys=True
    )
    if sample == "menagerie":
        assert len(zip_results) == 7
        assert "draws: The " in zip_results[5]
        assert "Pip is settling in" in zip_results[6]
        birds = zip_stores["menagerie.aviary"]["birds"]
        assert [b["name"] for b in birds] == ["Pip", "Coo"]  # the keeper's shared grant
        keeper = zip_stores["menagerie.keeper/studio.memory-store"]
        assert keeper["memories"]["pip"]["value"] == "a shy finch"  # its private grant
    if sample == "librarian":
        assert "Lichens" in zip_results[2] and "Middlemarch" in zip_results[3]
        assert set(zip_stores["studio.memory-store"]["memories"]) == {"reading_room", "visitor"}
    assert list((tmp_path / "data").rglob("conversation_01.jsonl"))  # player-mode data
    assert (project / "conversations" / "conversation_01.jsonl").is_file()  # project-mode data

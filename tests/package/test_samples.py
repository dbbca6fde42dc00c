"""The sample characters validate clean against stub built-ins (and the real ones, if present)."""

from __future__ import annotations

from pathlib import Path

import pytest

from studio import paths
from studio.package import load_package, validate_package

CHARACTERS = Path(__file__).resolve().parents[2] / "characters"
SAMPLES = ["plain", "librarian", "menagerie"]


@pytest.mark.parametrize("name", SAMPLES)
def test_sample_validates_clean_with_stubs(name: str, bundled: Path) -> None:
    assert validate_package(CHARACTERS / name, bundled_agents_dir=bundled) == []


@pytest.mark.parametrize("name", SAMPLES)
def test_sample_validates_clean_with_real_builtins(name: str) -> None:
    if not (paths.bundled_agents_dir() / "studio.sub-agent.js").is_file():
        pytest.skip("the bundled built-in agents are not present")
    assert validate_package(CHARACTERS / name) == []


def test_plain(bundled: Path) -> None:
    pkg = load_package(CHARACTERS / "plain", bundled_agents_dir=bundled)
    assert pkg.agents == [] and pkg.tools == {}
    assert "%%CHARACTER_INSTRUCTIONS%%" in pkg.system_prompt
    assert pkg.intro and pkg.instructions and pkg.description
    assert len(pkg.context_files) >= 2


def test_librarian(bundled: Path) -> None:
    pkg = load_package(CHARACTERS / "librarian", bundled_agents_dir=bundled)
    assert set(pkg.config.file_mappings) == {
        "Instructions",
        "System Prompt",
        "Description",
        "Introduction",
        "ContextDirectory",
    }
    assert pkg.instructions.startswith("You are Quill")
    names = [c.name for c in pkg.context_files]
    assert ".catalog.json" not in names
    assert pkg.read_context_file(".catalog.json") is not None
    assert {"catalog", "house_rules"} <= set(pkg.tools)
    assert pkg.agent("studio.memory-store").default_state is not None
    assert pkg.config.model_extra


def test_menagerie(bundled: Path) -> None:
    pkg = load_package(CHARACTERS / "menagerie", bundled_agents_dir=bundled)
    langs = {a.language for a in pkg.agents if not a.bundled}
    assert langs == {"javascript", "typescript", "python", "lua"}
    for agent in pkg.agents:
        if agent.bundled:
            continue
        assert agent.manifest.tools and agent.manifest.commands and agent.manifest.preload
    assert [lib.name for lib in pkg.agent("menagerie.fortune").libs] == ["weighted-choice"]
    keeper = pkg.agent("menagerie.keeper")
    assert keeper.subagent is not None
    assert keeper.subagent.shared_grants == ["menagerie.aviary"]
    assert [g.agent_id for g in keeper.subagent.private_grants] == [
        "menagerie.keeper/studio.memory-store"
    ]
    assert "ask_keeper" in pkg.tools and "memory_save" not in pkg.tools

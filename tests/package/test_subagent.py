from __future__ import annotations

from pathlib import Path

import pytest

from studio.package import load_package, validate_package
from tests.package.conftest import MakePackage, js_agent

SUB = """---
name: ask_keeper
description: Ask the keeper.
history: recent:3
---
You are the keeper of %%CHARACTER_NAME%%.
%%STORE:studio.memory-store%% %%STORE:notes%% %%ARGS%% %%CONTEXT:.data.json%%
"""


def make_sub(make_package: MakePackage, sub: str = SUB, **entry: object) -> Path:
    base: dict[str, object] = {
        "id": "char.keeper",
        "implementation": "studio.sub-agent",
        "promptFile": "keeper.subagent.md",
        "shared-agents": ["a.notes"],
        "private-agents": ["studio.memory-store", {"id": "notes", "implementation": "a.notes"}],
    }
    base.update(entry)
    return make_package(
        {
            "agents/keeper.subagent.md": sub,
            "agents/a.notes.js": js_agent("a.notes", "@tool take_note"),
            "context/.data.json": "{}",
        },
        agents=[base, "a.notes"],
    )


def test_subagent_registration(make_package: MakePackage, bundled: Path) -> None:
    pkg = load_package(make_sub(make_package, maxRounds=7), bundled_agents_dir=bundled)
    assert pkg.warnings == []
    inst = pkg.agent("char.keeper")
    assert inst.implementation == "studio.sub-agent" and inst.bundled
    assert pkg.tools["ask_keeper"].agent_id == "char.keeper"
    assert pkg.tools["ask_keeper"].parameters["required"] == ["request"]
    meta = inst.config["meta"]
    assert meta["history"] == "recent:3" and meta["maxRounds"] == 7 and meta["maxTokens"] == 1024
    assert meta["model"] == "worker" and meta["temperature"] is None
    assert inst.config["promptBody"].startswith("You are the keeper")
    assert inst.subagent is not None
    assert inst.subagent.meta.max_rounds == 7
    assert inst.subagent.shared_grants == ["a.notes"]
    grants = {g.agent_id: g for g in inst.subagent.private_grants}
    assert set(grants) == {"char.keeper/studio.memory-store", "char.keeper/notes"}
    assert [t.name for t in grants["char.keeper/notes"].tools] == ["notes"]
    assert pkg.agent("char.keeper/notes").short_id == "notes"
    # Private grants are not registered at top level.
    assert "memory_save" not in pkg.tools and "notes" not in pkg.tools
    assert [a.agent_id for a in pkg.agents] == ["char.keeper", "a.notes"]


def test_shorthand(make_package: MakePackage, bundled: Path) -> None:
    root = make_package({"agents/helper.subagent.md": SUB}, agents=["helper.subagent.md"])
    pkg = load_package(root, bundled_agents_dir=bundled)
    assert pkg.agents[0].agent_id == "helper"
    assert "ask_keeper" in pkg.tools
    # The shorthand has no grants, so %%STORE:...%% matches nothing.
    assert any("%%STORE" in w.message for w in pkg.warnings)


@pytest.mark.parametrize(
    ("front", "field"),
    [
        ("description: x", "name"),
        ("name: Bad-Name\ndescription: x", "name"),
        ("name: ok", "description"),
        ("name: ok\ndescription: x\nmodel: gpt", "model"),
        ("name: ok\ndescription: x\nhistory: some", "history"),
        ("name: ok\ndescription: x\nmaxRounds: 11", "maxRounds"),
        ("name: ok\ndescription: x\nmaxTokens: 0", "maxTokens"),
        ("name: ok\ndescription: x\nparameters: {type: string}", "parameters"),
        ("name: ok\ndescription: x\nparameters: {type: object, required: 5}", "parameters"),
    ],
)
def test_frontmatter_errors_name_file_and_field(
    make_package: MakePackage, bundled: Path, front: str, field: str
) -> None:
    root = make_package(
        {"agents/s.subagent.md": f"---\n{front}\n---\nbody\n"}, agents=["s.subagent.md"]
    )
    errors = [
        p for p in validate_package(root, bundled_agents_dir=bundled) if p.severity == "error"
    ]
    assert errors and errors[0].file == "agents/s.subagent.md" and errors[0].field == field


def test_unknown_field_and_macro_warn(make_package: MakePackage, bundled: Path) -> None:
    sub = "---\nname: ok\ndescription: x\ncolour: blue\n---\nHi %%MYSTERY%%\n%%CONTEXT%%\n"
    root = make_package({"agents/s.subagent.md": sub}, agents=["s.subagent.md"])
    warnings = [p for p in validate_package(root, bundled_agents_dir=bundled)]
    assert {(w.severity, w.line) for w in warnings} == {("warning", 4), ("warning", 6)}


@pytest.mark.parametrize(
    "text", ["no frontmatter", "---\nname: [unclosed\n---\n", "---\n- a list\n---\n", "---\nx: 1\n"]
)
def test_malformed_files(make_package: MakePackage, bundled: Path, text: str) -> None:
    root = make_package({"agents/s.subagent.md": text}, agents=["s.subagent.md"])
    problems = validate_package(root, bundled_agents_dir=bundled)
    assert any(p.severity == "error" and p.file == "agents/s.subagent.md" for p in problems)


def test_bad_overrides_and_grants(make_package: MakePackage, bundled: Path) -> None:
    root = make_sub(make_package, history="forever", **{"shared-agents": ["ghost"]})
    fields = {
        p.field for p in validate_package(root, bundled_agents_dir=bundled) if p.severity == "error"
    }
    assert fields == {"agents.0.history", "agents.0.shared-agents.0"}


def test_missing_prompt_file(make_package: MakePackage, bundled: Path) -> None:
    root = make_package(
        agents=[
            {"id": "s.x", "implementation": "studio.sub-agent", "promptFile": "nope.subagent.md"}
        ]
    )
    errors = [p for p in validate_package(root, bundled_agents_dir=bundled)]
    assert errors[0].field == "agents.0" and "nope.subagent.md" in errors[0].message


def test_private_state_file(make_package: MakePackage, bundled: Path) -> None:
    root = make_sub(make_package)
    (root / "char.keeper").mkdir()
    (root / "char.keeper" / "notes.agent.json").write_text('{"n": [1]}', encoding="utf-8")
    pkg = load_package(root, bundled_agents_dir=bundled)
    assert pkg.agent("char.keeper/notes").default_state == {"n": [1]}

from __future__ import annotations

from pathlib import Path

from studio.package import composed_tool_name, load_package, validate_package
from tests.package.conftest import MakePackage, js_agent


def test_composed_tool_name() -> None:
    assert composed_tool_name("char.cars-db") == "cars_db"
    assert composed_tool_name("lore") == "lore"


def test_first_registration_wins_with_warning(make_package: MakePackage) -> None:
    root = make_package(
        {
            "agents/a.one.js": js_agent("a.one", "@tool shared\n@command @go goOne"),
            "agents/a.two.js": js_agent("a.two", "@tool shared\n@tool own\n@command @go goTwo"),
        },
        agents=["a.one", "a.two"],
    )
    pkg = load_package(root)
    assert pkg.tools["shared"].agent_id == "a.one"
    assert pkg.tools["own"].agent_id == "a.two"
    assert pkg.commands["@go"].export == "goOne"
    warnings = [w for w in pkg.warnings if "skipped" in w.message]
    assert [(w.file, w.line) for w in warnings] == [("agents/a.two.js", 3), ("agents/a.two.js", 5)]


def test_openai_definition(make_package: MakePackage) -> None:
    root = make_package(
        {"agents/a.b.js": js_agent("a.b", "@tool t\n@tool-description Does t.")}, agents=["a.b"]
    )
    binding = load_package(root).tools["t"]
    assert binding.definition == {
        "type": "function",
        "function": {
            "name": "t",
            "description": "Does t.",
            "parameters": {"type": "object", "properties": {}},
        },
    }


def test_composed_entries_rename(make_package: MakePackage, bundled: Path) -> None:
    root = make_package(
        {"context/.cars.json": "{}", "context/lore.txt": "x"},
        agents=[
            {
                "id": "char.cars-db",
                "implementation": "studio.agent-db",
                "contextFile": ".cars.json",
            },
            {
                "id": "char.lore",
                "implementation": "studio.context-access",
                "contextFile": "lore.txt",
                "description": "Look up the lore.",
            },
            {"id": "char.mem", "implementation": "studio.memory-store"},
        ],
    )
    pkg = load_package(root, bundled_agents_dir=bundled)
    assert pkg.tools["cars_db"].agent_id == "char.cars-db"
    assert pkg.tools["cars_db"].declared_name == "db_lookup"
    assert pkg.tools["lore"].description == "Look up the lore."
    # Several tools: <derived>_<declared>.
    assert {"mem_memory_save", "mem_memory_delete"} <= set(pkg.tools)
    inst = pkg.agent("char.cars-db")
    assert inst.config["contextFile"] == ".cars.json"
    assert inst.config["implementation"] == "studio.agent-db"
    assert inst.bundled and inst.implementation == "studio.agent-db"


def test_package_copy_beats_bundled(make_package: MakePackage, bundled: Path) -> None:
    root = make_package(
        {"agents/studio.memory-store.py": '"""\n@agent studio.memory-store\n@tool mine\n"""\n'},
        agents=["studio.memory-store", "studio.history-search"],
    )
    pkg = load_package(root, bundled_agents_dir=bundled)
    mem = pkg.agent("studio.memory-store")
    assert not mem.bundled and mem.language == "python" and next(iter(pkg.tools)) == "mine"
    assert pkg.agent("studio.history-search").bundled


def test_resolution_order(make_package: MakePackage) -> None:
    files = {
        f"agents/a.b{ext}": src
        for ext, src in [
            (".lua", "--[[\n@agent a.b\n]]\n"),
            (".py", '"""\n@agent a.b\n"""\n'),
            (".ts", "/**\n * @agent a.b\n */\n"),
        ]
    }
    root = make_package(files, agents=["a.b"])
    assert load_package(root).agent("a.b").language == "typescript"
    (root / "agents/a.b.ts").unlink()
    assert load_package(root).agent("a.b").language == "python"


def test_missing_agent_names_entry(make_package: MakePackage, bundled: Path) -> None:
    root = make_package(agents=["x.missing", "studio.nope"])
    problems = validate_package(root, bundled_agents_dir=bundled)
    errors = [p for p in problems if p.severity == "error"]
    assert [e.field for e in errors] == ["agents.0", "agents.1"]
    assert "x.missing" in errors[0].message and "agents/x.missing.js" in errors[0].message


def test_duplicate_instance_id(make_package: MakePackage) -> None:
    root = make_package({"agents/a.b.js": js_agent("a.b")}, agents=["a.b", "a.b"])
    assert any("already used" in p.message for p in validate_package(root))


def test_default_state(make_package: MakePackage) -> None:
    root = make_package(
        {
            "agents/a.b.js": js_agent("a.b"),
            "agents/a.c.js": js_agent("a.c"),
            "a.b.agent.json": {"n": 1},
            "a.c.agent.json": [1],
            "ghost.agent.json": {},
        },
        agents=["a.b", "a.c"],
    )
    problems = validate_package(root)
    assert any(p.file == "a.c.agent.json" and p.severity == "error" for p in problems)
    assert any(p.file == "ghost.agent.json" and p.severity == "warning" for p in problems)
    (root / "a.c.agent.json").write_text("{}", encoding="utf-8")
    pkg = load_package(root)
    assert pkg.agent("a.b").default_state == {"n": 1}


def test_libs(make_package: MakePackage) -> None:
    root = make_package(
        {
            "agents/a.js.js": js_agent("a.js", "@lib one\n@lib two"),
            "agents/lib/one.js": "var one = 1;",
            "agents/lib/two.min.js": "var two = 2;",
            "agents/a.py.py": '"""\n@agent a.py\n@lib one\n"""\n',
        },
        agents=["a.js", "a.py"],
    )
    pkg = load_package(root)
    assert [(lib.name, lib.source) for lib in pkg.agent("a.js").libs] == [
        ("one", "var one = 1;"),
        ("two", "var two = 2;"),
    ]
    assert pkg.agent("a.py").libs == []
    assert any("@lib" in w.message for w in pkg.warnings)
    (root / "agents/lib/one.js").unlink()
    assert any("@lib one" in p.message and p.severity == "error" for p in validate_package(root))


def test_agent_id_differs_from_file_name(make_package: MakePackage) -> None:
    root = make_package({"agents/a.b.js": js_agent("a.other")}, agents=["a.b"])
    pkg = load_package(root)
    assert pkg.agents[0].agent_id == "a.other"
    assert any("differs" in w.message for w in pkg.warnings)

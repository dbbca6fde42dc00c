"""Fixtures for package tests: a package writer and stub built-in agents."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from studio import paths

STUB_TOOLS = {
    "studio.memory-store": ["memory_save", "memory_delete"],
    "studio.context-access": ["context_lookup"],
    "studio.agent-db": ["db_lookup"],
    "studio.history-search": ["search_history"],
    "studio.sub-agent": [],
}

MakePackage = Callable[..., Path]


def stub_agent(agent_id: str, tools: list[str]) -> str:
    """A manifest-only JavaScript agent."""
    lines = ["/**", f" * @agent {agent_id}"]
    for tool in tools:
        lines += [f" * @tool {tool}", f" * @tool-description Stub {tool}."]
    if agent_id == "studio.memory-store":
        lines += [" * @command @memory memoryCommand", " * @preload true"]
    lines += [" */", "export function onToolCall() { return ''; }", ""]
    return "\n".join(lines)


@pytest.fixture
def bundled(tmp_path: Path) -> Path:
    """A temporary bundled-agents folder with manifest-only stubs of the built-ins."""
    folder = tmp_path / "bundled"
    folder.mkdir()
    for agent_id, tools in STUB_TOOLS.items():
        (folder / f"{agent_id}.js").write_text(stub_agent(agent_id, tools), encoding="utf-8")
    return folder


@pytest.fixture(autouse=True)
def _private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Zips extract under the test's temp folder, never the real user cache."""
    cache = tmp_path / "cache"
    monkeypatch.setattr(paths, "user_cache_dir", lambda: cache)
    return cache


def write_tree(root: Path, files: dict[str, str | bytes | dict[str, Any] | list[Any]]) -> Path:
    """Write ``files`` (relative path -> text, bytes or JSON value) under ``root``."""
    root.mkdir(parents=True, exist_ok=True)
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        elif isinstance(content, str):
            path.write_text(content, encoding="utf-8")
        else:
            path.write_text(json.dumps(content), encoding="utf-8")
    return root


@pytest.fixture
def make_package(tmp_path: Path) -> MakePackage:
    """Write a package; ``config`` defaults to ``{"name": "Test"}`` plus ``agents``."""
    counter = iter(range(1000))

    def make(
        files: dict[str, Any] | None = None,
        *,
        agents: list[Any] | None = None,
        config: dict[str, Any] | None = None,
    ) -> Path:
        cfg: dict[str, Any] = dict(config or {"name": "Test"})
        if agents is not None:
            cfg["agents"] = agents
        tree: dict[str, Any] = {"config.json": cfg}
        tree.update(files or {})
        return write_tree(tmp_path / f"pkg{next(counter)}", tree)

    return make


def js_agent(agent_id: str, body: str = "") -> str:
    """A JavaScript agent with ``body`` as extra manifest lines."""
    extra = "".join(f" * {line}\n" for line in body.strip().splitlines())
    return f"/**\n * @agent {agent_id}\n{extra} */\nexport function onLoad() {{ return null; }}\n"

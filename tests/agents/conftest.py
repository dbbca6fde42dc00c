"""Drive the built-in agents (resources/agents/) through the project's JavaScript runtime.

Each test loads an agent exactly as a worker does: the host prepares the ES-module source
(:func:`studio.sandbox.typescript.prepare_javascript`), then
:class:`studio.sandbox.js.JavaScriptExecutor` evaluates it (after its ``@lib`` files) and
calls its exports with a :class:`tests.agents.fakes.FakeBridge` on the host side.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from studio import paths
from studio.sandbox.js import JavaScriptExecutor
from studio.sandbox.typescript import prepare_javascript

from .fakes import FakeBridge

AGENTS_DIR: Path = paths.bundled_agents_dir()
LIMITS = {"memory_bytes": 64 * 1024 * 1024, "instruction_budget": 0}


class AgentRunner:
    """One built-in agent loaded into a fresh JavaScript executor."""

    def __init__(self, name: str, bridge: FakeBridge, libs: tuple[str, ...] = ()) -> None:
        self.name = name
        self.bridge = bridge
        path = AGENTS_DIR / f"{name}.js"
        source = prepare_javascript(path.read_text("utf-8"), path.name, disk_cache=False)
        lib_sources = [(lib, (AGENTS_DIR / "lib" / f"{lib}.js").read_text("utf-8")) for lib in libs]
        self.executor = JavaScriptExecutor(bridge, LIMITS)
        self.exports = self.executor.load(source, path.name, lib_sources)
        self.store: dict[str, Any] = {}

    def context(self, **overrides: Any) -> dict[str, Any]:
        ctx: dict[str, Any] = {
            "invokedBy": "model",
            "conversationLength": len(self.bridge.entries),
            "characterName": "Aria",
            "agentId": self.name,
            "config": {},
        }
        ctx.update(overrides)
        return ctx

    def call(self, export: str, *args: Any, **context: Any) -> Any:
        """Call an export with the runner's store (kept between calls); return the result."""
        result, self.store = self.executor.call(
            export, list(args), self.store, self.context(**context)
        )
        return result

    def tool(self, tool_name: str, args: dict[str, Any], **context: Any) -> Any:
        return self.call("onToolCall", tool_name, args, **context)

    def command(self, export: str, text: str) -> Any:
        return self.call(export, text, invokedBy="direct")

    def preload(self) -> Any:
        return self.call("onLoad", invokedBy="preload")


@pytest.fixture
def bridge() -> FakeBridge:
    return FakeBridge()


@pytest.fixture
def load_agent(bridge: FakeBridge) -> Callable[..., AgentRunner]:
    def load(name: str, libs: tuple[str, ...] = ()) -> AgentRunner:
        return AgentRunner(name, bridge, libs)

    return load

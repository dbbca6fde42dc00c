"""Fixtures and helpers for the chat tests: a real bridge, player and model server.

Import the fixtures into a test module::

    from tests.ui.conftest_chat import chat, model_server  # noqa: F401
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from studio.engine import CharacterPlayer
from studio.ui.bridge import EngineBridge
from studio.ui.chat import ChatPane
from tests.support.fixtures import model_server
from tests.support.model_server import ModelServer

__all__ = ["COMMANDS_JS", "Chat", "chat", "model_server"]

COMMANDS_JS = """/**
 * @agent test.memo
 * @tool remember
 * @tool-description Remember a fact
 * @tool-params {"type":"object","properties":{"fact":{"type":"string"}},"required":["fact"]}
 * @command @memo addMemo
 * @command @forget forgetAll
 */
export function onToolCall(toolName, args, store, studio, context) {
  store.facts = (store.facts || []).concat([args.fact]);
  studio.log(`Memory stored: ${args.fact}`);
  studio.toast(`Remembered ${args.fact}`);
  return "ok";
}
export function addMemo(args, store, studio, context) {
  if (!args.trim()) return "Usage: @memo <text>";
  store.facts = (store.facts || []).concat([args.trim()]);
  studio.log(`Memo added: ${args.trim()}`);
  studio.toast(`Memo: ${args.trim()}`);
}
export function forgetAll(args, store, studio, context) {
  store.facts = [];
}
"""


@dataclass
class Chat:
    """One test's world: the server, the bridge and a way to open characters."""

    qtbot: QtBot
    server: ModelServer
    bridge: EngineBridge
    tmp_path: Path
    made: int = 0
    busy: bool = False

    def __post_init__(self) -> None:
        self.bridge.busyChanged.connect(self._on_busy)

    def _on_busy(self, busy: bool) -> None:
        self.busy = busy

    def character(self, *, intro: str = "", agents: bool = True, **config: Any) -> Path:
        """Write a character folder (with the memo agent unless ``agents=False``)."""
        self.made += 1
        root = self.tmp_path / f"char{self.made}"
        root.mkdir()
        cfg = {"name": "Ada", "model": "test-model",
               "agents": ["test.memo"] if agents else [], **config}
        (root / "config.json").write_text(json.dumps(cfg), encoding="utf-8")
        files = {"instructions.txt": "You are Ada.", "system-prompt.txt": "System."}
        if intro:
            files["intro.txt"] = intro
        if agents:
            files["agents/test.memo.js"] = COMMANDS_JS
        for rel, text in files.items():
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return root

    def open(
        self, root: Path | None = None, *, settings: Any = None, **kwargs: Any
    ) -> CharacterPlayer:
        """Open a player for ``root`` (a new default character if None) and wait for it."""
        root = root or self.character(**kwargs)
        data = self.tmp_path / "d"
        url = self.server.url
        with self.qtbot.waitSignal(self.bridge.playerChanged, timeout=15000):
            self.bridge.open_player(lambda: CharacterPlayer(
                root, api_key="sk-ui-test-key", base_url=url, model="test-model", data_dir=data,
                project=False, settings=settings))
        assert self.bridge.player is not None
        return self.bridge.player

    def pane(self) -> ChatPane:
        """A shown chat pane on the bridge, once its first reload finished."""
        pane = ChatPane(self.bridge)
        self.qtbot.addWidget(pane)
        pane.resize(640, 520)
        pane.show()
        self.wait_idle()
        return pane

    def call(self, job: Any, timeout: int = 15000) -> Any:
        """Run ``job(player)`` on the engine and return its result."""
        box: list[Any] = []
        self.bridge.submit(job, box.append)
        self.qtbot.waitUntil(lambda: bool(box), timeout=timeout)
        return box[0]

    def entries(self) -> list[dict[str, Any]]:
        """The engine's entries, read on the engine thread."""

        async def job(player: CharacterPlayer) -> list[dict[str, Any]]:
            return player.get_conversation()

        result: list[dict[str, Any]] = self.call(job)
        return result

    def wait_idle(self, timeout: int = 15000) -> None:
        """Wait until no engine job is running (replies, reloads)."""
        self.qtbot.waitUntil(lambda: not self.busy, timeout=timeout)


@pytest.fixture
def chat(qtbot: QtBot, model_server: ModelServer, tmp_path: Path) -> Iterator[Chat]:
    """A bridge against the scripted server; shut down after the test."""
    bridge = EngineBridge()
    try:
        yield Chat(qtbot, model_server, bridge, tmp_path)
    finally:
        bridge.shutdown()

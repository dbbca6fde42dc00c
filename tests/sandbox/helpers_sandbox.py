"""Helpers shared by the sandbox tests (import as ``from .helpers_sandbox import ...``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from studio.sandbox import AgentSandbox


@dataclass
class RecordingBridge:
    """A BridgeHandler that records every call and answers from a table."""

    answers: dict[str, Any] = field(default_factory=dict)
    calls: list[tuple[str, str, list[Any], Any]] = field(default_factory=list)

    async def __call__(self, agent_id: str, method: str, params: list[Any], meta: Any) -> Any:
        self.calls.append((agent_id, method, params, meta))
        answer = self.answers.get(method)
        if isinstance(answer, Exception):
            raise answer
        if callable(answer):
            return answer(*params)
        return answer

    def methods(self) -> list[str]:
        return [call[1] for call in self.calls]


SandboxFactory = Callable[..., AgentSandbox]


@dataclass
class LoopbackServer:
    """A TCP server on 127.0.0.1 that counts the connections it accepts."""

    port: int
    accepted: int = 0
    seen: asyncio.Event = field(default_factory=asyncio.Event)

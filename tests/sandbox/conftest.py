"""Fixtures for sandbox tests: sandbox factories, a recording bridge, a loopback server."""

from __future__ import annotations

import asyncio
import textwrap
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest

from studio.errors import BridgeRejected
from studio.sandbox import AgentSandbox, AgentSpec, SpareWorkers, WorkerGroup

from .helpers_sandbox import LoopbackServer, RecordingBridge, SandboxFactory


@pytest.fixture
def bridge() -> RecordingBridge:
    return RecordingBridge(answers={"web.fetch": BridgeRejected("not implemented")})


@pytest.fixture
async def make_sandbox(bridge: RecordingBridge) -> AsyncIterator[SandboxFactory]:
    """Build AgentSandboxes from dedented source; all are closed after the test."""
    created: list[AgentSandbox] = []

    def make(
        source: str,
        *,
        language: str = "python",
        agent_id: str = "test.agent",
        filename: str | None = None,
        apis: frozenset[str] | set[str] = frozenset(),
        timeout: float | None = None,
        memory_bytes: int | None = None,
        handler: Any = None,
        on_console: Callable[[str, str], None] | None = None,
        group: WorkerGroup | None = None,
        audit_hook: bool = True,
        spares: SpareWorkers | None = None,
    ) -> AgentSandbox:
        extension = {"python": "py", "javascript": "js", "typescript": "ts", "lua": "lua"}
        extra = {"memory_bytes": memory_bytes} if memory_bytes is not None else {}
        spec = AgentSpec(
            agent_id=agent_id,
            language=language,  # type: ignore[arg-type]
            source=textwrap.dedent(source),
            filename=filename or f"{agent_id}.{extension[language]}",
            apis=frozenset(apis),
            timeout=timeout,
            audit_hook=audit_hook,
            **extra,
        )
        sandbox = AgentSandbox(
            spec, handler or bridge, on_console=on_console, group=group, spares=spares
        )
        created.append(sandbox)
        return sandbox

    yield make
    await asyncio.gather(*(sandbox.close() for sandbox in created))


@pytest.fixture
async def loopback_server() -> AsyncIterator[LoopbackServer]:
    state = LoopbackServer(port=0)

    async def on_connect(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        state.accepted += 1
        state.seen.set()
        writer.close()

    server = await asyncio.start_server(on_connect, "127.0.0.1", 0)
    state.port = server.sockets[0].getsockname()[1]
    async with server:
        yield state

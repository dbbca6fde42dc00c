"""Agent instances as the engine sees them: a package instance plus its sandbox.

The engine never knows which language an agent is written in; it asks the
sandbox to call JavaScript-style export names and :func:`export_name` maps them
to ``on_tool_call``-style names for Python and Lua.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from studio.package import AgentInstance
from studio.sandbox import (
    AgentSandbox,
    AgentSpec,
    CallResult,
    SpareWorkers,
    WorkerGroup,
    export_name,
)

HOOK_EXPORTS: dict[str, str] = {
    "conversationStart": "onConversationStart",
    "beforeResponse": "onBeforeResponse",
    "afterResponse": "onAfterResponse",
    "afterToolCall": "onAfterToolCall",
    "afterUserEdit": "onAfterUserEdit",
}

BridgeHandler = Callable[[str, str, list[Any], Any], Awaitable[Any]]
GroupFor = Callable[[str], WorkerGroup | None]
"""The shared worker an agent of a language joins (None: a worker of its own)."""


class AgentRuntime:
    """One registered agent instance and the worker that runs it.

    Attributes:
        instance: The package's description of the instance.
        agent_id: The registered ID (``context.agentId``).
        store_id: The key of its store in the conversation (namespaced
            ``<subAgentId>/<shortId>`` for a sub-agent's private grant).
        owner: For a private grant, the sub-agent runtime that owns it.
    """

    def __init__(
        self,
        instance: AgentInstance,
        bridge: BridgeHandler,
        *,
        store_id: str | None = None,
        owner: AgentRuntime | None = None,
        config_override: dict[str, Any] | None = None,
        on_console: Callable[[str, str], None] | None = None,
        group_for: GroupFor | None = None,
        spares: SpareWorkers | None = None,
    ) -> None:
        self.instance = instance
        self.agent_id = instance.agent_id
        self.store_id = store_id or instance.agent_id
        self.owner = owner
        self.config: dict[str, Any] = (
            config_override if config_override is not None else dict(instance.config)
        )
        self.language = instance.language
        spec = AgentSpec(
            agent_id=self.store_id,
            language=instance.language,
            source=instance.source,
            filename=str(instance.path.name),
            apis=frozenset(instance.manifest.apis),
            libs=tuple((lib.name, lib.source) for lib in instance.libs),
        )
        group = group_for(instance.language) if group_for is not None else None
        self.sandbox = AgentSandbox(
            spec, bridge, on_console=on_console, group=group, spares=spares
        )
        self.private: list[AgentRuntime] = []

    @property
    def manifest(self) -> Any:
        return self.instance.manifest

    @property
    def preload(self) -> bool:
        return bool(self.instance.manifest.preload)

    @property
    def debug(self) -> bool:
        """``@debug true`` in the manifest, or ``"debug": true`` in a composed entry.

        The entry switch lets an author watch a bundled built-in (whose manifest
        ships with ``@debug`` off) without copying it into the package.
        """
        return bool(self.instance.manifest.debug) or self.instance.config.get("debug") is True

    def export(self, js_name: str) -> str:
        """The language's name for a JavaScript-style export."""
        return export_name(self.language, js_name)

    async def has_export(self, js_name: str) -> bool:
        return await self.sandbox.has_export(self.export(js_name))

    async def wants_hook(self, event: str) -> bool:
        """True when the manifest declares ``@hook event`` and the handler exists."""
        if event not in self.instance.manifest.hooks:
            return False
        return await self.has_export(HOOK_EXPORTS[event])

    async def call(
        self,
        js_name: str,
        args: list[Any],
        store: dict[str, Any],
        context: dict[str, Any],
        *,
        meta: Any = None,
        verbatim: bool = False,
        batch: bool = False,
    ) -> CallResult:
        """Call an export (``verbatim`` for command handlers, named as declared;
        ``batch`` for calls sent together and awaited together, see AgentSandbox.call)."""
        name = js_name if verbatim else self.export(js_name)
        return await self.sandbox.call(name, args, store, context, meta=meta, batch=batch)

    async def close(self) -> None:
        for child in self.private:
            await child.close()
        await self.sandbox.close()

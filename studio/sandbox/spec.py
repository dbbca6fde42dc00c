"""What an agent is and what a call returns, as the host describes them.

:class:`AgentSpec` (everything needed to run one agent instance), :class:`CallResult`,
the validated shapes of a worker's load and call replies, and the small naming
rules shared by the host and the engine: :func:`export_name`, :func:`gate_message`,
:func:`worker_language`, and :func:`prepare_source` (TypeScript is compiled here,
on the host, never in a worker).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, StrictStr

DEFAULT_MEMORY = 256 * 1024 * 1024
DEFAULT_INSTRUCTION_BUDGET = 100_000_000
DEFAULT_TIMEOUT = 8.0
MODEL_TIMEOUT = 120.0  # decisions §7: agents that may call the model get longer.
# An agent that may fetch from the web: one fetch may take its whole 15 s budget
# (docs/WEB_ACCESS.md), so the call limit holds two such fetches.
WEB_TIMEOUT = 30.0

Language = Literal["javascript", "typescript", "python", "lua"]
BridgeHandler = Callable[[str, str, list[Any], Any], Awaitable[Any]]
"""``(agent_id, method, params, call_meta) -> JSON result``; raise BridgeRejected to refuse."""


@dataclass(frozen=True, kw_only=True)
class AgentSpec:
    """Everything needed to run one agent instance."""

    agent_id: str
    language: Language
    source: str
    filename: str
    apis: frozenset[str] = frozenset()
    libs: tuple[tuple[str, str], ...] = ()
    timeout: float | None = None
    memory_bytes: int = DEFAULT_MEMORY
    # Lua only: VM instructions per call before the agent is stopped (about
    # 1.2 s at the ~80M instructions/s measured here); the wall clock covers
    # what the count hook cannot see.
    instruction_budget: int = DEFAULT_INSTRUCTION_BUDGET
    # Tests only: False leaves the worker's audit hook out, so the hostile suite
    # can show that the kernel layers contain every attack on their own. Nothing
    # in the app sets it; a shared worker takes it from its first agent's load.
    audit_hook: bool = True

    @property
    def call_timeout(self) -> float:
        """The wall-clock limit per call (decisions §7 unless set explicitly)."""
        if self.timeout is not None:
            return self.timeout
        if "studio.model" in self.apis:
            return MODEL_TIMEOUT
        return WEB_TIMEOUT if "studio.web" in self.apis else DEFAULT_TIMEOUT


@dataclass
class CallResult:
    """What one agent call produced."""

    value: Any
    store: dict[str, Any]
    duration_ms: float
    console: list[str] = field(default_factory=list)
    isolation: list[str] = field(default_factory=list)


class _Reply(BaseModel):
    model_config = ConfigDict(extra="forbid")


class LoadReply(_Reply):
    exports: list[StrictStr]
    isolation: list[StrictStr]


class CallReply(_Reply):
    value: Any
    store: dict[str, Any]


def export_name(language: str, js_name: str) -> str:
    """The export that implements a reference (JS) name: ``onToolCall`` -> ``on_tool_call``
    for Python and Lua, verbatim for JavaScript/TypeScript. Not for command handlers,
    which are always named verbatim."""
    if language in ("python", "lua"):
        return re.sub(r"(?<!^)(?=[A-Z])", "_", js_name).lower()
    return js_name


def gate_message(method: str, namespace: str) -> str:
    """The rejection text for a bridge call into an undeclared ``@api`` namespace."""
    return f'studio.{method} requires "@api {namespace}" in the agent\'s manifest'


def worker_language(language: str) -> str:
    """The language of the worker that runs agents written in ``language``."""
    return "javascript" if language == "typescript" else language


def prepare_source(spec: AgentSpec) -> tuple[str, str]:
    """``(worker_language, source)``; TypeScript is compiled here, on the host."""
    if spec.language not in ("javascript", "typescript"):
        return spec.language, spec.source
    from studio.sandbox import typescript  # Lazy: it loads a transpiler into QuickJS.

    typed = spec.language == "typescript"
    prepare = getattr(typescript, "prepare_javascript", None)
    if prepare is not None:
        return "javascript", prepare(spec.source, spec.filename, typed)
    if typed:
        return "javascript", typescript.compile_typescript(spec.source, spec.filename)
    return "javascript", spec.source

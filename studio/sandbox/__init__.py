"""Agents in worker subprocesses: the host side, the protocol, the workers.

Public API: :class:`AgentSandbox` (see :mod:`studio.sandbox.host`),
:class:`AgentSpec`, :class:`CallResult`, :data:`BridgeHandler`,
:func:`export_name` and :func:`worker_language` (see :mod:`studio.sandbox.spec`),
:class:`WorkerGroup` with the languages whose agents share a worker,
:data:`SHARED_LANGUAGES` (see :mod:`studio.sandbox.group`), and a player's
:class:`SpareWorkers` (see :mod:`studio.sandbox.spares`).

The names are loaded lazily (PEP 562) so that a JavaScript or Lua worker started
as ``python -m studio.sandbox.worker`` does not import pydantic and the host
machinery it never uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from studio.sandbox.group import SHARED_LANGUAGES, WorkerGroup
    from studio.sandbox.host import AgentSandbox
    from studio.sandbox.spares import SpareWorkers
    from studio.sandbox.spec import (
        AgentSpec,
        BridgeHandler,
        CallResult,
        export_name,
        worker_language,
    )

__all__ = [
    "SHARED_LANGUAGES",
    "AgentSandbox",
    "AgentSpec",
    "BridgeHandler",
    "CallResult",
    "SpareWorkers",
    "WorkerGroup",
    "export_name",
    "worker_language",
]


def __getattr__(name: str) -> Any:
    if name in ("WorkerGroup", "SHARED_LANGUAGES"):
        from studio.sandbox import group

        return getattr(group, name)
    if name == "AgentSandbox":
        from studio.sandbox import host

        return host.AgentSandbox
    if name == "SpareWorkers":
        from studio.sandbox import spares

        return spares.SpareWorkers
    if name in __all__:
        from studio.sandbox import spec

        return getattr(spec, name)
    raise AttributeError(f"module 'studio.sandbox' has no attribute {name!r}")

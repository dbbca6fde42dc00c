"""Agents in worker subprocesses: the host side, the protocol, the workers.

Public API: :class:`AgentSandbox`, :class:`AgentSpec`, :class:`CallResult`,
:data:`BridgeHandler` and :func:`export_name` (see :mod:`studio.sandbox.host`).

The names are loaded lazily (PEP 562) so that a JavaScript or Lua worker started
as ``python -m studio.sandbox.worker`` does not import pydantic and the host
machinery it never uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from studio.sandbox.host import (
        AgentSandbox,
        AgentSpec,
        BridgeHandler,
        CallResult,
        export_name,
    )

__all__ = ["AgentSandbox", "AgentSpec", "BridgeHandler", "CallResult", "export_name"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from studio.sandbox import host

        return getattr(host, name)
    raise AttributeError(f"module 'studio.sandbox' has no attribute {name!r}")

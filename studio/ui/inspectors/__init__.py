"""Inspectors for a running character: agents' stores, the agent log, model requests."""

from __future__ import annotations

from studio.ui.inspectors.agent_log import AgentLogPanel
from studio.ui.inspectors.request_inspector import RequestInspector, find_rounds
from studio.ui.inspectors.store_inspector import StoreInspector

__all__ = ["AgentLogPanel", "RequestInspector", "StoreInspector", "find_rounds"]

"""Test doubles for running language executors in-process, without a worker or host."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from studio import paths
from studio.sandbox.executor import BridgeError

DEFAULT_LIMITS: dict[str, Any] = {"memory_bytes": 64 * 1024 * 1024, "instruction_budget": 5_000_000}

Reply = Any | BridgeError | Callable[[list[Any]], Any]


class FakeBridge:
    """Records every bridge call and answers requests from a script.

    ``replies`` maps a method name to a value, a :class:`BridgeError` to reject with,
    or a function of the params. Unscripted methods reject with ``not implemented``.
    """

    def __init__(self, replies: dict[str, Reply] | None = None) -> None:
        self.replies: dict[str, Reply] = dict(replies or {})
        self.requests: list[tuple[str, list[Any]]] = []
        self.notifications: list[tuple[str, list[Any]]] = []
        self.debug_lines: list[str] = []

    def request(self, method: str, params: list[Any]) -> Any:
        self.requests.append((method, params))
        reply = self.replies.get(method, BridgeError("not implemented"))
        if isinstance(reply, BridgeError):
            raise reply
        return reply(params) if callable(reply) else reply

    def notify(self, method: str, params: list[Any]) -> None:
        self.notifications.append((method, params))

    def debug(self, text: str) -> None:
        self.debug_lines.append(text)


def vendor_file(name: str) -> Path:
    """A built file under resources/vendor (``python scripts/build_transpiler.py``)."""
    return paths.resources_dir() / "vendor" / name


# The shipped library itself (resources/agents/lib), so the tests run what users get.
WEIGHTED_CHOICE = (paths.bundled_agents_dir() / "lib" / "weighted-choice.js").read_text(
    encoding="utf-8"
)

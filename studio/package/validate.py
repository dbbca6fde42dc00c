"""Conformance checking without raising, and default-state hygiene."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

from studio.package.loader import load_with_problems
from studio.package.problems import Problem

__all__ = ["strip_tool_call_ids", "validate_package"]

T = TypeVar("T")


def validate_package(
    path: str | Path, *, bundled_agents_dir: Path | None = None, cache_dir: Path | None = None
) -> list[Problem]:
    """Every error and warning about a package, in the order found. Never raises for
    package problems (an unreadable path is an error in the list).

    Args:
        path: A character folder or ``.zip``.
        bundled_agents_dir: Where missing ``studio.*`` agents are found.
        cache_dir: Where zips are extracted.
    """
    _, problems = load_with_problems(
        path, bundled_agents_dir=bundled_agents_dir, cache_dir=cache_dir
    )
    return list(problems.items)


def strip_tool_call_ids(value: T) -> T:
    """A copy of ``value`` with every ``"toolCallId"`` key removed, at any depth.

    Used when an agent's store is saved as default state (reference, Part 2:
    "When default agent data is saved, strip every toolCallId field from it").
    """
    result: Any = value
    if isinstance(value, dict):
        result = {k: strip_tool_call_ids(v) for k, v in value.items() if k != "toolCallId"}
    elif isinstance(value, list):
        result = [strip_tool_call_ids(v) for v in value]
    return result

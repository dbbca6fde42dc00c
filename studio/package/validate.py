"""Conformance checking without raising, and default-state hygiene."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

from studio.package.card_checks import check_card_texts
from studio.package.loader import load_with_problems
from studio.package.lorebook import BACKTRACK_MARK
from studio.package.model import AgentInstance, CharacterPackage
from studio.package.problems import Problem, Problems

__all__ = ["compile_agents", "strip_tool_call_ids", "validate_package"]

T = TypeVar("T")

#: ``checker(language, source, filename)`` → None, or an object with ``line`` and
#: ``message`` (:func:`studio.sandbox.syntax.check_syntax`).
SyntaxChecker = Callable[[str, str, str], Any]


def default_syntax_checker() -> SyntaxChecker:
    """:func:`studio.sandbox.syntax.check_syntax`, imported when first needed.

    By name at call time, as export does for the TypeScript compiler:
    ``studio.sandbox`` is a higher layer than ``studio.package``.
    """
    module = importlib.import_module("studio.sandbox.syntax")
    checker: SyntaxChecker = module.check_syntax
    return checker


def _instances(agents: list[AgentInstance]) -> Iterator[AgentInstance]:
    for inst in agents:
        yield inst
        if inst.subagent is not None:
            yield from _instances(inst.subagent.private_grants)


def _where(package: CharacterPackage, path: Path) -> str:
    try:
        return path.resolve().relative_to(package.root.resolve()).as_posix()
    except ValueError:
        return str(path)


def compile_agents(
    package: CharacterPackage, problems: Problems, checker: SyntaxChecker | None = None
) -> None:
    """Compile every JavaScript, TypeScript and Lua agent and ``@lib`` file without
    running it; each one that does not compile is an error at its file and line.

    Python agents were parsed when their manifest was read. Built-in agents shipped
    with the application are not checked (they are tested with it). Each file is
    checked once, however many instances use it.
    """
    check = checker or default_syntax_checker()
    seen: set[Path] = set()
    for inst in _instances(package.agents):
        if inst.bundled:
            continue
        jobs: list[tuple[str, str, Path]] = []
        if inst.language in ("javascript", "typescript", "lua"):
            jobs.append((inst.language, inst.source, inst.path))
        jobs += [("lib", lib.source, lib.path) for lib in inst.libs]
        for language, source, path in jobs:
            if path in seen:
                continue
            seen.add(path)
            where = _where(package, path)
            issue = check(language, source, where)
            if issue is not None:
                problems.error(where, f"does not compile: {issue.message}", line=issue.line)


def validate_package(
    path: str | Path, *, bundled_agents_dir: Path | None = None, cache_dir: Path | None = None
) -> list[Problem]:
    """Every error and warning about a package, in the order found. Never raises for
    package problems (an unreadable path is an error in the list). Every JavaScript,
    TypeScript and Lua agent is compiled without running (:func:`compile_agents`).

    Args:
        path: A character folder or ``.zip``.
        bundled_agents_dir: Where missing ``studio.*`` agents are found.
        cache_dir: Where zips are extracted.
    """
    package, problems = load_with_problems(
        path, bundled_agents_dir=bundled_agents_dir, cache_dir=cache_dir
    )
    items = [
        # A lorebook key that could backtrack only warns when the character loads (it
        # still plays, the key skipped); validate refuses it (issue 25).
        replace(p, severity="error") if BACKTRACK_MARK in p.message else p
        for p in problems.items
    ]
    if package is not None:
        checked = Problems()
        compile_agents(package, checked)
        check_card_texts(package, checked)
        items += checked.items
    return items


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

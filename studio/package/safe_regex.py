"""Regular expressions from packages, matched in linear time (RE2).

A package's ``@tool-params`` may carry ``pattern`` and ``patternProperties``
keywords, and the arguments they are checked against come from the model. With
a backtracking engine (Python's ``re``), ``^(a+)+$`` against 40 ``a`` and a
``!`` runs for hours on the player's event loop. RE2 (PyPI ``google-re2``)
guarantees time linear in the input, so every ``@tool-params`` regex goes
through it.

RE2 has no lookaround and no backreferences. A pattern that uses them cannot be
checked safely: loading warns about it (:func:`unsupported_patterns`), and a
call whose arguments meet it fails argument validation with a clear reason
(:class:`UnsafePattern`) instead of running a backtracking match.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import re2

__all__ = ["UnsafePattern", "search", "unsupported_patterns"]

_OPTIONS = re2.Options()
# RE2 logs every parse error to stderr through absl; the caller reports it instead.
_OPTIONS.log_errors = False
# Patterns come from package files; a program bigger than this is refused, not built.
_OPTIONS.max_mem = 8 << 20


class UnsafePattern(ValueError):
    """A pattern RE2 cannot compile (lookaround, backreferences, or too large)."""

    def __init__(self, pattern: str, reason: str) -> None:
        shown = pattern if len(pattern) <= 80 else pattern[:77] + "..."
        super().__init__(
            f"the pattern {shown!r} cannot be checked in linear time ({reason}); "
            "the character's author can rewrite it without lookaround or backreferences"
        )
        self.pattern = pattern


@lru_cache(maxsize=1024)
def _compiled(pattern: str) -> Any:
    try:
        return re2.compile(pattern, _OPTIONS)
    except re2.error as exc:
        reason = exc.args[0] if exc.args else "not supported"
        if isinstance(reason, bytes):
            reason = reason.decode("utf-8", "replace")
        raise UnsafePattern(pattern, str(reason)) from None


def search(pattern: str, text: str) -> bool:
    """Whether ``pattern`` matches anywhere in ``text`` (JSON Schema's ``pattern`` rule).

    Raises:
        UnsafePattern: RE2 cannot compile the pattern.
    """
    return _compiled(pattern).search(text) is not None


def unsupported_patterns(schema: Any) -> list[str]:
    """Every ``pattern`` / ``patternProperties`` regex in ``schema`` that RE2 refuses.

    Returns:
        One message per refused pattern (see :class:`UnsafePattern`).
    """
    found: list[str] = []
    stack: list[Any] = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
            continue
        if not isinstance(node, dict):
            continue
        patterns: list[Any] = []
        if isinstance(node.get("pattern"), str):
            patterns.append(node["pattern"])
        if isinstance(node.get("patternProperties"), dict):
            patterns.extend(node["patternProperties"])
        for pattern in patterns:
            try:
                _compiled(pattern)
            except UnsafePattern as exc:
                found.append(str(exc))
        skip = ("pattern", "const", "enum", "default", "examples")
        stack.extend(v for k, v in node.items() if k not in skip)
    return found

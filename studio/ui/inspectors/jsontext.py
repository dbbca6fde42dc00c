"""Small JSON helpers shared by the inspectors: compact and pretty text, eliding, scrubbing.

Nothing here imports Qt, so the helpers are cheap to test and to reuse.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["SECRET_KEYS", "compact", "elide", "pretty", "scrub", "set_at"]

#: Keys that could carry a credential; the request inspector drops them defensively
#: even though the engine never records one.
SECRET_KEYS = frozenset(
    {"authorization", "api_key", "apikey", "api-key", "x-api-key", "secret", "password"}
)


def compact(value: Any) -> str:
    """``value`` as one-line JSON (non-JSON values fall back to ``str``)."""
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)
    except (TypeError, ValueError):
        return str(value)


def pretty(value: Any) -> str:
    """``value`` as indented JSON for reading."""
    try:
        return json.dumps(value, ensure_ascii=False, indent=2, default=str)
    except (TypeError, ValueError):
        return str(value)


def elide(text: str, limit: int = 120) -> str:
    """The first line of ``text``, cut to ``limit`` characters with an ellipsis."""
    first = text.replace("\r", " ").replace("\n", " ⏎ ")
    return first if len(first) <= limit else first[: limit - 1] + "…"


def scrub(value: Any, secrets: tuple[str, ...] = ()) -> Any:
    """A copy of ``value`` without credential-looking keys, and with any of
    ``secrets`` (exact strings) replaced by ``[redacted]`` wherever they occur."""
    if isinstance(value, dict):
        return {
            k: scrub(v, secrets)
            for k, v in value.items()
            if not (isinstance(k, str) and k.lower() in SECRET_KEYS)
        }
    if isinstance(value, list):
        return [scrub(v, secrets) for v in value]
    if isinstance(value, str):
        for secret in secrets:
            if secret:
                value = value.replace(secret, "[redacted]")
        return value
    return value


def set_at(root: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """A deep copy of ``root`` with ``value`` placed at ``path`` (keys and list indexes).

    Raises:
        ValueError: ``path`` is empty and ``value`` is not an object, or a step is missing.
    """
    if not path:
        if not isinstance(value, dict):
            raise ValueError("an agent's whole store must be a JSON object")
        return json.loads(json.dumps(value))
    copy: dict[str, Any] = json.loads(json.dumps(root))
    node: Any = copy
    try:
        for step in path[:-1]:
            node = node[step]
        node[path[-1]] = value
    except (KeyError, IndexError, TypeError):
        raise ValueError(f"the store no longer has {'/'.join(map(str, path))}") from None
    return copy

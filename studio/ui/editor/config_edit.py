"""Change the ``agents`` list of ``config.json`` without reformatting the rest.

Authors format ``config.json`` by hand (key order, blank lines, one agent per
line or all on one). Adding, renaming or deleting an agent replaces only the
text of the ``agents`` array, written in the style it had: on one line if it
was on one line, otherwise one element per line at the indentation of its
first element. Everything else in the file stays byte for byte. No Qt here.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["replace_agents"]

_DECODER = json.JSONDecoder()


def _top_level_value(text: str, key: str) -> tuple[int, int] | None:
    """``(start, end)`` of the value of ``key`` in the top-level object of ``text``."""
    depth, i, n = 0, 0, len(text)
    expect_key = False
    while i < n:
        ch = text[i]
        if ch == '"':
            try:
                name, end = _DECODER.raw_decode(text, i)
            except ValueError:
                return None
            if depth == 1 and expect_key and name == key:
                colon = text.find(":", end)
                if colon < 0:
                    return None
                start = colon + 1
                while start < n and text[start] in " \t\r\n":
                    start += 1
                try:
                    _value, value_end = _DECODER.raw_decode(text, start)
                except ValueError:
                    return None
                return start, value_end
            expect_key = False
            i = end
            continue
        if ch in "{[":
            depth += 1
            expect_key = ch == "{" and depth == 1
        elif ch in "}]":
            depth -= 1
        elif ch == "," and depth == 1:
            expect_key = True
        i += 1
    return None


def _format(agents: list[Any], old: str, text: str, start: int) -> str:
    one = [json.dumps(a, ensure_ascii=False) for a in agents]
    if "\n" not in old or not agents:
        return "[" + ", ".join(one) + "]"
    line_start = text.rfind("\n", 0, start) + 1
    outer = text[line_start:start]
    outer = outer[: len(outer) - len(outer.lstrip())]
    first = old.find("\n") + 1
    inner = old[first:]
    inner = inner[: len(inner) - len(inner.lstrip(" \t"))] or outer + "  "
    return "[\n" + ",\n".join(inner + item for item in one) + "\n" + outer + "]"


def replace_agents(text: str, agents: list[Any]) -> str | None:
    """``text`` with its top-level ``agents`` array replaced by ``agents``.

    Returns None when the array cannot be found (no ``agents`` key, or text
    that is not a JSON object); the caller then writes the whole file.
    """
    try:
        if not isinstance(json.loads(text), dict):
            return None
    except ValueError:
        return None
    span = _top_level_value(text, "agents")
    if span is None:
        return None
    start, end = span
    new = text[:start] + _format(agents, text[start:end], text, start) + text[end:]
    return new if json.loads(new).get("agents") == agents else None


def _skip_ws(text: str, i: int) -> int:
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    return i


def field_lines(text: str) -> dict[str, int]:
    """The 1-based line of every value in a JSON document, by dotted path.

    ``{"agents": [{"maxRounds": 4}]}`` gives ``{"agents": 1, "agents.0": 1,
    "agents.0.maxRounds": 1}`` (on their own lines in a real file). Used to put
    a line on ``config.json`` problems that name only a field. Text that is
    not valid JSON gives what was found before the error.
    """
    lines: dict[str, int] = {}

    def line_of(i: int) -> int:
        return text.count("\n", 0, i) + 1

    def value(i: int, path: str) -> int:
        i = _skip_ws(text, i)
        if path:
            lines[path] = line_of(i)
        if i >= len(text):
            raise ValueError("end of text")
        ch = text[i]
        if ch == "{":
            i = _skip_ws(text, i + 1)
            if i < len(text) and text[i] == "}":
                return i + 1
            while True:
                key, i = _DECODER.raw_decode(text, _skip_ws(text, i))
                i = _skip_ws(text, i)
                if text[i] != ":":
                    raise ValueError("expected ':'")
                i = value(i + 1, f"{path}.{key}" if path else str(key))
                i = _skip_ws(text, i)
                if text[i] == ",":
                    i += 1
                    continue
                if text[i] == "}":
                    return i + 1
                raise ValueError("expected ',' or '}'")
        if ch == "[":
            i = _skip_ws(text, i + 1)
            if i < len(text) and text[i] == "]":
                return i + 1
            n = 0
            while True:
                i = value(i, f"{path}.{n}" if path else str(n))
                n += 1
                i = _skip_ws(text, i)
                if text[i] == ",":
                    i += 1
                    continue
                if text[i] == "]":
                    return i + 1
                raise ValueError("expected ',' or ']'")
        _scalar, end = _DECODER.raw_decode(text, i)
        return int(end)

    try:
        value(0, "")
    except (ValueError, IndexError):
        pass
    return lines

"""JSON parsing that remembers the line of every value, for problems with line numbers.

:func:`parse_with_lines` returns the same value :func:`json.loads` would, plus a map
from each value's path (a tuple of keys and indexes) to the 1-based line where the
value starts. The standard library scanner does the string and number work, so
the accepted syntax is exactly ``json.loads``'s.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from json import decoder
from typing import Any

__all__ = ["Path", "parse_with_lines"]

Path = tuple[str | int, ...]

_WS = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?")
_LITERALS = {"true": True, "false": False, "null": None}
# The standard library's string scanner (C-accelerated); not in the type stubs.
scanstring: Callable[[str, int, bool], tuple[str, int]] = decoder.scanstring  # type: ignore[attr-defined]


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.lines: dict[Path, int] = {}
        # Line starts, for turning offsets into line numbers by bisection.
        self._starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def line_of(self, pos: int) -> int:
        lo, hi = 0, len(self._starts)
        while lo + 1 < hi:
            mid = (lo + hi) // 2
            if self._starts[mid] <= pos:
                lo = mid
            else:
                hi = mid
        return lo + 1

    def _ws(self, pos: int) -> int:
        match = _WS.match(self.text, pos)
        return match.end() if match else pos

    def _fail(self, message: str, pos: int) -> json.JSONDecodeError:
        return json.JSONDecodeError(message, self.text, pos)

    def value(self, pos: int, path: Path) -> tuple[Any, int]:
        pos = self._ws(pos)
        self.lines[path] = self.line_of(pos)
        char = self.text[pos : pos + 1]
        if char == "{":
            return self._object(pos + 1, path)
        if char == "[":
            return self._array(pos + 1, path)
        if char == '"':
            return scanstring(self.text, pos + 1, True)
        for word, literal in _LITERALS.items():
            if self.text.startswith(word, pos):
                return literal, pos + len(word)
        match = _NUMBER.match(self.text, pos)
        if match:
            number = match.group()
            return (float(number) if any(c in number for c in ".eE") else int(number)), match.end()
        raise self._fail("Expecting value", pos)

    def _object(self, pos: int, path: Path) -> tuple[dict[str, Any], int]:
        result: dict[str, Any] = {}
        pos = self._ws(pos)
        if self.text[pos : pos + 1] == "}":
            return result, pos + 1
        while True:
            pos = self._ws(pos)
            if self.text[pos : pos + 1] != '"':
                raise self._fail("Expecting property name enclosed in double quotes", pos)
            key, pos = scanstring(self.text, pos + 1, True)
            pos = self._ws(pos)
            if self.text[pos : pos + 1] != ":":
                raise self._fail("Expecting ':' delimiter", pos)
            result[key], pos = self.value(pos + 1, (*path, key))
            pos = self._ws(pos)
            char = self.text[pos : pos + 1]
            if char == "}":
                return result, pos + 1
            if char != ",":
                raise self._fail("Expecting ',' delimiter", pos)
            pos += 1

    def _array(self, pos: int, path: Path) -> tuple[list[Any], int]:
        result: list[Any] = []
        pos = self._ws(pos)
        if self.text[pos : pos + 1] == "]":
            return result, pos + 1
        while True:
            item, pos = self.value(pos, (*path, len(result)))
            result.append(item)
            pos = self._ws(pos)
            char = self.text[pos : pos + 1]
            if char == "]":
                return result, pos + 1
            if char != ",":
                raise self._fail("Expecting ',' delimiter", pos)
            pos += 1


def parse_with_lines(text: str) -> tuple[Any, dict[Path, int]]:
    """Parse ``text`` as JSON; return the value and the line of every value's path.

    Raises:
        json.JSONDecodeError: The text is not JSON (``lineno`` says where).
    """
    parser = _Parser(text)
    value, end = parser.value(0, ())
    end = parser._ws(end)
    if end != len(text):
        raise parser._fail("Extra data", end)
    return value, parser.lines
